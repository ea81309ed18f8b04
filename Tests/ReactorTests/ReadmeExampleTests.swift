import Foundation
import Testing

/// README.md's reactor example is the code Examples/AppTarget compiles in every isolation setting (its
/// `SearchReactor.swift`, between the markers), so the README never shows code that does not build.
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
}
