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
    #expect(try answer("GET", "/v1/items/a").operation == "items/get")
  }

  @Test func aMethodTheDescriptionLacksIsA405NamingTheOthers() throws {
    let delete = try answer("DELETE", "/v1/items/a")
    #expect(delete.status == .methodNotAllowed)
    #expect(delete.headers[.allow] == "GET, PURGE, LINK")
    // Methods are case-sensitive: `purge` is not the description's PURGE.
    #expect(try answer("purge", "/v1/items/a").status == .methodNotAllowed)
  }
}
