import APIMock
import APIVerify
import Foundation
import Testing
import _APIGenOpenAPI

/// Operations in the order that once undid a run: the account's deletion and a logout first, a read of an item
/// before the create that makes it.
private let orderSpec = """
  openapi: 3.0.3
  info: {title: Order, version: "1"}
  paths:
    /accounts:
      delete:
        operationId: deleteAccount
        responses: {'204': {description: gone}}
    /auth/logout:
      get:
        operationId: logOut
        responses: {'204': {description: signed out}}
    /items/{id}:
      parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
      get:
        operationId: getItem
        responses: {'204': {description: found}}
      patch:
        operationId: renameItem
        responses: {'204': {description: renamed}}
      delete:
        operationId: deleteItem
        responses: {'204': {description: deleted}}
    /items:
      get:
        operationId: listItems
        responses: {'204': {description: listed}}
      post:
        operationId: createItem
        responses: {'204': {description: created}}
    /tokens/current:
      post:
        operationId: revoke-token
        responses: {'204': {description: revoked}}
  """

@Suite struct CallOrderTests {
  func run(_ configure: (inout VerifyOptions) -> Void) async throws -> (
    arrived: [String], results: [CallResult], report: String
  ) {
    let spec = SpecLoader().load(bytes: Array(orderSpec.utf8), named: "order.yaml")
    let server = try await MockServer(responder: try MockResponder(spec: spec), keepingRequests: 20)
    var options = VerifyOptions(server: server.url)
    options.includesUnsafe = true
    options.concurrency = 3
    configure(&options)
    let plan = try VerifyPlan(spec: spec, options: options)
    let results = await Verifier(spec: spec, options: options).run(plan)
    // The item's id is made up: written as the path's template.
    let arrived = server.requests.map { request in
      let path = String(request.target.split(separator: "?")[0])
      return "\(request.method.rawValue) " + (path.hasPrefix("/items/") ? "/items/{id}" : path)
    }
    await server.stop()
    let report = VerifyReport(plan: plan, results: results, operationCount: spec.document.operations.count).textLines
      .joined(separator: "\n")
    return (arrived, results, report)
  }

  /// Phase by phase, whatever the concurrency: creates, reads, changes, deletes, then what ends the session; the
  /// account the credentials belong to is not deleted, and the note says so.
  @Test func unsafeCallsCannotUndoTheRun() async throws {
    let (arrived, results, report) = try await run { _ in }
    let phases: [String: Int] = [
      "POST /items": 0, "GET /items": 1, "GET /items/{id}": 1, "PATCH /items/{id}": 2, "DELETE /items/{id}": 3,
      "GET /auth/logout": 4, "POST /tokens/current": 4,
    ]
    #expect(Set(arrived) == Set(phases.keys), "\(arrived)")
    let order = arrived.compactMap { phases[$0] }
    #expect(order == order.sorted(), "\(arrived)")
    #expect(!arrived.contains("DELETE /accounts"))
    // Results stay in spec order.
    #expect(
      results.map(\.operation) == [
        "logOut", "getItem", "renameItem", "deleteItem", "listItems", "createItem", "revoke-token",
      ])
    #expect(report.contains("1 operations were not called: they would delete the account whose credentials"))
  }

  @Test func theAccountIsDeletedOnlyWhenNamed() async throws {
    let (arrived, _, report) = try await run { $0.operations = ["deleteAccount", "getItem"] }
    #expect(arrived == ["GET /items/{id}", "DELETE /accounts"])
    #expect(!report.contains("would delete the account"))
  }
}
