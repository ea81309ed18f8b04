import _APIGenYAML

/// Small constructors for the trees the Swagger 2.0 conversion builds. Every new node carries the mark of the 2.0
/// node it comes from, so diagnostics about the converted tree point at the lines the user wrote.
extension Node {
  static func text(_ value: String, at mark: Mark) -> Node {
    Node(.scalar(Scalar(value, style: .doubleQuoted)), mark: mark)
  }

  static func flag(_ value: Bool, at mark: Mark) -> Node {
    Node(.scalar(Scalar(value ? "true" : "false")), mark: mark)
  }

  static func mapping(_ entries: [(String, Node)], at mark: Mark) -> Node {
    Node(.mapping(entries.map { Pair(key: .text($0.0, at: $0.1.mark), value: $0.1) }), mark: mark)
  }

  static func list(_ items: [Node], at mark: Mark) -> Node {
    Node(.sequence(items), mark: mark)
  }

  /// The pairs whose key is a string, with that string: what a conversion walks.
  var namedPairs: [(name: String, pair: Pair)] {
    (mapping ?? []).compactMap { pair in pair.key.scalar.map { ($0.value, pair) } }
  }

  /// The strings of a sequence of scalars (nil when this is not such a sequence).
  var strings: [String]? {
    guard let items = sequence else { return nil }
    let values = items.compactMap(\.scalar?.value)
    return values.count == items.count ? values : nil
  }

  /// A copy with `value` under `key`: replacing the existing pair in place, or appended.
  func setting(_ key: String, _ value: Node) -> Node {
    guard var pairs = mapping else { return self }
    if let index = pairs.firstIndex(where: { $0.key.scalar?.value == key }) {
      pairs[index].value = value
    } else {
      pairs.append(Pair(key: .text(key, at: value.mark), value: value))
    }
    return Node(.mapping(pairs), mark: mark)
  }
}
