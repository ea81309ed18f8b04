import Foundation
import HTTPTypes

#if canImport(CryptoKit) || Webhooks
  /// Stripe's scheme: `Stripe-Signature: t=<unix time>,v1=<hex>[,v1=<hex>...]`, each `v1` the HMAC-SHA256 of
  /// `<t>.<raw body>` under the endpoint's signing secret (`whsec_...`, used as it is written). `v0` and other
  /// schemes in the field are ignored, as Stripe's libraries do.
  public struct StripeWebhookSignature: WebhookSignatureVerifier {
    /// The header field the signatures are in.
    public var headerName: HTTPField.Name
    /// How far the signed time may be from the time of receipt, either side.
    public var tolerance: Duration
    private let keys: [[UInt8]]

    /// A verifier accepting a signature made with `secret`, or with any of `olderSecrets` while a rotation lasts
    /// (Stripe signs with both while an endpoint's old secret is kept), within `tolerance` of the time of receipt
    /// (Stripe's libraries default to five minutes).
    public init(
      secret: String, olderSecrets: [String] = [], tolerance: Duration = .seconds(300),
      headerName: HTTPField.Name = HTTPField.Name("Stripe-Signature")!
    ) {
      self.headerName = headerName
      self.tolerance = tolerance
      self.keys = HMACSHA256.keys(secret, olderSecrets)
    }

    public func verify(_ headerFields: HTTPFields, body: some DataProtocol, now: Date) throws(WebhookSignatureError) {
      let values = headerFields[values: headerName]
      guard !values.isEmpty else { throw .missingHeader(headerName) }
      var timestamp: Substring?
      var signatures: [[UInt8]] = []
      for item in values.flatMap({ $0.split(separator: ",") }) {
        let item = item.trimmingCharacters(in: .whitespaces)
        guard let equals = item.firstIndex(of: "=") else {
          throw .malformedHeader(headerName, reason: "'\(item)' is not a key=value pair")
        }
        let value = item[item.index(after: equals)...]
        switch item[..<equals] {
        case "t":
          guard timestamp == nil else { throw .malformedHeader(headerName, reason: "it has more than one 't'") }
          timestamp = Substring(value)
        case "v1":
          guard let bytes = SignatureText.hexBytes(Substring(value)) else {
            throw .malformedHeader(headerName, reason: "a v1 signature is not hexadecimal")
          }
          signatures.append(bytes)
        default: continue
        }
      }
      guard let timestamp else { throw .malformedHeader(headerName, reason: "it has no 't' timestamp") }
      guard let signedAt = SignatureText.unixTime(timestamp) else {
        throw .malformedHeader(headerName, reason: "'t' is not a Unix time in seconds")
      }
      guard !signatures.isEmpty else { throw .malformedHeader(headerName, reason: "it has no v1 signature") }
      let signedPrefix = Array((timestamp + ".").utf8)
      guard HMACSHA256.anyMatches(signatures, keys: keys, over: [signedPrefix, body]) else {
        throw .noMatchingSignature(headerName)
      }
      // The time is trusted only once the signature over it is: a forged request learns nothing from it.
      guard SignatureText.isWithin(tolerance, signedAt: signedAt, now: now) else {
        throw .timestampOutsideTolerance(signedAt: signedAt, now: now, tolerance: tolerance)
      }
    }
  }
#endif
