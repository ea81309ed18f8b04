import Foundation
import HTTPTypes
import OpenAPIRuntime
import Synchronization

/// The signed-in token, shared by every request. Never printed: its description is redacted.
public final class Session: Sendable, CustomStringConvertible {
  private let storage: Mutex<String?>

  public init(token: String? = nil) { storage = Mutex(token) }

  public var token: String? {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }

  public var isSignedIn: Bool { token != nil }

  public var description: String { isSignedIn ? "Session(token: <redacted>)" : "Session(signed out)" }
}

/// Adds `Authorization: Bearer` with the session's token, whatever it is when the request leaves.
public struct SessionMiddleware: ClientMiddleware {
  public let session: Session

  public init(session: Session) { self.session = session }

  public func intercept(
    _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
    next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
  ) async throws -> (HTTPResponse, HTTPBody?) {
    var request = request
    if let token = session.token { request.headerFields[.authorization] = "Bearer \(token)" }
    return try await next(request, body, baseURL)
  }
}
