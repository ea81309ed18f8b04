import CYAML

/// A comment in a YAML text: its text from `#` to the end of its line, where the `#` is, and whether something
/// other than blanks precedes it on that line (`type: string # why`), as opposed to a line of its own.
public struct YAMLComment: Sendable, Hashable {
  public var text: String
  public var mark: Mark
  public var followsContent: Bool

  public init(text: String, mark: Mark, followsContent: Bool) {
    self.text = text
    self.mark = mark
    self.followsContent = followsContent
  }
}

/// Finds a YAML text's comments. libyaml's parser drops them and reports none, but its scanner's tokens cover
/// every character that is not a blank, a line break or a comment: so a `#` in the text between one token's end
/// and the next one's start begins a comment. The one comment inside a token is the one after a block scalar's
/// indicator (`description: | # why`), which the scalar's token spans.
public enum YAMLCommentScanner {
  /// The comments of UTF-8 text (UTF-16 text, which libyaml also reads, is reported as having none).
  public static func comments(in bytes: [UInt8]) throws(YAMLError) -> [YAMLComment] {
    if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
      return []
    }
    let lines = SourceLines(bytes)
    let result: Result<[YAMLComment], YAMLError> = bytes.withUnsafeBufferPointer { input in
      Result { () throws(YAMLError) in try scan(input, lines: lines) }
    }
    return try result.get()
  }

  private static func scan(_ input: UnsafeBufferPointer<UInt8>, lines: SourceLines) throws(YAMLError)
    -> [YAMLComment]
  {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { throw YAMLError("libyaml could not start", at: .start) }
    defer { yaml_parser_delete(&parser) }
    guard let base = input.baseAddress else { return [] }
    yaml_parser_set_input_string(&parser, base, input.count)
    var comments: [YAMLComment] = []
    var covered = Position(line: 0, column: 0)
    var token = yaml_token_t()
    while true {
      guard yaml_parser_scan(&parser, &token) == 1 else { throw LibYAMLErrors.describe(parser, input: input) }
      defer { yaml_token_delete(&token) }
      let start = Position(token.start_mark)
      let end = Position(token.end_mark)
      if covered < start { comments += lines.comments(from: covered, to: start) }
      if token.type.rawValue == YAML_SCALAR_TOKEN.rawValue,
        token.data.scalar.style.rawValue == YAML_LITERAL_SCALAR_STYLE.rawValue
          || token.data.scalar.style.rawValue == YAML_FOLDED_SCALAR_STYLE.rawValue,
        let header = lines.comment(onLineOf: start)
      {
        comments.append(header)
      }
      if covered < end { covered = end }
      if token.type.rawValue == YAML_STREAM_END_TOKEN.rawValue { return comments }
    }
  }

  /// A 0-based line and column (in Unicode scalars), as libyaml counts them.
  fileprivate struct Position: Comparable {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    init(_ mark: yaml_mark_t) {
      self.init(line: Int(mark.line), column: Int(mark.column))
    }

    static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
  }

  /// The text split where libyaml breaks lines (CR LF, CR, LF, NEL, LS, PS), each line as Unicode scalars.
  private struct SourceLines {
    private var lines: [[Unicode.Scalar]] = [[]]

    init(_ bytes: [UInt8]) {
      var previousWasCarriageReturn = false
      for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
        defer { previousWasCarriageReturn = scalar == "\r" }
        switch scalar {
        case "\n" where previousWasCarriageReturn: continue
        case "\r", "\n", "\u{85}", "\u{2028}", "\u{2029}": lines.append([])
        case "\u{FEFF}" where lines.count == 1 && lines[0].isEmpty: continue
        default: lines[lines.count - 1].append(scalar)
        }
      }
    }

    /// The comments that start between two positions that lie between tokens.
    func comments(from start: Position, to end: Position) -> [YAMLComment] {
      var found: [YAMLComment] = []
      guard start.line < lines.count else { return found }
      for line in start.line...min(end.line, lines.count - 1) {
        let first = line == start.line ? start.column : 0
        let last = line == end.line ? min(end.column, lines[line].count) : lines[line].count
        guard first < last, let hash = lines[line][first..<last].firstIndex(of: "#") else { continue }
        found.append(comment(at: hash, onLine: line))
      }
      return found
    }

    /// The comment after a block scalar's indicators, on the line where the scalar starts.
    func comment(onLineOf start: Position) -> YAMLComment? {
      guard start.line < lines.count, start.column < lines[start.line].count,
        let hash = lines[start.line][start.column...].firstIndex(of: "#")
      else { return nil }
      return comment(at: hash, onLine: start.line)
    }

    private func comment(at column: Int, onLine line: Int) -> YAMLComment {
      let characters = lines[line]
      var text = String(String.UnicodeScalarView(characters[column...]))
      while text.last == " " || text.last == "\t" { text.removeLast() }
      let followsContent = characters[..<column].contains { $0 != " " && $0 != "\t" }
      return YAMLComment(
        text: text, mark: Mark(line: line + 1, column: column + 1), followsContent: followsContent)
    }
  }
}
