import APIGenCore
import Testing
import _APIGenOpenAPI

/// A type nested in another takes the name of a top-level type unless code inside its container refers to that
/// top-level type, which the nested one would hide there.
@Suite struct NestedTypeNameTests {
  static let badge = "Badge: {type: object, required: [label], properties: {label: {type: string}}}"

  static func model(schemas: String) throws -> GenModel {
    try GenModelTests.model(GenModelTests.document(schemas: Self.badge + "\n" + schemas))
  }

  static func nestedNames(_ name: String, in model: GenModel) throws -> [String] {
    try GenModelTests.type(name, in: model).nested.map(\.name)
  }

  @Test func aNestedTypeTakesATopLevelNameNothingInsideRefersTo() throws {
    let model = try Self.model(
      schemas: """
        Shelf:
          type: object
          properties:
            badge: {type: object, properties: {count: {type: integer}}}
            owner: {type: object, properties: {login: {type: string}}}
        """)
    #expect(try Self.nestedNames("Shelf", in: model) == ["Badge", "Owner"])
    #expect(try GenModelTests.properties("Shelf", in: model)["badge"]?.type == .named("Badge"))
  }

  @Test func aNameReferredToInsideIsNumberedWhereverTheReferenceIs() throws {
    let model = try Self.model(
      schemas: """
        Card:
          type: object
          properties:
            badge: {type: object, properties: {colour: {type: string}, size: {type: integer, default: big}}}
            owner:
              type: object
              properties:
                favourite: {$ref: '#/components/schemas/Badge'}
        Tray:
          type: object
          properties:
            pinned: {$ref: '#/components/schemas/Badge'}
            badge: {type: object, properties: {colour: {type: string}}}
        Slot:
          oneOf:
          - {$ref: '#/components/schemas/Badge'}
          - {title: badge, type: object, properties: {size: {type: integer}}}
        """)
    // Card's own property comes first; the reference is deeper in, inside Card.Owner, where a Card.Badge would
    // hide the top-level one too.
    #expect(try Self.nestedNames("Card", in: model) == ["Badge2", "Owner"])
    #expect(try GenModelTests.properties("Card", in: model)["badge"]?.type == .named("Badge2"))
    let owner = try #require(try GenModelTests.type("Card", in: model).nested.first { $0.name == "Owner" })
    guard case .structure(let ownerStruct) = owner.kind else { throw ModelFixture.FixtureError("Owner") }
    #expect(ownerStruct.properties.map(\.type) == [.named("Badge")])
    #expect(try Self.nestedNames("Tray", in: model) == ["Badge2"])
    #expect(try Self.nestedNames("Slot", in: model) == ["Badge2"])
    #expect(try ModelFixture.choice("Slot", in: model).cases.map(\.type) == [.named("Badge"), .named("Badge2")])
    // The container is translated twice; its warning is given once.
    let warnings = model.diagnostics.filter { $0.message.contains("default \"big\"") }
    #expect(warnings.count == 1, "\(warnings)")
  }

  @Test func sharedTypesAndConfiguredTypesAreReferredTo() throws {
    var translation = ModelFixture.options
    translation.typeOverrides = ["money": .named("Money")]
    let tag = "{type: object, properties: {name: {type: string}}}"
    let model = try ModelFixture.model(
      GenModelTests.document(
        schemas: """
          Post:
            oneOf:
            - {title: tag, type: object, properties: {colour: {type: string}}}
            - {type: object, properties: {tag: \(tag), pinned: {type: boolean}}}
          Page:
            type: object
            properties:
              tag: \(tag)
          Price:
            type: object
            properties:
              amount: {type: string, format: money}
              money: {type: object, properties: {currency: {type: string}}}
          """),
      options: translation)
    // `tag` is written twice alike, so it is one top-level type, which Post's second member refers to.
    #expect(try GenModelTests.properties("Page", in: model)["tag"]?.type == .named("Tag"))
    let post = try Self.nestedNames("Post", in: model)
    #expect(post == ["Tag2", "Variant2"])
    #expect(try Self.nestedNames("Price", in: model) == ["Money2"])
  }
}
