/// How an API signs the webhooks it sends, as its SDK records it (`WebhookEvent.signatureScheme`, from
/// apigen.yaml's `webhooks.signature` or the description's `x-webhook-signature`). APIWebhooks makes a verifier of
/// one: `try WebhookEvent.signatureScheme.verifier(secret: ...)`.
public enum WebhookSignatureScheme: String, Sendable, Hashable, CaseIterable {
  /// HMAC-SHA256 of the body in hexadecimal, in `X-Hub-Signature-256: sha256=...` (GitHub's).
  case gitHub = "github"
  /// `Stripe-Signature: t=...,v1=...` over `t.body` (Stripe's).
  case stripe
  /// `webhook-id`, `webhook-timestamp` and `webhook-signature: v1,...` (Standard Webhooks: OpenAI and others).
  case standardWebhooks = "standard-webhooks"
  /// Standard Webhooks under Svix's `svix-` header names.
  case svix
}
