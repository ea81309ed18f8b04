/// A member's name (property, parameter, case, method): one value that knows both ways Swift writes it, so that no
/// later stage adds or strips backticks.
package struct SwiftIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The identifier without backticks: what follows a dot (`.default`), names an argument label, and what other
  /// names are built from (`_default`, `defaultResponse`).
  package let bare: String

  package init(_ bare: String) { self.bare = bare }
  package init(stringLiteral value: String) { self.init(value) }

  /// As written where it stands alone (a declaration, a parameter, a reference): backticked when it is a keyword.
  package var declared: String { SwiftName.keywords.contains(bare) ? "`\(bare)`" : bare }

  /// The declared form, so that interpolating an identifier into code writes it correctly.
  package var description: String { declared }

  package static func < (lhs: SwiftIdentifier, rhs: SwiftIdentifier) -> Bool { lhs.bare < rhs.bare }
}

extension NameScope {
  /// Claims a member name (not escaped; the identifier escapes it where it is written).
  mutating func claimIdentifier(_ preferred: String) -> SwiftIdentifier { SwiftIdentifier(claim(preferred)) }
}
