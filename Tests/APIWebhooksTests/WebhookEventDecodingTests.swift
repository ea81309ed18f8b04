import APIRuntime
import Foundation
import HTTPTypes
import Testing
import WebhooksAPI

/// The generated `WebhookEvent` of Tests/Fixtures/Webhooks/webhooks.yaml, compiled in the build, decoding requests.
@Suite struct WebhookEventDecodingTests {
  func request(_ json: String, method: HTTPRequest.Method = .post) -> WebhookRequest {
    WebhookRequest(
      method: method, headerFields: [.contentType: "application/json"], body: Array(json.utf8))
  }

  @Test func eachWebhookDecodesAsItsCase() throws {
    let paid = try WebhookEvent(
      request(#"{"id":"evt_1","type":"invoice.paid","object":"event","amount":2000,"paid_at":"2026-12-07T09:30:00Z"}"#))
    guard case .invoicePaid(let invoice) = paid else {
      Issue.record("not invoicePaid: \(paid)")
      return
    }
    #expect(invoice.id == "evt_1")
    #expect(invoice.amount == 2000)
    #expect(invoice.paidAt == Date(timeIntervalSince1970: 1_796_635_800))

    let voided = try WebhookEvent(request(#"{"type":"invoice.voided","invoice":"in_1","reason":"fraud"}"#))
    guard case .invoiceVoided(let void) = voided else {
      Issue.record("not invoiceVoided: \(voided)")
      return
    }
    #expect(void.invoice == "in_1")
    #expect(void.reason == .fraud)

    // The payload of an allOf: the base's fields and its own.
    let created = try WebhookEvent(
      request(#"{"id":"evt_2","created":1700000000,"type":"customer.created","customer":{"email":"a@example.com"}}"#))
    guard case .customerCreated(let customer) = created else {
      Issue.record("not customerCreated: \(created)")
      return
    }
    #expect(customer.id == "evt_2")
    #expect(customer.customer.email == "a@example.com")
  }

  @Test func anEventTheDescriptionLacksIsKeptWhole() throws {
    let json = #"{"id":"evt_3","type":"invoice.finalized"}"#
    guard case .unknown(let unknown) = try WebhookEvent(request(json)) else {
      Issue.record("a newer event type should be unknown")
      return
    }
    #expect(unknown.eventType == "invoice.finalized")
    #expect(unknown.request.body == Data(json.utf8))
    #expect(unknown.request.headerFields[.contentType] == "application/json")
    // No type, a type that is not a string, a body that is not a JSON object: unknown too, with no type.
    for body in [#"{"id":"evt_4"}"#, #"{"type":7}"#, "[1,2]", "not json", ""] {
      guard case .unknown(let unknown) = try WebhookEvent(request(body)) else {
        Issue.record("\(body) should be unknown")
        continue
      }
      #expect(unknown.eventType == nil, "\(body)")
    }
  }

  @Test func aKnownEventWithTheWrongBodyOrMethodIsATypedError() {
    do {
      _ = try WebhookEvent(request(#"{"id":"evt_5","type":"invoice.paid"}"#))
      Issue.record("a payload missing a required field decoded")
    } catch {
      guard case .undecodableBody(let event, let reason) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(event == "invoice.paid")
      #expect(reason.contains("amount"), "\(reason)")
      #expect("\(error)".hasPrefix("the body of webhook 'invoice.paid' is not its payload: "))
    }
    do {
      _ = try WebhookEvent(request(#"{"id":"evt_6","type":"invoice.paid","amount":1}"#, method: .put))
      Issue.record("a PUT decoded as a webhook sent with POST")
    } catch {
      #expect("\(error)" == "webhook 'invoice.paid' is sent with POST, but this request came with PUT")
    }
  }
}
