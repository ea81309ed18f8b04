import APIGenCore
import Foundation
import _APIGenOpenAPI

/// `apigen generate`: resolves the config and options, loads the spec, generates, and writes the files that changed.
package struct GenerateJob: Sendable {
  package var specPath: String?
  package var configPath: String?
  package var output: String?
  package var moduleName: String?
  package var access: String?
  /// Overrides the config's `files`.
  package var files: Int?
  package var templatesPath: String?

  package init(
    specPath: String? = nil, configPath: String? = nil, output: String? = nil, moduleName: String? = nil,
    access: String? = nil, files: Int? = nil, templatesPath: String? = nil
  ) {
    self.specPath = specPath
    self.configPath = configPath
    self.output = output
    self.moduleName = moduleName
    self.access = access
    self.files = files
    self.templatesPath = templatesPath
  }

  package struct Report: Sendable {
    /// Compiler-style lines for standard error.
    package var diagnosticLines: [String] = []
    package var summary = ""
    package var exitCode = ValidationReport.ExitCode.success
    package var writtenFiles: [String] = []
  }

  /// Why a run stopped: the lines to print and the exit code.
  private struct Stop: Error {
    var lines: [String]
    var code: ValidationReport.ExitCode
    var summary = ""

    init(_ line: String, _ code: ValidationReport.ExitCode) {
      self.init(lines: [line], code: code)
    }

    init(lines: [String], code: ValidationReport.ExitCode, summary: String = "") {
      self.lines = lines
      self.code = code
      self.summary = summary
    }
  }

  package func run(currentDirectory: String = FileManager.default.currentDirectoryPath) -> Report {
    var report = Report()
    do throws(Stop) {
      try generate(currentDirectory: currentDirectory, into: &report)
    } catch {
      report.diagnosticLines += error.lines
      report.exitCode = error.code
      if !error.summary.isEmpty { report.summary = error.summary }
    }
    return report
  }

  private func generate(currentDirectory: String, into report: inout Report) throws(Stop) {
    var (config, base, configLines) = try loadConfig(currentDirectory: currentDirectory)
    report.diagnosticLines += configLines
    guard
      let spec = specPath.map({ Self.absolute($0, in: currentDirectory) })
        ?? config.spec.map({ Self.absolute($0, in: base) })
    else { throw Stop("error: no spec: name one, or give 'spec' in apigen.yaml", .unreadable) }
    let specName = (spec as NSString).lastPathComponent
    let derived = SwiftName.type((specName as NSString).deletingPathExtension)
    let module = moduleName ?? config.module ?? (derived.hasSuffix("API") ? derived : derived + "API")
    let outputDirectory =
      output.map { Self.absolute($0, in: currentDirectory) } ?? config.output.map { Self.absolute($0, in: base) }
      ?? Self.absolute("Generated/\(module)", in: currentDirectory)
    if let access {
      guard let level = AccessLevel(rawValue: access) else {
        throw Stop("error: \(AccessLevel.expectation), not '\(access)'", .unreadable)
      }
      config.access = level
    }
    if let files {
      guard (1...64).contains(files) else {
        throw Stop("error: --files must be a number from 1 to 64, not \(files)", .unreadable)
      }
      config.files = files
    }
    let templates = try loadTemplates(config: config, base: base, currentDirectory: currentDirectory)
    let loaded = try loadSpec(spec, config: config, base: base, currentDirectory: currentDirectory)
    guard !loaded.hasErrors else {
      throw Stop(
        lines: loaded.diagnosticLines, code: .invalidInput, summary: "\(specName): not generated: the spec has errors")
    }
    report.diagnosticLines += loaded.diagnosticLines
    let result: GenerationPipeline.Output
    do {
      result = try GenerationPipeline.run(
        loaded, config: config, moduleName: module, specFileName: specName, templates: templates)
    } catch {
      throw Stop(error.description, .invalidInput)
    }
    // The generator's warnings, each message shown in its first few places, as the loader's are.
    var translation = Diagnostics(limit: .max)
    translation.append(contentsOf: result.diagnostics)
    report.diagnosticLines += translation.lines(file: specName)
    if result.diagnostics.contains(where: { $0.severity == .error }) { throw Stop(lines: [], code: .invalidInput) }
    do {
      report.writtenFiles = try GenerationPipeline.write(result.files, to: outputDirectory)
    } catch {
      throw Stop("error: cannot write to '\(outputDirectory)': \(error)", .unreadable)
    }
    let lines = result.files.reduce(0) { $0 + GeneratedFile.lineCount($1.contents) }
    ProcessLifetime.keep(loaded)
    ProcessLifetime.keep(result)
    report.summary =
      "\(module): \(result.files.count) files, \(lines) lines in \(outputDirectory) (\(report.writtenFiles.count) changed)"
  }

  /// The spec with the config's overlays applied, files named as the user would (relative to the current folder).
  private func loadSpec(_ spec: String, config: GeneratorConfig, base: String, currentDirectory: String) throws(Stop)
    -> Spec
  {
    do {
      let overlays = config.overlays.map { Self.relative(Self.absolute($0, in: base), to: currentDirectory) }
      return try GenerationPipeline.load(specPath ?? Self.relative(spec, to: currentDirectory), overlays: overlays)
    } catch {
      throw Stop(error.description, .unreadable)
    }
  }

  /// The config, named or found, the folder its paths are relative to, and the warnings and notes it gave.
  private func loadConfig(currentDirectory: String) throws(Stop) -> (GeneratorConfig, base: String, [String]) {
    guard let configFile = try configFile(currentDirectory: currentDirectory) else {
      return (GeneratorConfig(), currentDirectory, [])
    }
    let path = Self.absolute(configFile, in: currentDirectory)
    let base = (path as NSString).deletingLastPathComponent
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw Stop("error: cannot read the config file '\(configFile)'", .unreadable)
    }
    guard SwiftOpenAPIGeneratorConfig.isNamed(configFile) else {
      let (parsed, problems) = GeneratorConfig.parse(text, file: configFile)
      guard problems.isEmpty else { throw Stop(lines: problems.map(\.description), code: .invalidInput) }
      return (parsed, base, [])
    }
    var (parsed, problems) = SwiftOpenAPIGeneratorConfig.parse(text, file: configFile)
    problems.insert(SwiftOpenAPIGeneratorConfig.readingNote(file: configFile), at: 0)
    if specPath == nil, parsed.spec == nil {
      // swift-openapi-generator's layout: the spec beside its config.
      guard
        let spec = SwiftOpenAPIGeneratorConfig.specFileNames.first(where: {
          FileManager.default.fileExists(atPath: base + "/" + $0)
        })
      else {
        throw Stop(
          lines: problems.map(\.description)
            + ["error: no \(SwiftOpenAPIGeneratorConfig.specFileNames.joined(separator: ", ")) beside '\(configFile)'"],
          code: .unreadable)
      }
      parsed.spec = spec
    }
    guard !problems.contains(where: { $0.severity == .error }) else {
      throw Stop(lines: problems.map(\.description), code: .invalidInput)
    }
    return (parsed, base, problems.map(\.description))
  }

  /// The config file to read: the one named; else, with no spec named, apigen.yaml or swift-openapi-generator's
  /// config in the current folder; else swift-openapi-generator's config beside the named spec, when no apigen.yaml
  /// is there. Both kinds in one folder is an error that names both.
  private func configFile(currentDirectory: String) throws(Stop) -> String? {
    if let configPath { return configPath }
    let folder = specPath.map { (Self.absolute($0, in: currentDirectory) as NSString).deletingLastPathComponent }
    let present = { (name: String) in
      FileManager.default.fileExists(atPath: ((folder ?? currentDirectory) as NSString).appendingPathComponent(name))
    }
    let ours = ["apigen.yaml", "apigen.yml"].filter(present)
    let theirs = SwiftOpenAPIGeneratorConfig.fileNames.filter(present)
    let shown = { (name: String) in
      Self.relative(((folder ?? currentDirectory) as NSString).appendingPathComponent(name), to: currentDirectory)
    }
    if let mine = ours.first, let other = theirs.first {
      throw Stop(
        "error: both '\(shown(mine))' and '\(shown(other))' are here; keep one (apigen migrate-config \(shown(other)) writes the first from the second)",
        .invalidInput)
    }
    if let other = theirs.first { return shown(other) }
    return specPath == nil ? "apigen.yaml" : nil
  }

  /// The built-in templates, with the overrides the options or config name.
  private func loadTemplates(config: GeneratorConfig, base: String, currentDirectory: String) throws(Stop)
    -> TemplateSet
  {
    do {
      var templates = try TemplateSet.builtIn()
      if let directory = templatesPath.map({ Self.absolute($0, in: currentDirectory) })
        ?? config.templates.map({ Self.absolute($0, in: base) })
      {
        try templates.override(
          with: try Self.readTemplates(in: directory), directory: Self.relative(directory, to: currentDirectory))
      }
      return templates
    } catch let error as TemplateError {
      throw Stop(error.description, .invalidInput)
    } catch {
      throw Stop("error: \(error)", .unreadable)
    }
  }

  /// The path relative to the current folder when it lies inside it, for shorter diagnostics.
  static func relative(_ path: String, to directory: String) -> String {
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  static func absolute(_ path: String, in directory: String) -> String {
    path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
  }

  /// `*.mustache` files of a folder, by name without the extension.
  static func readTemplates(in directory: String) throws -> [String: String] {
    var result: [String: String] = [:]
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
    for name in names where name.hasSuffix(".mustache") {
      result[String(name.dropLast(".mustache".count))] = try String(
        contentsOfFile: (directory as NSString).appendingPathComponent(name), encoding: .utf8)
    }
    return result
  }
}
