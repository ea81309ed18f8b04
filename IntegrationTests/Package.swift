// swift-tools-version: 6.1
// The runtime's test suite over AsyncHTTPClient instead of URLSession. A package of its own because
// AsyncHTTPClient brings SwiftNIO SSL and BoringSSL, which take minutes to build and which nothing else in APIGen
// needs: `swift test` at the top stays quick, and `.ci/run` runs this after it (`swift test --package-path
// IntegrationTests`).
import PackageDescription

let package = Package(
  name: "APIGenIntegrationTests",
  dependencies: [
    .package(name: "APIGen", path: ".."),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/swift-server/swift-openapi-async-http-client", from: "1.5.0"),
  ],
  targets: [
    // `swift run -c release --package-path IntegrationTests stream-bench`: apigen-bench client's stream figures
    // over AsyncHTTPClient, which streams bodies on Linux (URLSession there reads them whole).
    .executableTarget(
      name: "stream-bench",
      dependencies: [
        .product(name: "APIRuntime", package: "APIGen"),
        .product(name: "StreamBench", package: "APIGen"),
        .product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client"),
      ]
    ),
    // The same test files as Tests/APIRuntimeTests (symbolic links), with TransportUnderTest.swift of its own.
    .testTarget(
      name: "AsyncHTTPClientTransportTests",
      dependencies: [
        .product(name: "APIRuntime", package: "APIGen"),
        .product(name: "HardCasesAPI", package: "APIGen"),
        .product(name: "LocalHTTPServer", package: "APIGen"),
        .product(name: "Polling", package: "APIGen"),
        .product(name: "ReactorTesting", package: "APIGen"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
        .product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
