import _APIGenYAML

/// Section 2.3.5.2.2's comparisons: equality of any two JSON values (mappings and sequences by content), order
/// of two numbers or two strings only, and "nothing" equal to nothing alone.
enum JSONPathComparison {
  static func compare(_ left: ComparedValue?, _ comparison: ComparisonOperator, _ right: ComparedValue?) -> Bool {
    switch comparison {
    case .equal: return equal(left, right)
    case .notEqual: return !equal(left, right)
    case .less: return less(left, right)
    case .lessOrEqual: return less(left, right) || equal(left, right)
    case .greater: return less(right, left)
    case .greaterOrEqual: return less(right, left) || equal(left, right)
    }
  }

  private static func equal(_ left: ComparedValue?, _ right: ComparedValue?) -> Bool {
    switch (left, right) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case (let left?, let right?): return equal(left.structured, right.structured)
    }
  }

  private static func less(_ left: ComparedValue?, _ right: ComparedValue?) -> Bool {
    guard let left = left?.structured, let right = right?.structured else { return false }
    switch (left, right) {
    case (.scalar(.number(let a)), .scalar(.number(let b))): return a < b
    // Strings order by their Unicode scalars, not by Swift's grapheme-aware comparison.
    case (.scalar(.string(let a)), .scalar(.string(let b))):
      return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    default: return false
    }
  }

  static func equal(_ left: StructuredValue, _ right: StructuredValue) -> Bool {
    switch (left, right) {
    case (.scalar(.string(let a)), .scalar(.string(let b))): return a.unicodeScalars.elementsEqual(b.unicodeScalars)
    case (.scalar(let a), .scalar(let b)): return a == b
    case (.sequence(let a), .sequence(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { equal($0.structured, $1.structured) }
    case (.mapping(let a), .mapping(let b)):
      guard a.count == b.count else { return false }
      return a.allSatisfy { pair in
        b.contains { $0.key.keyText == pair.key.keyText && equal(pair.value.structured, $0.value.structured) }
      }
    default: return false
    }
  }
}

/// A value as comparisons see it: a scalar's JSON value, or a node's items or members.
enum StructuredValue {
  case scalar(JSONPathValue)
  case sequence([Node])
  case mapping([Pair])
}

extension ComparedValue {
  var structured: StructuredValue {
    switch self {
    case .value(let value): return .scalar(value)
    case .node(let node): return node.structured
    }
  }
}

extension Node {
  var structured: StructuredValue {
    switch content {
    case .sequence(let items): return .sequence(items)
    case .mapping(let pairs): return .mapping(pairs)
    case .scalar(let scalar): return .scalar(scalar.jsonPathValue)
    }
  }
}

extension Scalar {
  /// The scalar's JSON value under YAML's core schema (a plain `200` is a number, a quoted `'200'` a string).
  var jsonPathValue: JSONPathValue {
    switch resolved {
    case .null: return .null
    case .bool(let value): return .bool(value)
    case .int(let value): return .number(Double(value))
    case .float(let value): return .number(value)
    case .string(let value): return .string(value)
    }
  }
}

/// Whether two nodes stand for the same JSON value: scalars by their core-schema value (a plain `1` and `1.0` are
/// equal, `'1'` is a string), sequences item by item, mappings by their members whatever their order.
public enum NodeEquality {
  public static func equal(_ left: Node, _ right: Node) -> Bool {
    JSONPathComparison.equal(left.structured, right.structured)
  }
}
