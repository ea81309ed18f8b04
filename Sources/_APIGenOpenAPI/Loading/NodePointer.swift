import _APIGenYAML

/// Walks a JSON pointer through a node tree.
public enum NodePointer {
  public enum Outcome {
    case found(Node)
    /// The pointer fails at token `index`: `parent` is the pointer to the node where the token was not found.
    case missing(index: Int)
  }

  public static func walk(_ root: Node, _ tokens: [String]) -> Outcome {
    var node = root
    for (index, token) in tokens.enumerated() {
      switch node.content {
      case .mapping(let pairs):
        guard let pair = pairs.first(where: { $0.key.scalar?.value == token }) else { return .missing(index: index) }
        node = pair.value
      case .sequence(let items):
        guard let position = Int(token), items.indices.contains(position) else { return .missing(index: index) }
        node = items[position]
      case .scalar:
        return .missing(index: index)
      }
    }
    return .found(node)
  }
}
