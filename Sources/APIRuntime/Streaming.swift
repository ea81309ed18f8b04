import Foundation
import HTTPTypes
import OpenAPIRuntime

extension APIClient {
  /// Sends a request; for a status in `streaming` the body is left to be read as it arrives (the head is in
  /// `raw`, its body empty), for any other status it is read whole, as `send` does.
  @_spi(Generated) public func stream(_ request: APIRequest, streaming statuses: Set<Int>) async throws(APIError)
    -> StreamedResponse
  {
    let request = withOptions(request)
    // The deadline covers the wait for the head (and a body that does not stream): a stream's length is the
    // caller's, who ends it by cancelling.
    return try await withinDeadline(of: request) { () async throws(APIError) in
      let opened = try await open(request, streamsResponse: true)
      guard statuses.contains(opened.response.status.code) else {
        return StreamedResponse(raw: try await opened.collected(upTo: configuration.maxBodySize), body: nil)
      }
      var streamed = StreamedResponse(raw: opened.head, body: opened.body ?? HTTPBody())
      streamed.resumption = resumption(of: request, streaming: statuses)
      return streamed
    }
  }
}

/// An answer whose body may still be arriving: what generated code turns into event, JSON or byte streams.
@_spi(Generated) public struct StreamedResponse: Sendable {
  /// Status, headers and the request; the whole body for a status that does not stream.
  public var raw: RawResponse
  let body: HTTPBody?
  /// How an event stream of this answer resumes after a cut; nil: it does not.
  var resumption: EventStreamResumption?

  init(raw: RawResponse, body: HTTPBody?) {
    self.raw = raw
    self.body = body
  }

  /// An answer already read whole, read through the same streams.
  public init(whole raw: RawResponse) { self.init(raw: raw, body: nil) }

  private var stream: HTTPBody { body ?? HTTPBody(raw.body) }

  /// Server-sent events whose `data` is JSON of `Event`; an event whose data is `terminator` ends the stream.
  public func events<Event: Decodable & Sendable>(_ type: Event.Type, terminator: String? = "[DONE]")
    -> APIResponse<EventStream<Event>>
  {
    raw.with(
      EventStream(
        body: stream, request: raw.request, status: raw.status, terminator: terminator, resumption: resumption))
  }

  /// Server-sent events whose `data` is text, as sent.
  public func textEvents(terminator: String? = nil) -> APIResponse<EventStream<String>> {
    raw.with(
      EventStream(
        body: stream, request: raw.request, status: raw.status, terminator: terminator, dataIsText: true,
        resumption: resumption))
  }

  /// JSON Lines (`application/jsonl`, `application/x-ndjson`): a value of `Element` per line.
  public func jsonLines<Element: Decodable & Sendable>(_ type: Element.Type) -> APIResponse<JSONStream<Element>> {
    raw.with(JSONStream(body: stream, request: raw.request, status: raw.status, framing: .lines))
  }

  /// JSON Text Sequences (`application/json-seq`, RFC 7464): a value of `Element` per record.
  public func jsonSequence<Element: Decodable & Sendable>(_ type: Element.Type) -> APIResponse<JSONStream<Element>> {
    raw.with(JSONStream(body: stream, request: raw.request, status: raw.status, framing: .records))
  }

  /// The body as byte chunks as they arrive.
  public func bytes() -> APIResponse<ByteStream> {
    raw.with(ByteStream(body: stream, request: raw.request))
  }
}

/// One server-sent event: its `event` type, `id` and `retry` as sent, and its `data` decoded.
public struct ServerEvent<Payload: Sendable>: Sendable {
  public var event: String?
  public var id: String?
  /// The reconnection time the server asks for, in milliseconds.
  public var retry: Int64?
  public var data: Payload

  public init(event: String? = nil, id: String? = nil, retry: Int64? = nil, data: Payload) {
    self.event = event
    self.id = id
    self.retry = retry
    self.data = data
  }
}

extension ServerEvent: Equatable where Payload: Equatable {}

/// A `text/event-stream` answer read as it arrives: one `ServerEvent` per event with data (events with only a
/// type, an id or a comment carry nothing to decode and are skipped), in order, until the server closes the stream
/// or sends the terminator (`[DONE]` unless the operation says otherwise). Parsing is swift-openapi-runtime's.
///
/// Stop iterating and the connection is closed; the body is pulled a chunk at a time, so a slow consumer holds
/// one chunk, not the stream. A connection that breaks mid-event is resumed when the server gave event ids and the
/// request may be sent again (a `GET`): the request goes again with `Last-Event-ID`, after the server's `retry:`
/// time, up to the call's `maximumAttempts` (3 when unset) in all, and the events go on from there. Otherwise it
/// ends the sequence with `APIError.transport` after the complete events. Data that does not decode ends it with
/// `APIError.undecodableBody` naming the event's position (`event 3`, counting from 1).
public struct EventStream<Event: Decodable & Sendable>: AsyncSequence, Sendable {
  public typealias Element = ServerEvent<Event>
  public typealias Failure = APIError

  let body: HTTPBody
  let request: RequestContext
  let status: Int
  let terminator: String?
  /// The data is the item as it is (`EventStream<String>` of text events), not JSON.
  var dataIsText = false
  var resumption: EventStreamResumption?

  public func makeAsyncIterator() -> Iterator {
    Iterator(
      upstream: Iterator.events(of: body), request: request, status: status, terminator: terminator,
      dataIsText: dataIsText, resumption: resumption)
  }

  public struct Iterator: AsyncIteratorProtocol {
    public typealias Element = ServerEvent<Event>
    public typealias Failure = APIError

    var upstream:
      ServerSentEventsDeserializationSequence<ServerSentEventsLineDeserializationSequence<BoundedChunks<HTTPBody>>>
        .AsyncIterator
    let request: RequestContext
    let status: Int
    let terminator: String?
    let dataIsText: Bool
    let resumption: EventStreamResumption?
    /// The id of the last event received and the reconnection time the server asked for, for resuming.
    private var lastEventID: String?
    private var reconnectionTime: Int64?
    private var resumptions = 0
    /// One decoder for every item of the stream (measured: no difference in events/s against one per item).
    private let decoder = JSONCoding.decoder()
    private var position = 0
    private var finished = false

    init(
      upstream: ServerSentEventsDeserializationSequence<
        ServerSentEventsLineDeserializationSequence<BoundedChunks<HTTPBody>>
      >.AsyncIterator, request: RequestContext, status: Int, terminator: String?, dataIsText: Bool,
      resumption: EventStreamResumption?
    ) {
      self.upstream = upstream
      self.request = request
      self.status = status
      self.terminator = terminator
      self.dataIsText = dataIsText
      self.resumption = resumption
    }

    static func events(
      of body: HTTPBody
    )
      -> ServerSentEventsDeserializationSequence<ServerSentEventsLineDeserializationSequence<BoundedChunks<HTTPBody>>>
      .AsyncIterator
    {
      BoundedChunks(upstream: body).asDecodedServerSentEvents().makeAsyncIterator()
    }

    public mutating func next() async throws(APIError) -> ServerEvent<Event>? { try await next(isolation: nil) }

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(APIError) -> ServerEvent<Event>? {
      while !finished {
        let raw: ServerSentEvent?
        do {
          raw = try await upstream.next(isolation: actor)
        } catch {
          if await resume(isolation: actor) { continue }
          finished = true
          throw APIClient.failure(error, request)
        }
        guard let raw else { break }
        // An empty id clears it (the server can no longer resume from here).
        if let id = raw.id { lastEventID = id.isEmpty ? nil : id }
        if let retry = raw.retry { reconnectionTime = retry }
        guard let data = raw.data else { continue }
        if let terminator, data == terminator { break }
        position += 1
        if dataIsText, let text = data as? Event {
          return ServerEvent(event: raw.event, id: raw.id, retry: raw.retry, data: text)
        }
        do {
          let value = try decoder.decode(Event.self, from: Data(data.utf8))
          return ServerEvent(event: raw.event, id: raw.id, retry: raw.retry, data: value)
        } catch {
          finished = true
          throw StreamDecoding.failure(
            error, element: "event \(position)", text: data, as: Event.self, request: request, status: status)
        }
      }
      finished = true
      return nil
    }

    /// Sends the request again from after the last event (`EventStreamResumption`); false when it may not, or
    /// when no attempt within the budget got the stream back.
    private mutating func resume(isolation actor: isolated (any Actor)?) async -> Bool {
      guard let resumption, let lastEventID else { return false }
      while resumptions < resumption.attempts, !Task.isCancelled {
        resumptions += 1
        if let reconnectionTime {
          do { try await resumption.clock.sleep(for: .milliseconds(reconnectionTime)) } catch { return false }
        }
        do {
          guard let body = try await resumption.reopen(lastEventID) else { return false }
          upstream = Self.events(of: body)
          return true
        } catch {
          continue
        }
      }
      return false
    }
  }
}

/// A JSON Lines or JSON Text Sequence answer read as it arrives, one decoded value per line or record, with the
/// same reading, cancellation and error rules as `EventStream` (`line 3`, `record 3` in errors).
public struct JSONStream<Element: Decodable & Sendable>: AsyncSequence, Sendable {
  public typealias Failure = APIError

  enum Framing: Sendable {
    case lines
    case records
  }

  let body: HTTPBody
  let request: RequestContext
  let status: Int
  let framing: Framing

  public func makeAsyncIterator() -> Iterator {
    Iterator(
      upstream: framing == .lines
        ? .lines(JSONLinesDeserializationSequence(upstream: BoundedChunks(upstream: body)).makeAsyncIterator())
        : .records(JSONSequenceDeserializationSequence(upstream: BoundedChunks(upstream: body)).makeAsyncIterator()),
      request: request, status: status)
  }

  public struct Iterator: AsyncIteratorProtocol {
    public typealias Failure = APIError

    enum Upstream {
      case lines(JSONLinesDeserializationSequence<BoundedChunks<HTTPBody>>.AsyncIterator)
      case records(JSONSequenceDeserializationSequence<BoundedChunks<HTTPBody>>.AsyncIterator)
    }

    var upstream: Upstream
    let request: RequestContext
    let status: Int
    private let decoder = JSONCoding.decoder()
    private var position = 0
    private var finished = false

    init(upstream: Upstream, request: RequestContext, status: Int) {
      self.upstream = upstream
      self.request = request
      self.status = status
    }

    public mutating func next() async throws(APIError) -> Element? { try await next(isolation: nil) }

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(APIError) -> Element? {
      while !finished {
        let chunk: ArraySlice<UInt8>?
        let unit: String
        do {
          switch upstream {
          case .lines(var iterator):
            chunk = try await iterator.next(isolation: actor)
            upstream = .lines(iterator)
            unit = "line"
          case .records(var iterator):
            chunk = try await iterator.next(isolation: actor)
            upstream = .records(iterator)
            unit = "record"
          }
        } catch {
          finished = true
          throw APIClient.failure(error, request)
        }
        guard let chunk else { break }
        // Blank lines between values carry nothing.
        if chunk.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
        position += 1
        do {
          return try decoder.decode(Element.self, from: Data(chunk))
        } catch {
          finished = true
          throw StreamDecoding.failure(
            error, element: "\(unit) \(position)", text: String(decoding: chunk, as: UTF8.self), as: Element.self,
            request: request, status: status)
        }
      }
      finished = true
      return nil
    }
  }
}

/// A body read as byte chunks as they arrive (a download larger than memory should hold): iterate it, or write it
/// to a file with `write(to:)`. Errors are `APIError`s; stop iterating and the connection is closed.
public struct ByteStream: AsyncSequence, Sendable {
  public typealias Element = ArraySlice<UInt8>
  public typealias Failure = APIError

  let body: HTTPBody
  let request: RequestContext

  /// The length the server announced, when it did.
  public var length: Int64? {
    if case .known(let length) = body.length { length } else { nil }
  }

  public func makeAsyncIterator() -> Iterator { Iterator(upstream: body.makeAsyncIterator(), request: request) }

  /// Writes the body to `file` as it arrives, replacing what is there; returns the number of bytes written.
  @discardableResult
  public func write(to file: URL) async throws(APIError) -> Int64 {
    guard FileManager.default.createFile(atPath: file.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: file)
    else {
      throw .transport(TransportFailure(request: request, underlying: CocoaError(.fileWriteUnknown)))
    }
    defer { try? handle.close() }
    var written: Int64 = 0
    for try await chunk in self {
      do {
        try handle.write(contentsOf: chunk)
      } catch {
        throw .transport(TransportFailure(request: request, underlying: error))
      }
      written += Int64(chunk.count)
    }
    return written
  }

  public struct Iterator: AsyncIteratorProtocol {
    public typealias Element = ArraySlice<UInt8>
    public typealias Failure = APIError

    var upstream: HTTPBody.AsyncIterator
    let request: RequestContext

    public mutating func next() async throws(APIError) -> ArraySlice<UInt8>? { try await next(isolation: nil) }

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(APIError) -> ArraySlice<UInt8>? {
      do {
        return try await upstream.next(isolation: actor)
      } catch {
        throw APIClient.failure(error, request)
      }
    }
  }
}

/// Chunks of at most 16 KiB, cut from larger ones. swift-openapi-runtime's parsers take time quadratic in the size
/// of a chunk (a whole body handed over at once, as a buffering transport does, parses many times slower than the
/// same body in small chunks; `stream-bench` measures it), so a whole body is fed to them in pieces.
struct BoundedChunks<Upstream: AsyncSequence & Sendable>: AsyncSequence, Sendable
where Upstream.Element == ArraySlice<UInt8> {
  typealias Element = ArraySlice<UInt8>
  static var limit: Int { 16 << 10 }
  let upstream: Upstream

  func makeAsyncIterator() -> Iterator { Iterator(upstream: upstream.makeAsyncIterator()) }

  struct Iterator: AsyncIteratorProtocol {
    var upstream: Upstream.AsyncIterator
    var pending: ArraySlice<UInt8> = []

    mutating func next() async throws -> ArraySlice<UInt8>? {
      if pending.isEmpty {
        guard let chunk = try await upstream.next() else { return nil }
        pending = chunk
      }
      let piece = pending.prefix(BoundedChunks.limit)
      pending = pending.dropFirst(piece.count)
      return piece
    }
  }
}

enum StreamDecoding {
  /// `undecodableBody` for one element of a stream, naming its position and quoting it.
  static func failure<T>(
    _ error: any Error, element: String, text: String, as type: T.Type, request: RequestContext, status: Int
  ) -> APIError {
    .undecodableBody(
      DecodingFailure(
        request: request, status: HTTPResponse.Status(code: status), typeName: BodyText.typeName(T.self),
        codingPath: DecodingErrorText.codingPath(error),
        message: "\(element): \(DecodingErrorText.describe(error))", snippet: String(text.prefix(1024)),
        body: Data(text.utf8)))
  }
}
