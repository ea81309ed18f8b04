import Foundation
import ReactorTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `trim`, `mock` and `verify` read the same mended description `generate` does: the config's overlays when they
/// read the config, then those named with `--overlay`. The petstore's mend renames `listPets` to `pets/list` and
/// makes pet ids UUIDs, so an operation id or a value's type shows which description a command read.
@Suite(.scratchFolder) struct OverlaysAcrossCommandsTests {
  let petstore = OverlayCommandTests().petstore

  @Test func trimKeepsTheMendedOperations() async throws {
    let directory = try temporaryDirectory()
    let overlay = try OverlayCommandTests().write(OverlayCommandTests.mend, "mend.overlay.yaml", in: directory)
    let output = directory.appendingPathComponent("trimmed.yaml").path
    let trimmed = try await runAPIGen([
      "trim", petstore, "--overlay", overlay, "--operation", "pets/get", "--output", output,
    ])
    #expect(trimmed.status == 0, "\(trimmed.standardError)")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.contains("operationId: pets/get"))
    #expect(!text.contains("pets/list") && !text.contains("showPetById"))
    #expect(text.contains("format: uuid"))

    let unmended = try await runAPIGen(["trim", petstore, "--operation", "pets/get", "--output", output])
    #expect(unmended.status == 1)
    #expect(unmended.standardError.contains("pets/get"))
  }

  @Test func mockAndVerifyApplyTheConfigsOverlaysAndTheirOwn() async throws {
    let directory = try temporaryDirectory()
    let overlay = try OverlayCommandTests().write(OverlayCommandTests.mend, "mend.overlay.yaml", in: directory)
    _ = try OverlayCommandTests().write(
      "spec: \(petstore)\noverlays: [mend.overlay.yaml]\n", "apigen.yaml", in: directory)

    let mock = try await RunningMock.start(["--port", "0"], in: directory)
    defer { mock.stop() }
    let lines = mock.lines
    #expect(mock.startLine.hasPrefix("apigen mock: 3 operations of \(petstore) on http://127.0.0.1:"))
    let address = try #require(mock.address)
    let (data, response) = try await URLSession(configuration: .ephemeral).data(
      from: URL(string: "\(address)/pets/7")!)
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    let pet = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect((pet["id"] as? String).flatMap(UUID.init(uuidString:)) != nil, "\(pet)")
    await waitUntil("the request's log line", { lines.text.contains("GET /pets/7 -> 200") })
    #expect(lines.text.contains("GET /pets/7 -> 200 pets/get "))

    // The config's overlays, found as the mock found them.
    let configured = try await runAPIGen(
      ["verify", "--server", address, "--operation", "pets/get"], in: directory)
    #expect(configured.status == 0, "\(configured.standardOutput)\(configured.standardError)")
    #expect(configured.standardOutput == "verify: 1 of 3 operations called, 1 conforming; no findings\n")
    // A named spec with the overlay named beside it reads the same description.
    let named = try await runAPIGen([
      "verify", petstore, "--overlay", overlay, "--server", address, "--operation", "pets/get",
    ])
    #expect(named.status == 0, "\(named.standardOutput)\(named.standardError)")
    // Without it the ids the mock sends are not the integers the vendor's description says.
    let unmended = try await runAPIGen(["verify", petstore, "--server", address, "--operation", "showPetById"])
    #expect(unmended.status == 1, "\(unmended.standardOutput)")
    #expect(unmended.standardOutput.contains("GET /pets/"))
  }

  @Test func aNamedConfigThatCannotBeReadIsBadUsage() async throws {
    let directory = try temporaryDirectory()
    let missing = try await runAPIGen(
      ["verify", "--config", "nowhere.yaml", "--server", "http://127.0.0.1:9"], in: directory)
    #expect(missing.status == 2)
    #expect(missing.standardError == "error: cannot read the config file 'nowhere.yaml'\n")
    let none = try await runAPIGen(["mock", "--port", "0"], in: directory)
    #expect(none.status == 2)
    #expect(none.standardError == "error: name a spec, or run where apigen.yaml names one (`spec:`)\n")
    _ = try OverlayCommandTests().write("output: SDK\n", "apigen.yaml", in: directory)
    let noSpec = try await runAPIGen(["mock", "--port", "0"], in: directory)
    #expect(noSpec.status == 2)
    #expect(noSpec.standardError.contains("('apigen.yaml' has no `spec:`)"))
  }
}
