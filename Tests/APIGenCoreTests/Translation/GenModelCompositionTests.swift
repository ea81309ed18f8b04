import APIGenCore
import Testing
import _APIGenOpenAPI

/// `oneOf`, `anyOf`, discriminators and recursion, read from GenModel values.
@Suite struct GenModelCompositionTests {
  private func model(_ schemas: String) throws -> GenModel {
    try ModelFixture.model(GenModelTests.document(schemas: schemas))
  }

  @Test func aDiscriminatorMapsItsValuesToCases() throws {
    let model = try model(
      """
      Pet:
        oneOf:
          - {$ref: "#/components/schemas/Cat"}
          - {$ref: "#/components/schemas/Dog"}
        discriminator:
          propertyName: kind
          mapping: {cat: "#/components/schemas/Cat", kitty: "#/components/schemas/Cat"}
      Cat: {type: object, required: [kind], properties: {kind: {type: string}}}
      Dog: {type: object, required: [kind], properties: {kind: {type: string}}}
      """)
    let choice = try ModelFixture.choice("Pet", in: model)
    #expect(choice.discriminatorKey == "kind")
    #expect(choice.cases.map(\.name.bare) == ["cat", "dog"])
    #expect(choice.cases[0].discriminatorValues == ["cat", "kitty"])
    // Without a mapping entry a member is selected by its schema's name.
    #expect(choice.cases[1].discriminatorValues == ["Dog"])
    let syntax = try LoweredFixture.choice("Pet", in: model)
    #expect(syntax.key == .string("kind"))
    #expect(syntax.expected == .array([.string("cat"), .string("kitty"), .string("Dog")]))
    #expect(syntax.cases.map(\.patterns) == [[.string("cat"), .string("kitty")], [.string("Dog")]])
  }

  @Test func aChoiceWithoutDiscriminatorIsTriedCaseByCase() throws {
    let model = try model("Id: {oneOf: [{type: integer}, {type: string}]}")
    // Initialisms are capitalised whole, as Swift's API guidelines write them.
    let choice = try ModelFixture.choice("ID", in: model)
    #expect(choice.discriminatorKey == nil)
    #expect(choice.cases.map(\.type) == [.int, .string])
    let syntax = try LoweredFixture.choice("ID", in: model)
    #expect(syntax.cases.map(\.label) == [.string("int"), .string("string")])
    #expect(syntax.cases.allSatisfy { $0.patterns.isEmpty })
  }

  @Test func anAnyOfOfObjectsIsAStructOfOptionalWholeValues() throws {
    let model = try model(
      """
      Contact:
        anyOf:
          - {$ref: "#/components/schemas/Email"}
          - {$ref: "#/components/schemas/Phone"}
      Email: {type: object, properties: {address: {type: string}}}
      Phone: {type: object, properties: {number: {type: string}}}
      """)
    let structure = try ModelFixture.structure("Contact", in: model)
    #expect(structure.isAnyOf)
    #expect(structure.properties.map(\.type) == [.named("Email"), .named("Phone")])
    #expect(structure.properties.allSatisfy { $0.coding == .wholeValue && $0.isOptional })
    // Decoding collects each member's failure and fails only when none matches.
    #expect(
      try SwiftPrinter.print(LoweredFixture.properties("Contact", in: model)[0].decode)
        == #"self.email = failures.attempt("email") { try Email(from: decoder) }"#)
  }

  @Test func aChoiceBesidePropertiesIsReadFromTheWholeObject() throws {
    let model = try model(
      """
      Event:
        type: object
        required: [id]
        properties:
          id: {type: string}
        oneOf:
          - {$ref: "#/components/schemas/Push"}
          - {$ref: "#/components/schemas/Fork"}
      Push: {type: object, properties: {ref: {type: string}}}
      Fork: {type: object, properties: {forkee: {type: string}}}
      """)
    let structure = try ModelFixture.structure("Event", in: model)
    #expect(structure.properties.first?.key == "id")
    let whole = try #require(structure.properties.first { $0.coding == .wholeValue })
    #expect(!whole.isOptional)
    #expect(structure.writesCoding)
    #expect(
      try SwiftPrinter.print(LoweredFixture.property(whole.key, of: "Event", in: model).encode)
        == "try self.\(whole.name.declared).encode(to: encoder)")
  }

  @Test func aNullMemberMakesTheChoiceOptionalWhereItIsUsed() throws {
    let model = try model(
      """
      Thing:
        type: object
        required: [value]
        properties:
          value: {oneOf: [{type: integer}, {type: string}, {type: "null"}]}
      """)
    let value = try #require(GenModelTests.properties("Thing", in: model)["value"])
    #expect(value.isOptional && value.isRequired)
  }

  @Test func aChoiceThatContainsItselfIsIndirect() throws {
    let model = try model(
      """
      Expression:
        oneOf:
          - {type: integer}
          - {type: array, items: {$ref: "#/components/schemas/Expression"}}
          - {$ref: "#/components/schemas/Negation"}
      Negation: {type: object, required: [operand], properties: {operand: {$ref: "#/components/schemas/Expression"}}}
      """)
    let choice = try ModelFixture.choice("Expression", in: model)
    #expect(choice.isIndirect)
  }

  @Test func mutualRecursionBoxesTheStructsOnTheCycle() throws {
    let model = try model(
      """
      Author: {type: object, required: [book], properties: {book: {$ref: "#/components/schemas/Book"}}}
      Book: {type: object, required: [author], properties: {author: {$ref: "#/components/schemas/Author"}}}
      Shelf: {type: object, properties: {books: {type: object, additionalProperties: {$ref: "#/components/schemas/Book"}}}}
      """)
    let author = try #require(GenModelTests.properties("Author", in: model)["book"])
    let book = try #require(GenModelTests.properties("Book", in: model)["author"])
    #expect(author.isBoxed || book.isBoxed)
    let boxed = author.isBoxed ? author : book
    #expect(boxed.storageType == .generic("Indirect", [boxed.type]))
    #expect(
      try SwiftPrinter.print(
        LoweredFixture.property(boxed.key, of: author.isBoxed ? "Author" : "Book", in: model).assignment)
        == "self.\(boxed.storageName) = Indirect(\(boxed.name.declared))")
    // A dictionary's values are out of line already, and nothing cycles back to the shelf.
    #expect(try GenModelTests.properties("Shelf", in: model)["books"]?.isBoxed == false)
  }

  @Test func aBoxedOptionalPropertyReadsThroughItsStorage() throws {
    let model = try model(
      """
      Comment: {type: object, properties: {parent: {$ref: "#/components/schemas/Comment"}}}
      """)
    let parent = try #require(GenModelTests.properties("Comment", in: model)["parent"])
    #expect(parent.isBoxed)
    let syntax = try LoweredFixture.property("parent", of: "Comment", in: model)
    let accessors = try #require(syntax.accessors)
    #expect(SwiftPrinter.print(accessors.get) == "_parent?.value")
    #expect(SwiftPrinter.print(accessors.set) == "newValue.map(Indirect.init)")
    #expect(SwiftPrinter.print(syntax.assignment) == "self._parent = parent.map(Indirect.init)")
    // Coding reads and writes the storage under the spec's key.
    #expect(
      SwiftPrinter.print(syntax.decode)
        == #"self._parent = try container.decodeIfPresent(forKey: "parent")"#)
    #expect(SwiftPrinter.print(syntax.encode) == #"try container.encodeIfPresent(self._parent, under: "parent")"#)
  }

  @Test func inlineObjectsInAChoiceAreNamedAfterTheirTitleOrPosition() throws {
    let model = try model(
      """
      Shape:
        oneOf:
          - {type: object, title: circle, properties: {radius: {type: number}}}
          - {type: object, properties: {side: {type: number}}}
      """)
    let shape = try GenModelTests.type("Shape", in: model)
    #expect(shape.nested.map(\.name) == ["Circle", "Variant2"])
    let choice = try ModelFixture.choice("Shape", in: model)
    #expect(choice.cases.map(\.type) == [.nominal(["Circle"]), .nominal(["Variant2"])])
  }
}
