#if !(canImport(CryptoKit) || Webhooks)

  /// Unavailable without a crypto library: enable APIGen's `Webhooks` trait.
  @available(*, unavailable, message: "add traits: [\"Webhooks\"] to the .package line that adds APIGen")
  public enum GitHubWebhookSignature {}
  /// Unavailable without a crypto library: enable APIGen's `Webhooks` trait.
  @available(*, unavailable, message: "add traits: [\"Webhooks\"] to the .package line that adds APIGen")
  public enum StripeWebhookSignature {}
  /// Unavailable without a crypto library: enable APIGen's `Webhooks` trait.
  @available(*, unavailable, message: "add traits: [\"Webhooks\"] to the .package line that adds APIGen")
  public enum StandardWebhookSignature {}
#endif
