import APIGenCore
import Foundation
import Testing
import _APIGenOpenAPI

/// One small spec per feature in, exact Swift out. The expected output sits next to each spec in `Snapshots/`;
/// run with `APIGEN_RECORD_SNAPSHOTS=1` to rewrite them after a deliberate change, then review the diff.
@Suite struct SnapshotTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

  static var specs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".yaml") }
      .sorted()
  }

  /// What a snapshot holds: the generator's warnings, then every generated file that has more than its header.
  static func render(_ spec: String) throws -> String {
    let loaded = try SpecLoader().load(folder.appendingPathComponent(spec).path)
    #expect(!loaded.hasErrors, "\(loaded.errors)")
    var config = GeneratorConfig()
    config.files = 1
    let output = try GenerationPipeline.run(
      loaded, config: config, moduleName: "Snapshot", specFileName: spec, templates: try TemplateSet.builtIn())
    var text = ""
    for diagnostic in output.diagnostics {
      text += "// \(diagnostic.severity): \(diagnostic.message) (line \(diagnostic.mark.line))\n"
    }
    for file in output.files {
      // The client file is the same for every spec but the ones about names and security.
      if file.name == "Client.swift" && !spec.hasPrefix("12") && !spec.hasPrefix("15") { continue }
      guard file.contents.split(separator: "\n").count > 3 else { continue }
      text += "// ==== \(file.name) ====\n" + file.contents
    }
    return text
  }

  @Test(arguments: specs)
  func snapshot(_ spec: String) throws {
    let actual = try Self.render(spec)
    let expectedFile = Self.folder.appendingPathComponent(spec.replacingOccurrences(of: ".yaml", with: ".swift.txt"))
    if ProcessInfo.processInfo.environment["APIGEN_RECORD_SNAPSHOTS"] == "1" {
      try actual.write(to: expectedFile, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: expectedFile, encoding: .utf8)
    if actual != expected {
      let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let first =
        zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actualLines.count, expectedLines.count)
      Issue.record(
        """
        \(spec) differs from its snapshot at line \(first + 1):
          expected: \(first < expectedLines.count ? expectedLines[first] : "<end>")
          actual:   \(first < actualLines.count ? actualLines[first] : "<end>")
        """)
    }
  }
}
