import APIGenCommandLine
import ArgumentParser

package struct MigrateConfigCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "migrate-config",
    abstract: "Writes the apigen.yaml equivalent of swift-openapi-generator's openapi-generator-config.yaml.",
    discussion: """
      Maps every key (generate, accessModifier, filter, namingStrategy, nameOverrides, typeOverrides, \
      additionalImports, additionalFileComments, featureFlags), printing a warning for what APIGen does differently \
      and an error for what it cannot do (generate: [server]). Writes apigen.yaml beside the file, naming the spec \
      found there. Exits 0 when written, 1 when the config has errors, 2 for bad usage or I/O errors.
      """
  )

  @Argument(help: "The file to migrate. Default: openapi-generator-config.yaml (or .yml) in the current folder.")
  var config: String?

  @Option(help: "The file to write. Default: apigen.yaml beside the migrated file.")
  var output: String?

  @Flag(help: "Replace the output file if it is there.")
  var overwrite = false

  package init() {}

  package func run() throws {
    let report = MigrateConfigJob(configPath: config, outputPath: output, overwrites: overwrite).run()
    var standardError = StandardError()
    for line in report.diagnosticLines { print(line, to: &standardError) }
    if !report.summary.isEmpty { print(report.summary) }
    if report.exitCode != .success { throw ExitCode(report.exitCode.rawValue) }
  }
}
