import APIGenCore
import Testing
import _APIGenOpenAPI

/// The translator's decisions read from GenModel values, without rendering: names, Swift types, optionality,
/// defaults, recursion, and what an operation's methods do.
@Suite struct GenModelTests {
  static func model(_ yaml: String) throws -> GenModel { try ModelFixture.model(yaml) }

  /// A 3.1 document with these schemas (lines of `components.schemas`) and paths: a flow mapping on one line, or
  /// block-style lines.
  static func document(schemas: String, paths: String = "{}") -> String {
    func indented(_ text: String, by spaces: Int) -> String {
      text.split(separator: "\n").map { String(repeating: " ", count: spaces) + $0 }.joined(separator: "\n")
    }
    let pathsValue = paths.contains("\n") ? "\n" + indented(paths, by: 2) : " " + paths
    return """
      openapi: 3.1.0
      info: {title: T, version: "1"}
      paths:\(pathsValue)
      components:
        schemas:
      \(indented(schemas, by: 4))
      """
  }

  static func type(_ name: String, in model: GenModel) throws -> TypeDecl {
    try #require(model.types.first { $0.name == name }, "no type \(name)")
  }

  static func properties(_ name: String, in model: GenModel) throws -> [String: PropertyDecl] {
    guard case .structure(let structure) = try type(name, in: model).kind else {
      Issue.record("\(name) is not a struct")
      return [:]
    }
    return Dictionary(uniqueKeysWithValues: structure.properties.map { ($0.key, $0) })
  }

  @Test func schemasMapToSwiftTypes() throws {
    let model = try Self.model(
      Self.document(
        schemas: """
          Pet:
            type: object
            required: [id, born, tags, scores, owner, nickname]
            properties:
              id: {type: integer, format: int64}
              born: {type: string, format: date-time}
              tags: {type: array, items: {type: string}}
              scores: {type: object, additionalProperties: {type: [number, "null"]}}
              owner: {$ref: "#/components/schemas/Owner"}
              nickname: {type: [string, "null"]}
              home: {type: object, properties: {city: {type: string}}}
              anything: {}
          Owner: {type: object, properties: {name: {type: string}}}
          """))
    let properties = try Self.properties("Pet", in: model)
    #expect(properties["id"]?.type == .int64)
    #expect(properties["born"]?.type == .date)
    #expect(properties["tags"]?.type == .array(.string))
    #expect(properties["scores"]?.type == .dictionary(.optional(.double)))
    #expect(properties["owner"]?.type == .named("Owner"))
    #expect(properties["home"]?.type == .named("Home"))
    #expect(properties["anything"]?.type == .jsonValue)
    // An inline object is declared inside the struct that uses it.
    #expect(try Self.type("Pet", in: model).nested.map(\.name) == ["Home"])
    #expect(properties["tags"]?.declaredType.code == "[String]")
    #expect(properties["home"]?.declaredType.code == "Home?")
  }

  @Test func optionalityFollowsRequiredAndNullable() throws {
    let model = try Self.model(
      Self.document(
        schemas: """
          Thing:
            type: object
            required: [a, b]
            properties:
              a: {type: string}
              b: {type: [string, "null"]}
              c: {type: string}
          """))
    let properties = try Self.properties("Thing", in: model)
    #expect(properties["a"]?.isOptional == false)
    #expect(properties["b"]?.isOptional == true && properties["b"]?.isRequired == true)
    #expect(properties["c"]?.isOptional == true && properties["c"]?.isRequired == false)
    // `b` must be sent as null when nil, `c` left out: the struct codes itself.
    #expect(properties["b"]?.encodedIfPresent == false)
    #expect(properties["c"]?.encodedIfPresent == true)
    guard case .structure(let structure) = try Self.type("Thing", in: model).kind else { return }
    #expect(structure.writesCoding)
    #expect(
      try SwiftPrinter.print(LoweredFixture.property("b", of: "Thing", in: model).encode)
        == #"try container.encode(self.b, under: "b")"#)
  }

  @Test func defaultsAreReadNeverSent() throws {
    let model = try Self.model(
      Self.document(
        schemas: """
          Settings:
            type: object
            properties:
              state: {type: string, enum: [open, closed], default: open}
              limit: {type: integer, default: 30}
              labels: {type: array, items: {type: string}, default: [a, b]}
              ratio: {type: number, default: "high"}
          """))
    let properties = try Self.properties("Settings", in: model)
    #expect(properties["state"]?.defaultValue == .implicitMember("open"))
    #expect(properties["limit"]?.defaultValue == .integer(30))
    #expect(properties["labels"]?.defaultValue == .array([.string("a"), .string("b")]))
    // Unset is not sent: stored optional, left out of init by default, read as the default.
    let limit = try #require(properties["limit"])
    #expect(!limit.isOptional && limit.isBacked && limit.parameterIsOptional && limit.encodedIfPresent)
    #expect(limit.storageName == "_limit" && limit.storageType == .optional(.int))
    // A default that cannot be written as the type is dropped with a warning at its place.
    #expect(properties["ratio"]?.defaultValue == nil)
    #expect(model.diagnostics.contains { $0.message.contains("default \"high\" cannot be written as Double") })
  }

  @Test func keywordsAndCollidingNamesStayDistinct() throws {
    let model = try Self.model(
      Self.document(
        schemas: """
          Entry:
            type: object
            properties:
              default: {type: string}
              node_id: {type: string}
              nodeId: {type: string}
              self: {type: string}
          """))
    let properties = try Self.properties("Entry", in: model)
    // The identifier knows both spellings: escaped where it is declared, bare after a dot.
    #expect(properties["default"]?.name.declared == "`default`")
    #expect(properties["default"]?.name.bare == "default")
    #expect(properties["default"]?.storageName == "`default`")
    #expect(properties["node_id"]?.name == "nodeID")
    #expect(properties["nodeId"]?.name == "nodeID2")
    #expect(properties["self"]?.name == "selfValue")
    #expect(properties["node_id"]?.key == "node_id")
  }

  @Test func structsOnACycleAreBoxedAndSelfContainingAliasesWrapped() throws {
    let model = try Self.model(
      Self.document(
        schemas: """
          Node:
            type: object
            properties:
              next: {$ref: "#/components/schemas/Node"}
              children: {type: array, items: {$ref: "#/components/schemas/Node"}}
          Tree: {type: array, items: {$ref: "#/components/schemas/Tree"}}
          """))
    let properties = try Self.properties("Node", in: model)
    // Through an array the elements are out of line already.
    #expect(properties["next"]?.isBoxed == true && properties["children"]?.isBoxed == false)
    #expect(properties["next"]?.storageType == .optional(.generic("Indirect", [.named("Node")])))
    guard case .wrapper(let target) = try Self.type("Tree", in: model).kind else {
      Issue.record("Tree is not a wrapper")
      return
    }
    #expect(target == .array(.named("Tree")))
  }

  @Test func choiceCasesAreNamedAfterTheirTypes() throws {
    let model = try Self.model(
      Self.document(
        schemas: """
          Value:
            oneOf:
              - {type: array, items: {type: string}}
              - {type: object, additionalProperties: {type: integer}}
              - {$ref: "#/components/schemas/Owner"}
          Owner: {type: object, properties: {name: {type: string}}}
          """))
    guard case .oneOf(let choice) = try Self.type("Value", in: model).kind else {
      Issue.record("Value is not a choice")
      return
    }
    #expect(choice.cases.map(\.name) == ["stringList", "intMap", "owner"])
    #expect(choice.cases.map(\.type) == [.array(.string), .dictionary(.int), .named("Owner")])
  }

  @Test func anOperationsStepsAndCasesAreDecided() throws {
    let model = try Self.model(
      Self.document(
        schemas:
          "Pet: {type: object, properties: {name: {type: string}}}\nProblem: {type: object, properties: {detail: {type: string}}}",
        paths: """

            /pets/{id}:
                put:
                  operationId: pets/update
                  parameters:
                    - {name: id, in: path, required: true, schema: {type: integer}}
                    - {name: tags, in: query, style: pipeDelimited, schema: {type: array, items: {type: string}}}
                    - {name: X-Trace, in: header, schema: {type: string}}
                  requestBody:
                    required: true
                    content: {application/json: {schema: {$ref: "#/components/schemas/Pet"}}}
                  responses:
                    "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Pet"}}}}
                    "204": {description: unchanged}
                    "404": {description: gone, content: {application/problem+json: {schema: {$ref: "#/components/schemas/Problem"}}}}
          """))
    let operation = try #require(model.namespaces.first?.operations.first)
    #expect(operation.methodName == "update")
    #expect(operation.successType == .optional(.named("Pet")))
    #expect(operation.parameters.map(\.type) == [.int, .array(.string), .string])
    guard operation.requestSteps.count == 4 else {
      Issue.record("steps: \(operation.requestSteps)")
      return
    }
    if case .parameter(.query, "tags", "tags", .pipeDelimited?, false?) = operation.requestSteps[0] {
    } else {
      Issue.record("query step: \(operation.requestSteps[0])")
    }
    if case .parameter(.header, "X-Trace", "xTrace", nil, nil) = operation.requestSteps[1] {
    } else {
      Issue.record("header step: \(operation.requestSteps[1])")
    }
    if case .body("body", .json, .literal("application/json"), let parts, let positional, let fields) =
      operation.requestSteps[2]
    {
      #expect(parts.isEmpty)
      #expect(positional == nil)
      #expect(fields.isEmpty)
    } else {
      Issue.record("body step: \(operation.requestSteps[2])")
    }
    // Error answers come in what the server sends; `Accept` names what success and `default` answers document.
    if case .accept("application/json") = operation.requestSteps[3] {
    } else {
      Issue.record("accept step: \(operation.requestSteps[3])")
    }
    #expect(
      operation.responseCases.map(\.outcome) == [
        .decode(.optional(.named("Pet"))), .noBody, .undocumentedJSON(.optional(.named("Pet"))),
        .failure(decoding: .named("Problem")), .failure(decoding: nil),
      ])
    #expect(
      operation.responseCases.map(\.match) == [.status(200), .status(204), .range(2), .status(404), nil])
  }

  @Test func errorBodyTypesGetOneAccessorEachNamedAfterTheType() throws {
    let json = "content: {application/json: {schema: {$ref: '#/components/schemas/%@'}}}"
    func response(_ status: String, _ type: String) -> String {
      "'\(status)': {description: x, \(json.replacingOccurrences(of: "%@", with: type))}"
    }
    let paths = """
      {/a: {get: {operationId: getA, tags: [things], responses: {\(response("200", "Thing")), \(response("404", "BasicError")), \(response("409", "Status"))}}},
       /b: {get: {operationId: getB, tags: [things], responses: {'200': {description: ok}, \(response("404", "BasicError")), '500': {description: x, content: {application/json: {schema: {type: object, properties: {code: {type: integer}}}}}}}}}}
      """
    let model = try Self.model(
      Self.document(
        schemas: """
          Thing: {type: object}
          BasicError: {type: object, properties: {message: {type: string}}}
          Status: {type: object}
          """, paths: paths))
    let accessors = model.errorBodies.map { "\($0.name): \($0.type)" }
    // `status`, APIError's own member, is free: the accessors are members of the SDK's `ErrorBodies`, reached as
    // `error.api`; an operation's inline error type is named from its namespace.
    #expect(accessors == ["basicError: BasicError", "status: Status", "getBResponse500: ThingsAPI.GetB.Response500"])
    #expect(model.errorBodiesProperty.bare == "api")
    // Each operation's documentation says which accessor reads which status's body.
    let getA = try #require(model.namespaces.first?.operations.first { $0.operationID == "getA" })
    #expect(
      getA.docs.last
        == "- Throws: `APIError`; the body of a 404 answer is `error.api.basicError`; the body of a 409 answer is `error.api.status`."
    )
    #expect(
      model.errorBodies.first?.docs.first
        == "The body of an error answer as `BasicError`, which 2 operations document for an error status.")
  }

  @Test func formBodiesWarnOnlyWhenTheyHaveNoFieldNames() throws {
    func body(_ id: String, _ schema: String) -> String {
      "{post: {operationId: \(id), requestBody: {content: {application/x-www-form-urlencoded: {schema: \(schema)}}}, responses: {'204': {description: ok}}}}"
    }
    let model = try Self.model(
      Self.document(
        schemas: "Unused: {type: string}",
        paths: """
          {/empty: \(body("empty", "{type: object}")),
           /map: \(body("map", "{type: object, additionalProperties: {type: string}}")),
           /list: \(body("list", "{type: array, items: {type: string}}"))}
          """))
    // An object without properties is a dictionary, sent field by field: no warning. A list has no field names.
    #expect(
      model.diagnostics.map(\.message) == [
        "a application/x-www-form-urlencoded body that is not an object has no field names to send its value under"
      ])
    let types = model.namespaces.flatMap(\.operations).compactMap { $0.body?.type.code }
    #expect(types == ["[String: JSONValue]", "[String: String]", "[String]"])
  }

  /// OpenAPI 3.2's positional parts: a list in a multipart type other than form-data is a part per element, typed
  /// by `prefixEncoding` then `itemEncoding`; where they cannot apply they are reported, not dropped.
  @Test func positionalMultipartPartsAreTypedByPosition() throws {
    func body(_ id: String, _ type: String, _ media: String) -> String {
      "{post: {operationId: \(id), requestBody: {content: {\(type): \(media)}}, responses: {'204': {description: ok}}}}"
    }
    let list = "schema: {type: array, items: {type: string, format: binary}}"
    let positional = "prefixEncoding: [{contentType: application/json}, {}], itemEncoding: {contentType: image/png}"
    let model = try Self.model(
      Self.document(
        schemas: "Unused: {type: string}",
        paths: """
          {/mixed: \(body("mixed", "multipart/mixed", "{\(list), \(positional)}")),
           /form: \(body("form", "multipart/form-data", "{\(list), itemEncoding: {contentType: image/png}}")),
           /object: \(body("object", "multipart/related", "{schema: {type: object}, itemEncoding: {}}"))}
          """))
    let bodies = model.namespaces.flatMap(\.operations).compactMap(\.body)
    #expect(
      bodies.map(\.positionalParts) == [
        PositionalPartsDecl(prefix: ["application/json", nil], item: "image/png"), nil, nil,
      ])
    #expect(
      model.diagnostics.map(\.message) == [
        "a multipart/form-data body that is not an object has no field names to send its value under",
        "'itemEncoding' and 'prefixEncoding' type the unnamed parts of a list, which multipart/form-data cannot carry (it names every part); it is sent a part per property, so they are ignored",
        "'itemEncoding' and 'prefixEncoding' type the unnamed parts of a list, and this multipart/related body is not a list; it is sent a part per property, so they are ignored",
      ])
  }
}
