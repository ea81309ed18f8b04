import Dispatch

/// Reads a large document as two halves at once, one per thread, split at a line that starts a top-level key.
///
/// Why: most of building a tree is libyaml's own scan, which nothing outside it can speed up, and an OpenAPI
/// document in YAML is a block mapping whose top-level keys start lines: `paths:` and `components:` are each
/// about half of GitHub's description. Two halves on two cores build its tree in a little over half the time.
///
/// The second half starts at a line whose first character could start a key (a letter, a digit, `_`, `$` or a
/// quote), so it cannot begin inside a block scalar or a plain scalar of the first half, nor with `---`. The
/// halves must still mean what the whole means, so their tree is kept only when libyaml read both without an
/// error, the first is a block mapping at column 1 with no `...` after it and no `%TAG` directive before it, the
/// second is a mapping, no key is in both (keys a `<<` merge brought in included), their aliases stay within the
/// limit together, and libyaml counted the first half's lines as the second half's marks assume. Anything else a
/// split could change fails one of these: a quoted or flow scalar crossing the split leaves the first half
/// unclosed; an alias to an anchor in the first half is unknown in the second. The caller then reads the whole
/// text on one thread, which also puts any error where it belongs.
enum HalvesParse {
  /// The tree, or nil when the text is too small, has no place to split, or its halves could differ from the whole.
  static func parse(_ input: UnsafeBufferPointer<UInt8>, options: ParseOptions) -> Node? {
    guard input.count >= options.parallelThreshold, let split = splitPoint(in: input) else { return nil }
    return parse(input, at: split, options: options)
  }

  /// The tree read as halves split before byte `split`; nil when that byte does not start a line that could start a
  /// top-level key, or when the halves could differ from the whole.
  static func parse(_ input: UnsafeBufferPointer<UInt8>, at split: Int, options: ParseOptions) -> Node? {
    guard startsKeyLine(input, split) else { return nil }
    let job = Job(input: input, split: split, options: options)
    // One half on the calling thread and the other on one of Dispatch's workers, which stay up between calls;
    // when no worker is free in time (a loaded machine), the calling thread reads both.
    DispatchQueue.concurrentPerform(iterations: 2) { index in job.run(index) }
    guard let head = job.head, let tail = job.tail,
      head.facts.rootIsBlockMapping, head.root.mark.column == 1, !head.facts.explicitDocumentEnd,
      !head.facts.hasTagDirectives, head.facts.endLine == job.firstLines,
      head.facts.aliasExpansion + tail.facts.aliasExpansion <= options.maxAliasExpansion,
      case .mapping(var pairs) = head.root.content, case .mapping(let tailPairs) = tail.root.content
    else { return nil }
    var keys = Set<String>()
    for pair in pairs { if let key = pair.key.scalar?.value { keys.insert(key) } }
    for pair in tailPairs {
      if let key = pair.key.scalar?.value, keys.contains(key) { return nil }
    }
    pairs.append(contentsOf: tailPairs)
    return Node(.mapping(pairs), mark: head.root.mark)
  }

  /// The two halves' work; each index writes only its own fields, and `concurrentPerform` returns after both.
  private final class Job: @unchecked Sendable {
    let input: UnsafeBufferPointer<UInt8>
    let split: Int
    let options: ParseOptions
    var head: Half?
    var tail: Half?
    var firstLines = 0

    init(input: UnsafeBufferPointer<UInt8>, split: Int, options: ParseOptions) {
      self.input = input
      self.split = split
      self.options = options
    }

    func run(_ index: Int) {
      let first = UnsafeBufferPointer(rebasing: input[..<split])
      if index == 0 {
        head = Half(first, lineOffset: 0, options: options)
      } else {
        firstLines = HalvesParse.lineFeeds(in: first)
        tail = Half(UnsafeBufferPointer(rebasing: input[split...]), lineOffset: firstLines, options: options)
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

  /// The start of the line nearest the middle that could start a top-level key, leaving at least an eighth of
  /// the text on either side; nil for text that is not UTF-8 or that starts as a flow collection (JSON).
  static func splitPoint(in input: UnsafeBufferPointer<UInt8>) -> Int? {
    guard input.count >= 16, !startsAsFlowOrUTF16(input) else { return nil }
    let middle = input.count / 2
    var forward = middle
    while forward < input.count, !startsKeyLine(input, forward) { forward += 1 }
    var backward = middle - 1
    let stop = max(0, middle - (forward - middle))
    while backward > stop, !startsKeyLine(input, backward) { backward -= 1 }
    let best = startsKeyLine(input, backward) && middle - backward < forward - middle ? backward : forward
    let margin = input.count / 8
    guard best >= margin, best <= input.count - margin else { return nil }
    return best
  }

  static func startsKeyLine(_ input: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
    guard index > 0, index < input.count, input[index - 1] == UInt8(ascii: "\n") else { return false }
    switch input[index] {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      return true
    default:
      return false
    }
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

  /// How many line feeds `bytes` holds: a plain loop, which the optimiser vectorises.
  fileprivate static func lineFeeds(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    for byte in bytes { count &+= byte == UInt8(ascii: "\n") ? 1 : 0 }
    return count
  }
}
