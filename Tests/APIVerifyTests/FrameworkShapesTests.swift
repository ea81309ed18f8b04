import APIMock
import APIVerify
import Foundation
import Testing
import _APIGenOpenAPI

/// The schema shapes FastAPI writes for every defaulted enum and optional field, and the others real frameworks
/// emit, as `apigen verify` sends them: each body must be one the server's own validation (here the mock's)
/// accepts. Before, `{type: "null"}` members and `$ref` with a `default` beside it got made-up strings.
private let frameworkShapesSpec = """
  {"openapi": "3.1.0", "info": {"title": "Shapes", "version": "1"},
   "paths": {"/jobs": {"post": {"operationId": "createJob",
     "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Job"}}}},
     "responses": {"200": {"description": "ok"}}}}},
   "components": {"schemas": {
     "Mode": {"type": "string", "enum": ["none", "all"]},
     "Meta": {"type": "object", "properties": {"k": {"type": "string"}}, "required": ["k"]},
     "Code": {"type": "string", "pattern": "^[A-Z]{3}$"},
     "Job": {"type": "object", "required": ["name", "mode", "metadatas", "note", "kind", "limits", "code"],
       "properties": {
         "name": {"type": "string"},
         "mode": {"$ref": "#/components/schemas/Mode", "default": "none"},
         "metadatas": {"type": "array", "items": {"oneOf": [{"type": "null"}, {"$ref": "#/components/schemas/Meta"}]}},
         "note": {"anyOf": [{"type": "null"}, {"type": "string", "maxLength": 4}]},
         "kind": {"const": "job"},
         "limits": {"allOf": [{"$ref": "#/components/schemas/Meta"}, {"description": "Deprecated."}, {"minProperties": 1}]},
         "code": {"allOf": [{"$ref": "#/components/schemas/Code"}, {"maxLength": 3}]}}}}}}
  """

@Suite struct FrameworkShapesTests {
  @Test func verifySendsBodiesTheServerAccepts() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("shapes-\(UUID().uuidString).json")
    try frameworkShapesSpec.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let spec = try SpecLoader().load(file.path)
    let server = try await MockServer(responder: MockResponder(spec: spec), keepingRequests: 10)
    defer { Task { await server.stop() } }

    var options = VerifyOptions(server: server.url)
    options.includesUnsafe = true
    options.timeout = .seconds(30)  // bounds a hang, which would be a finding; asserts no speed
    let results = await Verifier(spec: spec, options: options).run(try VerifyPlan(spec: spec, options: options))
    #expect(results.map(\.status) == [200], "\(results.map(\.findings))")
    #expect(results.allSatisfy { $0.findings.isEmpty }, "\(results.map(\.findings))")
    let request = try #require(server.requests.first)
    #expect(request.method == .post)
    #expect(request.target == "/jobs")
    #expect(request.headers[.contentType] == "application/json")
    #expect(
      String(decoding: request.body, as: UTF8.self)
        == #"{"name":"name-9002","mode":"none","metadatas":[{"k":"k-4844"}],"note":"note","kind":"job","#
        + #""limits":{"k":"k-7147"},"code":"AAA"}"#)
  }
}
