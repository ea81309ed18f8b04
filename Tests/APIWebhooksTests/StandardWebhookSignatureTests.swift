import APIWebhooks
import Foundation
import HTTPTypes
import Testing

@Suite struct StandardWebhookSignatureTests {
  let vectors: VendorVectors.StandardWebhooks
  let signatureName = HTTPField.Name("webhook-signature")!

  init() throws { vectors = try VendorVectors.load().standardWebhooks }

  var signedAt: Date { Date(timeIntervalSince1970: TimeInterval(vectors.signedAt)) }

  func fields(id: String? = nil, timestamp: String? = nil, signature: String? = nil, prefix: String = "webhook-")
    -> HTTPFields
  {
    HTTPFields([
      (prefix + "id", id ?? vectors.id), (prefix + "timestamp", timestamp ?? String(vectors.signedAt)),
      (prefix + "signature", signature ?? vectors.signature),
    ])
  }

  @Test func acceptsTheSpecificationsExample() throws {
    // The example of the Standard Webhooks specification (and of Svix's libraries' tests).
    let headers = HTTPFields([
      ("webhook-id", "msg_p5jXN8AQM9LWM0D4loKWxJek"), ("webhook-timestamp", "1614265330"),
      ("webhook-signature", "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="),
    ])
    try StandardWebhookSignature(secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw").verify(
      headers, body: Array(#"{"test": 2432232314}"#.utf8), now: Date(timeIntervalSince1970: 1_614_265_330))
  }

  @Test func acceptsWhatTheStandardWebhooksLibrarySigned() throws {
    let body = Array(vectors.body.utf8)
    try StandardWebhookSignature(secret: vectors.secret).verify(fields(), body: body, now: signedAt)
    // The secret without its prefix, and Svix's header names.
    try StandardWebhookSignature(secret: String(vectors.secret.dropFirst(6))).verify(
      fields(), body: body, now: signedAt)
    try StandardWebhookSignature(secret: vectors.secret, headerPrefix: "svix-").verify(
      fields(prefix: "svix-"), body: body, now: signedAt)
    // A rotation: the header carries a signature per secret, and either secret accepts it.
    try StandardWebhookSignature(secret: vectors.olderSecret).verify(
      fields(signature: vectors.rotatedSignature), body: body, now: signedAt)
    try StandardWebhookSignature(
      secret: "whsec_" + Data("another".utf8).base64EncodedString(),
      olderSecrets: [vectors.secret]
    ).verify(fields(), body: body, now: signedAt)
    // Versions other than v1 are skipped, not errors.
    try StandardWebhookSignature(secret: vectors.secret).verify(
      fields(signature: "v1a,c29tZXRoaW5n " + vectors.signature), body: body, now: signedAt)
  }

  @Test func rejectsTamperingAWrongSecretAndAnotherID() throws {
    let body = Array(vectors.body.utf8)
    let verifier = try StandardWebhookSignature(secret: vectors.secret)
    #expect(throws: WebhookSignatureError.noMatchingSignature(signatureName)) {
      try verifier.verify(fields(), body: tampered(vectors.body), now: signedAt)
    }
    #expect(throws: WebhookSignatureError.noMatchingSignature(signatureName)) {
      try StandardWebhookSignature(secret: vectors.olderSecret).verify(fields(), body: body, now: signedAt)
    }
    // The id and the time are signed: a replay under another id or time fails.
    #expect(throws: WebhookSignatureError.noMatchingSignature(signatureName)) {
      try verifier.verify(fields(id: "msg_2"), body: body, now: signedAt)
    }
    #expect(throws: WebhookSignatureError.noMatchingSignature(signatureName)) {
      try verifier.verify(fields(timestamp: String(vectors.signedAt + 1)), body: body, now: signedAt)
    }
  }

  @Test func rejectsAStaleOrFutureTimestamp() throws {
    let verifier = try StandardWebhookSignature(secret: vectors.secret)
    let body = Array(vectors.body.utf8)
    for offset in [-301.0, 301] {
      let now = signedAt.addingTimeInterval(offset)
      #expect(
        throws: WebhookSignatureError.timestampOutsideTolerance(signedAt: signedAt, now: now, tolerance: .seconds(300))
      ) { try verifier.verify(fields(), body: body, now: now) }
    }
    try verifier.verify(fields(), body: body, now: signedAt.addingTimeInterval(-300))
  }

  @Test func rejectsMissingAndMalformedHeaders() throws {
    let verifier = try StandardWebhookSignature(secret: vectors.secret)
    let body = Array(vectors.body.utf8)
    for name in ["webhook-id", "webhook-timestamp", "webhook-signature"] {
      var headers = fields()
      headers[HTTPField.Name(name)!] = nil
      #expect(throws: WebhookSignatureError.missingHeader(HTTPField.Name(name)!)) {
        try verifier.verify(headers, body: body, now: signedAt)
      }
    }
    #expect(
      throws: WebhookSignatureError.malformedHeader(
        HTTPField.Name("webhook-timestamp")!, reason: "it is not a Unix time in seconds")
    ) { try verifier.verify(fields(timestamp: "1.5"), body: body, now: signedAt) }
    let malformed: [(String, String)] = [
      ("v2,abcd", "it has no v1 signature"),
      ("v1,***", "a v1 signature is not base64"),
      ("abcd", "'abcd' is not version,signature"),
    ]
    for (signature, reason) in malformed {
      #expect(throws: WebhookSignatureError.malformedHeader(signatureName, reason: reason), "\(signature)") {
        try verifier.verify(fields(signature: signature), body: body, now: signedAt)
      }
    }
  }

  @Test func refusesASecretThatIsNotBase64() {
    let error = #expect(throws: InvalidWebhookSecret.self) {
      try StandardWebhookSignature(secret: vectors.secret, olderSecrets: ["whsec_not base64!"])
    }
    #expect(error?.index == 1)
  }
}
