import APIGenCore
import Testing
import _APIGenOpenAPI

/// What the translator makes of specs web frameworks write (issue 36): method names from framework-made operation
/// ids, one type for one inline choice written in several places, and undocumented 2xx answers.
@Suite struct FrameworkSpecTests {
  static func model(_ yaml: String, operationIDsAsWritten: Bool = false) throws -> GenModel {
    let spec = SpecLoader().load(bytes: Array(yaml.utf8), named: "api.yaml")
    try #require(!spec.hasErrors, "\(spec.errors.map(\.description))")
    var options = GenerationOptions(moduleName: "API", specFileName: "api.yaml")
    options.shortensFrameworkOperationIDs = !operationIDsAsWritten
    return GenerationPipeline.declarations(spec, options: options)
  }

  static func methods(_ model: GenModel) -> [String] {
    model.namespaces.flatMap { namespace in
      namespace.operations.map {
        "\(namespace.property.bare.isEmpty ? "client" : namespace.property.bare).\($0.methodName.bare)"
      }
    }.sorted()
  }

  static let ok = "responses: {'200': {description: ok}}"

  @Test func fastAPIDefaultIDsNameTheMethodAfterTheFunction() throws {
    let model = try Self.model(
      """
      openapi: 3.1.0
      info: {title: T, version: "1"}
      paths:
        /flows/{id}:
          get: {operationId: read_flow_flows__id__get, tags: [flows], \(Self.ok)}
          delete: {operationId: delete_flow_flows__id__delete, tags: [flows], \(Self.ok)}
        /flows/:
          post: {operationId: create_flow_flows__post, tags: [flows], \(Self.ok)}
        /:
          get: {operationId: root__get, \(Self.ok)}
        /items/{item-id}/v2:
          put: {operationId: update_item_items__item_id__v2_put, tags: [items], \(Self.ok)}
      """)
    #expect(
      Self.methods(model) == [
        "client.root", "flows.createFlow", "flows.deleteFlow", "flows.readFlow", "items.updateItem",
      ])
    #expect(model.namespaces.flatMap(\.operations).map(\.typeName).contains("ReadFlow"))
  }

  @Test func aShortNameThatTwoOperationsShareKeepsTheWrittenIDs() throws {
    let model = try Self.model(
      """
      openapi: 3.1.0
      info: {title: T, version: "1"}
      paths:
        /a:
          get: {operationId: list_things_a_get, tags: [t], \(Self.ok)}
        /b:
          get: {operationId: list_things_b_get, tags: [t], \(Self.ok)}
        /c:
          get: {operationId: count_c_get, tags: [t], \(Self.ok)}
      """)
    #expect(Self.methods(model) == ["t.count", "t.listThingsAGet", "t.listThingsBGet"])
  }

  @Test func nestConnexionAndDRFIdsAreShortenedToo() throws {
    let model = try Self.model(
      """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths:
        /cats:
          get: {operationId: CatsController_findAll, tags: [cats], \(Self.ok)}
        /dogs:
          get: {operationId: api.dogs.list_dogs, tags: [dogs], \(Self.ok)}
        /api/books/{id}/:
          get: {operationId: books_retrieve, tags: [books], parameters: [{name: id, in: path, required: true, schema: {type: integer}}], \(Self.ok)}
          patch: {operationId: books_partial_update, tags: [books], parameters: [{name: id, in: path, required: true, schema: {type: integer}}], \(Self.ok)}
        /repos:
          get: {operationId: repos/list-for-user, \(Self.ok)}
        /users:
          get: {operationId: usersOfTheWeek, tags: [people], \(Self.ok)}
      """)
    #expect(
      Self.methods(model) == [
        "books.partialUpdate", "books.retrieve", "cats.findAll", "dogs.listDogs", "people.usersOfTheWeek",
        "repos.listForUser",
      ])
  }

  @Test func asWrittenAndRenamesWin() throws {
    let yaml = """
      openapi: 3.1.0
      info: {title: T, version: "1"}
      paths:
        /flows/{id}:
          get: {operationId: read_flow_flows__id__get, tags: [flows], \(Self.ok)}
      """
    #expect(Self.methods(try Self.model(yaml, operationIDsAsWritten: true)) == ["flows.readFlowFlowsIDGet"])
    let (config, diagnostics) = GeneratorConfig.parse("naming: {operationIds: as-written}", file: "apigen.yaml")
    #expect(diagnostics.isEmpty)
    #expect(config.operationIDsAsWritten)
    let (_, bad) = GeneratorConfig.parse("naming: {operationIds: short}", file: "apigen.yaml")
    #expect(
      bad.map(\.description) == [
        "apigen.yaml:1:24: error: expected 'operationIds' to be 'as-written' or 'framework', found 'short'"
      ])
  }

  @Test func oneInlineChoiceUnderOneNameInSeveralPlacesIsOneType() throws {
    let model = try Self.model(
      """
      openapi: 3.1.0
      info: {title: T, version: "1"}
      paths: {}
      components:
        schemas:
          VariableCreate:
            type: object
            properties:
              value: {anyOf: [{type: integer}, {type: string}, {type: "null"}], title: Value}
              epochs: {oneOf: [{type: integer}, {type: string, enum: [auto]}]}
              rate: {oneOf: [{type: integer}, {type: string, enum: [auto]}]}
          Variable:
            type: object
            required: [value]
            properties:
              value: {anyOf: [{type: integer}, {type: string}, {type: "null"}], description: the value}
              limit: {anyOf: [{type: integer, maximum: 5}, {type: string}]}
          Other:
            type: object
            properties:
              limit: {anyOf: [{type: integer, maximum: 6}, {type: string}]}
      """)
    let create = try GenModelTests.properties("VariableCreate", in: model)
    let read = try GenModelTests.properties("Variable", in: model)
    #expect(create["value"]?.type == .named("Value"))
    #expect(read["value"]?.type == .named("Value"))
    // Another name, another meaning: each keeps a type of its own, nested in its owner.
    let nestedInCreate = try GenModelTests.type("VariableCreate", in: model).nested.map(\.name)
    #expect(nestedInCreate == ["Epochs", "Rate"])
    // Other constraints, another type.
    #expect(try GenModelTests.type("Variable", in: model).nested.map(\.name) == ["Limit"])
    #expect(try GenModelTests.type("Other", in: model).nested.map(\.name) == ["Limit"])
    guard case .oneOf(let choice) = try GenModelTests.type("Value", in: model).kind else {
      Issue.record("Value is not a choice")
      return
    }
    #expect(choice.cases.map(\.name.bare) == ["int", "string"])
  }

  @Test func aSharedChoiceWhoseNameIsTakenIsNamedAfterItsFirstOwner() throws {
    let model = try Self.model(
      """
      openapi: 3.1.0
      info: {title: T, version: "1"}
      paths: {}
      components:
        schemas:
          Value: {type: string}
          A: {type: object, properties: {value: {anyOf: [{type: integer}, {type: boolean}]}}}
          B: {type: object, properties: {value: {anyOf: [{type: integer}, {type: boolean}]}}}
      """)
    #expect(try GenModelTests.properties("A", in: model)["value"]?.type == .named("AValue"))
    #expect(try GenModelTests.properties("B", in: model)["value"]?.type == .named("AValue"))
  }

  @Test func anUndocumentedSuccessIsReadOnlyWhereTheSuccessesAgree() throws {
    let json = "content: {application/json: {schema: {type: object, properties: {id: {type: integer}}}}}"
    let model = try Self.model(
      """
      openapi: 3.1.0
      info: {title: T, version: "1"}
      paths:
        /one: {post: {operationId: one, responses: {'200': {description: ok, \(json)}}}}
        /text: {get: {operationId: text, responses: {'200': {description: ok, content: {text/plain: {schema: {type: string}}}}}}}
        /none: {delete: {operationId: none, responses: {'204': {description: gone}}}}
        /two:
          post:
            operationId: two
            responses:
              '201': {description: made, \(json)}
              '202': {description: later, content: {application/json: {schema: {type: string}}}}
        /ranged: {get: {operationId: ranged, responses: {'2XX': {description: ok, \(json)}}}}
      """)
    let operations = Dictionary(
      uniqueKeysWithValues: model.namespaces.flatMap(\.operations).map { ($0.operationID, $0) })
    func undocumented(_ id: String) -> ResponseCase.Outcome? {
      operations[id]?.responseCases.first { $0.match == .range(2) }?.outcome
    }
    // The object `one` and `ranged` both answer is one type, named by its property (RepeatedSchemaTests).
    #expect(undocumented("one") == .undocumentedJSON(.named("IDResponse")))
    #expect(undocumented("text") == .undocumentedText(optional: false))
    #expect(undocumented("none") == .empty)
    #expect(undocumented("two") == nil)
    #expect(operations["two"]?.docs.contains { $0.contains("differ in type") } == true)
    #expect(operations["one"]?.docs.contains { $0.contains("is read as this body too") } == true)
    // A documented 2XX is read as documented, once.
    #expect(operations["ranged"]?.responseCases.filter { $0.match == .range(2) }.count == 1)
  }

  @Test func anInlineCopyOfANamedSchemaIsThatType() throws {
    // As Connexion serves a spec: components kept, every reference written out where it was.
    let pet =
      "{type: object, required: [name], properties: {name: {type: string}, kind: {type: string, enum: [cat, dog]}}}"
    let model = try Self.model(
      """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths:
        /pets:
          get:
            operationId: listPets
            responses: {'200': {description: ok, content: {application/json: {schema: {type: array, items: \(pet)}}}}}
          post:
            operationId: createPet
            requestBody: {content: {application/json: {schema: \(pet)}}}
            responses: {'201': {description: ok, content: {application/json: {schema: \(pet)}}}}
        /other:
          get:
            operationId: other
            responses:
              '200':
                description: ok
                content: {application/json: {schema: {type: object, properties: {name: {type: string}}}}}
      components:
        schemas:
          Pet: \(pet)
      """)
    let operations = Dictionary(
      uniqueKeysWithValues: model.namespaces.flatMap(\.operations).map { ($0.operationID, $0) })
    #expect(operations["listPets"]?.successType == .array(.named("Pet")))
    #expect(operations["createPet"]?.successType == .named("Pet"))
    #expect(operations["createPet"]?.body?.type == .named("Pet"))
    #expect(operations["createPet"]?.nestedTypes.isEmpty == true)
    // Not a copy: a type of its own.
    #expect(operations["other"]?.successType == .nominal(["Other", "Response"]))
  }

  @Test func aChoiceOfAnEnumAndANullEnumIsThatEnumOptional() throws {
    let model = try Self.model(
      """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths: {}
      components:
        schemas:
          MoodEnum: {type: string, enum: [calm, grim]}
          NullEnum: {enum: [null]}
          Book:
            type: object
            required: [mood]
            properties:
              mood: {nullable: true, oneOf: [{$ref: "#/components/schemas/MoodEnum"}, {$ref: "#/components/schemas/NullEnum"}]}
      """)
    let mood = try #require(try GenModelTests.properties("Book", in: model)["mood"])
    #expect(mood.type == .named("MoodEnum"))
    #expect(try GenModelTests.type("Book", in: model).nested.isEmpty)
  }
}
