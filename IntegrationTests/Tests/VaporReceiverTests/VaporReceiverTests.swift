import APIRuntime
import APIWebhooks
import Crypto
import Foundation
import HTTPTypes
import Testing
import Vapor
import WebhooksAPI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The Vapor route of the ReceivingWebhooks article, on 127.0.0.1: signed events (Standard Webhooks, the scheme the
/// fixture declares) are checked over the bytes Vapor collected, then decoded through the generated `WebhookEvent`.
@Suite struct VaporReceiverTests {
  static let secret = "whsec_" + Data("a Vapor receiver's secret".utf8).base64EncodedString()

  /// What the route decoded, in order.
  actor Deliveries {
    private(set) var events: [String] = []
    func record(_ event: String) { events.append(event) }
  }

  @Test func signedEventsArriveTypedAndForgedOnesAreRefused() async throws {
    let deliveries = Deliveries()
    try await withReceiver(deliveries) { url in
      let now = Int(Date().timeIntervalSince1970)
      let paid = #"{"id":"evt_1","type":"invoice.paid","amount":2000}"#
      #expect(try await post(paid, to: url, signedAt: now).status == 200)
      let newer = #"{"id":"evt_2","type":"invoice.finalized"}"#
      #expect(try await post(newer, to: url, signedAt: now).status == 200)
      let tampered = try await post(paid, to: url, signedAt: now, tamper: true)
      #expect(tampered.status == 401)
      #expect(tampered.body.contains("no signature in the webhook-signature header field matches the body"))
      let stale = try await post(paid, to: url, signedAt: now - 3600)
      #expect(stale.status == 401)
      #expect(stale.body.contains("the request was signed at \(now - 3600), "), "\(stale.body)")
      let notItsPayload = try await post(#"{"id":"evt_3","type":"invoice.paid"}"#, to: url, signedAt: now)
      #expect(notItsPayload.status == 400)
      #expect(notItsPayload.body.contains("the body of webhook 'invoice.paid' is not its payload"))
    }
    #expect(await deliveries.events == ["invoice.paid evt_1 2000", "unknown invoice.finalized"])
  }

  /// The article's route, with `handle` for its `switch`; on a free port of 127.0.0.1.
  private func withReceiver(_ deliveries: Deliveries, _ body: (URL) async throws -> Void) async throws {
    let app = try await Application.make(.testing)
    app.logger.logLevel = .critical
    let secret = Self.secret
    let verifier = try WebhookEvent.signatureScheme.verifier(secret: secret)
    app.on(.POST, "webhooks", body: .collect(maxSize: "1mb")) { req async throws -> HTTPStatus in
      let body = req.body.data.map { Array($0.readableBytesView) } ?? []
      let fields = HTTPFields(
        req.headers.compactMap { name, value in HTTPField.Name(name).map { HTTPField(name: $0, value: value) } })
      do {
        try verifier.verify(fields, body: body)
      } catch {
        throw Abort(.unauthorized, reason: "\(error)")
      }
      let method = HTTPRequest.Method(req.method.rawValue) ?? .post
      let event: WebhookEvent
      do {
        event = try WebhookEvent(WebhookRequest(method: method, headerFields: fields, body: body))
      } catch {
        throw Abort(.badRequest, reason: "\(error)")
      }
      await deliveries.record(Self.summary(of: event))
      return .ok
    }
    try await app.asyncBoot()
    try await app.server.start(address: .hostname("127.0.0.1", port: 0))
    do {
      let port = try #require(app.http.server.shared.localAddress?.port)
      try await body(URL(string: "http://127.0.0.1:\(port)/webhooks")!)
    } catch {
      await app.server.shutdown()
      try await app.asyncShutdown()
      throw error
    }
    await app.server.shutdown()
    try await app.asyncShutdown()
  }

  private static func summary(of event: WebhookEvent) -> String {
    switch event {
    case .invoicePaid(let paid): "invoice.paid \(paid.id) \(paid.amount)"
    case .invoiceVoided(let voided): "invoice.voided \(voided.invoice) \(voided.reason.rawValue)"
    case .customerCreated(let created): "customer.created \(created.customer.email)"
    case .unknown(let unknown): "unknown \(unknown.eventType ?? "-")"
    }
  }

  /// Posts `json` signed as a Standard Webhooks sender signs it (`tamper`: the last character changed after
  /// signing); the answer's status and body.
  private func post(_ json: String, to url: URL, signedAt timestamp: Int, tamper: Bool = false) async throws -> (
    status: Int, body: String
  ) {
    let id = "msg_\(UUID().uuidString)"
    let key = SymmetricKey(data: Data(base64Encoded: String(Self.secret.dropFirst(6)))!)
    let mac = HMAC<SHA256>.authenticationCode(for: Data("\(id).\(timestamp).\(json)".utf8), using: key)
    var request = URLRequest(url: url)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue(id, forHTTPHeaderField: "webhook-id")
    request.setValue(String(timestamp), forHTTPHeaderField: "webhook-timestamp")
    request.setValue("v1," + Data(mac).base64EncodedString(), forHTTPHeaderField: "webhook-signature")
    request.httpBody = Data((tamper ? String(json.dropLast()) + " " : json).utf8)
    let (data, response) = try await URLSession.shared.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
  }
}
