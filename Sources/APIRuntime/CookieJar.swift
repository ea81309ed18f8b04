import Foundation
import Synchronization

/// Cookies for one client, in memory: kept from `Set-Cookie` answers and sent back as `Cookie`, on every hop of a
/// redirect too. A client keeps no cookies unless it is given a jar (`APIClient.Configuration.cookies`); nothing
/// here is written to disk or shared with any other jar, so what one client was sent never reaches another's
/// requests. Give several clients one jar to share a session between them.
///
/// The rules are RFC 6265's, stricter in one place: a cookie set without `Domain` goes back only to the origin that
/// set it (host and port), not to other ports of the host. One with `Domain` goes to that domain and its
/// subdomains (never to an IP address other than the one that set it); `Path`, `Secure` (https only), `Max-Age`
/// and `Expires` apply. An answer's cookie that names a domain the request's host is not in is ignored.
public final class CookieJar: Sendable {
  /// One kept cookie.
  public struct Cookie: Sendable, Equatable {
    public var name: String
    public var value: String
    /// The host it was set for (lower case), or the domain of a `Domain` cookie.
    public var domain: String
    /// Only sent to the origin that set it (`host:port`); nil for a `Domain` cookie.
    public var origin: String?
    public var path: String
    public var isSecure: Bool
    /// Nil: kept until the jar goes away.
    public var expires: Date?
  }

  private let cookies = Mutex<[Cookie]>([])
  private let now: @Sendable () -> Date

  /// - Parameter now: what expiry is measured against (a test gives a fixed date).
  public init(now: @escaping @Sendable () -> Date = Date.init) {
    self.now = now
  }

  /// The cookies kept and not expired.
  public var all: [Cookie] {
    let date = now()
    return cookies.withLock { $0.filter { $0.expires.map { $0 > date } ?? true } }
  }

  /// Forgets every cookie (at sign-out, say).
  public func removeAll() {
    cookies.withLock { $0.removeAll() }
  }

  /// The `Cookie` field value the client adds to a request to `url`, nil when no cookie applies: longer paths
  /// first.
  public func cookieHeader(for url: URL) -> String? {
    guard let host = url.host?.lowercased() else { return nil }
    let path = url.path.isEmpty ? "/" : url.path
    let origin = Self.origin(of: url)
    let secure = url.scheme?.lowercased() == "https"
    let date = now()
    let matching = cookies.withLock { kept in
      kept.filter { cookie in
        (cookie.expires.map { $0 > date } ?? true) && (!cookie.isSecure || secure)
          && (cookie.origin.map { $0 == origin } ?? Self.domain(host, matches: cookie.domain))
          && Self.path(path, matches: cookie.path)
      }
    }
    guard !matching.isEmpty else { return nil }
    return matching.sorted { $0.path.count > $1.path.count }.map { "\($0.name)=\($0.value)" }
      .joined(separator: "; ")
  }

  /// Keeps the cookies an answer from `url` sets (its `Set-Cookie` field values), replacing those of the same
  /// name, domain and path; one that is already expired removes its namesake. The client calls it for each answer.
  public func store(_ fields: [String], from url: URL) {
    guard let host = url.host?.lowercased(), !fields.isEmpty else { return }
    let date = now()
    for field in fields.flatMap(Self.separated) {
      guard var cookie = Self.parse(field, host: host, requestPath: url.path, date: date) else { continue }
      if cookie.origin != nil { cookie.origin = Self.origin(of: url) }
      cookies.withLock { kept in
        kept.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
        if cookie.expires.map({ $0 > date }) ?? true { kept.append(cookie) }
      }
    }
  }

  /// A `Set-Cookie` value read (nil when malformed or for a domain `host` is not in); `origin` is set to a
  /// placeholder for a host-only cookie.
  static func parse(_ field: String, host: String, requestPath: String, date: Date) -> Cookie? {
    let parts = field.split(separator: ";", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard let pair = parts.first, let equals = pair.firstIndex(of: "=") else { return nil }
    let name = String(pair[..<equals]).trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return nil }
    var cookie = Cookie(
      name: name, value: String(pair[pair.index(after: equals)...]).trimmingCharacters(in: .whitespaces),
      domain: host, origin: "", path: defaultPath(requestPath), isSecure: false, expires: nil)
    var maxAge: Int?
    for attribute in parts.dropFirst() {
      let (key, value) = keyAndValue(attribute)
      switch key {
      case "domain":
        var domain = value.lowercased()
        if domain.hasPrefix(".") { domain.removeFirst() }
        // A bare name (`com`, `localhost`) would reach every host under it: only the host itself may be one.
        guard !domain.isEmpty, domain == host || domain.contains(".") else { return nil }
        guard Self.domain(host, matches: domain) else { return nil }
        cookie.domain = domain
        cookie.origin = nil
      case "path": if value.hasPrefix("/") { cookie.path = value }
      case "secure": cookie.isSecure = true
      case "max-age": maxAge = Int(value)
      case "expires": if cookie.expires == nil { cookie.expires = HTTPDate.parse(value) }
      default: break
      }
    }
    if let maxAge { cookie.expires = date.addingTimeInterval(TimeInterval(maxAge)) }  // Max-Age wins
    return cookie
  }

  /// The cookies of one field value that joins several with commas, as URLSession hands repeated `Set-Cookie`
  /// fields over: split at a comma followed by `name=` (not at the comma of an `Expires` date).
  static func separated(_ field: String) -> [String] {
    var pieces: [String] = []
    var current = ""
    for part in field.split(separator: ",", omittingEmptySubsequences: false) {
      let head = part.prefix { $0 != ";" }
      let startsCookie =
        head.firstIndex(of: "=").map { equals in
          let name = head[..<equals].trimmingCharacters(in: .whitespaces)
          return !name.isEmpty && !name.contains(" ")
        } ?? false
      if startsCookie, !current.isEmpty {
        pieces.append(current)
        current = String(part).trimmingCharacters(in: .whitespaces)
      } else {
        current += current.isEmpty ? String(part).trimmingCharacters(in: .whitespaces) : "," + part
      }
    }
    if !current.isEmpty { pieces.append(current) }
    return pieces
  }

  private static func keyAndValue(_ attribute: String) -> (String, String) {
    guard let equals = attribute.firstIndex(of: "=") else { return (attribute.lowercased(), "") }
    return (
      attribute[..<equals].trimmingCharacters(in: .whitespaces).lowercased(),
      attribute[attribute.index(after: equals)...].trimmingCharacters(in: .whitespaces)
    )
  }

  /// RFC 6265 5.1.4: the request path up to its last `/`, or `/`.
  private static func defaultPath(_ path: String) -> String {
    guard path.hasPrefix("/"), let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
    return String(path[..<slash])
  }

  /// RFC 6265 5.1.3, for a `Domain` cookie (never an IP address but the same one).
  static func domain(_ host: String, matches domain: String) -> Bool {
    host == domain || (host.hasSuffix("." + domain) && !isIPAddress(host))
  }

  /// RFC 6265 5.1.4.
  static func path(_ path: String, matches cookiePath: String) -> Bool {
    path == cookiePath
      || (path.hasPrefix(cookiePath) && (cookiePath.hasSuffix("/") || path.dropFirst(cookiePath.count).first == "/"))
  }

  private static func isIPAddress(_ host: String) -> Bool {
    host.contains(":") || host.split(separator: ".").allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
  }

  private static func origin(of url: URL) -> String {
    let scheme = url.scheme?.lowercased() ?? "http"
    return "\(url.host?.lowercased() ?? ""):\(url.port ?? (scheme == "https" ? 443 : 80))"
  }
}
