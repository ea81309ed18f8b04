import Foundation
import Testing

/// `apigen overlay apply`, `overlays:` in apigen.yaml and `apigen validate --overlay`, on the OpenAPI Initiative's
/// petstore (a description we do not own): a wrong type fixed and an operation renamed without editing it.
@Suite(.scratchFolder) struct OverlayCommandTests {
  let petstore = repositoryRoot.appendingPathComponent("Tests/Fixtures/PublicSpecs/OAI/v3.0-petstore.yaml").path

  static let mend = """
    overlay: 1.1.0
    info: {title: Petstore mends, version: 1.0.0}
    actions:
    - description: Pet ids are UUIDs, not numbers.
      target: $.components.schemas.Pet.properties.id
      update: {type: string, format: uuid}
    - target: $.paths['/pets'].get
      update: {operationId: pets/list}
    - target: $.paths['/pets/{petId}'].get.operationId
      update: pets/get
    """

  func write(_ text: String, _ name: String, in directory: URL) throws -> String {
    let file = directory.appendingPathComponent(name)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  @Test func applyWritesTheMendedDescriptionAsJSONOrYAML() async throws {
    let directory = try temporaryDirectory()
    let overlay = try write(Self.mend, "mend.overlay.yaml", in: directory)
    let json = directory.appendingPathComponent("petstore.json").path
    let result = try await runAPIGen(["overlay", "apply", petstore, overlay, "--output", json])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "\(json): 1 overlay applied to \(petstore)\n")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
    #expect(object["openapi"] as? String == "3.0.0")
    let validation = try await runAPIGen(["validate", json])
    #expect(validation.status == 0, "\(validation.standardError)")
    let text = try String(contentsOfFile: json, encoding: .utf8)
    #expect(text.contains("\"operationId\": \"pets/list\""))
    #expect(
      text.contains("\"id\": {\n            \"type\": \"string\",\n            \"format\": \"uuid\"\n          }"))

    let yaml = try await runAPIGen(["overlay", "apply", petstore, overlay])
    #expect(yaml.status == 0)
    #expect(yaml.standardOutput.hasPrefix("openapi: \"3.0.0\"\n"))
    #expect(yaml.standardOutput.contains("      operationId: pets/get\n"))
  }

  @Test func applyKeepsTheSpecsCommentsWithTheirNodes() async throws {
    let directory = try temporaryDirectory()
    let spec = try write(
      """
      # The vendor's description.
      openapi: 3.0.3
      info: {title: Pets, version: "1.0"}  # flow style becomes block
      paths:
        # Pets, by id.
        /pets/{id}:
          get:
            operationId: showPetById  # the overlay renames it, and this goes with the old name
            responses:
              "200":
                description: |  # kept as written
                  One pet.
              # The overlay removes this one.
              "404":
                description: gone
      """, "spec.yaml", in: directory)
    let overlay = try write(
      """
      overlay: 1.0.0
      info: {title: Mend, version: 1.0.0}
      actions:
      - target: $.paths['/pets/{id}'].get
        update: {operationId: getPet}
      - target: $.paths['/pets/{id}'].get.responses['404']
        remove: true
      """, "mend.yaml", in: directory)
    let result = try await runAPIGen(["overlay", "apply", spec, overlay])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(
      result.standardOutput == """
        # The vendor's description.
        openapi: 3.0.3
        info:
          title: Pets
          version: "1.0" # flow style becomes block
        paths:
          # Pets, by id.
          /pets/{id}:
            get:
              operationId: getPet
              responses:
                "200":
                  description: | # kept as written
                    One pet.

        """)
  }

  @Test func generateAppliesTheConfigsOverlaysInOrder() async throws {
    let directory = try temporaryDirectory()
    _ = try write(Self.mend, "mend.overlay.yaml", in: directory)
    _ = try write(
      """
      overlay: 1.0.0
      info: {title: Then, version: 1.0.0}
      actions:
      - target: $.paths['/pets'].get
        update: {operationId: pets/all}
      """, "then.overlay.yaml", in: directory)
    _ = try write(
      "spec: \(petstore)\noverlays:\n  - mend.overlay.yaml\n  - then.overlay.yaml\noutput: SDK\nmodule: PetstoreAPI\n",
      "apigen.yaml", in: directory)
    let result = try await runAPIGen(["generate"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    let sources = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("SDK").path)
      .map { try String(contentsOf: directory.appendingPathComponent("SDK/\($0)"), encoding: .utf8) }.joined()
    #expect(sources.contains("public func all("))
    #expect(sources.contains("operationID: \"pets/get\""))
    #expect(!sources.contains("listPets"))
    #expect(sources.contains("public let id: UUID") || sources.contains("public var id: UUID"))
  }

  @Test func anOverlaysProblemsAreAtItsLinesAndNothingIsWritten() async throws {
    let directory = try temporaryDirectory()
    let overlay = try write(
      """
      overlay: 1.1.0
      info: {title: Broken, version: 1.0.0}
      actions:
      - target: $.paths['/pets'].get
        update: {operationId: pets/list}
      - target: $.paths['/pets'].post.responses
        update: [not, a, mapping]
      - target: $.paths['/stores']
        remove: true
      """, "broken.overlay.yaml", in: directory)
    let output = directory.appendingPathComponent("out.yaml")
    let result = try await runAPIGen(["overlay", "apply", petstore, overlay, "--output", output.path])
    #expect(result.status == 1)
    #expect(
      result.standardError == """
        \(overlay):7:11: error: target '$.paths['/pets'].post.responses' selects mappings, so this must be a \
        mapping of what to merge, not a sequence
        \(overlay):8:11: warning: target '$.paths['/stores']' selects nothing in the description, so this action \
        changes nothing (has the description changed since the overlay was written?)

        """)
    #expect(!FileManager.default.fileExists(atPath: output.path))
    let validation = try await runAPIGen(["validate", petstore, "--overlay", overlay])
    #expect(validation.status == 1)
    #expect(validation.standardError.contains("\(overlay):7:11: error: target"))
    let usage = try await runAPIGen(["overlay", "apply", petstore])
    #expect(usage.status == 2)
  }
}
