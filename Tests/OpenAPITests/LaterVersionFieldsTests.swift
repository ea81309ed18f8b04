import Testing
import _APIGenOpenAPI

/// The fields OpenAPI 3.2 added: those APIGen does not read yet are each reported at their own line, never dropped
/// without a word; the others are in the model.
@Suite struct LaterVersionFieldsTests {
  // long-function: most of it is the document under test, one line for each field, above the lines it expects.
  @Test func eachOpenAPI32FieldIsReadOrAWarningAtItsKey() throws {
    let spec = try load(
      """
      openapi: 3.2.0
      info: {title: T, version: '1'}
      $self: https://example.com/api.yaml
      servers: [{url: 'https://example.com', name: production}]
      tags:
        - {name: billing, summary: Billing}
        - name: invoices
          parent: billing
          kind: nav
      paths:
        /items:
          get:
            parameters:
              - {name: filter, in: querystring, content: {application/x-www-form-urlencoded: {schema: {type: object}}}}
            responses:
              '200':
                summary: The items
                description: OK
                content:
                  application/jsonl:
                    itemSchema: {$ref: '#/components/schemas/Pet'}
                    description: One pet a line.
                    itemEncoding: {contentType: application/json}
                    prefixEncoding: [{contentType: application/json}]
                    examples:
                      one: {dataValue: {kind: Cat}, serializedValue: '{"kind":"Cat"}'}
          post:
            requestBody:
              content:
                multipart/form-data:
                  schema: {type: object, properties: {parts: {type: array, items: {type: string}}}}
                  encoding:
                    parts: {itemEncoding: {contentType: text/plain}}
            responses: {'204': {description: Done}}
      components:
        mediaTypes:
          Pets: {schema: {type: string}}
        schemas:
          Pet:
            oneOf: [{$ref: '#/components/schemas/Cat'}]
            discriminator: {propertyName: kind, defaultMapping: Cat}
          Cat: {type: object, required: [kind], properties: {kind: {type: string}}}
        securitySchemes:
          oauth:
            type: oauth2
            oauth2MetadataUrl: https://e.com/.well-known/oauth-authorization-server
            deprecated: true
            flows:
              deviceAuthorization: {deviceAuthorizationUrl: 'https://e.com/d', tokenUrl: 'https://e.com/t', scopes: {}}
      """)
    #expect(
      lines(spec) == [
        "api.yaml:1:10: warning: OpenAPI 3.2.0 is newer than this version of APIGen knows; reading it as 3.1",
        "api.yaml:23:15: warning: 'itemEncoding' and 'prefixEncoding' type the parts of a multipart body; application/jsonl has no parts, so they are ignored",
        "api.yaml:33:23: warning: 'itemEncoding' in an encoding (OpenAPI 3.2) is not supported yet: stream or array items are encoded by their schema alone",
      ])
    // The rest is read.
    #expect(spec.document.selfURI == "https://example.com/api.yaml")
    #expect(spec.document.servers.first?.name == "production")
    #expect(spec.document.tags.map(\.summary) == ["Billing", nil])
    #expect(spec.document.tags.map(\.kind) == [nil, "nav"])
    #expect(spec.document.tags.map(\.parent) == [nil, "billing"])
    let response = try #require(spec.document.operations.first?.responses.first.flatMap { spec.resolve($0.response) })
    #expect(response.summary == "The items")
    #expect(response.content.first?.value.description == "One pet a line.")
    let example = try #require(response.content.first?.value.examples.first.flatMap { spec.resolve($0.value) })
    #expect(example.value.map(JSONValue.init) == .object(["kind": .string("Cat")], keys: ["kind"]))
    #expect(example.serializedValue == #"{"kind":"Cat"}"#)
    #expect(spec.document.components.mediaTypes.keys == ["Pets"])
    #expect(spec.document.components.schemas["Pet"]?.discriminator?.defaultMapping == "Cat")
    let oauth = try #require(spec.document.components.securitySchemes["oauth"].flatMap(spec.resolve))
    #expect(oauth.deprecated)
    #expect(oauth.oauth2MetadataUrl == "https://e.com/.well-known/oauth-authorization-server")
    #expect(oauth.flows?.deviceAuthorization?.deviceAuthorizationUrl == "https://e.com/d")
  }

  @Test func theSameFieldsInA31DocumentAreReportedToo() throws {
    let spec = try load(
      header31 + """
        paths:
          /a:
            get: {responses: {'200': {description: OK, content: {multipart/mixed: {encoding: {a: {itemEncoding: {}}}}}}}}
        """)
    #expect(
      lines(spec) == [
        "api.yaml:5:91: warning: 'itemEncoding' in an encoding (OpenAPI 3.2) is not supported yet: stream or array items are encoded by their schema alone"
      ])
    #expect(spec.document.operations.map(\.name) == ["get-a"])
  }

  @Test func extensionsBesideThemAreStillKept() throws {
    let spec = try load(
      header31 + """
        tags: [{name: a, x-display: A, summary: S}]
        paths: {}
        """)
    #expect(spec.document.tags.first?.extensions["x-display"] != nil)
    #expect(spec.document.tags.first?.summary == "S")
    #expect(lines(spec).isEmpty)
  }
}
