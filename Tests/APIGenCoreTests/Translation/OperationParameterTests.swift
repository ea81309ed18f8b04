import APIGenCore
import Testing

/// An operation's parameters (`OperationTranslator+Parameters`).
@Suite struct OperationParameterTests {
  @Test func parametersComeInPathQueryHeaderCookieOrderAndAvoidTheMethodsLocals() throws {
    let model = try ModelFixture.model(
      paths: """
        {'/items/{id}': {get: {operationId: get, parameters: [
          {name: session, in: cookie, schema: {type: string}},
          {name: X-Request, in: header, schema: {type: string}},
          {name: request, in: query, schema: {type: string}},
          {name: id, in: path, required: true, schema: {type: integer}}], \(OperationYAML.ok)}}}
        """)
    let operation = try ModelFixture.operation("get", in: model)
    #expect(operation.parameters.map(\.location) == [.path, .query, .header, .cookie])
    #expect(operation.parameters.map(\.key) == ["id", "request", "X-Request", "session"])
    // `request` is the local the method builds; the parameter takes another name, its key unchanged.
    #expect(operation.parameters[1].name != "request")
    #expect(operation.parameters.map(\.isOptional) == [false, true, true, true])
  }

  @Test func acceptContentTypeAndAuthorizationParametersAreLeftOutWithAWarning() throws {
    let model = try ModelFixture.model(
      paths: """
        {'/items': {get: {operationId: get, parameters: [
          {name: Accept, in: header, required: true, schema: {type: string, enum: ['*/*', text/plain]}},
          {name: content-type, in: header, schema: {type: string}},
          {name: AUTHORIZATION, in: header, required: true, schema: {type: string}},
          {name: accept, in: query, schema: {type: string}}], \(OperationYAML.ok)}}}
        """)
    let operation = try ModelFixture.operation("get", in: model)
    // A query parameter of that name is the API's own.
    #expect(operation.parameters.map(\.key) == ["accept"])
    let warnings = model.diagnostics.map(\.message).filter { $0.contains("is left out of the method") }
    #expect(warnings.count == 3)
    #expect(warnings.first?.hasPrefix("header parameter 'Accept' is left out of the method") == true)
    // Nor does its enum become a type.
    #expect(!(model.types + operation.nestedTypes).contains { $0.name.contains("Accept") })
  }
}

/// OpenAPI 3.2's `in: querystring`: one parameter typed by its media type's schema, its encoding decided in the
/// model.
@Suite struct QueryStringParameterTranslationTests {
  @Test func eachMediaTypeGivesItsEncodingAndType() throws {
    let model = try ModelFixture.model(
      paths: """
        {'/a': {get: {operationId: form, parameters: [{name: filter, in: querystring, required: true,
            content: {application/x-www-form-urlencoded: {schema: {$ref: '#/components/schemas/Filter'},
              encoding: {tags: {style: pipeDelimited, explode: false}, name: {style: form}}}}}], \(OperationYAML.ok)}},
         '/b': {get: {operationId: json, parameters: [{name: q, in: querystring,
            content: {application/json: {schema: {type: array, items: {type: integer}}}}}], \(OperationYAML.ok)}},
         '/c': {get: {operationId: text, parameters: [{name: path, in: querystring,
            content: {application/jsonpath: {schema: {type: string}}}}], \(OperationYAML.ok)}}}
        """,
      schemas: "Filter: {type: object, properties: {tags: {type: array, items: {type: string}}, name: {type: string}}}"
    )
    let form = try ModelFixture.operation("form", in: model).parameters
    #expect(form.map(\.location) == [.querystring])
    guard case .form(let encodings)? = form.first?.queryString else {
      Issue.record("not a form: \(String(describing: form.first?.queryString))")
      return
    }
    // Only what differs from a form's default is kept.
    #expect(encodings.map { "\($0.property) \($0.style) \($0.explode)" } == ["tags pipeDelimited false"])
    #expect(form.first?.type == .named("Filter"))
    #expect(form.first?.isOptional == false)
    let json = try ModelFixture.operation("json", in: model).parameters.first
    #expect(json?.queryString == .json)
    #expect(json?.type == .array(.int))
    #expect(json?.isOptional == true)
    let text = try ModelFixture.operation("text", in: model).parameters.first
    #expect(text?.queryString == .text)
    #expect(text?.type == .string)
    #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
  }

  @Test func queryParametersBesideItAreSentAfterItWithAWarning() throws {
    let model = try ModelFixture.model(
      paths: """
        {'/a': {get: {operationId: mixed, parameters: [
          {name: page, in: query, schema: {type: integer}},
          {name: filter, in: querystring, content: {application/x-www-form-urlencoded: {schema: {type: object}}}},
          {name: other, in: querystring, content: {text/plain: {}}}], \(OperationYAML.ok)}}}
        """)
    let operation = try ModelFixture.operation("mixed", in: model)
    #expect(operation.parameters.map(\.key) == ["filter", "other", "page"])
    #expect(
      model.diagnostics.map(\.message) == [
        "query parameter 'page' is beside querystring parameter 'filter', which OpenAPI does not allow; it is sent after the query string",
        "querystring parameter 'other' is a second one beside 'filter': OpenAPI allows one; both are sent, one after the other",
      ])
  }
}
