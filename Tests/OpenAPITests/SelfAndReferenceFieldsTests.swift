import Testing
import _APIGenOpenAPI

/// `$self` (OpenAPI 3.2) as the base of references, `$ref`s to `components.mediaTypes`, and 3.1's `summary` and
/// `description` beside a `$ref`.
@Suite struct SelfAndReferenceFieldsTests {
  @Test func referencesUnderSelfNameTheRootAndTheFilesBesideIt() throws {
    let spec = try load(
      """
      openapi: 3.2.0
      $self: https://example.com/api/openapi.yaml
      info: {title: T, version: '1'}
      paths: {}
      components:
        schemas:
          Local: {$ref: 'https://example.com/api/openapi.yaml#/components/schemas/Target'}
          Beside: {$ref: 'https://example.com/api/shared/pet.yaml#/Pet'}
          Elsewhere: {$ref: 'https://other.example.com/pet.yaml#/Pet'}
          Target: {type: integer}
      """, files: ["shared/pet.yaml": "Pet: {type: string}"])
    let schemas = spec.document.components.schemas
    #expect(schemas["Local"].flatMap(spec.resolve)?.types == [.integer])
    #expect(schemas["Beside"].flatMap(spec.resolve)?.types == [.string])
    #expect(spec.files == ["api.yaml", "shared/pet.yaml"])
    #expect(
      spec.errors.map(\.message) == [
        "remote reference 'https://other.example.com/pet.yaml#/Pet' is not supported; download the file and reference it by a relative path"
      ])
  }

  @Test func aSelfWithAFragmentIsAnError() throws {
    let spec = try load("openapi: 3.2.0\n$self: 'https://e.com/a.yaml#x'\ninfo: {title: T, version: '1'}\npaths: {}")
    #expect(
      spec.errors.map(\.description) == [
        "api.yaml:2:8: error: '$self' must not contain a fragment ('#'): it names the whole document"
      ])
  }

  @Test func aMediaTypeMayBeAReferenceToComponentsMediaTypes() throws {
    let spec = try load(
      """
      openapi: 3.2.0
      info: {title: T, version: '1'}
      paths:
        /a:
          get:
            responses:
              '200':
                description: OK
                content:
                  application/json: {$ref: '#/components/mediaTypes/Named'}
      components:
        mediaTypes:
          Named: {schema: {type: array, items: {type: string}}}
      """)
    #expect(!spec.hasErrors, "\(spec.diagnostics)")
    #expect(spec.diagnostics.count == 1)  // the 3.2-read-as-3.1 warning
    let response = try #require(spec.document.operations.first?.responses.first.flatMap { spec.resolve($0.response) })
    #expect(response.content["application/json"]?.schema?.types == [.array])
  }

  @Test func summaryAndDescriptionBesideARefReplaceTheTargetsIn31Only() throws {
    let document = """
      info: {title: T, version: '1'}
      paths:
        /a:
          get:
            parameters: [{$ref: '#/components/parameters/P', description: Here it means this.}]
            responses: {'200': {$ref: '#/components/responses/R', summary: Short, description: Said here.}}
      components:
        parameters:
          P: {name: p, in: query, description: In general., schema: {type: string}}
        responses:
          R: {description: In general.}
      """
    let spec31 = try load("openapi: 3.1.0\n" + document)
    let operation31 = try #require(spec31.document.operations.first)
    #expect(operation31.parameters.first.flatMap(spec31.resolve)?.description == "Here it means this.")
    let response31 = try #require(operation31.responses.first.flatMap { spec31.resolve($0.response) })
    #expect(response31.description == "Said here.")
    #expect(response31.summary == "Short")
    // 3.0 ignores whatever stands beside a `$ref`.
    let spec30 = try load("openapi: 3.0.3\n" + document)
    let operation30 = try #require(spec30.document.operations.first)
    #expect(operation30.parameters.first.flatMap(spec30.resolve)?.description == "In general.")
    #expect(spec30.unknownFields.map(\.key) == ["description", "summary", "description"])
  }
}
