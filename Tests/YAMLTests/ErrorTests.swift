import Testing
import _APIGenYAML

@Suite struct ErrorTests {
  private func error(_ text: String, options: ParseOptions = ParseOptions()) -> YAMLError? {
    do {
      _ = try YAMLParser.parse(text, options: options)
      return nil
    } catch {
      return error
    }
  }

  @Test func unclosedQuoteIsReportedWhereItOpens() {
    let text = "info:\n  title: \"Pets\n  version: 1\npaths: {}\n"
    #expect(
      error(text)
        == YAMLError("unclosed quoted string: the quote that opens here is never closed", at: Mark(line: 2, column: 10))
    )
    #expect(
      error("a: 'x\n")
        == YAMLError("unclosed quoted string: the quote that opens here is never closed", at: Mark(line: 1, column: 4)))
  }

  @Test func badIndentation() {
    #expect(
      error("info:\n  title: x\n version: 1\n")
        == YAMLError(
          "bad indentation: this line does not line up with the block mapping that starts at line 1, column 1",
          at: Mark(line: 3, column: 2)))
    #expect(
      error("info:\n  title: x\n    version: 1\n")
        == YAMLError(
          "unexpected ':' here: bad indentation, or a value with ': ' in it that needs quotes",
          at: Mark(line: 3, column: 12)))
  }

  @Test func tabInIndentation() {
    #expect(
      error("info:\n\ttitle: x\n")
        == YAMLError("tab character in indentation; YAML indents with spaces only", at: Mark(line: 2, column: 1)))
  }

  @Test func duplicateKeyNamesBothLines() {
    #expect(
      error("a: 1\nb: 2\na: 3\n")
        == YAMLError(
          "duplicate key 'a' in a mapping; it is first defined at line 1, column 1", at: Mark(line: 3, column: 1)))
  }

  @Test func duplicateKeyInALargeMapping() {
    let text = (0..<40).map { "k\($0): \($0)\n" }.joined() + "k7: again\n"
    #expect(
      error(text)
        == YAMLError(
          "duplicate key 'k7' in a mapping; it is first defined at line 8, column 1", at: Mark(line: 41, column: 1)))
  }

  /// The error itself shows the expansion stopped at the limit (a million nodes), not after the billion.
  @Test func aliasBombIsRejectedAtTheLimit() {
    var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for level in 1...9 {
      let refs = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
      lines.append("a\(level): &a\(level) [\(refs)]")
    }
    #expect(
      error(lines.joined(separator: "\n") + "\n")
        == YAMLError(
          "aliases expand to more than 1000000 nodes; rejected as a likely alias bomb", at: Mark(line: 7, column: 10)))
  }

  @Test func aliasLimitIsConfigurable() {
    let text = "a: &x [1, 2, 3]\nb: *x\nc: *x\n"
    #expect(error(text, options: ParseOptions(maxAliasExpansion: 8)) == nil)
    #expect(
      error(text, options: ParseOptions(maxAliasExpansion: 7))
        == YAMLError(
          "aliases expand to more than 7 nodes; rejected as a likely alias bomb", at: Mark(line: 3, column: 4)))
  }

  @Test func unknownAndRecursiveAliases() {
    #expect(
      error("a: *nope\n") == YAMLError("unknown alias *nope: no anchor &nope before it", at: Mark(line: 1, column: 4)))
    #expect(
      error("a: &x [1, *x]\n")
        == YAMLError(
          "alias *x refers to its own enclosing node; recursive aliases are not supported",
          at: Mark(line: 1, column: 11)))
  }

  @Test func badMergeValue() {
    #expect(
      error("a:\n  <<: 1\n")
        == YAMLError(
          "a merge key '<<' takes a mapping or a sequence of mappings, not a number", at: Mark(line: 2, column: 7)))
  }

  @Test func binaryInput() throws {
    let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00]
    #expect(
      throws: YAMLError(
        "the file is binary (a NUL byte at offset 8), not YAML or JSON text", at: Mark(line: 3, column: 1))
    ) {
      try YAMLParser.parse(bytes: bytes)
    }
  }

  @Test func invalidUTF8() throws {
    let bytes = Array("a: b\nc: ".utf8) + [0xFF, 0x41]
    #expect(
      throws: YAMLError(
        "the text is not valid UTF-8 or contains a forbidden character: invalid leading UTF-8 octet (byte 0xFF)",
        at: Mark(line: 2, column: 4))
    ) {
      try YAMLParser.parse(bytes: bytes)
    }
  }

  @Test func secondDocument() {
    #expect(
      error("a: 1\n---\nb: 2\n")
        == YAMLError("a second document starts here; a spec file must hold exactly one", at: Mark(line: 2, column: 1)))
  }

  @Test func reservedIndicator() {
    #expect(
      error("a: @x\n")
        == YAMLError("'@' cannot start a value here; put the value in quotes", at: Mark(line: 1, column: 4)))
  }

  @Test func unclosedFlowSequence() {
    #expect(
      error("a: [1, 2\nb: 3\n")
        == YAMLError(
          "did not find expected ',' or ']' in the flow sequence that starts at line 1, column 4",
          at: Mark(line: 2, column: 2)))
  }

  @Test func errorsPrintLikeACompiler() {
    #expect(YAMLError("boom", at: Mark(line: 3, column: 7)).description == "3:7: error: boom")
  }

  @Test func nestingPastTheLimitIsRejectedWhereItGoesTooDeep() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(
      error(deep)
        == YAMLError(
          "collections nest more than 256 levels deep here; flatten the document (use $ref)",
          at: Mark(line: 1, column: 257)))
    let atTheLimit = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    #expect(error(atTheLimit) == nil)
    #expect(error(atTheLimit, options: ParseOptions(maxDepth: 255)) != nil)
  }
}
