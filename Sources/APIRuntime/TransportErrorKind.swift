import Foundation
import OpenAPIRuntime

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What kind of network failure an error from a transport is: the one place that reads URLSession's codes and other
/// transports' (AsyncHTTPClient, NIO) error descriptions, for messages and for retry decisions alike (and for
/// `apigen verify`'s transport findings, hence `package`).
package enum TransportErrorKind: Equatable {
  /// The transport waited too long for the server (its idle timeout).
  case timedOut
  /// The call's own deadline (`CallOptions.timeout`) passed.
  case deadlineExceeded
  case couldNotConnect
  case nameNotResolved
  case connectionLost
  case offline
  case insecure
  case badResponse
  case other

  package init(_ error: any Error) {
    if error is CallDeadlineExceeded {
      self = .deadlineExceeded
      return
    }
    if let error = error as? ClientError {
      self.init(error.underlyingError)
      return
    }
    if let error = error as? URLError {
      switch error.code {
      case .timedOut: self = .timedOut
      case .cannotConnectToHost: self = .couldNotConnect
      case .cannotFindHost, .dnsLookupFailed: self = .nameNotResolved
      // URLSession on Linux reports some truncated responses as an unknown error.
      case .networkConnectionLost, .unknown: self = .connectionLost
      case .notConnectedToInternet: self = .offline
      case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
        .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
        self = .insecure
      case .badServerResponse: self = .badResponse
      default: self = .other
      }
      return
    }
    let text = String(describing: error)
    func mentions(_ words: [String]) -> Bool { words.contains { text.contains($0) } }
    if mentions(["deadlineExceeded", "readTimeout", "connectTimeout", "timeout", "timedOut"]) {
      self = .timedOut
    } else if mentions(["connectionRefused", "Connection refused", "connection refused"]) {
      self = .couldNotConnect
    } else if mentions(["remoteConnectionClosed", "connection reset", "ECONNRESET", "EPIPE"]) {
      self = .connectionLost
    } else {
      self = .other
    }
  }

  /// Failures where the request may not have been processed, so an idempotent request can be sent again.
  var isRetryable: Bool {
    switch self {
    case .timedOut, .couldNotConnect, .nameNotResolved, .connectionLost, .offline: return true
    case .deadlineExceeded, .insecure, .badResponse, .other: return false
    }
  }

  package var summary: String? {
    switch self {
    case .timedOut: return "timed out"
    case .deadlineExceeded: return "the call's deadline passed"
    case .couldNotConnect: return "could not connect to the server"
    case .nameNotResolved: return "the server's name did not resolve"
    case .connectionLost: return "the connection was lost before the response was complete"
    case .offline: return "not connected to the internet"
    case .insecure: return "the secure connection failed"
    case .badResponse: return "the server's response was not valid HTTP"
    case .other: return nil
    }
  }
}
