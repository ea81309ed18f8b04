/// Writes a tree as YAML with the comments of the text most of its nodes were read from.
///
/// A comment on a line of its own belongs to the node after it; a comment after content belongs to the last node
/// that starts before it on its line. Each is written where that node is written: above its line at its
/// indentation, or at the end of the line its value ends on (a block scalar's header line). A comment whose node is
/// not in the tree (an overlay removed or replaced it) goes with it. Nodes of other texts (marked with another
/// `source`) carry no comments.
public enum CommentCarrying {
  /// The YAML text, and whether the comments could be kept: when the text with them would not read back as the
  /// same tree, which no placement above should cause, the text is written without them rather than wrongly.
  public static func emit(_ tree: Node, commentsFrom source: [UInt8]) throws(YAMLError) -> (
    text: String, keptComments: Bool
  ) {
    let bare = try YAMLEmitter.emit(tree)
    // Reading the texts again for their comments must never fail what would succeed without them.
    guard let comments = try? YAMLCommentScanner.comments(in: source) else { return (bare, false) }
    guard !comments.isEmpty else { return (bare, true) }
    guard let original = try? YAMLParser.parse(bytes: source), let written = try? YAMLParser.parse(bare),
      let writtenNodes = WrittenNodes(tree: tree, written: written)
    else {
      return (bare, false)
    }
    let placed = placedText(bare, comments: comments, anchors: CommentAnchors(original), written: writtenNodes)
    guard let reread = try? YAMLParser.parse(placed), reread.isSameTree(as: written) else {
      return (bare, false)
    }
    return (placed, true)
  }

  private static func placedText(
    _ bare: String, comments: [YAMLComment], anchors: CommentAnchors, written: WrittenNodes
  ) -> String {
    var lines = bare.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    var above: [Int: [String]] = [:]
    var after: [Int: [String]] = [:]
    for comment in comments {
      switch anchors.anchor(of: comment) {
      case .before(let mark):
        guard let line = written.line(of: mark), line <= lines.count else { continue }
        let indentation = lines[line - 1].prefix { $0 == " " }
        above[line, default: []].append(indentation + comment.text)
      case .after(let mark):
        guard let line = written.lineEnding(at: mark, lineCount: lines.count) else { continue }
        after[line, default: []].append(comment.text)
      case .end:
        above[lines.count + 1, default: []].append(comment.text)
      }
    }
    var text = ""
    for number in 1...(lines.count + 1) {
      for comment in above[number] ?? [] { text += comment + "\n" }
      guard number <= lines.count else { break }
      text += lines[number - 1]
      for comment in after[number] ?? [] { text += " " + comment }
      text += "\n"
    }
    return text
  }
}

/// Which node of the text a comment was read from belongs to.
private struct CommentAnchors {
  enum Anchor {
    case before(Mark)
    case after(Mark)
    /// After the last node: the end of the text.
    case end
  }

  /// Where every node of the text starts, in order.
  private let marks: [Mark]

  init(_ root: Node) {
    var marks: [Mark] = []
    var pending = [root]
    while let node = pending.popLast() {
      marks.append(node.mark)
      switch node.content {
      case .scalar: break
      case .sequence(let items): pending += items
      case .mapping(let pairs): pending += pairs.flatMap { [$0.key, $0.value] }
      }
    }
    self.marks = Array(Set(marks)).sorted()
  }

  func anchor(of comment: YAMLComment) -> Anchor {
    let next = firstIndex(after: comment.mark)
    if comment.followsContent, next > 0, marks[next - 1].line == comment.mark.line {
      return .after(marks[next - 1])
    }
    return next < marks.count ? .before(marks[next]) : .end
  }

  /// The index of the first mark after `mark`, or `marks.count`.
  private func firstIndex(after mark: Mark) -> Int {
    var low = 0
    var high = marks.count
    while low < high {
      let middle = (low + high) / 2
      if marks[middle] <= mark { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// Where the nodes of a tree were written: the tree and the text it was written as, read back, walked together.
private struct WrittenNodes {
  private struct Entry {
    var line: Int
    var isBlockScalar: Bool
  }

  /// The written nodes in document order.
  private var entries: [Entry] = []
  /// The first written node of each mark of source 0.
  private var indexOfMark: [Mark: Int] = [:]

  /// Nil when the two trees differ in shape, which they cannot if the emitter wrote the tree faithfully.
  init?(tree: Node, written: Node) {
    var pending = [(tree, written)]
    while let (node, copy) = pending.popLast() {
      if node.mark.source == 0, indexOfMark[node.mark] == nil { indexOfMark[node.mark] = entries.count }
      switch (node.content, copy.content) {
      case (.scalar(let scalar), .scalar):
        entries.append(Entry(line: copy.mark.line, isBlockScalar: scalar.style == .literal || scalar.style == .folded))
      case (.sequence(let items), .sequence(let copies)) where items.count == copies.count:
        entries.append(Entry(line: copy.mark.line, isBlockScalar: false))
        pending += zip(items, copies).reversed()
      case (.mapping(let pairs), .mapping(let copies)) where pairs.count == copies.count:
        entries.append(Entry(line: copy.mark.line, isBlockScalar: false))
        for (pair, pairCopy) in zip(pairs, copies).reversed() {
          pending.append((pair.value, pairCopy.value))
          pending.append((pair.key, pairCopy.key))
        }
      default: return nil
      }
    }
  }

  func line(of mark: Mark) -> Int? { indexOfMark[mark].map { entries[$0].line } }

  /// The line whose end a comment after the node at `mark` goes to: where the last node starting on the node's
  /// line ends, except that a block scalar's comment stays on its header line (after it, the lines are its text).
  func lineEnding(at mark: Mark, lineCount: Int) -> Int? {
    guard let index = indexOfMark[mark] else { return nil }
    let line = entries[index].line
    var next = index + 1
    while next < entries.count, entries[next].line == line { next += 1 }
    if entries[next - 1].isBlockScalar { return line }
    let nextLine = next < entries.count ? entries[next].line : lineCount + 1
    return max(line, nextLine - 1)
  }
}

extension Node {
  /// Whether two trees hold the same content, scalar styles and tags, wherever their nodes were read.
  func isSameTree(as other: Node) -> Bool {
    var pending = [(self, other)]
    while let (node, copy) = pending.popLast() {
      switch (node.content, copy.content) {
      case (.scalar(let scalar), .scalar(let copyScalar)) where scalar == copyScalar: continue
      case (.sequence(let items), .sequence(let copies)) where items.count == copies.count:
        pending += zip(items, copies)
      case (.mapping(let pairs), .mapping(let copies)) where pairs.count == copies.count:
        for (pair, pairCopy) in zip(pairs, copies) {
          pending.append((pair.key, pairCopy.key))
          pending.append((pair.value, pairCopy.value))
        }
      default: return false
      }
    }
    return true
  }
}
