import APIGenCore
import Testing

/// What the client file declares from the document: credential factories and servers.
@Suite struct ClientDeclarationTests {
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
}
