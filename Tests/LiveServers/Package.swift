// swift-tools-version: 6.1
// SDKs generated from the specs that real web framework apps publish, called over HTTP against those apps
// (apps/, one per framework). `Scripts/live-servers.sh` starts the apps, fetches each spec from its running app into
// the target's folder (`openapi.json`, never edited by hand), and runs `swift test` here; the build plugin generates
// each SDK from that spec, as it would in a user's package.
import PackageDescription

let sdk: [Target.Dependency] = [.product(name: "APIRuntime", package: "APIGen")]
let generated: [Target.PluginUsage] = [.plugin(name: "APIGenBuildPlugin", package: "APIGen")]

let package = Package(
  name: "APIGenLiveServers",
  dependencies: [.package(name: "APIGen", path: "../..")],
  targets: [
    .target(name: "FastAPIFlows", dependencies: sdk, plugins: generated),
    .target(name: "FlasggerNotes", dependencies: sdk, plugins: generated),
    .target(name: "DRFBooks", dependencies: sdk, plugins: generated),
    .target(name: "ConnexionPets", dependencies: sdk, plugins: generated),
    .testTarget(
      name: "LiveServerTests", dependencies: ["FastAPIFlows", "FlasggerNotes", "DRFBooks", "ConnexionPets"] + sdk),
  ],
  swiftLanguageModes: [.v6]
)
