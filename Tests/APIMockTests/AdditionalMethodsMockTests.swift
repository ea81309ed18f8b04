import APIMock
import Foundation
import HTTPTypes
import Testing
import _APIGenOpenAPI

/// `apigen mock` routes OpenAPI 3.2's `query` and `additionalOperations` by the method as it is sent, and names
/// them in a 405's `Allow`; the description is the one the OpenAPI32API test target is generated from.
@Suite struct AdditionalMethodsMockTests {
  let responder: MockResponder

  init() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let spec = try SpecLoader().load(root.appendingPathComponent("Tests/Fixtures/OpenAPI32/openapi32.yaml").path)
    responder = try MockResponder(spec: spec)
  }

  private func answer(_ method: String, _ target: String, body: String = "") throws -> MockAnswer {
    let method = try #require(HTTPRequest.Method(method))
    let headers: HTTPFields = body.isEmpty ? [:] : [.contentType: "application/json"]
    return responder.answer(MockRequest(method: method, target: target, headers: headers, body: Array(body.utf8)))
  }

  @Test func eachMethodReachesItsOwnOperation() throws {
    let search = try answer("QUERY", "/v1/items", body: #"{"text":"tea"}"#)
    #expect(search.operation == "items/search")
    #expect(search.status == .ok)
    #expect(try answer("PURGE", "/v1/items/a").operation == "items/purge")
    #expect(try answer("PURGE", "/v1/items/a").status == .noContent)
    #expect(try answer("LINK", "/v1/items/a", body: "").status.code == 400)  // its Link header is required
    #expect(try answer("GET", "/v1/items/a").operation == "getItem")
  }

  @Test func aMethodTheDescriptionLacksIsA405NamingTheOthers() throws {
    let delete = try answer("DELETE", "/v1/items/a")
    #expect(delete.status == .methodNotAllowed)
    #expect(delete.headers[.allow] == "GET, PURGE, LINK")
    // Methods are case-sensitive: `purge` is not the description's PURGE.
    #expect(try answer("purge", "/v1/items/a").status == .methodNotAllowed)
  }
}

/// `apigen mock` reads an `in: querystring` parameter as its media type says and checks it against its schema;
/// the sample requests `apigen verify` sends write one the same way.
@Suite struct QueryStringMockTests {
  let spec: Spec
  let responder: MockResponder

  init() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    spec = try SpecLoader().load(root.appendingPathComponent("Tests/Fixtures/OpenAPI32/openapi32.yaml").path)
    responder = try MockResponder(spec: spec)
  }

  private func answer(_ target: String) -> MockAnswer {
    responder.answer(MockRequest(method: .get, target: target))
  }

  private func problemText(_ answer: MockAnswer) -> String { String(decoding: answer.body, as: UTF8.self) }

  @Test func aFormQueryStringIsCheckedFieldByField() {
    #expect(answer("/v1/events?status=scheduled&labels=a,b").status == .ok)
    #expect(answer("/v1/events").status == .ok)  // not required
    let wrong = answer("/v1/events?status=postponed")
    #expect(wrong.status == .badRequest)
    #expect(problemText(wrong).contains(#""in":"querystring""#))
    #expect(problemText(wrong).contains("filter"))
  }

  @Test func aJSONQueryStringIsParsedAndChecked() {
    #expect(answer("/v1/events/search?%7B%22kind%22%3A%22alert%22%7D").status == .noContent)
    let missing = answer("/v1/events/search")
    #expect(missing.status == .badRequest)
    #expect(problemText(missing).contains("the required query string 'selector' is missing"))
    #expect(answer("/v1/events/search?%7B%22minimumSeverity%22%3A1%7D").status == .badRequest)  // no kind
    #expect(problemText(answer("/v1/events/search?kind%3Dalert")).contains("the query string is not JSON"))
  }

  @Test func sampleRequestsWriteTheQueryStringAsItsMediaTypeSays() throws {
    let requests = Dictionary(
      uniqueKeysWithValues: SampleRequests(spec: spec).all.map { ($0.operation.name, $0.request.target) })
    // Required, so written; the value is the schema's, JSON percent-encoded.
    let search = try #require(requests["events/search"])
    #expect(search.hasPrefix("/v1/events/search?%7B%22kind%22%3A"))
    #expect(answer(search).status == .noContent)
  }
}
