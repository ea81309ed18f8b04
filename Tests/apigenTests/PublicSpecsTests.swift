import Foundation
import Testing

/// Specs other people wrote (Tests/Fixtures/PublicSpecs, each folder with its licence) generate SDKs that
/// type-check without warnings.
@Suite(.scratchFolder) struct PublicSpecsTests {
  static let root = repositoryRoot.appendingPathComponent("Tests/Fixtures/PublicSpecs")

  static let specs: [String] = {
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return folders.sorted().flatMap { folder -> [String] in
      let files = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
      return files.filter { [".yaml", ".yml", ".json"].contains(where: $0.hasSuffix) }.sorted().map {
        "\(folder)/\($0)"
      }
    }
  }()

  /// The warnings a spec is known to earn (a list where one schema belongs); any other is a failure.
  static let expectedWarnings: [String: [String]] = [
    "OAI/v2.0-uber.json": ["v2.0-uber.json:349:20: warning: 'items' is a list of one schema; reading it as that schema"]
  ]

  @Test func atLeastTenSpecsEachInAFolderWithItsLicenceAndSource() async throws {
    #expect(Self.specs.count >= 10)
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    for spec in Self.specs {
      let folder = String(spec.prefix { $0 != "/" })
      #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("\(folder)/LICENSE").path))
      #expect(readme.contains("| \(spec.dropFirst(folder.count + 1)) |"), "\(spec) is not listed in README.md")
    }
  }

  @Test(arguments: specs) func generatesAndTypeChecks(_ spec: String) async throws {
    let warnings = try await expectGeneratesAndTypeChecks(Self.root.appendingPathComponent(spec).path)
    #expect(warnings == Self.expectedWarnings[spec, default: []])
  }
}

/// The hard cases (Tests/Fixtures/HardCases) type-check without a compiler warning: a deprecated schema held by
/// a property, among others, must not make the SDK warn in users' builds (issue 19, point 10).
@Suite(.scratchFolder) struct HardCasesCompileTests {
  @Test func theHardCasesTypeCheckWithoutWarnings() async throws {
    let spec = repositoryRoot.appendingPathComponent("Tests/Fixtures/HardCases/hard-cases.yaml").path
    let warnings = try await expectGeneratesAndTypeChecks(spec)
    // The generator's own warnings: a tuple's `items`, the Accept, Authorization and Content-Type parameters
    // `pets/export` declares, which are left out, and the text-bodied webhook nothing tells apart.
    #expect(warnings.filter { !$0.contains("'items' is a list") }.count == 4, "\(warnings)")
    #expect(
      warnings.allSatisfy {
        $0.contains("'items' is a list") || $0.contains("is left out of the method")
          || $0.contains("it is left out of WebhookEvent")
      }, "\(warnings)")
  }
}

/// What the fuzzers found (Tests/Fixtures/FuzzFindings): each spec generates an SDK that type-checks.
@Suite(.scratchFolder) struct FuzzFindingsCompileTests {
  static let folder = repositoryRoot.appendingPathComponent("Tests/Fixtures/FuzzFindings")
  static let specs = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.sorted()

  @Test(arguments: specs) func generatesAndTypeChecks(_ spec: String) async throws {
    _ = try await expectGeneratesAndTypeChecks(Self.folder.appendingPathComponent(spec).path)
  }

  /// runtime-type-names.yaml has a schema named after every type APIRuntime declares at the top level, so that a
  /// type the runtime gains is tried as a spec's name too.
  @Test func theRuntimeTypeNamesSpecNamesEveryTopLevelRuntimeType() throws {
    let sources = repositoryRoot.appendingPathComponent("Sources/APIRuntime")
    let declaration =
      /^(?:@\S+ )*public (?:final )?(?:struct|enum|class|protocol|typealias|actor) ([A-Z]\w*)/.anchorsMatchLineEndings()
    var runtimeTypes: Set<String> = []
    for file in try FileManager.default.subpathsOfDirectory(atPath: sources.path) where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      runtimeTypes.formUnion(text.matches(of: declaration).map { String($0.1) })
    }
    #expect(runtimeTypes.isSuperset(of: ["APIClient", "Pages", "PageLink", "UploadBody", "ResponseMediaType"]))
    let spec = try String(contentsOf: Self.folder.appendingPathComponent("runtime-type-names.yaml"), encoding: .utf8)
    let schemas = Set(spec.matches(of: /^    (\w+):/.anchorsMatchLineEndings()).map { String($0.1) })
    #expect(
      runtimeTypes.subtracting(schemas).isEmpty,
      "no schema in runtime-type-names.yaml: \(runtimeTypes.subtracting(schemas).sorted())")
  }
}

/// Generates an SDK from the spec at `path` with the built `apigen`, expects success and an SDK that type-checks
/// without warnings against APIRuntime, and returns apigen's warnings (file name, line, column and message).
func expectGeneratesAndTypeChecks(_ path: String) async throws -> [String] {
  let output = try temporaryDirectory()
  let module = "Checked" + URL(fileURLWithPath: path).lastPathComponent.filter { $0.isLetter || $0.isNumber }
  let result = try await runAPIGen(["generate", path, "--output", output.path, "--module-name", module])
  #expect(result.status == 0, "\(result.standardError)")
  let check = try await typeCheck(output, moduleName: module)
  #expect(check.status == 0, "\(path): \(check.standardOutput.prefix(3000))")
  #expect(!check.standardOutput.contains("warning:"), "\(path): \(check.standardOutput.prefix(3000))")
  return result.standardError.split(separator: "\n").filter { $0.contains(": warning: ") }
    .map { String($0.split(separator: "/").last ?? $0) }
}

/// Runs blocking work (waiting for a child process) on a thread of its own, so that parallel tests do not hold the
/// shared concurrency pool's few threads while they wait.
func onOwnThread<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Swift.Result { try work() }) }.start()
  }
}
