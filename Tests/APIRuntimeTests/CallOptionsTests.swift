@_spi(Generated) import APIRuntime
import Foundation
import HTTPTypes
import HardCasesAPI
import LocalHTTPServer
import OpenAPIRuntime
import ReactorTesting
import Synchronization
import Testing

/// Options for one call (`Client.with(_:)`) and retries that are safe for every request, against a real server:
/// what each request carried, attempt by attempt.
@Suite struct CallOptionsTests {
  static let pet = #"{"id": 1, "name": "Rex", "kind": "dog"}"#
  static let payment = #"{"amount": 5, "card_number": "4242"}"#
  static let card = Payment(amount: 5, oneOf: .cardDetails(CardDetails(cardNumber: "4242")))

  /// Fields the transport adds on its own, left out of the exact comparisons.
  static let transportFields: Set<String> = [
    "host", "connection", "accept-encoding", "accept-language", "content-length",
  ]

  /// The header fields a request carried that the client decided, sorted by name: `name: value`.
  static func fields(_ request: LocalHTTPServer.Request) -> [String] {
    request.headers.filter { !transportFields.contains($0.name.lowercased()) }
      .map { "\($0.name.lowercased()): \($0.value)" }.sorted()
  }

  static func client(_ server: LocalHTTPServer, _ middlewares: [any ClientMiddleware] = [], clock: TestClock? = nil)
    -> Client
  {
    var configuration = TransportUnderTest.configuration()
    configuration.middlewares = middlewares
    if let clock { configuration.clock = clock }
    return Client(serverURL: server.baseURL, configuration: configuration)
  }

  /// A server that answers each request with `replies[attempt]` (the last one from then on).
  static func server(_ replies: [LocalHTTPServer.Reply]) async throws -> LocalHTTPServer {
    let count = Mutex(0)
    return try await LocalHTTPServer { _ in
      let attempt = count.withLock { value -> Int in
        value += 1
        return value
      }
      return replies[min(attempt, replies.count) - 1]
    }
  }

  static let busy = LocalHTTPServer.Reply(status: 503, headers: [("Retry-After", "0")])

  @Test func headerFieldsAndQueryItemsGoWithTheCallTheyWereGivenToOnly() async throws {
    let server = try await LocalHTTPServer { _ in .json(Self.pet) }
    defer { Task { await server.stop() } }
    let api = Self.client(server)
    let options = CallOptions.header("X-Request-ID", "r-1").header("User-Agent", "Mine/2").query("trace", "a b&c")
    _ = try await api.with(options).pets.get(petID: 1)
    _ = try await api.pets.get(petID: 1)
    #expect(server.requests.map(\.method) == ["GET", "GET"])
    #expect(server.requests.map(\.target) == ["/pets/1?trace=a%20b%26c", "/pets/1"])
    // The call's `User-Agent` replaces the client's; the operation's `Accept` stays.
    #expect(
      Self.fields(server.requests[0]) == ["accept: application/json", "user-agent: Mine/2", "x-request-id: r-1"])
    #expect(Self.fields(server.requests[1]) == ["accept: application/json", "user-agent: APIGen"])
    #expect(server.requests.allSatisfy { $0.body.isEmpty })
  }

  @Test func optionsGivenTwiceAddUpAndTheLaterWins() async throws {
    let server = try await LocalHTTPServer { _ in .json(Self.pet) }
    defer { Task { await server.stop() } }
    let api = Self.client(server).with(.header("X-A", "1").query("q", "1").maximumAttempts(4))
    _ = try await api.with(.header("X-A", "2").header("X-B", "3").query("r", "2")).pets.get(petID: 1)
    let request = try #require(server.requests.first)
    #expect(request.target == "/pets/1?q=1&r=2")
    #expect(Self.fields(request) == ["accept: application/json", "user-agent: APIGen", "x-a: 2", "x-b: 3"])
  }

  @Test func anInvalidHeaderNameFailsTheCallBeforeAnythingIsSent() async throws {
    let server = try await LocalHTTPServer { _ in .json(Self.pet) }
    defer { Task { await server.stop() } }
    do {
      _ = try await Self.client(server).with(.header("Bad Name", "x")).pets.get(petID: 1)
      Issue.record("expected an invalid request")
    } catch {
      guard case .invalidRequest(let failure) = error else {
        Issue.record("expected an invalid request, got \(error)")
        return
      }
      #expect(failure.message == "'Bad Name' is not a valid header field name")
      #expect(failure.request.url.absoluteString == "\(server.baseURL.absoluteString)/pets/1")
    }
    #expect(server.requests.isEmpty)
  }

  @Test func aPOSTWithAnIdempotencyKeyIsRetriedWithTheSameKey() async throws {
    let server = try await Self.server([Self.busy, .json(Self.payment, status: 201)])
    defer { Task { await server.stop() } }
    let api = Self.client(server, [RetryMiddleware(maximumAttempts: 3)])
    // The operation documents `Idempotency-Key`: the client makes one, the same on both attempts.
    let payment = try await api.payments.create(body: Self.card)
    #expect(payment == Self.card)
    #expect(server.requests.count == 2)
    let keys = server.requests.map { $0.header("Idempotency-Key") }
    #expect(keys[0] != nil && keys[0] == keys[1], "\(keys)")
    #expect(keys[0].flatMap(UUID.init(uuidString:)) != nil)
    for request in server.requests {
      #expect(request.method == "POST")
      #expect(request.target == "/payments")
      let sent = try JSONSerialization.jsonObject(with: Data(request.body)) as? NSDictionary
      #expect(sent == ["amount": 5, "card_number": "4242"])
      #expect(
        Self.fields(request) == [
          "accept: application/json", "content-type: application/json", "idempotency-key: \(keys[0] ?? "")",
          "user-agent: APIGen",
        ])
    }
  }

  @Test func theCallersKeyIsKeptAndAnOptionsKeyMakesAnyPOSTRetriable() async throws {
    let server = try await Self.server([Self.busy, .json(Self.payment, status: 201), Self.busy, .json(Self.pet)])
    defer { Task { await server.stop() } }
    let api = Self.client(server, [RetryMiddleware(maximumAttempts: 3)])
    _ = try await api.payments.create(idempotencyKey: "k-1", body: Self.card)
    // `pets/create` documents no key: the option's goes in `Idempotency-Key`, and makes the POST retriable.
    _ = try await api.with(.idempotencyKey("k-2")).pets.create(body: .init(name: "Rex"))
    #expect(server.requests.map(\.target) == ["/payments", "/payments", "/pets", "/pets"])
    #expect(server.requests.map { $0.header("Idempotency-Key") } == ["k-1", "k-1", "k-2", "k-2"])
  }

  @Test func aPOSTWithoutAKeyIsSentOnceAndOthersGetNoKey() async throws {
    let server = try await Self.server([Self.busy])
    defer { Task { await server.stop() } }
    let api = Self.client(server, [RetryMiddleware(maximumAttempts: 3)])
    await #expect(throws: APIError.self) { try await api.pets.create(body: .init(name: "Rex")) }
    #expect(server.requests.count == 1)
    #expect(server.requests[0].header("Idempotency-Key") == nil)
  }

  @Test func aCallsRetryBudgetReplacesTheMiddlewares() async throws {
    let server = try await Self.server([Self.busy])
    defer { Task { await server.stop() } }
    let api = Self.client(server, [RetryMiddleware(maximumAttempts: 3)])
    await #expect(throws: APIError.self) { try await api.with(.maximumAttempts(1)).pets.get(petID: 1) }
    #expect(server.requests.count == 1)
    await #expect(throws: APIError.self) { try await api.with(.maximumAttempts(2)).pets.get(petID: 1) }
    #expect(server.requests.count == 3)
    await #expect(throws: APIError.self) { try await api.pets.get(petID: 1) }
    #expect(server.requests.count == 6)
  }

  @Test func aCallPastItsDeadlineFailsAsSuchAndIsAbandoned() async throws {
    let server = try await LocalHTTPServer { _ in LocalHTTPServer.Reply(hang: true) }
    defer { Task { await server.stop() } }
    let clock = TestClock()
    let api = Self.client(server, clock: clock)
    let call = Task { try await api.with(.timeout(.seconds(5))).pets.get(petID: 1) }
    await waitUntil { server.requests.count == 1 }
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .milliseconds(4999))
    #expect(clock.sleeperCount == 1, "the deadline passed early")
    await clock.advance(by: .milliseconds(1))
    let result = await call.result
    guard case .failure(let error) = result, case .transport(let transport)? = error as? APIError else {
      Issue.record("expected a transport failure, got \(result)")
      return
    }
    #expect(transport.isDeadlineExceeded)
    #expect(!transport.isTimeout)
    #expect(transport.message.hasPrefix("the call's deadline passed"), "\(transport.message)")
    #expect(transport.request.url.absoluteString == "\(server.baseURL.absoluteString)/pets/1")
    // The request was abandoned: its connection closed, not left to finish in the background.
    await waitUntil("the abandoned connection was not closed") { server.closedConnections >= 1 }
  }

  @Test func aCallWithinItsDeadlineIsUntouched() async throws {
    let server = try await LocalHTTPServer { _ in .json(Self.pet) }
    defer { Task { await server.stop() } }
    let clock = TestClock()
    let pet = try await Self.client(server, clock: clock).with(.timeout(.seconds(5))).pets.get(petID: 1)
    #expect(pet.name == "Rex")
    // The deadline's sleep ended with the call.
    await waitUntil { clock.sleeperCount == 0 }
  }

  static func event(_ text: String) -> [UInt8] { Array("data: \(text)\n\n".utf8) }

  @Test func anEventStreamThroughRetriesYieldsEachEventAsItComes() async throws {
    // Event 2 is held back until the test has event 1 (a comment line keeps the stream alive meanwhile), or for
    // two minutes at most, so that a client that buffers the stream fails instead of waiting for ever.
    let release = Mutex(false)
    let sentSecond = Mutex(false)
    let server = try await LocalHTTPServer { _ in
      .streaming(headers: [("Content-Type", "text/event-stream")], interval: .milliseconds(20)) { chunk in
        if chunk == 0 { return Self.event("one") }
        if sentSecond.withLock({ $0 }) { return nil }
        guard release.withLock({ $0 }) || chunk > 6000 else { return Array(":\n".utf8) }
        sentSecond.withLock { $0 = true }
        return Self.event("two")
      }
    }
    defer { Task { await server.stop() } }
    let api = Self.client(server, [RetryMiddleware(maximumAttempts: 3)])
    var received: [String] = []
    for try await event in try await api.ticks.watch() {
      if received.isEmpty {
        #expect(!sentSecond.withLock { $0 }, "event 1 arrived only after the server sent event 2")
        release.withLock { $0 = true }
      }
      received.append(event.data)
    }
    #expect(received == ["one", "two"])
    #expect(server.requests.count == 1)
  }

  @Test func aStreamCutAfterItsFirstEventIsNotRetried() async throws {
    let body = Self.event("one") + Self.event("two")
    let server = try await LocalHTTPServer { _ in
      LocalHTTPServer.Reply(
        headers: [("Content-Type", "text/event-stream")], body: body, closeAfterBodyBytes: Self.event("one").count + 4)
    }
    defer { Task { await server.stop() } }
    let api = Self.client(server, [RetryMiddleware(maximumAttempts: 3, baseDelay: .milliseconds(1))])
    var received: [String] = []
    var failure: APIError?
    do {
      for try await event in try await api.ticks.watch() { received.append(event.data) }
    } catch {
      failure = error
    }
    #expect(received == ["one"])
    guard case .transport? = failure else {
      Issue.record("expected a transport error after event 1, got \(String(describing: failure))")
      return
    }
    #expect(server.requests.count == 1)
  }

  @Test func aStreamRefusedBeforeItsFirstByteIsRetried() async throws {
    let server = try await Self.server([Self.busy, .text("data: one\n\n", contentType: "text/event-stream")])
    defer { Task { await server.stop() } }
    let api = Self.client(server, [RetryMiddleware(maximumAttempts: 3)])
    var received: [String] = []
    for try await event in try await api.ticks.watch() { received.append(event.data) }
    #expect(received == ["one"])
    #expect(server.requests.count == 2)
  }

  /// Records what a middleware sees of each call.
  final class ContextRecorder: ClientMiddleware {
    let seen = Mutex<[(headers: [String], key: String?, streams: Bool, attempts: Int?)]>([])

    func intercept(
      _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
      next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
      let call = CallContext.current
      seen.withLock {
        $0.append(
          (
            call?.options.headerFields.map { "\($0.name): \($0.value)" } ?? [], call?.idempotencyKey,
            call?.streamsResponse ?? false, call?.options.maximumAttempts
          ))
      }
      return try await next(request, body, baseURL)
    }
  }

  @Test func middlewaresSeeTheCallsOptionsKeyAndWhetherItStreams() async throws {
    let server = try await LocalHTTPServer { request in
      request.target == "/ticks" ? .text("data: one\n\n", contentType: "text/event-stream") : .json(Self.pet)
    }
    defer { Task { await server.stop() } }
    let recorder = ContextRecorder()
    let api = Self.client(server, [recorder])
    _ = try await api.with(.header("X-Trace", "t").maximumAttempts(2)).pets.get(petID: 1)
    _ = try await api.with(.idempotencyKey("k")).pets.create(body: .init(name: "Rex"))
    for try await _ in try await api.ticks.watch() {}
    let seen = recorder.seen.withLock { $0 }
    #expect(seen.map(\.headers) == [["X-Trace: t"], [], []])
    #expect(seen.map(\.key) == [nil, "k", nil])
    #expect(seen.map(\.streams) == [false, false, true])
    #expect(seen.map(\.attempts) == [2, nil, nil])
    // Outside of a call there is none.
    #expect(CallContext.current == nil)
  }

  @Test func aStreamsDeadlineEndsWithItsHead() async throws {
    let release = Mutex(false)
    let server = try await LocalHTTPServer { _ in
      .streaming(headers: [("Content-Type", "text/event-stream")], interval: .milliseconds(20)) { chunk in
        if chunk == 0 { return Self.event("one") }
        if chunk > 6000 { return nil }
        return release.withLock { $0 } ? Self.event("two") + Array("data: [DONE]\n\n".utf8) : Array(":\n".utf8)
      }
    }
    defer { Task { await server.stop() } }
    let clock = TestClock()
    let api = Self.client(server, clock: clock).with(.timeout(.seconds(5)))
    var received: [String] = []
    for try await event in try await api.ticks.watch() {
      received.append(event.data)
      if received.count == 1 {
        // The deadline's sleep ended when the head arrived: time passing now cuts nothing.
        await waitUntil { clock.sleeperCount == 0 }
        await clock.advance(by: .seconds(60))
        release.withLock { $0 = true }
      }
    }
    #expect(received == ["one", "two"])
  }

  @Test func everyPageCarriesTheCallsOptionsAndItsQueryItemsOnce() async throws {
    let server = try await LocalHTTPServer { request in
      // The next page's link repeats the first request's query, as GitHub's do.
      request.target.contains("page=2")
        ? .json("[\(Self.pet)]")
        : .json("[\(Self.pet)]", headers: [("Link", "<\(request.target)&page=2>; rel=\"next\"")])
    }
    defer { Task { await server.stop() } }
    let pets = try await Self.client(server).with(.query("trace", "t").header("X-Trace", "t")).pets.listPages()
      .items.reduce(into: [String]()) { $0.append($1.name) }
    #expect(pets == ["Rex", "Rex"])
    #expect(server.requests.map(\.target) == ["/pets?trace=t", "/pets?trace=t&page=2"])
    #expect(server.requests.map { $0.header("X-Trace") } == ["t", "t"])
  }

  /// Events `one`, `two` (ids 1 and 2, the first asking for a 50 ms reconnection time), then a third cut halfway
  /// through; sent again with `Last-Event-ID: 2`, event `three` (id 3) and the end.
  static func resumableServer() async throws -> LocalHTTPServer {
    try await LocalHTTPServer { request in
      if request.header("Last-Event-ID") == "2" {
        return .text("id: 3\ndata: three\n\n", contentType: "text/event-stream")
      }
      let body =
        Array("retry: 50\nid: 1\ndata: one\n\nid: 2\ndata: two\n\nid: 3\ndata: thr".utf8)
        + Array(repeating: 32, count: 20)
      return LocalHTTPServer.Reply(
        headers: [("Content-Type", "text/event-stream")], body: body, closeAfterBodyBytes: body.count - 20)
    }
  }

  @Test func anEventStreamWithIdsResumesAfterACutFromTheLastEvent() async throws {
    let server = try await Self.resumableServer()
    defer { Task { await server.stop() } }
    let clock = TestClock()
    let api = Self.client(server, clock: clock).with(.header("X-Trace", "t"))
    let reading = Task {
      var received: [String] = []
      for try await event in try await api.ticks.watch() { received.append(event.data) }
      return received
    }
    // The reconnection time the server asked for, on the client's clock.
    #expect(await clock.waitForSleepers(1))
    #expect(server.requests.count == 1)
    await clock.advance(by: .milliseconds(49))
    #expect(server.requests.count == 1)
    await clock.advance(by: .milliseconds(1))
    #expect(try await reading.value == ["one", "two", "three"])
    #expect(server.requests.count == 2)
    #expect(server.requests.map(\.method) == ["GET", "GET"])
    #expect(server.requests.map(\.target) == ["/ticks", "/ticks"])
    let first = Self.fields(server.requests[0])
    #expect(first == ["accept: text/event-stream", "user-agent: APIGen", "x-trace: t"])
    #expect(Self.fields(server.requests[1]) == (first + ["last-event-id: 2"]).sorted())
  }

  @Test func aCutStreamIsNotResumedWithoutBudget() async throws {
    let server = try await Self.resumableServer()
    defer { Task { await server.stop() } }
    var received: [String] = []
    do {
      for try await event in try await Self.client(server).with(.maximumAttempts(1)).ticks.watch() {
        received.append(event.data)
      }
      Issue.record("expected the cut to end the stream")
    } catch {
      guard case .transport = error else {
        Issue.record("expected a transport error, got \(error)")
        return
      }
    }
    #expect(received == ["one", "two"])
    #expect(server.requests.count == 1)
  }
}
