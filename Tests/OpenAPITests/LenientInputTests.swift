import OpenAPI
import Testing

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
