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
      tags:
        - {name: billing, summary: Billing}
        - name: invoices
          parent: billing
          kind: nav
      paths:
        /items:
          query:
            responses: {'200': {description: OK}}
          additionalOperations:
            PURGE:
              responses: {'204': {description: Gone}}
          get:
            parameters:
              - {name: filter, in: querystring, content: {application/x-www-form-urlencoded: {schema: {type: object}}}}
            responses:
              '200':
                description: OK
                content:
                  application/jsonl:
                    itemSchema: {$ref: '#/components/schemas/Pet'}
                    itemEncoding: {contentType: application/json}
                    prefixEncoding: [{contentType: application/json}]
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
            flows:
              deviceAuthorization: {deviceAuthorizationUrl: 'https://e.com/d', tokenUrl: 'https://e.com/t', scopes: {}}
      """)
    #expect(
      lines(spec) == [
        "api.yaml:1:10: warning: OpenAPI 3.2.0 is newer than this version of APIGen knows; reading it as 3.1",
        "api.yaml:3:1: warning: '$self' in the document (OpenAPI 3.2) is not supported yet: relative references resolve against the file's location, not this URI",
        "api.yaml:5:21: warning: 'summary' in a tag (OpenAPI 3.2) is not supported yet: the summary is not in the documentation",
        "api.yaml:7:5: warning: 'parent' in a tag (OpenAPI 3.2) is not supported yet: the tag's operations are not nested under its parent's namespace",
        "api.yaml:8:5: warning: 'kind' in a tag (OpenAPI 3.2) is not supported yet: the tag is treated as a plain navigation tag",
        "api.yaml:11:5: warning: 'query' in a path item (OpenAPI 3.2) is not supported yet: no method is generated for the QUERY operation",
        "api.yaml:13:5: warning: 'additionalOperations' in a path item (OpenAPI 3.2) is not supported yet: no method is generated for these operations",
        "api.yaml:18:30: error: parameter location 'querystring' (OpenAPI 3.2) is not supported yet: the operation cannot be called as described",
        "api.yaml:25:15: warning: 'itemEncoding' in a media type (OpenAPI 3.2) is not supported yet: stream or array items are encoded by their schema alone",
        "api.yaml:26:15: warning: 'prefixEncoding' in a media type (OpenAPI 3.2) is not supported yet: stream or array items are encoded by their schema alone",
        "api.yaml:33:23: warning: 'itemEncoding' in an encoding (OpenAPI 3.2) is not supported yet: stream or array items are encoded by their schema alone",
        "api.yaml:36:3: warning: 'mediaTypes' in components (OpenAPI 3.2) is not supported yet: a '$ref' to one of these media types does not resolve",
        "api.yaml:41:43: warning: 'defaultMapping' in a discriminator (OpenAPI 3.2) is not supported yet: a payload whose discriminator value is not mapped is not decoded as the default",
        "api.yaml:47:9: warning: 'deviceAuthorization' in OAuth flows (OpenAPI 3.2) is not supported yet: the flow is not in the generated security table",
      ])
  }

  @Test func theSameFieldsInA31DocumentAreReportedToo() throws {
    let spec = try load(
      header31 + """
        paths:
          /a:
            query: {responses: {'200': {description: OK}}}
            get: {responses: {'200': {description: OK}}}
        """)
    #expect(
      lines(spec) == [
        "api.yaml:5:5: warning: 'query' in a path item (OpenAPI 3.2) is not supported yet: no method is generated for the QUERY operation"
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
