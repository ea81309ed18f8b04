/// A Swift statement of the shapes generated code uses, printed by `SwiftPrinter`.
package enum SwiftStatement: Hashable, Sendable {
  /// `let name = value`, or `var` when `mutable`.
  case declaration(mutable: Bool, name: SwiftIdentifier, value: SwiftExpression)
  /// `target = value`.
  case assignment(SwiftExpression, SwiftExpression)
  case expression(SwiftExpression)
  case `return`(SwiftExpression)
  case `throw`(SwiftExpression)
}

/// Statements one after another, then a `switch` that ends the block: a generated method's body.
package struct SwiftBlock: Hashable, Sendable {
  package var statements: [SwiftStatement]
  /// What the final `switch` is over.
  package var subject: SwiftExpression
  package var cases: [SwiftSwitchCase]

  package init(statements: [SwiftStatement], switchOver subject: SwiftExpression, cases: [SwiftSwitchCase]) {
    self.statements = statements
    self.subject = subject
    self.cases = cases
  }
}

/// One case of a `switch`, its body one statement on the case's line.
package struct SwiftSwitchCase: Hashable, Sendable {
  package enum Pattern: Hashable, Sendable {
    /// `case a, b:`.
    case values([SwiftExpression])
    /// `default:`.
    case `default`
  }

  package var pattern: Pattern
  package var body: SwiftStatement

  package init(_ pattern: Pattern, _ body: SwiftStatement) {
    self.pattern = pattern
    self.body = body
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
