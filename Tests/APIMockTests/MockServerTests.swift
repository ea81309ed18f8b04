import APIMock
import Foundation
import Synchronization
import Testing
import _APIGenOpenAPI

/// A session of the tests' own, so that nothing another program or test stored (cookies, credentials) is sent.
let hermeticSession = URLSession(configuration: .ephemeral)

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fixtures/Mock")
private let petsSpec = fixtures.appendingPathComponent("pets.yaml")

/// A response as the client saw it.
struct Received {
  var status: Int
  var headers: [String: String]
  var body: String
  func header(_ name: String) -> String? { headers.first { $0.key.lowercased() == name.lowercased() }?.value }
}

/// Sends one request with URLSession (over 127.0.0.1) and returns what came back.
func send(
  _ method: String, _ url: URL, headers: [String: String] = [:], body: String? = nil
) async throws -> Received {
  var request = URLRequest(url: url)
  request.httpMethod = method
  for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
  request.httpBody = body.map { Data($0.utf8) }
  let (data, response) = try await hermeticSession.data(for: request)
  let http = response as! HTTPURLResponse
  var fields: [String: String] = [:]
  for (name, value) in http.allHeaderFields { fields["\(name)"] = "\(value)" }
  return Received(status: http.statusCode, headers: fields, body: String(decoding: data, as: UTF8.self))
}

@Suite struct MockServerTests {
  private func withServer(
    data: URL? = nil, log: (@Sendable (String) -> Void)? = nil, _ body: (MockServer) async throws -> Void
  ) async throws {
    let server = try await MockServer(spec: petsSpec, data: data, log: log)
    do {
      try await body(server)
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
  }

  @Test func routesConcretePathsBeforeTemplatesAndUnderTheServersBasePath() async throws {
    try await withServer { server in
      let mine = try await send("GET", server.url.appendingPathComponent("v1/pets/mine"))
      #expect(mine.status == 200)
      #expect(mine.body == #"{"mine":true}"#)
      let pet = try await send("GET", server.url.appendingPathComponent("pets/12"))
      #expect(pet.status == 200)
      let file = try await send("GET", server.url.appendingPathComponent("v1/files/notes.json"))
      #expect(file.status == 200)
      #expect(file.body == "file text")
      #expect(file.header("Content-Type") == "text/plain")
    }
  }

  @Test func unknownPathsAndMethodsAreProblems() async throws {
    try await withServer { server in
      let missing = try await send("GET", server.url.appendingPathComponent("v1/owners"))
      #expect(missing.status == 404)
      #expect(missing.header("Content-Type") == "application/problem+json")
      #expect(
        missing.body
          == #"{"type":"urn:apigen:mock:no-route","title":"No operation matches","status":404,"#
          + #""detail":"GET /v1/owners matches no path of \#(petsSpec.path)"}"#)
      let wrongMethod = try await send("DELETE", server.url.appendingPathComponent("v1/pets"))
      #expect(wrongMethod.status == 405)
      #expect(wrongMethod.header("Allow") == "GET, POST")
    }
  }

  @Test func answersTheFirstSuccessWithItsExampleAndDocumentedHeaders() async throws {
    try await withServer { server in
      let list = try await send(
        "GET", server.url.appendingPathComponent("v1/pets"), headers: ["X-Request-ID": "r1"])
      #expect(list.status == 200)
      #expect(list.body == #"[{"id":1,"name":"Rex","tag":"dog"},{"id":2,"name":"Tom","tag":"cat"}]"#)
      // The documented Link points at the spec's server; the mock's answer points back at the mock.
      #expect(list.header("Link") == "<\(server.url.absoluteString)/v1/pets?page=2>; rel=\"next\"")
    }
  }

  @Test func preferPicksTheStatusAndTheExample() async throws {
    try await withServer { server in
      let pets = server.url.appendingPathComponent("v1/pets")
      let none = try await send("GET", pets, headers: ["X-Request-ID": "r", "Prefer": "example=none"])
      #expect(none.body == "[]")
      let taken = try await send(
        "POST", pets, headers: ["Content-Type": "application/json", "Prefer": "code=422"], body: #"{"name":"Rex"}"#)
      #expect(taken.status == 422)
      #expect(taken.body == #"{"message":"name taken"}"#)
      let unknown = try await send("GET", pets, headers: ["X-Request-ID": "r", "Prefer": "example=three"])
      #expect(unknown.status == 400)
      #expect(
        unknown.body.contains("Prefer asks for example 'three'; the 200 application/json answer has examples two, none")
      )
      let undocumented = try await send("GET", pets, headers: ["X-Request-ID": "r", "Prefer": "code=418"])
      #expect(undocumented.status == 400)
      #expect(undocumented.body.contains("Prefer asks for status 418; the operation documents 200"))
      let dynamic = try await send("GET", pets, headers: ["X-Request-ID": "r", "Prefer": "dynamic=true"])
      #expect(dynamic.status == 200)
      #expect(dynamic.body != none.body && dynamic.body.hasPrefix("[{\"id\":"))
    }
  }

  @Test func anExampleThatBreaksItsSchemaIsReplacedByAMadeUpValue() async throws {
    try await withServer { server in
      let pet = try await send("GET", server.url.appendingPathComponent("v1/pets/3"))
      #expect(pet.status == 200)
      let value = try JSONValue.parseJSON(Array(pet.body.utf8))
      let spec = try SpecLoader().load(petsSpec.path)
      let schema = try #require(spec.document.components.schemas["Pet"])
      #expect(SchemaValidator(spec: spec).violations(of: value, against: schema).isEmpty)
      #expect(!pet.body.contains("not a number"))
    }
  }

  @Test func invalidRequestsGetProblemsWithTheSpecsLocations() async throws {
    try await withServer { server in
      let list = try await send(
        "GET", server.url.appendingPathComponent("v1/pets").appending(queryItems: [.init(name: "limit", value: "0")]))
      #expect(list.status == 400)
      #expect(list.header("Content-Type") == "application/problem+json")
      let file = petsSpec.path
      #expect(
        list.body
          == #"{"type":"urn:apigen:mock:invalid-request","title":"The request does not match the spec","status":400,"#
          + #""detail":"GET /pets (listPets): query limit: less than 1 (\#(file):12:19); header X-Request-ID: the "#
          + #"required header parameter 'X-Request-ID' is missing (\#(file):13:11)","operation":"listPets","errors":["#
          + #"{"in":"query","name":"limit","message":"less than 1","spec":"\#(file):12:19"},"#
          + #"{"in":"header","name":"X-Request-ID","message":"the required header parameter 'X-Request-ID' is missing","#
          + #""spec":"\#(file):13:11"}]}"#)

      // An operation that documents client errors answers with its own (422 here, 404 where that is the only
      // one), its message saying what is wrong; the APIGen-Mock-Problem header says it too.
      let pet = try await send("GET", server.url.appendingPathComponent("v1/pets/rex"))
      #expect(pet.status == 404)
      #expect(
        pet.header("APIGen-Mock-Problem")
          == "GET /pets/{petId} (getPet): path petId: expected integer, found string 'rex' (\(file):67:19)")

      let pets = server.url.appendingPathComponent("v1/pets")
      let body = try await send(
        "POST", pets, headers: ["Content-Type": "application/json"], body: #"{"name":"Rexford the Third","tag":"cow"}"#)
      #expect(body.status == 422)
      #expect(body.header("Content-Type") == "application/json")
      #expect(
        body.body
          == #"{"message":"POST /pets (createPet): body /name: longer than 10 characters (\#(file):98:15); "#
          + #"body /tag: 'cow' is not one of the allowed values (\#(file):99:14)"}"#)

      let notJSON = try await send(
        "POST", pets, headers: ["Content-Type": "application/json"], body: "{\"name\": \n oops}")
      #expect(notJSON.body.contains("the body is not JSON: unexpected character 'o' at line 2, column 2"))
      let wrongType = try await send("POST", pets, headers: ["Content-Type": "text/plain"], body: "Rex")
      #expect(
        wrongType.body.contains("the content type text/plain is not one the operation accepts (application/json)"))
      let empty = try await send("POST", pets, headers: ["Content-Type": "application/json"])
      #expect(empty.body.contains("body: the request body is required (\(file):35:9)"))
    }
  }

  /// A head the HTTP parser refuses (over its 80 KiB) still gets the mock's problem+json shape, not a bare 400.
  @Test func requestsTheParserRefusesGetAProblemBody() async throws {
    try await withServer { server in
      let tooLong = server.url.appendingPathComponent("v1/pets")
        .appending(queryItems: [.init(name: "q", value: String(repeating: "a", count: 100_000))])
      let refused = try await send("GET", tooLong)
      #expect(refused.status == 400)
      #expect(refused.header("Content-Type") == "application/problem+json")
      #expect(
        refused.body
          == #"{"type":"urn:apigen:mock:unreadable-request","title":"The request cannot be read as HTTP","status":400,"#
          + #""detail":"the request line and headers are longer than the mock reads (80 KiB)"}"#)
    }
  }

  @Test func overlaysPinAnswersStatusesHeadersDelaysAndFaults() async throws {
    let lines = LogLines()
    let overlays = fixtures.appendingPathComponent("overlays")
    try await withServer(data: overlays, log: lines.append) { server in
      func pets(_ limit: String, id: String = "r") async throws -> Received {
        try await send(
          "GET",
          server.url.appendingPathComponent("v1/pets").appending(queryItems: [.init(name: "limit", value: limit)]),
          headers: ["X-Request-ID": id])
      }
      let busy = try await pets("7")
      #expect(busy.status == 503)
      #expect(busy.header("Retry-After") == "120")
      #expect(busy.body == #"{"message":"try later"}"#)

      let clock = ContinuousClock()
      let start = clock.now
      let slow = try await pets("8")
      #expect(clock.now - start >= .milliseconds(300))
      #expect(slow.body == #"[{"id":8,"name":"Slow"}]"#)

      await #expect(throws: (any Error).self) { _ = try await pets("9") }

      let paged = try await pets("5", id: "paged")
      #expect(paged.body == #"[{"id":3,"name":"Pinned"}]"#)
      #expect(paged.header("Link") == "<\(server.url.absoluteString)/v1/pets?limit=5&page=2>; rel=\"next\"")

      // No answer of the overlay matches: the spec's example.
      let plain = try await pets("5")
      #expect(plain.body.hasPrefix(#"[{"id":1,"name":"Rex""#))

      let readme = try await send("GET", server.url.appendingPathComponent("v1/files/readme.json"))
      #expect(readme.body == "# readme")
    }
    let logged = lines.lines
    #expect(logged.count == 6)
    #expect(logged.first?.hasPrefix("GET /v1/pets?limit=7 -> 503 listPets (overlay list-pets.json#0) ") == true)
    #expect(logged.last?.hasPrefix("GET /v1/files/readme.json -> 200 getFile (overlay GET-file.json#0) ") == true)
  }

  @Test func overlaysNamingWhatTheSpecLacksAreErrors() throws {
    let spec = try SpecLoader().load(petsSpec.path)
    let overlay = try MockOverlay.parse(Array(#"{"operation": "deletePet", "answers": []}"#.utf8), file: "bad.json")
    #expect(throws: MockSetupError.self) { try MockResponder(spec: spec, overlays: overlay) }
    do {
      _ = try MockResponder(spec: spec, overlays: overlay)
    } catch {
      #expect(error.description == "bad.json: the spec has no operation 'deletePet'")
    }
    do {
      _ = try MockOverlay.parse(Array(#"{"answers": [{"status": 200, "dealy": 1}]}"#.utf8), file: "typo.json")
      Issue.record("a misspelt key was accepted")
    } catch {
      #expect(
        error.description
          == "typo.json: answers[0]: unknown key \"dealy\" (known: body, delay, example, fault, headers, operation, "
          + "route, status, text, when)")
    }
    do {
      _ = try MockOverlay.parse(Array("{\"answers\": [\n  {\"status\": }]}".utf8), file: "broken.json")
      Issue.record("broken JSON was accepted")
    } catch {
      #expect(error.description == "broken.json:2:14: not JSON: unexpected character '}'")
    }
  }

  @Test func aPortInUseIsAClearError() async throws {
    let first = try await MockServer(spec: petsSpec)
    let port = first.url.port!
    do {
      _ = try await MockServer(spec: petsSpec, port: port)
      Issue.record("two servers listened on port \(port)")
    } catch let error as MockSetupError {
      #expect(error.description.hasPrefix("cannot listen on 127.0.0.1:\(port): "))
    }
    await first.stop()
  }
}

final class LogLines: Sendable {
  private let storage = Mutex<[String]>([])
  func append(_ line: String) { storage.withLock { $0.append(line) } }
  var lines: [String] { storage.withLock { $0 } }
}
