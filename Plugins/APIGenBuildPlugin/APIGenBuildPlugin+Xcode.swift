// Xcode projects (as opposed to packages) call a build plugin through `XcodeBuildToolPlugin`. Only Xcode has the
// XcodeProjectPlugin module, so this file compiles on macOS alone and CI on Linux never builds it: it stays a thin
// adapter that hands an Xcode target's files to `commands(...)`, the path SwiftPM's entry point takes and CI tests.
#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  extension APIGenBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let files = target.inputFiles.map(\.url)
      return try commands(
        targetName: target.displayName,
        directory: PluginSetup.folder(holding: files) ?? context.xcodeProject.directoryURL, files: files,
        tool: context.tool(named: "apigen-build-tool").url, workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif
