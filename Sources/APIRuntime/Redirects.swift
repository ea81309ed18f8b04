import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Follows redirects in the runtime rather than the transport, so that every transport behaves the same: a bounded
/// number of hops with loop detection; 307/308 resend method and body; 301/302 turn a POST into a GET and 303 turns
/// anything but HEAD into a GET (as browsers and curl do); credentials never go to another origin; statuses the
/// operation documents are handed back instead of followed. It sits innermost, below every middleware, so that the
/// credentials a middleware adds are the ones it strips.
struct RedirectFollower: Sendable {
  /// The transport, the hop limit and what counts as a credential.
  var configuration: APIClient.Configuration
  var operationID: String
  /// Redirect statuses returned as they are.
  var returnedStatuses: Set<Int>
  /// Where credentials may go; nil: the first request's origin.
  var credentialOrigin: Origin?
  /// Receives the URL of the answer that is returned.
  var finalURL: FinalURL

  static let followedStatuses: Set<Int> = [301, 302, 303, 307, 308]

  func send(_ request: HTTPRequest, _ body: HTTPBody?, _ baseURL: URL) async throws -> (HTTPResponse, HTTPBody?) {
    var request = request
    var body = body
    var baseURL = baseURL
    var current = URL(string: APIClient.join(baseURL, request.path ?? "")) ?? baseURL
    let origin = credentialOrigin ?? Origin(current)
    var visited: [String] = []
    var strippedCredentials = false
    while true {
      if !strippedCredentials, Origin(current) != origin {
        for name in Self.credentialHeaders(of: configuration) { request.headerFields[name] = nil }
        strippedCredentials = true
      }
      visited.append("\(request.method.rawValue) \(current.absoluteString)")
      // The jar's cookies are added per hop, for the URL of that hop, after the caller's own.
      var sent = request
      if let cookie = configuration.cookies?.cookieHeader(for: current) {
        sent.headerFields.append(HTTPField(name: .cookie, value: cookie))
      }
      let (response, responseBody) = try await configuration.transport.send(
        sent, body: body, baseURL: baseURL, operationID: operationID)
      configuration.cookies?.store(response.headerFields[values: .setCookie], from: current)
      let status = response.status.code
      guard Self.followedStatuses.contains(status), !returnedStatuses.contains(status),
        let location = response.headerFields[.location]
      else {
        finalURL.set(current)
        return (response, responseBody)
      }
      guard let next = RedirectTarget(location: location, from: current) else {
        throw RedirectError(reason: .invalidLocation(location), hops: visited)
      }
      if Self.changesToGET(status: status, method: request.method) {
        request.method = .get
        body = nil
        for name in [HTTPField.Name.contentType, .contentLength, .contentEncoding] { request.headerFields[name] = nil }
      }
      request.path = next.pathAndQuery
      baseURL = Origin(next.url).url
      current = next.url
      let key = "\(request.method.rawValue) \(current.absoluteString)"
      if visited.contains(key) { throw RedirectError(reason: .loop, hops: visited + [key]) }
      let limit = configuration.maximumRedirects
      if visited.count > limit { throw RedirectError(reason: .tooManyHops(limit), hops: visited) }
    }
  }

  /// 303 makes anything but HEAD a GET; 301 and 302 make a POST a GET (what browsers and curl do); 307 and 308 keep
  /// the method and body.
  static func changesToGET(status: Int, method: HTTPRequest.Method) -> Bool {
    switch status {
    case 303: return method != .get && method != .head
    case 301, 302: return method == .post
    default: return false
    }
  }

  /// The configured credential headers, the standard ones and the header API keys of authentication middlewares:
  /// worked out only when a hop leaves the origin, not for every request.
  static func credentialHeaders(of configuration: APIClient.Configuration) -> Set<HTTPField.Name> {
    var names = configuration.credentialHeaders.union([.authorization, .cookie, .proxyAuthorization])
    for case let authentication as AuthenticationMiddleware in configuration.middlewares {
      for credential in authentication.credentials {
        if case .apiKey(let name, .header, _) = credential.kind, let field = HTTPField.Name(name) {
          names.insert(field)
        }
      }
    }
    return names
  }
}

/// Where a redirect's `Location` leads: an http(s) URL with a host, resolved against the URL that answered.
struct RedirectTarget {
  var url: URL
  /// The path and query as a request target (`/` when the path is empty; no fragment).
  var pathAndQuery: String

  init?(location: String, from source: URL) {
    guard let url = URL(string: location, relativeTo: source)?.absoluteURL,
      let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      components.host?.isEmpty == false
    else { return nil }
    self.url = url
    pathAndQuery =
      (components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath)
      + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
  }
}

/// A URL's scheme, host and port: where credentials may be sent.
struct Origin: Hashable, Sendable {
  var scheme: String
  var host: String
  var port: Int

  init(_ url: URL) {
    scheme = url.scheme?.lowercased() ?? ""
    host = url.host?.lowercased() ?? ""
    port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : 0)
  }

  /// `scheme://host[:port]`, the base URL a hop to this origin is sent with.
  var url: URL {
    let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    let defaultPort = (scheme == "https" && port == 443) || (scheme == "http" && port == 80)
    return URL(string: "\(scheme)://\(bracketed)\(defaultPort ? "" : ":\(port)")")!
  }
}

/// The URL a request ended at after redirects, handed from the innermost layer back to `APIClient.send`.
final class FinalURL: @unchecked Sendable {
  private let lock = NSLock()
  private var url: URL?

  func set(_ url: URL) { lock.withLock { self.url = url } }
  var value: URL? { lock.withLock { url } }
}

/// Why following redirects stopped: thrown as `APIError.redirect`.
public struct RedirectError: Error, Sendable, CustomStringConvertible {
  public enum Reason: Sendable, Equatable {
    /// A hop led back to a request already made.
    case loop
    /// More hops than `APIClient.Configuration.maximumRedirects`.
    case tooManyHops(Int)
    /// A `Location` that is not an http(s) URL.
    case invalidLocation(String)
  }

  public var reason: Reason
  /// Each request made, `METHOD URL`, in order (for a loop, ending with the repeated one).
  public var hops: [String]

  public init(reason: Reason, hops: [String]) {
    self.reason = reason
    self.hops = hops
  }

  public var description: String {
    let chain = hops.joined(separator: " -> ")
    switch reason {
    case .loop: return "redirect loop: \(chain)"
    case .tooManyHops(let limit): return "more than \(limit) redirects: \(chain)"
    case .invalidLocation(let location): return "redirect to an invalid location '\(location)' after \(chain)"
    }
  }
}
