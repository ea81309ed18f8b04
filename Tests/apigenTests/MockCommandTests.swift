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
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("apigen")
    process.arguments = ["mock", "specs/github.yaml", "--port", "0", "--data", "Examples/GitHubMock"]
    process.currentDirectoryURL = root
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    let lines = PipeDrain(output)
    try process.run()
    defer {
      process.terminate()
      process.waitUntilExit()
    }
    await waitUntil("the start line", { lines.text.contains("\n") })
    let first = lines.text.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("apigen mock: 15 operations of specs/github.yaml on http://127.0.0.1:"))
    #expect(first.hasSuffix(" (4 overlays from Examples/GitHubMock)"))
    let address = try #require(first.split(separator: " ").first { $0.hasPrefix("http://") })
    let (data, response) = try await URLSession.shared.data(from: URL(string: "\(address)/repos/apple/swift")!)
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
}
