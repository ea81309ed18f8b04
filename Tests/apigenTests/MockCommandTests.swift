import APIMock
import Foundation
import ReactorTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// `apigen mock` as a user runs it: the built executable, its output read as it prints.
@Suite(.scratchFolder) struct MockCommandTests {
  @Test func servesTheSpecWithTheOverlayAndLogsEachRequest() async throws {
    let mock = try await RunningMock.start(
      ["specs/github.yaml", "--port", "0", "--data", "Examples/GitHubMock"], in: root)
    defer { mock.stop() }
    let lines = mock.lines
    #expect(mock.startLine.hasPrefix("apigen mock: 15 operations of specs/github.yaml on http://127.0.0.1:"))
    #expect(mock.startLine.hasSuffix(" (4 overlays from Examples/GitHubMock)"))
    let address = try #require(mock.address)
    let session = URLSession(configuration: .ephemeral)  // nothing stored elsewhere is sent
    let (data, response) = try await session.data(from: URL(string: "\(address)/repos/apple/swift")!)
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self).contains(#""full_name":"apple/swift""#))
    await waitUntil("the request's log line", { lines.text.contains("GET /repos/apple/swift -> 200") })
    #expect(lines.text.contains("GET /repos/apple/swift -> 200 repos/get (overlay repos-get.json#1) "))
  }

  @Test func anOverlayNamingAnUnknownOperationStopsItAtStart() async throws {
    let folder = try temporaryDirectory()
    try Data(#"{"operation": "repos/delete-everything", "answers": []}"#.utf8)
      .write(to: folder.appendingPathComponent("bad.json"))
    let result = try await runAPIGen(["mock", "specs/github.yaml", "--port", "0", "--data", folder.path], in: root)
    #expect(result.status == 1)
    #expect(
      result.standardError
        == "error: \(folder.path)/bad.json: the spec has no operation 'repos/delete-everything'\n")
  }

  @Test func aPortInUseIsExitStatusTwo() async throws {
    let taken = try await MockServer(spec: root.appendingPathComponent("specs/github.yaml"))
    let port = taken.url.port!
    let result = try await runAPIGen(["mock", "specs/github.yaml", "--port", "\(port)"], in: root)
    await taken.stop()
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix("error: cannot listen on 127.0.0.1:\(port): "))
  }

  /// What the contract step reads instead of restating the mock's rule: a 404 or 401 never answers a bad query or
  /// body, another documented refusal does, and without one the mock's own problem+json.
  @Test func printRefusalsListsEachOperationsAnswerToABadRequest() async throws {
    let spec = try temporaryFile(
      "refusals.yaml",
      """
      openapi: 3.0.3
      info: {title: Refusals, version: "1"}
      paths:
        /items/{id}:
          parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
          get:
            responses: {"200": {description: ok}, "404": {description: gone}}
          delete:
            responses: {"204": {description: done}, "401": {description: who}, "403": {description: no}}
        /items:
          post:
            responses: {"201": {description: made}, "409": {description: taken}, "422": {description: bad}}
          put:
            responses: {"200": {description: ok}, "4XX": {description: bad}}
      """)
    let result = try await runAPIGen(["mock", spec.path, "--print-refusals"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        GET /items/{id} problem+json
        DELETE /items/{id} 403
        POST /items 422
        PUT /items 400

        """)
  }
}
