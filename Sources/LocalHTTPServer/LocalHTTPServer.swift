import Foundation
import NIOCore
import NIOPosix
import Synchronization

/// A real HTTP/1.1 server on 127.0.0.1 for tests and benchmarks. It records every request exactly as the bytes
/// arrived, and answers as its caller scripts it: any status, headers and body, after a delay, or by closing the
/// connection halfway through the body. Parsing is done by hand on purpose: tests assert on raw bytes.
package final class LocalHTTPServer: Sendable {
  package struct Request: Sendable {
    /// Everything received for this request: request line, headers and body bytes.
    package var raw: [UInt8]
    package var method: String
    /// The request target as sent: path and query, percent-encoding untouched.
    package var target: String
    package var headers: [(name: String, value: String)]
    package var body: [UInt8]

    package func header(_ name: String) -> String? {
      headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    package var bodyText: String { String(decoding: body, as: UTF8.self) }
  }

  package struct Reply: Sendable {
    package var status: Int = 200
    package var headers: [(String, String)] = []
    package var body: [UInt8] = []
    /// Wait this long before answering.
    package var delay: Duration = .zero
    /// Send the head and this many body bytes, then close the connection.
    package var closeAfterBodyBytes: Int?
    /// Never answer (the client is expected to give up or be cancelled).
    package var hang = false
    /// A body sent as it is made, chunked: chunk `n` (from 0) every `interval` until it gives nil or the client
    /// closes the connection. Set, it replaces `body`.
    package var chunks: (@Sendable (Int) -> [UInt8]?)?
    package var interval: Duration = .zero

    /// A streamed answer: the head, then `chunk(0)`, `chunk(1)`, … every `interval`, until nil (the end of the
    /// body) or the client goes away.
    package static func streaming(
      status: Int = 200, headers: [(String, String)] = [], interval: Duration = .zero,
      _ chunk: @escaping @Sendable (Int) -> [UInt8]?
    ) -> Reply {
      var reply = Reply(status: status, headers: headers)
      reply.chunks = chunk
      reply.interval = interval
      return reply
    }

    package init(
      status: Int = 200, headers: [(String, String)] = [], body: [UInt8] = [], delay: Duration = .zero,
      closeAfterBodyBytes: Int? = nil, hang: Bool = false
    ) {
      self.status = status
      self.headers = headers
      self.body = body
      self.delay = delay
      self.closeAfterBodyBytes = closeAfterBodyBytes
      self.hang = hang
    }

    package static func json(_ text: String, status: Int = 200, headers: [(String, String)] = []) -> Reply {
      Reply(status: status, headers: [("Content-Type", "application/json")] + headers, body: Array(text.utf8))
    }

    package static func text(_ text: String, status: Int = 200, contentType: String = "text/plain") -> Reply {
      Reply(status: status, headers: [("Content-Type", contentType)], body: Array(text.utf8))
    }
  }

  private let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
  private let channel: any Channel
  private let store: Store

  private struct State {
    var requests: [Request] = []
    var closedConnections = 0
    var handler: @Sendable (Request) -> Reply
    var requestLimit: Int
  }

  /// The state connections share, behind a lock.
  private final class Store: Sendable {
    let state: Mutex<State>
    init(_ state: State) { self.state = Mutex(state) }
  }

  package let port: Int
  package var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// Starts a server on a free port. It keeps the last `keepingRequests` requests for `requests` (a long-running
  /// server keeps a few, a test all of them).
  package init(
    keepingRequests requestLimit: Int = .max, _ handler: @escaping @Sendable (Request) -> Reply = { _ in Reply() }
  ) async throws {
    let store = Store(State(handler: handler, requestLimit: max(0, requestLimit)))
    self.store = store
    let bootstrap = ServerBootstrap(group: group)
      .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
      .childChannelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
          try channel.pipeline.syncOperations.addHandler(Connection(store: store))
        }
      }
    channel = try await bootstrap.bind(host: "127.0.0.1", port: 0).get()
    port = channel.localAddress?.port ?? 0
  }

  /// Replaces how the server answers.
  package func reply(_ handler: @escaping @Sendable (Request) -> Reply) {
    store.state.withLock { $0.handler = handler }
  }

  package var requests: [Request] { store.state.withLock { $0.requests } }
  package var closedConnections: Int { store.state.withLock { $0.closedConnections } }

  package func stop() async {
    try? await channel.close()
    try? await group.shutdownGracefully()
  }

  /// One connection: accumulates bytes, cuts complete requests out of them, answers each in order.
  private final class Connection: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let store: Store
    private var buffer: [UInt8] = []

    init(store: Store) { self.store = store }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      var bytes = unwrapInboundIn(data)
      buffer += bytes.readBytes(length: bytes.readableBytes) ?? []
      while let request = Self.cutRequest(from: &buffer) {
        let handler = store.state.withLock { state -> @Sendable (Request) -> Reply in
          state.requests.append(request)
          if state.requests.count > state.requestLimit { state.requests.removeFirst() }
          return state.handler
        }
        answer(handler(request), context: context)
      }
    }

    func channelInactive(context: ChannelHandlerContext) {
      store.state.withLock { $0.closedConnections += 1 }
      context.fireChannelInactive()
    }

    private func answer(_ reply: Reply, context: ChannelHandlerContext) {
      guard !reply.hang else { return }
      if let chunks = reply.chunks {
        stream(reply, chunks, channel: context.channel)
        return
      }
      var head = "HTTP/1.1 \(reply.status) \(Self.reason(reply.status))\r\n"
      var headers = reply.headers
      if !headers.contains(where: { $0.0.lowercased() == "content-length" }) {
        headers.append(("Content-Length", String(reply.body.count)))
      }
      for (name, value) in headers { head += "\(name): \(value)\r\n" }
      head += "\r\n"
      var bytes = Array(head.utf8)
      let closeAfter = reply.closeAfterBodyBytes
      bytes += closeAfter.map { Array(reply.body.prefix($0)) } ?? reply.body
      let channel = context.channel
      let payload = bytes
      let send: @Sendable () -> Void = {
        var out = channel.allocator.buffer(capacity: payload.count)
        out.writeBytes(payload)
        let written = channel.writeAndFlush(out)
        if closeAfter != nil { written.whenComplete { _ in channel.close(promise: nil) } }
      }
      if reply.delay == .zero {
        send()
      } else {
        channel.eventLoop.scheduleTask(in: Self.timeAmount(reply.delay)) { send() }
      }
    }

    /// Sends the head, then each chunk in HTTP/1.1 chunked encoding, one every `interval`, stopping when the
    /// chunks end (with the last-chunk marker) or a write fails because the client closed the connection.
    private func stream(_ reply: Reply, _ chunks: @escaping @Sendable (Int) -> [UInt8]?, channel: any Channel) {
      var head = "HTTP/1.1 \(reply.status) \(Self.reason(reply.status))\r\n"
      for (name, value) in reply.headers { head += "\(name): \(value)\r\n" }
      head += "Transfer-Encoding: chunked\r\n\r\n"
      let interval = Self.timeAmount(reply.interval)
      @Sendable func write(_ bytes: [UInt8]) -> EventLoopFuture<Void> {
        var out = channel.allocator.buffer(capacity: bytes.count)
        out.writeBytes(bytes)
        return channel.writeAndFlush(out)
      }
      @Sendable func send(_ index: Int) {
        guard channel.isActive else { return }
        guard let chunk = chunks(index) else {
          _ = write(Array("0\r\n\r\n".utf8))
          return
        }
        guard !chunk.isEmpty else {
          channel.eventLoop.execute { send(index + 1) }
          return
        }
        let framed = Array(String(chunk.count, radix: 16).utf8) + [13, 10] + chunk + [13, 10]
        write(framed).whenComplete { result in
          guard case .success = result else { return }
          if interval == .zero {
            channel.eventLoop.execute { send(index + 1) }
          } else {
            channel.eventLoop.scheduleTask(in: interval) { send(index + 1) }
          }
        }
      }
      write(Array(head.utf8)).whenSuccess { send(0) }
    }

    /// A `Duration` as NIO schedules it.
    static func timeAmount(_ duration: Duration) -> TimeAmount {
      .nanoseconds(Int64(duration.components.seconds) * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }

    /// A complete request at the start of `buffer` (Content-Length or chunked body), removed from it.
    static func cutRequest(from buffer: inout [UInt8]) -> Request? {
      guard let headEnd = find([13, 10, 13, 10], in: buffer, from: 0) else { return nil }
      let headText = String(decoding: buffer[..<headEnd], as: UTF8.self)
      var lines = headText.components(separatedBy: "\r\n")
      let requestLine = lines.removeFirst().split(separator: " ")
      guard requestLine.count >= 2 else { return nil }
      let headers = lines.compactMap { line -> (name: String, value: String)? in
        guard let colon = line.firstIndex(of: ":") else { return nil }
        return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
      }
      let bodyStart = headEnd + 4
      var body: [UInt8] = []
      var end = bodyStart
      if let length = headers.first(where: { $0.name.lowercased() == "content-length" }).flatMap({ Int($0.value) }) {
        guard buffer.count >= bodyStart + length else { return nil }
        body = Array(buffer[bodyStart..<bodyStart + length])
        end = bodyStart + length
      } else if headers.contains(where: {
        $0.name.lowercased() == "transfer-encoding" && $0.value.lowercased().contains("chunked")
      }) {
        var position = bodyStart
        while true {
          guard let lineEnd = find([13, 10], in: buffer, from: position) else { return nil }
          let sizeText = String(decoding: buffer[position..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
          guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else { return nil }
          let dataStart = lineEnd + 2
          guard buffer.count >= dataStart + size + 2 else { return nil }
          if size == 0 {
            guard let trailerEnd = find([13, 10], in: buffer, from: dataStart) else { return nil }
            position = trailerEnd + 2
            break
          }
          body += buffer[dataStart..<dataStart + size]
          position = dataStart + size + 2
        }
        end = position
      }
      let raw = Array(buffer[..<end])
      buffer.removeFirst(end)
      return Request(
        raw: raw, method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: body)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
      guard haystack.count >= needle.count else { return nil }
      var index = start
      while index + needle.count <= haystack.count {
        if haystack[index..<index + needle.count].elementsEqual(needle) { return index }
        index += 1
      }
      return nil
    }

    private static func reason(_ status: Int) -> String {
      switch status {
      case 200: return "OK"
      case 201: return "Created"
      case 204: return "No Content"
      case 304: return "Not Modified"
      case 401: return "Unauthorized"
      case 403: return "Forbidden"
      case 404: return "Not Found"
      case 429: return "Too Many Requests"
      case 500: return "Internal Server Error"
      case 502: return "Bad Gateway"
      case 503: return "Service Unavailable"
      case 504: return "Gateway Timeout"
      default: return "Status"
      }
    }
  }
}
