import Foundation
import HTTPTypes
import _APIMockCore

/// What `apigen verify` calls and how: the server, which operations, the values and credentials to send, and how
/// patiently.
package struct VerifyOptions: Sendable {
  /// The server's base URL; it replaces the spec's `servers` (its path included).
  package var server: URL
  /// Only these operations (by id, or the derived name of operations without one); empty: all.
  package var operations: [String] = []
  /// Only operations with one of these tags; empty: all.
  package var tags: [String] = []
  /// Never these operations (an account's deletion, a logout), whatever else selects them.
  package var excludedOperations: [String] = []
  /// Never operations with one of these tags.
  package var excludedTags: [String] = []
  /// Whether POST, PUT, PATCH, DELETE and the like are called too (in spec order); by default only GET, HEAD and
  /// OPTIONS, which a server must not change anything for.
  package var includesUnsafe = false
  /// Header fields added to every request (`--header`), after the credentials from the environment.
  package var headers: HTTPFields = [:]
  /// Values chosen for parameters and bodies (`--data`).
  package var supplied = SuppliedValues()
  /// The environment the credentials are read from (`APIGEN_TOKEN` and the like; see ``Credentials``).
  package var environment: [String: String] = ProcessInfo.processInfo.environment
  /// How long one request may take, body included, before it is reported as timed out.
  package var timeout: Duration = .seconds(30)
  /// How many requests are in flight at once.
  package var concurrency = 1
  /// How many bytes of a body are read and checked; a longer body is read this far and not checked.
  package var maximumBodyBytes = 16 << 20
  /// How many same-origin redirects are followed (each reported) before the answer is checked.
  package var maximumRedirects = 5

  package init(server: URL) {
    self.server = server
  }
}
