import APIGenCore
import Testing
import _APIGenOpenAPI

/// The statement layer: the syntax translation lowers each operation, property and client piece to, and the one
/// printer that writes it.
@Suite struct SyntaxLoweringTests {
  @Test func thePrinterWritesEachExpressionShape() {
    let response = SwiftExpression.local("response")
    let cases: [(SwiftExpression, String)] = [
      (.trailing(.call(response, "text"), "map", .closureArgument), "response.text().map { $0 }"),
      (.member(.optionalChain(.member(.local("page"), "next")), "id"), "page.next?.id"),
      (.ternary(.binary(.local("more"), .equal, .boolean(false)), .nil, .integer(3)), "more == false ? nil : 3"),
      (.binary(.integer(200), .halfOpenRange, .integer(300)), "200..<300"),
      (.try(.await(.call(.local("client"), "send", .value(.local("request"))))), "try await client.send(request)"),
      (
        .call(.type(.generic("Indirect", [.named("Node")])), [SwiftArgument("from", .local("decoder"))]),
        "Indirect<Node>(from: decoder)"
      ),
      (.metatype(.array(.named("Pet"))), "[Pet].self"),
      (.dictionary([]), "[:]"),
      (.dictionary([SwiftDictionaryEntry(.string("a"), .array([]))]), #"["a": []]"#),
      (.double(0.5), "0.5"),
      (
        .optionalTry(.call(.type(.named("Pet")), [SwiftArgument("from", .local("decoder"))])), "try? Pet(from: decoder)"
      ),
      (.interpolation([.text("/a/"), .value(label: nil, .local("b"))]), #""/a/\(b)""#),
      (.name("default"), "`default`"),
      (.selfValue, "self"),
    ]
    for (expression, text) in cases { #expect(SwiftPrinter.print(expression) == text) }
  }

  @Test func stringLiteralsCannotBeEndedBySpecText() {
    let text = "say \"hi\" \\ then\nbreak\u{2028}\u{7F}"
    let printed = SwiftPrinter.print(SwiftExpression.string(text))
    #expect(printed == #""say \"hi\" \\ then\nbreak\u{2028}\u{7f}""#)
    #expect(!printed.dropFirst().dropLast().contains { $0 == "\n" })
    let interpolated = SwiftPrinter.print(SwiftExpression.interpolation([.text("\"\\(x)")]))
    #expect(interpolated == #""\"\\(x)""#)
  }

  @Test func parametersPrintTheirLabelsAndDefaults() {
    #expect(SwiftPrinter.print(SwiftParameter("owner", .string)) == "owner: String")
    #expect(SwiftPrinter.print(SwiftParameter("in", .optional(.int), default: .nil)) == "`in`: Int? = nil")
    #expect(
      SwiftPrinter.print(SwiftParameter(label: "following", "pageLink", .optional(.named("PageLink"))))
        == "following pageLink: PageLink?")
    #expect(SwiftParameter("a", .int, default: .integer(1)).undefaulted == SwiftParameter("a", .int))
  }

  @Test func anOperationsRequestAndResponseSwitchAreLowered() throws {
    let model = try ModelFixture.model(
      paths: """
        {'/pets/{id}': {put: {operationId: pets/update, parameters: [
            {name: id, in: path, required: true, schema: {type: integer}},
            {name: tags, in: query, style: pipeDelimited, schema: {type: array, items: {type: string}}},
            {name: X-Trace, in: header, schema: {type: string}}],
          requestBody: {required: true, content: {application/json: {schema: {$ref: "#/components/schemas/Pet"}}}},
          responses: {
            '200': {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Pet"}}}},
            '404': {description: gone, content: {application/json: {schema: {$ref: "#/components/schemas/Problem"}}}}}}}}
        """,
      schemas: "Pet: {type: object}\nProblem: {type: object}")
    let syntax = try LoweredFixture.operation("pets/update", in: model)
    #expect(
      SwiftPrinter.print(syntax.request)
        == #"var request = APIRequest(method: .put, path: "/pets/\(path: id)", operationID: "pets/update")"#)
    #expect(
      syntax.statements.map(SwiftPrinter.print) == [
        #"request.query("tags", tags, style: .pipeDelimited, explode: false)"#,
        #"request.header("X-Trace", xTrace)"#,
        #"request.jsonBody(body, contentType: "application/json")"#,
        #"request.accept("application/json")"#,
      ])
    #expect(syntax.send.map(SwiftPrinter.print) == ["let response = try await client.send(request)"])
    #expect(
      syntax.cases.map(SwiftPrinter.head) == [
        "case 200: return try response.decode(Pet.self)",
        "case 200..<300: return try response.undocumentedSuccess(decoding: Pet.self)",
        "case 404: throw response.failure(decoding: Problem.self)",
        "default: throw response.failure()",
      ])
    #expect(SwiftPrinter.print(syntax.arguments) == "id: id, tags: tags, xTrace: xTrace, body: body")
    #expect(
      SwiftPrinter.print(syntax.parameters) == "id: Int, tags: [String]? = nil, xTrace: String? = nil, body: Pet")
  }

  @Test func aRequestNothingChangesIsALet() throws {
    let model = try ModelFixture.model(
      paths: "{/ping: {get: {operationId: ping, responses: {'204': {description: ok}}}}}")
    let syntax = try LoweredFixture.operation("ping", in: model)
    #expect(
      SwiftPrinter.print(syntax.request)
        == #"let request = APIRequest(method: .get, path: "/ping", operationID: "ping")"#)
    #expect(syntax.statements.isEmpty)
    #expect(
      syntax.cases.map(SwiftPrinter.head) == [
        "case 204: return response.empty()", "case 200..<300: return response.empty()",
        "default: throw response.failure()",
      ])
  }

  @Test func linkPagesCallTheResponseMethodPageByPage() throws {
    let model = try ModelFixture.model(
      paths: """
        {/issues: {get: {operationId: issues/list, parameters: [{name: state, in: query, schema: {type: string}}],
          responses: {'200': {description: ok, headers: {Link: {schema: {type: string}}},
            content: {application/json: {schema: {type: array, items: {type: string}}}}}}}}}
        """)
    let pages = try #require(LoweredFixture.operation("issues/list", in: model).pages)
    #expect(SwiftPrinter.print(pages.parameters) == "state: String? = nil, maxPages: Int? = nil")
    #expect(SwiftPrinter.print(pages.followingParameters) == "state: String?, following pageLink: PageLink?")
    #expect(SwiftPrinter.print(pages.forwardCall) == "listResponse(state: state, following: nil)")
    #expect(SwiftPrinter.print(pages.pageCall) == "self.listResponse(state: state, following: pageLink)")
  }

  /// Every method an operation gets is one lowered function, in the order its extension declares them.
  @Test func anOperationsMethodsAreWholeFunctionsInOrder() throws {
    let answers = """
      responses: {'200': {description: ok, headers: {Link: {schema: {type: string}}}, content: {
        application/json: {schema: {type: array, items: {type: string}}}, text/plain: {schema: {type: string}}}}}
      """
    let model = try ModelFixture.model(
      paths: "{/a: {get: {operationId: shop/list, \(answers)}}, /b: {get: {operationId: shop/ping, \(answers)}}}")
    let lowered = GenerationPipeline.lower(model).namespaces.flatMap(\.operations)
    let list = try #require(lowered.first { $0.decl.operationID == "shop/list" })
    #expect(
      list.methods.map(\.name) == [
        "list", "listResponse", "listPages", "listPages", "list", "listResponse", "listResponse",
      ])
    // The last is the private method the first page and every next one call; the rest are the SDK's API.
    #expect(list.methods.map(\.access).last == .private)
    #expect(list.methods.dropLast().allSatisfy { $0.access == .declared(.public) })
    #expect(list.methods.map(\.genericParameters.count) == [0, 0, 0, 1, 1, 1, 1])
    let response = try #require(list.methods.last)
    guard case .statements(let statements) = response.body, case .switch(let subject, _)? = statements.last else {
      Issue.record("the private response method does not end in the status switch")
      return
    }
    #expect(SwiftPrinter.print(subject) == "response.status")
    #expect(
      list.methods.prefix(2).flatMap(SwiftPrinter.lines) == [
        "@concurrent public func list() async throws(APIError) -> [String] {", "  try await listResponse().body", "}",
        "@concurrent public func listResponse() async throws(APIError) -> APIResponse<[String]> {",
        #"  try await listResponse(as: .init(json: "application/json").byDefault)"#, "}",
      ])
  }

  @Test func cursorPagesReadTheNextCursorFromTheBody() throws {
    let model = try ModelFixture.model(
      paths: """
        {/customers: {get: {operationId: customers/list, parameters: [{name: after, in: query, schema: {type: string}}],
          responses: {'200': {description: ok, content: {application/json: {schema: {type: object, required: [data],
            properties: {data: {type: array, items: {type: object, required: [id], properties: {id: {type: string}}}},
                         has_more: {type: boolean}}}}}}}}}}
        """,
      options: ModelFixture.options.with {
        $0.cursorPagination = [
          "customers/list": CursorPaging(parameter: "after", next: "data[-1].id", items: "data", hasMore: "has_more")
        ]
      })
    let cursor = try #require(LoweredFixture.operation("customers/list", in: model).cursorPages)
    #expect(SwiftPrinter.print(cursor.responseCall) == "self.listResponse(after: pageCursor ?? after)")
    #expect(SwiftPrinter.print(cursor.items) == "page.map { $0.data }")
    #expect(SwiftPrinter.print(cursor.next) == "page.body.hasMore == false ? nil : page.body.data.last?.id")
    #expect(cursor.cursorType == .string)
  }

  @Test func mediaTypeChoicesAreConstructedThroughAnInitializer() throws {
    let model = try ModelFixture.model(
      paths: """
        {/readme: {get: {operationId: repos/readme, responses: {'200': {description: ok, content: {
          application/json: {schema: {type: object}}, application/vnd.raw: {schema: {type: string}}}}}}}}
        """)
    let operation = try ModelFixture.operation("repos/readme", in: model)
    let syntax = try LoweredFixture.operation("repos/readme", in: model)
    let choice = try #require(syntax.choice)
    let parameter = try #require(operation.mediaTypeChoices?.parameter)
    #expect(
      SwiftPrinter.print(choice.defaultCall)
        == #"readmeResponse(as: .init(json: "application/json").byDefault)"#)
    #expect(SwiftPrinter.print(choice.arguments) == "as: \(parameter)")
    #expect(choice.responseType == .generic("APIResponse", [.named("Body")]))
    let raw = try #require(syntax.mediaTypeChoices.last)
    #expect(SwiftPrinter.lines(raw.property) == [#"public static var raw: Self { Self(text: "application/vnd.raw") }"#])
    #expect(SwiftPrinter.print(raw.constraint) == "Operation == ReposAPI.Readme, Body == String")
  }

  @Test func responseHeadersAreReadAsTheirType() throws {
    let model = try ModelFixture.model(
      paths: """
        {/items: {get: {operationId: items, responses: {'204': {description: ok, headers: {
          X-Total: {schema: {type: integer}}, ETag: {schema: {type: string}}}}}}}}
        """)
    let headers = try LoweredFixture.operation("items", in: model).headers
    #expect(
      headers.map { SwiftPrinter.print($0.assignment) } == [
        #"self.xTotal = response.header("X-Total").flatMap(Int.init)"#, #"self.eTag = response.header("ETag")"#,
      ])
    #expect(
      headers.flatMap { SwiftPrinter.lines($0.property) } == ["public let xTotal: Int?", "public let eTag: String?"])
  }

  @Test func theClientsServersSecurityTableAndCredentialsAreLowered() throws {
    let model = try ModelFixture.model(
      """
      openapi: 3.1.0
      info: {title: T, version: "1"}
      servers: [{url: "https://{region}.example.com", variables: {region: {default: eu}}}]
      paths:
        /me: {get: {operationId: me, security: [{key: []}], responses: {'204': {description: ok}}}}
      components:
        securitySchemes:
          key: {type: apiKey, in: header, name: X-Key}
          user: {type: http, scheme: basic}
      """)
    let syntax = GenerationPipeline.lower(model).client
    #expect(syntax.servers.map { SwiftPrinter.print($0.url) } == [#""https://eu.example.com""#])
    #expect(
      syntax.servers.flatMap { $0.withVariables.map(SwiftPrinter.lines) ?? [] } == [
        #"public static func server1(region: String = "eu") -> URL {"#,
        #"  ServerURL.expand("https://{region}.example.com", ["region": region])"#, "}",
      ])
    #expect(syntax.requirements.map(SwiftPrinter.print) == [#""me": ["key"]"#])
    #expect(
      syntax.credentialFactories.flatMap { SwiftPrinter.lines($0.function) } == [
        "public static func key(_ value: String) -> Credential {",
        #"  .apiKey(value, name: "X-Key", in: .header, scheme: "key")"#, "}",
        "public static func user(user: String, password: String) -> Credential {",
        #"  .basic(user: user, password: password, scheme: "user")"#, "}",
      ])
  }

  @Test func extraKeysAreDecodedAndEncodedBesideTheListedOnes() throws {
    let model = try ModelFixture.model(
      GenModelTests.document(
        schemas: """
          Labels:
            type: object
            properties: {name: {type: string}, "x-y": {type: string}}
            additionalProperties: {type: integer}
          """))
    let properties = try LoweredFixture.properties("Labels", in: model)
    let extra = try #require(properties.last)
    #expect(
      SwiftPrinter.print(extra.decode)
        == #"self.additionalProperties = try decoder.additionalProperties(excluding: ["name", "x-y"])"#)
    #expect(
      SwiftPrinter.print(extra.encode)
        == #"try encoder.encodeAdditionalProperties(self.additionalProperties, excluding: ["name", "x-y"])"#)
    // The listed properties are read and written under their spec keys, `x-y` as it is spelled there.
    #expect(
      properties.map { SwiftPrinter.print($0.decode) }.prefix(2) == [
        #"self.name = try container.decodeIfPresent(forKey: "name")"#,
        #"self.xY = try container.decodeIfPresent(forKey: "x-y")"#,
      ])
    #expect(
      properties.map { SwiftPrinter.print($0.encode) }.prefix(2) == [
        #"try container.encodeIfPresent(self.name, under: "name")"#,
        #"try container.encodeIfPresent(self.xY, under: "x-y")"#,
      ])
    #expect(SwiftPrinter.print(extra.parameter) == "additionalProperties: [String: Int] = [:]")
  }
}
