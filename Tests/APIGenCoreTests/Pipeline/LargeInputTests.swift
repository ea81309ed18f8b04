import APIGenCore
import Foundation
import Testing
import _APIGenOpenAPI

/// Inputs a user controls must never overflow the stack, hang or blow up memory: huge ones generate, and nesting
/// past the parser's limit is a diagnostic at its place. (Timings are in `apigen-bench`, not here.) Serialized: each
/// holds a thread of the small shared pool for seconds in a debug build.
@Suite(.serialized) struct LargeInputTests {
  /// Generates on a thread of its own: seconds of work in a debug build must not hold one of the few threads every
  /// test shares.
  private func generate(_ json: String) async throws -> (spec: Spec, files: [GeneratedFile]) {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try Self.generateNow(json) }) }.start()
    }
  }

  private static func generateNow(_ json: String) throws -> (spec: Spec, files: [GeneratedFile]) {
    let spec = SpecLoader().load(bytes: Array(json.utf8), named: "large.json")
    guard !spec.hasErrors else { return (spec, []) }
    var config = GeneratorConfig()
    config.files = 2
    let output = try GenerationPipeline.run(
      spec, config: config, moduleName: "Large", specFileName: "large.json", templates: try TemplateSet.builtIn())
    return (spec, output.files)
  }

  private func document(paths: String = "", schemas: String) -> String {
    ##"{"openapi":"3.0.3","info":{"title":"Large","version":"1"},"paths":{\##(paths)},"components":{"schemas":{\##(schemas)}}}"##
  }

  private func operation(_ id: String, returning schema: String) -> String {
    ##""/\##(id)":{"get":{"operationId":"\##(id)","responses":{"200":{"description":"ok","content":{"application/json":{"schema":{"$ref":"#/components/schemas/\##(schema)"}}}}}}}"##
  }

  @Test func schemasNestedTenThousandDeepAreRejectedAtTheirPlace() async throws {
    var schema = ##"{"type":"string"}"##
    for _ in 0..<10_000 { schema = ##"{"type":"object","properties":{"p":\##(schema)}}"## }
    let (spec, files) = try await generate(document(schemas: ##""Deep":\##(schema)"##))
    #expect(files.isEmpty)
    let error = try #require(spec.errors.first)
    #expect(error.message.contains("collections nest more than 256 levels deep"))
    #expect(error.mark.line == 1 && error.mark.column > 1)
  }

  @Test func nestingUpToTheLimitGenerates() async throws {
    var schema = ##"{"type":"string"}"##
    for _ in 0..<80 { schema = ##"{"type":"object","properties":{"p":\##(schema)}}"## }
    let (spec, files) = try await generate(
      document(paths: operation("deep", returning: "Deep"), schemas: ##""Deep":\##(schema)"##))
    #expect(!spec.hasErrors, "\(spec.errors)")
    let code = files.map(\.contents).joined()
    // Deep, then P, P2, … P79 nested inside it (numbered so that no inner name shadows an outer one).
    #expect(code.components(separatedBy: "public struct P").count - 1 == 79)
    #expect(code.contains("public struct P79: Codable"))
  }

  @Test func aTenThousandLinkReferenceChainResolvesToItsEnd() async throws {
    var schemas = (0..<10_000).map { ##""A\##($0)":{"$ref":"#/components/schemas/A\##($0 + 1)"}"## }
    schemas.append(##""A10000":{"type":"string"}"##)
    let (spec, files) = try await generate(
      document(paths: operation("first", returning: "A0"), schemas: schemas.joined(separator: ",")))
    #expect(!spec.hasErrors, "\(spec.errors)")
    let code = files.map(\.contents).joined()
    #expect(code.contains("public typealias A0 = A1"))
    #expect(code.contains("public typealias A10000 = String"))
    #expect(code.contains("-> A0 {"))
  }

  @Test func aTenThousandLinkReferenceLoopIsReportedOnce() async throws {
    let schemas = (0..<10_000).map { ##""A\##($0)":{"$ref":"#/components/schemas/A\##(($0 + 1) % 10_000)"}"## }
    let (spec, _) = try await generate(
      document(paths: operation("first", returning: "A0"), schemas: schemas.joined(separator: ",")))
    let cycles = spec.errors.filter { $0.message.hasPrefix("reference cycle:") }
    #expect(cycles.count == 1)
  }

  @Test func aHundredThousandCaseEnumGenerates() async throws {
    let cases = (0..<100_000).map { ##""c\##($0)""## }.joined(separator: ",")
    let (spec, files) = try await generate(
      document(paths: operation("kind", returning: "Big"), schemas: ##""Big":{"type":"string","enum":[\##(cases)]}"##))
    #expect(!spec.hasErrors)
    let code = files.map(\.contents).joined()
    #expect(code.contains(##"public static var c99999: Self { Self(rawValue: "c99999") }"##))
    #expect(code.components(separatedBy: "public static var c").count - 1 == 100_000)
  }

  @Test func tenThousandOperationsAndSchemasGenerate() async throws {
    let paths = (0..<10_000).map { operation("op\($0)", returning: "S\($0)") }.joined(separator: ",")
    let schemas = (0..<10_000).map {
      ##""S\##($0)":{"type":"object","properties":{"a":{"type":"integer"},"b":{"type":"string"}}}"##
    }
    let (spec, files) = try await generate(document(paths: paths, schemas: schemas.joined(separator: ",")))
    #expect(!spec.hasErrors)
    let code = files.map(\.contents).joined()
    // Each operation has its method and its `…Response` method.
    #expect(code.components(separatedBy: "  @concurrent public func op").count - 1 == 20_000)
    #expect(code.components(separatedBy: "public nonisolated struct S").count - 1 == 10_000)
  }
}
