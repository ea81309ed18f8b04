import HTTPTypes

/// Answers written in code for one operation, for tests and samples whose answers depend on the request or on
/// earlier requests (a search filtered by its query, a list that grows when an item is added). The mock has
/// already routed the request and checked it against the spec; a handler returning nil leaves the answer to the
/// overlays and the spec.
public typealias MockHandler = @Sendable (MockCall) -> MockReply?

/// A routed, valid request as a handler sees it.
public struct MockCall: Sendable {
  /// The operation's name (its operationId).
  public var operation: String
  public var request: MockRequest
  /// Path parameters by name, percent-decoded.
  public var pathParameters: [String: String]
  /// Query parameters in order, decoded.
  public var query: [(name: String, value: String)]
  /// The mock's own address as the client named it (`http://127.0.0.1:4010`), for links back to it.
  public var baseURL: String

  /// The last value of a query parameter.
  public func query(_ name: String) -> String? { query.last { $0.name == name }?.value }

  /// A request header's value.
  public func header(_ name: String) -> String? { request.header(name) }
}

/// A handler's answer: status, headers and body bytes.
public struct MockReply: Sendable {
  public var status: Int
  public var headers: [(name: String, value: String)]
  public var body: [UInt8]

  public init(status: Int = 200, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// JSON text, sent as `application/json; charset=utf-8`.
  public static func json(_ text: String, status: Int = 200, headers: [(name: String, value: String)] = [])
    -> MockReply
  {
    MockReply(
      status: status, headers: [("Content-Type", "application/json; charset=utf-8")] + headers,
      body: Array(text.utf8))
  }

  /// Text of any media type.
  public static func text(
    _ text: String, contentType: String, status: Int = 200, headers: [(name: String, value: String)] = []
  ) -> MockReply {
    MockReply(status: status, headers: [("Content-Type", contentType)] + headers, body: Array(text.utf8))
  }
}

extension MockRequest {
  /// A header's value (the first, when repeated).
  public func header(_ name: String) -> String? {
    HTTPField.Name(name).flatMap { headers[$0] }
  }
}
