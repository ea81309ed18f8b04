@_spi(Generated) import APIRuntime
import Foundation
import LocalHTTPServer
import OpenAPI32API
import Synchronization
import Testing

/// The SDK generated from an OpenAPI 3.2 description (Tests/Fixtures/OpenAPI32/openapi32.yaml), compiled into this
/// build, talking to a real server: a `query` operation and `additionalOperations` arrive with the method the
/// description names, and with nothing the caller did not set.
@Suite struct OpenAPI32Tests {
  static let itemsJSON = #"[{"id":"i1","name":"Tea"}]"#

  func withServer(
    retrying: Bool = false,
    _ answer: @escaping @Sendable (LocalHTTPServer.Request) -> LocalHTTPServer.Reply,
    _ body: (Client, LocalHTTPServer) async throws -> Void
  ) async throws {
    let server = try await LocalHTTPServer(answer)
    // Retry-After: 0 in the answers below, so the retries wait for nothing.
    let middlewares = retrying ? [RetryMiddleware(maximumAttempts: 2)] : []
    let client = Client(
      serverURL: server.baseURL.appendingPathComponent("v1"),
      configuration: APIClient.Configuration(middlewares: middlewares))
    do {
      try await body(client, server)
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
  }

  /// The header lines a request carried, sorted (URLSession on Linux sends them in no fixed order), without those
  /// the transport writes on every request: framing (`Host`, `Content-Length`, `Connection`), the encodings it
  /// decompresses, and Foundation's defaults for a request without `Accept` or `Accept-Language`.
  func headerLines(_ request: LocalHTTPServer.Request) -> [String] {
    let transportFields: Set<String> = ["host", "connection", "content-length", "accept-encoding"]
    let foundationDefaults: Set<String> = ["Accept: */*", "Accept-Language: en"]
    return request.headers.filter { !transportFields.contains($0.name.lowercased()) }
      .map { "\($0.name): \($0.value)" }.filter { !foundationDefaults.contains($0) }.sorted()
  }

  @Test func aQueryOperationSendsItsBodyWithTheQueryMethod() async throws {
    try await withServer { _ in
      .json(Self.itemsJSON)
    } _: { client, server in
      let items = try await client.items.search(limit: 5, body: ItemQuery(text: "green tea", inStock: true))
      #expect(items.map(\.name) == ["Tea"])
      let request = try #require(server.requests.first)
      #expect(request.method == "QUERY")
      #expect(request.target == "/v1/items?limit=5")
      #expect(
        headerLines(request) == ["Accept: application/json", "Content-Type: application/json", "User-Agent: APIGen"])
      // JSONEncoder writes an object's keys in no fixed order, so the body is compared as JSON.
      #expect(
        try JSONDecoder().decode(JSONValue.self, from: Data(request.body))
          == .object(["text": .string("green tea"), "inStock": .bool(true)]))
      #expect(request.header("Content-Length") == String(request.body.count))
    }
  }

  /// QUERY is idempotent (RFC 10008), so a 503 is retried as a GET would be, with the same body.
  @Test func aQueryOperationIsRetriedLikeAGet() async throws {
    let answered = Counter()
    try await withServer(retrying: true) { _ in
      answered.next() == 0 ? LocalHTTPServer.Reply(status: 503, headers: [("Retry-After", "0")]) : .json("[]")
    } _: { client, server in
      let items = try await client.items.search(body: ItemQuery(text: "tea"))
      #expect(items.isEmpty)
      #expect(server.requests.map(\.method) == ["QUERY", "QUERY"])
      #expect(Set(server.requests.map(\.bodyText)) == [#"{"text":"tea"}"#])
    }
  }

  @Test func aQueryOperationsDocumentedErrorIsTyped() async throws {
    try await withServer { _ in
      .json(#"{"title":"no index on text"}"#, status: 422)
    } _: { client, _ in
      let error = await #expect(throws: APIError.self) { try await client.items.search(body: ItemQuery(text: "x")) }
      #expect(error?.openApi32API.problem?.title == "no index on text")
      #expect(error?.status == 422)
      #expect("\(error.map(String.init(describing:)) ?? "")".contains("QUERY"))
    }
  }

  @Test func additionalOperationsSendTheirMethodAsTheDescriptionSpellsIt() async throws {
    try await withServer { _ in
      LocalHTTPServer.Reply(status: 204)
    } _: { client, server in
      try await client.items.purge(id: "a/b", xCacheRegion: "eu")
      try await client.items.purge(id: "c")
      try await client.items.linkItemsByID(id: "c", link: "</items/d>; rel=\"related\"")
      let requests = server.requests
      #expect(requests.map(\.method) == ["PURGE", "PURGE", "LINK"])
      #expect(requests.map(\.target) == ["/v1/items/a%2Fb", "/v1/items/c", "/v1/items/c"])
      #expect(
        requests.map(headerLines) == [
          ["User-Agent: APIGen", "X-Cache-Region: eu"], ["User-Agent: APIGen"],
          [#"Link: </items/d>; rel="related""#, "User-Agent: APIGen"],
        ])
      #expect(requests.allSatisfy { $0.body.isEmpty })
    }
  }

  /// PURGE is not idempotent as far as the client knows: a 503 is handed back, not retried.
  @Test func anAdditionalOperationIsNotRetried() async throws {
    try await withServer(retrying: true) { _ in
      LocalHTTPServer.Reply(status: 503, headers: [("Retry-After", "0")])
    } _: { client, server in
      let error = await #expect(throws: APIError.self) { try await client.items.purge(id: "c") }
      #expect(error?.status == 503)
      #expect(server.requests.count == 1)
    }
  }
}

extension OpenAPI32Tests {
  /// The generator only writes HTTP tokens, but the runtime does not trust that: a bad name is an error, not a
  /// request sent with another method.
  @Test func aMethodNameThatIsNoTokenIsAnErrorAndNothingIsSent() async throws {
    try await withServer { _ in
      LocalHTTPServer.Reply(status: 204)
    } _: { client, server in
      let request = APIRequest(methodToken: "BAD METHOD", path: "/items", operationID: "bad")
      let error = await #expect(throws: APIError.self) {
        _ = try await APIClient(serverURL: server.baseURL).send(request)
      }
      #expect("\(error.map(String.init(describing:)) ?? "")".contains("'BAD METHOD' is not an HTTP method name"))
      #expect(server.requests.isEmpty)
    }
  }
}

/// Counts the requests a server's answer closure sees, across the connections it answers on.
private final class Counter: Sendable {
  private let count = Mutex(0)
  func next() -> Int {
    count.withLock { value in
      defer { value += 1 }
      return value
    }
  }
}

/// `in: querystring`: the parameter is the whole query string, written as its media type says, and nothing else.
extension OpenAPI32Tests {
  @Test func aFormQueryStringIsTheValuesFieldsAndNothingElse() async throws {
    try await withServer { _ in
      .json(#"["e1"]"#)
    } _: { client, server in
      let filter = EventFilter(since: "2026-12-01T00:00:00Z", status: .scheduled, labels: ["a b", "c&d"])
      #expect(try await client.events.list(filter: filter) == ["e1"])
      _ = try await client.events.list(filter: EventFilter(labels: []))
      _ = try await client.events.list()
      let requests = server.requests
      // Fields in name order; `labels` not exploded (its `encoding`): one field, the items joined by commas, and
      // `labels=` for no items, as OpenAPI's style table writes an empty list.
      #expect(
        requests.map(\.target) == [
          "/v1/events?labels=a%20b%2Cc%26d&since=2026-12-01T00%3A00%3A00Z&status=scheduled", "/v1/events?labels=",
          "/v1/events",
        ])
      #expect(
        requests.map(headerLines) == Array(repeating: ["Accept: application/json", "User-Agent: APIGen"], count: 3))
      #expect(requests.allSatisfy { $0.method == "GET" && $0.body.isEmpty })
    }
  }

  @Test func aJSONQueryStringIsTheValuesJSONTextPercentEncoded() async throws {
    try await withServer { _ in
      LocalHTTPServer.Reply(status: 204)
    } _: { client, server in
      try await client.events.search(selector: .init(kind: "alert & co", minimumSeverity: 3))
      let request = try #require(server.requests.first)
      #expect(
        request.target == "/v1/events/search?%7B%22kind%22%3A%22alert%20%26%20co%22%2C%22minimumSeverity%22%3A3%7D")
      #expect(headerLines(request) == ["User-Agent: APIGen"])
      #expect(request.body.isEmpty)
    }
  }

  /// The specification's own example: `application/jsonpath` text as the whole query string.
  @Test func aTextQueryStringIsTheTextPercentEncoded() async throws {
    try await withServer { _ in
      LocalHTTPServer.Reply(status: 204)
    } _: { client, server in
      try await client.events.selectDocuments(path: "$.a.b[1:1]")
      try await client.events.selectDocuments()
      #expect(server.requests.map(\.target) == ["/v1/documents?%24.a.b%5B1%3A1%5D", "/v1/documents"])
      #expect(server.requests.map(headerLines) == [["User-Agent: APIGen"], ["User-Agent: APIGen"]])
    }
  }
}

/// The rest of OpenAPI 3.2 in the generated SDK: `defaultMapping`, named servers, tag kinds, a media type from
/// `components.mediaTypes`.
extension OpenAPI32Tests {
  /// `defaultMapping: OtherPet`: a value nothing maps, and a missing `petType`, are read as `OtherPet`.
  @Test func aDiscriminatorsDefaultMappingReadsWhatNothingMaps() async throws {
    let body = #"""
      [{"petType":"cat","name":"Tom"},{"petType":"dog","barks":true},{"petType":"hamster","name":"Hammy"},
       {"name":"Nobody"}]
      """#
    try await withServer { _ in
      .json(body)
    } _: { client, server in
      // `listPets` answers with the media type `components.mediaTypes.PetList` describes.
      let pets = try await client.items.pets.listPets()
      #expect(
        pets == [
          .cat(Cat(petType: "cat", name: "Tom")), .dog(Dog(petType: "dog", barks: true)),
          .otherPet(OtherPet(petType: "hamster", name: "Hammy")), .otherPet(OtherPet(name: "Nobody")),
        ])
      #expect(server.requests.map(\.target) == ["/v1/pets"])
    }
  }

  /// Without a default, a mapped member that does not decode is still an error, not the default's.
  @Test func aMappedValueThatDoesNotDecodeIsAnErrorNotTheDefault() async throws {
    try await withServer { _ in
      .json(#"[{"petType":"dog"}]"#)
    } _: { client, _ in
      let error = await #expect(throws: APIError.self) { try await client.items.pets.listPets() }
      #expect("\(error.map(String.init(describing:)) ?? "")".contains("barks"))
    }
  }

  @Test func serversAreNamedAsTheDescriptionNamesThem() {
    #expect(Servers.production.absoluteString == "https://example.com/v1")
    #expect(Servers.sandbox.absoluteString == "https://sandbox.example.com/v1")
  }

  /// `getItem` is tagged `beta` (a badge) before `items`: it is in the items namespace.
  @Test func aBadgeTagGivesNoNamespace() async throws {
    try await withServer { _ in
      .json(#"{"id":"i1","name":"Tea"}"#)
    } _: { client, server in
      let item = try await client.items.getItem(id: "i1")
      #expect(item.name == "Tea")
      #expect(server.requests.map(\.target) == ["/v1/items/i1"])
    }
  }
}

/// OpenAPI 3.2's positional multipart parts: a list body in `multipart/mixed`, each part typed by its position
/// (`prefixEncoding`), then by `itemEncoding`, with no disposition (the parts have no names).
@Suite struct OpenAPI32MultipartTests {
  @Test func aListBodyIsOnePartPerElementTypedByItsPosition() async throws {
    let server = try await LocalHTTPServer { _ in .init(status: 204) }
    let client = Client(serverURL: server.baseURL.appendingPathComponent("v1"))
    let manifest = Data(#"{"name":"Tea"}"#.utf8)
    try await client.items.uploadBundle(body: [manifest, Data([0x89, 0x50, 0x0d, 0x0a]), Data([1])])
    await server.stop()
    let request = try #require(server.requests.first)
    #expect(request.method == "POST")
    #expect(request.target == "/v1/items/bundles")
    let contentType = try #require(request.header("Content-Type"))
    #expect(contentType.hasPrefix("multipart/mixed; boundary=apigen-"))
    let boundary = String(contentType.dropFirst("multipart/mixed; boundary=".count))
    #expect(OpenAPI32Tests().headerLines(request) == ["Content-Type: \(contentType)", "User-Agent: APIGen"])
    var expected = Array("--\(boundary)\r\nContent-Type: application/json\r\n\r\n".utf8) + Array(manifest)
    expected += Array("\r\n--\(boundary)\r\nContent-Type: image/png\r\n\r\n".utf8) + [0x89, 0x50, 0x0d, 0x0a]
    expected += Array("\r\n--\(boundary)\r\nContent-Type: image/png\r\n\r\n".utf8) + [1]
    expected += Array("\r\n--\(boundary)--\r\n".utf8)
    #expect(request.body == expected, "\(String(decoding: request.body, as: UTF8.self))")
  }
}
