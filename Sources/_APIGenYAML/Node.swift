/// One node of a parsed YAML (or JSON) document, with the position where it starts.
///
/// The tree is a plain value: aliases are resolved into shared copies (copy-on-write storage, so an alias costs
/// no memory of its own), merge keys are applied, and mappings keep their document order.
public struct Node: Sendable {
  public enum Content: Sendable {
    case scalar(Scalar)
    case sequence([Node])
    case mapping([Pair])
  }

  public var content: Content
  public var mark: Mark

  public init(_ content: Content, mark: Mark = .start) {
    self.content = content
    self.mark = mark
  }

  /// The scalar, when this node is one.
  @inlinable public var scalar: Scalar? {
    if case .scalar(let scalar) = content { return scalar }
    return nil
  }

  /// The items, when this node is a sequence.
  @inlinable public var sequence: [Node]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  /// The key-value pairs in document order, when this node is a mapping.
  @inlinable public var mapping: [Pair]? {
    if case .mapping(let pairs) = content { return pairs }
    return nil
  }

  /// The value under a scalar key, when this node is a mapping that has it.
  public subscript(key: String) -> Node? {
    guard case .mapping(let pairs) = content else { return nil }
    for pair in pairs where pair.key.scalar?.value == key { return pair.value }
    return nil
  }

  /// A scalar that YAML reads as null: `~`, `null`, or nothing at all (`description:` followed by a line break).
  public var isNull: Bool {
    if case .scalar(let scalar) = content, scalar.resolved == .null { return true }
    return false
  }

  /// What kind of node this is, in words for error messages: "a mapping", "a sequence", "a string", "a number", ...
  public var kindDescription: String {
    switch content {
    case .mapping: return "a mapping"
    case .sequence: return "a sequence"
    case .scalar(let scalar):
      switch scalar.resolved {
      case .null: return "null"
      case .bool: return "a boolean"
      case .int, .float: return "a number"
      case .string: return "a string"
      }
    }
  }
}

/// One entry of a mapping.
public struct Pair: Sendable {
  public var key: Node
  public var value: Node

  public init(key: Node, value: Node) {
    self.key = key
    self.value = value
  }
}

/// A scalar's text as written (after unescaping and folding), its explicit tag if any, and its style.
public struct Scalar: Sendable, Hashable {
  public enum Style: UInt8, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded
  }

  public var value: String
  /// The full tag (`tag:yaml.org,2002:str` for `!!str`), or nil when none was written.
  public var tag: String?
  public var style: Style

  public init(_ value: String, tag: String? = nil, style: Style = .plain) {
    self.value = value
    self.tag = tag
    self.style = style
  }

  /// Whether the scalar was written without quotes or block indicators, so that it is subject to typing.
  @inlinable public var isPlain: Bool { style == .plain }
}
