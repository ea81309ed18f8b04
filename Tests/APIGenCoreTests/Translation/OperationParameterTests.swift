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
