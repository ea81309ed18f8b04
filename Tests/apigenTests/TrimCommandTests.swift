import Foundation
import Testing

@Suite(.scratchFolder) struct TrimCommandTests {
  let hardCases = repositoryRoot.appendingPathComponent("Tests/Fixtures/HardCases/hard-cases.yaml").path

  @Test func aTrimmedSpecIsValidAndHoldsExactlyWhatItsOperationsReach() async throws {
    let output = try temporaryDirectory().appendingPathComponent("trimmed.yaml")
    let result = try await runAPIGen(["trim", hardCases, "--operation", "pets/get", "--output", output.path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "\(output.path): 1 operations, 3 components\n")
    let validation = try await runAPIGen(["validate", output.path])
    #expect(validation.standardOutput == "OpenAPI 3.0.3: 1 paths, 1 operations, 3 schemas: valid\n")
    let text = try String(contentsOf: output, encoding: .utf8)
    #expect(text.contains("    Pet:\n"))
    #expect(text.contains("    Status:\n"))
    #expect(text.contains("    error:\n"))
    #expect(!text.contains("TreeNode"))
    #expect(!text.contains("delete:"))
    // Path-level parameters stay with the path; quoting and text are kept as written.
    #expect(text.contains("  /pets/{pet-id}:\n    parameters:\n    - name: pet-id\n"))
    #expect(text.contains("'200':"))
    #expect(text.contains("title: \"Hard cases: */ \\\"\\\"\\\" \\\\ and friends\""))
  }

  @Test func theCommentsOfWhatIsKeptAreKept() async throws {
    let output = try temporaryDirectory().appendingPathComponent("trimmed.yaml")
    let result = try await runAPIGen(["trim", hardCases, "--operation", "pets/export", "--output", output.path])
    #expect(result.status == 0, "\(result.standardError)")
    let text = try String(contentsOf: output, encoding: .utf8)
    #expect(
      text.contains(
        """
              - name: mediaType
                in: query
                schema:
                  type: string
              # OpenAPI says these three SHALL be ignored: the media-type choice and the security schemes set them. \
        Required
              # here, so that a method taking them would not compile where the tests call it without.
              - name: Accept

        """))
    // The paths it drops take their comments with them.
    #expect(!text.contains("# Issue 20: streams."))
  }

  @Test func generatingFromTheTrimmedSpecEqualsGeneratingWithAFilter() async throws {
    let directory = try temporaryDirectory()
    let trimmed = directory.appendingPathComponent("hard-cases.yaml")
    #expect(
      try await runAPIGen(["trim", hardCases, "--path", "/pets", "--operation", "pets/get", "--output", trimmed.path])
        .status
        == 0)
    try "spec: \(hardCases)\noutput: Filtered\nfilter: {paths: [/pets], operations: [pets/get]}\n".write(
      to: directory.appendingPathComponent("apigen.yaml"), atomically: true, encoding: .utf8)
    #expect(try await runAPIGen(["generate"], in: directory).status == 0)
    #expect(
      try await runAPIGen(["generate", trimmed.path, "--output", directory.appendingPathComponent("Trimmed").path])
        .status
        == 0)
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Filtered").path) {
      let filtered = try String(contentsOf: directory.appendingPathComponent("Filtered/\(name)"), encoding: .utf8)
      let fromTrimmed = try String(contentsOf: directory.appendingPathComponent("Trimmed/\(name)"), encoding: .utf8)
      #expect(filtered == fromTrimmed, "\(name)")
    }
  }

  @Test func selectionsThatMatchNothingAreErrors() async throws {
    let output = try temporaryDirectory().appendingPathComponent("t.yaml")
    let result = try await runAPIGen([
      "trim", hardCases, "--operation", "nope", "--path", "/nowhere", "--output", output.path,
    ])
    #expect(result.status == 1)
    #expect(result.standardError.contains("the filter names operation 'nope', which the spec does not have"))
    #expect(result.standardError.contains("the filter names path '/nowhere', which the spec does not have"))
    let usage = try await runAPIGen(["trim", hardCases, "--output", output.path])
    #expect(usage.status == 2)
    #expect(usage.standardError.contains("name at least one --operation, --tag or --path"))
  }
}
