import APIGenCommandLine
import APIGenCore
import Testing
import _APIGenOpenAPI

@Suite struct ValidationReportTests {
  private func loader(_ text: String) -> SpecLoader {
    SpecLoader(readFile: { file in
      file == "api.yaml" ? .success(Array(text.utf8)) : .failure(SpecReadError(file: file, reason: "no such file"))
    })
  }

  @Test func validSpecSummarises() {
    let report = ValidationReport.validate(
      file: "api.yaml",
      loader: loader(
        "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths:\n  /a: {get: {}}\n  /b: {}\ncomponents: {schemas: {A: {}, B: {}}}\n"
      ))
    #expect(report.exitCode == .success)
    #expect(report.summary == "OpenAPI 3.1.0: 2 paths, 1 operations, 2 schemas: valid")
    #expect(report.diagnosticLines == [])
  }

  @Test func errorsAndWarningsAreCounted() {
    let report = ValidationReport.validate(
      file: "api.yaml",
      loader: loader(
        "openapi: 3.0.0\ninfo: {title: T}\npaths:\n  /a/{x}: {get: {responses: {'200': {description: OK}}}}\n"))
    #expect(report.exitCode == .invalidInput)
    #expect(report.summary == "OpenAPI 3.0.0: 1 paths, 1 operations, 0 schemas: 1 error, 1 warning")
    #expect(report.diagnosticLines.count == 2)
  }

  @Test func unreadableRoot() {
    let report = ValidationReport.validate(file: "other.yaml", loader: loader(""))
    #expect(report.exitCode == .unreadable)
    #expect(report.diagnosticLines == ["other.yaml: error: cannot read the file: no such file"])
    #expect(report.spec == nil)
  }
}
