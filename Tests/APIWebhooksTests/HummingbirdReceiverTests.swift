import APIRuntime
import APIWebhooks
import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import Testing
import WebhooksAPI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Signed events posted to a Hummingbird route on 127.0.0.1 that checks their signature (Standard Webhooks) and
/// decodes them through the generated `WebhookEvent`, as a receiving server would; the route answers with what it
/// decoded.
@Suite struct HummingbirdReceiverTests {
  static let secret = "whsec_" + Data("a receiver's shared secret".utf8).base64EncodedString()

  @Test func signedEventsArriveTypedAndForgedOnesAreRefused() async throws {
    try await withReceiver { url in
      let now = Int(Date().timeIntervalSince1970)
      let paid = #"{"id":"evt_1","type":"invoice.paid","amount":2000}"#
      #expect(try await post(paid, to: url, signedAt: now) == (200, "invoice.paid evt_1 2000"))
      let voided = #"{"type":"invoice.voided","invoice":"in_9","reason":"duplicate"}"#
      #expect(try await post(voided, to: url, signedAt: now) == (200, "invoice.voided in_9 duplicate"))
      let newer = #"{"id":"evt_2","type":"invoice.finalized"}"#
      #expect(try await post(newer, to: url, signedAt: now) == (200, "unknown invoice.finalized"))
      // Tampered on the way: the signature was made over other bytes.
      let (status, text) = try await post(paid, to: url, signedAt: now, tamper: true)
      #expect(status == 401)
      #expect(text == "no signature in the webhook-signature header field matches the body with the secrets given")
      // Sent again an hour later.
      let (staleStatus, staleText) = try await post(paid, to: url, signedAt: now - 3600)
      #expect(staleStatus == 401)
      #expect(staleText.hasPrefix("the request was signed at \(now - 3600), "), "\(staleText)")
      // Signed, but not the payload its type says.
      let (badStatus, badText) = try await post(#"{"id":"evt_3","type":"invoice.paid"}"#, to: url, signedAt: now)
      #expect(badStatus == 400)
      #expect(badText.hasPrefix("the body of webhook 'invoice.paid' is not its payload"), "\(badText)")
    }
  }

  /// Runs `body` with a receiver listening on a free port of 127.0.0.1.
  private func withReceiver(_ body: (URL) async throws -> Void) async throws {
    // The scheme the description declares (x-webhook-signature), recorded in the generated SDK.
    #expect(WebhookEvent.signatureScheme == .standardWebhooks)
    let verifier = try WebhookEvent.signatureScheme.verifier(secret: Self.secret)
    let router = Router()
    router.post("/hooks") { request, _ -> Response in
      let bytes = Array(buffer: try await request.body.collect(upTo: 1 << 20))
      do {
        try verifier.verify(request.headers, body: bytes)
      } catch {
        return Self.answer(.unauthorized, "\(error)")
      }
      do {
        let event = try WebhookEvent(WebhookRequest(method: request.method, headerFields: request.headers, body: bytes))
        return Self.answer(.ok, Self.summary(of: event))
      } catch {
        return Self.answer(.badRequest, "\(error)")
      }
    }
    var logger = Logger(label: "webhook-receiver")
    logger.logLevel = .critical
    let (ports, portsContinuation) = AsyncStream<Int>.makeStream()
    let application = Application(
      router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
      onServerRunning: { channel in portsContinuation.yield(channel.localAddress?.port ?? 0) }, logger: logger)
    let server = Task { try await application.run() }
    defer { server.cancel() }
    var iterator = ports.makeAsyncIterator()
    let port = try #require(await iterator.next())
    try await body(URL(string: "http://127.0.0.1:\(port)/hooks")!)
  }

  private static func answer(_ status: HTTPResponse.Status, _ text: String) -> Response {
    Response(
      status: status, headers: [.contentType: "text/plain"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }

  private static func summary(of event: WebhookEvent) -> String {
    switch event {
    case .invoicePaid(let paid): "invoice.paid \(paid.id) \(paid.amount)"
    case .invoiceVoided(let voided): "invoice.voided \(voided.invoice) \(voided.reason.rawValue)"
    case .customerCreated(let created): "customer.created \(created.customer.email)"
    case .unknown(let unknown): "unknown \(unknown.eventType ?? "-")"
    }
  }

  /// Posts `json` signed as a Standard Webhooks sender signs (`tamper`: one byte changed after signing) and
  /// returns the status and body of the answer.
  private func post(_ json: String, to url: URL, signedAt timestamp: Int, tamper: Bool = false) async throws -> (
    Int, String
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
    request.httpBody = tamper ? Data(tampered(json)) : Data(json.utf8)
    let (data, response) = try await URLSession.shared.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
  }
}
