import APIRuntime
import Foundation
import LocalHTTPServer
import Swagger2StoreAPI
import Testing

/// The SDK generated from a Swagger 2.0 description (Tests/Fixtures/Swagger2Store/store.yaml), compiled into this
/// build, talking to a real server: what 2.0 said about parameters, bodies and security is what goes on the wire.
@Suite struct Swagger2StoreTests {
  static let orderJSON = #"{"item":"tea","quantity":2,"note":null,"id":7,"status":"placed"}"#

  func withServer(
    answering reply: LocalHTTPServer.Reply,
    _ body: (Client, LocalHTTPServer) async throws -> Void
  ) async throws {
    let server = try await LocalHTTPServer()
    server.reply { _ in reply }
    let client = Client(serverURL: server.baseURL.appendingPathComponent("v1"), credentials: [Credentials.apiKey("k1")])
    do {
      try await body(client, server)
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
  }

  @Test func queryArraysFollowCollectionFormatAndTheAPIKeyGoesInItsHeader() async throws {
    try await withServer(answering: .json("[\(Self.orderJSON)]", headers: [("X-Total-Count", "1")])) { client, server in
      let response = try await client.listOrdersResponse(
        status: [.placed, .shipped], id: [1, 2], limit: 5, xRequestID: "r-1")
      #expect(response.body.map(\.id) == [7])
      #expect(response.body.first?.status == .placed)
      #expect(Client.ListOrders.Headers(response).xTotalCount == 1)
      let request = try #require(server.requests.first)
      #expect(request.target == "/v1/orders?status=placed,shipped&id=1&id=2&limit=5")
      #expect(request.header("X-API-Key") == "k1")
      #expect(request.header("X-Request-Id") == "r-1")
    }
  }

  @Test func aSharedBodyParameterIsSentAsJSON() async throws {
    try await withServer(answering: .json(Self.orderJSON, status: 201)) { client, server in
      let order = try await client.placeOrder(body: NewOrder(item: "tea", quantity: 2))
      #expect(order.id == 7)
      let request = try #require(server.requests.first)
      #expect(request.method == "POST")
      #expect(request.header("Content-Type") == "application/json")
      let sent = try #require(try JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any])
      #expect(sent["item"] as? String == "tea")
      #expect(sent["quantity"] as? Int == 2)
    }
  }

  @Test func formDataWithAFileIsSentAsMultipart() async throws {
    try await withServer(answering: LocalHTTPServer.Reply(status: 204)) { client, server in
      try await client.uploadReceipt(orderID: 7, body: .init(scan: Data([0x25, 0x50, 0x44, 0x46]), note: "paid"))
      let request = try #require(server.requests.first)
      #expect(request.target == "/v1/orders/7/receipt")
      #expect(request.header("Content-Type")?.hasPrefix("multipart/form-data; boundary=") == true)
      #expect(request.bodyText.contains(#"name="scan""#))
      #expect(request.bodyText.contains("%PDF"))
      #expect(request.bodyText.contains(#"name="note""#))
    }
  }

  @Test func formDataWithoutFilesIsURLEncodedAndAnOperationWithoutSecuritySendsNoKey() async throws {
    try await withServer(answering: .json(#"{"token":"t"}"#)) { client, server in
      let session = try await client.logIn(body: .init(user: "a b", password: "p&q"))
      #expect(session.token == "t")
      let request = try #require(server.requests.first)
      #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
      #expect(request.bodyText == "password=p%26q&user=a%20b")
      #expect(request.header("X-API-Key") == nil)
    }
  }

  @Test func theDefaultResponseIsATypedFailure() async throws {
    try await withServer(answering: .json(#"{"message":"closed"}"#, status: 503)) { client, _ in
      do throws(APIError) {
        _ = try await client.listOrders()
        Issue.record("a 503 did not throw")
      } catch {
        #expect(error.status == 503)
        guard case .unexpectedStatus(let failure) = error else {
          Issue.record("expected unexpectedStatus, got \(error)")
          return
        }
        #expect(failure.decodedBody(as: Problem.self)?.message == "closed")
        #expect(error.swagger2StoreAPI.problem?.message == "closed")
      }
    }
  }

  @Test func flasggerSlipsWorkOnTheWire() async throws {
    try await withServer(answering: .json(#"{"label":"fragile","order":7}"#)) { client, server in
      // `type: int` is an Int; `{label}`, which no parameter declares, a required String sent percent-encoded;
      // the header without a type a String; the answer without a schema any JSON value.
      let label = try await client.getLabel(orderID: 7, label: "fragile & ü", xTrace: "t-1")
      #expect(label == .object(["label": .string("fragile"), "order": .int(7)]))
      let request = try #require(server.requests.first)
      #expect(request.method == "GET")
      #expect(request.target == "/v1/orders/7/labels/fragile%20%26%20%C3%BC")
      #expect(request.header("X-Trace") == "t-1")
      #expect(request.header("Accept") == "application/json")
      #expect(request.body.isEmpty)
    }
  }

  @Test func aSchemaLessJSONAnswerThatIsEmptyIsNull() async throws {
    try await withServer(answering: LocalHTTPServer.Reply(status: 200)) { client, _ in
      let label = try await client.getLabel(orderID: 1, label: "a")
      #expect(label == .null)
    }
  }

  @Test func anUndocumented2xxDecodesAsTheOneDocumentedSuccessBody() async throws {
    // placeOrder documents only 201.
    try await withServer(answering: .json(Self.orderJSON, status: 200)) { client, _ in
      let response = try await client.placeOrderResponse(body: NewOrder(item: "tea", quantity: 2))
      #expect(response.status == 200)
      #expect(response.body.id == 7)
    }
  }

  @Test func anUndocumented2xxOfAnotherMediaTypeOrWithoutABodyStaysAnErrorWithItsBody() async throws {
    try await withServer(answering: .text("<p>queued</p>", status: 202, contentType: "text/html")) { client, _ in
      do throws(APIError) {
        _ = try await client.placeOrder(body: NewOrder(item: "tea", quantity: 2))
        Issue.record("an HTML 202 was read as an order")
      } catch {
        guard case .unexpectedStatus(let failure) = error else {
          Issue.record("expected unexpectedStatus, got \(error)")
          return
        }
        #expect(failure.status == 202)
        #expect(String(decoding: failure.body, as: UTF8.self) == "<p>queued</p>")
      }
    }
    try await withServer(answering: LocalHTTPServer.Reply(status: 202)) { client, _ in
      do throws(APIError) {
        _ = try await client.placeOrder(body: NewOrder(item: "tea", quantity: 2))
        Issue.record("an empty 202 was read as an order")
      } catch {
        #expect(error.status == 202)
      }
    }
  }
}
