import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-code [apigen generate options]`: writes the
/// generated SDK into the package, for teams that commit it. With no options it reads `apigen.yaml` at the package
/// root, exactly as `swift run apigen generate` does; with none there, it generates every target that holds
/// swift-openapi-generator's config and a spec into the target's `GeneratedSources` folder, as that generator's
/// command plugin does. The generator is built in release mode first (generation of a large spec is several times
/// faster than with a debug build).
@main
struct APIGenCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try releaseTool(context) ?? context.tool(named: "apigen-build-tool").url
    let root = context.package.directoryURL
    let movedTargets = arguments.isEmpty && !Self.hasOwnConfig(root) ? try Self.movedTargets(context.package) : []
    for target in movedTargets {
      print("Generating \(target.name) from swift-openapi-generator's \(target.config.lastPathComponent)")
      try generate(
        tool: tool,
        arguments: [
          target.spec.path, "--config", target.config.path, "--output",
          target.directory.appendingPathComponent("GeneratedSources").path, "--module-name", target.name,
        ], in: root)
    }
    if movedTargets.isEmpty { try generate(tool: tool, arguments: arguments, in: root) }
  }

  private static func hasOwnConfig(_ root: URL) -> Bool {
    ["apigen.yaml", "apigen.yml"].contains {
      FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
    }
  }

  /// A target moved over from swift-openapi-generator: its config and spec, side by side in its folder.
  struct MovedTarget {
    var name: String
    var directory: URL
    var config: URL
    var spec: URL
  }

  static func movedTargets(_ package: Package) throws -> [MovedTarget] {
    var result: [MovedTarget] = []
    for case let target as SourceModuleTarget in package.targets {
      let byName = Dictionary(
        target.sourceFiles.map { ($0.url.lastPathComponent, $0.url) }, uniquingKeysWith: { first, _ in first })
      let configs = ["openapi-generator-config.yaml", "openapi-generator-config.yml"].compactMap { byName[$0] }
      let specs = ["openapi.yaml", "openapi.yml", "openapi.json"].compactMap { byName[$0] }
      guard let config = configs.first, let spec = specs.first else { continue }
      if let own = ["apigen.yaml", "apigen.yml"].compactMap({ byName[$0] }).first {
        throw CommandError(
          "target '\(target.name)' holds both \(own.lastPathComponent) and \(config.lastPathComponent); keep one (`apigen migrate-config \(config.lastPathComponent)` writes the first from the second)"
        )
      }
      result.append(MovedTarget(name: target.name, directory: target.directoryURL, config: config, spec: spec))
    }
    return result
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
