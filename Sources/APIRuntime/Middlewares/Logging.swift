import Foundation
import HTTPTypes
import Logging
import OpenAPIRuntime

/// Logs each request and its outcome through swift-log: method, URL, status, duration and body size. It never
/// logs credentials: `Authorization`, `Proxy-Authorization`, cookies and headers whose names say token, key, secret
/// or signature are shown as `<redacted>`, and so are query values under such names.
public struct LoggingMiddleware: ClientMiddleware {
  public var logger: Logger
  /// Log request headers (redacted) at `.trace`.
  public var logsHeaders: Bool

  public init(logger: Logger = Logger(label: "APIRuntime"), logsHeaders: Bool = true) {
    self.logger = logger
    self.logsHeaders = logsHeaders
  }

  public func intercept(
    _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
    next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
  ) async throws -> (HTTPResponse, HTTPBody?) {
    let url = Self.redactQuery(APIClient.join(baseURL, request.path ?? "/"))
    let method = request.method.rawValue
    logger.debug("→ \(method) \(url)", metadata: ["operation": "\(operationID)"])
    if logsHeaders {
      for field in request.headerFields {
        logger.trace("  \(field.name): \(Self.isSensitive(field.name.canonicalName) ? "<redacted>" : field.value)")
      }
    }
    let clock = ContinuousClock()
    let start = clock.now
    do {
      let (response, responseBody) = try await next(request, body, baseURL)
      let elapsed = start.duration(to: clock.now)
      logger.debug("← \(response.status.code) \(method) \(url) in \(Self.milliseconds(elapsed)) ms")
      return (response, responseBody)
    } catch {
      logger.warning("✗ \(method) \(url) failed: \(error)")
      throw error
    }
  }

  static func isSensitive(_ name: String) -> Bool {
    let lower = name.lowercased()
    if ["authorization", "proxy-authorization", "cookie", "set-cookie"].contains(lower) { return true }
    return ["token", "key", "secret", "signature", "password", "session", "auth"].contains { lower.contains($0) }
  }

  /// The URL with the values of sensitive query parameters replaced by `<redacted>`.
  static func redactQuery(_ url: String) -> String {
    guard let question = url.firstIndex(of: "?") else { return url }
    let pairs = url[url.index(after: question)...].split(separator: "&", omittingEmptySubsequences: false)
    let redacted = pairs.map { pair -> String in
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0]).removingPercentEncoding ?? String(parts[0])
      guard parts.count == 2, isSensitive(name) || name.lowercased() == "code" else { return String(pair) }
      return "\(parts[0])=<redacted>"
    }
    return url[...question] + redacted.joined(separator: "&")
  }

  private static func milliseconds(_ duration: Duration) -> Int {
    Int(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
  }
}
