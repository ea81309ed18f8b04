import Foundation
import HTTPTypes

/// A check that a received webhook request was signed by its sender with a secret the receiver shares.
///
/// A verifier reads the signature from the request's header fields and recomputes it over the body's raw bytes,
/// exactly as they arrived: a body decoded and encoded again is not the body that was signed. Every scheme
/// compares signatures in constant time, accepts a signature made with any of its secrets (so a secret can be
/// rotated without dropping events), and, where the scheme signs a timestamp, rejects one outside its tolerance.
public protocol WebhookSignatureVerifier: Sendable {
  /// Checks the signature of a request with these header fields and this body, received at `now`.
  ///
  /// - Throws: ``WebhookSignatureError``: a header is missing or malformed, no signature matches, or the signed
  ///   timestamp is too far from `now`.
  func verify(_ headerFields: HTTPFields, body: some DataProtocol, now: Date) throws(WebhookSignatureError)
}

extension WebhookSignatureVerifier {
  /// Checks the signature of a request with these header fields and this body, received now.
  public func verify(_ headerFields: HTTPFields, body: some DataProtocol) throws(WebhookSignatureError) {
    try verify(headerFields, body: body, now: Date())
  }
}
