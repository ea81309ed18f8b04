import APIMock
import APIVerify
import Foundation
import HTTPTypes
import Testing
import _APIGenOpenAPI

/// A spec whose every operation the test server answers with one kind of deviation.
private let kindsSpec = """
  openapi: 3.0.3
  info: {title: Verify kinds, version: "1"}
  paths:
    /ok:
      get:
        operationId: ok
        responses:
          '200': {$ref: '#/components/responses/Pet'}
    /html:
      get:
        operationId: html
        responses:
          '200': {$ref: '#/components/responses/Pet'}
    /missing-header:
      get:
        operationId: missingHeader
        responses:
          '200': {$ref: '#/components/responses/CountedPet'}
    /wrong-header:
      get:
        operationId: wrongHeader
        responses:
          '200': {$ref: '#/components/responses/CountedPet'}
    /not-json:
      get:
        operationId: notJSON
        responses:
          '200': {$ref: '#/components/responses/Pet'}
    /no-body:
      get:
        operationId: noBody
        responses:
          '200': {$ref: '#/components/responses/Pet'}
    /extra-body:
      get:
        operationId: extraBody
        responses:
          '200':
            description: nothing
    /moved:
      get:
        operationId: moved
        responses:
          '200': {$ref: '#/components/responses/Pet'}
    /moved-here:
      get:
        operationId: movedHere
        responses:
          '200': {$ref: '#/components/responses/Pet'}
    /moved-away:
      get:
        operationId: movedAway
        responses:
          '200': {$ref: '#/components/responses/Pet'}
    /slow:
      get:
        operationId: slow
        responses:
          '200': {$ref: '#/components/responses/Pet'}
    /secure:
      get:
        operationId: secure
        security: [{key: []}]
        parameters:
          - {name: kind, in: query, required: true, schema: {type: string, enum: [cat, dog]}}
          - {name: limit, in: query, schema: {type: integer}}
        responses:
          '200': {$ref: '#/components/responses/Pet'}
    /pets:
      post:
        operationId: createPet
        requestBody:
          required: true
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Pet'}
        responses:
          '201': {$ref: '#/components/responses/Pet'}
  components:
    securitySchemes:
      key: {type: apiKey, in: header, name: X-API-Key}
    headers:
      Total:
        required: true
        schema:
          type: integer
    responses:
      Pet:
        description: a pet
        content:
          application/json:
            schema: {$ref: '#/components/schemas/Pet'}
      CountedPet:
        description: a pet and a count
        headers:
          X-Total: {$ref: '#/components/headers/Total'}
        content:
          application/json:
            schema: {$ref: '#/components/schemas/Pet'}
    schemas:
      Pet:
        type: object
        required: [id, name]
        properties:
          id:
            type: integer
          name:
            type: string
  """

private let pet = #"{"id": 1, "name": "Rex"}"#

private let handlers: [String: MockHandler] = [
  "ok": { _ in .json(pet) },
  "html": { _ in .text("<p>Rex</p>", contentType: "text/html; charset=utf-8") },
  "missingHeader": { _ in .json(pet) },
  "wrongHeader": { _ in .json(pet, headers: [("X-Total", "many")]) },
  "notJSON": { _ in .text("{\"id\": 1,", contentType: "application/json") },
  "noBody": { _ in MockReply(status: 200) },
  "extraBody": { _ in .text("surprise", contentType: "text/plain") },
  "moved": { _ in MockReply(status: 302, headers: [("Location", "/moved-here")]) },
  "movedHere": { _ in .json(pet) },
  "movedAway": { _ in MockReply(status: 301, headers: [("Location", "http://elsewhere.invalid/pets")]) },
  "secure": { call in call.header("X-API-Key") == "s3cret" ? .json(pet) : .json(#"{"error": "who?"}"#, status: 401) },
  "createPet": { call in .json(String(decoding: call.request.body, as: UTF8.self), status: 201) },
]

/// A class so that `deinit` removes each test's folder.
@Suite final class FindingKindsTests {
  let folder: URL
  let spec: Spec

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("verify-kinds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("kinds.yaml")
    try kindsSpec.write(to: file, atomically: true, encoding: .utf8)
    spec = try SpecLoader().load(file.path)
    try #"{"operation": "slow", "answers": [{"delay": 30, "body": {"id": 1, "name": "Rex"}}]}"#
      .write(to: folder.appendingPathComponent("slow.json"), atomically: true, encoding: .utf8)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// The 1-based line of the first line containing `text` (after the first containing `after`).
  private func line(of text: String, after: String? = nil) -> Int {
    let lines = kindsSpec.split(separator: "\n", omittingEmptySubsequences: false)
    let start = after.map { marker in lines.firstIndex { $0.contains(marker) }! } ?? 0
    return lines[start...].firstIndex { $0.contains(text) }! + 1
  }

  private func serve(_ body: (MockServer) async throws -> Void) async throws {
    let overlays = try MockOverlay.load(folder: folder)
    let server = try await MockServer(
      responder: try MockResponder(spec: spec, overlays: overlays, handlers: handlers), keepingRequests: 100)
    do {
      try await body(server)
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
  }

  @Test func eachDeviationIsReportedAtItsRule() async throws {
    try await serve { server in
      var options = VerifyOptions(server: server.url)
      options.environment = ["APIGEN_API_KEY": "s3cret"]
      let plan = try VerifyPlan(spec: spec, options: options)
      // A patient timeout for every operation but `slow`, whose answer is held back far longer than its own.
      var slowOptions = options
      slowOptions.timeout = .seconds(1)
      let slowPlan = VerifyPlan(calls: plan.calls.filter { $0.operation.name == "slow" }, of: plan)
      let results =
        await Verifier(spec: spec, options: options).run(
          VerifyPlan(calls: plan.calls.filter { $0.operation.name != "slow" }, of: plan))
        + Verifier(spec: spec, options: slowOptions).run(slowPlan)
      let byOperation = Dictionary(uniqueKeysWithValues: results.map { ($0.operation, $0) })
      let file = spec.rootFile
      func findings(_ operation: String) -> [String] {
        byOperation[operation]!.findings.map { "\($0.kind.rawValue) \($0.file == file ? "" : $0.file)\($0.mark.line)" }
      }
      #expect(findings("ok") == [])
      #expect(findings("movedHere") == [])
      #expect(findings("secure") == [])
      #expect(findings("html") == ["undocumented-content-type \(line(of: "description: a pet"))"])
      #expect(findings("missingHeader") == ["missing-header \(line(of: "required: true", after: "Total:"))"])
      #expect(findings("wrongHeader") == ["header-schema \(line(of: "type: integer", after: "Total:"))"])
      #expect(findings("notJSON").map { $0.split(separator: " ")[0] } == ["unreadable-body"])
      #expect(findings("noBody").map { $0.split(separator: " ")[0] } == ["missing-body"])
      #expect(findings("extraBody") == ["undocumented-body \(line(of: "description: nothing"))"])
      #expect(findings("moved") == ["redirect \(line(of: "operationId: moved"))"])
      #expect(findings("movedAway") == ["redirect \(line(of: "operationId: movedAway"))"])
      #expect(findings("slow") == ["timeout \(line(of: "operationId: slow"))"])
      #expect(byOperation["moved"]!.findings[0].message.hasSuffix("(followed)"))
      #expect(byOperation["movedAway"]!.findings[0].message.hasSuffix("(another origin: not followed)"))
      #expect(byOperation["moved"]!.status == 200)
      #expect(byOperation["createPet"] == nil)
      #expect(plan.unsafeLeftOut == 1)

      // The credential went to the operation that requires it, and only there; it is printed nowhere.
      let secure = try #require(server.requests.first { $0.target.hasPrefix("/secure") })
      #expect(secure.target == "/secure?kind=cat")
      #expect(secure.header("X-API-Key") == "s3cret")
      #expect(secure.header("Accept") == "application/json")
      #expect(server.requests.filter { $0.header("X-API-Key") != nil }.count == 1)
      let report = VerifyReport(plan: plan, results: results, operationCount: plan.calls.count + 1)
      #expect(!(report.textLines + report.jsonLines).joined().contains("s3cret"))
      #expect(report.exitCode == 1)
    }
  }

  @Test func unsafeOperationsSendTheSuppliedBody() async throws {
    try await serve { server in
      var options = VerifyOptions(server: server.url)
      options.includesUnsafe = true
      options.operations = ["createPet", "secure"]
      options.headers[HTTPField.Name("X-API-Key")!] = "s3cret"
      options.supplied = try SuppliedValues(
        json: JSONValue.parseJSON(
          Array(
            #"{"parameters": {"kind": "dog", "limit": 3}, "bodies": {"createPet": {"id": 7, "name": "Fido"}}}"#.utf8)))
      let plan = try VerifyPlan(spec: spec, options: options)
      let results = await Verifier(spec: spec, options: options).run(plan)
      #expect(results.map(\.operation) == ["secure", "createPet"])
      #expect(results.flatMap(\.findings).map(\.description) == [])
      let requests = server.requests
      // Results in spec order; the create is sent first (CallOrderTests).
      #expect(requests.map { "\($0.method.rawValue) \($0.target)" } == ["POST /pets", "GET /secure?kind=dog&limit=3"])
      #expect(String(decoding: requests[0].body, as: UTF8.self) == #"{"id":7,"name":"Fido"}"#)
      #expect(requests[0].header("Content-Type") == "application/json")
      #expect(requests.allSatisfy { $0.header("X-API-Key") == "s3cret" })
    }
  }

  @Test func anUnreachableServerIsATransportFindingPerOperation() async throws {
    // Port 1, which nothing listens on. (A port bound and closed again could be taken by another test's server
    // meanwhile: the tests run in parallel.)
    var options = VerifyOptions(server: URL(string: "http://127.0.0.1:1")!)
    options.operations = ["ok", "html"]
    let plan = try VerifyPlan(spec: spec, options: options)
    let results = await Verifier(spec: spec, options: options).run(plan)
    #expect(results.map { $0.findings.map(\.kind) } == [[.transport], [.transport]])
    #expect(results[0].findings[0].message == "GET /ok: could not connect to the server")
    #expect(results.allSatisfy { $0.status == nil })
  }

  @Test func namesTheSpecLacksAreUsageErrors() throws {
    var options = VerifyOptions(server: URL(string: "http://127.0.0.1:9")!)
    options.operations = ["nope"]
    #expect(throws: VerifyUsageError.self) { try VerifyPlan(spec: spec, options: options) }
    options.operations = []
    options.tags = ["nope"]
    #expect(throws: VerifyUsageError.self) { try VerifyPlan(spec: spec, options: options) }
    options.tags = []
    options.supplied.bodies["nope"] = .null
    #expect(throws: VerifyUsageError.self) { try VerifyPlan(spec: spec, options: options) }
  }

  @Test func findingsPrintAsJSONLines() async throws {
    try await serve { server in
      var options = VerifyOptions(server: server.url)
      options.operations = ["wrongHeader", "ok"]
      let plan = try VerifyPlan(spec: spec, options: options)
      let report = VerifyReport(
        plan: plan, results: await Verifier(spec: spec, options: options).run(plan), operationCount: 13)
      let lines = report.jsonLines
      #expect(lines.count == 2)
      let finding = try JSONValue.parseJSON(Array(lines[0].utf8))
      guard case .object(let fields, let keys) = finding else { throw CocoaError(.coderInvalidValue) }
      #expect(
        keys == ["kind", "severity", "file", "line", "column", "operation", "method", "path", "status", "message"])
      #expect(fields["kind"] == .string("header-schema"))
      #expect(fields["line"] == .int(line(of: "type: integer", after: "Total:")))
      #expect(fields["status"] == .int(200))
      #expect(
        lines[1]
          == #"{"summary":{"operations":13,"called":2,"conforming":1,"unsafeNotCalled":0,"lackingCredentials":0,"findings":{"header-schema":1}}}"#
      )
    }
  }
}
