import APIGenCore
import Foundation
import _APIGenOpenAPI

/// `apigen migrate-config`: swift-openapi-generator's `openapi-generator-config.yaml` rewritten as the apigen.yaml
/// that generates the same API, beside it.
package struct MigrateConfigJob: Sendable {
  package var configPath: String?
  package var outputPath: String?
  package var overwrites: Bool

  package init(configPath: String? = nil, outputPath: String? = nil, overwrites: Bool = false) {
    self.configPath = configPath
    self.outputPath = outputPath
    self.overwrites = overwrites
  }

  package struct Report: Sendable {
    package var diagnosticLines: [String] = []
    package var summary = ""
    package var exitCode = ValidationReport.ExitCode.success
  }

  package func run(currentDirectory: String = FileManager.default.currentDirectoryPath) -> Report {
    var report = Report()
    let files = FileManager.default
    guard
      let input = configPath
        ?? SwiftOpenAPIGeneratorConfig.fileNames.first(where: {
          files.fileExists(atPath: GenerateJob.absolute($0, in: currentDirectory))
        })
    else {
      report.diagnosticLines = ["error: no openapi-generator-config.yaml or .yml here; name the file to migrate"]
      report.exitCode = .unreadable
      return report
    }
    let path = GenerateJob.absolute(input, in: currentDirectory)
    let folder = (path as NSString).deletingLastPathComponent
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      report.diagnosticLines = ["error: cannot read '\(input)'"]
      report.exitCode = .unreadable
      return report
    }
    var (config, problems) = SwiftOpenAPIGeneratorConfig.parse(text, file: input)
    report.diagnosticLines = problems.map(\.description)
    guard !problems.contains(where: { $0.severity == .error }) else {
      report.exitCode = .invalidInput
      report.summary = "\(input): not migrated: fix the errors above"
      return report
    }
    config.spec = SwiftOpenAPIGeneratorConfig.specFileNames.first {
      files.fileExists(atPath: (folder as NSString).appendingPathComponent($0))
    }
    let output =
      outputPath.map { GenerateJob.absolute($0, in: currentDirectory) }
      ?? (folder as NSString).appendingPathComponent("apigen.yaml")
    let shown = GenerateJob.relative(output, to: currentDirectory)
    guard overwrites || !files.fileExists(atPath: output) else {
      report.diagnosticLines.append("error: '\(shown)' is already there; pass --overwrite to replace it")
      report.exitCode = .unreadable
      return report
    }
    do {
      let yaml = try config.apigenYAML(comment: [
        "Migrated by `apigen migrate-config` from swift-openapi-generator's \((input as NSString).lastPathComponent).",
        "Keep one config per target: delete that file (APIGen reports a target holding both).",
      ])
      try yaml.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
      report.diagnosticLines.append("error: cannot write '\(shown)': \(error)")
      report.exitCode = .unreadable
      return report
    }
    report.summary = "wrote \(shown); delete \(input), which it replaces"
    return report
  }
}
