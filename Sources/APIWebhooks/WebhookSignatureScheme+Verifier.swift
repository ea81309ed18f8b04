import APIRuntime

#if canImport(CryptoKit) || Webhooks
  extension WebhookSignatureScheme {
    /// A verifier of this scheme with its usual header names, accepting `secret` or any of `olderSecrets`, within
    /// `tolerance` of the time of receipt where the scheme signs one.
    ///
    /// - Throws: ``InvalidWebhookSecret`` when a Standard Webhooks or Svix secret is not base64.
    public func verifier(secret: String, olderSecrets: [String] = [], tolerance: Duration = .seconds(300))
      throws(InvalidWebhookSecret) -> any WebhookSignatureVerifier
    {
      switch self {
      case .gitHub: GitHubWebhookSignature(secret: secret, olderSecrets: olderSecrets)
      case .stripe: StripeWebhookSignature(secret: secret, olderSecrets: olderSecrets, tolerance: tolerance)
      case .standardWebhooks:
        try StandardWebhookSignature(secret: secret, olderSecrets: olderSecrets, tolerance: tolerance)
      case .svix:
        try StandardWebhookSignature(
          secret: secret, olderSecrets: olderSecrets, tolerance: tolerance, headerPrefix: "svix-")
      }
    }
  }
#endif
