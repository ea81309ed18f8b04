import Foundation
import Testing

/// Specs the synthesizer builds for fixed seeds (hard names, every schema shape, references, parameters, bodies)
/// generate SDKs that type-check: a small, repeatable slice of what Scripts/compile-fuzz.sh runs at length.
@Suite(.scratchFolder) struct SynthesizedSpecTests {
  static let seeds: [UInt64] = Array(1...12)

  @Test(arguments: seeds) func generatesAndTypeChecks(_ seed: UInt64) async throws {
    let folder = try temporaryDirectory()
    let fuzz = Process()
    fuzz.executableURL = productsDirectory.appendingPathComponent("apigen-fuzz")
    fuzz.arguments = ["synthesize", String(seed), "1", folder.path]
    try fuzz.run()
    fuzz.waitUntilExit()
    #expect(fuzz.terminationStatus == 0)
    _ = try await expectGeneratesAndTypeChecks(folder.appendingPathComponent("seed-\(seed).json").path)
  }
}
