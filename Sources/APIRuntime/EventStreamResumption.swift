import Foundation
import HTTPTypes
import OpenAPIRuntime

/// How an event stream picks up after its connection breaks, as a browser's `EventSource` does: the request is
/// sent again with `Last-Event-ID`, the id of the last event received, and the new answer's events follow on. Only
/// for a request that may be sent again (an idempotent method, a body that is not a one-time stream), only once the
/// server has given an event id (its way of saying it can resume), at most `attempts` times per stream, after the
/// reconnection time the server asked for (`retry:`), if any, on the client's clock.
struct EventStreamResumption: Sendable {
  var attempts: Int
  var clock: any Clock<Duration>
  /// The stream sent again from after the event with that id; nil when the server answers with a status that does
  /// not stream (it will not resume).
  var reopen: @Sendable (_ lastEventID: String) async throws(APIError) -> HTTPBody?

  static let lastEventIDField = HTTPField.Name("Last-Event-ID")!
}

extension APIClient {
  /// How a stream of `request` resumes, or nil when it may not be sent again. Its budget is the call's
  /// `maximumAttempts` (3 when unset), the first connection included.
  func resumption(of request: APIRequest, streaming statuses: Set<Int>) -> EventStreamResumption? {
    let attempts = (options.maximumAttempts ?? 3) - 1
    guard RetryMiddleware.idempotent.contains(request.method), request.bodyStream == nil, attempts > 0 else {
      return nil
    }
    return EventStreamResumption(attempts: attempts, clock: configuration.clock) {
      lastEventID async throws(APIError) in
      var again = request
      again.headerFields[EventStreamResumption.lastEventIDField] = lastEventID
      let opened = try await open(again, streamsResponse: true)
      return statuses.contains(opened.response.status.code) ? opened.body : nil
    }
  }
}
