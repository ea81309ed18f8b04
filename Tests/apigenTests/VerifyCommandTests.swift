import APIMock
import Foundation
import Testing
import _APIGenOpenAPI

private let githubFull = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("specs/github-full.yaml")

/// `apigen verify` as a user runs it, against `apigen mock` (in process) serving GitHub's full description.
@Suite(.scratchFolder) struct VerifyCommandTests {
  @Test func findingsPrintLikeACompilerAndExitOne() async throws {
    let spec = try SpecLoader().load(githubFull.path)
    let folder = try temporaryDirectory()
    try #"{"operation": "users/get-authenticated", "answers": [{"status": 201, "body": {"login": "octocat"}}]}"#
      .write(to: folder.appendingPathComponent("user.json"), atomically: true, encoding: .utf8)
    let server = try await MockServer(
      responder: try MockResponder(spec: spec, overlays: try MockOverlay.load(folder: folder)))
    let url = server.url.absoluteString

    let broken = try await runAPIGen(["verify", githubFull.path, "--server", url, "--tag", "users"])
    let lines = broken.standardOutput.split(separator: "\n").map(String.init)
    #expect(broken.status == 1)
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix(githubFull.path + ":") == true)
    #expect(
      lines.first?.hasSuffix(
        ": warning: GET /user answered 201, which the operation does not document (documented: 200, 304, 403, 401)")
        == true)
    #expect(lines[1].hasPrefix("note: ") && lines[1].contains("unsafe methods were not called"))
    #expect(lines.last?.hasPrefix("verify: ") == true)
    #expect(lines.last?.hasSuffix("; 1 finding (1 undocumented-status)") == true)

    let json = try await runAPIGen([
      "verify", githubFull.path, "--server", url, "--operation", "users/get-authenticated", "--format", "json",
    ])
    #expect(json.status == 1)
    let jsonLines = json.standardOutput.split(separator: "\n")
    #expect(jsonLines.count == 2)
    #expect(jsonLines.first?.hasPrefix(#"{"kind":"undocumented-status","severity":"warning","file":"#) == true)

    let clean = try await runAPIGen(["verify", githubFull.path, "--server", url, "--operation", "repos/get"])
    #expect(clean.status == 0)
    #expect(clean.standardOutput == "verify: 1 of 814 operations called, 1 conforming; no findings\n")
    await server.stop()
  }

  @Test func badUsageExitsTwo() async throws {
    let unknown = try await runAPIGen([
      "verify", githubFull.path, "--server", "http://127.0.0.1:9", "--operation", "repos/gett",
    ])
    #expect(unknown.status == 2)
    #expect(unknown.standardError.contains("the spec has no operation 'repos/gett'"))
    let badServer = try await runAPIGen(["verify", githubFull.path, "--server", "localhost:8000"])
    #expect(badServer.status == 2)
    #expect(badServer.standardError.contains("--server must be an http or https URL"))
  }
}
