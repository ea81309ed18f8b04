import APIGenCommandLine
import APIGenCore
import ArgumentParser
import _APIGenOpenAPI

package struct ValidateCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Checks a spec and every file it references.",
    discussion: """
      Prints diagnostics to standard error as FILE:LINE:COLUMN: error: MESSAGE, and a one-line summary to \
      standard output. Exits 0 when the spec is valid (warnings allowed), 1 when it has errors, 2 when it \
      cannot be read.
      """
  )

  @Argument(help: "The OpenAPI document (YAML or JSON).")
  var spec: String

  @Option(name: .customLong("overlay"), help: "An Overlay document to apply first (repeatable, applied in order).")
  var overlays: [String] = []

  package init() {}

  package func run() throws {
    let report = ValidationReport.validate(file: spec, loader: SpecLoader(overlays: overlays))
    var standardError = StandardError()
    for line in report.diagnosticLines { print(line, to: &standardError) }
    print(report.summary)
    if report.exitCode != .success { throw ExitCode(report.exitCode.rawValue) }
  }
}
