@_spi(Generated) import APIRuntime
import Foundation
import HardCasesAPI
import LocalHTTPServer
import Testing

/// Sends one POST to `path`, built with `build`, and returns what the server received.
private func receivedRequest(
  path: APIPath, _ build: (inout APIRequest) -> Void
) async throws -> LocalHTTPServer.Request {
  let server = try await LocalHTTPServer()
  defer { Task { await server.stop() } }
  var request = APIRequest(method: .post, path: path, operationID: "test")
  build(&request)
  _ = try await APIClient(serverURL: server.baseURL, configuration: TransportUnderTest.configuration()).send(request)
  return try #require(server.requests.first)
}

/// What arrives at a real server, byte for byte: paths, every query style, headers, cookies and every body kind.
@Suite struct WireFormatTests {
  func received(_ build: (inout APIRequest) -> Void) async throws -> LocalHTTPServer.Request {
    try await receivedRequest(path: "/p", build)
  }

  struct Filter: Encodable, Sendable {
    var color: String
    var size: Int
  }

  @Test func pathParametersArePercentEncodedSoTheyCannotChangeThePath() async throws {
    let server = try await LocalHTTPServer()
    defer { Task { await server.stop() } }
    let request = APIRequest(
      method: .get, path: "/files/\(path: "a/b?c#d e%")/v/\(path: 42)/\(path: true)", operationID: "x")
    _ = try await APIClient(serverURL: server.baseURL, configuration: TransportUnderTest.configuration()).send(request)
    #expect(server.requests.first?.target == "/files/a%2Fb%3Fc%23d%20e%25/v/42/true")
  }

  @Test func queryStyles() async throws {
    let request = try await received { request in
      request.query("q", "tetris language:assembly")
      request.query("absent", String?.none)
      request.query("tags", ["a", "b c"])
      request.query("ids", [1, 2, 3], explode: false)
      request.query("space", ["x", "y"], style: .spaceDelimited, explode: false)
      request.query("pipe", ["x", "y"], style: .pipeDelimited, explode: false)
      request.query("filter", Filter(color: "red", size: 2), style: .deepObject)
      request.query("obj", Filter(color: "blue", size: 3), style: .form, explode: false)
      request.query("exploded", Filter(color: "green", size: 4))
      request.query("when", Date(timeIntervalSince1970: 0))
      request.query("flag", true)
    }
    #expect(
      request.target
        == "/p?q=tetris%20language%3Aassembly&tags=a&tags=b%20c&ids=1,2,3&space=x%20y&pipe=x%7Cy"
        + "&filter%5Bcolor%5D=red&filter%5Bsize%5D=2&obj=color,blue,size,3&color=green&size=4"
        + "&when=1970-01-01T00%3A00%3A00Z&flag=true")
  }

  @Test func headersAndCookies() async throws {
    let request = try await received { request in
      request.header("X-Request-ID", UUID(uuidString: "0E9A6C7E-2C62-4A3E-9C7D-1D2B3C4D5E6F")!)
      request.header("X-List", [1, 2])
      request.header("X-Object", Filter(color: "red", size: 1), explode: true)
      request.cookie("session", "abc def")
      request.cookie("theme", "dark")
    }
    #expect(request.header("X-Request-ID") == "0e9a6c7e-2c62-4a3e-9c7d-1d2b3c4d5e6f")
    #expect(request.header("X-List") == "1,2")
    #expect(request.header("X-Object") == "color=red,size=1")
    // HTTPTypes keeps cookies as separate fields; URLSession joins them into one line, AsyncHTTPClient sends a line
    // each. Either way the server reads the same cookies.
    let cookies = request.headers.filter { $0.name.lowercased() == "cookie" }.map(\.value).joined(separator: "; ")
    #expect(cookies == "session=abc%20def; theme=dark")
    #expect(request.header("User-Agent") == "APIGen")
  }

  /// A cookie one server sets is a credential: the default client keeps none, so neither that server nor another
  /// on the same host (cookies ignore ports) gets it back, and nothing is written for later programs to send.
  @Test func aCookieAServerSetsIsNeverSentAgain() async throws {
    let setter = try await LocalHTTPServer { _ in
      .json(#"{"id": 1, "name": "a", "kind": "b"}"#, headers: [("Set-Cookie", "session=s3cret; Path=/")])
    }
    let other = try await LocalHTTPServer { _ in .json(#"{"id": 2, "name": "b", "kind": "c"}"#) }
    defer {
      Task {
        await setter.stop()
        await other.stop()
      }
    }
    let cookieFilesBefore = Self.sharedCookieFiles()
    for server in [setter, setter, other] {
      _ = try await Client(serverURL: server.baseURL, configuration: TransportUnderTest.configuration()).pets.get(
        petID: 1)
    }
    let sent = setter.requests + other.requests
    #expect(sent.count == 3)
    #expect(sent.allSatisfy { $0.header("Cookie") == nil }, "\(sent.map { $0.header("Cookie") ?? "-" })")
    #expect(Self.sharedCookieFiles() == cookieFilesBefore)
  }

  /// FoundationNetworking's shared cookie files (`~/.local/share/NAME/.cookies.shared`) and when each was written.
  static func sharedCookieFiles() -> [String: Date] {
    let folder = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var files: [String: Date] = [:]
    for name in names {
      let path = folder.appendingPathComponent(name).appendingPathComponent(".cookies.shared").path
      if let written = try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date {
        files[path] = written
      }
    }
    return files
  }

  @Test func aHeaderValueWithALineBreakIsRejectedBeforeSending() async throws {
    let server = try await LocalHTTPServer()
    defer { Task { await server.stop() } }
    var request = APIRequest(method: .get, path: "/p", operationID: "x")
    request.header("X-Bad", "a\r\nInjected: yes")
    await #expect {
      try await APIClient(serverURL: server.baseURL, configuration: TransportUnderTest.configuration()).send(request)
    } throws: { error in
      guard case .invalidRequest(let failure) = error as? APIError else { return false }
      return failure.message == "header 'X-Bad' contains a line break"
    }
    #expect(server.requests.isEmpty)
  }

  @Test func jsonBody() async throws {
    let request = try await received { request in
      request.jsonBody(Filter(color: "red", size: 1), contentType: "application/json")
    }
    #expect(request.header("Content-Type") == "application/json")
    #expect(request.header("Content-Length") == "24")
    let object = try JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any]
    #expect(object?["color"] as? String == "red")
    #expect(object?["size"] as? Int == 1)
  }

  @Test func formBody() async throws {
    let request = try await received { request in
      request.formBody(Filter(color: "red & blue", size: 1), contentType: "application/x-www-form-urlencoded")
    }
    #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
    #expect(request.bodyText == "color=red%20%26%20blue&size=1")
  }

  @Test func aFormBodyOfAnObjectWithoutPropertiesSendsItsKeys() async throws {
    // `type: object` with no properties is `[String: JSONValue]`: each key is a field, sorted, nothing else sent.
    let body: [String: JSONValue] = ["name": .string("Ada L"), "count": .int(2), "ok": .bool(true)]
    let request = try await received { request in
      request.formBody(body, contentType: "application/x-www-form-urlencoded")
    }
    #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
    #expect(request.bodyText == "count=2&name=Ada%20L&ok=true")
    let empty = try await received { request in
      request.formBody([String: JSONValue](), contentType: "application/x-www-form-urlencoded")
    }
    #expect(empty.bodyText == "")
    #expect(empty.header("Content-Type") == "application/x-www-form-urlencoded")
  }

  @Test func binaryAndTextBodies() async throws {
    let bytes: [UInt8] = [0, 1, 2, 255, 13, 10]
    let binary = try await received { $0.binaryBody(Data(bytes), contentType: "application/octet-stream") }
    #expect(binary.body == bytes)
    #expect(binary.header("Content-Type") == "application/octet-stream")
    let text = try await received { $0.textBody("héllo\nworld", contentType: "text/plain; charset=utf-8") }
    #expect(text.body == Array("héllo\nworld".utf8))
    #expect(text.header("Content-Type") == "text/plain; charset=utf-8")
  }

  @Test func theGeneratedClientSendsWhatTheSpecDescribes() async throws {
    let server = try await LocalHTTPServer { request in
      .json(#"[{"id": 1, "name": "Rex", "kind": "dog"}]"#)
    }
    defer { Task { await server.stop() } }
    let client = Client(serverURL: server.baseURL, configuration: TransportUnderTest.configuration())
    let pets = try await client.pets.list(
      tags: ["good", "small"], ids: [4, 5], filter: .init(kind: "dog", minAge: 2), sort: .createdAt)
    #expect(pets.map(\.name) == ["Rex"])
    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    // `per_page` has a spec default (30) the caller did not set: it is not sent.
    #expect(
      request.target == "/pets?tags=good&tags=small&ids=4,5&filter%5Bkind%5D=dog&filter%5Bmin_age%5D=2&sort=created-at")
    #expect(request.header("Accept") == "application/json")
  }

  @Test func aListCallWithNoArgumentsSendsNoQueryString() async throws {
    let server = try await LocalHTTPServer { _ in .json("[]") }
    defer { Task { await server.stop() } }
    let client = Client(serverURL: server.baseURL, configuration: TransportUnderTest.configuration())
    _ = try await client.pets.list()
    _ = try await client.pets.list(perPage: 30)
    // Set explicitly, a value equal to the default is sent: the caller asked for it.
    #expect(server.requests.map(\.target) == ["/pets", "/pets?per_page=30"])
  }

  @Test func generatedPathHeaderCookieAndBodies() async throws {
    let server = try await LocalHTTPServer { request in
      switch (request.method, request.target) {
      case ("GET", _): return .json(#"{"id": 7, "name": "Rex", "kind": "dog"}"#)
      case ("POST", _): return .json(#"{"id": 8, "name": "Tom", "kind": "cat"}"#, status: 201)
      default: return .text("a photo of a dog")
      }
    }
    defer { Task { await server.stop() } }
    let client = Client(serverURL: server.baseURL, configuration: TransportUnderTest.configuration())
    let id = UUID()
    let pet = try await client.pets.get(petID: 7, xRequestID: id, session: "s1")
    #expect(pet.id == 7)
    let created = try await client.pets.create(body: .init(name: "Tom", status: .pending))
    #expect(created.name == "Tom")
    let caption = try await client.pets.uploadPhoto(petID: "a/b", body: Data([1, 2, 3]))
    #expect(caption == "a photo of a dog")
    let requests = server.requests
    #expect(requests.count == 3)
    #expect(requests[0].target == "/pets/7")
    #expect(requests[0].header("X-Request-ID") == id.uuidString.lowercased())
    #expect(requests[0].header("Cookie") == "session=s1")
    #expect(requests[1].header("Content-Type") == "application/json")
    let body = try JSONSerialization.jsonObject(with: Data(requests[1].body)) as? [String: Any]
    #expect(body?["name"] as? String == "Tom")
    #expect(body?["status"] as? String == "pending")
    #expect(requests[2].method == "PUT")
    #expect(requests[2].target == "/pets/a%2Fb/photo")
    #expect(requests[2].body == [1, 2, 3])
    #expect(requests[2].header("Accept") == "text/plain")
  }
}

@Suite struct MultipartTests {
  struct Upload: Encodable, Sendable {
    var title: String
    var file: Data
    var tags: [String]
    var when: Date
    var meta: [String: Int]
    var missing: String?
  }

  @Test func multipartFieldsAndFilesArriveByteExact() async throws {
    let server = try await LocalHTTPServer()
    defer { Task { await server.stop() } }
    var request = APIRequest(method: .post, path: "/upload", operationID: "x")
    let upload = Upload(
      title: "A \"title\"", file: Data([0, 255, 13, 10]), tags: ["a", "b"], when: Date(timeIntervalSince1970: 0),
      meta: ["n": 1])
    request.multipartBody(upload, contentType: "multipart/form-data", partContentTypes: ["file": "image/png"])
    _ = try await APIClient(serverURL: server.baseURL, configuration: TransportUnderTest.configuration()).send(request)
    let received = try #require(server.requests.first)
    let contentType = try #require(received.header("Content-Type"))
    #expect(contentType.hasPrefix("multipart/form-data; boundary=apigen-"))
    let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
    var expected = Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nA \"title\"\r\n".utf8)
    expected += Array(
      "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"file\"\r\nContent-Type: image/png\r\n\r\n"
        .utf8)
    expected += [0, 255, 13, 10] + Array("\r\n".utf8)
    expected += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"tags\"\r\n\r\na\r\n".utf8)
    expected += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"tags\"\r\n\r\nb\r\n".utf8)
    expected += Array(
      "--\(boundary)\r\nContent-Disposition: form-data; name=\"when\"\r\n\r\n1970-01-01T00:00:00Z\r\n".utf8)
    expected += Array(
      "--\(boundary)\r\nContent-Disposition: form-data; name=\"meta\"\r\nContent-Type: application/json\r\n\r\n{\"n\":1}\r\n"
        .utf8)
    expected += Array("--\(boundary)--\r\n".utf8)
    #expect(received.body == expected, "\(received.bodyText)")
  }

  /// A multipart type other than form-data is the type sent; a list in it is a part per element, typed by position,
  /// then by the type for every item, else by its value.
  @Test func aListInMultipartMixedIsPositionalParts() async throws {
    let server = try await LocalHTTPServer()
    defer { Task { await server.stop() } }
    var request = APIRequest(method: .post, path: "/bundle", operationID: "x")
    request.multipartBody(
      [JSONValue.object(["a": .int(1)]), .string("two"), .string("three")], contentType: "multipart/related",
      prefixContentTypes: [nil, "text/markdown"])
    _ = try await APIClient(serverURL: server.baseURL, configuration: TransportUnderTest.configuration()).send(request)
    let received = try #require(server.requests.first)
    let contentType = try #require(received.header("Content-Type"))
    #expect(contentType.hasPrefix("multipart/related; boundary=apigen-"))
    let boundary = String(contentType.dropFirst("multipart/related; boundary=".count))
    let expected = Array(
      ("--\(boundary)\r\nContent-Type: application/json\r\n\r\n{\"a\":1}\r\n"
        + "--\(boundary)\r\nContent-Type: text/markdown\r\n\r\ntwo\r\n"
        + "--\(boundary)\r\n\r\nthree\r\n--\(boundary)--\r\n").utf8)
    #expect(received.body == expected, "\(received.bodyText)")
  }

  @Test func aMultipartBodyMustBeAnObject() async throws {
    let server = try await LocalHTTPServer()
    defer { Task { await server.stop() } }
    var request = APIRequest(method: .post, path: "/upload", operationID: "x")
    request.multipartBody(["not", "an", "object"], contentType: "multipart/form-data")
    await #expect(throws: APIError.self) {
      try await APIClient(serverURL: server.baseURL, configuration: TransportUnderTest.configuration()).send(request)
    }
    #expect(server.requests.isEmpty)
  }
}

@Suite struct PaginationTests {
  @Test func linkHeadersAreReachableFromTheResponse() async throws {
    let server = try await LocalHTTPServer { request in
      let base = "http://127.0.0.1/pets"
      return .json(
        "[]",
        headers: [
          ("Link", "<\(base)?page=3>; rel=\"next\", <\(base)?page=1>; rel=\"prev\", <\(base)?page=9>; rel=\"last\""),
          ("X-Total-Count", "42"),
        ])
    }
    defer { Task { await server.stop() } }
    let page = try await Client(serverURL: server.baseURL, configuration: TransportUnderTest.configuration()).pets
      .listResponse()
    #expect(page.status == 200)
    #expect(page.body.isEmpty)
    #expect(page.links["next"]?.absoluteString == "http://127.0.0.1/pets?page=3")
    #expect(page.links["prev"]?.absoluteString == "http://127.0.0.1/pets?page=1")
    #expect(page.links["last"]?.absoluteString == "http://127.0.0.1/pets?page=9")
    let headers = PetsAPI.List.Headers(page)
    #expect(headers.link?.contains("rel=\"next\"") == true)
    #expect(headers.xTotalCount == 42)
  }

  @Test func linkHeaderParsing() {
    let links = LinkHeader.parse(
      #"<https://a.example/x?page=2>; rel="next prefetch", <https://a.example/x>;rel=first, garbage"#)
    #expect(links["next"]?.absoluteString == "https://a.example/x?page=2")
    #expect(links["prefetch"]?.absoluteString == "https://a.example/x?page=2")
    #expect(links["first"]?.absoluteString == "https://a.example/x")
    #expect(links.count == 3)
  }
}

@Suite struct ServerURLTests {
  @Test func serverVariables() {
    #expect(Servers.server1.absoluteString == "https://example.com/api/v1")
    #expect(Servers.server1(version: "v2").absoluteString == "https://example.com/api/v2")
    #expect(ServerURL.expand("https://{host}/x", ["host": "a b"]).absoluteString == "https://a%20b/x")
  }
}

/// An operation whose successes carry different bodies returns an enum with a case per answer (issue 19, point 11).
@Suite struct OutcomeEnumTests {
  @Test func eachSuccessStatusIsItsOwnCase() async throws {
    let server = try await LocalHTTPServer { request in
      switch request.target {
      case "/pets/1/adoptions": return .json(#"{"id": 1, "name": "Rex", "kind": "dog"}"#, status: 201)
      case "/pets/2/adoptions": return .json(#"{"message": "in review"}"#, status: 202)
      default: return .text("", status: 204)
      }
    }
    defer { Task { await server.stop() } }
    let client = Client(serverURL: server.baseURL, configuration: TransportUnderTest.configuration())
    let adopted = try await client.pets.adopt(petID: 1)
    guard case .created(let pet)? = adopted else {
      Issue.record("expected .created, got \(String(describing: adopted))")
      return
    }
    #expect(pet.name == "Rex")
    #expect(try await client.pets.adopt(petID: 2) == .accepted(.init(message: "in review")))
    #expect(try await client.pets.adopt(petID: 3) == nil)
    let request = try #require(server.requests.first)
    #expect(request.method == "POST")
    #expect(request.target == "/pets/1/adoptions")
    #expect(request.body.isEmpty)
  }
}

/// A form body's nested values go as the spec's `encoding` says (issue 19, point 8): a payment provider's
/// `metadata[key]=value` and `items[0][price]=...`, checked byte for byte as the server receives them.
@Suite struct FormEncodingWireTests {
  @Test func nestedValuesFollowTheirEncoding() async throws {
    let server = try await LocalHTTPServer { _ in .text("") }
    defer { Task { await server.stop() } }
    let client = Client(serverURL: server.baseURL, configuration: TransportUnderTest.configuration())
    try await client.forms.submit(
      body: .init(
        field: "a b", count: 2, metadata: ["order_id": "6735", "note": "x&y"],
        items: [.init(price: "price_1", quantity: 2), .init(price: "price_2")], expand: ["customer", "invoice"],
        tags: ["red", "blue"]))
    let request = try #require(server.requests.first)
    #expect(request.method == "POST")
    #expect(request.target == "/forms")
    #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
    let fields = [
      "count=2",
      "expand%5B0%5D=customer", "expand%5B1%5D=invoice",
      "field=a%20b",
      "items%5B0%5D%5Bprice%5D=price_1", "items%5B0%5D%5Bquantity%5D=2", "items%5B1%5D%5Bprice%5D=price_2",
      "metadata%5Bnote%5D=x%26y", "metadata%5Border_id%5D=6735",
      "tags=red%2Cblue",
    ]
    #expect(request.bodyText == fields.joined(separator: "&"))
  }

  @Test func withoutAnEncodingNestedValuesAreExplodedFormFields() async throws {
    let request = try await WireFormatTests().received { request in
      request.formBody(
        ["tags": JSONValue.array([.string("a"), .string("b")]), "dims": .object(["w": .int(2), "h": .int(3)])],
        contentType: "application/x-www-form-urlencoded")
    }
    // OpenAPI's default for a form body's field is `form`, exploded: a pair per item, an object's own pairs.
    #expect(request.bodyText == "h=3&w=2&tags=a&tags=b")
  }
}

/// `readOnly` is not required of what is sent, `writeOnly` not of what is read (issue 19, point 15).
@Suite struct ReadOnlyWriteOnlyWireTests {
  @Test func aBodyIsBuiltWithoutItsReadOnlyPropertiesAndAnAnswerReadWithoutItsWriteOnlyOnes() async throws {
    let server = try await LocalHTTPServer { _ in .json(#"{"id": 7, "name": "ann"}"#, status: 201) }
    defer { Task { await server.stop() } }
    let client = Client(serverURL: server.baseURL, configuration: TransportUnderTest.configuration())
    let created = try await client.accounts.create(body: Account(name: "ann", password: "s3cret"))
    #expect(created == Account(id: 7, name: "ann"))
    let request = try #require(server.requests.first)
    #expect(request.method == "POST")
    #expect(request.target == "/accounts")
    #expect(request.header("Content-Type") == "application/json")
    // No `id`: only what the caller set (the encoder's key order is not fixed, so the object is compared).
    let sent = try JSONSerialization.jsonObject(with: Data(request.body)) as? [String: String]
    #expect(sent == ["name": "ann", "password": "s3cret"])
  }
}

@Suite struct ObjectCompositionWireTests {
  @Test func aOneOfNextToPropertiesAndExtraKeysTravelInTheOneObject() async throws {
    let answer = #"{"amount": 5, "card_number": "4242", "tags": {"total": 1, "kiwis": 4}}"#
    let server = try await LocalHTTPServer { _ in .json(answer, status: 201) }
    defer { Task { await server.stop() } }
    let client = Client(serverURL: server.baseURL, configuration: TransportUnderTest.configuration())
    let payment = Payment(
      amount: 5, tags: Counters(total: 1, additionalProperties: ["kiwis": 4]),
      oneOf: .cardDetails(CardDetails(cardNumber: "4242")))
    let created = try await client.payments.create(body: payment)
    #expect(created == payment)
    let request = try #require(server.requests.first)
    #expect(request.method == "POST")
    #expect(request.target == "/payments")
    #expect(request.header("Content-Type") == "application/json")
    // Only what the caller set, the card's key beside the listed ones and the extra key beside `total`.
    let sent = try JSONSerialization.jsonObject(with: Data(request.body)) as? NSDictionary
    #expect(sent == ["amount": 5, "card_number": "4242", "tags": ["total": 1, "kiwis": 4]])
  }
}

/// UUIDs travel in lower case, as RFC 9562 writes them (Foundation writes upper case, and servers that keep UUIDs as
/// text compare them as text), everywhere a request carries one; answers are read in either case.
@Suite struct LowerCaseUUIDTests {
  static let id = UUID(uuidString: "0E9A6C7E-2C62-4A3E-9C7D-1D2B3C4D5E6F")!
  static let other = UUID(uuidString: "ABCDEF01-2345-4678-9ABC-DEF012345678")!
  static let text = "0e9a6c7e-2c62-4a3e-9c7d-1d2b3c4d5e6f"
  static let otherText = "abcdef01-2345-4678-9abc-def012345678"

  /// Coded as generated structs are, through `encode(_:under:)`.
  struct Holder: Encodable, Sendable {
    var id = LowerCaseUUIDTests.id
    var ids = [LowerCaseUUIDTests.id, LowerCaseUUIDTests.other]
    var byName = ["a": LowerCaseUUIDTests.other]
    var maybe: UUID? = LowerCaseUUIDTests.id
    var nested = [[LowerCaseUUIDTests.other]]
    var label = "ABC"

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: AnyCodingKey.self)
      try container.encode(id, under: "id")
      try container.encode(ids, under: "ids")
      try container.encode(byName, under: "byName")
      try container.encodeIfPresent(maybe, under: "maybe")
      try container.encode(nested, under: "nested")
      try container.encode(label, under: "label")
    }
  }

  /// Coded as a generated `oneOf` is, through `encodeValue`.
  enum IDOrName: Encodable, Sendable {
    case id(UUID)
    case name(String)

    func encode(to encoder: any Encoder) throws {
      switch self {
      case .id(let value): try encoder.encodeValue(value)
      case .name(let value): try encoder.encodeValue(value)
      }
    }
  }

  func received(_ build: (inout APIRequest) -> Void) async throws -> LocalHTTPServer.Request {
    try await receivedRequest(path: "/sessions/\(path: Self.id)", build)
  }

  @Test func pathQueryHeaderAndCookie() async throws {
    let request = try await received { request in
      request.query("id", Self.id)
      request.query("ids", [Self.id, Self.other], explode: false)
      request.header("X-Session", Self.other)
      request.cookie("session", Self.id)
    }
    #expect(request.target == "/sessions/\(Self.text)?id=\(Self.text)&ids=\(Self.text),\(Self.otherText)")
    #expect(request.header("X-Session") == Self.otherText)
    #expect(request.header("Cookie") == "session=\(Self.text)")
  }

  @Test func jsonBodies() async throws {
    let object = try await received { $0.jsonBody(Holder(), contentType: "application/json") }
    let expected =
      #"{"id":"\#(Self.text)","ids":["\#(Self.text)","\#(Self.otherText)"],"byName":{"a":"\#(Self.otherText)"},"#
      + #""maybe":"\#(Self.text)","nested":[["\#(Self.otherText)"]],"label":"ABC"}"#
    #expect(
      try JSONDecoder().decode(JSONValue.self, from: Data(object.body))
        == JSONDecoder().decode(JSONValue.self, from: Data(expected.utf8)), "\(object.bodyText)")
    let alone = try await received { $0.jsonBody(Self.id, contentType: "application/json") }
    #expect(alone.bodyText == #""\#(Self.text)""#)
    let list = try await received { $0.jsonBody([Self.other], contentType: "application/json") }
    #expect(list.bodyText == #"["\#(Self.otherText)"]"#)
    let payload = try await received { $0.jsonBody(IDOrName.id(Self.id), contentType: "application/json") }
    #expect(payload.bodyText == #""\#(Self.text)""#)
  }

  @Test func formAndMultipartBodies() async throws {
    let form = try await received { $0.formBody(Holder(), contentType: "application/x-www-form-urlencoded") }
    #expect(
      form.bodyText
        == "a=\(Self.otherText)&id=\(Self.text)&ids=\(Self.text)&ids=\(Self.otherText)&label=ABC"
        + "&maybe=\(Self.text)&nested=%5B%22\(Self.otherText)%22%5D")
    let multipart = try await received { $0.multipartBody(Holder(), contentType: "multipart/form-data") }
    #expect(multipart.bodyText.contains("name=\"id\"\r\n\r\n\(Self.text)\r\n"), "\(multipart.bodyText)")
    #expect(multipart.bodyText.contains("name=\"ids\"\r\n\r\n\(Self.otherText)\r\n"))
    #expect(!multipart.bodyText.contains(Self.id.uuidString))
    #expect(!multipart.bodyText.contains(Self.other.uuidString))
  }

  @Test func theGeneratedSDKSendsLowerCaseAndReadsEitherCase() async throws {
    let server = try await LocalHTTPServer { _ in
      .json(#"{"id": 7, "name": "Rex", "kind": "dog", "chip": "\#(Self.other.uuidString)"}"#)
    }
    defer { Task { await server.stop() } }
    let client = Client(serverURL: server.baseURL, configuration: TransportUnderTest.configuration())
    let pet = try await client.pets.get(petID: 7, xRequestID: Self.id)
    #expect(pet.chip == Self.other)
    #expect(server.requests.first?.header("X-Request-ID") == Self.text)
    let json = String(decoding: try JSONCoding.encoder().encode(pet), as: UTF8.self)
    #expect(json.contains(#""chip":"\#(Self.otherText)""#), "\(json)")
    let lower = try JSONCoding.decoder().decode(Pet.self, from: Data(json.utf8))
    #expect(lower.chip == Self.other)
  }
}
