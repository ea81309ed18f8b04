import _APIGenOpenAPI

/// The webhooks a description says its API sends (`webhooks`, or `x-webhooks` before 3.1), as one enum with a case
/// per webhook and an initializer that decodes a received request into the case it is.
package struct WebhookSetDecl: Sendable {
  /// `WebhookEvent`, unless a schema has that name.
  package var typeName: String
  package var docs: [String]
  /// The documentation of `init(_:)`, which says what tells the webhooks apart.
  package var initializerDocs: [String]
  /// How the API signs them, when apigen.yaml or the description says: the enum's `signatureScheme`.
  package var signature: WebhookSignatureChoice?
  /// The fields that tell the webhooks apart, read in this order: one (OpenAI's body `type`), or two where the
  /// first repeats (an event header and the body's `action`); empty when there is one webhook, which every request
  /// is.
  package var discriminators: [WebhookDiscriminator]
  /// In the description's order.
  package var webhooks: [WebhookDecl]
}

/// Where a received request says which webhook it is.
package struct WebhookDiscriminator: Sendable, Hashable {
  package enum Source: Sendable, Hashable {
    /// A string field at the top level of the JSON body (`type` in OpenAI's and Stripe's events).
    case bodyField
    /// A header field (`X-GitHub-Event`).
    case header
  }

  package var source: Source
  /// The field's name as the description writes it.
  package var name: String

  package init(source: Source, name: String) {
    self.source = source
    self.name = name
  }
}

package struct WebhookDecl: Sendable {
  /// The webhook's key in `webhooks`: `batch_cancelled`.
  package var key: String
  package var caseName: SwiftIdentifier
  package var method: HTTPMethod
  /// The values of the set's discriminators that select it; a discriminator it has no value for matches any (the
  /// one webhook of its first value that leaves the second open).
  package var match: [WebhookDiscriminator: String]
  /// The payload's type, or nil for a body the description gives no JSON schema for (the case holds its bytes).
  package var payload: SwiftType?
  package var docs: [String]
  package var deprecated: Bool
}

/// A signature scheme APIWebhooks verifies, by the name apigen.yaml and `x-webhook-signature` give it (the runtime's
/// `WebhookSignatureScheme` has the same raw values).
package enum WebhookSignatureChoice: String, Sendable, CaseIterable {
  case gitHub = "github"
  case stripe
  case standardWebhooks = "standard-webhooks"
  case svix

  /// The names a config or description may give, for messages.
  static let expectation = "expected " + allCases.map(\.rawValue).joined(separator: ", ")
}
