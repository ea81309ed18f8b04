// swift-tools-version:5.10
// Lines changed from the example's own Package.swift: 3
import PackageDescription

let package = Package(
    name: "type-overrides-example",
    platforms: [.macOS(.v10_15)],
    dependencies: [
        .package(name: "APIGen", path: "../../.."),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.7.0"),
    ],
    targets: [
        .target(
            name: "TypeOverrides",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "APIRuntime", package: "APIGen"),
            ],
            plugins: [.plugin(name: "APIGenBuildPlugin", package: "APIGen")]
        ),
        .testTarget(name: "TypeOverridesTests", dependencies: ["TypeOverrides"]),
    ]
)
