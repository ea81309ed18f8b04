import Testing
import _APIGenOpenAPI

@testable import APIGenCore

/// Models with a stable `id` are `Identifiable` (`StableIdentity`), for SwiftUI's `ForEach`; others are not.
@Suite struct StableIdentityTests {
  static let paths = """
    /things:
      get:
        operationId: listThings
        responses:
          '200':
            description: ok
            content:
              application/json:
                schema:
                  type: array
                  items:
                    type: object
                    required: [id]
                    properties: {id: {type: string}, name: {type: string}}
    """

  static let schemas = """
    Repository: {type: object, required: [id, name], properties: {id: {type: integer}, name: {type: string}}}
    Session: {type: object, required: [id], properties: {id: {type: string, format: uuid}}}
    Account: {type: object, required: [id], properties: {id: {type: integer, format: int64}}}
    Draft: {type: object, properties: {id: {type: integer}, title: {type: string}}}
    Maybe: {type: object, required: [id], properties: {id: {type: [integer, "null"]}}}
    Composite: {type: object, required: [id], properties: {id: {type: object, properties: {a: {type: string}}}}}
    Listed: {type: object, required: [id], properties: {id: {type: array, items: {type: string}}}}
    Named: {type: object, required: [ID, id], properties: {ID: {type: object, properties: {a: {type: string}}}, id: {type: string}}}
    Measure: {type: object, required: [id], properties: {id: {type: number}}}
    """

  @Test func aRequiredStringIntegerOrUUIDIdIsAnIdentity() throws {
    let model = try ModelFixture.model(paths: Self.paths, schemas: Self.schemas)
    for name in ["Repository", "Session", "Account"] {
      #expect(try ModelFixture.structure(name, in: model).isIdentifiable, "\(name)")
    }
    let inline = try #require(
      model.namespaces.flatMap { $0.operations.flatMap(\.nestedTypes) }.first { $0.name == "ResponseItem" })
    guard case .structure(let structure) = inline.kind else { throw ModelFixture.FixtureError("not a struct") }
    #expect(structure.isIdentifiable)
  }

  @Test func anOptionalNullableObjectOrOtherIdIsNot() throws {
    let model = try ModelFixture.model(paths: Self.paths, schemas: Self.schemas)
    for name in ["Draft", "Maybe", "Composite", "Listed", "Named", "Measure"] {
      #expect(try !ModelFixture.structure(name, in: model).isIdentifiable, "\(name)")
    }
  }

  @Test func identifiableFalseTurnsItOff() throws {
    var options = ModelFixture.options
    options.identifiable = false
    let model = try ModelFixture.model(paths: Self.paths, schemas: Self.schemas, options: options)
    for name in ["Repository", "Session", "Account"] {
      #expect(try !ModelFixture.structure(name, in: model).isIdentifiable, "\(name)")
    }
  }

  @Test func theConfigKeyIsReadAndCheckedWhereItStands() throws {
    let (off, none) = GeneratorConfig.parse("spec: api.yaml\nidentifiable: false\n", file: "apigen.yaml")
    #expect(off.identifiable == false)
    #expect(none.isEmpty)
    #expect(GeneratorConfig.parse("spec: api.yaml\n", file: "apigen.yaml").0.identifiable)
    let (_, wrong) = GeneratorConfig.parse("spec: api.yaml\nidentifiable: sometimes\n", file: "apigen.yaml")
    #expect(
      wrong.map(\.description) == [
        "apigen.yaml:2:15: error: identifiable must be true or false, not 'sometimes'"
      ])
  }
}
