/// A Swift expression of the shapes generated code uses, as a value: translation builds it, `SwiftPrinter` alone
/// writes it out, and nothing in between reads or writes Swift text. Only the cases that contain an expression are
/// `indirect`: a boxed leaf (a name, a literal) would cost an allocation each.
package enum SwiftExpression: Hashable, Sendable {
  /// A name standing alone: a parameter, a local, a member reached from inside its type.
  case name(SwiftIdentifier)
  /// `self`.
  case selfValue
  /// A type used as a value: the callee of `Indirect(value)`, the base of `Int.init`.
  case type(SwiftType)
  /// `T.self`.
  case metatype(SwiftType)
  /// `base.member`, the member as written after the dot.
  indirect case member(SwiftExpression, String)
  /// `.member`, its base inferred.
  case implicitMember(String)
  /// `base?`: what follows is reached by optional chaining.
  indirect case optionalChain(SwiftExpression)
  /// `callee(arguments)`, or `callee { … }` with a trailing closure and no arguments.
  indirect case call(SwiftExpression, [SwiftArgument], trailingClosure: SwiftExpression? = nil)
  /// `{ body }`.
  indirect case closure(SwiftExpression)
  /// A closure of statements, over several lines where it ends a statement (`SwiftPrinter.lines`).
  indirect case statementClosure(SwiftClosure)
  /// `$0`.
  case closureArgument
  /// A string literal of the text, escaped so that no text can end it early.
  case string(String)
  /// A string literal with interpolations: `"/users/\(path: user)"`.
  case interpolation([InterpolationSegment])
  case integer(Int)
  case double(Double)
  case boolean(Bool)
  case `nil`
  case array([SwiftExpression])
  /// `(a, b)`.
  case tuple([SwiftExpression])
  /// `[key: value, …]`, `[:]` when empty.
  case dictionary([SwiftDictionaryEntry])
  indirect case binary(SwiftExpression, SwiftOperator, SwiftExpression)
  /// `condition ? then : otherwise`.
  indirect case ternary(SwiftExpression, SwiftExpression, SwiftExpression)
  /// `try expression`: marks the whole expression to its right.
  indirect case `try`(SwiftExpression)
  /// `try? expression`.
  indirect case optionalTry(SwiftExpression)
  indirect case await(SwiftExpression)
  /// `!value`.
  indirect case not(SwiftExpression)
  /// `value!`: a value the generator knows is there (a URL literal it checked).
  indirect case forceUnwrap(SwiftExpression)

  /// `base.member(arguments)`.
  package static func call(_ base: SwiftExpression, _ member: String, _ arguments: SwiftArgument...) -> Self {
    .call(.member(base, member), arguments)
  }

  /// `base.member { body }`: `.map { $0 }`.
  package static func trailing(_ base: SwiftExpression, _ member: String, _ body: SwiftExpression) -> Self {
    .call(.member(base, member), [], trailingClosure: .closure(body))
  }

  /// A local or parameter by a name no spec chooses (`request`, `decoder`).
  package static func local(_ name: String) -> Self { .name(SwiftIdentifier(name)) }
}

/// One argument of a call: `label: value`, or `value` without a label.
package struct SwiftArgument: Hashable, Sendable {
  package var label: String?
  package var value: SwiftExpression

  package init(_ label: String?, _ value: SwiftExpression) {
    self.label = label
    self.value = value
  }

  /// An unlabelled argument.
  package static func value(_ value: SwiftExpression) -> Self { Self(nil, value) }

  /// `name: name`: a parameter passed on under its own label.
  package static func forwarding(_ name: SwiftIdentifier) -> Self { Self(name.bare, .name(name)) }
}

package struct SwiftDictionaryEntry: Hashable, Sendable {
  package var key: SwiftExpression
  package var value: SwiftExpression

  package init(_ key: SwiftExpression, _ value: SwiftExpression) {
    self.key = key
    self.value = value
  }
}

/// A part of an interpolated string literal.
package enum InterpolationSegment: Hashable, Sendable {
  /// Literal text, escaped when printed.
  case text(String)
  /// `\(label: value)`.
  case value(label: String?, SwiftExpression)
}

package enum SwiftOperator: String, Hashable, Sendable {
  case nilCoalescing = "??"
  case equal = "=="
  case halfOpenRange = "..<"
}
