/// The access level of every generated declaration users see.
public enum AccessLevel: String, Sendable {
  case `public`, package, `internal`

  /// The message for a word that is not one of them.
  public static let expectation = "access must be public, package or internal"
}
