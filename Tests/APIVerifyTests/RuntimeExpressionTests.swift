import HTTPTypes
import Testing
import _APIGenOpenAPI
import _APIMockCore

@testable import APIVerify

/// Runtime expressions read against one exchange, by the grammar of OpenAPI 3's Runtime Expressions section.
@Suite struct RuntimeExpressionTests {
  let exchange: Exchange = {
    let spec = SpecLoader().load(
      bytes: Array(
        """
        openapi: 3.0.3
        info: {title: E, version: "1"}
        paths:
          /repos/{owner}/{repo}:
            post:
              operationId: make
              responses: {'201': {description: made}}
        """.utf8), named: "e.yaml")
    let request = MockRequest(
      method: .post, target: "/v3/repos/octo%20cat/hello?per_page=5&q=a+b%26c",
      headers: [HTTPField.Name("X-Trace")!: "t-1"], body: Array(#"{"name":"n","tags":["x"]}"#.utf8))
    let answer = ReceivedAnswer(
      status: 201, headers: [.location: "/repos/1"],
      body: Array(#"{"id":7,"a/b":{"~k":true},"list":[{"v":"first"}],"e":""}"#.utf8))
    return Exchange(
      operation: spec.document.operations[0], request: request, answer: answer,
      url: "http://127.0.0.1:1/v3/repos/octo%20cat/hello?per_page=5&q=a+b%26c")
  }()

  func value(_ text: String) -> JSONValue? { RuntimeExpression.evaluate(.string(text), in: exchange) }

  @Test func expressionsReadTheRequestAndTheAnswer() {
    #expect(value("$statusCode") == .int(201))
    #expect(value("$method") == .string("POST"))
    #expect(value("$url") == .string(exchange.url))
    #expect(value("$request.header.x-trace") == .string("t-1"))
    #expect(value("$response.header.Location") == .string("/repos/1"))
    #expect(value("$request.query.q") == .string("a b&c"))
    #expect(value("$request.path.owner") == .string("octo cat"))
    #expect(value("$request.body#/tags/0") == .string("x"))
    #expect(value("$response.body#/id") == .int(7))
    #expect(value("$response.body#/a~1b/~0k") == .bool(true))
    #expect(value("$response.body#/list/0/v") == .string("first"))
    #expect(value("$response.body#/e") == .string(""))
  }

  @Test func whatAnExchangeLacksIsNothing() {
    #expect(value("$response.body#/missing") == nil)
    #expect(value("$response.body#/list/3") == nil)
    #expect(value("$response.body#/id/deeper") == nil)
    #expect(value("$request.header.X-Absent") == nil)
    #expect(value("$request.query.absent") == nil)
    #expect(value("$request.path.absent") == nil)
  }

  @Test func templatesAndConstants() {
    #expect(value("repos/{$request.path.owner}/{$response.body#/id}") == .string("repos/octo cat/7"))
    #expect(value("{$response.body#/missing}/x") == nil)
    #expect(RuntimeExpression.evaluate(.int(3), in: exchange) == .int(3))
    #expect(value("plain text") == .string("plain text"))
    // Not the grammar: kept as the constant it is written as.
    #expect(value("$response.query.q") == .string("$response.query.q"))
    #expect(value("$request.") == .string("$request."))
  }
}
