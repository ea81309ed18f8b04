/// The access level of every generated declaration users see.
package enum AccessLevel: String, Sendable {
  case `public`, package, `internal`

  /// The message for a word that is not one of them.
  package static let expectation = "access must be public, package or internal"
}
