// swift-tools-version:5.10
// Lines changed from the example's own Package.swift: 2
import PackageDescription

let package = Package(
    name: "manual-generation-package-plugin-example",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        .package(name: "APIGen", path: "../../.."),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.7.0"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "CommandPluginInvocationClient",
            dependencies: [
                .product(name: "APIRuntime", package: "APIGen"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
            ]
        )
    ]
)
