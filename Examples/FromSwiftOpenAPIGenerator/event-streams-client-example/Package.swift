// swift-tools-version:6.2
// Lines changed from the example's own Package.swift: 3
import PackageDescription

let package = Package(
    name: "event-streams-client-example",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        .package(name: "APIGen", path: "../../.."),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.7.0"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "EventStreamsClient",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "APIRuntime", package: "APIGen"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
            ],
            plugins: [.plugin(name: "APIGenBuildPlugin", package: "APIGen")]
        )
    ]
)
