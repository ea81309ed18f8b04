import APIGenCore
import Testing
import _APIGenOpenAPI

/// Types, optionality, defaults, enums and names, read from GenModel values.
@Suite struct GenModelTypeRuleTests {
  private func properties(_ schemas: String, _ name: String = "Thing") throws -> [String: PropertyDecl] {
    try GenModelTests.properties(name, in: ModelFixture.model(GenModelTests.document(schemas: schemas)))
  }

  @Test func numberFormatsPickTheSwiftWidth() throws {
    let properties = try properties(
      """
      Thing:
        type: object
        properties:
          plain: {type: integer}
          small: {type: integer, format: int32}
          large: {type: integer, format: int64}
          real: {type: number}
          single: {type: number, format: float}
          double: {type: number, format: double}
          flag: {type: boolean}
      """)
    #expect(properties["plain"]?.type == .int)
    #expect(properties["small"]?.type == .int32)
    #expect(properties["large"]?.type == .int64)
    #expect(properties["real"]?.type == .double)
    #expect(properties["single"]?.type == .float)
    #expect(properties["double"]?.type == .double)
    #expect(properties["flag"]?.type == .bool)
  }

  @Test func stringFormatsPickDatesAndBytes() throws {
    let properties = try properties(
      """
      Thing:
        type: object
        properties:
          at: {type: string, format: date-time}
          day: {type: string, format: date}
          id: {type: string, format: uuid}
          blob: {type: string, format: binary}
          text: {type: string}
      """)
    #expect(properties["at"]?.type == .date)
    // A calendar date has no time zone to put in a `Date`: the runtime's `CalendarDate` keeps it as written.
    #expect(properties["day"]?.type == .named("CalendarDate"))
    #expect(properties["id"]?.type == .named("UUID"))
    #expect(properties["blob"]?.type == .data)
    #expect(properties["text"]?.type == .string)
  }

  @Test func typeOverridesReplaceAFormatsType() throws {
    let model = try ModelFixture.model(
      GenModelTests.document(
        schemas: """
          Thing:
            type: object
            properties:
              at: {type: string, format: date-time}
              id: {type: string, format: uuid}
          """),
      options: ModelFixture.options.with { $0.typeOverrides = ["uuid": .string] })
    let properties = try GenModelTests.properties("Thing", in: model)
    #expect(properties["id"]?.type == .string)
    #expect(properties["at"]?.type == .date)
  }

  @Test func nullableReferencesAndThreeZeroNullableAreOptional() throws {
    let model = try ModelFixture.model(
      """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths: {}
      components:
        schemas:
          Owner: {type: object, properties: {name: {type: string}}}
          Thing:
            type: object
            required: [owner, note, count]
            properties:
              owner: {allOf: [{$ref: "#/components/schemas/Owner"}], nullable: true}
              note: {type: string, nullable: true}
              count: {type: integer}
      """)
    let properties = try GenModelTests.properties("Thing", in: model)
    #expect(properties["owner"]?.type == .named("Owner"))
    #expect(properties["owner"]?.isOptional == true && properties["owner"]?.isRequired == true)
    #expect(properties["note"]?.isOptional == true)
    #expect(properties["count"]?.isOptional == false)
  }

  @Test func stringEnumsAreOpenWithALiteralPerValue() throws {
    let model = try ModelFixture.model(
      GenModelTests.document(schemas: "State: {type: string, enum: [open, closed, in-progress, default, 2fa]}"))
    let enumeration = try ModelFixture.enumeration("State", in: model)
    #expect(enumeration.rawType == .string)
    #expect(enumeration.cases.map(\.name.bare) == ["open", "closed", "inProgress", "default", "_2fa"])
    #expect(
      enumeration.cases.map(\.literal) == ["open", "closed", "in-progress", "default", "2fa"].map { .string($0) })
    #expect(enumeration.cases[3].name.declared == "`default`")
    #expect(
      try LoweredFixture.enumeration("State", in: model).allDocumented
        == ["open", "closed", "inProgress", "default", "_2fa"].map { .implicitMember($0) })
  }

  @Test func integerEnumsKeepIntegerLiterals() throws {
    let model = try ModelFixture.model(GenModelTests.document(schemas: "Level: {type: integer, enum: [1, 2, 10]}"))
    let enumeration = try ModelFixture.enumeration("Level", in: model)
    #expect(enumeration.rawType == .int)
    #expect(enumeration.cases.map(\.literal) == [.integer(1), .integer(2), .integer(10)])
    #expect(enumeration.cases.map { SwiftPrinter.print($0.literal) } == ["1", "2", "10"])
  }

  @Test func defaultsOfUnlistedEnumValuesUseTheRawValue() throws {
    let properties = try properties(
      """
      Thing:
        type: object
        properties:
          state: {$ref: "#/components/schemas/State"}
          other: {allOf: [{$ref: "#/components/schemas/State"}], default: archived}
      State: {type: string, enum: [open, closed], default: closed}
      """)
    #expect(properties["state"]?.defaultValue == .implicitMember("closed"))
    #expect(
      properties["other"]?.defaultValue
        == .call(.type(.named("State")), [SwiftArgument("rawValue", .string("archived"))]))
  }

  @Test func defaultsWrittenAsStringsAreReadAsTheirType() throws {
    let properties = try properties(
      """
      Thing:
        type: object
        properties:
          flag: {type: boolean, default: "true"}
          count: {type: integer, default: "10"}
          ratio: {type: number, default: 2}
          share: {type: number, default: "0.5"}
          empty: {type: object, additionalProperties: {type: string}, default: {}}
      """)
    #expect(properties["flag"]?.defaultValue == .boolean(true))
    #expect(properties["count"]?.defaultValue == .integer(10))
    #expect(properties["ratio"]?.defaultValue == .integer(2))
    #expect(properties["share"]?.defaultValue == .double(0.5))
    #expect(properties["empty"]?.defaultValue == .dictionary([]))
  }

  @Test func aDefaultOnAChoicePicksTheCaseThatListsTheValue() throws {
    let model = try ModelFixture.model(
      GenModelTests.document(
        schemas: """
          Thing:
            type: object
            properties:
              size: {$ref: "#/components/schemas/Size"}
          Size:
            oneOf:
              - {type: integer}
              - {type: string, enum: [small, large]}
            default: large
          """))
    let size = try #require(GenModelTests.properties("Thing", in: model)["size"])
    let choice = try ModelFixture.choice("Size", in: model)
    let listing = try #require(choice.cases.first { $0.type != .int })
    #expect(size.defaultValue == .call(.implicitMember(listing.name.declared), [.value(.implicitMember("large"))]))
  }

  @Test func aRequiredPropertyWithADefaultIsStillAnInitParameter() throws {
    let model = try ModelFixture.model(
      GenModelTests.document(
        schemas: """
          Thing:
            type: object
            required: [limit]
            properties:
              limit: {type: integer, default: 30}
              page: {type: integer, default: 1}
          """))
    let properties = try GenModelTests.properties("Thing", in: model)
    #expect(properties["limit"]?.parameterIsOptional == false)
    #expect(properties["page"]?.parameterIsOptional == true)
    #expect(try LoweredFixture.property("limit", of: "Thing", in: model).parameter == SwiftParameter("limit", .int))
    #expect(
      try LoweredFixture.property("page", of: "Thing", in: model).parameter
        == SwiftParameter("page", .optional(.int), default: .nil))
  }

  @Test func schemaNamesBecomeTypeNamesAndAvoidTheClientsNames() throws {
    let model = try ModelFixture.model(
      GenModelTests.document(
        schemas: """
          pet-owner: {type: object}
          Client: {type: object}
          Servers: {type: string}
          simple_user: {type: object}
          """))
    let names = Set(model.types.map(\.name))
    #expect(names.contains("PetOwner"))
    #expect(names.contains("SimpleUser"))
    #expect(!names.contains("Client") && !names.contains("Servers"))
    #expect(names.count == 4)
  }

  @Test func renamesFromTheConfigWin() throws {
    let model = try ModelFixture.model(
      GenModelTests.document(schemas: "repo-summary: {type: object}"),
      options: ModelFixture.options.with { $0.renames = ["repo-summary": "RepoCard"] })
    #expect(model.types.map(\.name) == ["RepoCard"])
  }

  @Test func additionalPropertiesBesidePropertiesAreExtraKeys() throws {
    let model = try ModelFixture.model(
      GenModelTests.document(
        schemas: """
          Labels:
            type: object
            properties:
              name: {type: string}
            additionalProperties: {type: integer}
          """))
    let structure = try ModelFixture.structure("Labels", in: model)
    let extra = try #require(structure.properties.first { $0.coding != .key })
    #expect(extra.coding == .extraKeys(known: ["name"]))
    #expect(extra.type == .dictionary(.int))
    #expect(structure.writesCoding && structure.isKeyed)
  }

  @Test func allOfMergesTheMembersProperties() throws {
    let properties = try properties(
      """
      Base: {type: object, required: [id], properties: {id: {type: integer}}}
      Thing:
        allOf:
          - {$ref: "#/components/schemas/Base"}
          - {type: object, required: [name], properties: {name: {type: string}, note: {type: string}}}
      """)
    #expect(Set(properties.keys) == ["id", "name", "note"])
    #expect(properties["id"]?.isOptional == false && properties["name"]?.isOptional == false)
    #expect(properties["note"]?.isOptional == true)
  }

  @Test func deprecationIsDocumentedOnTypesAndStoredPrivatelyOnProperties() throws {
    let model = try ModelFixture.model(
      GenModelTests.document(
        schemas: """
          Old: {type: object, deprecated: true}
          Thing:
            type: object
            properties:
              legacy: {type: string, deprecated: true}
          """))
    #expect(try GenModelTests.type("Old", in: model).deprecated)
    let legacy = try #require(GenModelTests.properties("Thing", in: model)["legacy"])
    #expect(legacy.deprecated && legacy.isBacked && legacy.storageName == "_legacy")
  }
}
