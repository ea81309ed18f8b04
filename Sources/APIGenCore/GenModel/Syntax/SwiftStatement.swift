/// A Swift statement of the shapes generated code uses, printed by `SwiftPrinter` (`lines` for the ones that take
/// several lines).
package enum SwiftStatement: Hashable, Sendable {
  /// `let name = value`, or `var` when `mutable`.
  case declaration(mutable: Bool, name: SwiftIdentifier, value: SwiftExpression)
  /// `target = value`.
  case assignment(SwiftExpression, SwiftExpression)
  case expression(SwiftExpression)
  case `return`(SwiftExpression)
  /// `return` without a value: leaving an initializer once `self` is set.
  case returnEarly
  case `throw`(SwiftExpression)
  /// `if condition {`, the body, `}`.
  indirect case `if`(SwiftExpression, [SwiftStatement])
  /// `if let name = value {`, the body, `}`.
  indirect case ifLet(SwiftIdentifier, SwiftExpression, [SwiftStatement])
  /// `do {`, the body, then `} catch { handler }` on one line.
  indirect case doCatch([SwiftStatement], catch: SwiftStatement)
  /// `switch subject {`, the cases, `}`.
  indirect case `switch`(SwiftExpression, [SwiftSwitchCase])
}

/// One case of a `switch`.
package struct SwiftSwitchCase: Hashable, Sendable {
  package enum Pattern: Hashable, Sendable {
    /// `case a, b:`.
    case values([SwiftExpression])
    /// `case .name(let binding):`.
    case enumCase(SwiftIdentifier, binding: SwiftIdentifier)
    /// `default:`.
    case `default`
  }

  package enum Body: Hashable, Sendable {
    /// One statement on the case's line.
    case inline(SwiftStatement)
    /// Statements on the lines after it.
    case lines([SwiftStatement])
  }

  package var pattern: Pattern
  package var body: Body

  /// A case whose one statement stands on its line.
  package init(_ pattern: Pattern, _ statement: SwiftStatement) {
    self.pattern = pattern
    self.body = .inline(statement)
  }

  /// A case whose statements follow it, a line each.
  package init(_ pattern: Pattern, lines statements: [SwiftStatement]) {
    self.pattern = pattern
    self.body = .lines(statements)
  }
}

/// A function parameter: `label name: Type = default`, or `name: Type` where the label is the name.
package struct SwiftParameter: Hashable, Sendable {
  /// An argument label differing from the name (`as`, `following`); nil: the name is the label.
  package var label: String?
  package var name: SwiftIdentifier
  package var type: SwiftType
  package var defaultValue: SwiftExpression?

  package init(label: String? = nil, _ name: SwiftIdentifier, _ type: SwiftType, default value: SwiftExpression? = nil)
  {
    self.label = label
    self.name = name
    self.type = type
    self.defaultValue = value
  }

  /// The same parameter without its default value.
  package var undefaulted: Self {
    var copy = self
    copy.defaultValue = nil
    return copy
  }
}

/// A same-type requirement of a `where` clause: `Body == String`.
package struct SwiftSameType: Hashable, Sendable {
  package var left: SwiftType
  package var right: SwiftType

  package init(_ left: SwiftType, _ right: SwiftType) {
    self.left = left
    self.right = right
  }
}
