import Testing

@testable import APIGenCore

/// A value that would put more than `LargeValueBoxing.limit` references inline in its holder is stored out of line.
@Suite struct LargeValueBoxingTests {
  static let limit = LargeValueBoxing.limit

  /// An object schema with `count` properties of `type`.
  static func object(_ name: String, _ count: Int, of type: String = "string") -> String {
    let properties = (1...count).map { "p\($0): {type: \(type)}" }.joined(separator: ", ")
    return "\(name): {type: object, properties: {\(properties)}}"
  }

  static func reference(_ name: String) -> String { "{$ref: '#/components/schemas/\(name)'}" }

  @Test func aPropertyWhoseValueHoldsMoreThanTheLimitIsBoxed() throws {
    let model = try GenModelTests.model(
      GenModelTests.document(
        schemas: [
          Self.object("Wide", Self.limit + 1),
          Self.object("Narrow", Self.limit),
          Self.object("Counts", 4 * Self.limit, of: "integer"),
          """
          Holder: {type: object, required: [wide], properties: {wide: \(Self.reference("Wide")), \
          maybeWide: \(Self.reference("Wide")), narrow: \(Self.reference("Narrow")), \
          counts: \(Self.reference("Counts")), wides: {type: array, items: \(Self.reference("Wide"))}}}
          """,
        ].joined(separator: "\n")))
    let holder = try GenModelTests.properties("Holder", in: model)
    let wide = try #require(holder["wide"])
    #expect(wide.isBoxed && wide.storageType == .generic("Indirect", [.named("Wide")]))
    #expect(holder["maybeWide"]?.isBoxed == true)
    #expect(holder["maybeWide"]?.storageType == .optional(.generic("Indirect", [.named("Wide")])))
    // At the limit, integers (copied as bytes) and an array (one reference) stay inline.
    #expect(holder["narrow"]?.isBoxed == false)
    #expect(holder["counts"]?.isBoxed == false)
    #expect(holder["wides"]?.isBoxed == false)
    let syntax = try LoweredFixture.property("wide", of: "Holder", in: model)
    #expect(SwiftPrinter.print(syntax.assignment) == "self._wide = Indirect(wide)")
  }

  @Test func aHolderIsSizedAfterItsOwnMembersAreBoxed() throws {
    // Half holds half the limit twice over (inline, above the limit); Boxed holds a boxed Wide and one string.
    let half = Self.limit / 2 + 1
    let model = try GenModelTests.model(
      GenModelTests.document(
        schemas: [
          Self.object("Wide", Self.limit + 1),
          Self.object("Part", half),
          "Half: {type: object, properties: {a: \(Self.reference("Part")), b: \(Self.reference("Part"))}}",
          "Boxed: {type: object, properties: {wide: \(Self.reference("Wide")), name: {type: string}}}",
          "Outer: {type: object, properties: {half: \(Self.reference("Half")), boxed: \(Self.reference("Boxed"))}}",
        ].joined(separator: "\n")))
    let halfProperties = try GenModelTests.properties("Half", in: model)
    #expect(halfProperties["a"]?.isBoxed == false && halfProperties["b"]?.isBoxed == false)
    let outer = try GenModelTests.properties("Outer", in: model)
    #expect(outer["half"]?.isBoxed == true)
    #expect(outer["boxed"]?.isBoxed == false)
    #expect(try GenModelTests.properties("Boxed", in: model)["wide"]?.isBoxed == true)
  }

  @Test func aChoiceWhoseCasesTogetherHoldMoreThanTheLimitIsIndirect() throws {
    let half = Self.limit / 2 + 1
    let model = try GenModelTests.model(
      GenModelTests.document(
        schemas: [
          Self.object("Part", half),
          Self.object("Other", half),
          "Big: {oneOf: [\(Self.reference("Part")), \(Self.reference("Other"))]}",
          "Small: {oneOf: [\(Self.reference("Part")), {type: string}]}",
        ].joined(separator: "\n")))
    #expect(try ModelFixture.choice("Big", in: model).isIndirect)
    #expect(try !ModelFixture.choice("Small", in: model).isIndirect)
  }

  @Test func anInlineObjectInAnOperationIsSizedInItsScope() throws {
    let model = try ModelFixture.model(
      paths: """
        /things:
          get:
            operationId: listThings
            responses:
              '200':
                description: ok
                content:
                  application/json:
                    schema:
                      type: object
                      properties:
                        wide: \(Self.reference("Wide"))
                        note: {type: string}
        """,
      schemas: Self.object("Wide", Self.limit + 1))
    let operation = try ModelFixture.operation("listThings", in: model)
    let response = try #require(operation.nestedTypes.first)
    guard case .structure(let structure) = response.kind else {
      Issue.record("\(response.name) is not a struct")
      return
    }
    let properties = Dictionary(uniqueKeysWithValues: structure.properties.map { ($0.key, $0) })
    #expect(properties["wide"]?.isBoxed == true && properties["note"]?.isBoxed == false)
  }
}
