import APIMock
import Foundation
import Testing
import _APIGenOpenAPI

private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

private func load(_ yaml: String) -> Spec {
  SpecLoader().load(bytes: Array(yaml.utf8), named: "mock.yaml")
}

private let bounded = """
  openapi: 3.0.3
  info: {title: Bounded, version: "1"}
  paths: {}
  components:
    schemas:
      Order:
        type: object
        required: [id, quantity, code, status, placed, contact]
        additionalProperties: false
        properties:
          id: {type: integer, minimum: 1000, maximum: 1005}
          quantity: {type: integer, exclusiveMinimum: true, minimum: 0, maximum: 10, multipleOf: 3}
          price: {type: number, minimum: 2.5, maximum: 3}
          code: {type: string, minLength: 12, maxLength: 12}
          status: {type: string, enum: [open, shipped]}
          placed: {type: string, format: date-time}
          contact: {type: string, format: email}
          lines:
            type: array
            minItems: 2
            items: {$ref: '#/components/schemas/Line'}
          note: {type: string, nullable: true}
      Line:
        type: object
        required: [sku]
        properties:
          sku: {type: string, maxLength: 4}
          next: {$ref: '#/components/schemas/Line'}
  """

@Suite struct MockValuesTests {
  @Test func madeUpValuesHonourTheSchemasKeywords() throws {
    let spec = load(bounded)
    let order = try #require(spec.document.components.schemas["Order"])
    let value = MockValues(spec: spec).value(for: order)
    guard case .object(let fields, let keys) = value else {
      Issue.record("not an object: \(value)")
      return
    }
    #expect(keys == ["id", "quantity", "price", "code", "status", "placed", "contact", "lines", "note"])
    if case .int(let id) = fields["id"] { #expect((1000...1005).contains(id)) } else { Issue.record("id") }
    if case .int(let quantity) = fields["quantity"] {
      #expect(quantity > 0 && quantity <= 10 && quantity % 3 == 0)
    } else {
      Issue.record("quantity")
    }
    #expect(fields["code"]?.stringValue?.count == 12)
    #expect(["open", "shipped"].contains(fields["status"]?.stringValue ?? ""))
    #expect(fields["placed"]?.stringValue?.wholeMatch(of: /2026-01-\d\dT12:00:00Z/) != nil)
    #expect(fields["contact"]?.stringValue?.hasSuffix("@example.com") == true)
    if case .array(let lines) = fields["lines"] { #expect(lines.count == 2) } else { Issue.record("lines") }
    #expect(SchemaValidator(spec: spec).violations(of: value, against: order).isEmpty)
  }

  @Test func theSameSeedGivesTheSameValues() throws {
    let spec = load(bounded)
    let order = try #require(spec.document.components.schemas["Order"])
    #expect(MockValues(spec: spec, seed: 7).value(for: order) == MockValues(spec: spec, seed: 7).value(for: order))
    let seeds = (1...8).map { MockValues(spec: spec, seed: $0).value(for: order) }
    #expect(Set(seeds).count > 1)
  }

  @Test func violationsSayWhatAndWhereInTheSpec() throws {
    let spec = load(bounded)
    let order = try #require(spec.document.components.schemas["Order"])
    let bad: JSONValue = .object(
      [
        "id": .int(7), "quantity": .string("three"), "code": .string("short"), "status": .string("lost"),
        "placed": .string("x"), "lines": .array([.object(["sku": .string("TOO-LONG")], keys: ["sku"])]),
        "extra": .bool(true),
      ], keys: ["id", "quantity", "code", "status", "placed", "lines", "extra"])
    let found = SchemaValidator(spec: spec).violations(of: bad, against: order).map(\.description)
    #expect(
      found == [
        "/: missing required property 'contact' (mock.yaml:7:7)",
        "/code: shorter than 12 characters (mock.yaml:14:15)",
        "/: unknown property 'extra' (mock.yaml:7:7)",
        "/id: less than 1000 (mock.yaml:11:13)",
        "/lines: fewer than 2 items (mock.yaml:19:11)",
        "/lines/0/sku: longer than 4 characters (mock.yaml:27:14)",
        "/placed: 'x' is not a valid date-time (mock.yaml:16:17)",
        "/quantity: expected integer, found string 'three' (mock.yaml:12:19)",
        "/status: 'lost' is not one of the allowed values (mock.yaml:15:17)",
      ])
  }

  /// A tuple's members judge the items at their positions, and `items` those after them (before, each item could
  /// be any member).
  @Test func aTuplesItemsAreJudgedByPosition() throws {
    let spec = load(
      """
      openapi: 3.1.0
      info: {title: Tuples, version: "1"}
      paths: {}
      components:
        schemas:
          Point:
            type: array
            prefixItems: [{type: integer}, {type: string}]
            items: {type: boolean}
      """)
    let point = try #require(spec.document.components.schemas["Point"])
    let validator = SchemaValidator(spec: spec)
    #expect(validator.violations(of: .array([.int(1), .string("a"), .bool(true)]), against: point).isEmpty)
    #expect(
      validator.violations(of: .array([.string("a"), .int(1), .int(2)]), against: point).map(\.description) == [
        "/0: expected integer, found string 'a' (mock.yaml:8:21)",
        "/1: expected string, found integer 1 (mock.yaml:8:38)",
        "/2: expected boolean, found integer 2 (mock.yaml:9:14)",
      ])
    let made = MockValues(spec: spec, seed: 3).value(for: point)
    #expect(validator.violations(of: made, against: point).isEmpty, "\(made)")
  }

  /// Every documented JSON answer of GitHub's full description (814 operations) gets a made-up body that validates.
  @Test func everyGitHubAnswerCanBeMadeUpAndValidates() throws {
    let spec = try SpecLoader().load(repositoryRoot.appendingPathComponent("specs/github-full.yaml").path)
    let values = MockValues(spec: spec)
    let validator = SchemaValidator(spec: spec)
    var operations = 0
    var bodies = 0
    var failures: [String] = []
    for operation in spec.document.operations {
      operations += 1
      for entry in operation.responses {
        guard let response = spec.resolve(entry.response) else { continue }
        for (mediaType, content) in response.content where mediaType.contains("json") {
          guard let schema = content.schema else { continue }
          bodies += 1
          let body = values.value(for: schema)
          let found = validator.violations(of: body, against: schema)
          if let first = found.first {
            failures.append("\(operation.method) \(operation.path) \(entry.key): \(first)")
          }
        }
      }
    }
    #expect(operations == 814)
    #expect(bodies > 900)
    #expect(failures.isEmpty, "\(failures.count) bodies do not validate, e.g. \(failures.prefix(5))")
  }
}
