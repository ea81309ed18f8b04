import _APIGenJSONPath
import _APIGenYAML

extension Node {
  /// Changes the node at `path` in place; false when nothing is there any more.
  mutating func modify<Failure: Error>(
    at path: ArraySlice<NormalizedPath.Step>, _ body: (inout Node) throws(Failure) -> Void
  ) throws(Failure) -> Bool {
    guard let step = path.first else {
      try body(&self)
      return true
    }
    switch (step, content) {
    case (.index(let index), .sequence(var items)) where items.indices.contains(index):
      content = .scalar(Scalar(""))  // releases the items' storage, so the edit below is in place
      defer { content = .sequence(items) }
      return try items[index].modify(at: path.dropFirst(), body)
    case (.name(let name), .mapping(var pairs)):
      guard let index = pairs.firstIndex(where: { $0.key.scalar?.value == name }) else { return false }
      content = .scalar(Scalar(""))
      defer { content = .mapping(pairs) }
      return try pairs[index].value.modify(at: path.dropFirst(), body)
    default: return false
    }
  }

  /// Removes the node at `path` from its parent mapping or sequence; false when nothing is there.
  mutating func remove(at path: NormalizedPath) -> Bool {
    guard let last = path.steps.last else { return false }
    var removed = false
    _ = modify(at: path.steps.dropLast()[...]) { (parent: inout Node) in
      switch (last, parent.content) {
      case (.index(let index), .sequence(var items)) where items.indices.contains(index):
        items.remove(at: index)
        parent.content = .sequence(items)
        removed = true
      case (.name(let name), .mapping(var pairs)):
        guard let index = pairs.firstIndex(where: { $0.key.scalar?.value == name }) else { return }
        pairs.remove(at: index)
        parent.content = .mapping(pairs)
        removed = true
      default: break
      }
    }
    return removed
  }

  /// The same tree with every mark said to be in text number `source` (`Mark.source`).
  func marked(asSource source: Int) -> Node {
    var copy = self
    copy.mark = mark.inSource(source)
    switch content {
    case .scalar: break
    case .sequence(let items): copy.content = .sequence(items.map { $0.marked(asSource: source) })
    case .mapping(let pairs):
      copy.content = .mapping(
        pairs.map { Pair(key: $0.key.marked(asSource: source), value: $0.value.marked(asSource: source)) })
    }
    return copy
  }
}
