import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Retries idempotent requests (GET, HEAD, OPTIONS, PUT, DELETE, TRACE, QUERY, and any request with an idempotency
/// key: see `CallOptions.idempotencyKey`) that failed to connect or were answered 429, 502, 503 or 504, with
/// exponential backoff and full jitter, honouring `Retry-After` (seconds or an HTTP date) and GitHub's
/// `x-ratelimit-reset` when `x-ratelimit-remaining` is 0. A wait longer than `maximumDelay` is not waited: the
/// response is returned as it is. Requests that are not idempotent are never retried. A call's
/// `CallOptions.maximumAttempts` replaces `maximumAttempts` for that call.
///
/// An answer read whole is read here, so that a connection lost halfway through its body is retried too. A
/// streamed answer (events, lines, a download: `CallContext.streamsResponse`) is handed on as it arrives: it is
/// retried only before it is handed on, and a cut after that is the caller's error.
public struct RetryMiddleware: ClientMiddleware {
  public var maximumAttempts: Int
  public var baseDelay: Duration
  public var maximumDelay: Duration
  public var retriedStatuses: Set<Int>
  /// The most bytes of a response body read (bodies that do not stream are read whole so that a broken one can be
  /// retried).
  public var maximumBodySize = 64 << 20
  /// What the waits between attempts sleep on: a test clock makes them instant and observable.
  public var clock: any Clock<Duration>
  /// The current date, for `Retry-After` dates and rate-limit reset times.
  public var now: @Sendable () -> Date

  public init(
    maximumAttempts: Int = 3, baseDelay: Duration = .milliseconds(500), maximumDelay: Duration = .seconds(60),
    retriedStatuses: Set<Int> = [429, 502, 503, 504], clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.maximumAttempts = max(1, maximumAttempts)
    self.baseDelay = baseDelay
    self.maximumDelay = maximumDelay
    self.retriedStatuses = retriedStatuses
    self.clock = clock
    self.now = now
  }

  static let idempotent: Set<HTTPRequest.Method> = [.get, .head, .options, .put, .delete, .trace, .query]

  public func intercept(
    _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
    next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
  ) async throws -> (HTTPResponse, HTTPBody?) {
    let call = CallContext.current
    let maximumAttempts = max(1, call?.options.maximumAttempts ?? maximumAttempts)
    // A body sent as it is read (an upload stream) cannot be sent twice.
    let retriable =
      (Self.idempotent.contains(request.method) || call?.idempotencyKey != nil) && body?.iterationBehavior != .single
    guard retriable, maximumAttempts > 1 else {
      return try await next(request, body, baseURL)
    }
    let streams = call?.streamsResponse ?? false
    var attempt = 1
    while true {
      let delay: Duration
      do {
        let (response, streamedBody) = try await next(request, body, baseURL)
        // Read the body here, so that a connection lost halfway through it is retried too.
        var responseBody = streamedBody
        if let streamedBody, !streams {
          do {
            responseBody = HTTPBody(try await Data(collecting: streamedBody, upTo: maximumBodySize))
          } catch {
            guard attempt < maximumAttempts, !Task.isCancelled else { throw error }
            try await clock.sleep(for: backoff(attempt: attempt))
            attempt += 1
            continue
          }
        }
        guard attempt < maximumAttempts, retriedStatuses.contains(response.status.code) else {
          return (response, responseBody)
        }
        let wanted = Self.serverDelay(response.headerFields, now: now()) ?? backoff(attempt: attempt)
        guard wanted <= maximumDelay else { return (response, responseBody) }
        delay = wanted
      } catch {
        guard attempt < maximumAttempts, !(error is CancellationError), !Task.isCancelled,
          Self.isConnectionFailure(error)
        else { throw error }
        delay = backoff(attempt: attempt)
      }
      try await clock.sleep(for: delay)
      attempt += 1
    }
  }

  /// `baseDelay * 2^(attempt-1)`, capped, with full jitter.
  func backoff(attempt: Int) -> Duration {
    let exponential = baseDelay * (1 << min(attempt - 1, 20))
    let capped = min(exponential, maximumDelay)
    let seconds = Double(capped.components.seconds) + Double(capped.components.attoseconds) / 1e18
    return .milliseconds(Int(Double.random(in: 0...seconds) * 1000))
  }

  /// What the server asked for: `Retry-After` (seconds or an HTTP date), or the rate limit's reset time.
  static func serverDelay(_ headers: HTTPFields, now: Date) -> Duration? {
    if let value = headers[.retryAfter]?.trimmingCharacters(in: .whitespaces) {
      if let seconds = Int(value) { return .seconds(max(0, seconds)) }
      if let date = HTTPDate.parse(value) {
        return .milliseconds(max(0, Int(date.timeIntervalSince(now) * 1000)))
      }
    }
    if headers[HTTPField.Name("x-ratelimit-remaining")!] == "0",
      let reset = headers[HTTPField.Name("x-ratelimit-reset")!].flatMap(Double.init)
    {
      return .milliseconds(max(0, Int((reset - now.timeIntervalSince1970) * 1000)))
    }
    return nil
  }

  static func isConnectionFailure(_ error: any Error) -> Bool {
    TransportErrorKind(error).isRetryable
  }
}
