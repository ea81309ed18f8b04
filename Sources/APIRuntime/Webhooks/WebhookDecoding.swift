import Foundation
import HTTPTypes

/// What a generated `WebhookEvent` reads a request through.
@_spi(Generated) public enum WebhookDecoding {
  /// The string under `field` at the top level of a JSON object body; nil when the body is not a JSON object or
  /// the field is missing or not a string (an event to keep as unknown, not an error).
  public static func bodyField(_ field: String, of request: WebhookRequest) -> String? {
    let decoder = JSONDecoder()
    decoder.userInfo[FieldProbe.fieldKey] = field
    return (try? decoder.decode(FieldProbe.self, from: request.body))?.value
  }

  /// The value of the header field `name`; nil when it is missing (or `name` is not a field name).
  public static func headerField(_ name: String, of request: WebhookRequest) -> String? {
    HTTPField.Name(name).flatMap { request.headerFields[$0] }
  }

  /// The payload of webhook `event` (sent with the method `method` spells), decoded from the request's body.
  public static func payload<Payload: Decodable>(of request: WebhookRequest, event: String, method: String)
    throws(WebhookError) -> Payload
  {
    try check(request, event: event, method: method)
    do {
      return try JSONCoding.decoder().decode(Payload.self, from: request.body)
    } catch {
      throw .undecodableBody(event: event, reason: DecodingErrorText.describe(error))
    }
  }

  /// The raw body of webhook `event`, whose description gives no JSON payload.
  public static func rawBody(of request: WebhookRequest, event: String, method: String) throws(WebhookError) -> Data {
    try check(request, event: event, method: method)
    return request.body
  }

  private static func check(_ request: WebhookRequest, event: String, method: String) throws(WebhookError) {
    guard request.method.rawValue != method else { return }
    throw .unexpectedMethod(event: event, expected: method, received: request.method.rawValue)
  }

  /// Reads one string field of a JSON object and skips the rest.
  private struct FieldProbe: Decodable {
    static let fieldKey = CodingUserInfoKey(rawValue: "APIRuntime.WebhookDecoding.field")!
    var value: String?

    init(from decoder: any Decoder) throws {
      guard let field = decoder.userInfo[Self.fieldKey] as? String else { return }
      let container = try decoder.container(keyedBy: AnyCodingKey.self)
      value = try? container.decodeIfPresent(String.self, forKey: AnyCodingKey(field))
    }
  }
}
