import Testing
import _APIGenOpenAPI
import _APIGenYAML

@Suite struct DocumentTests {
  @Test func infoServersTagsAndExtensions() throws {
    let spec = try load(
      """
      openapi: 3.1.0
      info:
        title: Pets
        version: 1.0
        summary: All the pets
        contact: {name: Ann, email: ann@example.com}
        license: {name: MIT, identifier: MIT}
        x-logo: {url: logo.png}
      servers:
        - url: https://{region}.example.com/{version}
          description: Regional
          variables:
            region: {default: eu, enum: [eu, us]}
            version: {default: v1}
      tags:
        - name: pets
          description: Pet operations
      externalDocs: {url: https://docs.example.com}
      x-internal: true
      paths: {}
      """)
    #expect(lines(spec) == [])
    let document = spec.document
    #expect(document.version == .v3_1)
    #expect(document.info.title == "Pets")
    #expect(document.info.version == "1.0")
    #expect(document.info.contact?.email == "ann@example.com")
    #expect(document.info.license?.identifier == "MIT")
    #expect(document.info.extensions["x-logo"]?["url"]?.scalar?.value == "logo.png")
    #expect(document.servers.first?.url == "https://{region}.example.com/{version}")
    #expect(document.servers.first?.variables.keys == ["region", "version"])
    #expect(document.servers.first?.variables["region"]?.enumValues == ["eu", "us"])
    #expect(document.tags.map(\.name) == ["pets"])
    #expect(document.externalDocs?.url == "https://docs.example.com")
    #expect(document.extensions["x-internal"]?.scalar?.resolved == .bool(true))
  }

  @Test func serverVariableMustBeDefined() throws {
    let spec = try load(header30 + "servers:\n  - url: https://{host}/api\npaths: {}\n")
    #expect(
      lines(spec) == [
        "api.yaml:4:5: error: server URL 'https://{host}/api' uses variable '{host}', which 'variables' does not define"
      ])
  }

  @Test func operationsParametersAndMergedPathParameters() throws {
    let spec = try load(
      header30 + """
        paths:
          /users/{username}/repos:
            parameters:
              - {name: username, in: path, required: true, schema: {type: string}}
              - {name: per_page, in: query, schema: {type: integer}}
            get:
              operationId: repos/list-for-user
              tags: [repos]
              summary: List repositories
              deprecated: true
              parameters:
                - {name: per_page, in: query, description: overridden, schema: {type: integer, default: 30}}
                - {name: ids, in: query, style: pipeDelimited, explode: false, schema: {type: array, items: {type: integer}}}
                - {name: X-Trace, in: header, schema: {type: string}}
                - {name: session, in: cookie, schema: {type: string}}
                - {name: filter, in: query, style: deepObject, schema: {type: object}}
              responses:
                '200': {description: OK}
            delete:
              responses:
                '204': {description: gone}
        """)
    #expect(lines(spec) == [])
    let item = try #require(spec.document.paths["/users/{username}/repos"])
    let get = try #require(item.operation(.get))
    #expect(get.name == "repos/list-for-user")
    #expect(get.tags == ["repos"])
    #expect(get.deprecated)
    let parameters = get.parameters.compactMap { spec.resolve($0) }
    #expect(parameters.map(\.name) == ["username", "per_page", "ids", "X-Trace", "session", "filter"])
    #expect(parameters[1].description == "overridden")
    #expect(parameters.map(\.location) == [.path, .query, .query, .header, .cookie, .query])
    #expect(parameters.map(\.style) == [.simple, .form, .pipeDelimited, .simple, .form, .deepObject])
    #expect(parameters.map(\.explode) == [false, true, false, false, true, false])
    #expect(parameters[1].schema?.defaultValue == .int(30))
    let delete = try #require(item.operation(.delete))
    #expect(delete.operationId == nil)
    #expect(delete.name == "delete-users-by-username-repos")
    #expect(delete.parameters.compactMap { spec.resolve($0)?.name } == ["username", "per_page"])
    #expect(spec.document.operations.count == 2)
  }

  @Test func derivedNamesSkipEmptySegmentsAndMarkTemplates() {
    #expect(Operation.derivedName(method: .get, path: "/") == "get")
    #expect(Operation.derivedName(method: .post, path: "//a//{b}/") == "post-a-by-b")
    #expect(Operation.derivedName(method: .put, path: "/{}/{x/y}/{/z}") == "put-by--{x-y}-{-z}")
    #expect(Operation.derivedName(method: .get, path: "/ünïcode/{ids}.json") == "get-ünïcode-{ids}.json")
  }

  @Test func pathParameterChecks() throws {
    let spec = try load(
      header30 + """
        paths:
          /items/{id}:
            get:
              operationId: getItem
              parameters:
                - {name: other, in: path, schema: {type: string}}
              responses: {'200': {description: OK}}
        """)
    #expect(
      lines(spec) == [
        "api.yaml:6:7: warning: path '/items/{id}' has '{id}', but operation 'getItem' declares no path parameter 'id'; it is read as a required string parameter",
        "api.yaml:6:7: warning: path parameter 'other' of operation 'getItem' does not appear in the path '/items/{id}'; it is left out",
        "api.yaml:8:11: warning: path parameter 'other' must be marked 'required: true'; it is treated as required",
      ])
  }

  @Test func pathItemReferenceIsMergedUnderLocalFields() throws {
    let spec = try load(
      header31 + """
        paths:
          /pets:
            $ref: '#/components/pathItems/Pets'
            summary: local summary
        components:
          pathItems:
            Pets:
              summary: shared
              get:
                operationId: listPets
                responses: {'200': {description: OK}}
        """)
    #expect(lines(spec) == [])
    let item = try #require(spec.document.paths["/pets"])
    #expect(item.summary == "local summary")
    #expect(item.operation(.get)?.operationId == "listPets")
    #expect(item.operation(.get)?.path == "/pets")
    #expect(spec.summary == "OpenAPI 3.1.0: 1 paths, 1 operations, 0 schemas")
  }

  // long-function: most of it is the spec under test, inline so that each expectation sits below what it reads.
  @Test func requestBodiesResponsesHeadersAndEncodings() throws {
    let spec = try load(
      header30 + """
        paths:
          /upload:
            post:
              operationId: upload
              requestBody:
                required: true
                content:
                  multipart/form-data:
                    schema:
                      type: object
                      properties:
                        file: {type: string, format: binary}
                        meta: {type: object}
                    encoding:
                      file: {contentType: image/png}
                      meta: {contentType: application/json, headers: {X-Part: {schema: {type: string}}}}
                  application/x-www-form-urlencoded:
                    schema: {type: object}
                    encoding:
                      tags: {style: form, explode: false}
              responses:
                '201':
                  description: Created
                  headers:
                    Location: {required: true, schema: {type: string, format: uri}}
                    X-Rate: {$ref: '#/components/headers/Rate'}
                  content:
                    application/json: {schema: {type: object}, example: {$ref: not-a-reference}}
                2XX: {description: Other success}
                4xx: {description: Client error}
                default: {$ref: '#/components/responses/Error'}
        components:
          headers:
            Rate: {description: Requests left, schema: {type: integer}}
          responses:
            Error:
              description: Error
              content:
                application/problem+json: {schema: {type: object}}
        """)
    #expect(lines(spec) == [])
    let operation = try #require(spec.document.paths["/upload"]?.operation(.post))
    let body = try #require(operation.requestBody.flatMap { spec.resolve($0) })
    #expect(body.required)
    #expect(body.content.keys == ["multipart/form-data", "application/x-www-form-urlencoded"])
    let multipart = try #require(body.content["multipart/form-data"])
    #expect(multipart.encoding["file"]?.contentType == "image/png")
    #expect(multipart.encoding["meta"]?.headers.keys == ["X-Part"])
    #expect(body.content["application/x-www-form-urlencoded"]?.encoding["tags"]?.explode == false)
    #expect(operation.responses.map(\.key) == [.status(201), .range(2), .range(4), .default])
    #expect(operation.responses.map(\.key.isSuccess) == [true, true, false, false])
    let created = try #require(spec.resolve(operation.responses[0].response))
    #expect(created.headers["Location"].flatMap { spec.resolve($0) }?.required == true)
    #expect(created.headers["X-Rate"].flatMap { spec.resolve($0) }?.description == "Requests left")
    // A $ref inside an example is data.
    #expect(created.content["application/json"]?.example?["$ref"]?.scalar?.value == "not-a-reference")
    let error = try #require(spec.resolve(operation.responses[3].response))
    #expect(error.content.keys == ["application/problem+json"])
  }

  // long-function: most of it is the spec under test, inline so that each expectation sits below what it reads.
  @Test func componentsOfEveryKindSecurityWebhooksAndCallbacks() throws {
    let spec = try load(
      header31 + """
        security: [{bearer: []}]
        paths:
          /subscribe:
            post:
              operationId: subscribe
              security: [{apiKey: [], oauth: [read]}]
              callbacks:
                onEvent: {$ref: '#/components/callbacks/Event'}
              responses: {'200': {$ref: '#/components/responses/OK'}}
        webhooks:
          newPet:
            post:
              requestBody: {$ref: '#/components/requestBodies/Pet'}
              responses: {'200': {description: OK}}
        components:
          schemas:
            Pet: {type: object}
          responses:
            OK: {description: OK, links: {self: {$ref: '#/components/links/Self'}}}
          parameters:
            Limit: {name: limit, in: query, schema: {type: integer}}
          examples:
            Cat: {summary: A cat, value: {name: Tom}}
          requestBodies:
            Pet: {content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}}
          headers:
            Trace: {schema: {type: string}}
          securitySchemes:
            bearer: {type: http, scheme: bearer, bearerFormat: JWT}
            apiKey: {type: apiKey, name: X-Key, in: header}
            oauth:
              type: oauth2
              flows:
                authorizationCode:
                  authorizationUrl: https://example.com/auth
                  tokenUrl: https://example.com/token
                  scopes: {read: Read things}
            oidc: {type: openIdConnect, openIdConnectUrl: https://example.com/.well-known}
          links:
            Self: {operationId: subscribe, parameters: {id: $response.body#/id}}
          callbacks:
            Event:
              '{$request.body#/url}':
                post: {responses: {'200': {description: OK}}}
          pathItems:
            Ping: {get: {responses: {'200': {description: OK}}}}
        """)
    #expect(lines(spec) == [])
    let components = spec.document.components
    #expect(components.schemas.keys == ["Pet"])
    #expect(components.parameters.keys == ["Limit"])
    #expect(components.examples["Cat"]?.value?.value?["name"]?.scalar?.value == "Tom")
    #expect(
      components.securitySchemes.values.compactMap(\.value).map(\.kind) == [.http, .apiKey, .oauth2, .openIdConnect])
    #expect(components.securitySchemes["oauth"]?.value?.flows?.authorizationCode?.scopes["read"] == "Read things")
    #expect(components.pathItems.keys == ["Ping"])
    #expect(spec.document.security?.first?.schemes.keys == ["bearer"])
    let operation = try #require(spec.document.operations.first)
    #expect(operation.security?.first?.schemes["oauth"] == ["read"])
    let callback = try #require(operation.callbacks["onEvent"]?.reference.flatMap { spec.resolveCallback($0) })
    #expect(callback.keys == ["{$request.body#/url}"])
    let ok = try #require(spec.resolve(operation.responses[0].response))
    #expect(ok.links["self"].flatMap { spec.resolve($0) }?.operationId == "subscribe")
    #expect(spec.document.webhooks.keys == ["newPet"])
  }

  @Test func unknownSecuritySchemeAndDuplicateOperationID() throws {
    let spec = try load(
      header30 + """
        security: [{nope: []}]
        paths:
          /a: {get: {operationId: same, responses: {'200': {description: OK}}}}
          /b: {get: {operationId: same, responses: {'200': {description: OK}}}}
        """)
    #expect(
      lines(spec) == [
        "api.yaml:3:12: error: security requirement names 'nope', which components.securitySchemes does not define",
        "api.yaml:6:13: error: duplicate operationId 'same'; GET /a at api.yaml:5:13 uses it too",
      ])
  }

  @Test func unknownKeywordsNeverFail() throws {
    let spec = try load(
      header30 + """
        paths:
          /a:
            get:
              frobnicate: 3
              responses:
                '200':
                  description: OK
                  content: {application/json: {schema: {type: string, x-nullable: true, unknownKeyword: [1]}}}
        """)
    #expect(lines(spec) == [])
  }
}
