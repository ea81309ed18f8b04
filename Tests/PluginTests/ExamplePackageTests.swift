import Foundation
import Testing

/// Examples/PetStore, a package that depends on this one by path and generates its SDK with the build-tool plugin,
/// built for real in a copy: it builds and its test passes, an edited spec (or template, or overlay) regenerates the
/// code, an invalid spec fails the build at the spec's line, the command plugin run from it writes the GitHub SDK
/// byte for byte, and swift-openapi-generator's config in the target is read by both plugins.
///
/// One clean build of the example and its dependencies (a few minutes on two cores); the steps after it are
/// incremental, so they run in order in one test.
@Suite struct ExamplePackageTests {
  @Test func theExampleBuildsRegeneratesFailsAtTheSpecsLineAndRunsTheCommandPlugin() async throws {
    let example = try ExampleCopy()
    defer { example.remove() }

    // From a clean state, the example builds and its test (calls against `apigen mock` of its spec, in process) passes.
    let test = await example.swift(["test"])
    #expect(test.status == 0, "swift test failed:\n\(test.tail)")
    #expect(test.output.contains("getsAPetFromTheMock"))

    // Editing the spec and rebuilding regenerates the code.
    try example.editSpec {
      $0.replacingOccurrences(of: "  /pets/{petId}:\n", with: ExampleCopy.photosPath + "  /pets/{petId}:\n")
    }
    let rebuilt = await example.swift(["build"])
    #expect(rebuilt.status == 0, "swift build after the edit failed:\n\(rebuilt.tail)")
    #expect(try example.generatedCode().contains("public func listPhotos("))

    // A template override named in the target's apigen.yaml is used, and editing it alone regenerates.
    try example.overrideHeaderTemplate(marker: "// House style, first edition.")
    let styled = await example.swift(["build"])
    #expect(styled.status == 0, "swift build with a template override failed:\n\(styled.tail)")
    #expect(try example.generatedCode().contains("// House style, first edition."))
    try example.overrideHeaderTemplate(marker: "// House style, second edition.")
    let rerun = await example.swift(["build"])
    #expect(rerun.status == 0)
    let restyled = try example.generatedCode()
    #expect(restyled.contains("// House style, second edition.") && !restyled.contains("first edition"))

    try await Self.mendedByAnOverlay(example)

    // An invalid spec fails the build with the spec's file, line and column.
    try example.editSpec {
      $0.replacingOccurrences(of: "$ref: '#/components/schemas/Problem'", with: "$ref: '#/components/schemas/Missing'")
    }
    let broken = await example.swift(["build"])
    #expect(broken.status != 0)
    let line = try example.lineOfSpec(containing: "#/components/schemas/Missing")
    #expect(
      broken.output.contains("openapi.yaml:\(line):23: error: dangling reference '#/components/schemas/Missing'"),
      "the build output:\n\(broken.tail)")

    // The command plugin, run from a package that depends on APIGen, writes what `apigen generate` writes.
    let output = example.directory.appendingPathComponent("GitHubAPI-from-plugin")
    let command = await example.swift([
      "package", "--allow-writing-to-package-directory", "--allow-writing-to-directory", output.path,
      "generate-code", "--config", ExampleCopy.repositoryRoot.appendingPathComponent("apigen.yaml").path,
      "--output", output.path,
    ])
    #expect(command.status == 0, "the command plugin failed:\n\(command.tail)")
    let committed = ExampleCopy.repositoryRoot.appendingPathComponent("Generated/GitHubAPI")
    let names = try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == names)
    for name in names {
      let written = try Data(contentsOf: output.appendingPathComponent(name))
      #expect(written == (try Data(contentsOf: committed.appendingPathComponent(name))), "\(name) differs")
    }

    try await Self.movedFromSwiftOpenAPIGenerator(example)
  }

  /// An overlay named in apigen.yaml mends the spec before generation, and editing the overlay alone regenerates.
  static func mendedByAnOverlay(_ example: ExampleCopy) async throws {
    try example.useOverlay(renamingGetPetTo: "pets/fetch")
    let mended = await example.swift(["build"])
    #expect(mended.status == 0, "swift build with an overlay failed:\n\(mended.tail)")
    #expect(try example.generatedCode().contains("operationID: \"pets/fetch\""))
    try example.useOverlay(renamingGetPetTo: "pets/lookUp")
    let remended = await example.swift(["build"])
    #expect(remended.status == 0)
    let relooked = try example.generatedCode()
    #expect(relooked.contains("operationID: \"pets/lookUp\"") && !relooked.contains("pets/fetch"))
  }

  /// A target moved over from swift-openapi-generator keeps its openapi-generator-config.yaml, which both plugins
  /// read; a target holding both configs fails the build naming both.
  static func movedFromSwiftOpenAPIGenerator(_ example: ExampleCopy) async throws {
    try example.editSpec {
      $0.replacingOccurrences(of: "$ref: '#/components/schemas/Missing'", with: "$ref: '#/components/schemas/Problem'")
    }
    let ownConfig = try example.useSwiftOpenAPIGeneratorConfig()
    let moved = await example.swift(["build"])
    #expect(moved.status == 0, "swift build with openapi-generator-config.yaml failed:\n\(moved.tail)")
    #expect(
      try example.generatedCode().contains(
        "// Generated by apigen from openapi.yaml. Do not edit.\n// swiftlint:disable all\n"))
    try ownConfig.write(to: example.target.appendingPathComponent("apigen.yaml"), atomically: true, encoding: .utf8)
    let both = await example.swift(["build"])
    #expect(both.status != 0)
    #expect(
      both.output.contains(
        "target 'PetStoreAPI' holds both apigen.yaml and openapi-generator-config.yaml; keep one"), "\(both.tail)")
    try FileManager.default.removeItem(at: example.target.appendingPathComponent("apigen.yaml"))
    let fromCommand = await example.swift(["package", "--allow-writing-to-package-directory", "generate-code"])
    #expect(fromCommand.status == 0, "the command plugin failed:\n\(fromCommand.tail)")
    #expect(
      fromCommand.output.contains("Generating PetStoreAPI from swift-openapi-generator's openapi-generator-config.yaml")
    )
    let client = example.target.appendingPathComponent("GeneratedSources/Client.swift")
    #expect(try String(contentsOf: client, encoding: .utf8).contains("// swiftlint:disable all\n"))
  }
}

/// A copy of Examples/PetStore in a temporary folder, depending on this repository by absolute path.
struct ExampleCopy {
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let photosPath = """
      /pets/{petId}/photos:
        get:
          operationId: listPhotos
          tags: [pets]
          parameters:
            - name: petId
              in: path
              required: true
              schema:
                type: integer
          responses:
            '200':
              description: The pet's photo URLs.
              content:
                application/json:
                  schema:
                    type: array
                    items:
                      type: string
                      format: uri

    """

  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-example-\(UUID().uuidString)")
    let source = Self.repositoryRoot.appendingPathComponent("Examples/PetStore")
    try FileManager.default.createDirectory(
      at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: source, to: directory)
    try? FileManager.default.removeItem(at: directory.appendingPathComponent(".build"))
    let manifest = directory.appendingPathComponent("Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
      .replacingOccurrences(of: #"path: "../..""#, with: #"path: "\#(Self.repositoryRoot.path)""#)
    try text.write(to: manifest, atomically: true, encoding: .utf8)
  }

  var spec: URL { directory.appendingPathComponent("Sources/PetStoreAPI/openapi.yaml") }
  var target: URL { directory.appendingPathComponent("Sources/PetStoreAPI") }

  /// Replaces the target's apigen.yaml with swift-openapi-generator's config, as a target moved over from it holds;
  /// returns the apigen.yaml it removed.
  func useSwiftOpenAPIGeneratorConfig() throws -> String {
    let own = target.appendingPathComponent("apigen.yaml")
    let text = try String(contentsOf: own, encoding: .utf8)
    try FileManager.default.removeItem(at: own)
    try """
    generate: [types, client]
    accessModifier: public
    namingStrategy: idiomatic
    additionalFileComments: ["swiftlint:disable all"]

    """.write(to: target.appendingPathComponent("openapi-generator-config.yaml"), atomically: true, encoding: .utf8)
    return text
  }

  func editSpec(_ change: (String) -> String) throws {
    let old = try String(contentsOf: spec, encoding: .utf8)
    let new = change(old)
    #expect(new != old, "the edit changed nothing")
    try new.write(to: spec, atomically: true, encoding: .utf8)
  }

  /// Writes Templates/header.mustache (the built-in one plus `marker`) into the target and names the folder in
  /// its apigen.yaml.
  func overrideHeaderTemplate(marker: String) throws {
    let target = directory.appendingPathComponent("Sources/PetStoreAPI")
    let templates = target.appendingPathComponent("Templates")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    let builtIn = try String(
      contentsOf: Self.repositoryRoot.appendingPathComponent("Templates/header.mustache"), encoding: .utf8)
    try (marker + "\n" + builtIn).write(
      to: templates.appendingPathComponent("header.mustache"), atomically: true, encoding: .utf8)
    let config = target.appendingPathComponent("apigen.yaml")
    let text = try String(contentsOf: config, encoding: .utf8)
    if !text.contains("templates:") {
      try (text + "templates: Templates\n").write(to: config, atomically: true, encoding: .utf8)
    }
  }

  /// Writes mend.overlay.yaml (an Overlay renaming `getPet`) into the target and names it in its apigen.yaml.
  func useOverlay(renamingGetPetTo operationID: String) throws {
    let target = directory.appendingPathComponent("Sources/PetStoreAPI")
    try """
    overlay: 1.0.0
    info: {title: Rename, version: 1.0.0}
    actions:
    - target: $.paths.*[?@.operationId == 'getPet']
      update: {operationId: \(operationID)}

    """.write(to: target.appendingPathComponent("mend.overlay.yaml"), atomically: true, encoding: .utf8)
    let config = target.appendingPathComponent("apigen.yaml")
    let text = try String(contentsOf: config, encoding: .utf8)
    if !text.contains("overlays:") {
      try (text + "overlays:\n  - mend.overlay.yaml\n").write(to: config, atomically: true, encoding: .utf8)
    }
  }

  func lineOfSpec(containing text: String) throws -> Int {
    let lines = try String(contentsOf: spec, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    return try #require(lines.firstIndex { $0.contains(text) }) + 1
  }

  /// Every file the build-tool plugin generated, concatenated.
  func generatedCode() throws -> String {
    let outputs = directory.appendingPathComponent(".build/plugins/outputs")
    let files =
      FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    #expect(!files.isEmpty, "no generated files under \(outputs.path)")
    return try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
  }

  /// Runs `swift ARGUMENTS` in the copy at low priority (the rest of the test suite runs alongside).
  /// Waits on a thread of its own: a build takes minutes, and blocking one of the few threads every test shares
  /// for that long starves the tests running alongside.
  func swift(_ arguments: [String]) async -> (status: Int32, output: String, tail: String) {
    let directory = directory
    return await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: Self.run(arguments, in: directory)) }.start()
    }
  }

  private static func run(_ arguments: [String], in directory: URL) -> (status: Int32, output: String, tail: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["nice", "-n", "10", "swift"] + arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return (-1, "\(error)", "\(error)")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: data, as: UTF8.self)
    return (process.terminationStatus, output, String(output.suffix(4000)))
  }

  func remove() { try? FileManager.default.removeItem(at: directory) }
}
