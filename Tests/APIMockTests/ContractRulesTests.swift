import APIMock
import HTTPTypes
import Testing
import _APIGenOpenAPI

/// The rules the mock and `apigen verify` share, on a spec written for them: formats, patterns (checked, and
/// honoured when values are made up), integers of any size, exploded single values, routing by the most concrete
/// template, credentials, and bad requests answered with the operation's own documented error.
private let rulesSpec = """
  openapi: 3.0.3
  info: {title: Rules, version: "1"}
  paths:
    /releases/latest:
      get:
        operationId: latestRelease
        responses:
          '200': {description: ok}
    /releases/{id}:
      get:
        operationId: getRelease
        parameters:
          - {name: id, in: path, required: true, schema: {type: integer}}
        responses:
          '200': {description: ok}
      patch:
        operationId: updateRelease
        parameters:
          - {name: id, in: path, required: true, schema: {type: integer, format: int64}}
        responses:
          '200': {description: ok}
          '400':
            description: bad
            content:
              application/json:
                schema:
                  type: object
                  required: [message, documentation_url]
                  properties:
                    message: {type: string}
                    documentation_url: {type: string, format: uri}
    /search:
      get:
        operationId: search
        parameters:
          - {name: label, in: query, explode: true, schema: {type: array, items: {type: string}}}
          - {name: since, in: query, schema: {type: string, format: date-time}}
          - {name: sha, in: query, schema: {type: string, pattern: '^[0-9a-f]{7,40}$'}}
        responses:
          '200':
            description: found
            content:
              application/json:
                schema: {$ref: '#/components/schemas/Hit'}
          '404': {description: none}
    /secrets:
      get:
        operationId: listSecrets
        security: [{token: []}, {key: []}]
        responses:
          '200': {description: ok}
          '401':
            description: who?
            content:
              application/json:
                schema:
                  type: object
                  properties:
                    message: {type: string}
                  example: {message: Requires authentication}
    /plain:
      post:
        operationId: plain
        requestBody:
          content:
            application/json:
              schema: {type: object, properties: {n: {type: integer, format: int32}}}
        responses:
          '204': {description: done}
    /gists/{id}:
      get:
        operationId: getGist
        parameters:
          - {name: id, in: path, required: true, schema: {type: integer}}
          - {name: page, in: query, schema: {type: integer}}
        responses:
          '200': {description: ok}
          '401': {description: who?}
          '404': {description: none}
    /gists/{id}/comments:
      post:
        operationId: addComment
        parameters:
          - {name: id, in: path, required: true, schema: {type: integer}}
        requestBody:
          content:
            application/json:
              schema: {type: object, properties: {body: {type: string}}}
        responses:
          '201': {description: added}
          '403': {description: refused}
          '404': {description: none}
  components:
    securitySchemes:
      token: {type: http, scheme: bearer}
      key: {type: apiKey, in: query, name: api_key}
    schemas:
      Hit:
        type: object
        required: [sha, encrypted, version, code, when, id, host]
        properties:
          sha: {type: string, pattern: '^[0-9a-fA-F]+$', minLength: 40, maxLength: 40}
          encrypted:
            type: string
            pattern: '^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$'
          version: {type: string, pattern: '^v\\d+\\.\\d+(-[a-z]+)?$'}
          code: {type: string, pattern: '[A-Z]{3}-\\d{2,4}'}
          when: {type: string, format: date-time}
          id: {type: string, format: uuid}
          host: {type: string, format: hostname}
  """

@Suite struct ContractRulesTests {
  let spec: Spec
  let responder: MockResponder

  init() throws {
    spec = SpecLoader().load(bytes: Array(rulesSpec.utf8), named: "rules.yaml")
    responder = try MockResponder(spec: spec)
  }

  private func answer(_ method: HTTPRequest.Method, _ target: String, headers: HTTPFields = [:], body: String = "")
    -> MockAnswer
  {
    responder.answer(MockRequest(method: method, target: target, headers: headers, body: Array(body.utf8)))
  }

  private func violations(_ value: JSONValue, _ schema: String) throws -> [String] {
    let hit = try #require(spec.document.components.schemas["Hit"])
    let property = try #require(hit.properties[schema])
    return SchemaValidator(spec: spec).violations(of: value, against: property).map(\.message)
  }

  @Test func formatsAreChecked() throws {
    #expect(try violations(.string("2024-01-01T12:00:00Z"), "when") == [])
    #expect(try violations(.string("2024-01-01T12:00:00.123456+05:30"), "when") == [])
    #expect(
      try violations(.string("2024-01-01T12:99:00Z"), "when") == ["'2024-01-01T12:99:00Z' is not a valid date-time"])
    #expect(try violations(.string("2024-13-01T12:00:00Z"), "when").count == 1)
    #expect(try violations(.string("2024-01-01"), "when").count == 1)
    #expect(try violations(.string("00000000-0000-4000-8000-000000000001"), "id") == [])
    #expect(try violations(.string("0000-0000"), "id").count == 1)
    #expect(try violations(.string("api.github.com"), "host") == [])
    #expect(try violations(.string("-bad-.example"), "host").count == 1)
  }

  @Test func patternsAreCheckedAndHonouredWhenValuesAreMadeUp() throws {
    #expect(try violations(.string("v1.2"), "version") == [])
    #expect(try violations(.string("1.2"), "version") == [#"'1.2' does not match the pattern ^v\d+\.\d+(-[a-z]+)?$"#])
    // Unanchored patterns match anywhere, as JSON Schema says.
    #expect(try violations(.string("code XYZ-123 here"), "code") == [])
    let hit = try #require(spec.document.components.schemas["Hit"])
    for seed in UInt64(1)...5 {
      let value = MockValues(spec: spec, seed: seed).value(for: hit)
      #expect(SchemaValidator(spec: spec).violations(of: value, against: hit).map(\.description) == [])
      guard case .object(let fields, _) = value else { continue }
      #expect(fields["sha"]?.stringValue?.count == 40)
    }
  }

  @Test func integersOfAnySizeUnlessTheFormatBoundsThem() {
    #expect(answer(.get, "/releases/320267349872349872349872349").status == .ok)
    #expect(answer(.patch, "/releases/9223372036854775807").status == .ok)
    let tooBig = answer(.patch, "/releases/9223372036854775808")
    #expect(tooBig.status.code == 400)
    #expect(tooBig.headers[HTTPField.Name("APIGen-Mock-Problem")!]?.contains("out of the int64 range") == true)
    let int32 = answer(.post, "/plain", headers: [.contentType: "application/json"], body: #"{"n": 2147483648}"#)
    #expect(int32.status.code == 400)
  }

  @Test func anExplodedArrayTakesASingleValue() {
    #expect(answer(.get, "/search?label=bug").status == .ok)
    #expect(answer(.get, "/search?label=bug&label=ui").status == .ok)
    #expect(answer(.get, "/search?since=2024-01-01T12:00:00Z&sha=abc1234").status == .ok)
    #expect(answer(.get, "/search?since=2024-01-01T12:99:00Z").status.code == 400)
    #expect(answer(.get, "/search?sha=xyz").status.code == 400)
  }

  @Test func a404AnswersOnlyProblemsInThePathAndA401None() {
    let json: HTTPFields = [.contentType: "application/json"]
    #expect(answer(.post, "/gists/x/comments", headers: json, body: #"{"body": "hi"}"#).status.code == 404)
    let body = answer(.post, "/gists/7/comments", headers: json, body: #"{"body": 2}"#)
    #expect(body.status.code == 403)
    #expect(body.headers[HTTPField.Name("APIGen-Mock-Problem")!]?.contains("body /body: expected string") == true)
    #expect(answer(.post, "/gists/x/comments", headers: json, body: #"{"body": 2}"#).status.code == 403)
    #expect(answer(.get, "/gists/x").status.code == 404)
    let query = answer(.get, "/gists/7?page=two")
    #expect(query.status.code == 400)
    #expect(query.headers[.contentType] == "application/problem+json")
    #expect(answer(.get, "/gists/7?page=2").status == .ok)
  }

  @Test func theMostConcreteTemplateOwnsItsPath() {
    #expect(answer(.get, "/releases/latest").operation == "latestRelease")
    let patch = answer(.patch, "/releases/latest")
    #expect(patch.status == .methodNotAllowed)
    #expect(patch.headers[.allow] == "GET")
    #expect(answer(.delete, "/releases/7").headers[.allow] == "GET, PATCH")
  }

  @Test func operationsThatRequireCredentialsRefuseRequestsWithoutThem() throws {
    let refused = answer(.get, "/secrets")
    #expect(refused.status == .unauthorized)
    #expect(String(decoding: refused.body, as: UTF8.self) == #"{"message":"Requires authentication"}"#)
    #expect(refused.headers[.wwwAuthenticate] != nil)
    #expect(answer(.get, "/secrets", headers: [.authorization: "Bearer t"]).status == .ok)
    #expect(answer(.get, "/secrets?api_key=k").status == .ok)
    #expect(answer(.get, "/secrets", headers: [.authorization: "Basic dTpw"]).status == .unauthorized)
    var lenient = responder
    lenient.checksCredentials = false
    #expect(lenient.answer(MockRequest(method: .get, target: "/secrets")).status == .ok)
  }

  @Test func aBadRequestGetsTheOperationsOwnDocumentedError() throws {
    let bad = answer(.patch, "/releases/x")
    #expect(bad.status.code == 400)
    #expect(bad.headers[.contentType] == "application/json")
    let body = try JSONValue.parseJSON(bad.body)
    guard case .object(let fields, let keys) = body else {
      Issue.record("not an object: \(body)")
      return
    }
    #expect(keys == ["message", "documentation_url"])
    #expect(
      fields["message"]?.stringValue?.hasPrefix("PATCH /releases/{id} (updateRelease): path id: expected") == true)
    // An operation that documents no client error answers problem+json.
    let plain = answer(.post, "/plain", headers: [.contentType: "text/plain"], body: "x")
    #expect(plain.status.code == 400)
    #expect(plain.headers[.contentType] == "application/problem+json")
  }
}
