import Testing
import _APIGenOpenAPI

/// What real specs write that the standard does not allow, read as their authors meant, with a warning at the
/// place (issue 19): empty fields, unquoted nulls in type lists, type lists in 3.0 and Swagger 2.0.
@Suite struct LenientInputTests {
  func schema(_ spec: Spec, _ name: String) throws -> Schema {
    try #require(spec.document.components.schemas[name])
  }

  @Test func emptyFieldsAreReadAsAbsent() throws {
    let spec = try load(
      """
      openapi: 3.0.3
      info:
        title: T
        version: '1'
        description:
      tags:
        - name: pets
          description:
      paths:
        /pets:
          get:
            tags: [pets]
            operationId: listPets
            summary:
            parameters:
            responses:
              '200':
                description: ok
                content:
                  application/octet-stream:
      """)
    #expect(!spec.hasErrors, "\(lines(spec))")
    #expect(
      lines(spec) == [
        "api.yaml:5:15: warning: 'description' is empty (YAML null); it is read as absent",
        "api.yaml:8:17: warning: 'description' is empty (YAML null); it is read as absent",
        "api.yaml:14:15: warning: 'summary' is empty (YAML null); it is read as absent",
        "api.yaml:15:18: warning: parameters is empty (YAML null); it is read as an empty list",
        "api.yaml:20:38: warning: a media type is empty (YAML null); it is read as an empty mapping",
      ])
    #expect(spec.document.info.description == nil)
    #expect(spec.document.tags.first?.description == nil)
    let operation = try #require(spec.document.operations.first)
    #expect(operation.summary == nil)
    #expect(operation.parameters.isEmpty)
    let response = try #require(operation.responses.first?.response.value)
    #expect(response.content.keys == ["application/octet-stream"])
    #expect(response.content["application/octet-stream"]?.schema == nil)
  }

  @Test func anUnquotedNullInA31TypeListIsTheNullType() throws {
    let spec = try load(
      header31 + """
        paths: {}
        components:
          schemas:
            Name: {type: [string, null]}
            Quoted: {type: [string, "null"]}
        """)
    #expect(!spec.hasErrors, "\(lines(spec))")
    #expect(
      lines(spec) == [
        "api.yaml:6:27: warning: an unquoted null in 'type' is YAML's null; it is read as the type \"null\""
      ])
    for name in ["Name", "Quoted"] {
      let schema = try schema(spec, name)
      #expect(schema.types == [.string])
      #expect(schema.isNullable)
    }
  }

  @Test func aTypeListIn30IsReadAs31ReadsIt() throws {
    let spec = try load(
      header30 + """
        paths: {}
        components:
          schemas:
            Flag: {type: ["null", "boolean"]}
        """)
    #expect(!spec.hasErrors, "\(lines(spec))")
    #expect(
      lines(spec) == [
        "api.yaml:6:18: warning: 'type' is a list, which OpenAPI 3.0 does not allow; it is read as OpenAPI 3.1 reads it"
      ])
    let flag = try schema(spec, "Flag")
    #expect(flag.types == [.boolean])
    #expect(flag.isNullable)
  }

  @Test func aTypeListInSwagger2IsReadAs31ReadsIt() throws {
    let spec = try load(
      """
      swagger: "2.0"
      info: {title: T, version: '1'}
      paths: {}
      definitions:
        Flag: {type: ["null", "boolean"]}
      """)
    #expect(!spec.hasErrors, "\(lines(spec))")
    #expect(lines(spec).count == 1)
    #expect(lines(spec).first?.contains("warning: 'type' is a list") == true)
    let flag = try schema(spec, "Flag")
    #expect(flag.types == [.boolean])
    #expect(flag.isNullable)
  }
}

/// Tuples, path parameters that do not match the template, text where flags and numbers belong, and draft 3's
/// `required: true` (issue 19, points 4 and 5, and what the public corpus showed).
@Suite struct LenientShapesTests {
  @Test func itemsAsAListIsATupleAndPrefixItemsToo() throws {
    let spec = try load(
      header30 + """
        paths: {}
        components:
          schemas:
            Latest:
              type: array
              items: [{$ref: '#/components/schemas/Message'}, {type: string}]
            One:
              type: array
              items: [{type: integer}]
            Message: {type: object}
        """)
    #expect(!spec.hasErrors, "\(lines(spec))")
    #expect(
      lines(spec) == [
        "api.yaml:8:14: warning: 'items' is a list (a tuple, as JSON Schema draft 4 writes it); an element is read as one of its 2 schemas",
        "api.yaml:11:14: warning: 'items' is a list of one schema; reading it as that schema",
      ])
    let latest = try #require(spec.document.components.schemas["Latest"])
    #expect(latest.prefixItems.count == 2)
    #expect(latest.arrayElement?.oneOf.count == 2)
    #expect(spec.document.components.schemas["One"]?.items?.value.types == [.integer])

    let tuple = try load(
      header31 + """
        paths: {}
        components:
          schemas:
            Point: {type: array, prefixItems: [{type: number}, {type: number}], items: false}
        """)
    #expect(!tuple.hasErrors && lines(tuple).isEmpty, "\(lines(tuple))")
    // `items: false` closes the tuple: an element is one of the two members, not a third.
    #expect(tuple.document.components.schemas["Point"]?.arrayElement?.oneOf.count == 2)
  }

  @Test func pathParametersAreReconciledWithTheTemplate() throws {
    let spec = try load(
      header30 + """
        paths:
          /pets{petID}:
            get:
              operationId: getPet
              parameters:
                - {name: petId, in: path, required: true, schema: {type: string}}
                - {name: userId, in: path, required: true, schema: {type: string}}
                - {name: q, in: query, schema: {type: string}}
              responses: {'200': {description: ok}}
        """)
    #expect(!spec.hasErrors, "\(lines(spec))")
    #expect(
      lines(spec) == [
        "api.yaml:6:7: warning: path parameter 'petId' of operation 'getPet' differs from '{petID}' in the path '/pets{petID}' only in case; it fills '{petID}'",
        "api.yaml:6:7: warning: path parameter 'userId' of operation 'getPet' does not appear in the path '/pets{petID}'; it is left out",
      ])
    let operation = try #require(spec.document.operations.first)
    let parameters = operation.parameters.compactMap { spec.resolve($0) }
    #expect(parameters.map(\.name) == ["petID", "q"])
  }

  @Test func textWhereAFlagOrANumberBelongsIsReadWithAWarning() throws {
    let spec = try load(
      header30 + """
        paths: {}
        components:
          schemas:
            Page:
              type: object
              required: [id]
              properties:
                id: {type: string, minLength: "32", maximum: " 1.5"}
                isSystemPage: {type: boolean, deprecated: Replaced with isStatic}
                data: {type: string, required: true}
        """)
    #expect(!spec.hasErrors, "\(lines(spec))")
    #expect(
      lines(spec) == [
        "api.yaml:10:39: warning: expected minLength to be an integer, found the text \"32\"; it is read as 32",
        "api.yaml:10:54: warning: expected maximum to be a number, found the text \" 1.5\"; it is read as 1.5",
        "api.yaml:11:51: warning: 'deprecated' is text, not true or false; it is read as true",
        "api.yaml:12:15: warning: property 'data' says 'required: true', which belongs in its object's 'required' list; it is read as required",
      ])
    let page = try #require(spec.document.components.schemas["Page"])
    #expect(page.required == ["id", "data"])
    #expect(page.properties["id"]?.minLength == 32)
    #expect(page.properties["id"]?.maximum == 1.5)
    #expect(page.properties["isSystemPage"]?.deprecated == true)
  }
}
