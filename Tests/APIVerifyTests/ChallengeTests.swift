import APIMock
import APIVerify
import Foundation
import Testing
import _APIGenOpenAPI

/// A server that asks for credentials the way HTTP Basic and Bearer APIs do: 401 with `WWW-Authenticate`.
private let challengeSpec = """
  openapi: 3.0.3
  info: {title: Challenges, version: "1"}
  paths:
    /basic:
      get:
        operationId: basic
        security: [{basic: []}]
        responses:
          '200': {description: signed in}
          '401': {description: who are you?}
    /bearer:
      get:
        operationId: bearer
        security: [{bearer: []}]
        responses:
          '200': {description: signed in}
          '401': {description: who are you?}
  components:
    securitySchemes:
      basic: {type: http, scheme: basic}
      bearer: {type: http, scheme: bearer}
  """

private let challenges: [String: MockHandler] = [
  "basic": { _ in MockReply(status: 401, headers: [("WWW-Authenticate", #"Basic realm="api""#)]) },
  "bearer": { _ in MockReply(status: 401, headers: [("WWW-Authenticate", #"Bearer error="invalid_token""#)]) },
]

@Suite struct ChallengeTests {
  /// Unanswered, FoundationNetworking held a Basic challenge until the check's deadline ("did not answer within
  /// 30 s"); the 401 is the answer, documented here, so the run has no finding.
  @Test func aChallengeIsAnAnswerNotATimeout() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("challenges-\(UUID().uuidString).yaml")
    try challengeSpec.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let spec = try SpecLoader().load(file.path)
    var responder = try MockResponder(spec: spec, handlers: challenges)
    responder.checksCredentials = false  // the handlers answer, as the server under test would
    let server = try await MockServer(responder: responder, keepingRequests: 10)
    defer { Task { await server.stop() } }

    var options = VerifyOptions(server: server.url)
    options.timeout = .seconds(30)  // bounds a hang, which would be a finding; asserts no speed
    let plan = try VerifyPlan(spec: spec, options: options)
    let results = await Verifier(spec: spec, options: options).run(plan)
    #expect(results.map(\.status) == [401, 401])
    #expect(results.allSatisfy { $0.findings.isEmpty }, "\(results.map(\.findings))")
    #expect(server.requests.allSatisfy { $0.header("Authorization") == nil })
  }
}
