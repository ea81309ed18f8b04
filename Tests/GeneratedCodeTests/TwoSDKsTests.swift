import APIRuntime
import Foundation
import HardCasesAPI
import LocalHTTPServer
import Swagger2StoreAPI
import Testing

/// Two generated SDKs in one program, both documenting an error body named `Problem`: each reads it through a
/// property named after its module, so the accessors do not clash (declared on `APIError` itself, as they were,
/// this test binary did not compile: "ambiguous use of 'problem'").
@Suite struct TwoSDKsTests {
  @Test func eachSDKReadsItsOwnErrorBodyFromOneError() async throws {
    let server = try await LocalHTTPServer { _ in
      .json(#"{"message":"closed","since":"2026-12-01"}"#, status: 409)
    }
    let hardCases = HardCasesAPI.Client(serverURL: server.baseURL)
    let store = Swagger2StoreAPI.Client(serverURL: server.baseURL, credentials: [Credentials.apiKey("k1")])
    var errors: [APIError] = []
    do throws(APIError) {
      try await hardCases.close()
    } catch {
      errors.append(error)
    }
    do throws(APIError) {
      _ = try await store.listOrders()
    } catch {
      errors.append(error)
    }
    let targets = server.requests.map { "\($0.method) \($0.target)" }
    await server.stop()
    #expect(targets == ["POST /untagged/close", "GET /orders"])
    try #require(errors.count == 2, "a 409 did not throw")
    #expect(errors.map(\.status) == [409, 409])
    #expect(errors[0].hardCasesAPI.problem?.since == "2026-12-01")
    #expect(errors[1].swagger2StoreAPI.problem?.message == "closed")
    // Each SDK's accessor reads only what its own operations decoded.
    #expect(errors[0].swagger2StoreAPI.problem == nil)
    #expect(errors[1].hardCasesAPI.problem == nil)
  }
}
