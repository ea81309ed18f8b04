import CYAML

/// Reads YAML 1.2 (and so JSON) text into a `Node` tree through libyaml's event API.
///
/// The tree is built straight from parser events, without libyaml's document loader: one pass, no intermediate
/// tree, an explicit stack instead of recursion (deeply nested input cannot overflow the call stack).
public enum YAMLParser {
  /// Parses a text that holds at most one document. Returns nil for a text with no document (empty, or comments only).
  public static func parse(_ text: String, options: ParseOptions = ParseOptions()) throws(YAMLError) -> Node? {
    try parse(bytes: Array(text.utf8), options: options)
  }

  /// Parses UTF-8 (or BOM-marked UTF-16) bytes that hold at most one document.
  public static func parse(bytes: [UInt8], options: ParseOptions = ParseOptions()) throws(YAMLError) -> Node? {
    let result: Result<Node?, YAMLError> = bytes.withUnsafeBufferPointer { buffer in
      if let binaryError = BinaryCheck.error(in: buffer) { return .failure(binaryError) }
      var builder = TreeBuilder(input: buffer, options: options)
      return Result { () throws(YAMLError) in try builder.run() }
    }
    return try result.get()
  }
}

/// Rejects input that is clearly not text before libyaml sees it, so the message says so plainly.
enum BinaryCheck {
  static func error(in bytes: UnsafeBufferPointer<UInt8>) -> YAMLError? {
    // UTF-16 and UTF-32 text carries NUL bytes; libyaml reads UTF-16 when it starts with a byte-order mark.
    if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
      return nil
    }
    guard let nul = bytes.prefix(8192).firstIndex(of: 0) else { return nil }
    return YAMLError(
      "the file is binary (a NUL byte at offset \(nul)), not YAML or JSON text",
      at: TextPosition.mark(ofByte: nul, in: bytes))
  }
}

/// Turns libyaml events into nodes. One instance parses one input.
///
/// Children of every open collection live on one shared stack (`nodes`), so an open collection costs no array of
/// its own until it ends and its children are moved out at their exact count.
struct TreeBuilder {
  private struct Frame {
    var isMapping: Bool
    var mark: Mark
    var anchor: String?
    var expandedAtStart: Int
    /// Where this collection's children start in `nodes` (keys and values alternate for a mapping).
    var start: Int
    /// Key text -> where it was first written; built once a mapping grows past a few keys.
    var keyIndex: [String: Mark]?
    /// Mappings merged in with `<<`, with the index among explicit pairs where the merge key stood.
    var merges: [(position: Int, pairs: [Pair])] = []
  }

  private static let indexedMappingThreshold = 12
  private let input: UnsafeBufferPointer<UInt8>
  private let options: ParseOptions
  private var stack: [Frame] = []
  private let nodes = NodeStack()
  private var anchors: [String: (node: Node, size: Int)] = [:]
  /// Nodes created so far, counting each alias as the size of what it copies.
  private var expandedCount = 0
  private var root: Node?
  private var documentCount = 0
  /// Nodes that aliases expanded to, bounded by `options.maxAliasExpansion`.
  private var aliasExpansion = 0

  init(input: UnsafeBufferPointer<UInt8>, options: ParseOptions) {
    self.input = input
    self.options = options
  }

  mutating func run() throws(YAMLError) -> Node? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { throw YAMLError("libyaml could not start", at: .start) }
    defer { yaml_parser_delete(&parser) }
    if let base = input.baseAddress {
      yaml_parser_set_input_string(&parser, base, input.count)
    } else {
      return nil
    }
    var event = yaml_event_t()
    while true {
      guard yaml_parser_parse(&parser, &event) == 1 else {
        throw LibYAMLErrors.describe(parser, input: input)
      }
      defer { yaml_event_delete(&event) }
      if try handle(&event) { return root }
    }
  }

  /// Handles one event; true at the end of the stream.
  private mutating func handle(_ event: inout yaml_event_t) throws(YAMLError) -> Bool {
    let mark = Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
    // Raw values, not the imported C enum: its `==` is a generic call in the debug build the plugins run.
    switch event.type.rawValue {
    case YAML_STREAM_END_EVENT.rawValue:
      return true
    case YAML_DOCUMENT_START_EVENT.rawValue:
      documentCount += 1
      if documentCount > 1 {
        throw YAMLError("a second document starts here; a spec file must hold exactly one", at: mark)
      }
    case YAML_SCALAR_EVENT.rawValue:
      let data = event.data.scalar
      let value = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
      let scalar = Scalar(value, tag: data.tag.map { String(cString: $0) }, style: Self.style(data.style))
      expandedCount += 1
      let node = Node(.scalar(scalar), mark: mark)
      if let anchor = data.anchor { anchors[String(cString: anchor)] = (node, 1) }
      try add(node)
    case YAML_ALIAS_EVENT.rawValue:
      let name = String(cString: event.data.alias.anchor)
      guard let (node, size) = anchors[name] else {
        if stack.contains(where: { $0.anchor == name }) {
          throw YAMLError(
            "alias *\(name) refers to its own enclosing node; recursive aliases are not supported", at: mark)
        }
        throw YAMLError("unknown alias *\(name): no anchor &\(name) before it", at: mark)
      }
      aliasExpansion += size
      expandedCount += size
      if aliasExpansion > options.maxAliasExpansion {
        throw YAMLError(
          "aliases expand to more than \(options.maxAliasExpansion) nodes; rejected as a likely alias bomb",
          at: mark)
      }
      var copy = node
      copy.mark = mark
      try add(copy)
    case YAML_SEQUENCE_START_EVENT.rawValue:
      let anchor = event.data.sequence_start.anchor.map { String(cString: $0) }
      try open(isMapping: false, mark: mark, anchor: anchor)
    case YAML_MAPPING_START_EVENT.rawValue:
      let anchor = event.data.mapping_start.anchor.map { String(cString: $0) }
      try open(isMapping: true, mark: mark, anchor: anchor)
    case YAML_SEQUENCE_END_EVENT.rawValue, YAML_MAPPING_END_EVENT.rawValue:
      let frame = stack.removeLast()
      let node =
        frame.isMapping
        ? Node(.mapping(Self.applyMerges(frame, pairs: nodes.takePairs(from: frame.start))), mark: frame.mark)
        : Node(.sequence(nodes.takeItems(from: frame.start)), mark: frame.mark)
      if let anchor = frame.anchor { anchors[anchor] = (node, expandedCount - frame.expandedAtStart + 1) }
      try add(node)
    default:
      break
    }
    return false
  }

  private mutating func open(isMapping: Bool, mark: Mark, anchor: String?) throws(YAMLError) {
    guard stack.count < options.maxDepth else {
      throw YAMLError(
        "collections nest more than \(options.maxDepth) levels deep here; flatten the document (use $ref)", at: mark)
    }
    expandedCount += 1
    stack.append(
      Frame(isMapping: isMapping, mark: mark, anchor: anchor, expandedAtStart: expandedCount, start: nodes.count))
  }

  private mutating func add(_ node: consuming Node) throws(YAMLError) {
    guard !stack.isEmpty else {
      root = node
      return
    }
    let top = stack.count - 1
    let start = stack[top].start
    guard stack[top].isMapping, (nodes.count - start) & 1 == 1 else {
      nodes.push(node)
      return
    }
    // `node` is a value; its key is the top of the stack.
    let keyPosition = nodes.count - 1
    if let key = nodes.scalarText(at: keyPosition) {
      if key == "<<", nodes.isPlainUntaggedScalar(at: keyPosition) {
        nodes.removeTop()
        try addMerge(node, into: top)
        return
      }
      try checkDuplicate(key, at: nodes.mark(at: keyPosition), in: top)
    }
    nodes.push(node)
  }

  private mutating func checkDuplicate(_ key: String, at mark: Mark, in top: Int) throws(YAMLError) {
    var first: Mark?
    let start = stack[top].start
    let keyPosition = nodes.count - 1
    if stack[top].keyIndex != nil {
      // One hash, in place; a later mark overwriting the first is harmless, as a duplicate ends the parse.
      first = stack[top].keyIndex!.updateValue(mark, forKey: key)
    } else {
      var index = start
      while index < keyPosition {
        if nodes.scalarText(at: index) == key {
          first = nodes.mark(at: index)
          break
        }
        index += 2
      }
      if (keyPosition - start) / 2 + 1 >= Self.indexedMappingThreshold {
        var keys: [String: Mark] = [:]
        keys.reserveCapacity(Self.indexedMappingThreshold * 2)
        index = start
        while index <= keyPosition {
          if let text = nodes.scalarText(at: index), keys[text] == nil { keys[text] = nodes.mark(at: index) }
          index += 2
        }
        stack[top].keyIndex = keys
      }
    }
    if let first {
      throw YAMLError(
        "duplicate key '\(key)' in a mapping; it is first defined at line \(first.line), column \(first.column)",
        at: mark)
    }
  }

  private mutating func addMerge(_ value: Node, into top: Int) throws(YAMLError) {
    let position = (nodes.count - stack[top].start) / 2
    switch value.content {
    case .mapping(let pairs):
      stack[top].merges.append((position, pairs))
    case .sequence(let items):
      for item in items {
        guard let pairs = item.mapping else {
          throw YAMLError(
            "a merge key '<<' takes a mapping or a sequence of mappings; this item is \(item.kindDescription)",
            at: item.mark)
        }
        stack[top].merges.append((position, pairs))
      }
    case .scalar:
      throw YAMLError(
        "a merge key '<<' takes a mapping or a sequence of mappings, not \(value.kindDescription)", at: value.mark)
    }
  }

  /// Explicit keys win over merged ones, and earlier merged mappings over later ones; merged entries stand where
  /// the `<<` key stood.
  private static func applyMerges(_ frame: Frame, pairs: [Pair]) -> [Pair] {
    guard !frame.merges.isEmpty else { return pairs }
    var taken = Set(pairs.compactMap { $0.key.scalar?.value })
    var result: [Pair] = []
    var nextMerge = 0
    for index in 0...pairs.count {
      while nextMerge < frame.merges.count, frame.merges[nextMerge].position == index {
        for pair in frame.merges[nextMerge].pairs {
          if let text = pair.key.scalar?.value {
            guard taken.insert(text).inserted else { continue }
          }
          result.append(pair)
        }
        nextMerge += 1
      }
      if index < pairs.count { result.append(pairs[index]) }
    }
    return result
  }

  private static func style(_ style: yaml_scalar_style_t) -> Scalar.Style {
    switch style.rawValue {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE.rawValue: return .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE.rawValue: return .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE.rawValue: return .literal
    case YAML_FOLDED_SCALAR_STYLE.rawValue: return .folded
    default: return .plain
    }
  }
}
