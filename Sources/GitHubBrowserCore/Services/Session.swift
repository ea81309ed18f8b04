import Foundation
import HTTPTypes
import OpenAPIRuntime
import Synchronization

/// The signed-in token, shared by every request. Never printed: its description is redacted.
package nonisolated final class Session: Sendable, CustomStringConvertible {
  private let storage: Mutex<String?>

  package init(token: String? = nil) { storage = Mutex(token) }

  package var token: String? {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }

  package var isSignedIn: Bool { token != nil }

  package var description: String { isSignedIn ? "Session(token: <redacted>)" : "Session(signed out)" }
}

/// Adds `Authorization: Bearer` with the session's token, whatever it is when the request leaves.
package nonisolated struct SessionMiddleware: ClientMiddleware {
  package let session: Session

  package init(session: Session) { self.session = session }

  package func intercept(
    _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
    // `@concurrent` as the protocol declares it: in a target with `NonisolatedNonsendingByDefault` (Xcode 26's
    // approachable concurrency) an unmarked async closure type means `nonisolated(nonsending)` instead.
    next: @concurrent @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
  ) async throws -> (HTTPResponse, HTTPBody?) {
    var request = request
    if let token = session.token { request.headerFields[.authorization] = "Bearer \(token)" }
    return try await next(request, body, baseURL)
  }
}
