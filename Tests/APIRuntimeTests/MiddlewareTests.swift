import Foundation
import HTTPTypes
import HardCasesAPI
import LocalHTTPServer
import Logging
import OpenAPIRuntime
import ReactorTesting
import Synchronization
import Testing

@_spi(Generated) @testable import APIRuntime

@Suite struct MiddlewareTests {
  func configuration(_ middlewares: [any ClientMiddleware]) -> APIClient.Configuration {
    var configuration = TransportUnderTest.configuration()
    configuration.middlewares = middlewares
    return configuration
  }

  static let pet = #"{"id": 1, "name": "Rex", "kind": "dog"}"#

  @Test func bearerBasicAndAPIKeyCredentials() async throws {
    let server = try await LocalHTTPServer { _ in .json(Self.pet) }
    defer { Task { await server.stop() } }
    let cases: [(Credential, (LocalHTTPServer.Request) -> Bool)] = [
      (.bearer("t0ken"), { $0.header("Authorization") == "Bearer t0ken" }),
      (.basic(user: "user", password: "pass"), { $0.header("Authorization") == "Basic dXNlcjpwYXNz" }),
      (.apiKey("k1", name: "X-API-Key", in: .header), { $0.header("X-API-Key") == "k1" }),
      (.apiKey("k 2", name: "api_key", in: .query), { $0.target == "/pets/1?api_key=k%202" }),
      (.apiKey("k3", name: "key", in: .cookie), { $0.header("Cookie") == "key=k3" }),
    ]
    for (index, (credential, check)) in cases.enumerated() {
      let api = Client(
        serverURL: server.baseURL,
        configuration: configuration([AuthenticationMiddleware(credentials: [credential])]))
      _ = try await api.pets.get(petID: 1)
      let request = try #require(server.requests.last)
      #expect(check(request), "case \(index): \(request.target) \(request.headers)")
    }
  }

  @Test func requirementsFromTheSpecDecideWhichOperationsGetWhichCredential() {
    let middleware = AuthenticationMiddleware(
      credentials: [.bearer("a", scheme: "bearerAuth"), .apiKey("b", name: "K", in: .header, scheme: "apiKey")],
      requirements: ["pets/get": ["apiKey"], "pets/list": ["bearerAuth", "apiKey"], "ping": []])
    #expect(middleware.credential(for: "pets/get")?.scheme == "apiKey")
    #expect(middleware.credential(for: "pets/list")?.scheme == "bearerAuth")
    #expect(middleware.credential(for: "ping") == nil)
    #expect(middleware.credential(for: "unknown") == nil)
  }

  @Test func retryHonoursRetryAfterThenSucceeds() async throws {
    let count = Mutex(0)
    let server = try await LocalHTTPServer { _ in
      let attempt = count.withLock { value -> Int in
        value += 1
        return value
      }
      if attempt <= 2 {
        return LocalHTTPServer.Reply(status: 503, headers: [("Retry-After", "1")], body: Array("busy".utf8))
      }
      return .json(Self.pet)
    }
    defer { Task { await server.stop() } }
    let clock = TestClock()
    let api = Client(
      serverURL: server.baseURL, configuration: configuration([RetryMiddleware(maximumAttempts: 5, clock: clock)]))
    let call = Task { try await api.pets.get(petID: 1) }
    // Each 503 asks for a second: the retry waits exactly that long on the clock, not a moment less.
    for attempt in 1...2 {
      #expect(await clock.waitForSleepers(1))
      #expect(server.requests.count == attempt)
      await clock.advance(by: .milliseconds(999))
      #expect(server.requests.count == attempt)
      await clock.advance(by: .milliseconds(1))
      await waitUntil { server.requests.count == attempt + 1 }
    }
    let pet = try await call.value
    #expect(pet.name == "Rex")
    #expect(server.requests.count == 3)
    #expect(clock.now.offset == .seconds(2))
  }

  @Test func aLostConnectionIsRetried() async throws {
    let count = Mutex(0)
    let server = try await LocalHTTPServer { _ in
      let attempt = count.withLock { value -> Int in
        value += 1
        return value
      }
      // The first answer breaks off after its head: the connection is lost mid-response.
      if attempt == 1 {
        return LocalHTTPServer.Reply(
          status: 200, headers: [("Content-Length", "500")], body: Array("{".utf8), closeAfterBodyBytes: 1)
      }
      return .json(Self.pet)
    }
    defer { Task { await server.stop() } }
    let api = Client(
      serverURL: server.baseURL, configuration: configuration([RetryMiddleware(baseDelay: .milliseconds(50))]))
    let pet = try await api.pets.get(petID: 1)
    #expect(pet.name == "Rex")
    #expect(server.requests.count == 2)
  }

  @Test func aPOSTIsNotRetried() async throws {
    let server = try await LocalHTTPServer { _ in LocalHTTPServer.Reply(status: 503, headers: [("Retry-After", "1")]) }
    defer { Task { await server.stop() } }
    let api = Client(serverURL: server.baseURL, configuration: configuration([RetryMiddleware(maximumAttempts: 5)]))
    do {
      _ = try await api.pets.create(body: .init(name: "Tom"))
      Issue.record("expected a 503")
    } catch {
      #expect(error.status == 503)
    }
    #expect(server.requests.count == 1)
  }

  @Test func retryGivesUpAfterItsAttemptsAndNeverWaitsPastTheCap() async throws {
    let server = try await LocalHTTPServer { _ in LocalHTTPServer.Reply(status: 429, headers: [("Retry-After", "3600")])
    }
    defer { Task { await server.stop() } }
    let api = Client(
      serverURL: server.baseURL,
      configuration: configuration([RetryMiddleware(maximumAttempts: 4, maximumDelay: .seconds(5))]))
    await #expect(throws: APIError.self) { try await api.pets.get(petID: 1) }
    // Gave up at once: a wait (the cap or the hour asked for) would have been followed by a second request. What
    // the request count shows needs no wall-clock bound, which a loaded machine would break.
    #expect(server.requests.count == 1)
  }

  @Test func serverDelays() {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    #expect(RetryMiddleware.serverDelay([.retryAfter: "7"], now: now) == .seconds(7))
    #expect(
      RetryMiddleware.serverDelay([.retryAfter: "Tue, 14 Nov 2023 22:13:30 GMT"], now: now) == .milliseconds(10_000))
    let github: HTTPFields = [
      HTTPField.Name("x-ratelimit-remaining")!: "0", HTTPField.Name("x-ratelimit-reset")!: "1700000042",
    ]
    #expect(RetryMiddleware.serverDelay(github, now: now) == .seconds(42))
    #expect(RetryMiddleware.serverDelay([:], now: now) == nil)
    let backoff = RetryMiddleware(baseDelay: .seconds(1), maximumDelay: .seconds(5))
    for attempt in 1...10 { #expect(backoff.backoff(attempt: attempt) <= .seconds(5)) }
  }

  @Test func logsNeverContainCredentials() async throws {
    let server = try await LocalHTTPServer { _ in .json(Self.pet) }
    defer { Task { await server.stop() } }
    let store = LogStore()
    var logger = Logger(label: "test") { _ in CapturingLogHandler(store: store) }
    logger.logLevel = .trace
    let api = Client(
      serverURL: server.baseURL,
      configuration: configuration([
        AuthenticationMiddleware(credentials: [
          .bearer("s3cr3t-t0ken"), .apiKey("q-s3cr3t", name: "access_token", in: .query),
        ]),
        LoggingMiddleware(logger: logger),
      ]))
    _ = try await api.pets.get(petID: 1, session: "cookie-s3cr3t")
    let captured = store.lines.withLock { $0 }.joined(separator: "\n")
    #expect(captured.contains("→ GET \(server.baseURL.absoluteString)/pets/1"))
    #expect(captured.contains("← 200 GET"))
    #expect(captured.contains("authorization: <redacted>") || captured.contains("Authorization: <redacted>"))
    #expect(!captured.contains("s3cr3t"), "\(captured)")
    #expect(try #require(server.requests.first).header("Authorization") == "Bearer s3cr3t-t0ken")
  }
}

final class LogStore: Sendable {
  let lines = Mutex<[String]>([])
}

/// Keeps every log line, with its metadata, for assertions.
struct CapturingLogHandler: LogHandler {
  let store: LogStore
  var logLevel: Logger.Level = .trace
  var metadata: Logger.Metadata = [:]

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    let extra = (event.metadata ?? [:]).map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
    store.lines.withLock { $0.append("\(event.message) \(extra)") }
  }
}
