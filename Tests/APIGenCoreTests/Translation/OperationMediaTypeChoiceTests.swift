import APIGenCore
import Testing

/// Answers offered in several media types, picked by the caller (`OperationTranslator+MediaTypeChoices`).
@Suite struct OperationMediaTypeChoiceTests {
  /// A choice's body is an answer like the default one: a required `writeOnly` property is not sent back, so it is
  /// optional there, while a required `readOnly` one stays required.
  @Test func aChoicesBodyIsReadAsAnAnswer() throws {
    let full = """
      {type: object, required: [id, secret], properties: {id: {type: string, readOnly: true}, \
      secret: {type: string, writeOnly: true}}}
      """
    let model = try ModelFixture.model(
      paths: """
        {/things: {get: {operationId: thing, responses: {
          '200': {description: ok, content: {application/json: {schema: {type: object, properties: {name: {type: string}}}},
                                             application/vnd.full+json: {schema: \(full)}}}}}}}
        """)
    let operation = try ModelFixture.operation("thing", in: model)
    let choices = try #require(operation.mediaTypeChoices)
    #expect(choices.choices.count == 2)
    let structs = operation.nestedTypes.compactMap { decl -> StructDecl? in
      guard case .structure(let structure) = decl.kind else { return nil }
      return structure
    }
    let fullBody = try #require(structs.first { $0.properties.contains { $0.key == "secret" } })
    let properties = Dictionary(uniqueKeysWithValues: fullBody.properties.map { ($0.key, $0) })
    #expect(properties["id"]?.isOptional == false)
    #expect(properties["secret"]?.isOptional == true)
  }

  @Test func severalSuccessMediaTypesBecomeChoicesWithTheFirstAsDefault() throws {
    let model = try ModelFixture.model(
      paths: """
        {/readme: {get: {operationId: readme, responses: {
          '200': {description: ok, content: {application/json: {schema: {type: object, properties: {name: {type: string}}}},
                                             application/vnd.raw: {schema: {type: string}}}},
          default: {description: no, content: {application/problem+json: {schema: {type: object}}}}}}}}
        """,
      options: ModelFixture.options.with { $0.responseMediaTypes = ["readme": [("text/html", .text)]] })
    let operation = try ModelFixture.operation("readme", in: model)
    let choices = try #require(operation.mediaTypeChoices)
    #expect(choices.choices.map(\.mediaType) == ["application/json", "application/vnd.raw", "text/html"])
    #expect(choices.choices.map(\.form) == [.json, .text, .text])
    #expect(choices.choices.map(\.bodyType).dropFirst() == [.string, .string])
    #expect(choices.choices[0].bodyAlias != nil && choices.choices[1].bodyAlias == nil)
    // The caller's pick goes first in `Accept`; the `default` answer's type follows.
    #expect(choices.errorMediaTypes == ["application/problem+json"])
    #expect(operation.successType == choices.choices[0].bodyType)
    #expect(
      try LoweredFixture.operation("readme", in: model).mediaTypeChoices.map(\.property.name)
        == choices.choices.map(\.name))
  }

  @Test func theChoiceOverloadsGenericParametersAreNumberedBesideTypesOfTheirNames() throws {
    let answers = """
      responses: {'200': {description: ok, headers: {Link: {schema: {type: string}}}, content: {
        application/json: {schema: {type: array, items: {type: string}}}, text/plain: {schema: {type: string}}}}}
      """
    let paths = "{/a: {get: {operationId: shop/list, \(answers)}}, /b: {get: {operationId: shop/item, \(answers)}}}"
    // Nothing is called Body or Item: the names as they are.
    let plain = try ModelFixture.operation("shop/list", in: ModelFixture.model(paths: paths))
    #expect(plain.mediaTypeChoices?.bodyTypeParameter == "Body")
    #expect(plain.mediaTypeChoices?.itemTypeParameter == "Item")
    // A schema named Body, and an operation whose types enum is named Item, would be hidden by them.
    let model = try ModelFixture.model(paths: paths, schemas: "Body: {type: boolean}")
    let list = try ModelFixture.operation("shop/list", in: model)
    #expect(list.mediaTypeChoices?.bodyTypeParameter == "Body2")
    #expect(list.mediaTypeChoices?.itemTypeParameter == "Item")
    let item = try ModelFixture.operation("shop/item", in: model)
    #expect(item.typeName == "Item")
    #expect(item.mediaTypeChoices?.bodyTypeParameter == "Body2")
    #expect(item.mediaTypeChoices?.itemTypeParameter == "Item2")
    let itemSyntax = try LoweredFixture.operation("shop/item", in: model)
    #expect(itemSyntax.choice?.bodyTypeParameter == "Body2")
    #expect(itemSyntax.choice?.pages?.itemTypeParameter == "Item2")
  }
}
