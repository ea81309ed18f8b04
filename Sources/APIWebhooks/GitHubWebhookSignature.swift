import Foundation
import HTTPTypes

#if canImport(CryptoKit) || Webhooks
  /// HMAC-SHA256 of the raw body, in hexadecimal in one header field: GitHub's `X-Hub-Signature-256: sha256=...`,
  /// and the many senders that copy it under another header name or prefix.
  ///
  /// The scheme signs no timestamp, so it cannot tell a request sent again from the first: keep each delivery's
  /// identifier (GitHub's `X-GitHub-Delivery`) if a repeat matters.
  public struct GitHubWebhookSignature: WebhookSignatureVerifier {
    /// The header field the signature is in.
    public var headerName: HTTPField.Name
    /// What the field's value starts with before the hexadecimal digits.
    public var prefix: String
    private let keys: [[UInt8]]

    /// A verifier accepting a signature made with `secret`, or with any of `olderSecrets` while a rotation lasts.
    public init(
      secret: String, olderSecrets: [String] = [], headerName: HTTPField.Name = HTTPField.Name("X-Hub-Signature-256")!,
      prefix: String = "sha256="
    ) {
      self.headerName = headerName
      self.prefix = prefix
      self.keys = HMACSHA256.keys(secret, olderSecrets)
    }

    public func verify(_ headerFields: HTTPFields, body: some DataProtocol, now: Date) throws(WebhookSignatureError) {
      let values = headerFields[values: headerName]
      guard !values.isEmpty else { throw .missingHeader(headerName) }
      var signatures: [[UInt8]] = []
      for value in values {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(prefix) else {
          throw .malformedHeader(headerName, reason: "it does not start with '\(prefix)'")
        }
        guard let bytes = SignatureText.hexBytes(trimmed.dropFirst(prefix.count)) else {
          throw .malformedHeader(headerName, reason: "what follows '\(prefix)' is not hexadecimal")
        }
        signatures.append(bytes)
      }
      guard HMACSHA256.anyMatches(signatures, keys: keys, over: [body]) else { throw .noMatchingSignature(headerName) }
    }
  }
#endif
