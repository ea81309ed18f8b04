import Foundation
import HTTPTypes

/// Why a webhook request's signature was not accepted.
public enum WebhookSignatureError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The request has no header field the scheme signs with.
  case missingHeader(HTTPField.Name)
  /// A header field the scheme reads is not in the scheme's form.
  case malformedHeader(HTTPField.Name, reason: String)
  /// No signature in the header field matches the body with any of the secrets: the body was changed on the way,
  /// or it was signed with another secret (or not by the sender at all).
  case noMatchingSignature(HTTPField.Name)
  /// The signature matches, but the time it was made is further from now than the tolerance: an old request sent
  /// again (or a clock far off).
  case timestampOutsideTolerance(signedAt: Date, now: Date, tolerance: Duration)

  public var description: String {
    switch self {
    case .missingHeader(let name): "the request has no \(name) header field"
    case .malformedHeader(let name, let reason): "the \(name) header field is malformed: \(reason)"
    case .noMatchingSignature(let name):
      "no signature in the \(name) header field matches the body with the secrets given"
    case .timestampOutsideTolerance(let signedAt, let now, let tolerance):
      "the request was signed at \(Int(signedAt.timeIntervalSince1970)), "
        + "\(Int(abs(now.timeIntervalSince(signedAt)))) s from now (\(Int(now.timeIntervalSince1970))); "
        + "the tolerance is \(tolerance.components.seconds) s"
    }
  }
}
