import APIMock
import APIVerify
import Foundation
import Testing
import _APIGenOpenAPI

let githubFull = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("specs/github-full.yaml")

/// `apigen verify` against `apigen mock` serving GitHub's full description: the mock answers as documented, so
/// nothing is found; an overlay that breaks two answers is exactly two findings at the rules they break.
@Suite struct GitHubVerifyTests {
  @Test func everyGitHubOperationConformsOnTheMock() async throws {
    let spec = try SpecLoader().load(githubFull.path)
    let server = try await MockServer(responder: try MockResponder(spec: spec), keepingRequests: 1000)
    var options = VerifyOptions(server: server.url)
    let safe = try VerifyPlan(spec: spec, options: options)
    let safeCount = spec.document.operations.count(where: { [.get, .head, .options].contains($0.method) })
    #expect(safe.calls.count == safeCount)
    #expect(safe.unsafeLeftOut == 814 - safeCount)
    let safeResults = await Verifier(spec: spec, options: options).run(safe)
    #expect(safeResults.count == safeCount)
    #expect(safeResults.flatMap(\.findings).map(\.description) == [])
    // Every request reached its operation valid (the mock answers invalid ones 400, which would be a finding).
    #expect(server.requests.count == safeCount)

    options.includesUnsafe = true
    options.concurrency = 4
    let all = try VerifyPlan(spec: spec, options: options)
    let results = await Verifier(spec: spec, options: options).run(all)
    await server.stop()
    #expect(results.count == 814)
    #expect(results.map(\.operation) == spec.document.operations.map(\.name))
    #expect(results.flatMap(\.findings).map(\.description) == [])
    #expect(results.allSatisfy { $0.status != nil })
  }

  @Test func twoBrokenAnswersAreExactlyTwoFindingsAtTheirRules() async throws {
    let spec = try SpecLoader().load(githubFull.path)
    let folder = try brokenAnswersOverlay(spec: spec)
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try await MockServer(
      responder: try MockResponder(spec: spec, overlays: try MockOverlay.load(folder: folder)))
    let options = VerifyOptions(server: server.url)
    let plan = try VerifyPlan(spec: spec, options: options)
    let report = VerifyReport(
      plan: plan, results: await Verifier(spec: spec, options: options).run(plan), operationCount: 814)
    await server.stop()

    let lines = try String(contentsOf: githubFull, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    // simple-user's `id` schema (the owner of a repository), and the first response key of GET /user.
    let simpleUser = lines.firstIndex(of: "    simple-user:")!
    let idSchema = lines[simpleUser...].firstIndex(of: "        id:")! + 2
    let user = lines.firstIndex(of: "  \"/user\":")!
    let responses = lines[user...].firstIndex(of: "      responses:")! + 2
    #expect(
      report.findings.map(\.description) == [
        "\(spec.rootFile):\(idSchema):11: error: GET /repos/{owner}/{repo} answered 200 with a body whose /owner/id "
          + "breaks its schema: expected integer, found string '1'",
        "\(spec.rootFile):\(responses):9: warning: GET /user answered 201, which the operation does not document "
          + "(documented: 200, 304, 403, 401)",
      ])
    #expect(report.findings.map(\.kind) == [.bodySchema, .undocumentedStatus])
    #expect(report.exitCode == 1)
    #expect(report.summary.hasSuffix("2 findings (1 undocumented-status, 1 body-schema)"))
  }
}

/// An overlay folder: `repos/get` answers its documented body with `owner.id` as a string, and
/// `users/get-authenticated` answers 201, which it does not document.
func brokenAnswersOverlay(spec: Spec) throws -> URL {
  let responder = try MockResponder(spec: spec)
  let answer = responder.answer(MockRequest(method: .get, target: "/repos/octocat/hello"))
  guard case .object(var repository, let keys) = try JSONValue.parseJSON(answer.body),
    case .object(var owner, let ownerKeys) = repository["owner"]
  else { throw CocoaError(.coderInvalidValue) }
  owner["id"] = .string("1")
  repository["owner"] = .object(owner, keys: ownerKeys)
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verify-overlay-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let broken =
    #"{"operation": "repos/get", "answers": [{"body": "#
    + JSONValue.object(repository, keys: keys).jsonText + "}]}"
  try broken.write(to: folder.appendingPathComponent("repos-get.json"), atomically: true, encoding: .utf8)
  try #"{"operation": "users/get-authenticated", "answers": [{"status": 201, "body": {"login": "octocat"}}]}"#
    .write(to: folder.appendingPathComponent("user.json"), atomically: true, encoding: .utf8)
  return folder
}
