import Foundation
import Testing

/// README.md's reactor example and the Reactor tutorial's code are code Examples/AppTarget compiles in every
/// isolation setting (its `SearchReactor.swift`, between the markers, and `SearchingGitHub.swift`), so neither
/// shows code that does not build.
@Suite struct ReadmeExampleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func theReadmeShowsTheReactorTheAppTargetsCompile() throws {
    let source = try String(
      contentsOf: Self.root.appendingPathComponent("Examples/AppTarget/Sources/XcodeDefaultsApp/SearchReactor.swift"),
      encoding: .utf8)
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let begin = try #require(source.range(of: "// README example begins\n"))
    let end = try #require(source.range(of: "// README example ends\n"))
    let example = String(source[begin.upperBound..<end.lowerBound])
    #expect(example.contains("final class SearchReactor: Reactor"))
    #expect(readme.contains("```swift\n" + example + "```\n"))
  }

  /// The tutorial's code blocks are runs of lines of the file Examples/AppTarget compiles in every isolation
  /// setting (indentation aside: there the blocks sit inside a namespace and extensions).
  @Test func theTutorialShowsCodeTheAppTargetsCompile() throws {
    let source = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Examples/AppTarget/Sources/XcodeDefaultsApp/SearchingGitHub.swift"),
      encoding: .utf8)
    let tutorial = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/Reactor/Reactor.docc/SearchingGitHub.md"),
      encoding: .utf8)
    let blocks = tutorial.components(separatedBy: "```swift\n").dropFirst().map {
      String($0[..<($0.range(of: "```")?.lowerBound ?? $0.endIndex)])
    }
    #expect(blocks.count == 5)
    let compiled = Self.codeLines(source)
    for block in blocks {
      let lines = Self.codeLines(block)
      let found = compiled.indices.contains { start in
        compiled[start...].starts(with: lines)
      }
      #expect(found, "the tutorial's block beginning \(lines.first ?? "") is not in SearchingGitHub.swift")
    }
  }

  /// The non-empty lines of `text`, without their indentation.
  static func codeLines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}
