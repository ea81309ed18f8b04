// swift-tools-version:5.9
// Lines changed from the example's own Package.swift: 3
import PackageDescription

let package = Package(
    name: "hello-world-async-http-client-example",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        .package(name: "APIGen", path: "../../.."),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.0.0"),
        .package(url: "https://github.com/swift-server/swift-openapi-async-http-client", from: "1.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "HelloWorldAsyncHTTPClient",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "APIRuntime", package: "APIGen"),
                .product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client"),
            ],
            plugins: [.plugin(name: "APIGenBuildPlugin", package: "APIGen")]
        )
    ]
)
