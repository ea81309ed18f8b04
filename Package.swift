// swift-tools-version: 6.2
import PackageDescription

// CI builds with APIGEN_WARNINGS_AS_ERRORS=1: a warning in the package's own code fails the build there (only
// there, so that a newer compiler's new warning never stops someone building the package).
let ownTargetSettings: [SwiftSetting] =
  Context.environment["APIGEN_WARNINGS_AS_ERRORS"] == "1" ? [.treatAllWarnings(as: .error)] : []

// CI compiles the sample's SDK, reactors and views under each isolation setting an app target has, one build each:
// `APIGEN_SAMPLE_ISOLATION=xcode26` (Xcode 26's app targets: main-actor default isolation, approachable
// concurrency), `swift5`, `swift5-main-actor`; unset, they build as the rest of the package does.
let sampleIsolation: [SwiftSetting] =
  switch Context.environment["APIGEN_SAMPLE_ISOLATION"] {
  case "xcode26":
    [
      .defaultIsolation(MainActor.self), .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
      .enableUpcomingFeature("InferIsolatedConformances"),
    ]
  case "swift5": [.swiftLanguageMode(.v5)]
  case "swift5-main-actor": [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)]
  default: []
  }

// SwiftPM resolves every package that any product of ours uses, whichever products an app links, so a product split
// alone would not keep the mock server's Hummingbird and SwiftNIO (and what they bring: SSL, HTTP/2, crypto,
// AsyncHTTPClient, ...) out of an app that only wants APIRuntime and the build plugin. A dependency that only a
// disabled trait uses is pruned, so they sit behind the `Mock` trait, off by default (Benchmarks/README.md has the
// package counts). This package's tests pass `--traits Mock` (README.md): they use APIMock and `apigen mock` as an
// app's tests do.
let mockOnly: TargetDependencyCondition? = .when(traits: ["Mock"])

// The webhook signature schemes need HMAC-SHA256: CryptoKit on Apple platforms, swift-crypto elsewhere, which only
// the `Webhooks` trait brings into a graph (an app that receives no webhooks resolves nothing for them).
let webhooksOnly: TargetDependencyCondition? = .when(traits: ["Webhooks"])

let package = Package(
  name: "APIGen",
  // What a user of the package adds: the command line, the plugins that run it, the library generated code links,
  // the mock for tests, and the reactor library with its test helper. Everything else (the generator's stages, the
  // sample, test helpers, benchmarks) is internal to this package.
  products: [
    .executable(name: "apigen", targets: ["apigen"]),
    .plugin(name: "APIGenBuildPlugin", targets: ["APIGenBuildPlugin"]),
    .plugin(name: "APIGenCommandPlugin", targets: ["APIGenCommandPlugin"]),
    .library(name: "APIRuntime", targets: ["APIRuntime"]),
    // An SDK's tests run it in process: `MockServer(spec:)` answers every operation of a description.
    .library(name: "APIMock", targets: ["APIMock"]),
    // Signature checks for the webhooks an API sends a server (GitHub's, Stripe's, Standard Webhooks).
    .library(name: "APIWebhooks", targets: ["APIWebhooks"]),
    .library(name: "Reactor", targets: ["Reactor"]),
    // ReactorTester, TestClock and `waitUntil`, for the tests of apps built on Reactor (links Swift Testing).
    .library(name: "ReactorTesting", targets: ["ReactorTesting"]),
  ],
  traits: [
    .trait(
      name: "Mock",
      description: "`MockServer` in APIMock and the `apigen mock` command (Hummingbird and SwiftNIO in the graph)",
      // Hummingbird's graph has swift-crypto already, so the mock's users (this package's tests among them) get the
      // webhook signature schemes at no cost in packages.
      enabledTraits: ["Webhooks"]),
    .trait(
      name: "Webhooks",
      description: "The signature schemes of APIWebhooks outside Apple platforms (swift-crypto in the graph)"),
    .default(enabledTraits: []),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
    .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    .package(url: "https://github.com/JohnSundell/Ink", from: "0.6.0"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
    .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.4.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"])]
    ),
    // The parser and the document model. Underscored rather than `package`: they are the generator's stages, not
    // API, but `package` declarations get no cross-module optimization by default, which made generation measurably
    // slower (`apigen-bench generate` shows it). Prefixed so that no user's target of the same plain name
    // collides with them in a package graph.
    .target(name: "_APIGenYAML", dependencies: ["CYAML"]),
    // RFC 9535 JSONPath over the parsed node tree, for Overlays. Written here: no Swift package of the machine's
    // copies implements it, and Overlays need the node's location in the tree, not just its value.
    .target(name: "_APIGenJSONPath", dependencies: ["_APIGenYAML"]),
    .target(name: "_APIGenOpenAPI", dependencies: ["_APIGenYAML", "_APIGenJSONPath"]),
    // SwiftPM compiles Templates into the module, so an installed or plugin-run apigen needs no files beside it. The
    // top-level Templates/ is the copy users read and override (FreshnessTests keeps the two equal).
    .target(
      name: "APIGenCore", dependencies: ["_APIGenOpenAPI", "_APIGenYAML"], resources: [.embedInCode("Templates")]),
    // What the `apigen` commands do (load, validate, generate, write), apart from argument parsing.
    .target(name: "APIGenCommandLine", dependencies: ["APIGenCore", "_APIGenOpenAPI"]),
    // The mock's rules: requests checked against a spec and answered from it, with no server, so `apigen verify`
    // shares them without the trait.
    .target(
      name: "_APIMockCore",
      dependencies: ["_APIGenOpenAPI", "_APIGenYAML", .product(name: "HTTPTypes", package: "swift-http-types")]),
    // APIMock, the product: those rules, and with the Mock trait `MockServer`, their answers on a local port.
    // SwiftPM's pruning honours trait conditions on product dependencies only (a target dependency's condition
    // does not hide that target's own dependencies), so the server's files are here, compiled behind the trait...
    .target(
      name: "APIMock",
      dependencies: [
        "_APIMockCore", "_APIGenOpenAPI",
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Hummingbird", package: "hummingbird", condition: mockOnly),
        .product(name: "NIOCore", package: "swift-nio", condition: mockOnly),
        .product(name: "NIOHTTP1", package: "swift-nio", condition: mockOnly),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras", condition: mockOnly),
      ]),
    // ...and again here (through symbolic links to them), whatever the traits, for this package's tools that serve
    // the mock (the sample's offline mode, the benchmarks): they are no product, so what they use is never resolved
    // for an app, and a copy of the package that lost its links still builds every product.
    .target(
      name: "_APIMockServer",
      dependencies: [
        "_APIMockCore", "_APIGenOpenAPI",
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
      ],
      swiftSettings: [.define("APIGEN_MOCK_SERVER")]),
    // `apigen verify`: a live server's answers checked against its spec (requests and rules shared with the mock).
    .target(
      name: "APIVerify",
      dependencies: [
        "_APIMockCore", "APIRuntime", "_APIGenOpenAPI",
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
      ]),
    // The fuzzer's pipeline and its spec synthesizer, shared by apigen-fuzz and the tests of its findings.
    .target(name: "APIGenFuzzing", dependencies: ["APIGenCore", "_APIGenOpenAPI"]),
    .target(
      name: "APIRuntime",
      dependencies: [
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
        .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(
      name: "APIWebhooks",
      dependencies: [
        "APIRuntime", .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Crypto", package: "swift-crypto", condition: webhooksOnly),
      ]),
    // The commands' argument parsing, shared by `apigen` and the plugins' `apigen-build-tool`.
    .target(
      name: "APIGenCommands",
      dependencies: [
        "APIGenCore", "APIGenCommandLine", "_APIGenOpenAPI", "_APIGenYAML",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "apigen",
      dependencies: [
        "APIGenCommands", "APIGenCommandLine", "APIMock", "APIVerify",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
      ]
    ),
    // What the plugins run: `apigen` without `mock`, so their users never build a web server for the generator.
    .executableTarget(
      name: "apigen-build-tool",
      dependencies: ["APIGenCommands", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    .executableTarget(
      name: "apigen-bench",
      dependencies: [
        "APIGenCore", "CYAML", "APIRuntime", "_APIMockServer", "GitHubAPI", "LocalHTTPServer", "Reactor", "StreamBench",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
        .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
      ]
    ),
    // The libFuzzer target over YAML -> document -> model -> Swift (Scripts/fuzz.sh); a plain build replays inputs.
    .executableTarget(name: "apigen-fuzz", dependencies: ["APIGenFuzzing"]),
    // Generates a target's SDK at build time from the openapi.yaml (or apigen.yaml) in its folder.
    .plugin(name: "APIGenBuildPlugin", capability: .buildTool(), dependencies: ["apigen-build-tool"]),
    // `swift package generate-code`: writes the SDK into the package (as Generated/GitHubAPI is here).
    .plugin(
      name: "APIGenCommandPlugin",
      capability: .command(
        intent: .custom(verb: "generate-code", description: "Generate the SDK that apigen.yaml describes"),
        permissions: [.writeToPackageDirectory(reason: "The generated SDK is written into the package")]
      ),
      dependencies: ["apigen-build-tool"]
    ),
    // ReactorKit's architecture on Swift concurrency, and `Single`.
    .target(
      name: "Reactor", dependencies: [.product(name: "AsyncAlgorithms", package: "swift-async-algorithms")]),
    // The exhaustive test helper for reactors, and `waitUntil`, the one helper every test here waits with (a
    // condition polled within one budget, never a duration). Links Swift Testing: only test targets depend on it.
    .target(name: "ReactorTesting", dependencies: ["Reactor"]),
    // The sample GitHub client: services, reactors and persistence (testable without a terminal)...
    .target(
      name: "GitHubBrowserCore",
      dependencies: [
        "Reactor", "GitHubAPI", "APIRuntime",
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
      ],
      swiftSettings: sampleIsolation
    ),
    // ...and the GitHub stand-in it runs against when offline: `apigen mock` of specs/github.yaml in process, with
    // the sample's data (answers built from the spec's examples).
    // specs/github.yaml is compiled in (EmbedSpecPlugin), so an installed `github-browser` needs no checkout.
    .target(
      name: "GitHubBrowserFixtures", dependencies: ["_APIMockServer", "_APIGenOpenAPI"],
      plugins: ["EmbedSpecPlugin"]),
    // The sample's own build step: a file's text as a Swift string literal (Sources/embed-text says why not
    // `.embedInCode`).
    .executableTarget(name: "embed-text"),
    .plugin(name: "EmbedSpecPlugin", capability: .buildTool(), dependencies: ["embed-text"]),
    // ...its terminal screens (views bound to the reactors; testable without a terminal)...
    .target(
      name: "GitHubBrowserTerminal",
      dependencies: ["GitHubBrowserCore", "Reactor", .product(name: "Ink", package: "Ink")],
      swiftSettings: sampleIsolation),
    // ...and the `github-browser` executable that puts them together.
    .executableTarget(
      name: "github-browser",
      dependencies: [
        "GitHubBrowserCore", "GitHubBrowserFixtures", "GitHubBrowserTerminal", "GitHubAPI", "APIRuntime",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Generated from specs/github.yaml by `swift run apigen generate` (apigen.yaml); never edited by hand.
    .target(
      name: "GitHubAPI", dependencies: ["APIRuntime"], path: "Generated/GitHubAPI", swiftSettings: sampleIsolation),
    // Code generated from Tests/Fixtures/HardCases/hard-cases.yaml, compiled for real so the tests can decode
    // through it; GeneratedCodeTests checks that it is current.
    .target(name: "HardCasesAPI", dependencies: ["APIRuntime"], path: "Tests/Fixtures/HardCases/Generated"),
    // Generated from the Swagger 2.0 description Tests/Fixtures/Swagger2Store/store.yaml, checked the same way.
    .target(
      name: "Swagger2StoreAPI", dependencies: ["APIRuntime"], path: "Tests/Fixtures/Swagger2Store/Generated"),
    // Generated from Tests/Fixtures/OpenAPI32/openapi32.yaml: OpenAPI 3.2's `query` and `additionalOperations`.
    .target(name: "OpenAPI32API", dependencies: ["APIRuntime"], path: "Tests/Fixtures/OpenAPI32/Generated"),
    // Generated from Tests/Fixtures/Webhooks/webhooks.yaml: a webhook enum told apart by the body's `type`.
    .target(name: "WebhooksAPI", dependencies: ["APIRuntime"], path: "Tests/Fixtures/Webhooks/Generated"),
    .testTarget(name: "APIMockTests", dependencies: ["APIMock", "_APIGenOpenAPI"]),
    // The signature schemes against vendors' vectors, and signed events received by a Hummingbird route that
    // decodes them through the generated WebhooksAPI (swift-crypto signs them).
    .testTarget(
      name: "APIWebhooksTests",
      dependencies: [
        "APIWebhooks", "APIRuntime", "WebhooksAPI", .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Crypto", package: "swift-crypto"), .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
      ]),
    .testTarget(
      name: "APIVerifyTests",
      dependencies: [
        "APIVerify", "APIMock", "_APIGenOpenAPI", .product(name: "HTTPTypes", package: "swift-http-types"),
      ]),
    .testTarget(
      name: "GeneratedCodeTests",
      dependencies: [
        "HardCasesAPI", "Swagger2StoreAPI", "OpenAPI32API", "GitHubAPI", "APIRuntime", "APIGenCore",
        "APIGenCommandLine",
        "_APIGenOpenAPI",
        "LocalHTTPServer",
      ]),
    // The streaming figures of `apigen-bench client` and peak-memory readings, shared with IntegrationTests'
    // `stream-bench` (AsyncHTTPClient).
    .target(name: "StreamBench", dependencies: ["APIRuntime", "LocalHTTPServer"]),
    // A scriptable HTTP/1.1 server on 127.0.0.1 that records raw requests, for tests and benchmarks.
    .target(
      name: "LocalHTTPServer",
      dependencies: [
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
      ]
    ),
    .testTarget(
      name: "APIRuntimeTests",
      dependencies: [
        "APIRuntime", "HardCasesAPI", "LocalHTTPServer", "ReactorTesting",
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
        .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "ReactorTests",
      dependencies: [
        "Reactor", "ReactorTesting", .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
      ]),
    .testTarget(
      name: "GitHubBrowserTests",
      dependencies: [
        "GitHubBrowserCore", "GitHubBrowserTerminal", "GitHubBrowserFixtures", "github-browser", "Reactor", "APIMock",
        "ReactorTesting", "APIRuntime", "GitHubAPI", "LocalHTTPServer", "_APIGenYAML", "_APIGenOpenAPI",
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
      ]
    ),
    // Builds Examples/PetStore (which uses the plugins) in a copy; the plugins and apigen are built there.
    .testTarget(name: "PluginTests"),
    .testTarget(name: "YAMLTests", dependencies: ["_APIGenYAML"]),
    .testTarget(name: "OpenAPITests", dependencies: ["_APIGenOpenAPI", "_APIGenJSONPath"]),
    .testTarget(
      name: "APIGenCoreTests", dependencies: ["APIGenCore", "APIGenFuzzing"], exclude: ["Rendering/Snapshots"]),
    .testTarget(
      name: "apigenTests", dependencies: ["apigen", "APIGenCommandLine", "APIRuntime", "APIMock", "ReactorTesting"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system && target.type != .plugin {
  target.swiftSettings = (target.swiftSettings ?? []) + ownTargetSettings
}
