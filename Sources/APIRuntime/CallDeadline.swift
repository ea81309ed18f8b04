import Foundation
import HTTPTypes

extension APIClient {
  /// The idempotency key a request goes with, set in `fields`: the one the caller passed as the operation's header
  /// parameter, else the call's option, else a fresh one when the operation documents a header for it; nil when
  /// there is none (a request without a key is retried only when its method is idempotent).
  static func idempotencyKey(for request: APIRequest, options: CallOptions, fields: inout HTTPFields) -> String? {
    let field = request.idempotencyKeyField ?? CallOptions.idempotencyKeyField
    if let given = request.headerFields[field], options.headerFields[field] == nil { return given }
    if let given = options.headerFields[field] { return given }
    let made = request.idempotencyKeyField == nil ? nil : UUID().uuidString.lowercased()
    guard let key = options.idempotencyKey ?? made else { return nil }
    fields[field] = key
    return key
  }

  /// Runs `call` within the deadline of the call's options (none: as it is). When the deadline passes first,
  /// `call` is cancelled and the call fails with a transport error whose `isDeadlineExceeded` is true.
  func withinDeadline<Value: Sendable>(
    of request: APIRequest, _ call: @escaping @Sendable () async throws(APIError) -> Value
  ) async throws(APIError) -> Value {
    guard let timeout = options.timeout else { return try await call() }
    let clock = configuration.clock
    let result: Result<Value, APIError>? = await withTaskGroup(of: Result<Value, APIError>?.self) { group in
      group.addTask {
        do throws(APIError) { return .success(try await call()) } catch { return .failure(error) }
      }
      group.addTask {
        // A sleep cut short by cancellation (the call finished first, or the caller cancelled) decides nothing.
        do { try await clock.sleep(for: timeout) } catch { return nil }
        return Task.isCancelled ? nil : .failure(.transport(Self.deadlineFailure(request, timeout: timeout, self)))
      }
      defer { group.cancelAll() }
      for await result in group {
        if let result { return result }
      }
      return nil
    }
    switch result {
    case .success(let value)?: return value
    case .failure(let error)?: throw error
    case nil: throw .cancelled(context(of: request))
    }
  }

  private static func deadlineFailure(_ request: APIRequest, timeout: Duration, _ client: APIClient) -> TransportFailure
  {
    TransportFailure(request: client.context(of: request), underlying: CallDeadlineExceeded(timeout: timeout))
  }

  /// Where a request goes, for errors raised outside of sending it.
  func context(of request: APIRequest) -> RequestContext {
    RequestContext(
      method: request.method, urlText: Self.join(baseURL(for: request), request.pathAndQuery),
      operationID: request.operationID)
  }
}

/// The call's own deadline (`CallOptions.timeout`) passed before it finished.
struct CallDeadlineExceeded: Error, CustomStringConvertible {
  var timeout: Duration
  var description: String { "the call's deadline of \(timeout) passed" }
}
