// swift-tools-version: 6.1
import PackageDescription

// An SDK generated at build time by APIGen's build-tool plugin from Sources/PetStoreAPI/openapi.yaml.
let package = Package(
  name: "PetStore",
  products: [.library(name: "PetStoreAPI", targets: ["PetStoreAPI"])],
  // The Mock trait adds `MockServer` to APIMock, for the test target (the SDK itself needs no trait).
  dependencies: [.package(name: "APIGen", path: "../..", traits: ["Mock"])],
  targets: [
    .target(
      name: "PetStoreAPI",
      dependencies: [.product(name: "APIRuntime", package: "APIGen")],
      plugins: [.plugin(name: "APIGenBuildPlugin", package: "APIGen")]
    ),
    .testTarget(
      name: "PetStoreAPITests",
      dependencies: ["PetStoreAPI", .product(name: "APIMock", package: "APIGen")],
      exclude: ["MockData"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
