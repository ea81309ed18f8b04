import Foundation
import Testing

@testable import _APIGenYAML

/// Reading a text as two halves on two threads must give exactly the tree (or the error) reading it whole gives.
@Suite struct HalvesParseTests {
  private static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static let wholeOnly = ParseOptions(parallelThreshold: .max)

  /// The whole text read on one thread: the tree, or the error's text and place.
  private func whole(_ bytes: [UInt8], options: ParseOptions = wholeOnly) -> Result<Node?, YAMLError> {
    Result { () throws(YAMLError) in try YAMLParser.parse(bytes: bytes, options: options) }
  }

  /// The halves split before `split`, or nil where the halves parse declines.
  private func halves(_ bytes: [UInt8], at split: Int, options: ParseOptions = ParseOptions()) -> Node? {
    bytes.withUnsafeBufferPointer { HalvesParse.parse($0, at: split, options: options) }
  }

  /// Every offset just after a line feed.
  private func lineStarts(_ bytes: [UInt8]) -> [Int] {
    bytes.indices.dropLast().filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
  }

  /// Checks every line start of `text` as a split: the halves either decline or agree with the whole, and never
  /// give a tree where the whole is an error. Returns how many splits were kept.
  @discardableResult
  private func checkEverySplit(
    _ text: String, _ label: String = "", options: ParseOptions = ParseOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    let bytes = Array(text.utf8)
    var wholeOptions = options
    wholeOptions.parallelThreshold = .max
    let expected = whole(bytes, options: wholeOptions)
    var kept = 0
    for split in lineStarts(bytes) {
      guard let tree = halves(bytes, at: split, options: options) else { continue }
      kept += 1
      switch expected {
      case .success(let node?):
        #expect(difference(node, tree) == nil, "\(label): split at byte \(split)", sourceLocation: sourceLocation)
      case .success(nil):
        Issue.record(
          "\(label): split at byte \(split) gave a tree for a text with no document", sourceLocation: sourceLocation)
      case .failure(let error):
        Issue.record(
          "\(label): split at byte \(split) gave a tree where the whole text fails: \(error.message) at \(error.mark)",
          sourceLocation: sourceLocation)
      }
    }
    return kept
  }

  @Test func aBlockMappingSplitsAtEveryKeyLineAndAgrees() {
    let text = """
      openapi: 3.1.0
      info:
        title: Pets
        description: |
          Two lines
          of text.
      paths:
        /pets:
          get:
            summary: "List \\"pets\\""
            tags: [a, b]
      "quoted key": 'single'
      components:
        schemas:
          Pet: {type: object}
      x-last: ~

      """
    // Every line that starts a key of a block mapping under block mappings (`info`, `title`, `/pets`, `summary`,
    // `Pet`, ...), but not the first line or the block scalar's lines.
    #expect(checkEverySplit(text) == 13)
  }

  @Test func marksInTheSecondHalfCountTheFirstHalfsLines() throws {
    let text = "a: 1\nb:\n  c: 2\nd:\n  - e\n  - f: g\n"
    let bytes = Array(text.utf8)
    let split = 15
    #expect(bytes[split] == UInt8(ascii: "d"))
    let tree = try #require(halves(bytes, at: split))
    let d = try #require(tree.mapping?.last)
    #expect(d.key.mark == Mark(line: 4, column: 1))
    let f = try #require(d.value.sequence?.last?.mapping?.first)
    #expect(f.key.mark == Mark(line: 6, column: 5))
    #expect(f.value.mark == Mark(line: 6, column: 8))
  }

  @Test func whatASplitWouldChangeIsDeclined() {
    let cases: [(String, String)] = [
      ("a flow mapping followed by a block mapping", "{a: 1}\nb: 2\n"),
      ("a document end marker before the split", "a: 1\n...\nb: 2\n"),
      ("a second document", "a: 1\n---\nb: 2\n"),
      ("an alias to an anchor in the first half", "a: &x 1\nb: *x\n"),
      ("the same key in both halves", "a: 1\nb: 2\na: 3\n"),
      ("a merge key at the top", "a: 1\n<<: {c: 3}\nb: 2\n"),
      ("a merge key at the top of the second half", "a: 1\nb: 2\n<<: {a: 3}\n"),
      ("a multi-line double-quoted scalar reaching column 1", "a: \"one\ntwo: three\"\nb: 2\n"),
      ("a multi-line single-quoted scalar reaching column 1", "a: 'one\ntwo: three'\nb: 2\n"),
      ("a flow sequence reaching column 1", "a: [1,\nb, 2]\nc: 3\n"),
      ("an indented root", "  a: 1\nb: 2\n"),
      ("a root sequence", "- a\nb: 2\n"),
      ("a %TAG directive", "%TAG ! tag:example.com,2000:\n---\na: !x 1\nb: !y 2\n"),
      ("a block scalar keeping its trailing lines", "a: |+\n  text\n\n\nb: 2\n"),
      ("a plain scalar over several lines", "a: one\n  two\nb: 2\n"),
      ("carriage returns alone as line breaks", "a: 1\rb: 2\nc: 3\rd: 4\n"),
      ("CRLF line breaks", "a: 1\r\nb:\r\n  c: 2\r\nd: 4\r\n"),
      ("next-line characters", "a: x\u{85}y\nb: 2\u{2028}c\nd: 3\n"),
      ("a comment at column 1", "a: 1\n# note\nb: 2\n"),
      ("an explicit key", "? a\n: 1\nb: 2\n"),
      ("a key with no value before the split", "a:\nb: 2\n"),
      ("a tab after a key", "a:\t1\nb:\t2\n"),
      ("a flow mapping followed by a key at its indentation", "a:\n  {b: 1}\n  c: 2\n"),
      ("an alias followed by a key at its indentation", "x: &m {p: 1}\na:\n  *m\n  c: 2\n"),
      ("a key inside a sequence item", "a:\n- b: 1\n  c: 2\n"),
      ("a sequence beside nested keys", "a:\n  b:\n  - 1\n  c: 2\n"),
      ("the same nested key in both halves", "a:\n  b: 1\n  c: 2\n  b: 3\n"),
      ("nested keys at two indentations", "a:\n    b: 1\n  c: 2\n"),
      ("an opener with a comment", "a: # note\n  b: 1\n  c: 2\n"),
      ("an opener with an anchor", "a: &x\n  b: 1\n  c: 2\nd: *x\n"),
      ("an opener with a tag", "a: !!map\n  b: 1\n  c: 2\n"),
      ("a nested merge key", "a:\n  <<: {c: 0, e: 5}\n  b: 1\n  c: 2\n"),
      ("a nested block scalar keeping its lines", "a:\n  b: |+\n    text\n\n  c: 2\n"),
      ("a multi-line quoted scalar reaching the key's indentation", "a:\n  b: \"one\n  c: two\"\n  d: 3\n"),
      ("nested CRLF lines", "a:\r\n  b: 1\r\n  c:\r\n    d: 2\r\n    e: 3\r\n"),
      ("quoted nested keys", "\"a\":\n  'b': 1\n  \"c\": 2\n"),
      ("a deeper key after its mapping ended", "a:\n  b:\n    c: 1\n  d: 2\n    e: 3\n"),
      ("a plain scalar where the opened mapping would be", "a:\n  x\n  b: 1\n"),
      ("an empty quoted scalar where the opened mapping would be", "a:\n  \"\"\n  b: 1\n"),
      ("an empty tagged scalar where the opened mapping would be", "a:\n  !!str\n  b: 1\n"),
    ]
    for (what, text) in cases { checkEverySplit(text, what) }
  }

  @Test func aliasesWithinTheLimitTogetherOnly() {
    let text = "a: &x [1, 2, 3]\nb: [*x, *x]\nc: &y [4, 5]\nd: [*y, *y, *y]\n"
    // Split before `c:`, each half alone stays within 10 expanded nodes (8 and 9), both together do not.
    checkEverySplit(text, "limit 10", options: ParseOptions(maxAliasExpansion: 10))
    #expect(checkEverySplit(text, "limit 100", options: ParseOptions(maxAliasExpansion: 100)) == 1)
  }

  @Test func errorsInTheSecondHalfKeepTheirPlace() {
    let text = "a: 1\nb:\n  c: 2\nd:\n  e: 1\n  e: 2\n"
    let bytes = Array(text.utf8)
    let forced = ParseOptions(parallelThreshold: 0)
    let expected = YAMLError(
      "duplicate key 'e' in a mapping; it is first defined at line 5, column 3", at: Mark(line: 6, column: 3))
    #expect(throws: expected) { try YAMLParser.parse(bytes: bytes, options: forced) }
  }

  @Test func theRepositorysSpecAgreesAtTopLevelAndSampledNestedSplits() throws {
    let url = Self.repositoryRoot.appendingPathComponent("specs/github.yaml")
    let bytes = try [UInt8](Data(contentsOf: url))
    let parsed = try whole(bytes).get()
    let expected = try #require(parsed)
    let splits = bytes.withUnsafeBufferPointer { buffer in
      lineStarts(bytes).filter { HalvesParse.split(at: $0, in: buffer) != nil }
    }
    // Its top-level keys, and a spread of the nested lines that can start a second half (all of them would take
    // minutes in a debug build: one whole parse each). Every one must be kept and agree.
    let topLevel = splits.filter { bytes[$0] != UInt8(ascii: " ") }
    #expect(topLevel.count >= 5)
    let nested = splits.filter { bytes[$0] == UInt8(ascii: " ") }
    #expect(nested.count > 1000)
    for split in topLevel + stride(from: 0, to: nested.count, by: nested.count / 40).map({ nested[$0] }) {
      let tree = halves(bytes, at: split)
      #expect(tree != nil, "split at byte \(split)")
      if let tree { #expect(difference(expected, tree) == nil, "split at byte \(split)") }
    }
  }

  @Test func theFullDescriptionIsReadInHalvesAndAgrees() throws {
    let url = Self.repositoryRoot.appendingPathComponent("specs/github-full.yaml")
    let bytes = try [UInt8](Data(contentsOf: url))
    let split = try #require(bytes.withUnsafeBufferPointer { HalvesParse.splitPoint(in: $0) })
    #expect(abs(split.start - bytes.count / 2) < bytes.count / 16)
    let halvesTree = halves(bytes, at: split.start)
    let tree = try #require(halvesTree)
    let parsed = try whole(bytes).get()
    let expected = try #require(parsed)
    #expect(difference(expected, tree) == nil)
  }

  @Test func aSplitDeepInsideOneSectionCopiesTheLinesThatOpenIt() throws {
    // One top-level key holding nearly everything, as OpenAI's and Stripe's `components` do.
    var text = "openapi: 3.1.0\ncomponents:\n  schemas:\n"
    for index in 0..<400 {
      text += "    Schema\(index):\n      type: object\n      properties:\n        id: {type: integer}\n"
      text += "        tags:\n          - a\n          - b\n"
    }
    text += "paths: {}\n"
    let bytes = Array(text.utf8)
    let split = try #require(bytes.withUnsafeBufferPointer { HalvesParse.splitPoint(in: $0) })
    let openers = split.openers.map { String(decoding: bytes[$0], as: UTF8.self) }
    #expect(openers.first == "components:\n")
    #expect(openers.dropFirst().first == "  schemas:\n")
    let halvesTree = halves(bytes, at: split.start)
    let tree = try #require(halvesTree)
    let parsed = try whole(bytes).get()
    let expected = try #require(parsed)
    #expect(difference(expected, tree) == nil)
    let schemas = tree["components"]?["schemas"]?.mapping
    #expect(schemas?.count == 400)
    #expect(schemas?.last?.key.mark == Mark(line: 3 + 399 * 7 + 1, column: 5))
  }

  @Test func smallTextsAndJSONAreNotSplit() {
    let small = Array("a: 1\nb: 2\n".utf8)
    #expect(small.withUnsafeBufferPointer { HalvesParse.parse($0, options: ParseOptions()) } == nil)
    let json = Array(("{\n\"a\": 1,\n" + String(repeating: "\"k\": 2,\n", count: 10) + "\"b\": 2\n}\n").utf8)
    #expect(json.withUnsafeBufferPointer { HalvesParse.splitPoint(in: $0) } == nil)
    #expect(json.withUnsafeBufferPointer { HalvesParse.split(at: 2, in: $0) } == nil)
    let commentedJSON = Array(("# generated\n\n[\n" + String(repeating: "a,\n", count: 10) + "b\n]\n").utf8)
    #expect(commentedJSON.withUnsafeBufferPointer { HalvesParse.splitPoint(in: $0) } == nil)
  }
}

/// Where two trees first differ (kind, text, tag, style or mark), or nil when they are the same.
private func difference(_ lhs: Node, _ rhs: Node, at path: String = "") -> String? {
  guard lhs.mark == rhs.mark else { return "\(path): mark \(lhs.mark) vs \(rhs.mark)" }
  switch (lhs.content, rhs.content) {
  case (.scalar(let left), .scalar(let right)):
    return left == right ? nil : "\(path): \(left) vs \(right)"
  case (.sequence(let left), .sequence(let right)):
    guard left.count == right.count else { return "\(path): \(left.count) vs \(right.count) items" }
    for index in left.indices {
      if let found = difference(left[index], right[index], at: "\(path)/\(index)") { return found }
    }
    return nil
  case (.mapping(let left), .mapping(let right)):
    guard left.count == right.count else { return "\(path): \(left.count) vs \(right.count) pairs" }
    for index in left.indices {
      let key = left[index].key.scalar?.value ?? "#\(index)"
      if let found = difference(left[index].key, right[index].key, at: "\(path)/key \(key)") { return found }
      if let found = difference(left[index].value, right[index].value, at: "\(path)/\(key)") { return found }
    }
    return nil
  default:
    return "\(path): \(lhs.kindDescription) vs \(rhs.kindDescription)"
  }
}
