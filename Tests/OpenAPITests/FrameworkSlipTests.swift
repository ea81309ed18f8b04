import Testing
import _APIGenOpenAPI

/// What web frameworks write into the specs they publish (flasgger's `type: int`, untyped header parameters,
/// `trace`, answers documented by `produces` alone, path variables nobody declares), read as meant with a warning at
/// the place, as issue 36 asks.
@Suite struct FrameworkSlipTests {
  @Test func typeSpellingsOfOtherLanguagesReadAsTheJSONSchemaTypeTheyMean() throws {
    let spec = try load(
      header30 + """
        paths: {}
        components:
          schemas:
            Counts:
              type: object
              properties:
                a: {type: int}
                b: {type: long}
                c: {type: double}
                d: {type: bool}
                e: {type: str}
                f: {type: String}
                g: {type: integer32, format: int64}
                h: {type: datetime}
        """)
    #expect(!spec.hasErrors, "\(lines(spec))")
    let properties = try #require(spec.document.components.schemas["Counts"]).properties
    let read = properties.entries.map { "\($0.key): \($0.value.types.map(\.rawValue)) \($0.value.format ?? "-")" }
    #expect(
      read == [
        "a: [\"integer\"] -", "b: [\"integer\"] int64", "c: [\"number\"] double", "d: [\"boolean\"] -",
        "e: [\"string\"] -", "f: [\"string\"] -",
        // A format written beside the spelling wins over the one it implies.
        "g: [\"integer\"] int64", "h: [\"string\"] date-time",
      ])
    #expect(
      lines(spec).first == "api.yaml:9:19: warning: type 'int' is not a JSON Schema type; it is read as 'integer'")
    #expect(
      lines(spec)[1]
        == "api.yaml:10:19: warning: type 'long' is not a JSON Schema type; it is read as 'integer' with format 'int64'"
    )
    #expect(lines(spec).count == 8)
  }

  @Test func aTypeWithNoRecoverableMeaningIsAnErrorThatSaysWhatToWrite() throws {
    let spec = try load(
      header30 + """
        paths: {}
        components:
          schemas:
            Odd: {type: wibble}
        """)
    #expect(
      lines(spec) == [
        "api.yaml:6:17: error: unknown type 'wibble': expected one of null, boolean, object, array, number, string, integer (a format such as int64 or date-time goes in 'format')"
      ])
  }

  static let flasgger = """
    swagger: "2.0"
    info: {title: T, version: "1"}
    produces: [application/json]
    paths:
      /anything/{anything}:
        get:
          parameters:
            - {name: X-Trace, in: header}
            - {name: q, in: query, type: int}
          responses:
            200: {description: what was sent}
            204: {description: nothing}
        trace:
          responses:
            200: {description: the request}
      /plain:
        get:
          produces: [text/plain]
          responses:
            200: {description: text}
    """

  @Test func aSwagger2ParameterWithoutATypeIsAStringAndTypeIntAnInteger() throws {
    let spec = try load(Self.flasgger)
    #expect(!spec.hasErrors, "\(lines(spec))")
    let operation = try #require(spec.document.operations.first)
    let parameters = operation.parameters.compactMap { spec.resolve($0) }
    #expect(parameters.map(\.name) == ["X-Trace", "q", "anything"])
    #expect(parameters.map { $0.schema?.types ?? [] } == [[.string], [.integer], [.string]])
    #expect(
      lines(spec).contains(
        "api.yaml:8:11: warning: parameter 'X-Trace' has no 'type' (Swagger 2.0 parameters outside the body give their type directly); it is read as a string"
      ))
  }

  @Test func anUndeclaredPathVariableBecomesARequiredStringParameter() throws {
    let spec = try load(Self.flasgger)
    let operation = try #require(spec.document.operations.first)
    let anything = try #require(operation.parameters.compactMap { spec.resolve($0) }.first { $0.location == .path })
    #expect(anything.name == "anything")
    #expect(anything.required)
    #expect(anything.style == .simple)
    #expect(
      lines(spec).contains(
        "api.yaml:7:7: warning: path '/anything/{anything}' has '{anything}', but operation 'get-anything-by-anything' declares no path parameter 'anything'; it is read as a required string parameter"
      ))
  }

  @Test func aSwagger2SuccessWithoutASchemaKeepsABodyOfTheProducedTypes() throws {
    let spec = try load(Self.flasgger)
    let operations = spec.document.operations
    #expect(operations.map(\.method) == [.get, .trace, .get])
    func content(_ operation: Operation, _ status: Int) -> [String] {
      let entry = operation.responses.first { $0.key == .status(status) }
      return entry.flatMap { spec.resolve($0.response) }?.content.keys ?? ["missing"]
    }
    #expect(content(operations[0], 200) == ["application/json"])
    #expect(
      operations[0].responses.first { $0.key == .status(200) }.flatMap { spec.resolve($0.response) }?
        .content["application/json"]?.schema == nil)
    // 204 says there is no body.
    #expect(content(operations[0], 204) == [])
    #expect(content(operations[1], 200) == ["application/json"])
    #expect(content(operations[2], 200) == ["text/plain"])
  }

  @Test func withoutADeclaredProducesASchemaLessAnswerStaysEmpty() throws {
    let spec = try load(
      """
      swagger: "2.0"
      info: {title: T, version: "1"}
      paths:
        /ping:
          delete:
            responses:
              200: {description: done}
      """)
    let response = try #require(spec.document.operations.first?.responses.first.flatMap { spec.resolve($0.response) })
    #expect(response.content.keys == [])
  }
}

extension FrameworkSlipTests {
  @Test func springdocsWildcardAnswersWithStructuredDataReadAsJSON() throws {
    let spec = try load(
      header30 + """
        paths:
          /owners/{ownerId}:
            get:
              operationId: getOwner
              parameters: [{name: ownerId, in: path, required: true, schema: {type: integer, format: int64}}]
              responses:
                '200':
                  description: OK
                  content:
                    '*/*': {schema: {$ref: '#/components/schemas/Owner'}}
          /owners/{ownerId}/photo:
            get:
              operationId: getPhoto
              parameters: [{name: ownerId, in: path, required: true, schema: {type: integer, format: int64}}]
              responses:
                '200':
                  description: OK
                  content:
                    '*/*': {schema: {type: string, format: binary}}
        components:
          schemas:
            Owner: {type: object, properties: {id: {type: integer, format: int64}}}
        """)
    #expect(!spec.hasErrors, "\(lines(spec))")
    func contentTypes(_ index: Int) -> [String] {
      spec.document.operations[index].responses.first.flatMap { spec.resolve($0.response) }?.content.keys ?? []
    }
    #expect(contentTypes(0) == ["application/json"])
    // Bytes stay bytes.
    #expect(contentTypes(1) == ["*/*"])
    #expect(
      lines(spec) == ["api.yaml:12:20: warning: '*/*' is answered with structured data; it is read as application/json"]
    )
  }
}
