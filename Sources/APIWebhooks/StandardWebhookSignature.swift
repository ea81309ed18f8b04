import Foundation
import HTTPTypes

#if canImport(CryptoKit) || Webhooks
  /// The Standard Webhooks scheme (OpenAI, Svix and others): `webhook-id`, `webhook-timestamp` and
  /// `webhook-signature: v1,<base64> [v1,<base64> ...]`, each signature the HMAC-SHA256 of
  /// `<id>.<timestamp>.<raw body>` under the secret's base64-decoded bytes.
  public struct StandardWebhookSignature: WebhookSignatureVerifier {
    /// The three header fields' names: `webhook-id`, `webhook-timestamp`, `webhook-signature` by default, or
    /// Svix's `svix-` ones.
    public var idHeader: HTTPField.Name
    public var timestampHeader: HTTPField.Name
    public var signatureHeader: HTTPField.Name
    /// How far the signed time may be from the time of receipt, either side.
    public var tolerance: Duration
    private let keys: [[UInt8]]

    /// A verifier accepting a signature made with `secret` (`whsec_` and base64, as the sender shows it), or with
    /// any of `olderSecrets` while a rotation lasts, within `tolerance` of the time of receipt (the
    /// specification's five minutes by default). `headerPrefix` is `webhook-`, or `svix-` for Svix's names.
    ///
    /// - Throws: ``InvalidWebhookSecret`` when a secret is not base64.
    public init(
      secret: String, olderSecrets: [String] = [], tolerance: Duration = .seconds(300),
      headerPrefix: String = "webhook-"
    ) throws(InvalidWebhookSecret) {
      var keys: [[UInt8]] = []
      for (index, secret) in ([secret] + olderSecrets).enumerated() {
        let encoded = secret.hasPrefix("whsec_") ? String(secret.dropFirst(6)) : secret
        guard let key = Data(base64Encoded: encoded), !key.isEmpty else { throw InvalidWebhookSecret(index: index) }
        keys.append(Array(key))
      }
      self.keys = keys
      self.tolerance = tolerance
      // The names are the prefix and fixed lower-case words: valid whenever the prefix is a token.
      self.idHeader = HTTPField.Name(headerPrefix + "id") ?? HTTPField.Name("webhook-id")!
      self.timestampHeader = HTTPField.Name(headerPrefix + "timestamp") ?? HTTPField.Name("webhook-timestamp")!
      self.signatureHeader = HTTPField.Name(headerPrefix + "signature") ?? HTTPField.Name("webhook-signature")!
    }

    public func verify(_ headerFields: HTTPFields, body: some DataProtocol, now: Date) throws(WebhookSignatureError) {
      guard let id = headerFields[idHeader] else { throw .missingHeader(idHeader) }
      guard let timestamp = headerFields[timestampHeader] else { throw .missingHeader(timestampHeader) }
      let values = headerFields[values: signatureHeader]
      guard !values.isEmpty else { throw .missingHeader(signatureHeader) }
      guard let signedAt = SignatureText.unixTime(Substring(timestamp)) else {
        throw .malformedHeader(timestampHeader, reason: "it is not a Unix time in seconds")
      }
      var signatures: [[UInt8]] = []
      for entry in values.flatMap({ $0.split(separator: " ") }) {
        guard let comma = entry.firstIndex(of: ",") else {
          throw .malformedHeader(signatureHeader, reason: "'\(entry)' is not version,signature")
        }
        // Other versions (v1a: asymmetric signatures) are for other verifiers.
        guard entry[..<comma] == "v1" else { continue }
        guard let bytes = Data(base64Encoded: String(entry[entry.index(after: comma)...])) else {
          throw .malformedHeader(signatureHeader, reason: "a v1 signature is not base64")
        }
        signatures.append(Array(bytes))
      }
      guard !signatures.isEmpty else { throw .malformedHeader(signatureHeader, reason: "it has no v1 signature") }
      let signedPrefix = Array("\(id).\(timestamp).".utf8)
      guard HMACSHA256.anyMatches(signatures, keys: keys, over: [signedPrefix, body]) else {
        throw .noMatchingSignature(signatureHeader)
      }
      guard SignatureText.isWithin(tolerance, signedAt: signedAt, now: now) else {
        throw .timestampOutsideTolerance(signedAt: signedAt, now: now, tolerance: tolerance)
      }
    }
  }
#endif
