import _APIGenYAML

/// One node a query selected, and where it is.
public struct SelectedNode: Sendable {
  public var node: Node
  public var path: NormalizedPath
}

extension JSONPathQuery {
  /// The nodes the query selects in `root`, in the order RFC 9535 gives (document order for mappings).
  public func select(in root: Node) -> [SelectedNode] {
    JSONPathEvaluator(root: root).run(segments, from: [SelectedNode(node: root, path: NormalizedPath())])
  }
}

/// Runs segments over nodes (section 2.3's semantics): each selector of a segment applied to each input node in
/// turn, the results concatenated.
struct JSONPathEvaluator {
  let root: Node

  func run(_ segments: [JSONPathSegment], from start: [SelectedNode]) -> [SelectedNode] {
    var nodes = start
    for segment in segments {
      var next: [SelectedNode] = []
      switch segment {
      case .child(let selectors):
        for input in nodes {
          for selector in selectors { select(selector, from: input, into: &next) }
        }
      case .descendant(let selectors):
        for input in nodes {
          for descendant in Self.descendants(of: input) {
            for selector in selectors { select(selector, from: descendant, into: &next) }
          }
        }
      }
      nodes = next
    }
    return nodes
  }

  /// The node and everything below it, each node before its children (an explicit stack: no recursion).
  static func descendants(of start: SelectedNode) -> [SelectedNode] {
    var result: [SelectedNode] = []
    var stack = [start]
    while let node = stack.popLast() {
      result.append(node)
      stack.append(contentsOf: children(of: node).reversed())
    }
    return result
  }

  static func children(of parent: SelectedNode) -> [SelectedNode] {
    switch parent.node.content {
    case .scalar: return []
    case .sequence(let items):
      return items.enumerated().map { SelectedNode(node: $1, path: parent.path.appending(.index($0))) }
    case .mapping(let pairs):
      return pairs.map { SelectedNode(node: $0.value, path: parent.path.appending(.name($0.key.keyText))) }
    }
  }

  private func select(_ selector: JSONPathSelector, from input: SelectedNode, into output: inout [SelectedNode]) {
    switch selector {
    case .name(let name):
      guard let pairs = input.node.mapping else { return }
      for pair in pairs where pair.key.keyText == name {
        output.append(SelectedNode(node: pair.value, path: input.path.appending(.name(name))))
        return
      }
    case .wildcard:
      output.append(contentsOf: Self.children(of: input))
    case .index(let index):
      guard let items = input.node.sequence else { return }
      let normalized = index < 0 ? items.count + index : index
      guard items.indices.contains(normalized) else { return }
      output.append(SelectedNode(node: items[normalized], path: input.path.appending(.index(normalized))))
    case .slice(let start, let end, let step):
      guard let items = input.node.sequence else { return }
      for index in Self.sliceIndices(count: items.count, start: start, end: end, step: step ?? 1) {
        output.append(SelectedNode(node: items[index], path: input.path.appending(.index(index))))
      }
    case .filter(let expression):
      for child in Self.children(of: input) where test(expression, current: child.node) {
        output.append(child)
      }
    }
  }

  /// Section 2.3.4.2.2's slice bounds, for a positive or a negative step.
  static func sliceIndices(count: Int, start: Int?, end: Int?, step: Int) -> [Int] {
    guard step != 0, count > 0 else { return [] }
    func normalize(_ index: Int) -> Int { index >= 0 ? index : count + index }
    if step > 0 {
      let lower = min(max(normalize(start ?? 0), 0), count)
      let upper = min(max(normalize(end ?? count), 0), count)
      return lower < upper ? Array(stride(from: lower, to: upper, by: step)) : []
    }
    let upper = min(max(normalize(start ?? count - 1), -1), count - 1)
    let lower = min(max(end.map(normalize) ?? -1, -1), count - 1)
    return lower < upper ? Array(stride(from: upper, to: lower, by: step)) : []
  }

  // MARK: Filters

  func test(_ expression: FilterExpression, current: Node) -> Bool {
    switch expression {
    case .or(let alternatives): return alternatives.contains { test($0, current: current) }
    case .and(let terms): return terms.allSatisfy { test($0, current: current) }
    case .not(let inner): return !test(inner, current: current)
    case .exists(let query): return !nodes(of: query, current: current).isEmpty
    case .function(let call):
      switch evaluate(call, current: current) {
      case .logical(let value): return value
      case .nodes(let nodes): return !nodes.isEmpty
      case .value: return false
      }
    case .comparison(let left, let comparison, let right):
      return JSONPathComparison.compare(
        operand(left, current: current), comparison, operand(right, current: current))
    }
  }

  func nodes(of query: FilterQuery, current: Node) -> [SelectedNode] {
    let start = query.isRelative ? current : root
    return run(query.segments, from: [SelectedNode(node: start, path: NormalizedPath())])
  }

  /// A comparison's side: a value, or nothing (a query that selects no node, a function with no result).
  private func operand(_ comparable: FilterComparable, current: Node) -> ComparedValue? {
    switch comparable {
    case .literal(let literal): return .value(literal)
    case .singularQuery(let query): return nodes(of: query, current: current).first.map { .node($0.node) }
    case .function(let call):
      if case .value(let value) = evaluate(call, current: current) { return value }
      return nil
    }
  }
}

/// What a comparison compares: a literal or computed value, or a node of the document (which can be a mapping or
/// sequence, compared by their content).
enum ComparedValue {
  case value(JSONPathValue)
  case node(Node)
}

extension Node {
  /// A mapping key's text, which is what a name selector matches (`200:` and `'200':` are both the name "200").
  var keyText: String { scalar?.value ?? "" }
}
