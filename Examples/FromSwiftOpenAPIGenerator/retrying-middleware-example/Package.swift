// swift-tools-version:5.9
// Lines changed from the example's own Package.swift: 3
import PackageDescription

let package = Package(
    name: "hello-world-urlsession-client-example",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        .package(name: "APIGen", path: "../../.."),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.2"),
    ],
    targets: [
        .target(
            name: "RetryingClientMiddleware",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .executableTarget(
            name: "HelloWorldURLSessionClient",
            dependencies: [
                "RetryingClientMiddleware", .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "APIRuntime", package: "APIGen"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
            ],
            plugins: [.plugin(name: "APIGenBuildPlugin", package: "APIGen")]
        ),
    ]
)
