@_spi(Generated) import APIRuntime
import Foundation
import HTTPTypes
import LocalHTTPServer
import Testing

/// Redirects are followed by the client, the same over every transport: what each hop sends, byte for byte.
@Suite struct RedirectTests {
  /// A server that redirects `/start` with `status` to `location` and answers everything else with JSON.
  func redirecting(_ status: Int, to location: String) async throws -> LocalHTTPServer {
    try await LocalHTTPServer { request in
      request.target == "/start"
        ? LocalHTTPServer.Reply(status: status, headers: [("Location", location), ("Content-Length", "0")])
        : .json(#"{"ok": true}"#)
    }
  }

  func client(_ server: LocalHTTPServer, _ configure: (inout APIClient.Configuration) -> Void = { _ in }) -> APIClient {
    var configuration = TransportUnderTest.configuration()
    configure(&configuration)
    return APIClient(serverURL: server.baseURL, configuration: configuration)
  }

  func patch(_ path: APIPath = "/start") -> APIRequest {
    var request = APIRequest(method: .patch, path: path, operationID: "update")
    request.jsonBody(["name": "new-name"], contentType: "application/json")
    return request
  }

  @Test(arguments: [307, 308])
  func temporaryAndPermanentRedirectsResendMethodAndBody(status: Int) async throws {
    let server = try await redirecting(status, to: "/moved?x=1")
    defer { Task { await server.stop() } }
    let response = try await client(server).send(patch())
    #expect(response.status == 200)
    #expect(response.request.url.absoluteString == server.baseURL.absoluteString + "/moved?x=1")
    let requests = server.requests
    #expect(requests.map(\.method) == ["PATCH", "PATCH"])
    #expect(requests.map(\.target) == ["/start", "/moved?x=1"])
    #expect(requests.map(\.bodyText) == [#"{"name":"new-name"}"#, #"{"name":"new-name"}"#])
    #expect(requests[1].header("Content-Type") == "application/json")
  }

  @Test(arguments: [(301, "POST"), (302, "POST"), (303, "POST"), (303, "PUT"), (303, "DELETE")])
  func seeOtherAndAPostMovedBecomeAGETWithoutBody(status: Int, method: String) async throws {
    let server = try await redirecting(status, to: "/result")
    defer { Task { await server.stop() } }
    var request = APIRequest(method: HTTPRequest.Method(method)!, path: "/start", operationID: "x")
    request.jsonBody(["a": 1], contentType: "application/json")
    _ = try await client(server).send(request)
    let requests = server.requests
    #expect(requests.map(\.method) == [method, "GET"])
    #expect(requests[1].body.isEmpty)
    #expect(requests[1].header("Content-Type") == nil)
    #expect(requests[1].header("Content-Length") == nil || requests[1].header("Content-Length") == "0")
  }

  @Test(arguments: [301, 302])
  func movedKeepsAPatchAndItsBody(status: Int) async throws {
    let server = try await redirecting(status, to: "/moved")
    defer { Task { await server.stop() } }
    _ = try await client(server).send(patch())
    #expect(server.requests.map(\.method) == ["PATCH", "PATCH"])
    #expect(server.requests[1].bodyText == #"{"name":"new-name"}"#)
  }

  @Test func credentialsStayWithTheirOriginAcrossARedirect() async throws {
    let other = try await LocalHTTPServer { _ in .json("{}") }
    defer { Task { await other.stop() } }
    let server = try await redirecting(302, to: other.baseURL.absoluteString + "/elsewhere")
    defer { Task { await server.stop() } }
    let api = client(server) { configuration in
      configuration.middlewares = [
        AuthenticationMiddleware(credentials: [
          .bearer("secret-token"), .apiKey("key-1", name: "X-API-Key", in: .header, scheme: "other"),
        ])
      ]
      configuration.credentialHeaders = [HTTPField.Name("X-Session")!]
    }
    var request = APIRequest(method: .get, path: "/start", operationID: "x")
    request.header("X-Session", "s1")
    request.header("X-Trace", "t1")
    request.cookie("session", "c1")
    _ = try await api.send(request)
    let first = try #require(server.requests.first)
    #expect(first.header("Authorization") == "Bearer secret-token")
    #expect(first.header("X-Session") == "s1")
    #expect(first.header("Cookie") == "session=c1")
    let second = try #require(other.requests.first)
    #expect(second.target == "/elsewhere")
    #expect(second.header("Authorization") == nil)
    #expect(second.header("X-Session") == nil)
    #expect(second.header("Cookie") == nil)
    // What is not a credential goes along.
    #expect(second.header("X-Trace") == "t1")
  }

  @Test func credentialsGoAlongWithinTheOrigin() async throws {
    let server = try await redirecting(307, to: "/same-origin")
    defer { Task { await server.stop() } }
    let api = client(server) { $0.middlewares = [AuthenticationMiddleware(credentials: [.bearer("t")])] }
    _ = try await api.send(patch())
    #expect(server.requests.map { $0.header("Authorization") } == ["Bearer t", "Bearer t"])
  }

  @Test func aRedirectLoopEndsInARedirectError() async throws {
    let server = try await LocalHTTPServer { request in
      LocalHTTPServer.Reply(status: 302, headers: [("Location", request.target == "/a" ? "/b" : "/a")])
    }
    defer { Task { await server.stop() } }
    await #expect {
      try await client(server).send(APIRequest(method: .get, path: "/a", operationID: "x"))
    } throws: { error in
      guard case .redirect(let failure) = error as? APIError else { return false }
      let base = server.baseURL.absoluteString
      return failure.error.reason == .loop
        && failure.error.hops == ["GET \(base)/a", "GET \(base)/b", "GET \(base)/a"]
        && (error as? APIError)?.description
          == "GET \(base)/a: redirect loop: GET \(base)/a -> GET \(base)/b -> GET \(base)/a"
    }
    #expect(server.requests.count == 2)
  }

  @Test func hopsAreBounded() async throws {
    let server = try await LocalHTTPServer { request in
      let next = (Int(request.target.dropFirst()) ?? 0) + 1
      return LocalHTTPServer.Reply(status: 307, headers: [("Location", "/\(next)")])
    }
    defer { Task { await server.stop() } }
    await #expect {
      try await client(server) { $0.maximumRedirects = 3 }.send(APIRequest(method: .get, path: "/0", operationID: "x"))
    } throws: { error in
      guard case .redirect(let failure) = error as? APIError else { return false }
      return failure.error.reason == .tooManyHops(3)
    }
    #expect(server.requests.map(\.target) == ["/0", "/1", "/2", "/3"])
  }

  @Test func aLocationThatIsNotHTTPIsAnError() async throws {
    let server = try await redirecting(302, to: "file:///etc/passwd")
    defer { Task { await server.stop() } }
    await #expect {
      try await client(server).send(APIRequest(method: .get, path: "/start", operationID: "x"))
    } throws: { error in
      guard case .redirect(let failure) = error as? APIError else { return false }
      return failure.error.reason == .invalidLocation("file:///etc/passwd")
    }
  }

  @Test func aDocumentedRedirectIsReturnedAndCanBeFollowedWithoutCredentials() async throws {
    let downloads = try await LocalHTTPServer { _ in
      LocalHTTPServer.Reply(headers: [("Content-Type", "application/x-gzip")], body: [0x1F, 0x8B, 0x08, 0x00])
    }
    defer { Task { await downloads.stop() } }
    let server = try await redirecting(302, to: downloads.baseURL.absoluteString + "/archive.tar.gz?token=abc")
    defer { Task { await server.stop() } }
    let api = client(server) { $0.middlewares = [AuthenticationMiddleware(credentials: [.bearer("t")])] }
    var request = APIRequest(method: .get, path: "/start", operationID: "download")
    request.documentedRedirects = [302]
    let raw = try await api.send(request)
    #expect(raw.status == 302)
    let redirect = try raw.redirect().body
    #expect(redirect.location.absoluteString == downloads.baseURL.absoluteString + "/archive.tar.gz?token=abc")
    #expect(downloads.requests.isEmpty)
    let archive = try await api.follow(redirect)
    #expect(archive.body == Data([0x1F, 0x8B, 0x08, 0x00]))
    let fetched = try #require(downloads.requests.first)
    #expect(fetched.method == "GET" && fetched.target == "/archive.tar.gz?token=abc")
    #expect(fetched.header("Authorization") == nil)
  }
}

/// Which server a request goes to, and which `Accept` and `Content-Type` it carries.
@Suite struct RequestTargetTests {
  @Test func anOperationServerWinsOverTheClientsAndAnOverrideWinsOverBoth() async throws {
    let main = try await LocalHTTPServer()
    let uploads = try await LocalHTTPServer()
    let mirror = try await LocalHTTPServer()
    defer {
      Task {
        await main.stop()
        await uploads.stop()
        await mirror.stop()
      }
    }
    var request = APIRequest(method: .post, path: "/assets", operationID: "upload")
    request.server = uploads.baseURL.absoluteString + "/v1"
    request.binaryBody(Data("bytes".utf8), contentType: "image/png")
    let api = APIClient(serverURL: main.baseURL, configuration: TransportUnderTest.configuration())
    _ = try await api.send(request)
    #expect(main.requests.isEmpty)
    #expect(uploads.requests.map(\.target) == ["/v1/assets"])
    #expect(uploads.requests.first?.header("Content-Type") == "image/png")
    #expect(uploads.requests.first?.bodyText == "bytes")
    var configuration = TransportUnderTest.configuration()
    configuration.operationServers = ["upload": mirror.baseURL]
    _ = try await APIClient(serverURL: main.baseURL, configuration: configuration).send(request)
    #expect(mirror.requests.map(\.target) == ["/assets"])
    #expect(uploads.requests.count == 1)
  }

  @Test func aRelativeOperationServerIsResolvedAgainstTheClients() async throws {
    let server = try await LocalHTTPServer()
    defer { Task { await server.stop() } }
    var request = APIRequest(method: .get, path: "/blobs", operationID: "x")
    request.server = "/storage"
    let base = server.baseURL.appendingPathComponent("api")
    _ = try await APIClient(serverURL: base, configuration: TransportUnderTest.configuration()).send(request)
    #expect(server.requests.map(\.target) == ["/storage/blobs"])
  }

  @Test func theCallersAcceptWinsOverTheOperationsDefault() async throws {
    let server = try await LocalHTTPServer()
    defer { Task { await server.stop() } }
    var request = APIRequest(method: .get, path: "/readme", operationID: "x")
    request.accept("application/json")
    _ = try await APIClient(serverURL: server.baseURL, configuration: TransportUnderTest.configuration()).send(request)
    var configuration = TransportUnderTest.configuration()
    configuration.headers[.accept] = "application/vnd.github.raw"
    let configured = APIClient(serverURL: server.baseURL, configuration: configuration)
    _ = try await configured.send(request)
    request.acceptChoice("application/vnd.github.html")
    _ = try await configured.send(request)
    #expect(
      server.requests.map { $0.header("Accept") } == [
        "application/json", "application/vnd.github.raw", "application/vnd.github.html",
      ])
  }

  @Test(arguments: ["*/*", "image/*", "text", "", "a/b\r\nX-Injected: 1", "two/slashes/here"])
  func aContentTypeThatIsNotOneMediaTypeIsRejectedBeforeSending(contentType: String) async throws {
    let server = try await LocalHTTPServer()
    defer { Task { await server.stop() } }
    var request = APIRequest(method: .post, path: "/blobs", operationID: "x")
    request.binaryBody(Data([1, 2]), contentType: contentType)
    await #expect {
      try await APIClient(serverURL: server.baseURL, configuration: TransportUnderTest.configuration()).send(request)
    } throws: { error in
      guard case .invalidRequest(let failure) = error as? APIError else { return false }
      return failure.message.contains("is not a media type")
    }
    #expect(server.requests.isEmpty)
  }

  @Test func aRequestCarriesNoAcceptUnlessSomeoneAskedForOne() async throws {
    let server = try await LocalHTTPServer()
    defer { Task { await server.stop() } }
    let request = APIRequest(method: .delete, path: "/x", operationID: "x")
    _ = try await APIClient(serverURL: server.baseURL, configuration: TransportUnderTest.configuration()).send(request)
    let names = Set(try #require(server.requests.first).headers.map { $0.name.lowercased() })
    #expect(!names.contains("accept") || server.requests.first?.header("Accept") == "*/*")
    #expect(!names.contains("content-type"))
  }
}
