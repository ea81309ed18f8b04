@_spi(Generated) import APIRuntime
import Foundation
import LocalHTTPServer
import Testing

/// A client given a `CookieJar` (`APIClient.Configuration.cookies`), against real servers on 127.0.0.1.
@Suite struct CookieJarTests {
  /// The cookies a request carries, joined as the server reads them (URLSession joins `Cookie` fields into one
  /// line, AsyncHTTPClient sends one each); "-" for none.
  static func cookies(_ request: LocalHTTPServer.Request) -> String {
    let lines = request.headers.filter { $0.name.lowercased() == "cookie" }.map(\.value)
    return lines.isEmpty ? "-" : lines.joined(separator: "; ")
  }

  /// The session cookie comes back to the origin that set it, after the operation's own cookies, on each hop of a
  /// redirect; a path cookie only under its path; never to another port of the host; removed when the server
  /// expires it; and nothing is written for later programs.
  @Test func cookiesGoBackToTheOriginThatSetThem() async throws {
    let setter = try await LocalHTTPServer { request in
      switch request.target {
      // One Set-Cookie field per answer: swift-openapi-async-http-client's transport keeps only the last of
      // repeated response fields (setCookieRules covers several cookies in one answer).
      case "/login": return .json("{}", headers: [("Set-Cookie", "session=s3cret; Path=/; HttpOnly")])
      case "/area": return .json("{}", headers: [("Set-Cookie", "area=a1; Path=/account")])
      case "/hop": return .json("", status: 302, headers: [("Location", "/account/me"), ("Set-Cookie", "hop=1")])
      case "/logout": return .json("{}", headers: [("Set-Cookie", "session=; Max-Age=0; Path=/")])
      default: return .json("{}")
      }
    }
    let other = try await LocalHTTPServer { _ in .json("{}") }
    let jar = CookieJar()
    var configuration = TransportUnderTest.configuration()
    configuration.cookies = jar
    func send(_ server: LocalHTTPServer, _ path: APIPath, preference: String? = nil) async throws {
      var request = APIRequest(method: .get, path: path, operationID: "x")
      if let preference { request.cookie("pref", preference) }
      _ = try await APIClient(serverURL: server.baseURL, configuration: configuration).send(request)
    }
    let cookieFilesBefore = WireFormatTests.sharedCookieFiles()
    try await send(setter, "/login")
    try await send(setter, "/area")
    try await send(setter, "/items", preference: "compact")
    try await send(other, "/items")
    try await send(setter, "/hop")
    try await send(setter, "/logout")
    try await send(setter, "/items")
    let sent = setter.requests.map { "\($0.target) \(Self.cookies($0))" }
    let elsewhere = other.requests.map(Self.cookies)
    await setter.stop()
    await other.stop()
    #expect(
      sent == [
        "/login -", "/area session=s3cret", "/items pref=compact; session=s3cret", "/hop session=s3cret",
        "/account/me area=a1; session=s3cret; hop=1", "/logout session=s3cret; hop=1", "/items hop=1",
      ])
    #expect(elsewhere == ["-"])
    #expect(jar.all.map(\.name) == ["area", "hop"])
    #expect(WireFormatTests.sharedCookieFiles() == cookieFilesBefore)
  }

  /// Without a jar (the default) nothing is kept: the same exchange sends no cookie but the caller's.
  @Test func withoutAJarNoCookieIsKept() async throws {
    let server = try await LocalHTTPServer { _ in .json("{}", headers: [("Set-Cookie", "session=s3cret; Path=/")]) }
    let client = APIClient(serverURL: server.baseURL, configuration: TransportUnderTest.configuration())
    for _ in 0..<2 { _ = try await client.send(APIRequest(method: .get, path: "/items", operationID: "x")) }
    let sent = server.requests.map(Self.cookies)
    await server.stop()
    #expect(sent == ["-", "-"])
  }

  /// The parsing rules, on values: `Domain` for a host's parent, which it must be in; `Secure`; expiry by
  /// `Max-Age` over `Expires`; paths.
  @Test func setCookieRules() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let jar = CookieJar(now: { now })
    let api = URL(string: "https://api.example.com/v1/users")!
    jar.store(
      [
        "wide=1; Domain=.example.com; Path=/", "foreign=1; Domain=other.com", "tld=1; Domain=com", "safe=1; Secure",
        "old=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT", "soon=1; Max-Age=60; Expires=Wed, 21 Oct 2015 07:28:00 GMT",
        "broken", "=nameless",
      ], from: api)
    #expect(jar.all.map(\.name) == ["wide", "safe", "soon"])
    #expect(jar.all.first { $0.name == "safe" }?.path == "/v1")
    #expect(jar.cookieHeader(for: URL(string: "https://www.example.com/")!) == "wide=1")
    // A cookie set without Domain goes back to its origin only: not over http (port 80), not to /v10.
    #expect(jar.cookieHeader(for: URL(string: "http://api.example.com/v1/x")!) == "wide=1")
    #expect(jar.cookieHeader(for: URL(string: "https://api.example.com/v1/x")!) == "safe=1; soon=1; wide=1")
    #expect(jar.cookieHeader(for: URL(string: "https://api.example.com/v10")!) == "wide=1")
    // URLSession joins repeated Set-Cookie fields with commas; an Expires date has one of its own.
    let joined = CookieJar(now: { now })
    joined.store(["a=1; Path=/; HttpOnly, b=2; Path=/; Expires=Wed, 21 Oct 2035 07:28:00 GMT, c=3"], from: api)
    #expect(joined.all.map { "\($0.name)=\($0.value) \($0.path)" } == ["a=1 /", "b=2 /", "c=3 /v1"])
    #expect(joined.all.first { $0.name == "b" }?.expires == Date(timeIntervalSince1970: 2_076_564_480))
    jar.removeAll()
    #expect(jar.all.isEmpty)
  }
}
