import Foundation
import Testing
import _APIGenJSONPath
import _APIGenOpenAPI
import _APIGenYAML

/// Tests/Fixtures/Overlay: the Overlay Specification's compliant sets and schema test documents.
enum OverlayFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Overlay")

  static func node(_ relativePath: String) throws -> Node {
    let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(relativePath)))
    guard let node = try YAMLParser.parse(bytes: bytes) else { throw CocoaError(.fileReadCorruptFile) }
    return node
  }

  static func files(in relativeFolder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(relativeFolder).path).sorted()
  }
}

/// Applies an overlay's text to a description's text, both in memory.
func applyOverlay(_ overlay: String, to description: String) throws -> OverlayApplication {
  let document = try #require(try YAMLParser.parse(description))
  var application = OverlayApplication(document: document, overlayFile: "overlay.yaml", source: 0)
  application.apply(try #require(try YAMLParser.parse(overlay)))
  return application
}

/// Equal as JSON and with every mapping's keys in the same order.
func sameTree(_ left: Node, _ right: Node) -> Bool {
  guard NodeEquality.equal(left, right) else { return false }
  switch (left.content, right.content) {
  case (.mapping(let a), .mapping(let b)):
    return a.map { $0.key.scalar?.value } == b.map { $0.key.scalar?.value }
      && zip(a, b).allSatisfy { sameTree($0.value, $1.value) }
  case (.sequence(let a), .sequence(let b)): return zip(a, b).allSatisfy { sameTree($0, $1) }
  default: return true
  }
}
