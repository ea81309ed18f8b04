import _APIGenOpenAPI

/// The result of `apigen validate`: what to print where, and the exit code.
package struct ValidationReport: Sendable {
  /// Exit codes shared by every `apigen` command.
  package enum ExitCode: Int32, Sendable {
    case success = 0
    /// The spec or config is wrong; diagnostics were printed.
    case invalidInput = 1
    /// Bad usage, or a file that cannot be read.
    case unreadable = 2
  }

  /// Diagnostic lines for standard error, compiler-style.
  package var diagnosticLines: [String]
  /// One line for standard output.
  package var summary: String
  package var exitCode: ExitCode
  /// The loaded spec; nil when the root file could not be read.
  package var spec: Spec?

  /// Loads and checks a spec file.
  package static func validate(file: String, loader: SpecLoader = SpecLoader()) -> ValidationReport {
    let spec: Spec
    do {
      spec = try loader.load(file)
    } catch {
      return ValidationReport(
        diagnosticLines: [error.description], summary: "\(file): unreadable", exitCode: .unreadable, spec: nil)
    }
    let lines = spec.diagnosticLines
    // Everything found counts, shown or not.
    let errors = spec.diagnosticCounts[.error, default: 0]
    let warnings = spec.diagnosticCounts[.warning, default: 0]
    var summary = spec.summary
    summary += errors == 0 ? ": valid" : ": \(errors) error\(errors == 1 ? "" : "s")"
    if warnings > 0 { summary += ", \(warnings) warning\(warnings == 1 ? "" : "s")" }
    return ValidationReport(
      diagnosticLines: lines, summary: summary, exitCode: errors == 0 ? .success : .invalidInput, spec: spec)
  }
}
