import Testing
import _APIGenOpenAPI
import _APIGenYAML

@Suite struct Swagger2Tests {
  static let store = """
    swagger: "2.0"
    info: {title: Store, version: "1"}
    host: api.example.com
    basePath: /v2
    schemes: [https, http]
    consumes: [application/json]
    produces: [application/json]
    securityDefinitions:
      basicAuth: {type: basic, description: user and password}
      key: {type: apiKey, name: X-Key, in: header}
      implicit: {type: oauth2, flow: implicit, authorizationUrl: "https://a.example/auth", scopes: {read: Read}}
      app: {type: oauth2, flow: application, tokenUrl: "https://a.example/token", scopes: {}}
      code: {type: oauth2, flow: accessCode, authorizationUrl: "https://a.example/auth", tokenUrl: "https://a.example/token", scopes: {}}
    security: [{key: []}]
    parameters:
      pageSize: {name: per_page, in: query, type: integer, format: int32, maximum: 100}
      orderBody: {name: order, in: body, required: true, schema: {$ref: "#/definitions/Order"}}
    responses:
      NotFound: {description: no such thing, schema: {$ref: "#/definitions/Problem"}}
    paths:
      /orders:
        parameters:
          - {name: X-Trace, in: header, type: string}
        get:
          operationId: listOrders
          produces: [application/json, application/xml]
          parameters:
            - $ref: "#/parameters/pageSize"
            - {name: ids, in: query, type: array, items: {type: integer}, collectionFormat: multi}
            - {name: tags, in: query, type: array, items: {type: string}}
            - {name: words, in: query, type: array, items: {type: string}, collectionFormat: ssv}
            - {name: flags, in: query, type: array, items: {type: string}, collectionFormat: pipes}
            - {name: X-Ids, in: header, type: array, items: {type: integer}}
          responses:
            "200":
              description: the orders
              headers: {X-Rate-Limit: {type: integer, format: int32, description: calls left}}
              schema: {type: array, items: {$ref: "#/definitions/Order"}}
              examples: {application/json: [{id: 1}]}
            "404": {$ref: "#/responses/NotFound"}
        post:
          operationId: createOrder
          parameters: [{$ref: "#/parameters/orderBody"}]
          responses: {"201": {description: created}}
      /orders/{id}:
        put:
          operationId: replaceOrder
          consumes: [application/json, text/plain]
          parameters:
            - {name: id, in: path, required: true, type: string}
            - {name: order, in: body, description: the new order, schema: {$ref: "#/definitions/Order"}}
          responses: {"204": {description: replaced}}
      /orders/{id}/receipt:
        post:
          operationId: uploadReceipt
          consumes: [multipart/form-data]
          parameters:
            - {name: id, in: path, required: true, type: string}
            - {name: file, in: formData, required: true, type: file, description: the scan}
            - {name: note, in: formData, type: string}
          responses: {"200": {description: stored, schema: {type: file}}}
      /login:
        post:
          operationId: login
          parameters:
            - {name: user, in: formData, required: true, type: string}
            - {name: password, in: formData, required: true, type: string, format: password}
          responses: {"200": {description: ok}}
    definitions:
      Order:
        type: object
        required: [id]
        discriminator: kind
        properties:
          id: {type: integer, format: int64}
          kind: {type: string}
          note: {type: string, x-nullable: true}
          items: {type: array, items: {$ref: "#/definitions/Line"}}
      Line: {type: object, properties: {sku: {type: string}}}
      Problem: {type: object, properties: {message: {type: string}}}
    """

  static func operation(_ spec: Spec, _ id: String) -> Operation? {
    spec.document.operations.first { $0.operationId == id }
  }

  @Test func aSwagger2DocumentLoadsAsTheOpenAPI3DocumentItDescribes() throws {
    let spec = try load(Self.store)
    #expect(lines(spec) == [])
    #expect(spec.summary == "Swagger 2.0 (read as OpenAPI 3.0.3): 4 paths, 5 operations, 3 schemas")
    #expect(spec.document.servers.map(\.url) == ["https://api.example.com/v2", "http://api.example.com/v2"])
    #expect(spec.document.components.schemas.keys == ["Order", "Line", "Problem"])
    let order = try #require(spec.document.components.schemas["Order"])
    #expect(order.discriminator?.propertyName == "kind")
    #expect(order.properties["note"]?.isNullable == true)
    #expect(order.properties["items"]?.items?.value.ref?.raw == "#/components/schemas/Line")
  }

  @Test func parametersGetSchemasAndCollectionFormatsBecomeStyles() throws {
    let spec = try load(Self.store)
    let list = try #require(Self.operation(spec, "listOrders"))
    let parameters = list.parameters.compactMap { spec.resolve($0) }
    func parameter(_ name: String) -> Parameter? { parameters.first { $0.name == name } }
    #expect(parameters.map(\.name) == ["X-Trace", "per_page", "ids", "tags", "words", "flags", "X-Ids"])
    #expect(parameter("per_page")?.schema?.types == [.integer])
    #expect(parameter("per_page")?.schema?.maximum == 100)
    #expect(parameter("ids")?.style == .form)
    #expect(parameter("ids")?.explode == true)
    #expect(parameter("ids")?.schema?.items?.value.types == [.integer])
    #expect(parameter("tags")?.style == .form)
    #expect(parameter("tags")?.explode == false)
    #expect(parameter("words")?.style == .spaceDelimited)
    #expect(parameter("flags")?.style == .pipeDelimited)
    #expect(parameter("X-Ids")?.style == .simple)
    #expect(parameter("X-Ids")?.explode == false)
  }

  @Test func responsesGetContentPerProducedTypeWithHeadersAndExamples() throws {
    let spec = try load(Self.store)
    let list = try #require(Self.operation(spec, "listOrders"))
    let ok = try #require(list.responses.first.flatMap { spec.resolve($0.response) })
    #expect(ok.content.keys == ["application/json", "application/xml"])
    #expect(ok.content["application/json"]?.schema?.items?.value.ref?.raw == "#/components/schemas/Order")
    #expect(ok.content["application/json"]?.example != nil)
    #expect(ok.content["application/xml"]?.example == nil)
    let header = try #require(ok.headers["X-Rate-Limit"].flatMap { spec.resolve($0) })
    #expect(header.description == "calls left")
    #expect(header.schema?.format == "int32")
    let notFound = try #require(list.responses.last.flatMap { spec.resolve($0.response) })
    #expect(notFound.description == "no such thing")
    let receipt = try #require(Self.operation(spec, "uploadReceipt"))
    let stored = try #require(receipt.responses.first.flatMap { spec.resolve($0.response) })
    #expect(stored.content["application/json"]?.schema?.types == [.string])
    #expect(stored.content["application/json"]?.schema?.format == "binary")
  }

  @Test func bodyParametersBecomeRequestBodiesForEachConsumedType() throws {
    let spec = try load(Self.store)
    let create = try #require(Self.operation(spec, "createOrder"))
    #expect(create.parameters.compactMap { spec.resolve($0) }.map(\.name) == ["X-Trace"])
    let shared = try #require(create.requestBody.flatMap { spec.resolve($0) })
    #expect(shared.required)
    #expect(shared.content["application/json"]?.schema?.ref?.raw == "#/components/schemas/Order")

    let replace = try #require(Self.operation(spec, "replaceOrder"))
    #expect(replace.parameters.compactMap { spec.resolve($0) }.map(\.name) == ["id"])
    let body = try #require(replace.requestBody.flatMap { spec.resolve($0) })
    #expect(body.description == "the new order")
    #expect(!body.required)
    #expect(body.content.keys == ["application/json", "text/plain"])
  }

  @Test func formDataParametersBecomeOneFormBody() throws {
    let spec = try load(Self.store)
    let upload = try #require(Self.operation(spec, "uploadReceipt"))
    let multipart = try #require(upload.requestBody.flatMap { spec.resolve($0) })
    #expect(multipart.required)
    #expect(multipart.content.keys == ["multipart/form-data"])
    let form = try #require(multipart.content["multipart/form-data"]?.schema)
    #expect(form.properties.keys == ["file", "note"])
    #expect(form.required == ["file"])
    #expect(form.properties["file"]?.format == "binary")
    #expect(form.properties["file"]?.description == "the scan")

    let login = try #require(Self.operation(spec, "login"))
    let urlEncoded = try #require(login.requestBody.flatMap { spec.resolve($0) })
    #expect(urlEncoded.content.keys == ["application/x-www-form-urlencoded"])
    #expect(urlEncoded.content.values.first?.schema?.required == ["user", "password"])
  }

  @Test func securityDefinitionsBecomeSecuritySchemes() throws {
    let schemes = try load(Self.store).document.components.securitySchemes
    let basic = try #require(schemes["basicAuth"]?.value)
    #expect(basic.kind == .http)
    #expect(basic.scheme == "basic")
    #expect(basic.description == "user and password")
    let key = try #require(schemes["key"]?.value)
    #expect(key.kind == .apiKey)
    #expect(key.name == "X-Key")
    #expect(key.location == .header)
    #expect(schemes["implicit"]?.value?.flows?.implicit?.scopes.keys == ["read"])
    #expect(schemes["app"]?.value?.flows?.clientCredentials?.tokenUrl == "https://a.example/token")
    #expect(schemes["code"]?.value?.flows?.authorizationCode?.authorizationUrl == "https://a.example/auth")
  }

  @Test func serversFollowHostBasePathAndSchemes() throws {
    func urls(_ lines: String) throws -> [String] {
      try load("swagger: '2.0'\ninfo: {title: T, version: '1'}\npaths: {}\n" + lines).document.servers.map(\.url)
    }
    #expect(try urls("host: h.example\n") == ["https://h.example"])
    #expect(try urls("basePath: /api\n") == ["/api"])
    #expect(try urls("host: h.example:8080\nbasePath: /api\nschemes: [http]\n") == ["http://h.example:8080/api"])
    #expect(try urls("") == [])
  }

  @Test func problemsAreReportedAtTheLinesOfTheSwagger2File() throws {
    let spec = try load(
      """
      swagger: "2.0"
      info: {title: T, version: "1"}
      paths:
        /a:
          get:
            parameters:
              - {name: q, in: query}
              - {name: f, in: query, type: file}
              - {name: b, in: body}
            responses:
              "200": {description: ok, schema: {$ref: "#/definitions/Missing"}}
          post:
            parameters:
              - {name: b, in: body, schema: {type: string}}
              - {name: f, in: formData, type: string}
            responses: {"200": {description: ok}}
      securityDefinitions:
        s: {type: oauth2, flow: sideways, scopes: {}}
        t: {type: token}
      """)
    #expect(
      lines(spec) == [
        "api.yaml:7:11: warning: parameter 'q' has no 'type' (Swagger 2.0 parameters outside the body give their type directly); it is read as a string",
        "api.yaml:8:38: error: a 'file' parameter must be 'in: formData' (with multipart/form-data in 'consumes')",
        "api.yaml:9:11: error: a body parameter needs a 'schema'",
        "api.yaml:11:49: error: dangling reference '#/definitions/Missing': there is no 'Missing' in #/definitions",
        "api.yaml:15:11: error: an operation takes one body parameter and no formData parameters besides it",
        "api.yaml:18:27: error: expected 'flow' to be implicit, password, application or accessCode, found sideways",
        "api.yaml:19:13: error: unknown security type 'token'; Swagger 2.0 has basic, apiKey and oauth2",
      ])
  }

  @Test func looseReferenceFormsOfOlderDocumentsAreReadWithAWarning() throws {
    let spec = try load(
      """
      swagger: "2.0"
      info: {title: T, version: "1"}
      paths:
        /a:
          get:
            responses: {"200": {description: ok, schema: {$ref: Pet}}}
      definitions:
        Pet: {type: object, properties: {tags: {type: array, items: [{type: string}]}}}
      """)
    #expect(
      lines(spec) == [
        "api.yaml:6:59: warning: '$ref: Pet' is not a JSON reference; reading it as '#/definitions/Pet'",
        "api.yaml:8:63: warning: 'items' is a list of one schema; reading it as that schema",
      ])
    #expect(spec.document.components.schemas["Pet"]?.properties["tags"]?.items?.value.types == [.string])
  }

  @Test func anUnknownSwaggerVersionIsAnError() throws {
    let spec = try load("swagger: '1.2'\ninfo: {title: T, version: '1'}\npaths: {}\n")
    #expect(
      lines(spec) == [
        "api.yaml:1:10: error: unsupported Swagger version '1.2'; APIGen reads Swagger 2.0 and OpenAPI 3.0/3.1"
      ])
  }

  @Test func definitionsInAnotherFileAreConvertedWhenReferenced() throws {
    let spec = try load(
      """
      swagger: "2.0"
      info: {title: T, version: "1"}
      paths:
        /a:
          get:
            parameters: [{$ref: "common.yaml#/parameters/limit"}]
            responses: {"200": {description: ok, schema: {$ref: "common.yaml#/definitions/Page"}}}
      """,
      files: [
        "common.yaml": """
        parameters:
          limit: {name: limit, in: query, type: integer}
        definitions:
          Page: {type: object, properties: {next: {type: string, x-nullable: true}, items: {$ref: "#/definitions/Item"}}}
          Item: {type: object, properties: {file: {type: file}}}
        """
      ])
    #expect(lines(spec) == [])
    let operation = try #require(spec.document.operations.first)
    #expect(operation.parameters.compactMap { spec.resolve($0) }.first?.schema?.types == [.integer])
    let page = try #require(spec.namedSchemas.first { $0.target.tokens.last == "Page" }?.schema)
    #expect(page.properties["next"]?.isNullable == true)
    let item = try #require(spec.namedSchemas.first { $0.target.tokens.last == "Item" }?.schema)
    #expect(item.properties["file"]?.format == "binary")
  }
}
