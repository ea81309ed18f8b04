/// One node of a parsed YAML (or JSON) document, with the position where it starts.
///
/// The tree is a plain value: aliases are resolved into shared copies (copy-on-write storage, so an alias costs
/// no memory of its own), merge keys are applied, and mappings keep their document order.
package struct Node: Sendable {
  package enum Content: Sendable {
    case scalar(Scalar)
    case sequence([Node])
    case mapping([Pair])
  }

  package var content: Content
  package var mark: Mark

  package init(_ content: Content, mark: Mark = .start) {
    self.content = content
    self.mark = mark
  }

  /// The scalar, when this node is one.
  @inlinable package var scalar: Scalar? {
    if case .scalar(let scalar) = content { return scalar }
    return nil
  }

  /// The items, when this node is a sequence.
  @inlinable package var sequence: [Node]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  /// The key-value pairs in document order, when this node is a mapping.
  @inlinable package var mapping: [Pair]? {
    if case .mapping(let pairs) = content { return pairs }
    return nil
  }

  /// The value under a scalar key, when this node is a mapping that has it.
  package subscript(key: String) -> Node? {
    guard case .mapping(let pairs) = content else { return nil }
    for pair in pairs where pair.key.scalar?.value == key { return pair.value }
    return nil
  }

  /// A scalar that YAML reads as null: `~`, `null`, or nothing at all (`description:` followed by a line break).
  package var isNull: Bool {
    if case .scalar(let scalar) = content, scalar.resolved == .null { return true }
    return false
  }

  /// What kind of node this is, in words for error messages: "a mapping", "a sequence", "a string", "a number", ...
  package var kindDescription: String {
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
package struct Pair: Sendable {
  package var key: Node
  package var value: Node

  package init(key: Node, value: Node) {
    self.key = key
    self.value = value
  }
}

/// A scalar's text as written (after unescaping and folding), its explicit tag if any, and its style.
package struct Scalar: Sendable, Hashable {
  package enum Style: UInt8, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded
  }

  package var value: String
  /// The full tag (`tag:yaml.org,2002:str` for `!!str`), or nil when none was written.
  package var tag: String?
  package var style: Style

  package init(_ value: String, tag: String? = nil, style: Style = .plain) {
    self.value = value
    self.tag = tag
    self.style = style
  }

  /// Whether the scalar was written without quotes or block indicators, so that it is subject to typing.
  @inlinable package var isPlain: Bool { style == .plain }
}
