import APIWebhooks
import Foundation
import HTTPTypes
import Testing

@Suite struct GitHubWebhookSignatureTests {
  // GitHub's documented test values ("Validating webhook deliveries": the secret, the payload and the signature
  // a correct implementation gives for them).
  let secret = "It's a Secret to Everybody"
  let body = Array("Hello, World!".utf8)
  let signature = "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17"
  let now = Date(timeIntervalSince1970: 1_700_000_000)

  func fields(_ value: String) -> HTTPFields { HTTPFields([("X-Hub-Signature-256", value)]) }

  @Test func acceptsGitHubsDocumentedExample() throws {
    try GitHubWebhookSignature(secret: secret).verify(fields(signature), body: body, now: now)
    try GitHubWebhookSignature(secret: secret).verify(
      fields(
        signature.uppercased().replacingOccurrences(
          of: "SHA256=", with: "sha256=")), body: body, now: now)
  }

  @Test func acceptsAnOlderSecretDuringARotation() throws {
    try GitHubWebhookSignature(secret: "the new one", olderSecrets: [secret]).verify(
      fields(signature), body: body, now: now)
  }

  @Test func rejectsATamperedBodyAndAWrongSecret() {
    #expect(throws: WebhookSignatureError.noMatchingSignature(HTTPField.Name("X-Hub-Signature-256")!)) {
      try GitHubWebhookSignature(secret: secret).verify(fields(signature), body: tampered("Hello, World!"), now: now)
    }
    #expect(throws: WebhookSignatureError.noMatchingSignature(HTTPField.Name("X-Hub-Signature-256")!)) {
      try GitHubWebhookSignature(secret: "It's a secret to everybody").verify(fields(signature), body: body, now: now)
    }
  }

  @Test func rejectsMissingAndMalformedHeaders() {
    let name = HTTPField.Name("X-Hub-Signature-256")!
    #expect(throws: WebhookSignatureError.missingHeader(name)) {
      try GitHubWebhookSignature(secret: secret).verify(HTTPFields(), body: body, now: now)
    }
    #expect(throws: WebhookSignatureError.malformedHeader(name, reason: "it does not start with 'sha256='")) {
      try GitHubWebhookSignature(secret: secret).verify(fields(String(signature.dropFirst(7))), body: body, now: now)
    }
    #expect(throws: WebhookSignatureError.malformedHeader(name, reason: "what follows 'sha256=' is not hexadecimal")) {
      try GitHubWebhookSignature(secret: secret).verify(fields("sha256=75710g"), body: body, now: now)
    }
    // A signature cut short is a mismatch, not a prefix match.
    #expect(throws: WebhookSignatureError.noMatchingSignature(name)) {
      try GitHubWebhookSignature(secret: secret).verify(fields(String(signature.dropLast(2))), body: body, now: now)
    }
  }

  @Test func readsAnotherHeaderWhenToldTo() throws {
    // Another header and prefix (a sender that copies the scheme) are the same check.
    let verifier = GitHubWebhookSignature(
      secret: secret, headerName: HTTPField.Name("X-Signature")!, prefix: "hmac-sha256=")
    try verifier.verify(
      HTTPFields([("X-Signature", "hmac-sha256=" + signature.dropFirst(7))]), body: body, now: now)
  }
}
