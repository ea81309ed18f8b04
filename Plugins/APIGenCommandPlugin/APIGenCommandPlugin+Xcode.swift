// Xcode projects call a command plugin through `XcodeCommandPlugin`. Only Xcode has the XcodeProjectPlugin module,
// so this file compiles on macOS alone and CI on Linux never builds it: it stays a thin adapter over `generate(...)`,
// the path SwiftPM's entry point takes and CI tests. It runs in the project's folder, where `apigen.yaml` is.
#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  extension APIGenCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try generate(
        tool: context.tool(named: "apigen-build-tool").url, arguments: arguments, in: context.xcodeProject.directoryURL)
    }
  }
#endif
