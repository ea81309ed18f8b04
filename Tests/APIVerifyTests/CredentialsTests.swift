import APIVerify
import Foundation
import HTTPTypes
import Testing
import _APIGenOpenAPI

/// Which credential goes where, for each kind of security scheme, read from the environment.
@Suite struct CredentialsTests {
  let spec = SpecLoader().load(
    bytes: Array(
      """
      openapi: 3.0.3
      info: {title: Credentials, version: "1"}
      security: [{bearer: []}]
      paths:
        /default: {get: {responses: {'200': {description: ok}}}}
        /open: {get: {security: [], responses: {'200': {description: ok}}}}
        /optional: {get: {security: [{}, {basic: []}], responses: {'200': {description: ok}}}}
        /basic: {get: {security: [{basic: []}], responses: {'200': {description: ok}}}}
        /either: {get: {security: [{oauth: [read]}, {queryKey: []}], responses: {'200': {description: ok}}}}
        /both: {get: {security: [{queryKey: [], cookieKey: []}], responses: {'200': {description: ok}}}}
      components:
        securitySchemes:
          bearer: {type: http, scheme: bearer}
          basic: {type: http, scheme: basic}
          oauth: {type: oauth2, flows: {clientCredentials: {tokenUrl: 'https://x/token', scopes: {read: r}}}}
          queryKey: {type: apiKey, in: query, name: api_key}
          cookieKey: {type: apiKey, in: cookie, name: session-id}
      """.utf8), named: "credentials.yaml")

  private func placements(_ path: String, _ environment: [String: String]) throws -> [Credentials.Placement] {
    let operation = try #require(spec.document.operations.first { $0.path == path })
    return Credentials(spec: spec, environment: environment).placements(for: operation)
  }

  @Test func eachSchemeKindTakesItsVariable() throws {
    #expect(try placements("/default", ["APIGEN_TOKEN": "t"]) == [.header(name: "Authorization", value: "Bearer t")])
    #expect(
      try placements("/basic", ["APIGEN_USERNAME": "ann", "APIGEN_PASSWORD": "pw"])
        == [.header(name: "Authorization", value: "Basic YW5uOnB3")])
    #expect(try placements("/either", ["APIGEN_API_KEY": "k"]) == [.query(name: "api_key", value: "k")])
    #expect(
      try placements("/both", ["APIGEN_API_KEY": "k"])
        == [.query(name: "api_key", value: "k"), .cookie(name: "session-id", value: "k")])
  }

  @Test func theFirstRequirementThatCanBeMetWins() throws {
    let both = ["APIGEN_TOKEN": "t", "APIGEN_API_KEY": "k"]
    #expect(try placements("/either", both) == [.header(name: "Authorization", value: "Bearer t")])
    #expect(try placements("/either", [:]) == [])
  }

  @Test func aSchemesOwnVariableWinsOverTheGeneralOne() throws {
    #expect(Credentials.variable(forScheme: "session-id") == "APIGEN_AUTH_SESSION_ID")
    #expect(
      try placements("/both", ["APIGEN_API_KEY": "k", "APIGEN_AUTH_COOKIEKEY": "c"])
        == [.query(name: "api_key", value: "k"), .cookie(name: "session-id", value: "c")])
    #expect(
      try placements("/basic", ["APIGEN_AUTH_BASIC": "bob:secret"])
        == [.header(name: "Authorization", value: "Basic Ym9iOnNlY3JldA==")])
  }

  @Test func operationsThatNeedNoCredentialsGetNone() throws {
    let environment = ["APIGEN_TOKEN": "t", "APIGEN_USERNAME": "ann"]
    #expect(try placements("/open", environment) == [])
    #expect(try placements("/optional", environment) == [])
    let credentials = Credentials(spec: spec, environment: [:])
    let needy = try #require(spec.document.operations.first { $0.path == "/default" })
    let open = try #require(spec.document.operations.first { $0.path == "/optional" })
    #expect(credentials.lacksCredentials(for: needy))
    #expect(!credentials.lacksCredentials(for: open))
  }

  /// `--header` fields are credentials too: verify's note no longer says an operation lacks what a header gave.
  @Test func headerFieldsCountAsTheCredentialsTheyCarry() throws {
    let credentials = Credentials(spec: spec, environment: [:])
    func lacks(_ path: String, _ headers: HTTPFields) throws -> Bool {
      let operation = try #require(spec.document.operations.first { $0.path == path })
      return credentials.lacksCredentials(for: operation, headers: headers)
    }
    #expect(try !lacks("/default", [.authorization: "Bearer t"]))
    #expect(try !lacks("/basic", [.authorization: "Basic YW5uOnB3"]))
    #expect(try lacks("/basic", [.cookie: "a=b"]))
    // A query key cannot come in a header; a cookie key can, in `Cookie`.
    #expect(try !lacks("/either", [.authorization: "Bearer t"]))
    #expect(try lacks("/both", [.cookie: "session-id=s"]))
    #expect(try lacks("/either", [HTTPField.Name("api_key")!: "k"]))
  }

  @Test func excludedOperationsAndTagsAreNotCalled() throws {
    let tagged = SpecLoader().load(
      bytes: Array(
        """
        openapi: 3.0.3
        info: {title: Account, version: "1"}
        paths:
          /me: {get: {operationId: me, tags: [account], responses: {'200': {description: ok}}},
                delete: {operationId: deleteMe, tags: [account], responses: {'204': {description: gone}}}}
          /logout: {post: {operationId: logout, tags: [session], responses: {'204': {description: bye}}}}
          /items: {get: {operationId: items, responses: {'200': {description: ok}}}}
        """.utf8), named: "account.yaml")
    var options = VerifyOptions(server: URL(string: "http://127.0.0.1:1")!)
    options.includesUnsafe = true
    options.excludedOperations = ["deleteme"]
    options.excludedTags = ["session"]
    #expect(try VerifyPlan(spec: tagged, options: options).calls.map(\.operation.name) == ["me", "items"])
    options.excludedOperations = ["deleteAll"]
    #expect(throws: VerifyUsageError.self) { try VerifyPlan(spec: tagged, options: options) }
    options.excludedOperations = []
    options.excludedTags = ["admin"]
    #expect(throws: VerifyUsageError.self) { try VerifyPlan(spec: tagged, options: options) }
  }
}
