import Testing
import _APIGenOpenAPI

/// The fields OpenAPI 3.2 added that APIGen does not read yet: each is reported at its own line, never dropped
/// without a word.
@Suite struct LaterVersionFieldsTests {
  // long-function: most of it is the document under test, one line for each field, above the lines it expects.
  @Test func eachUnreadOpenAPI32FieldIsAWarningAtItsKey() throws {
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
        "api.yaml:3:1: warning: '$self' in the document (OpenAPI 3.2) is not supported yet: relative references resolve against the file's location, not this URI",
        "api.yaml:4:40: warning: 'name' in a server (OpenAPI 3.2) is not supported yet: the generated server is named by its position, not by this name",
        "api.yaml:6:21: warning: 'summary' in a tag (OpenAPI 3.2) is not supported yet: the summary is not in the documentation",
        "api.yaml:8:5: warning: 'parent' in a tag (OpenAPI 3.2) is not supported yet: the tag's operations are not nested under its parent's namespace",
        "api.yaml:9:5: warning: 'kind' in a tag (OpenAPI 3.2) is not supported yet: the tag is treated as a plain navigation tag",
        "api.yaml:17:11: warning: 'summary' in a response (OpenAPI 3.2) is not supported yet: the summary is not in the documentation",
        "api.yaml:22:15: warning: 'itemEncoding' in a media type (OpenAPI 3.2) is not supported yet: stream or array items are encoded by their schema alone",
        "api.yaml:23:15: warning: 'prefixEncoding' in a media type (OpenAPI 3.2) is not supported yet: stream or array items are encoded by their schema alone",
        "api.yaml:25:23: warning: 'dataValue' in an example (OpenAPI 3.2) is not supported yet: the mock server and the documentation use 'value' alone",
        "api.yaml:25:47: warning: 'serializedValue' in an example (OpenAPI 3.2) is not supported yet: the mock server and the documentation use 'value' alone",
        "api.yaml:32:23: warning: 'itemEncoding' in an encoding (OpenAPI 3.2) is not supported yet: stream or array items are encoded by their schema alone",
        "api.yaml:35:3: warning: 'mediaTypes' in components (OpenAPI 3.2) is not supported yet: a '$ref' to one of these media types does not resolve",
        "api.yaml:40:43: warning: 'defaultMapping' in a discriminator (OpenAPI 3.2) is not supported yet: a payload whose discriminator value is not mapped is not decoded as the default",
        "api.yaml:45:7: warning: 'oauth2MetadataUrl' in a security scheme (OpenAPI 3.2) is not supported yet: the authorization server's metadata is not read; the flows come from 'flows' alone",
        "api.yaml:46:7: warning: 'deprecated' in a security scheme (OpenAPI 3.2) is not supported yet: the generated credential is not marked deprecated",
        "api.yaml:48:9: warning: 'deviceAuthorization' in OAuth flows (OpenAPI 3.2) is not supported yet: the flow is not in the generated security table",
      ])
  }

  @Test func theSameFieldsInA31DocumentAreReportedToo() throws {
    let spec = try load(
      header31 + """
        paths:
          /a:
            get: {responses: {'200': {summary: Fine, description: OK}}}
        """)
    #expect(
      lines(spec) == [
        "api.yaml:5:31: warning: 'summary' in a response (OpenAPI 3.2) is not supported yet: the summary is not in the documentation"
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
    #expect(lines(spec).count == 1)
  }
}
