import APIGenCore
import _APIGenOpenAPI

/// The whole path a spec takes (YAML -> document -> generation model -> rendered Swift), in memory, for the fuzzer
/// and for the regression tests of what it found. Other files a spec names are never read.
package enum FuzzPipeline {
  /// What became of one input.
  package enum Outcome: Sendable, Equatable {
    /// The spec had errors: how many were reported.
    case rejected(errors: Int)
    /// Code was generated: how many files, how many bytes in all.
    case generated(files: Int, bytes: Int)
  }

  package static func run(_ bytes: [UInt8]) throws -> Outcome {
    let loader = SpecLoader(
      readFile: { .failure(SpecReadError(file: $0, reason: "the fuzzer reads no other files")) },
      diagnosticLimit: 50)
    let spec = loader.load(bytes: bytes, named: "fuzz.yaml")
    if spec.hasErrors { return .rejected(errors: spec.errors.count) }
    var config = GeneratorConfig()
    config.files = 2
    let output = try GenerationPipeline.run(
      spec, config: config, moduleName: "Fuzz", specFileName: "fuzz.yaml", templates: templates)
    return .generated(files: output.files.count, bytes: output.files.reduce(0) { $0 + $1.contents.utf8.count })
  }

  /// The bytes as choices for `SpecSynthesizer`, then the document it builds through `run`.
  package static func runSynthesized(_ bytes: [UInt8]) throws -> Outcome {
    var synthesizer = SpecSynthesizer(bytes: bytes)
    return try run(Array(synthesizer.document().utf8))
  }

  /// Parsed once: the built-in templates never change.
  private static let templates = try! TemplateSet.builtIn()
}
