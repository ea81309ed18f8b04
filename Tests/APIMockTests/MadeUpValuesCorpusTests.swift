import APIMock
import Foundation
import Testing
import _APIGenOpenAPI

/// Every value the mock answers with and `apigen verify` sends is made up by `MockValues`: a property of the whole
/// corpus that each one is valid against the schema it was made for, by our own validator, in both directions.
/// The descriptions are real ones (the committed specs always; the public corpus beside the clone when there, as in
/// CI), so the shapes are those frameworks and API authors actually write.
@Suite struct MadeUpValuesCorpusTests {
  private static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The descriptions checked: the committed ones, then each root file `sources.tsv` lists, when the corpus is there.
  static var descriptions: [String] {
    let committed = [
      "specs/github.yaml", "Tests/Fixtures/HardCases/hard-cases.yaml", "Tests/LiveServers/apps/connexion_pets.yaml",
    ].map { repositoryRoot.appendingPathComponent($0).path }
    let corpus = repositoryRoot.appendingPathComponent("../shared/corpus").standardizedFileURL
    guard
      let table = try? String(
        contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/Corpus/sources.tsv"), encoding: .utf8),
      FileManager.default.fileExists(atPath: corpus.path)
    else { return committed }
    let listed = table.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
      return corpus.appendingPathComponent("\(columns[0])/\(columns[1])").path
    }
    return committed + listed
  }

  /// One description at a time, each on a thread of its own: Stripe's takes most of a minute in a debug build; two
  /// such checks on the concurrency pool's two threads (a 2-core machine) stalled every other test, and forty at
  /// once on their own threads left the pool's threads a sliver of the cores.
  @Test(.serialized, arguments: descriptions)
  func everyMadeUpValueMeetsItsSchema(_ file: String) async throws {
    let (checked, invalid, failures) = try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try Self.check(file) }) }.start()
    }
    #expect(checked > 0)
    #expect(invalid == 0, "\(file): \(invalid) of \(checked) values invalid:\n\(failures.joined(separator: "\n"))")
  }

  /// How many values were made for `file`'s schemas, how many were invalid, and the first invalid ones.
  private static func check(_ file: String) throws -> (checked: Int, invalid: Int, failures: [String]) {
    let spec = try SpecLoader().load(file)
    var failures: [String] = []
    var invalid = 0
    var checked = 0
    func check(_ schema: Schema, _ what: String, _ direction: MessageDirection) {
      checked += 1
      let value = MockValues(spec: spec, direction: direction).value(for: schema)
      let violations = SchemaValidator(spec: spec, direction: direction).violations(of: value, against: schema)
      guard let first = violations.first else { return }
      invalid += 1
      if failures.count < 20 {
        failures.append("\(what) (\(direction)): \(first) in \(value.jsonText.prefix(300))")
      }
    }
    for (target, schema) in spec.namedSchemas {
      check(schema, target.description, .request)
      check(schema, target.description, .response)
    }
    for operation in spec.document.operations {
      let name = "\(operation.method.token) \(operation.path)"
      if let entry = operation.requestBody, let body = spec.resolve(entry) {
        for (mediaType, media) in body.content {
          if let schema = media.schema { check(schema, name + " " + mediaType, .request) }
        }
      }
      for entry in operation.responses {
        guard let response = spec.resolve(entry.response) else { continue }
        for (mediaType, media) in response.content {
          if let schema = media.schema { check(schema, "\(name) \(entry.key) \(mediaType)", .response) }
        }
      }
    }
    return (checked, invalid, failures)
  }
}
