import _APIGenOpenAPI

/// When `apigen verify` calls an operation, so that no call undoes what the others need: what makes resources goes
/// first (a read of what a create made then finds it), reads next, then changes, deletes, and last what ends the
/// session (a logout or a revoke, whatever its method: the token it revokes is the one every other call sends).
/// Each phase ends before the next begins (so a later call can take values from an earlier answer through its
/// links); within one, calls run side by side.
package enum CallPhase: Int, Comparable, Sendable, CaseIterable {
  case create, read, update, delete, endSession

  package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The phase an operation's method and names put it in.
  package init(of operation: _APIGenOpenAPI.Operation) {
    if Self.endsSession(operation) {
      self = .endSession
      return
    }
    switch operation.method {
    case .post, .put: self = .create
    case .patch: self = .update
    case .delete: self = .delete
    default: self = .read
    }
  }

  /// The words that name an operation ending the caller's session, in its name or path, written without
  /// separators (`log-out`, `sign_out`, `revokeToken`).
  static let sessionEndingWords = ["logout", "logoff", "signout", "revoke"]

  /// Whether the operation's name or path says it logs out or revokes.
  static func endsSession(_ operation: _APIGenOpenAPI.Operation) -> Bool {
    let text = (operation.name + " " + operation.path).lowercased().filter { $0 != "-" && $0 != "_" }
    return sessionEndingWords.contains { text.contains($0) }
  }

  /// The last path segments that name the caller's own account when nothing identifies another one:
  /// `DELETE /accounts`, `DELETE /user`, `DELETE /users/me`.
  static let ownAccountSegments: Set<String> = ["account", "accounts", "user", "me", "self", "profile", "myself"]

  /// Whether the operation deletes the account whose credentials the call sends: a `DELETE` whose path ends in a
  /// segment naming an account, not in a parameter that would name another.
  package static func deletesOwnAccount(_ operation: _APIGenOpenAPI.Operation) -> Bool {
    guard operation.method == .delete,
      let last = operation.path.split(separator: "/").last.map({ $0.lowercased() }),
      !last.hasPrefix("{")
    else { return false }
    return ownAccountSegments.contains(last)
  }
}
