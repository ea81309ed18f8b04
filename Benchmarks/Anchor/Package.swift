// swift-tools-version: 6.0
// The anchor for `apigen-bench parse`: Yams + OpenAPIKit decoding the same file. A separate package so that the
// main build and CI never compile these dependencies; run it with ../parse-vs-anchor.sh.
import PackageDescription

let package = Package(
  name: "Anchor",
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/mattpolzin/OpenAPIKit", from: "6.4.0"),
  ],
  targets: [
    .executableTarget(
      name: "anchor-bench",
      dependencies: [
        .product(name: "Yams", package: "Yams"),
        .product(name: "OpenAPIKit30", package: "OpenAPIKit"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
