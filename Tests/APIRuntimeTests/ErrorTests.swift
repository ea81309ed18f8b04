@_spi(Generated) import APIRuntime
import Foundation
import HTTPTypes
import HardCasesAPI
import LocalHTTPServer
import ReactorTesting
import Testing

/// Every `APIError` case, each produced by a real fault on a real connection.
@Suite struct ErrorTests {
  func client(_ server: LocalHTTPServer, timeout: TimeInterval? = nil) -> Client {
    Client(serverURL: server.baseURL, configuration: TransportUnderTest.configuration(timeout: timeout))
  }

  /// Runs `call` and returns the `APIError` it throws.
  func failure(_ call: () async throws -> some Any) async -> APIError? {
    do {
      _ = try await call()
      return nil
    } catch {
      #expect(error is APIError, "threw \(type(of: error)), not APIError")
      return error as? APIError
    }
  }

  @Test func connectionRefused() async throws {
    let server = try await LocalHTTPServer()
    let url = server.baseURL
    await server.stop()
    let error = await failure {
      // AsyncHTTPClient keeps retrying a refused connection until its deadline; keep that short.
      try await Client(serverURL: url, configuration: TransportUnderTest.configuration(timeout: 3)).pets.get(petID: 1)
    }
    guard case .transport(let transport) = error else {
      Issue.record("expected a transport failure, got \(String(describing: error))")
      return
    }
    #expect(transport.request.method == .get)
    #expect(transport.request.url.absoluteString == "\(url.absoluteString)/pets/1")
    #expect(transport.request.operationID == "pets/get")
    #expect(error?.description.hasPrefix("GET \(url.absoluteString)/pets/1: no response: ") == true)
  }

  @Test func theServerClosingMidBody() async throws {
    let server = try await LocalHTTPServer { _ in
      LocalHTTPServer.Reply(
        status: 200, headers: [("Content-Type", "application/json"), ("Content-Length", "1000")],
        body: Array(#"{"id": 1, "name": "#.utf8), closeAfterBodyBytes: 12)
    }
    defer { Task { await server.stop() } }
    let error = await failure { try await client(server).pets.get(petID: 1) }
    guard case .transport = error else {
      Issue.record("expected a transport failure, got \(String(describing: error))")
      return
    }
  }

  @Test func aResponseSlowerThanTheTimeout() async throws {
    let server = try await LocalHTTPServer { _ in
      var reply = LocalHTTPServer.Reply.json(#"{"id": 1, "name": "a", "kind": "b"}"#)
      reply.delay = .seconds(30)
      return reply
    }
    defer { Task { await server.stop() } }
    // The behaviour, not the duration: a timeout error (the reply would have been a success), and the connection
    // closed, not left to finish in the background.
    let error = await failure { try await client(server, timeout: 1).pets.get(petID: 1) }
    await waitUntil("the timed-out connection was not closed") { server.closedConnections >= 1 }
    guard case .transport(let transport) = error else {
      Issue.record("expected a transport failure, got \(String(describing: error))")
      return
    }
    #expect(transport.isTimeout)
    #expect(transport.message.hasPrefix("timed out"), "\(transport.message)")
    #expect(error?.description.hasPrefix("GET \(server.baseURL.absoluteString)/pets/1: no response: timed out") == true)
  }

  @Test func aDeclaredErrorBodyIsDecodedIntoItsType() async throws {
    let server = try await LocalHTTPServer { _ in
      .json(#"{"message": "Not Found", "documentation_url": "https://docs.example.com/pets"}"#, status: 404)
    }
    defer { Task { await server.stop() } }
    let error = await failure { try await client(server).pets.get(petID: 9) }
    guard case .unexpectedStatus(let status) = error else {
      Issue.record("expected an unexpected status, got \(String(describing: error))")
      return
    }
    #expect(status.status == 404)
    #expect(status.decodedBody(as: ErrorModel.self)?.documentationURL == "https://docs.example.com/pets")
    // The SDK's accessor reads it without naming the type.
    #expect(error?.hardCasesAPI.errorModel?.message == "Not Found")
    #expect(error?.request.operationID == "pets/get")
    #expect(status.headers[.contentType] == "application/json")
    #expect(error?.description == "GET \(server.baseURL.absoluteString)/pets/9: HTTP 404: Not Found")
    #expect(error?.status == 404)
    #expect(error?.status?.kind == .clientError)
  }

  /// FoundationNetworking holds a 401 that asks for credentials (`WWW-Authenticate`) until the session's delegate
  /// answers the challenge; unanswered, the call waited for its deadline. Every transport hands it over at once.
  @Test(arguments: [#"Basic realm="pets""#, #"Bearer realm="pets", error="invalid_token""#, "Bearer"])
  func aChallengeOf401IsAnsweredNotAwaited(challenge: String) async throws {
    let server = try await LocalHTTPServer { _ in
      .json(#"{"message": "sign in"}"#, status: 401, headers: [("WWW-Authenticate", challenge)])
    }
    defer { Task { await server.stop() } }
    for client in [client(server), client(server, timeout: 30)] {
      // The deadline bounds a hang (a hang fails as a timeout); it asserts no speed.
      let error = await failure { try await client.with(.timeout(.seconds(30))).pets.get(petID: 1) }
      guard case .unexpectedStatus(let status) = error else {
        Issue.record("expected HTTP 401, got \(String(describing: error))")
        continue
      }
      #expect(status.status == 401)
      #expect(status.headers[.wwwAuthenticate] == challenge)
      #expect(String(decoding: status.body, as: UTF8.self) == #"{"message": "sign in"}"#)
    }
    #expect(server.requests.count == 2)
    #expect(server.requests.allSatisfy { $0.header("Authorization") == nil })
  }

  @Test func aServerErrorWithHTML() async throws {
    let server = try await LocalHTTPServer { _ in
      .text("<html><body>Internal error</body></html>", status: 500, contentType: "text/html")
    }
    defer { Task { await server.stop() } }
    let error = await failure { try await client(server).pets.get(petID: 1) }
    guard case .unexpectedStatus(let status) = error else {
      Issue.record("expected an unexpected status, got \(String(describing: error))")
      return
    }
    #expect(status.status == 500)
    #expect(status.decodedBody == nil)
    // An error without a decoded body: the accessor is nil rather than a guess.
    #expect(error?.hardCasesAPI.errorModel == nil)
    #expect(String(decoding: status.body, as: UTF8.self) == "<html><body>Internal error</body></html>")
    #expect(
      error?.description
        == "GET \(server.baseURL.absoluteString)/pets/1: HTTP 500: <html><body>Internal error</body></html>")
  }

  @Test func malformedJSON() async throws {
    let server = try await LocalHTTPServer { _ in .json(#"{"id": 1, "name": "#) }
    defer { Task { await server.stop() } }
    let error = await failure { try await client(server).pets.get(petID: 1) }
    guard case .undecodableBody(let decoding) = error else {
      Issue.record("expected an undecodable body, got \(String(describing: error))")
      return
    }
    #expect(decoding.status == 200)
    #expect(decoding.typeName == "Pet")
    #expect(decoding.snippet == #"{"id": 1, "name": "#)
    #expect(
      error?.description.hasPrefix(
        "GET \(server.baseURL.absoluteString)/pets/1: HTTP 200: the body is not a valid Pet: ") == true)
  }

  @Test func theWrongShapeReportsItsCodingPath() async throws {
    let server = try await LocalHTTPServer { _ in
      .json(#"[{"id": 1, "name": "a", "kind": "b"}, {"id": 2, "name": "b", "kind": "c", "owner": {"login": 5}}]"#)
    }
    defer { Task { await server.stop() } }
    let error = await failure { try await client(server).pets.list() }
    guard case .undecodableBody(let decoding) = error else {
      Issue.record("expected an undecodable body, got \(String(describing: error))")
      return
    }
    #expect(decoding.typeName == "Array<Pet>")
    #expect(decoding.codingPath == "[1].owner.login")
    #expect(decoding.message.contains("at [1].owner.login"))
  }

  @Test func aLargeBodyIsSnippedTo1KiB() async throws {
    let big = "[" + String(repeating: "\"x\",", count: 2000) + "oops]"
    let server = try await LocalHTTPServer { _ in .json(big) }
    defer { Task { await server.stop() } }
    let error = await failure { try await client(server).pets.list() }
    guard case .undecodableBody(let decoding) = error else {
      Issue.record("expected an undecodable body, got \(String(describing: error))")
      return
    }
    #expect(decoding.snippet.utf8.count == 1024)
  }

  @Test func aBinaryErrorBodyIsDescribedNotPrinted() async throws {
    let gzip: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xCB, 0x48, 0xCD, 0xC9]
    let server = try await LocalHTTPServer { _ in
      LocalHTTPServer.Reply(status: 502, headers: [("Content-Type", "application/x-gzip")], body: gzip)
    }
    defer { Task { await server.stop() } }
    let error = await failure { try await client(server).pets.get(petID: 1) }
    #expect(
      error?.description == "GET \(server.baseURL.absoluteString)/pets/1: HTTP 502: 14 bytes of application/x-gzip")
  }

  @Test func bytesThatAreNotTextAreDescribedWhateverTheContentTypeSays() async throws {
    let server = try await LocalHTTPServer { _ in
      LocalHTTPServer.Reply(status: 500, headers: [("Content-Type", "text/plain")], body: [0x00, 0xFF, 0xFE, 0x01])
    }
    defer { Task { await server.stop() } }
    let error = await failure { try await client(server).pets.get(petID: 1) }
    #expect(error?.description == "GET \(server.baseURL.absoluteString)/pets/1: HTTP 500: 4 bytes of text/plain")
  }

  enum Outer {
    struct Inner: Decodable, Sendable { var id: Int }
  }

  @Test func anUndecodableBodyNamesTheTypeFullyAndTextIsNeverReadAsJSON() async throws {
    let server = try await LocalHTTPServer { request in
      request.target == "/text" ? .text("{\"id\": 1}") : .json(#"{"id": "one"}"#)
    }
    defer { Task { await server.stop() } }
    let api = APIClient(serverURL: server.baseURL, configuration: TransportUnderTest.configuration())
    let wrongShape = await failure {
      try await api.send(APIRequest(method: .get, path: "/json", operationID: "x")).decode(Outer.Inner.self)
    }
    guard case .undecodableBody(let decoding) = wrongShape else {
      Issue.record("expected an undecodable body, got \(String(describing: wrongShape))")
      return
    }
    #expect(decoding.typeName == "ErrorTests.Outer.Inner")
    // A text/plain body is not JSON even when its bytes would parse as JSON.
    let text = await failure {
      try await api.send(APIRequest(method: .get, path: "/text", operationID: "x")).decode(Outer.Inner.self)
    }
    guard case .undecodableBody(let refused) = text else {
      Issue.record("expected an undecodable body, got \(String(describing: text))")
      return
    }
    #expect(refused.message == "the server sent text/plain, which is not JSON")
    #expect(refused.body == Data(#"{"id": 1}"#.utf8))
  }

  @Test func cancellingTheCallAbortsTheRequest() async throws {
    let server = try await LocalHTTPServer { _ in LocalHTTPServer.Reply(hang: true) }
    defer { Task { await server.stop() } }
    let api = client(server)
    let task = Task { try await api.pets.get(petID: 1) }
    // Cancel once the server has the request in hand.
    await waitUntil { !server.requests.isEmpty }
    #expect(server.requests.count == 1)
    task.cancel()
    let result = await task.result
    guard case .failure(let error) = result, case .cancelled(let request)? = error as? APIError else {
      Issue.record("expected cancellation, got \(result)")
      return
    }
    #expect(request.method == .get)
    #expect(request.url.absoluteString == "\(server.baseURL.absoluteString)/pets/1")
    // The connection is really closed, not left to finish in the background.
    await waitUntil("the cancelled connection was not closed") { server.closedConnections >= 1 }
  }

  @Test func anInvalidPathParameterIsAnInvalidRequestBeforeAnythingIsSent() async throws {
    struct Unencodable: Encodable, Sendable {
      func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "no"))
      }
    }
    let server = try await LocalHTTPServer()
    defer { Task { await server.stop() } }
    let request = APIRequest(method: .get, path: "/a/\(path: Unencodable())", operationID: "x")
    await #expect {
      try await APIClient(serverURL: server.baseURL, configuration: TransportUnderTest.configuration()).send(request)
    } throws: { error in
      guard case .invalidRequest = error as? APIError else { return false }
      return true
    }
    var body = APIRequest(method: .post, path: "/a", operationID: "x")
    body.jsonBody(Unencodable(), contentType: "application/json")
    await #expect {
      try await APIClient(serverURL: server.baseURL, configuration: TransportUnderTest.configuration()).send(body)
    } throws: { error in
      guard case .encoding(let failure) = error as? APIError else { return false }
      return failure.what == "the request body"
    }
    #expect(server.requests.isEmpty)
  }
}
