import Testing
import _APIGenOpenAPI

/// OpenAPI 3.2's `in: querystring`: the whole query string as the value of one media type in `content`; what the
/// specification forbids beside it is reported at its line.
@Suite struct QueryStringParameterTests {
  private func spec(_ parameter: String) throws -> Spec {
    try load(
      """
      openapi: 3.2.0
      info: {title: T, version: '1'}
      paths:
        /events:
          get:
            parameters:
              - \(parameter)
            responses: {'204': {description: Done}}
      """)
  }

  private var warning32: String {
    "api.yaml:1:10: warning: OpenAPI 3.2.0 is newer than this version of APIGen knows; reading it as 3.1"
  }

  @Test func aFormQueryStringIsReadWithItsContent() throws {
    let spec = try spec(
      "{name: filter, in: querystring, required: true, content: {application/x-www-form-urlencoded: "
        + "{schema: {type: object}, encoding: {tags: {explode: false}}}}}")
    #expect(lines(spec) == [warning32])
    let parameter = try #require(spec.document.operations.first?.parameters.first.flatMap(spec.resolve))
    #expect(parameter.location == .querystring)
    #expect(parameter.required)
    #expect(parameter.content?.keys == ["application/x-www-form-urlencoded"])
    #expect(parameter.content?.first?.value.encoding["tags"]?.explode == false)
  }

  @Test func withoutContentItIsAnErrorAtTheParameter() throws {
    let spec = try spec("{name: filter, in: querystring}")
    #expect(
      lines(spec) == [
        warning32,
        "api.yaml:7:11: error: querystring parameter 'filter' has no 'content': the media type of the query string is needed",
      ])
  }

  /// At the second media type's value.
  @Test func twoMediaTypesAreAnErrorAtTheSecond() throws {
    let spec = try spec(
      "{name: q, in: querystring, content: {application/json: {schema: {type: object}}, text/plain: {}}}")
    #expect(
      lines(spec) == [
        warning32,
        "api.yaml:7:104: error: querystring parameter 'q' must have exactly one media type in 'content', found 2",
      ])
  }

  @Test func aSchemaInPlaceOfContentIsReadAsAFormWithAWarning() throws {
    let spec = try spec("{name: filter, in: querystring, style: form, schema: {type: object}}")
    #expect(
      lines(spec) == [
        warning32,
        "api.yaml:7:11: warning: 'style', 'explode' and 'allowReserved' are ignored on querystring parameter 'filter': the media type in its 'content' says how the query string is written",
        "api.yaml:7:11: warning: querystring parameter 'filter' must be described by 'content', not 'schema'; it is read as application/x-www-form-urlencoded content",
      ])
    let parameter = try #require(spec.document.operations.first?.parameters.first.flatMap(spec.resolve))
    #expect(parameter.schema == nil)
    #expect(parameter.content?.keys == ["application/x-www-form-urlencoded"])
  }

  @Test func anAPIKeyCannotGoInTheQueryString() throws {
    let spec = try load(
      """
      openapi: 3.2.0
      info: {title: T, version: '1'}
      paths: {}
      components:
        securitySchemes:
          key: {type: apiKey, name: k, in: querystring}
      """)
    #expect(
      lines(spec) == [
        warning32,
        "api.yaml:6:38: error: invalid API key location 'querystring': expected query, header or cookie",
      ])
  }
}
