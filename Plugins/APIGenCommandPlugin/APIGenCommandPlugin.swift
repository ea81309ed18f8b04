import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-code [apigen generate options]`: writes the
/// generated SDK into the package, for teams that commit it. With no options it reads `apigen.yaml` at the package
/// root, exactly as `swift run apigen generate` does. The generator is built in release mode first (generation of a
/// large spec is several times faster than with a debug build).
@main
struct APIGenCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try releaseTool(context) ?? context.tool(named: "apigen-build-tool").url
    try generate(tool: tool, arguments: arguments, in: context.package.directoryURL)
  }

  /// What every entry point does, SwiftPM's and Xcode's (APIGenCommandPlugin+Xcode.swift): `apigen generate` with
  /// `arguments`, run in `directory` (where a relative `apigen.yaml` is found).
  func generate(tool: URL, arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = ["generate"] + arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw CommandError("apigen generate failed (exit status \(process.terminationStatus)); see the errors above")
    }
  }

  /// The `apigen` product built in release mode, when this package is the one that defines it.
  private func releaseTool(_ context: PluginContext) throws -> URL? {
    guard context.package.products.contains(where: { $0.name == "apigen-build-tool" }) else { return nil }
    let result = try packageManager.build(.product("apigen-build-tool"), parameters: .init(configuration: .release))
    guard result.succeeded else {
      Diagnostics.warning("could not build apigen in release mode; using the debug build:\n\(result.logText)")
      return nil
    }
    return result.builtArtifacts.first { $0.kind == .executable && $0.url.lastPathComponent == "apigen-build-tool" }?
      .url
  }
}

struct CommandError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
