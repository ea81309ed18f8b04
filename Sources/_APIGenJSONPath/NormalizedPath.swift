/// Where a selected node is: the member names and array indexes from the root, printable as RFC 9535's normalized
/// path (`$['paths']['/pets']['get']`).
public struct NormalizedPath: Sendable, Hashable, Comparable, CustomStringConvertible {
  public enum Step: Sendable, Hashable {
    case name(String)
    case index(Int)
  }

  public var steps: [Step]

  public init(_ steps: [Step] = []) { self.steps = steps }

  public func appending(_ step: Step) -> NormalizedPath { NormalizedPath(steps + [step]) }

  /// `$` followed by one bracket per step, names in single quotes with section 2.7's escapes.
  public var description: String {
    var text = "$"
    for step in steps {
      switch step {
      case .index(let index): text += "[\(index)]"
      case .name(let name):
        text += "['"
        for scalar in name.unicodeScalars { text += Self.escaped(scalar) }
        text += "']"
      }
    }
    return text
  }

  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\u{8}": return "\\b"
    case "\u{C}": return "\\f"
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case "'": return "\\'"
    case "\\": return "\\\\"
    case let control where control.value < 0x20:
      let hex = String(control.value, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: return String(scalar)
    }
  }

  /// Orders paths step by step, indexes by number, and a path before the paths below it: sorted in reverse, every
  /// node comes before its parent and after the later items of its array, so removing in that order never moves a
  /// node still to be removed.
  public static func < (lhs: NormalizedPath, rhs: NormalizedPath) -> Bool {
    for (left, right) in zip(lhs.steps, rhs.steps) where left != right {
      switch (left, right) {
      case (.index(let a), .index(let b)): return a < b
      case (.name(let a), .name(let b)): return a < b
      case (.index, .name): return true
      case (.name, .index): return false
      }
    }
    return lhs.steps.count < rhs.steps.count
  }
}
