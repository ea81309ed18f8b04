import APIRuntime
import Foundation
import GitHubAPI
import HTTPTypes

/// What went wrong, as the user should hear it: every `APIError` maps to one of these, and each screen shows its
/// `message` with what the user can do about it.
package nonisolated enum Problem: Hashable, Sendable {
  /// No answer from the server (no network, refused, timed out).
  case offline(detail: String)
  /// 404: the user, repository or README does not exist (or is private).
  case notFound(what: String)
  /// 401: no token, or GitHub rejected it.
  case unauthorized
  /// 403 or 429 with `x-ratelimit-remaining: 0`; `resetsAt` from `x-ratelimit-reset`.
  case rateLimited(resetsAt: Date?)
  /// Any other 403.
  case forbidden(message: String)
  /// The answer was not what the API description promises.
  case badResponse(detail: String)
  /// Any other status.
  case server(status: Int, message: String)

  /// Maps a failed call; `what` names what was asked for ("repository octocat/hello"), for the 404 message.
  package init(_ error: APIError, what: String) {
    switch error {
    case .transport(let failure):
      self = .offline(detail: failure.message)
    case .unexpectedStatus(let failure):
      self = Problem(failure, message: error.gitHubAPI.basicError?.message ?? failure.bodySummary ?? "", what: what)
    case .undecodableBody(let failure):
      self = .badResponse(detail: "\(failure.typeName) at \(failure.codingPath): \(failure.message)")
    case .encoding, .invalidRequest, .redirect:
      self = .badResponse(detail: error.description)
    case .cancelled:
      // Cancelled work is never shown; a reactor drops it before it gets here.
      self = .offline(detail: "cancelled")
    }
  }

  private init(_ failure: StatusFailure, message: String, what: String) {
    let remaining = failure.headers[HTTPField.Name("x-ratelimit-remaining")!]
    switch failure.status {
    case 401:
      self = .unauthorized
    case 429,
      _ where failure.status == 403 && remaining == "0":
      let reset = failure.headers[HTTPField.Name("x-ratelimit-reset")!].flatMap(TimeInterval.init)
      self = .rateLimited(resetsAt: reset.map(Date.init(timeIntervalSince1970:)))
    case 403:
      self = .forbidden(message: message)
    case 404:
      self = .notFound(what: what)
    default:
      self = .server(status: failure.status.code, message: message)
    }
  }

  /// One or two lines for the screen.
  package var message: String {
    switch self {
    case .offline(let detail):
      return "Offline: GitHub could not be reached (\(detail)). Press ^R to retry."
    case .notFound(let what):
      return "Not found: \(what) does not exist, or is private."
    case .unauthorized:
      return "GitHub rejected the token (401). Sign in again with a valid token."
    case .rateLimited(let resetsAt):
      let when = resetsAt.map { "at \($0.formatted(date: .omitted, time: .shortened))" } ?? "within the hour"
      return "GitHub's rate limit is used up; it resets \(when). Sign in for a higher limit."
    case .forbidden(let message):
      return "GitHub refused (403)\(message.isEmpty ? "" : ": \(message)")."
    case .badResponse(let detail):
      return "GitHub sent an answer this app cannot read: \(detail). Press ^R to retry."
    case .server(let status, let message):
      return "GitHub answered HTTP \(status)\(message.isEmpty ? "" : ": \(message)"). Press ^R to retry."
    }
  }

}
