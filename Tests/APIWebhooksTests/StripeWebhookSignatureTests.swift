import APIWebhooks
import Foundation
import HTTPTypes
import Testing

@Suite struct StripeWebhookSignatureTests {
  let vectors: VendorVectors.Stripe
  let name = HTTPField.Name("Stripe-Signature")!

  init() throws { vectors = try VendorVectors.load().stripe }

  var signedAt: Date { Date(timeIntervalSince1970: TimeInterval(vectors.signedAt)) }
  func fields(_ value: String) -> HTTPFields { HTTPFields([("Stripe-Signature", value)]) }
  func verify(_ header: String, body: [UInt8]? = nil, secret: String? = nil, now: Date? = nil) throws {
    try StripeWebhookSignature(secret: secret ?? vectors.secret).verify(
      fields(header), body: body ?? Array(vectors.body.utf8), now: now ?? signedAt.addingTimeInterval(10))
  }

  @Test func acceptsWhatStripesLibrarySigned() throws {
    try verify(vectors.header)
    // Both secrets of a rotation, and the v0 item Stripe adds in test mode, ignored.
    try verify(vectors.rotatedHeader)
    try verify(vectors.rotatedHeader, secret: vectors.olderSecret)
    try StripeWebhookSignature(secret: "whsec_unrelated", olderSecrets: [vectors.olderSecret]).verify(
      fields(vectors.rotatedHeader), body: Array(vectors.body.utf8), now: signedAt)
  }

  @Test func rejectsATamperedBodyAndAWrongSecret() {
    #expect(throws: WebhookSignatureError.noMatchingSignature(name)) {
      try verify(vectors.header, body: tampered(vectors.body))
    }
    #expect(throws: WebhookSignatureError.noMatchingSignature(name)) { try verify(vectors.header, secret: "whsec_x") }
    // The signed time is part of what is signed: moving it breaks the signature.
    let moved = vectors.header.replacingOccurrences(of: "t=\(vectors.signedAt)", with: "t=\(vectors.signedAt + 1)")
    #expect(throws: WebhookSignatureError.noMatchingSignature(name)) { try verify(moved) }
  }

  @Test func rejectsAStaleOrFutureTimestamp() throws {
    let late = signedAt.addingTimeInterval(301)
    #expect(
      throws: WebhookSignatureError.timestampOutsideTolerance(signedAt: signedAt, now: late, tolerance: .seconds(300))
    ) { try verify(vectors.header, now: late) }
    let early = signedAt.addingTimeInterval(-301)
    #expect(
      throws: WebhookSignatureError.timestampOutsideTolerance(signedAt: signedAt, now: early, tolerance: .seconds(300))
    ) { try verify(vectors.header, now: early) }
    try verify(vectors.header, now: signedAt.addingTimeInterval(300))
    // A longer tolerance, when the receiver queues requests before checking them.
    try StripeWebhookSignature(secret: vectors.secret, tolerance: .seconds(3600)).verify(
      fields(vectors.header), body: Array(vectors.body.utf8), now: late)
  }

  @Test func rejectsMissingAndMalformedHeaders() {
    #expect(throws: WebhookSignatureError.missingHeader(name)) {
      try StripeWebhookSignature(secret: vectors.secret).verify(HTTPFields(), body: [], now: signedAt)
    }
    let signature = String(vectors.header.split(separator: ",")[1])
    let cases: [(String, String)] = [
      (signature, "it has no 't' timestamp"),
      ("t=\(vectors.signedAt)", "it has no v1 signature"),
      ("t=\(vectors.signedAt),v0=abcd", "it has no v1 signature"),
      ("t=soon,\(signature)", "'t' is not a Unix time in seconds"),
      ("t=-5,\(signature)", "'t' is not a Unix time in seconds"),
      ("t=1,t=2,\(signature)", "it has more than one 't'"),
      ("t=\(vectors.signedAt),v1=xyz", "a v1 signature is not hexadecimal"),
      ("t=\(vectors.signedAt),\(signature),garbage", "'garbage' is not a key=value pair"),
    ]
    for (header, reason) in cases {
      #expect(throws: WebhookSignatureError.malformedHeader(name, reason: reason), "\(header)") {
        try verify(header)
      }
    }
  }
}
