import Testing
import _APIGenYAML

/// Renders a node compactly, for comparing whole trees.
func flow(_ node: Node) -> String {
  switch node.content {
  case .scalar(let scalar): return scalar.value
  case .sequence(let items): return "[" + items.map(flow).joined(separator: ", ") + "]"
  case .mapping(let pairs):
    return "{" + pairs.map { "\(flow($0.key)): \(flow($0.value))" }.joined(separator: ", ") + "}"
  }
}

@Suite struct TreeTests {
  @Test func mappingsKeepDocumentOrder() throws {
    let node = try #require(try YAMLParser.parse("zebra: 1\napple: 2\nmango: 3\n"))
    #expect(node.mapping?.map { $0.key.scalar!.value } == ["zebra", "apple", "mango"])
  }

  @Test func everyNodeCarriesItsOneBasedLineAndColumn() throws {
    let text = """
      openapi: 3.1.0
      info:
        title: Pets
        tags:
          - one
          -   two
      """
    let node = try #require(try YAMLParser.parse(text))
    #expect(node.mark == Mark(line: 1, column: 1))
    let info = try #require(node["info"])
    #expect(info.mark == Mark(line: 3, column: 3))
    #expect(info["title"]?.mark == Mark(line: 3, column: 10))
    let pair = try #require(info.mapping?.first)
    #expect(pair.key.mark == Mark(line: 3, column: 3))
    let tags = try #require(info["tags"]?.sequence)
    #expect(tags.map(\.mark) == [Mark(line: 5, column: 7), Mark(line: 6, column: 9)])
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let node = try #require(try YAMLParser.parse("ü: é\nx: [ä, b]\n"))
    #expect(node["ü"]?.mark == Mark(line: 1, column: 4))
    #expect(node["x"]?.sequence?[1].mark == Mark(line: 2, column: 8))
  }

  @Test func sequencesAndNesting() throws {
    let node = try #require(try YAMLParser.parse("- a\n- [b, c]\n- {d: e}\n-\n  - f\n"))
    #expect(flow(node) == "[a, [b, c], {d: e}, [f]]")
  }

  @Test func jsonGoesThroughTheSamePath() throws {
    let json = """
      {
      \t"openapi": "3.0.0",
        "n": [1, 2.5, true, null, "x\\/y\\u00e9"],
        "o": {"k": {}}
      }
      """
    let node = try #require(try YAMLParser.parse(json))
    #expect(flow(node) == "{openapi: 3.0.0, n: [1, 2.5, true, null, x/yé], o: {k: {}}}")
    #expect(
      node["n"]?.sequence?.map { $0.scalar!.resolved } == [.int(1), .float(2.5), .bool(true), .null, .string("x/yé")])
    #expect(node["openapi"]?.scalar?.resolved == .string("3.0.0"))
    #expect(node["o"]?.mark == Mark(line: 4, column: 8))
  }

  @Test func anchorsAndAliasesAreResolved() throws {
    let node = try #require(try YAMLParser.parse("a: &x {k: v}\nb: *x\nc: &s hello\nd: *s\n"))
    #expect(flow(node) == "{a: {k: v}, b: {k: v}, c: hello, d: hello}")
    // The alias sits where it is written.
    #expect(node["b"]?.mark == Mark(line: 2, column: 4))
  }

  @Test func mergeKeysAddEntriesThatAreNotWrittenExplicitly() throws {
    let text = """
      base: &base {a: 1, b: 2}
      more: &more {b: 20, c: 30}
      one:
        <<: *base
        b: 3
      two:
        x: 0
        <<: [*base, *more]
      """
    let node = try #require(try YAMLParser.parse(text))
    #expect(flow(node["one"]!) == "{a: 1, b: 3}")
    #expect(flow(node["two"]!) == "{x: 0, a: 1, b: 2, c: 30}")
  }

  @Test func aQuotedMergeKeyIsAnOrdinaryKey() throws {
    let node = try #require(try YAMLParser.parse("base: &b {a: 1}\none: {'<<': *b}\n"))
    #expect(flow(node["one"]!) == "{<<: {a: 1}}")
  }

  @Test func emptyAndCommentOnlyTextsHaveNoDocument() throws {
    #expect(try YAMLParser.parse("") == nil)
    #expect(try YAMLParser.parse("# nothing here\n") == nil)
  }

  @Test func deepNestingDoesNotUseTheCallStack() throws {
    // Past the default depth limit on purpose: the tree is built without recursion, whatever the limit.
    let depth = 5_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var node = try #require(try YAMLParser.parse(text, options: ParseOptions(maxDepth: 10_000)))
    var levels = 1
    while let inner = node.sequence?.first {
      node = inner
      levels += 1
    }
    #expect(levels == depth)
  }
}

extension Node: Equatable {
  public static func == (lhs: Node, rhs: Node) -> Bool { flow(lhs) == flow(rhs) && lhs.mark == rhs.mark }
}
