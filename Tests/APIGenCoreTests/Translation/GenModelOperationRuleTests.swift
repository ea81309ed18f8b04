import APIGenCore
import Testing
import _APIGenOpenAPI

/// Operations: names, parameters, bodies, media types, pages, streams, redirects, servers and security, read from
/// GenModel values.
@Suite struct GenModelOperationRuleTests {
  private static let ok = "responses: {'204': {description: ok}}"

  private static func json(_ schema: String) -> String {
    "content: {application/json: {schema: \(schema)}}"
  }

  @Test func operationIDsNameTheNamespaceMethodAndTypes() throws {
    let model = try ModelFixture.model(
      paths:
        "{'/users/{u}/repos': {get: {operationId: repos/list-for-user, parameters: [{name: u, in: path, required: true, schema: {type: string}}], \(Self.ok)}}}"
    )
    let namespace = try #require(model.namespaces.first)
    #expect(namespace.property == "repos" && namespace.typeName == "ReposAPI")
    let operation = try #require(namespace.operations.first)
    #expect(operation.methodName == "listForUser")
    #expect(operation.responseMethodName == "listForUserResponse")
    #expect(operation.typeName == "ListForUser")
  }

  @Test func anOperationWithoutIDIsNamedFromItsMethodAndPath() throws {
    let model = try ModelFixture.model(paths: "{'/pets/{petId}/toys': {post: {\(Self.ok)}}}")
    let operation = try #require(model.namespaces.flatMap(\.operations).first)
    #expect(operation.methodName.bare.hasPrefix("post"))
    #expect(operation.methodName.bare.lowercased().contains("toys"))
  }

  @Test func parametersComeInPathQueryHeaderCookieOrderAndAvoidTheMethodsLocals() throws {
    let model = try ModelFixture.model(
      paths: """
        {'/items/{id}': {get: {operationId: get, parameters: [
          {name: session, in: cookie, schema: {type: string}},
          {name: X-Request, in: header, schema: {type: string}},
          {name: request, in: query, schema: {type: string}},
          {name: id, in: path, required: true, schema: {type: integer}}], \(Self.ok)}}}
        """)
    let operation = try ModelFixture.operation("get", in: model)
    #expect(operation.parameters.map(\.location) == [.path, .query, .header, .cookie])
    #expect(operation.parameters.map(\.key) == ["id", "request", "X-Request", "session"])
    // `request` is the local the method builds; the parameter takes another name, its key unchanged.
    #expect(operation.parameters[1].name != "request")
    #expect(operation.parameters.map(\.isOptional) == [false, true, true, true])
  }

  @Test func acceptContentTypeAndAuthorizationParametersAreLeftOutWithAWarning() throws {
    let model = try ModelFixture.model(
      paths: """
        {'/items': {get: {operationId: get, parameters: [
          {name: Accept, in: header, required: true, schema: {type: string, enum: ['*/*', text/plain]}},
          {name: content-type, in: header, schema: {type: string}},
          {name: AUTHORIZATION, in: header, required: true, schema: {type: string}},
          {name: accept, in: query, schema: {type: string}}], \(Self.ok)}}}
        """)
    let operation = try ModelFixture.operation("get", in: model)
    // A query parameter of that name is the API's own.
    #expect(operation.parameters.map(\.key) == ["accept"])
    let warnings = model.diagnostics.map(\.message).filter { $0.contains("is left out of the method") }
    #expect(warnings.count == 3)
    #expect(warnings.first?.hasPrefix("header parameter 'Accept' is left out of the method") == true)
    // Nor does its enum become a type.
    #expect(!(model.types + operation.nestedTypes).contains { $0.name.contains("Accept") })
  }

  @Test func thePathInterpolatesItsParametersAndEscapesTheRest() throws {
    let model = try ModelFixture.model(
      paths:
        #"{'/repos/{owner}/{repo}/"raw"\{x}': {get: {operationId: raw, parameters: [{name: owner, in: path, required: true, schema: {type: string}}, {name: repo, in: path, required: true, schema: {type: string}}], \#(Self.ok)}}}"#
    )
    let operation = try ModelFixture.operation("raw", in: model)
    #expect(
      operation.path
        == .interpolation([
          .text("/repos/"), .value(label: "path", .name("owner")), .text("/"),
          .value(label: "path", .name("repo")), .text(#"/"raw"\"#), .value(label: "path", .name("x")),
        ]))
    // Quotes and backslashes in the path are escaped; `{x}`, which no parameter declares, becomes one (warned).
    #expect(SwiftPrinter.print(operation.path) == #""/repos/\(path: owner)/\(path: repo)/\"raw\"\\\(path: x)""#)
  }

  @Test func formBodiesCarryTheirEncodingStyles() throws {
    let model = try ModelFixture.model(
      paths: """
        {/search: {post: {operationId: search, requestBody: {required: true, content: {application/x-www-form-urlencoded: {
          schema: {type: object, properties: {q: {type: string}, filter: {type: object, properties: {lang: {type: string}}}}},
          encoding: {filter: {style: deepObject, explode: true}}}}}, \(Self.ok)}}}
        """)
    let body = try #require(ModelFixture.operation("search", in: model).body)
    #expect(body.encoding == .form && body.contentType == "application/x-www-form-urlencoded")
    #expect(body.formEncodings.map(\.property) == ["filter"])
    #expect(body.formEncodings.map(\.style) == [.deepObject] && body.formEncodings.map(\.explode) == [true])
    #expect(!body.isOptional)
  }

  @Test func multipartBodiesCarryEachPartsContentType() throws {
    let model = try ModelFixture.model(
      paths: """
        {/upload: {post: {operationId: upload, requestBody: {content: {multipart/form-data: {
          schema: {type: object, properties: {file: {type: string, format: binary}, meta: {type: object}}},
          encoding: {file: {contentType: image/png}}}}}, \(Self.ok)}}}
        """)
    let body = try #require(ModelFixture.operation("upload", in: model).body)
    #expect(body.encoding == .multipart)
    #expect(body.partContentTypes.map(\.property) == ["file"])
    #expect(body.partContentTypes.map(\.contentType) == ["image/png"])
    #expect(body.isOptional)
  }

  @Test func aWildcardBinaryBodyTakesItsContentTypeFromTheCallerAndGetsAnUploadMethod() throws {
    let model = try ModelFixture.model(
      paths:
        "{/blobs: {put: {operationId: putBlob, requestBody: {required: true, content: {'*/*': {schema: {type: string, format: binary}}}}, \(Self.ok)}}}"
    )
    let operation = try ModelFixture.operation("putBlob", in: model)
    let body = try #require(operation.body)
    #expect(body.encoding == .binary && body.type == .data)
    #expect(body.contentType == nil && body.contentTypeParameter != nil)
    #expect(operation.variants.count == 1)
    #expect(operation.variants.first?.body?.type != .data)
  }

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

  @Test func aListAnsweringWithALinkHeaderPagesByIt() throws {
    let model = try ModelFixture.model(
      paths: """
        {/issues: {get: {operationId: issues/list, responses: {'200': {description: ok,
          headers: {Link: {schema: {type: string}}, X-Total: {schema: {type: integer}}},
          \(Self.json("{type: array, items: {type: string}}"))}}}}}
        """)
    let operation = try ModelFixture.operation("issues/list", in: model)
    let pagination = try #require(operation.pagination)
    #expect(pagination.methodName == "listPages" && pagination.itemType == .string)
    #expect(pagination.kind.isLink)
    #expect(operation.responseHeaders.map(\.key) == ["Link", "X-Total"])
    #expect(operation.responseHeaders.map(\.type) == [.string, .int])
    #expect(try LoweredFixture.operation("issues/list", in: model).pages != nil)
  }

  @Test func aCursorFromTheConfigFindsItsFieldsInTheBody() throws {
    let model = try ModelFixture.model(
      paths: """
        {/customers: {get: {operationId: customers/list, parameters: [{name: after, in: query, schema: {type: string}}],
          responses: {'200': {description: ok, \(Self.json("{type: object, required: [data, has_more], properties: {data: {type: array, items: {type: object, required: [id], properties: {id: {type: string}}}}, has_more: {type: boolean}}}"))}}}}}
        """,
      options: ModelFixture.options.with {
        $0.cursorPagination = [
          "customers/list": CursorPaging(parameter: "after", next: "data[-1].id", items: "data", hasMore: "has_more")
        ]
      })
    let pagination = try #require(ModelFixture.operation("customers/list", in: model).pagination)
    guard case .cursor(let parameter, let items, let next, let hasMore) = pagination.kind else {
      Issue.record("not a cursor: \(pagination.kind)")
      return
    }
    #expect(parameter == "after")
    #expect(items == [.property("data", optional: false)])
    #expect(next == [.property("data", optional: false), .last, .property("id", optional: false)])
    #expect(hasMore == [.property("hasMore", optional: false)])
  }

  @Test func anEventStreamAnswerIsReadAsItArrives() throws {
    let model = try ModelFixture.model(
      paths:
        "{/events: {get: {operationId: events, responses: {'200': {description: ok, content: {text/event-stream: {schema: {type: object, properties: {n: {type: integer}}}}}}}}}}"
    )
    let operation = try ModelFixture.operation("events", in: model)
    guard case .stream(.events, let item) = operation.responseCases.first?.outcome else {
      Issue.record("\(operation.responseCases)")
      return
    }
    #expect(operation.successType == .generic("EventStream", [item]))
    #expect(
      try LoweredFixture.operation("events", in: model).send.map(SwiftPrinter.print).first
        == "let streamed = try await client.stream(request, streaming: [200])")
  }

  @Test func aStreamOfferedBesideJSONGetsAMethodOfItsOwn() throws {
    let model = try ModelFixture.model(
      paths:
        "{/chat: {post: {operationId: chat, responses: {'200': {description: ok, content: {application/json: {schema: {type: object}}, text/event-stream: {schema: {type: string}}}}}}}}"
    )
    let operation = try ModelFixture.operation("chat", in: model)
    #expect(operation.successType.unwrapped != .generic("EventStream", [.string]))
    let variant = try #require(operation.variants.first)
    #expect(variant.successType == .generic("EventStream", [.string]))
    #expect(variant.accept == "text/event-stream")
  }

  @Test func aBinaryAnswerAlsoComesAsBytes() throws {
    let model = try ModelFixture.model(
      paths:
        "{/file: {get: {operationId: download, responses: {'200': {description: ok, content: {application/zip: {schema: {type: string, format: binary}}}}}}}}"
    )
    let operation = try ModelFixture.operation("download", in: model)
    #expect(operation.successType == .data)
    #expect(operation.variants.map(\.successType) == [.named("ByteStream")])
  }

  @Test func aRedirectWithoutASuccessIsTheAnswer() throws {
    let model = try ModelFixture.model(
      paths:
        "{/archive: {get: {operationId: archive, responses: {'302': {description: found, headers: {Location: {schema: {type: string}}}}}}}}"
    )
    let operation = try ModelFixture.operation("archive", in: model)
    #expect(operation.documentedRedirects == [302])
    #expect(operation.successType == .redirect)
    #expect(operation.responseCases.first?.outcome == .redirect)
    #expect(operation.docs.contains { $0.contains("returned rather than followed") })
  }

  @Test func anOperationsOwnServerAndSecurityAreKept() throws {
    let model = try ModelFixture.model(
      """
      openapi: 3.1.0
      info: {title: T, version: "1"}
      security: [{token: []}]
      paths:
        /upload:
          post:
            operationId: upload
            servers: [{url: "https://uploads.example.com/{v}", variables: {v: {default: v2}}}]
            security: [{key: []}, {token: []}]
            \(Self.ok)
        /me: {get: {operationId: me, \(Self.ok)}}
      components:
        securitySchemes:
          token: {type: http, scheme: bearer}
          key: {type: apiKey, in: query, name: api_key}
      """)
    let upload = try ModelFixture.operation("upload", in: model)
    #expect(upload.server == "https://uploads.example.com/v2")
    #expect(upload.security == ["key", "token"])
    #expect(try ModelFixture.operation("me", in: model).security == ["token"])
    #expect(upload.requestSteps.first.map { if case .server = $0 { true } else { false } } == true)
  }

  @Test func securitySchemesBecomeCredentialFactories() throws {
    let model = try ModelFixture.model(
      """
      openapi: 3.1.0
      info: {title: T, version: "1"}
      paths: {}
      components:
        securitySchemes:
          basic: {type: http, scheme: basic}
          api-key: {type: apiKey, in: header, name: X-Key}
          oauth: {type: oauth2, flows: {}}
      """)
    let schemes = Dictionary(uniqueKeysWithValues: model.securitySchemes.map { ($0.key, $0) })
    #expect(schemes["basic"]?.credential == .basic)
    #expect(schemes["api-key"]?.credential == .apiKey(name: "X-Key", location: .header))
    #expect(schemes["oauth"]?.credential == .bearerToken)
    #expect(schemes["api-key"]?.name == "apiKey")
  }

  @Test func serverVariablesBecomeParametersWithTheirDefaults() throws {
    let model = try ModelFixture.model(
      """
      openapi: 3.1.0
      info: {title: T, version: "1"}
      servers:
        - url: "https://{region}.example.com/{version}"
          variables:
            region: {default: eu, enum: [eu, us], description: Where the data lives.}
            version: {default: v1}
      paths: {}
      """)
    let server = try #require(model.servers.first)
    #expect(server.url == "https://eu.example.com/v1")
    #expect(server.template == "https://{region}.example.com/{version}")
    #expect(server.variables.map(\.name) == ["region", "version"])
    #expect(
      server.variables.map(\.parameterDoc) == [
        "- Parameter region: Where the data lives. One of: eu, us.", "- Parameter version: The `version` variable.",
      ])
  }

  @Test func differentSuccessBodiesBecomeCasesOfAnOutcome() throws {
    let model = try ModelFixture.model(
      paths: """
        {/jobs: {post: {operationId: start, responses: {
          '200': {description: done, \(Self.json("{type: object, properties: {result: {type: string}}}"))},
          '202': {description: queued, \(Self.json("{type: object, properties: {message: {type: string}}}"))}}}}}
        """)
    let operation = try ModelFixture.operation("start", in: model)
    #expect(operation.responses.compactMap(\.outcomeCase).count == 2)
    let outcomes = operation.responseCases.prefix(2).map(\.outcome)
    guard case .outcome(let type, _, .decode) = outcomes.first, case .outcome(type, _, .decode) = outcomes.last else {
      Issue.record("\(outcomes)")
      return
    }
    #expect(operation.successType.unwrapped == type)
    // Which case an undocumented 2xx would be cannot be known: it stays an error, and the docs say so.
    #expect(!operation.responseCases.contains { $0.match == .range(2) })
    #expect(operation.docs.contains { $0.contains("throws `APIError.unexpectedStatus`") })
  }
  @Test func anIdempotencyKeyHeaderIsDocumentedOrConfigured() throws {
    var translation = ModelFixture.options
    translation.idempotencyKeys.header = "X-Idempotency-Key"
    translation.idempotencyKeys.operations = ["refunds"]
    let model = try ModelFixture.model(
      """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths:
        /charges:
          post:
            operationId: charges/create
            parameters: [{name: idempotency-key, in: header, schema: {type: string}}]
            responses: {'204': {description: done}}
        /refunds:
          post:
            operationId: refunds/create
            tags: [refunds]
            responses: {'204': {description: done}}
        /notes:
          post:
            operationId: notes/create
            responses: {'204': {description: done}}
      """, options: translation)
    func keyHeader(_ id: String) throws -> [String] {
      try ModelFixture.operation(id, in: model).requestSteps.compactMap {
        if case .idempotencyKey(let header) = $0 { return header }
        return nil
      }
    }
    // Documented, in the case written; configured by tag; neither.
    #expect(try keyHeader("charges/create") == ["idempotency-key"])
    #expect(try keyHeader("refunds/create") == ["X-Idempotency-Key"])
    #expect(try keyHeader("notes/create") == [])
  }
}

extension PaginationDecl.Kind {
  fileprivate var isLink: Bool {
    if case .link = self { return true }
    return false
  }
}
