import Testing
import _APIGenOpenAPI

/// Multi-file specs written for Redocly-style bundlers put `$ref` where OpenAPI allows none (issue 19, points 3
/// and 7): each is read as the thing it points at, from its own file, with a warning at the `$ref`.
@Suite struct BundlerStyleTests {
  @Test func anOperationGivenAsARefIsReadFromItsFile() throws {
    let spec = try load(
      header30 + """
        paths:
          /droplets:
            get:
              $ref: resources/droplets/list.yml
        """,
      files: [
        "resources/droplets/list.yml": """
        operationId: droplets_list
        parameters:
          - $ref: parameters.yml#/per_page
        responses:
          '200':
            $ref: responses.yml#/all
        """,
        "resources/droplets/parameters.yml": """
        per_page: {name: per_page, in: query, schema: {type: integer}}
        """,
        "resources/droplets/responses.yml": """
        all:
          description: ok
          content:
            application/json:
              schema: {$ref: models/droplet.yml}
        """,
        "resources/droplets/models/droplet.yml": "{type: object, properties: {id: {type: integer}}}",
      ])
    #expect(!spec.hasErrors, "\(lines(spec))")
    #expect(
      lines(spec) == [
        "api.yaml:6:13: warning: an operation given as a $ref, which OpenAPI allows only for a whole path item; it is read from the place the $ref names"
      ])
    let operation = try #require(spec.document.operations.first)
    #expect(operation.operationId == "droplets_list")
    #expect(operation.path == "/droplets")
    #expect(operation.file == "resources/droplets/list.yml")
    let parameter = try #require(spec.resolve(operation.parameters[0]))
    #expect(parameter.name == "per_page")
    let response = try #require(spec.resolve(operation.responses[0].response))
    let schema = try #require(response.content["application/json"]?.schema)
    #expect(spec.resolve(schema)?.properties.keys == ["id"])
  }

  @Test func propertiesGivenAsARefAreReadFromTheirPlace() throws {
    let spec = try load(
      header30 + """
        paths: {}
        components:
          schemas:
            Droplet:
              type: object
              properties:
                $ref: droplet-properties.yml
        """,
      files: ["droplet-properties.yml": "id: {type: integer}\nname: {type: string}\n"])
    #expect(!spec.hasErrors, "\(lines(spec))")
    #expect(
      lines(spec) == [
        "api.yaml:9:15: warning: 'properties' given as a $ref, which OpenAPI allows only for a schema; it is read from the place the $ref names"
      ])
    #expect(spec.document.components.schemas["Droplet"]?.properties.keys == ["id", "name"])
  }

  @Test func textGivenAsARefIsTheTextItPointsAtOrNothing() throws {
    let spec = try load(
      """
      openapi: 3.0.3
      info:
        title: T
        version: '1'
        description: {$ref: 'description.yml#/introduction'}
      tags:
        - name: pets
          description: {$ref: 'description.yml#/sections'}
      paths: {}
      """,
      files: ["description.yml": "introduction: |\n  # Welcome\n  Long text.\nsections: {a: 1}\n"])
    #expect(!spec.hasErrors, "\(lines(spec))")
    #expect(spec.document.info.description == "# Welcome\nLong text.\n")
    #expect(spec.document.tags.first?.description == nil)
    #expect(
      lines(spec) == [
        "api.yaml:5:23: warning: description given as a $ref, which OpenAPI does not allow for text; it is read from the place the $ref names",
        "api.yaml:8:18: warning: the $ref for description points at a mapping, not text; it is ignored",
        "api.yaml:8:25: warning: description given as a $ref, which OpenAPI does not allow for text; it is read from the place the $ref names",
      ])
  }

  @Test func aComponentsSectionGivenAsARefIsOneWithThePlaceItNames() throws {
    let spec = try load(
      header30 + """
        paths:
          /mail:
            $ref: 'paths/mail.json#/mail'
        components:
          schemas:
            $ref: 'components/schemas.json'
        """,
      files: [
        "paths/mail.json": """
        {"mail": {"post": {"requestBody": {"content": {"application/json": {"schema":
          {"$ref": "../components/schemas.json#/from"}}}}, "responses": {"202": {"description": "ok"}}}}}
        """,
        "components/schemas.json": """
        {"from": {"type": "object", "properties": {"email": {"$ref": "#/address"}}},
         "address": {"type": "string"}}
        """,
      ])
    #expect(!spec.hasErrors, "\(lines(spec))")
    #expect(spec.document.components.schemas.keys == ["from", "address"])
    // One named schema each: the file's places stand for the components.
    let names = spec.namedSchemas.map { $0.target.description }
    #expect(names == ["api.yaml#/components/schemas/address", "api.yaml#/components/schemas/from"])
    #expect(spec.definitionFile(of: spec.namedSchemas[0].target) == "components/schemas.json")
  }

  @Test func aLoopOfMisplacedRefsEndsWithAnError() throws {
    let spec = try load(
      header30 + """
        paths:
          /a:
            get: {$ref: 'a.yml'}
        """,
      files: ["a.yml": "$ref: 'a.yml'\n"])
    #expect(spec.hasErrors)
    #expect(
      lines(spec).contains { $0.contains("error: 'a.yml' is reached through 32 references in a row; they loop") },
      "\(lines(spec))")
  }
}
