/// A JSONPath query (RFC 9535), parsed: the segments a node list goes through from the root.
///
/// Parse one with `JSONPathQuery(_:)`, which reports a malformed or ill-typed query with the character it stops at,
/// and run it with `select(in:)`.
public struct JSONPathQuery: Sendable, Hashable, CustomStringConvertible {
  /// The query as written.
  public let text: String
  let segments: [JSONPathSegment]

  public var description: String { text }

  /// Whether the query can select at most one node (only name and index selectors, RFC 9535 section 2.3.5.1).
  public var isSingular: Bool { segments.allSatisfy(\.isSingular) }
}

/// One step of a query: the selectors applied to each node's children, or to each node and all its descendants.
enum JSONPathSegment: Sendable, Hashable {
  case child([JSONPathSelector])
  case descendant([JSONPathSelector])

  var isSingular: Bool {
    guard case .child(let selectors) = self, selectors.count == 1 else { return false }
    switch selectors[0] {
    case .name, .index: return true
    default: return false
    }
  }
}

enum JSONPathSelector: Sendable, Hashable {
  case name(String)
  case wildcard
  case index(Int)
  case slice(start: Int?, end: Int?, step: Int?)
  case filter(FilterExpression)
}

/// A filter selector's logical expression (`?@.price < 10 && !@.sold`).
indirect enum FilterExpression: Sendable, Hashable {
  case or([FilterExpression])
  case and([FilterExpression])
  case not(FilterExpression)
  case comparison(FilterComparable, ComparisonOperator, FilterComparable)
  /// True when the query selects at least one node.
  case exists(FilterQuery)
  /// A function whose result is a logical value (or a node list, true when not empty).
  case function(FunctionCall)
}

/// A query inside a filter: from the current node (`@`) or from the root (`$`).
struct FilterQuery: Sendable, Hashable {
  var isRelative: Bool
  var segments: [JSONPathSegment]

  var isSingular: Bool { segments.allSatisfy(\.isSingular) }
}

enum ComparisonOperator: String, Sendable, Hashable {
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
}

/// One side of a comparison.
enum FilterComparable: Sendable, Hashable {
  case literal(JSONPathValue)
  case singularQuery(FilterQuery)
  case function(FunctionCall)
}

/// A function extension call with its arguments checked against the function's parameter types.
struct FunctionCall: Sendable, Hashable {
  var function: JSONPathFunction
  var arguments: [FunctionArgument]
}

enum FunctionArgument: Sendable, Hashable {
  case literal(JSONPathValue)
  case query(FilterQuery)
  case logical(FilterExpression)
  case function(FunctionCall)
}

/// The function extensions RFC 9535 defines, with their types (section 2.4).
enum JSONPathFunction: String, Sendable, Hashable, CaseIterable {
  case length, count, match, search, value

  enum ArgumentType { case value, logical, nodes }
  enum ResultType { case value, logical, nodes }

  var parameters: [ArgumentType] {
    switch self {
    case .length: [.value]
    case .count, .value: [.nodes]
    case .match, .search: [.value, .value]
    }
  }

  var result: ResultType {
    switch self {
    case .length, .count, .value: .value
    case .match, .search: .logical
    }
  }
}

/// A JSON value a filter works with: a literal, or the value of a node.
enum JSONPathValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
}
