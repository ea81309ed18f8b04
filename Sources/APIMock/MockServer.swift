// Compiled twice: into APIMock with the Mock trait, and into _APIMockServer for this package's tools (Package.swift).
#if Mock || APIGEN_MOCK_SERVER
  import Foundation
  import HTTPTypes
  import Hummingbird
  import Logging
  import NIOCore
  import Synchronization
  import _APIGenOpenAPI
  @_exported import _APIMockCore

  /// `apigen mock` as a library: serves a spec's operations on a local port (Hummingbird), for tests and offline
  /// development.
  ///
  /// ```swift
  /// let server = try await MockServer(spec: URL(fileURLWithPath: "openapi.yaml"))
  /// let client = Client(serverURL: server.url)
  /// ...
  /// await server.stop()
  /// ```
  public final class MockServer: Sendable {
    /// `http://127.0.0.1:PORT`, the port the system chose when none was asked for.
    public let url: URL
    public let responder: MockResponder
    private let task: Mutex<Task<Void, any Error>?>
    private let counts: StatusCounts

    /// Loads `spec` (and the overlay JSON files of `data`, if given) and starts answering.
    ///
    /// - Parameters:
    ///   - spec: The OpenAPI document to serve.
    ///   - data: A folder of JSON overlays (see `MockOverlay`).
    ///   - host: The address to listen on.
    ///   - port: The port to listen on; 0 picks a free one.
    ///   - seed: The seed of values made up from schemas.
    ///   - keepingRequests: How many of the latest requests ``requests`` keeps, for tests.
    ///   - log: Called with one line per request (method, target, status, operation, where the answer came from,
    ///     milliseconds).
    public convenience init(
      spec: URL, data: URL? = nil, host: String = "127.0.0.1", port: Int = 0, seed: UInt64 = 1,
      keepingRequests: Int = 0, log: (@Sendable (String) -> Void)? = nil
    ) async throws {
      let overlays = try data.map { folder throws(MockSetupError) in try MockOverlay.load(folder: folder) } ?? []
      try await self.init(
        responder: MockResponder(spec: spec, overlays: overlays, seed: seed), host: host, port: port,
        keepingRequests: keepingRequests, log: log)
    }

    /// Starts answering with `responder` (already loaded: several servers can share one spec).
    ///
    /// - Parameters:
    ///   - responder: What answers each request.
    ///   - host: The address to listen on.
    ///   - port: The port to listen on; 0 picks a free one.
    ///   - keepingRequests: How many of the latest requests ``requests`` keeps, for tests.
    ///   - log: Called with one line per request.
    public init(
      responder: MockResponder, host: String = "127.0.0.1", port: Int = 0, keepingRequests: Int = 0,
      log: (@Sendable (String) -> Void)? = nil
    ) async throws {
      self.responder = responder
      let counts = StatusCounts(keeping: keepingRequests)
      self.counts = counts
      var logger = Logger(label: "apigen-mock")
      logger.logLevel = .critical
      let started = StartSignal()
      let application = Application(
        responder: MockHTTPResponder(responder: responder, log: log, counts: counts),
        server: .http1(configuration: .init(additionalChannelHandlers: [UnreadableRequestAnswer()])),
        configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "apigen-mock"),
        onServerRunning: { channel in started.succeed(channel.localAddress?.port ?? port) },
        logger: logger
      )
      let task = Task {
        do {
          try await application.run()
        } catch {
          started.fail(error)
          throw error
        }
        started.fail(MockSetupError("the server stopped before it started"))
      }
      self.task = Mutex(task)
      do {
        let boundPort = try await started.value
        let shownHost = host.contains(":") ? "[\(host)]" : host
        url = URL(string: "http://\(shownHost):\(boundPort)")!
      } catch {
        task.cancel()
        throw MockSetupError("cannot listen on \(host):\(port): \(error)")
      }
    }

    deinit {
      task.withLock { $0?.cancel() }
    }

    /// Stops listening and waits until the server has closed.
    public func stop() async {
      let running = task.withLock { task in
        defer { task = nil }
        return task
      }
      running?.cancel()
      _ = await running?.result
    }

    /// How many requests each status was answered with so far.
    public var statusCounts: [Int: Int] { counts.table.withLock { $0 } }

    /// The latest requests answered, oldest first (as many as `keepingRequests` asked for).
    public var requests: [MockRequest] { counts.recent.withLock { $0 } }
  }

  /// What the server keeps of the requests it answered.
  private final class StatusCounts: Sendable {
    let table = Mutex<[Int: Int]>([:])
    let recent = Mutex<[MockRequest]>([])
    let keeping: Int

    init(keeping: Int) { self.keeping = max(0, keeping) }

    func record(_ request: MockRequest, status: Int) {
      table.withLock { $0[status, default: 0] += 1 }
      guard keeping > 0 else { return }
      recent.withLock { requests in
        if requests.count == keeping { requests.removeFirst() }
        requests.append(request)
      }
    }
  }

  /// The first of "listening on port N" and "failed", for the server's starter to wait on.
  private final class StartSignal: Sendable {
    private let state = Mutex<(result: Result<Int, any Error>?, waiter: CheckedContinuation<Int, any Error>?)>(
      (nil, nil))

    func succeed(_ port: Int) { finish(.success(port)) }
    func fail(_ error: any Error) { finish(.failure(error)) }

    private func finish(_ result: Result<Int, any Error>) {
      let waiter = state.withLock { state -> CheckedContinuation<Int, any Error>? in
        guard state.result == nil else { return nil }
        state.result = result
        defer { state.waiter = nil }
        return state.waiter
      }
      waiter?.resume(with: result)
    }

    var value: Int {
      get async throws {
        try await withCheckedThrowingContinuation { continuation in
          let result = state.withLock { state -> Result<Int, any Error>? in
            if state.result == nil { state.waiter = continuation }
            return state.result
          }
          if let result { continuation.resume(with: result) }
        }
      }
    }
  }

  /// A cut-short body: the connection closes after part of it (an overlay's `"fault": "close"`).
  private struct ClosedMidBody: Error {}

  private struct MockHTTPResponder: HTTPResponder {
    typealias Context = BasicRequestContext
    let responder: MockResponder
    let log: (@Sendable (String) -> Void)?
    let counts: StatusCounts

    /// Bodies past this many bytes are refused (413) rather than read into memory.
    static let bodyLimit = 64 << 20

    func respond(to request: Request, context: Context) async throws -> Response {
      let start = ContinuousClock.now
      var request = request
      let body: ByteBuffer
      do {
        body = try await request.collectBody(upTo: Self.bodyLimit)
      } catch {
        return Response(status: .contentTooLarge)
      }
      let mock = MockRequest(
        method: request.method, target: request.head.path ?? "/", authority: request.head.authority,
        headers: request.headers, body: Array(buffer: body))
      let answer = responder.answer(mock)
      if let delay = answer.delay { try await Task.sleep(for: delay) }
      counts.record(mock, status: answer.status.code)
      if let log {
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        log(
          "\(mock.method.rawValue) \(mock.target) -> \(answer.status.code) \(answer.operation ?? "-") (\(answer.source)) "
            + String(format: "%.1f ms", milliseconds))
      }
      var headers = answer.headers
      headers[.contentLength] = String(answer.body.count)
      let bytes = answer.body
      if let cut = answer.closeAfterBodyBytes {
        return Response(
          status: answer.status, headers: headers,
          body: ResponseBody(contentLength: bytes.count) { writer in
            try await writer.write(ByteBuffer(bytes: bytes.prefix(cut)))
            throw ClosedMidBody()
          })
      }
      return Response(status: answer.status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
  }
#endif
