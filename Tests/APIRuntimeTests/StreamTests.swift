@_spi(Generated) import APIRuntime
import Foundation
import HardCasesAPI
import LocalHTTPServer
import ReactorTesting
import Synchronization
import Testing

/// Streamed answers through the generated SDK against a real server: server-sent events modelled on a public
/// chat-completions API, JSON Lines, JSON Text Sequences and byte streams. Over a transport that hands bodies over
/// whole (URLSession on Linux), the same streams are read from the buffered body.
@Suite struct StreamTests {
  static let request = ChatRequest(model: "m1", messages: [.init(role: "user", content: "hi")], stream: true)

  static func event(_ index: Int) -> String {
    "event: chunk\nid: \(index)\ndata: {\"id\":\"c1\",\"index\":\(index),\"delta\":\"t\(index)\"}\n\n"
  }

  static func client(_ server: LocalHTTPServer) -> Client {
    Client(serverURL: server.baseURL, configuration: TransportUnderTest.configuration())
  }

  @Test func tenThousandEventsArriveDecodedInOrder() async throws {
    // A hundred chunks of a hundred events, then the `[DONE]` sentinel.
    let server = try await LocalHTTPServer { _ in
      .streaming(headers: [("Content-Type", "text/event-stream")]) { chunk in
        if chunk < 100 { return Array((0..<100).map { Self.event(chunk * 100 + $0) }.joined().utf8) }
        return chunk == 100 ? Array("data: [DONE]\n\n".utf8) : nil
      }
    }
    defer { Task { await server.stop() } }
    var indices: [Int] = []
    var last: ServerEvent<ChatChunk>?
    for try await event in try await Self.client(server).chat.createEvents(body: Self.request) {
      indices.append(event.data.index)
      last = event
    }
    #expect(indices == Array(0..<10_000))
    #expect(last?.event == "chunk")
    #expect(last?.id == "9999")
    #expect(last?.data.delta == "t9999")
    let sent = try #require(server.requests.first)
    #expect(sent.method == "POST")
    #expect(sent.target == "/chat/completions")
    #expect(sent.header("Accept") == "text/event-stream")
    #expect(sent.header("Content-Type") == "application/json")
    let body = try JSONSerialization.jsonObject(with: Data(sent.body)) as? NSDictionary
    #expect(body == ["model": "m1", "messages": [["role": "user", "content": "hi"]], "stream": true])
  }

  @Test func aStreamCutMidEventEndsWithATransportErrorAfterTheCompleteEvents() async throws {
    let whole = Array(((0..<4).map(Self.event).joined()).utf8)
    let cut = whole.count - 20
    let server = try await LocalHTTPServer { _ in
      LocalHTTPServer.Reply(
        headers: [("Content-Type", "text/event-stream")], body: whole, closeAfterBodyBytes: cut)
    }
    defer { Task { await server.stop() } }
    var received: [Int] = []
    var failure: APIError?
    do {
      for try await event in try await Self.client(server).chat.createEvents(body: Self.request) {
        received.append(event.data.index)
      }
    } catch {
      failure = error
    }
    // Streamed, the three complete events come first; read whole, the cut body fails before any event.
    #expect(received == (TransportUnderTest.streamsBodies ? [0, 1, 2] : []))
    guard case .transport(let transport)? = failure else {
      Issue.record("expected a transport error, got \(String(describing: failure))")
      return
    }
    #expect(transport.request.url.path == "/chat/completions")
  }

  @Test func anEventWhoseDataDoesNotDecodeIsNamedByItsPosition() async throws {
    let text = (0..<3).map(Self.event).joined() + "data: {\"id\":\"c1\"}\n\n" + Self.event(4)
    let server = try await LocalHTTPServer { _ in .text(text, contentType: "text/event-stream") }
    defer { Task { await server.stop() } }
    var received = 0
    do {
      for try await _ in try await Self.client(server).chat.createEvents(body: Self.request) { received += 1 }
      Issue.record("expected a decoding error")
    } catch {
      guard case .undecodableBody(let failure) = error else {
        Issue.record("expected undecodableBody, got \(error)")
        return
      }
      #expect(failure.message.hasPrefix("event 4: missing key 'index'"))
      #expect(failure.typeName == "ChatChunk")
      #expect(failure.snippet == #"{"id":"c1"}"#)
    }
    #expect(received == 3)
  }

  @Test(.enabled(if: TransportUnderTest.streamsBodies))
  func aConsumerThatStopsAfterThreeEventsClosesTheConnection() async throws {
    // An endless stream, an event every 5 ms: only closing the connection ends it.
    let server = try await LocalHTTPServer { _ in
      .streaming(headers: [("Content-Type", "text/event-stream")], interval: .milliseconds(5)) {
        Array(Self.event($0).utf8)
      }
    }
    defer { Task { await server.stop() } }
    var received: [Int] = []
    for try await event in try await Self.client(server).chat.createEvents(body: Self.request) {
      received.append(event.data.index)
      if received.count == 3 { break }
    }
    #expect(received == [0, 1, 2])
    #expect(await waitUntil("the server sees the connection closed") { server.closedConnections >= 1 })
  }

  @Test func theFirstEventArrivesBeforeTheServerSendsTheSecond() async throws {
    // The server holds event 2 back until the consumer has event 1 (or 60 s have passed, so a transport that
    // buffers fails here rather than hanging).
    let firstReceived = DispatchSemaphore(value: 0)
    let sent = Mutex(0)
    let server = try await LocalHTTPServer { _ in
      .streaming(headers: [("Content-Type", "text/event-stream")], interval: .milliseconds(1)) { chunk in
        if chunk == 1 { _ = firstReceived.wait(timeout: .now() + 60) }
        guard chunk < 2 else { return nil }
        sent.withLock { $0 += 1 }
        return Array(Self.event(chunk).utf8)
      }
    }
    defer { Task { await server.stop() } }
    var sentWhenReceived: [Int] = []
    for try await event in try await Self.client(server).chat.createEvents(body: Self.request) {
      sentWhenReceived.append(sent.withLock { $0 })
      if event.data.index == 0 { firstReceived.signal() }
    }
    #expect(sentWhenReceived == [1, 2])
  }

  @Test func anErrorStatusIsReadWholeAndDecoded() async throws {
    let server = try await LocalHTTPServer { _ in .json(#"{"message": "rate limited"}"#, status: 429) }
    defer { Task { await server.stop() } }
    do {
      _ = try await Self.client(server).chat.createEvents(body: Self.request)
      Issue.record("expected an error")
    } catch {
      guard case .unexpectedStatus(let failure) = error else {
        Issue.record("expected unexpectedStatus, got \(error)")
        return
      }
      #expect(failure.status.code == 429)
      #expect(error.hardCasesAPI.errorModel?.message == "rate limited")
    }
  }

  @Test func theWholeAnswerStaysTheDefault() async throws {
    let server = try await LocalHTTPServer { _ in .json(#"{"id": "c1", "content": "hello"}"#) }
    defer { Task { await server.stop() } }
    let completion = try await Self.client(server).chat.create(body: Self.request)
    #expect(completion == ChatCompletion(id: "c1", content: "hello"))
    #expect(server.requests.first?.header("Accept") == "application/json")
  }

  @Test func jsonLinesArriveOneValuePerLine() async throws {
    let server = try await LocalHTTPServer { _ in
      .streaming(headers: [("Content-Type", "application/jsonl")]) { chunk in
        guard chunk < 10 else { return nil }
        // Lines split across chunks, and a blank line, are read as lines.
        let lines = (0..<100).map { #"{"level":"info","message":"m\#(chunk * 100 + $0)"}"# }.joined(separator: "\n")
        return Array((lines + (chunk == 4 ? "\n\n" : "\n")).utf8)
      }
    }
    defer { Task { await server.stop() } }
    var messages: [String] = []
    for try await entry in try await Self.client(server).logs.tail() { messages.append(entry.message) }
    #expect(messages == (0..<1000).map { "m\($0)" })
    #expect(server.requests.first?.header("Accept") == "application/jsonl")
  }

  @Test func jsonLinesCutMidLineEndWithATransportErrorAfterTheCompleteLines() async throws {
    let whole = Array(((0..<4).map { #"{"level":"info","message":"m\#($0)"}"# + "\n" }.joined()).utf8)
    let server = try await LocalHTTPServer { _ in
      LocalHTTPServer.Reply(
        headers: [("Content-Type", "application/jsonl")], body: whole, closeAfterBodyBytes: whole.count - 10)
    }
    defer { Task { await server.stop() } }
    var received: [String] = []
    var failure: APIError?
    do {
      for try await entry in try await Self.client(server).logs.tail() { received.append(entry.message) }
    } catch {
      failure = error
    }
    #expect(received == (TransportUnderTest.streamsBodies ? ["m0", "m1", "m2"] : []))
    guard case .transport? = failure else {
      Issue.record("expected a transport error, got \(String(describing: failure))")
      return
    }
  }

  @Test(.enabled(if: TransportUnderTest.streamsBodies))
  func aJSONLinesConsumerThatStopsClosesTheConnection() async throws {
    let server = try await LocalHTTPServer { _ in
      .streaming(headers: [("Content-Type", "application/jsonl")], interval: .milliseconds(5)) {
        Array((#"{"level":"info","message":"m\#($0)"}"# + "\n").utf8)
      }
    }
    defer { Task { await server.stop() } }
    var received: [String] = []
    for try await entry in try await Self.client(server).logs.tail() {
      received.append(entry.message)
      if received.count == 3 { break }
    }
    #expect(received == ["m0", "m1", "m2"])
    #expect(await waitUntil("the server sees the connection closed") { server.closedConnections >= 1 })
  }

  @Test func aJSONLineThatDoesNotDecodeIsNamedByItsPosition() async throws {
    let text = #"{"level":"info","message":"a"}"# + "\n" + #"{"level":"info"}"# + "\n"
    let server = try await LocalHTTPServer { _ in .text(text, contentType: "application/jsonl") }
    defer { Task { await server.stop() } }
    var received = 0
    do {
      for try await _ in try await Self.client(server).logs.tail() { received += 1 }
      Issue.record("expected a decoding error")
    } catch {
      guard case .undecodableBody(let failure) = error else {
        Issue.record("expected undecodableBody, got \(error)")
        return
      }
      #expect(failure.message.hasPrefix("line 2: missing key 'message'"))
    }
    #expect(received == 1)
  }

  @Test func jsonTextSequencesArriveOneValuePerRecord() async throws {
    // RFC 7464: each record starts with RS (0x1E) and ends with a line feed.
    let records = (0..<50).map { "\u{1E}" + #"{"level":"debug","message":"r\#($0)"}"# + "\n" }.joined()
    let server = try await LocalHTTPServer { _ in .text(records, contentType: "application/json-seq") }
    defer { Task { await server.stop() } }
    var messages: [String] = []
    for try await entry in try await Self.client(server).logs.records() { messages.append(entry.message) }
    #expect(messages == (0..<50).map { "r\($0)" })
  }

  @Test func textEventsKeepTheirDataAsSent() async throws {
    let text = "data: tick 1\n\n: a comment\n\nevent: ping\n\ndata: tick\ndata: 2\n\n"
    let server = try await LocalHTTPServer { _ in .text(text, contentType: "text/event-stream") }
    defer { Task { await server.stop() } }
    var data: [String] = []
    for try await event in try await Self.client(server).ticks.watch() { data.append(event.data) }
    // A comment and an event without data carry nothing; multi-line data is joined with a line feed.
    #expect(data == ["tick 1", "tick\n2"])
  }

  @Test func aDownloadIsWrittenToAFileAsItArrives() async throws {
    // 8 MiB in 64 KiB chunks, sent as they are made.
    let chunk = (0..<65_536).map { UInt8($0 % 251) }
    let server = try await LocalHTTPServer { _ in
      .streaming(headers: [("Content-Type", "application/octet-stream")]) { $0 < 128 ? chunk : nil }
    }
    defer { Task { await server.stop() } }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-download-\(UUID()).bin")
    defer { try? FileManager.default.removeItem(at: file) }
    let written = try await Self.client(server).files.downloadBytes(name: "a.bin").write(to: file)
    #expect(written == 8 << 20)
    let data = try Data(contentsOf: file)
    #expect(data == Data(Array(repeating: chunk, count: 128).joined()))
    #expect(server.requests.first?.target == "/files/a.bin")
    #expect(server.requests.first?.header("Accept") == "application/octet-stream")
  }

  @Test func anUploadFromAFileArrivesByteForByteWithItsLength() async throws {
    let bytes = (0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-upload-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(bytes).write(to: file)
    let server = try await LocalHTTPServer { _ in .text("stored") }
    defer { Task { await server.stop() } }
    let answer = try await Self.client(server).pets.uploadPhoto(
      petID: "7", body: .file(file, chunkSize: 100_000), contentType: "image/png")
    #expect(answer == "stored")
    let request = try #require(server.requests.first)
    #expect(request.method == "PUT")
    #expect(request.target == "/pets/7/photo")
    #expect(request.header("Content-Type") == "image/png")
    #expect(request.header("Content-Length") == String(bytes.count))
    #expect(request.body == bytes)
  }

  @Test func anUploadFromAFileThatCannotBeReadIsAnInvalidRequest() async throws {
    let server = try await LocalHTTPServer { _ in .text("stored") }
    defer { Task { await server.stop() } }
    let missing = URL(fileURLWithPath: "/nonexistent/apigen/photo.png")
    do {
      _ = try await Self.client(server).pets.uploadPhoto(petID: "7", body: .file(missing))
      Issue.record("expected an error")
    } catch {
      guard case .invalidRequest(let invalid) = error else {
        Issue.record("expected invalidRequest, got \(error)")
        return
      }
      #expect(invalid.message == "the file /nonexistent/apigen/photo.png cannot be read")
    }
    #expect(server.requests.isEmpty)
  }

  @Test func anUploadFromAByteSequenceIsSentAsItComes() async throws {
    let server = try await LocalHTTPServer { _ in .text("stored") }
    defer { Task { await server.stop() } }
    let parts = (0..<20).map { ArraySlice(Array(repeating: UInt8($0), count: 1000)) }
    let stream = AsyncStream<ArraySlice<UInt8>> { continuation in
      for part in parts { continuation.yield(part) }
      continuation.finish()
    }
    _ = try await Self.client(server).pets.uploadPhoto(petID: "8", body: .bytes(stream))
    let request = try #require(server.requests.first)
    #expect(request.body == Array(parts.joined()))
  }
}
