import Foundation
import PackagePlugin

/// Generates a target's SDK at build time from the spec in its folder.
///
/// The target holds `openapi.yaml` (or `.yml`, `.json`), or an `apigen.yaml` that names its spec and options
/// (`access`, `files`, `templates`, `filter`, `naming`, ...). The generated files (`Client.swift`,
/// `Part01Operations.swift`, `Part01Types.swift` … `Part50Types.swift`: as many parts as `files`, numbered to its
/// width) are known before the spec is read, so SwiftPM reruns the generator only when the spec, the config or a
/// template changes. Errors in the spec fail the build as `openapi.yaml:LINE:COLUMN: error: ...`.
@main
struct APIGenBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    return try commands(
      targetName: target.name, directory: target.directoryURL, files: target.sourceFiles.map(\.url),
      tool: context.tool(named: "apigen-build-tool").url, workDirectory: context.pluginWorkDirectoryURL)
  }

  /// What every entry point does, SwiftPM's and Xcode's (APIGenBuildPlugin+Xcode.swift): the generator command for
  /// a target whose files are `files`.
  func commands(targetName: String, directory: URL, files: [URL], tool: URL, workDirectory: URL) throws
    -> [Command]
  {
    do {
      let setup = try PluginSetup(targetName: targetName, directory: directory, files: files)
      return [
        try setup.command(tool: tool, outputDirectory: workDirectory.appendingPathComponent("GeneratedSources"))
      ]
    } catch {
      Diagnostics.error("\(error)")
      throw error
    }
  }
}

/// What the plugin finds in a target's folder and the generator command it makes of it.
struct PluginSetup {
  static let specNames = ["openapi.yaml", "openapi.yml", "openapi.json"]
  static let swiftOpenAPIGeneratorConfigNames = ["openapi-generator-config.yaml", "openapi-generator-config.yml"]

  var targetName: String
  var config: URL?
  var spec: URL?
  /// From the config's `files:`, else the generator's largest default, 50: the plugin names its outputs before the
  /// tool reads the spec, so it cannot size the count by the spec as the command line does.
  var filesPerKind = 50
  var templates: [URL] = []
  var overlays: [URL] = []

  init(targetName: String, directory: URL, files: [URL]) throws {
    self.targetName = targetName
    let byName = Dictionary(files.map { ($0.lastPathComponent, $0) }, uniquingKeysWith: { first, _ in first })
    let ours = byName["apigen.yaml"] ?? byName["apigen.yml"]
    // A target moved over from swift-openapi-generator keeps its config; the generator reads it and says so.
    let theirs = Self.swiftOpenAPIGeneratorConfigNames.lazy.compactMap { byName[$0] }.first
    if let ours, let theirs {
      throw PluginError(
        "target '\(targetName)' holds both \(ours.lastPathComponent) and \(theirs.lastPathComponent); keep one (`apigen migrate-config \(theirs.lastPathComponent)` writes the first from the second)"
      )
    }
    config = ours ?? theirs
    spec = Self.specNames.lazy.compactMap { byName[$0] }.first
    if let config = ours {
      let text = try String(contentsOf: config, encoding: .utf8)
      let settings = ConfigScan(text)
      if let files = settings.value("files").flatMap(Int.init) { filesPerKind = max(1, files) }
      if let named = settings.value("spec") { spec = directory.appendingPathComponent(named).standardizedFileURL }
      // The generator reruns when an overlay changes, as when the spec does.
      overlays = settings.list("overlays").map { directory.appendingPathComponent($0).standardizedFileURL }
      if let folder = settings.value("templates") {
        let templateFolder = directory.appendingPathComponent(folder)
        templates =
          ((try? FileManager.default.contentsOfDirectory(at: templateFolder, includingPropertiesForKeys: nil)) ?? [])
          .filter { $0.pathExtension == "mustache" }
      }
    }
    guard spec != nil || config != nil else {
      throw PluginError(
        "target '\(targetName)' uses the APIGen plugin but holds no openapi.yaml, openapi.yml, openapi.json or apigen.yaml"
      )
    }
  }

  /// The generator's file names (SwiftRenderer.fileNames, which this plugin cannot link): each part's number,
  /// zero-padded to the width of the count, before its kind.
  /// The folder of a target's `apigen.yaml` or spec among `files`, which relative paths in the config start from:
  /// an Xcode target has no folder of its own, only its files.
  static func folder(holding files: [URL]) -> URL? {
    let names = ["apigen.yaml", "apigen.yml"] + swiftOpenAPIGeneratorConfigNames + specNames
    return files.first { names.contains($0.lastPathComponent) }?.deletingLastPathComponent()
  }

  var outputNames: [String] {
    let width = String(filesPerKind).count
    return ["Client.swift"]
      + (1...filesPerKind).flatMap { number in
        let part = String(repeating: "0", count: width - String(number).count) + String(number)
        return ["Part\(part)Operations.swift", "Part\(part)Types.swift"]
      }
  }

  func command(tool: URL, outputDirectory: URL) throws -> Command {
    var arguments = ["generate"]
    if let spec { arguments.append(spec.path) }
    if let config { arguments += ["--config", config.path] }
    // The count is passed because the tool sizes it by the spec otherwise, and these names are declared before that.
    arguments += ["--output", outputDirectory.path, "--module-name", targetName, "--files", String(filesPerKind)]
    let inputs = [spec, config].compactMap { $0 } + overlays + templates
    var source = spec?.lastPathComponent ?? "apigen.yaml"
    if let config, Self.swiftOpenAPIGeneratorConfigNames.contains(config.lastPathComponent) {
      source += " with swift-openapi-generator's \(config.lastPathComponent)"
    }
    return .buildCommand(
      displayName: "Generating the \(targetName) SDK from \(source)",
      executable: tool, arguments: arguments, inputFiles: inputs,
      outputFiles: outputNames.map { outputDirectory.appendingPathComponent($0) })
  }
}

/// Top-level `key: value` lines of apigen.yaml: all the plugin needs to know before the generator runs (the
/// generator itself reads the file properly and reports its errors).
struct ConfigScan {
  private var values: [String: String] = [:]
  /// Top-level keys followed by `- item` lines.
  private var blockLists: [String: [String]] = [:]

  init(_ text: String) {
    var listKey: String?
    for line in text.split(separator: "\n") {
      if line.hasPrefix(" ") || line.hasPrefix("-") {
        let item = line.drop { $0 == " " }
        if let key = listKey, item.hasPrefix("- ") {
          blockLists[key, default: []].append(Self.unquoted(item.dropFirst(2)))
        }
        continue
      }
      listKey = nil
      guard !line.hasPrefix("#") else { continue }
      let parts = line.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else { continue }
      let value = Self.unquoted(parts[1])
      if value.isEmpty { listKey = String(parts[0]) } else { values[String(parts[0])] = value }
    }
  }

  /// A value without its comment, surrounding blanks and quotes.
  private static func unquoted(_ text: Substring) -> String {
    let value = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    return value.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
  }

  func value(_ key: String) -> String? { values[key] }

  /// A list, written `key: [a, b]` or as `- a` lines below `key:`.
  func list(_ key: String) -> [String] {
    if let flow = values[key], flow.hasPrefix("["), flow.hasSuffix("]") {
      return flow.dropFirst().dropLast().split(separator: ",").map { Self.unquoted($0) }.filter { !$0.isEmpty }
    }
    return blockLists[key] ?? values[key].map { [$0] } ?? []
  }
}

struct PluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
