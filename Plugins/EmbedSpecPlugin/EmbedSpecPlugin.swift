import Foundation
import PackagePlugin

/// Compiles specs/github.yaml into the target it is applied to, as `githubSpecYAML` (a `package` string), so that
/// the sample's offline mock needs no file beside an installed `github-browser`. Rerun whenever the spec changes.
@main
struct EmbedSpecPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let spec = context.package.directoryURL.appendingPathComponent("specs/github.yaml")
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("GitHubSpecYAML.swift")
    return [
      .buildCommand(
        displayName: "Embedding specs/github.yaml in \(target.name)",
        executable: try context.tool(named: "embed-text").url,
        arguments: [spec.path, output.path, "githubSpecYAML"], inputFiles: [spec], outputFiles: [output])
    ]
  }
}
