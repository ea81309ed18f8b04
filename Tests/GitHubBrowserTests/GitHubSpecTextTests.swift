import Foundation
import OpenAPI
import Testing
import YAML

@testable import GitHubBrowserFixtures

/// The offline mock serves specs/github.yaml from an embedded copy (the fixture answers start from its examples):
/// it must be the file. `APIGEN_RECORD_FIXTURES=1` rewrites Sources/GitHubBrowserFixtures/GitHubSpecText.swift.
@Suite struct GitHubSpecTextTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The offline mock serves the spec's own text.
  @Test func theEmbeddedSpecIsSpecsGitHubYAML() throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent("specs/github.yaml"), encoding: .utf8)
    if ProcessInfo.processInfo.environment["APIGEN_RECORD_FIXTURES"] == "1" {
      var lines = [
        "// Generated from specs/github.yaml; GitHubBrowserTests checks that it matches the spec",
        "// (`APIGEN_RECORD_FIXTURES=1 swift test --filter GitHubSpecTextTests` rewrites it). Do not edit.", "",
        "/// The description the offline mock serves (`apigen mock` in process), as its text.",
        "enum GitHubSpecText {", "  static let yaml = #\"\"\"",
      ]
      lines += text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
        $0.isEmpty ? "" : "    " + $0
      }
      lines += ["    \"\"\"#", "}"]
      try (lines.joined(separator: "\n") + "\n").write(
        to: Self.root.appendingPathComponent("Sources/GitHubBrowserFixtures/GitHubSpecText.swift"), atomically: true,
        encoding: .utf8)
      return
    }
    #expect(
      GitHubSpecText.yaml + "\n" == text,
      "GitHubSpecText differs from specs/github.yaml: rerun with APIGEN_RECORD_FIXTURES=1")
  }
}
