import Foundation
import HTTPTypes

/// A request an API sent to the receiver's server, as a generated SDK's `WebhookEvent` decodes it: the method, the
/// header fields and the body's raw bytes. Built from swift-http-types values, which Hummingbird, Vapor and AWS
/// Lambda's adapters all give.
public struct WebhookRequest: Sendable {
  public var method: HTTPRequest.Method
  public var headerFields: HTTPFields
  /// The body exactly as received: a signature is checked over these bytes.
  public var body: Data

  public init(method: HTTPRequest.Method, headerFields: HTTPFields, body: some DataProtocol) {
    self.method = method
    self.headerFields = headerFields
    self.body = Data(body)
  }

  /// The method and header fields of `request`, and the body that came with it.
  public init(_ request: HTTPRequest, body: some DataProtocol) {
    self.init(method: request.method, headerFields: request.headerFields, body: body)
  }
}

/// A webhook request the SDK's description does not describe (a newer event than the SDK knows): kept whole, so
/// that a receiver can log it, answer it and decode it itself, instead of failing the delivery.
public struct UnknownWebhookEvent: Sendable {
  /// The value that tells the description's webhooks apart (the payload's `type`, a header), as this request has
  /// it; nil when it has none.
  public var eventType: String?
  public var request: WebhookRequest

  public init(eventType: String?, request: WebhookRequest) {
    self.eventType = eventType
    self.request = request
  }
}

/// Why a received webhook request could not be decoded as the event it says it is.
public enum WebhookError: Error, Sendable, CustomStringConvertible {
  /// The request names a described webhook but came with another method than the description gives it.
  case unexpectedMethod(event: String, expected: String, received: String)
  /// The body is not the webhook's payload: not JSON, or not of the payload's schema.
  case undecodableBody(event: String, reason: String)

  public var description: String {
    switch self {
    case .unexpectedMethod(let event, let expected, let received):
      "webhook '\(event)' is sent with \(expected), but this request came with \(received)"
    case .undecodableBody(let event, let reason): "the body of webhook '\(event)' is not its payload: \(reason)"
    }
  }
}
