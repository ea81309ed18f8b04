/// A property declaration as syntax: stored, computed from one expression, or with a getter and a setter.
/// `SwiftPrinter.lines` writes it; its documentation is the context's to lay out.
package struct SwiftProperty: Hashable, Sendable {
  package enum Value: Hashable, Sendable {
    /// `let name: Type` (`var` when `mutable`), with `= initial` when it has one.
    case stored(mutable: Bool, initial: SwiftExpression?)
    /// `var name: Type { value }`.
    case computed(SwiftExpression)
    /// `var name: Type {`, `get { … }`, `set { … }`, `}`.
    case accessors(get: SwiftExpression, set: SwiftStatement)
  }

  /// The documentation comment's lines, without the `///`.
  package var docs: [String]
  package var deprecated: Bool
  package var access: SwiftFunction.Access
  package var isStatic: Bool
  package var name: SwiftIdentifier
  /// Nil: inferred from the initial value.
  package var type: SwiftType?
  package var value: Value

  package init(
    docs: [String] = [], deprecated: Bool = false, access: SwiftFunction.Access, isStatic: Bool = false,
    name: SwiftIdentifier, type: SwiftType?, value: Value
  ) {
    self.docs = docs
    self.deprecated = deprecated
    self.access = access
    self.isStatic = isStatic
    self.name = name
    self.type = type
    self.value = value
  }
}
