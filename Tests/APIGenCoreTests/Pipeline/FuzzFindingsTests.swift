import APIGenCore
import APIGenFuzzing
import Foundation
import Testing

/// Inputs Scripts/fuzz.sh found (Tests/Fixtures/FuzzFindings, described in its README) and the public specs that
/// seed it, run through the same in-memory pipeline the fuzzer drives: each must end in generated code or in
/// reported errors, never in a crash, a throw or a hang.
@Suite struct FuzzFindingsTests {
  static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures")

  static func files(in folder: String) -> [String] {
    let directory = fixtures.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0 != "README.md" && $0 != "LICENSE" }.sorted()
  }

  static func run(_ folder: String, _ name: String) async throws -> FuzzPipeline.Outcome {
    try await run(Array(Data(contentsOf: fixtures.appendingPathComponent("\(folder)/\(name)"))))
  }

  /// On a thread of its own: seconds of work in a debug build must not hold one of the shared pool's threads.
  static func run(_ bytes: [UInt8]) async throws -> FuzzPipeline.Outcome {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try FuzzPipeline.run(bytes) }) }.start()
    }
  }

  @Test(arguments: files(in: "FuzzFindings")) func aFindingIsRejectedOrGenerated(_ name: String) async throws {
    switch try await Self.run("FuzzFindings", name) {
    case .rejected(let errors): #expect(errors > 0)
    case .generated(let files, let bytes): #expect(files > 0 && bytes > 0)
    }
  }

  @Test func theSeedSpecsGenerateThroughThePipeline() async throws {
    for name in Self.files(in: "PublicSpecs/OAI") {
      guard case .generated(let files, _) = try await Self.run("PublicSpecs/OAI", name) else {
        Issue.record("\(name) was rejected")
        continue
      }
      #expect(files >= 3, "\(name)")
    }
  }

  @Test func garbageIsRejectedWithErrors() async throws {
    let inputs: [[UInt8]] = [[], [0xFF, 0xFE, 0x00], Array("{".utf8), Array("- [".utf8), Array("openapi: [".utf8)]
    for input in inputs {
      let outcome = try await Self.run(input)
      guard case .rejected(let errors) = outcome else {
        Issue.record("\(input) was not rejected: \(outcome)")
        continue
      }
      #expect(errors > 0)
    }
  }
}
