import APIGenCommandLine
import APIGenCore
import Foundation
import Testing
import _APIGenOpenAPI

/// The committed generated code must be exactly what the generator produces now: these targets are what the other
/// tests compile and decode through.
@Suite struct FreshnessTests {
  @Test func hardCasesAPIIsCurrent() throws {
    try expectCurrent(config: "Tests/Fixtures/HardCases/apigen.yaml", committed: "Tests/Fixtures/HardCases/Generated")
  }

  @Test func openAPI32APIIsCurrent() throws {
    try expectCurrent(config: "Tests/Fixtures/OpenAPI32/apigen.yaml", committed: "Tests/Fixtures/OpenAPI32/Generated")
  }

  @Test func webhooksAPIIsCurrent() throws {
    try expectCurrent(config: "Tests/Fixtures/Webhooks/apigen.yaml", committed: "Tests/Fixtures/Webhooks/Generated")
  }

  @Test func swagger2StoreAPIIsCurrent() throws {
    try expectCurrent(
      config: "Tests/Fixtures/Swagger2Store/apigen.yaml", committed: "Tests/Fixtures/Swagger2Store/Generated")
  }

  @Test func gitHubAPIIsCurrent() throws {
    try expectCurrent(config: "apigen.yaml", committed: "Generated/GitHubAPI")
  }

  /// specs/github.yaml is exactly what Scripts/trim-github.sh makes from the full description, keeping the
  /// operations specs/github-operations.txt lists (the script reads the same file).
  @Test func theTrimmedGitHubSpecIsCurrent() throws {
    let list = try String(
      contentsOf: repositoryRoot.appendingPathComponent("specs/github-operations.txt"), encoding: .utf8)
    let operations = list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    #expect(operations.count == 15)
    let full = try SpecLoader().load(repositoryRoot.appendingPathComponent("specs/github-full.yaml").path)
    let trimmed = try Trim.run(full, filter: OperationFilter(operations: operations, tags: [], paths: []))
    let committed = try String(
      contentsOf: repositoryRoot.appendingPathComponent("specs/github.yaml"), encoding: .utf8)
    #expect(trimmed.yaml == committed, "specs/github.yaml is stale: run Scripts/trim-github.sh")
  }

  /// Generates from a config into a scratch folder and compares with the committed files, byte for byte.
  func expectCurrent(config: String, committed folder: String) throws {
    var job = GenerateJob(configPath: repositoryRoot.appendingPathComponent(config).path)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-fresh-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    job.output = scratch.path
    let report = job.run(currentDirectory: repositoryRoot.path)
    #expect(report.exitCode == .success, "\(report.diagnosticLines)")
    let committed = repositoryRoot.appendingPathComponent(folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
    #expect(names == (try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()))
    for name in names {
      let expected = try String(contentsOf: scratch.appendingPathComponent(name), encoding: .utf8)
      let actual = try String(contentsOf: committed.appendingPathComponent(name), encoding: .utf8)
      #expect(
        actual == expected,
        "\(folder)/\(name) is stale: run swift run apigen generate --config \(config)"
      )
    }
  }

  /// SwiftPM compiles Sources/APIGenCore/Templates into the tool; each file there must also be named in
  /// BuiltInTemplates.
  @Test func everyTemplateFileIsBuiltIn() throws {
    let names = try Self.templateFiles(in: "Sources/APIGenCore/Templates").keys
    let builtIn = try TemplateSet.builtIn()
    #expect(Set(builtIn.templates.keys) == Set(names.map { String($0.dropLast(".mustache".count)) }))
  }

  /// Users read and copy the templates from the top-level Templates/, a copy of the ones the tool compiles in
  /// (a symbolic link would break in a zip download); `Scripts/regenerate.sh` writes the copy.
  @Test func theTopLevelTemplatesAreTheBuiltInOnes() throws {
    let compiled = try Self.templateFiles(in: "Sources/APIGenCore/Templates")
    let copy = try Self.templateFiles(in: "Templates")
    #expect(copy.keys.sorted() == compiled.keys.sorted())
    for (name, contents) in compiled { #expect(copy[name] == contents, "Templates/\(name) differs") }
  }

  private static func templateFiles(in folder: String) throws -> [String: Data] {
    let directory = repositoryRoot.appendingPathComponent(folder)
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".mustache") {
      files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
    }
    return files
  }
}
