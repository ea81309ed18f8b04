import APIGenCommandLine
import APIGenCore
import ArgumentParser

package struct GenerateCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Generates a Swift SDK from a spec.",
    discussion: """
      With no spec, reads apigen.yaml in the current folder. Options override the config. Writes Client.swift and \
      Part1Operations.swift, Part1Types.swift … (as many parts as `files`, numbered to its width; without it, \
      one part per ten types or operations, at most 50), touching only files whose contents change, and removes \
      the files apigen or swift-openapi-generator wrote there that nothing writes now. Exits 0 on success, 1 when \
      the spec or config has errors (printed as FILE:LINE:COLUMN: error: MESSAGE), 2 for bad usage or I/O errors.
      """
  )

  @Argument(help: "The OpenAPI document (YAML or JSON). Default: `spec` from apigen.yaml.")
  var spec: String?

  @Option(help: "The config file. Default: apigen.yaml when no spec is named.")
  var config: String?

  // `--output-directory` is swift-openapi-generator's name for it, so that its users' scripts keep working.
  @Option(
    name: [.customLong("output"), .customLong("output-directory")],
    help: "The folder to write into. Default: `output` from the config, else Generated/<module>.")
  var output: String?

  @Option(help: "The module name printed in docs. Default: `module` from the config, else derived from the spec.")
  var moduleName: String?

  @Option(help: "The access level of generated declarations: public, package or internal.")
  var access: String?

  @Option(help: "Into how many parts (a Types and an Operations file each) the declarations are spread: 1 to 64.")
  var files: Int?

  @Option(help: "A folder of .mustache files that replace built-in templates of the same name.")
  var templates: String?

  package init() {}

  package func run() throws {
    let job = GenerateJob(
      specPath: spec, configPath: config, output: output, moduleName: moduleName, access: access,
      files: files, templatesPath: templates)
    let report = job.run()
    var standardError = StandardError()
    for line in report.diagnosticLines { print(line, to: &standardError) }
    if !report.summary.isEmpty { print(report.summary) }
    if report.exitCode != .success { throw ExitCode(report.exitCode.rawValue) }
  }
}
