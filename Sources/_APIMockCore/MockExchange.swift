import HTTPTypes

/// A request as the mock reads it: method, the raw request target (path and query, percent-encoded as sent),
/// the header fields and the whole body.
public struct MockRequest: Sendable {
  public var method: HTTPRequest.Method
  public var target: String
  /// The `Host` the client named (`127.0.0.1:8080`): answers point links back at it.
  public var authority: String?
  public var headers: HTTPFields
  public var body: [UInt8]

  public init(
    method: HTTPRequest.Method, target: String, authority: String? = nil, headers: HTTPFields = [:],
    body: [UInt8] = []
  ) {
    self.method = method
    self.target = target
    self.authority = authority
    self.headers = headers
    self.body = body
  }
}

/// The mock's answer to one request, and how to deliver it.
public struct MockAnswer: Sendable {
  public var status: HTTPResponse.Status
  public var headers: HTTPFields
  public var body: [UInt8]
  /// Wait this long before answering (an overlay's `delay`).
  public var delay: Duration?
  /// Close the connection after this many bytes of the body (an overlay's `"fault": "close"`), so that a client
  /// sees a body cut short.
  public var closeAfterBodyBytes: Int?
  /// The operation that answered (`repos/get`), or nil when no route matched.
  public var operation: String?
  /// Where the answer came from, for the log line: `example`, `example "name"`, `schema`, `overlay FILE`,
  /// `invalid request`, `no route`.
  public var source: String

  public init(
    status: HTTPResponse.Status, headers: HTTPFields = [:], body: [UInt8] = [], operation: String? = nil,
    source: String
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.operation = operation
    self.source = source
  }
}

extension HTTPField.Name {
  /// RFC 7240's `Prefer`, which picks the mock's answer (`code=404, example=name, dynamic=true`).
  static let prefer = HTTPField.Name("Prefer")!
}
