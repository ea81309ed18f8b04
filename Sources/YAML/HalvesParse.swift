import Dispatch

/// Reads a large document as two halves at once, one per thread, split at a line near the middle that starts a key
/// of a block mapping.
///
/// Why: most of building a tree is libyaml's own scan, which nothing outside it can speed up, and an OpenAPI
/// document in YAML is nested block mappings whose keys start lines. Two halves on two cores build its tree in a
/// little over half the time. A split inside nested mappings (between two schemas of `components.schemas`, say)
/// gives the second half copies of the lines that open them (`components:`, `  schemas:`), so it parses as the
/// same nesting, and the two trees are joined along that path; splitting only between top-level keys left
/// OpenAI's or Twilio's description two thirds or more on one side.
///
/// The second half starts at a line whose first character after its indentation could start a key (a letter, a
/// digit, or one of `_ $ / " '`), under lines that each open a block mapping (`key:` and nothing else), so it
/// cannot begin inside a block or plain scalar of the first half, nor with `---`. The halves must still mean what
/// the whole means, so their tree is kept only when libyaml read both without an error, the first is a block mapping
/// at column 1 with no `...` after it and no `%TAG` directive before it, each opened mapping is the first half's
/// last entry at that level, written in block style at the same column in both halves (or still empty in the
/// first, when the split is its first line), no key is in both halves of one mapping (keys
/// a `<<` merge brought in included), their aliases stay within the limit together, and libyaml counted the first
/// half's lines as the second half's marks assume. Anything else a split could change fails one of these: a quoted
/// or flow scalar crossing the split leaves the first half unclosed; an alias to an anchor in the first half is
/// unknown in the second. The caller then reads the whole text on one thread, which also puts any error where it
/// belongs.
enum HalvesParse {
  /// Where the second half starts, and the lines above it that open the mappings it continues, outermost first.
  struct Split {
    var start: Int
    var openers: [Range<Int>]
  }

  /// The deepest indentation a split line may have.
  static let maxIndent = 12
  /// How many lines past the middle are tried as a split before giving up.
  static let maxTries = 256

  /// The tree, or nil when the text is too small, has no place to split, or its halves could differ from the whole.
  static func parse(_ input: UnsafeBufferPointer<UInt8>, options: ParseOptions) -> Node? {
    guard input.count >= options.parallelThreshold, let split = splitPoint(in: input) else { return nil }
    return parse(input, split, options: options)
  }

  /// The tree read as halves split before byte `start`; nil when that byte does not start a line that could start
  /// a key under lines opening block mappings, or when the halves could differ from the whole.
  static func parse(_ input: UnsafeBufferPointer<UInt8>, at start: Int, options: ParseOptions) -> Node? {
    guard let split = split(at: start, in: input) else { return nil }
    return parse(input, split, options: options)
  }

  private static func parse(_ input: UnsafeBufferPointer<UInt8>, _ split: Split, options: ParseOptions) -> Node? {
    let job = Job(input: input, split: split, options: options)
    // One half on the calling thread and the other on one of Dispatch's workers, which stay up between calls;
    // when no worker is free in time (a loaded machine), the calling thread reads both.
    DispatchQueue.concurrentPerform(iterations: 2) { index in job.run(index) }
    guard let head = job.head, let tail = job.tail,
      head.root.mark.column == 1, !head.facts.explicitDocumentEnd,
      !head.facts.hasTagDirectives, head.facts.endLine == job.firstLines,
      head.facts.aliasExpansion + tail.facts.aliasExpansion <= options.maxAliasExpansion
    else { return nil }
    return join(head.root, tail.root, depth: split.openers.count, level: 0, facts: head.facts)
  }

  /// The first half's mapping continued by the second's, `depth` levels down its last entries; nil where they
  /// disagree. `level` is the depth of `head` in the first half, whose `facts` say which of its last nodes are block
  /// mappings.
  private static func join(_ head: Node, _ tail: Node, depth: Int, level: Int, facts: TreeBuilder.Facts) -> Node? {
    guard facts.lastIsBlockMapping(atDepth: level), case .mapping(var pairs) = head.content,
      case .mapping(let tailPairs) = tail.content, let first = tailPairs.first
    else { return nil }
    var keys = Set<String>()
    for pair in pairs { if let key = pair.key.scalar?.value { keys.insert(key) } }
    // Below the split's level, the second half's first entry is the copied opener of the mapping the split is in.
    let continued = depth > 0 ? 1 : 0
    for pair in tailPairs[continued...] {
      if let key = pair.key.scalar?.value, keys.contains(key) { return nil }
    }
    if depth > 0 {
      guard let last = pairs.last, let key = last.key.scalar, key == first.key.scalar else { return nil }
      if case .scalar(let empty) = last.value.content, empty.value.isEmpty, empty.isPlain, empty.tag == nil {
        // The split is the opened mapping's first line: all of it is in the second half.
        pairs[pairs.count - 1].value = first.value
      } else {
        guard last.value.mark.column == first.value.mark.column,
          let inner = join(last.value, first.value, depth: depth - 1, level: level + 1, facts: facts)
        else { return nil }
        pairs[pairs.count - 1].value = inner
      }
    }
    pairs.append(contentsOf: tailPairs[continued...])
    return Node(.mapping(pairs), mark: head.mark)
  }

  /// The two halves' work; each index writes only its own fields, and `concurrentPerform` returns after both.
  private final class Job: @unchecked Sendable {
    let input: UnsafeBufferPointer<UInt8>
    let split: Split
    let options: ParseOptions
    var head: Half?
    var tail: Half?
    var firstLines = 0

    init(input: UnsafeBufferPointer<UInt8>, split: Split, options: ParseOptions) {
      self.input = input
      self.split = split
      self.options = options
    }

    func run(_ index: Int) {
      let first = UnsafeBufferPointer(rebasing: input[..<split.start])
      if index == 0 {
        head = Half(first, lineOffset: 0, options: options)
        return
      }
      firstLines = HalvesParse.lineFeeds(in: first)
      let rest = UnsafeBufferPointer(rebasing: input[split.start...])
      guard !split.openers.isEmpty else {
        tail = Half(rest, lineOffset: firstLines, options: options)
        return
      }
      // The opening lines, then the rest: a copy, as libyaml reads one buffer.
      var text: [UInt8] = []
      text.reserveCapacity(split.openers.reduce(rest.count) { $0 + $1.count })
      for opener in split.openers { text.append(contentsOf: UnsafeBufferPointer(rebasing: input[opener])) }
      text.append(contentsOf: rest)
      tail = text.withUnsafeBufferPointer { buffer in
        Half(buffer, lineOffset: firstLines - split.openers.count, options: options)
      }
    }
  }

  private struct Half {
    var root: Node
    var facts: TreeBuilder.Facts

    init?(_ input: UnsafeBufferPointer<UInt8>, lineOffset: Int, options: ParseOptions) {
      var builder = TreeBuilder(input: input, options: options, lineOffset: lineOffset)
      guard let root = try? builder.run() else { return nil }
      self.root = root
      facts = builder.facts
    }
  }

  // MARK: Choosing the split

  /// The first line past the middle that can be a split, leaving at least an eighth of the text on either side;
  /// nil for text that is not UTF-8, that starts as a flow collection (JSON), or with no such line near the middle.
  static func splitPoint(in input: UnsafeBufferPointer<UInt8>) -> Split? {
    guard input.count >= 16, !startsAsFlowOrUTF16(input) else { return nil }
    let margin = input.count / 8
    var start = input.count / 2
    var tries = 0
    while tries < maxTries {
      while start < input.count, input[start - 1] != UInt8(ascii: "\n") { start += 1 }
      guard start < input.count - margin else { return nil }
      if let indent = keyIndent(input, start) {
        tries += 1
        if let openers = openers(above: start, indent: indent, in: input) {
          return Split(start: start, openers: openers)
        }
      }
      start += 1
    }
    return nil
  }

  /// The split before `start`, when that byte starts a line that can be one.
  static func split(at start: Int, in input: UnsafeBufferPointer<UInt8>) -> Split? {
    guard start > 0, start < input.count, input[start - 1] == UInt8(ascii: "\n"), !startsAsFlowOrUTF16(input),
      let indent = keyIndent(input, start), let openers = openers(above: start, indent: indent, in: input)
    else { return nil }
    return Split(start: start, openers: openers)
  }

  /// The indentation of the line at `start` when, after at most `maxIndent` spaces, it starts with a character that
  /// can start a key.
  private static func keyIndent(_ input: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
    var index = start
    while index < input.count, input[index] == UInt8(ascii: " "), index - start < maxIndent { index += 1 }
    guard index < input.count, startsKey(input[index]) else { return nil }
    return index - start
  }

  private static func startsKey(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
      UInt8(ascii: "\""), UInt8(ascii: "'"):
      return true
    default:
      return false
    }
  }

  /// The lines above `start` that open the block mappings a line indented by `indent` continues, outermost first:
  /// walking up, each line indented less than the last found must be `key:` alone (no value, anchor, tag or
  /// comment). Blank and comment lines are passed over. Nil when some line is not such an opener (the split would
  /// be inside a sequence, say).
  private static func openers(above start: Int, indent: Int, in input: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
    var openers: [Range<Int>] = []
    var want = indent
    var lineEnd = start
    while want > 0 {
      guard lineEnd > 0 else { return nil }
      let lineStart = startOfLine(holding: lineEnd - 1, in: input)
      defer { lineEnd = lineStart }
      var index = lineStart
      while index < lineEnd, input[index] == UInt8(ascii: " ") { index += 1 }
      let lineIndent = index - lineStart
      // Deeper lines, blank lines and comments say nothing about the mappings above.
      if lineIndent >= want { continue }
      if index == lineEnd || input[index] == UInt8(ascii: "\n") || input[index] == UInt8(ascii: "\r")
        || input[index] == UInt8(ascii: "#")
      {
        continue
      }
      guard isOpener(input, from: index, to: lineEnd) else { return nil }
      openers.append(lineStart..<lineEnd)
      want = lineIndent
    }
    return openers.reversed()
  }

  /// Just past the last line feed before byte `index`, or 0. Eight bytes at a time where a word holds none: the
  /// walk up from a split in `paths` to `paths:` crosses half of GitHub's description, and byte by byte it cost
  /// 12M instructions before either half could start.
  private static func startOfLine(holding index: Int, in input: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = input.baseAddress else { return 0 }
    var end = index
    while end >= 8 {
      if lineFeedBits(UnsafeRawPointer(base + end - 8).loadUnaligned(as: UInt64.self)) != 0 { break }
      end -= 8
    }
    while end > 0, input[end - 1] != UInt8(ascii: "\n") { end -= 1 }
    return end
  }

  /// Whether the text from `start` to `end` (a line's content and its line break) is a key alone: it starts like a
  /// key, holds no `#`, and ends with `:` before its line break and any trailing spaces.
  private static func isOpener(_ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
    guard startsKey(input[start]) else { return false }
    var last = end - 1
    while last > start,
      input[last] == UInt8(ascii: "\n") || input[last] == UInt8(ascii: "\r") || input[last] == UInt8(ascii: " ")
    {
      last -= 1
    }
    guard last > start, input[last] == UInt8(ascii: ":") else { return false }
    for index in start..<last where input[index] == UInt8(ascii: "#") { return false }
    return true
  }

  private static func startsAsFlowOrUTF16(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
    if (input[0] == 0xFE && input[1] == 0xFF) || (input[0] == 0xFF && input[1] == 0xFE) { return true }
    var index = 0
    var inComment = false
    while index < input.count {
      let byte = input[index]
      index += 1
      if inComment {
        if byte == UInt8(ascii: "\n") { inComment = false }
        continue
      }
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), 0xEF, 0xBB, 0xBF: continue
      case UInt8(ascii: "#"): inComment = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): return true
      default: return false
      }
    }
    return false
  }

  /// The top bit of each byte of `word` that is a line feed, and no other bit: a line feed is a zero byte of
  /// `word ^ "\n\n\n\n\n\n\n\n"`, and adding 0x7F to each byte's low seven bits carries into its top bit unless all
  /// eight bits are zero (no carry crosses into the next byte).
  private static func lineFeedBits(_ word: UInt64) -> UInt64 {
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let flipped = word ^ 0x0A0A_0A0A_0A0A_0A0A
    return ~(((flipped & low7) &+ low7) | flipped | low7)
  }

  /// How many line feeds `bytes` holds, counted eight bytes at a time (a byte loop took 5 instructions a byte).
  fileprivate static func lineFeeds(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    var count = 0
    var index = 0
    while index + 8 <= bytes.count {
      let bits = lineFeedBits(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      // One per line feed in each byte, summed by the multiply into the top byte (`nonzeroBitCount` is a
      // loop on x86-64 without POPCNT, the toolchain's default target).
      count &+= Int(truncatingIfNeeded: ((bits >> 7) &* 0x0101_0101_0101_0101) >> 56)
      index += 8
    }
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") { count &+= 1 }
      index += 1
    }
    return count
  }
}
