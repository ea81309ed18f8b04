// swift-tools-version: 6.2
import PackageDescription

// An app's targets in every isolation setting an app target has today, each generating the GitHub SDK into itself
// with APIGen's build-tool plugin and calling it from the main actor, another actor and a nonisolated function.
// Warnings are errors in these targets: the generated code must compile cleanly under each setting.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// Xcode 26's new app target: main-actor default isolation and "approachable concurrency".
let xcode26Defaults: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

func appTarget(_ name: String, _ settings: [SwiftSetting]) -> Target {
  .target(
    name: name,
    dependencies: [
      .product(name: "APIRuntime", package: "APIGen"),
      .product(name: "Reactor", package: "APIGen"),
    ],
    swiftSettings: settings + strict,
    plugins: [.plugin(name: "APIGenBuildPlugin", package: "APIGen")]
  )
}

let package = Package(
  name: "AppTarget",
  // The Mock trait: the tests serve the spec with APIMock's `MockServer`.
  dependencies: [.package(name: "APIGen", path: "../..", traits: ["Mock"])],
  targets: [
    appTarget("XcodeDefaultsApp", xcode26Defaults),
    appTarget("Swift6App", []),
    appTarget("Swift5App", [.swiftLanguageMode(.v5)]),
    appTarget("Swift5MainActorApp", [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "AppTargetTests",
      dependencies: [
        "XcodeDefaultsApp", "Swift6App", "Swift5App", "Swift5MainActorApp",
        .product(name: "APIMock", package: "APIGen"),
        .product(name: "ReactorTesting", package: "APIGen"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
