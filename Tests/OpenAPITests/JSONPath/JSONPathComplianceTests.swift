import Foundation
import Testing
import _APIGenJSONPath
import _APIGenYAML

/// The JSONPath Compliance Test Suite (Tests/Fixtures/JSONPathCTS), every case: a query that must be rejected is
/// rejected, and one that must run selects the expected nodes, in order, at the expected normalized paths.
@Suite struct JSONPathComplianceTests {
  static let suiteFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/JSONPathCTS/cts.json")

  @Test func everyCasePasses() throws {
    // YAML, unlike JSON, forbids a raw DEL character; in JSON it can only be inside a string, where an escape
    // means the same.
    let bytes = try [UInt8](Data(contentsOf: Self.suiteFile)).flatMap { $0 == 0x7F ? Array(#"\u007f"#.utf8) : [$0] }
    let suite = try #require(try YAMLParser.parse(bytes: bytes))
    let cases = try #require(suite["tests"]?.sequence)
    var failures: [String] = []
    for testCase in cases {
      if let failure = Self.failure(of: testCase) { failures.append(failure) }
    }
    let passed = cases.count - failures.count
    print("JSONPath Compliance Test Suite: \(passed) of \(cases.count) cases pass")
    #expect(cases.count > 700)
    #expect(failures.isEmpty, "\(failures.count) cases fail:\n\(failures.joined(separator: "\n"))")
  }

  /// What is wrong with one case's outcome, or nil when it passes.
  static func failure(of testCase: Node) -> String? {
    let name = testCase["name"]?.scalar?.value ?? "?"
    guard let selector = testCase["selector"]?.scalar?.value else { return "\(name): no selector" }
    let query: JSONPathQuery
    do {
      query = try JSONPathQuery(selector)
    } catch {
      return testCase["invalid_selector"] == nil ? "\(name): \(selector) rejected: \(error)" : nil
    }
    if testCase["invalid_selector"] != nil { return "\(name): \(selector) accepted, but is invalid" }
    guard let document = testCase["document"] else { return "\(name): no document" }
    let selected = query.select(in: document)
    let got = (values: selected.map(\.node), paths: selected.map(\.path.description))
    var expected: [(values: [Node], paths: [String])] = []
    if let result = testCase["result"]?.sequence {
      expected = [(result, testCase["result_paths"]?.sequence?.compactMap(\.scalar?.value) ?? [])]
    } else if let results = testCase["results"]?.sequence {
      let paths = testCase["results_paths"]?.sequence ?? []
      for (index, result) in results.enumerated() {
        let resultPaths = paths.indices.contains(index) ? paths[index].sequence ?? [] : []
        expected.append((result.sequence ?? [], resultPaths.compactMap(\.scalar?.value)))
      }
    }
    let matches = expected.contains { candidate in
      candidate.values.count == got.values.count && candidate.paths == got.paths
        && zip(candidate.values, got.values).allSatisfy { NodeEquality.equal($0, $1) }
    }
    return matches ? nil : "\(name): \(selector) selected \(got.paths)"
  }
}
