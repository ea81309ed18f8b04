import Foundation
import HTTPTypes

/// What one call (or every call through one client) adds to what the client is configured with: a deadline, extra
/// header fields and query items, a retry budget, an idempotency key.
///
/// Options are given to a copy of the client, not to each method, so that every operation takes them without a
/// parameter of its own (a generated SDK's methods and its build stay as they are):
///
/// ```swift
/// let payment = try await client.with(.timeout(.seconds(5)).header("X-Request-ID", id)).payments.create(body: body)
/// ```
///
/// Middlewares read them through ``CallContext/current``.
public struct CallOptions: Sendable {
  /// The longest the call may take: every attempt, redirect and wait between them, and reading the whole body; for
  /// a streamed answer (events, lines, bytes), until its head arrives. Past it the call fails with
  /// `APIError.transport` whose ``TransportFailure/isDeadlineExceeded`` is true. nil: no deadline (the
  /// transport's idle timeout still applies, reported as ``TransportFailure/isTimeout``).
  public var timeout: Duration?
  /// Header fields sent with the request, replacing fields of the same name the operation or the client set.
  public var headerFields: HTTPFields
  /// Query items added after the operation's own, percent-encoded when sent.
  public var queryItems: [(name: String, value: String)]
  /// How many times `RetryMiddleware` may send the request in all (1: never again); nil: the middleware's own. It
  /// bounds the connections of an event stream that resumes after a cut (`EventStream`) too (nil: 3).
  public var maximumAttempts: Int?
  /// The idempotency key to send: the same key on every attempt, so that a server that honours it (as payment
  /// APIs do) performs a retried `POST` once, and `RetryMiddleware` retries it like an idempotent request.
  /// Sent in the header the operation documents for it (``idempotencyKeyField`` when it documents none).
  /// Operations that document one get a fresh key per call when this is nil.
  public var idempotencyKey: String?

  /// The header an idempotency key goes in when the operation documents none: the IETF draft's and most APIs'.
  public static let idempotencyKeyField = HTTPField.Name("Idempotency-Key")!
  /// Header names given to `header(_:_:)` that HTTP does not allow: the call fails with `APIError.invalidRequest`.
  var invalidHeaderNames: [String] = []

  public init(
    timeout: Duration? = nil, headerFields: HTTPFields = [:], queryItems: [(name: String, value: String)] = [],
    maximumAttempts: Int? = nil, idempotencyKey: String? = nil
  ) {
    self.timeout = timeout
    self.headerFields = headerFields
    self.queryItems = queryItems
    self.maximumAttempts = maximumAttempts
    self.idempotencyKey = idempotencyKey
  }

  /// These options, then `other`'s: a value `other` sets wins; header fields of the same name are replaced;
  /// query items are added.
  public func merging(_ other: CallOptions) -> CallOptions {
    var merged = self
    merged.timeout = other.timeout ?? timeout
    merged.headerFields.replace(with: other.headerFields)
    merged.queryItems += other.queryItems
    merged.maximumAttempts = other.maximumAttempts ?? maximumAttempts
    merged.idempotencyKey = other.idempotencyKey ?? idempotencyKey
    merged.invalidHeaderNames += other.invalidHeaderNames
    return merged
  }

  /// A deadline for the call (see the `timeout` property).
  public static func timeout(_ duration: Duration) -> CallOptions { CallOptions(timeout: duration) }
  /// A header field sent with the call.
  public static func header(_ name: String, _ value: String) -> CallOptions { CallOptions().header(name, value) }
  /// A query item sent with the call.
  public static func query(_ name: String, _ value: String) -> CallOptions { CallOptions().query(name, value) }
  /// At most this many attempts by `RetryMiddleware` (1: no retry).
  public static func maximumAttempts(_ count: Int) -> CallOptions { CallOptions(maximumAttempts: count) }
  /// An idempotency key (see the `idempotencyKey` property).
  public static func idempotencyKey(_ key: String) -> CallOptions { CallOptions(idempotencyKey: key) }

  /// These options with a header field added. A name HTTP does not allow makes the call fail with
  /// `APIError.invalidRequest` before anything is sent.
  public func header(_ name: String, _ value: String) -> CallOptions {
    var copy = self
    if let field = HTTPField.Name(name) {
      copy.headerFields[field] = value
    } else {
      copy.invalidHeaderNames.append(name)
    }
    return copy
  }

  /// These options with a query item added.
  public func query(_ name: String, _ value: String) -> CallOptions {
    var copy = self
    copy.queryItems.append((name, value))
    return copy
  }

  /// These options with a deadline.
  public func timeout(_ duration: Duration) -> CallOptions { merging(.timeout(duration)) }
  /// These options with a retry budget.
  public func maximumAttempts(_ count: Int) -> CallOptions { merging(.maximumAttempts(count)) }
  /// These options with an idempotency key.
  public func idempotencyKey(_ key: String) -> CallOptions { merging(.idempotencyKey(key)) }
}

extension HTTPFields {
  /// These fields with `other`'s: every name `other` has takes `other`'s values, whatever this had under it.
  mutating func replace(with other: HTTPFields) {
    for name in Set(other.map(\.name)) { self[values: name] = other[values: name] }
  }
}

/// What a middleware can know about the call it takes part in, beyond the HTTP request: set by `APIClient` for the
/// middlewares' chain of each call.
public struct CallContext: Sendable {
  /// The options the call was made with.
  public var options: CallOptions
  /// The idempotency key the request carries (the caller's, or one made for an operation that documents one): a
  /// request with a key may be sent again.
  public var idempotencyKey: String?
  /// The caller reads the answer as it arrives (events, lines, a download): a middleware must not read its body
  /// whole, and a cut in it can no longer be undone by sending the request again.
  public var streamsResponse: Bool

  /// The call being made, inside a middleware; nil outside of one.
  @TaskLocal public static var current: CallContext?
}
