/// A webhook secret a scheme cannot use: Standard Webhooks' secrets are base64 (after `whsec_`).
public struct InvalidWebhookSecret: Error, Equatable, Sendable, CustomStringConvertible {
  /// The secret's place: 0 for `secret`, 1 for the first of `olderSecrets`, and so on.
  public var index: Int

  public init(index: Int) { self.index = index }

  public var description: String { "webhook secret \(index) is not base64 (with or without its whsec_ prefix)" }
}
