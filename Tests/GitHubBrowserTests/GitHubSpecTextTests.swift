import Foundation
import OpenAPI
import Testing
import YAML

@testable import GitHubBrowserFixtures

/// The fixture server's answers start from GitHub's own examples: they must be the ones in specs/github.yaml.
/// `APIGEN_RECORD_FIXTURES=1` rewrites Sources/GitHubBrowserFixtures/SpecExamples.swift from the spec instead.
@Suite struct SpecExamplesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func theEmbeddedExamplesAreTheSpecs() throws {
    let spec = try #require(
      try YAMLParser.parse(String(contentsOf: Self.root.appendingPathComponent("specs/github.yaml"), encoding: .utf8)))
    let examples = try #require(spec["components"]?["examples"])
    let recording = ProcessInfo.processInfo.environment["APIGEN_RECORD_FIXTURES"] == "1"
    var recorded: [(name: String, json: String)] = []
    for (name, embedded) in SpecExamples.all {
      let value = try #require(examples[name]?["value"], "no example \(name) in specs/github.yaml")
      let fromSpec = try canonical(foundation(JSONValue(value)))
      recorded.append((name, String(decoding: fromSpec, as: UTF8.self)))
      let fromSource = try canonical(
        JSONSerialization.jsonObject(with: Data(embedded.utf8), options: .fragmentsAllowed))
      if !recording {
        #expect(
          fromSource == fromSpec, "SpecExamples for \(name) differs from the spec: rerun with APIGEN_RECORD_FIXTURES=1")
      }
    }
    if recording { try record(recorded) }
  }

  /// The offline mock serves the spec's own text.
  @Test func theEmbeddedSpecIsSpecsGitHubYAML() throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent("specs/github.yaml"), encoding: .utf8)
    if ProcessInfo.processInfo.environment["APIGEN_RECORD_FIXTURES"] == "1" {
      var lines = [
        "// Generated from specs/github.yaml; GitHubBrowserTests checks that it matches the spec",
        "// (`APIGEN_RECORD_FIXTURES=1 swift test --filter SpecExamplesTests` rewrites it). Do not edit.", "",
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

  private func canonical(_ value: Any) throws -> Data {
    try JSONSerialization.data(
      withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .fragmentsAllowed, .withoutEscapingSlashes])
  }

  private func foundation(_ value: JSONValue) -> Any {
    switch value {
    case .null: NSNull()
    case .bool(let bool): bool
    case .int(let int): int
    case .double(let double): double
    case .string(let string): string
    case .array(let items): items.map(foundation)
    case .object(let members, _): members.mapValues(foundation)
    }
  }

  private func record(_ examples: [(name: String, json: String)]) throws {
    var lines = [
      "// Generated from the `components/examples` of specs/github.yaml; GitHubBrowserTests checks that it matches the",
      "// spec (`APIGEN_RECORD_FIXTURES=1 swift test --filter SpecExamplesTests` rewrites it). Do not edit.", "",
      "/// GitHub's own example responses, as the spec gives them: the fixture server builds its answers from these.",
      "enum SpecExamples {",
    ]
    for (index, example) in examples.enumerated() {
      let words = example.name.split(separator: "-")
      let identifier = words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      lines += ["  /// `#/components/examples/\(example.name)`", "  static let \(identifier) = #\"\"\""]
      lines += example.json.split(separator: "\n").map { "    " + $0 }
      lines += ["    \"\"\"#"] + (index == examples.count - 1 ? [] : [""])
    }
    lines.append("}")
    try (lines.joined(separator: "\n") + "\n").write(
      to: Self.root.appendingPathComponent("Sources/GitHubBrowserFixtures/SpecExamples.swift"), atomically: true,
      encoding: .utf8)
  }
}
