import Foundation
import HTTPTypes

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Everything that can go wrong calling an operation, thrown with typed throws: `throws(APIError)`.
///
/// Each case carries enough to act on and describes itself in one line naming the method, URL and status.
public enum APIError: Error, Sendable, CustomStringConvertible {
  /// The request never got an answer: connection refused, timeout, DNS, TLS.
  case transport(TransportFailure)
  /// The server answered with a status the operation does not treat as success.
  case unexpectedStatus(StatusFailure)
  /// The body could not be decoded as the operation's declared type.
  case undecodableBody(DecodingFailure)
  /// A request body or parameter could not be encoded.
  case encoding(EncodingFailure)
  /// The request could not be built (an invalid URL or parameter).
  case invalidRequest(InvalidRequest)
  /// The calling task was cancelled.
  case cancelled(method: String, url: String)

  public var description: String {
    switch self {
    case .transport(let failure):
      return "\(failure.method) \(failure.url): no response: \(failure.message)"
    case .unexpectedStatus(let failure):
      var text = "\(failure.method) \(failure.url): HTTP \(failure.status)"
      if let summary = failure.bodySummary { text += ": \(summary)" }
      return text
    case .undecodableBody(let failure):
      return
        "\(failure.method) \(failure.url): HTTP \(failure.status): the body is not a valid \(failure.typeName): \(failure.message)"
    case .encoding(let failure):
      return "\(failure.method) \(failure.url): could not encode \(failure.what): \(failure.message)"
    case .invalidRequest(let failure):
      return "\(failure.method) \(failure.url): invalid request: \(failure.message)"
    case .cancelled(let method, let url):
      return "\(method) \(url): cancelled"
    }
  }

  /// The HTTP status, when the server answered.
  public var status: Int? {
    switch self {
    case .unexpectedStatus(let failure): return failure.status
    case .undecodableBody(let failure): return failure.status
    default: return nil
    }
  }
}

public struct TransportFailure: Sendable {
  public var method: String
  public var url: String
  public var underlying: any Error

  public init(method: String, url: String, underlying: any Error) {
    self.method = method
    self.url = url
    self.underlying = underlying
  }

  /// What went wrong, in words: `timed out (URLError -1001)`, `could not connect to the server (...)`, ...
  public var message: String {
    let kind = TransportErrorKind(underlying)
    let detail = (underlying as? URLError).map { "URLError \($0.code.rawValue)" } ?? String(describing: underlying)
    guard let summary = kind.summary ?? ((underlying is URLError) ? "network error" : nil) else { return detail }
    return "\(summary) (\(detail))"
  }

  /// The request timed out (as opposed to failing to connect or losing the connection).
  public var isTimeout: Bool { TransportErrorKind(underlying) == .timedOut }
}

public struct StatusFailure: Sendable {
  public var method: String
  public var url: String
  public var status: Int
  public var headers: HTTPFields
  /// The raw body as received.
  public var body: Data
  /// The body decoded as the error type the spec declares for this status, when it declares one and it decoded.
  public var decodedBody: (any Sendable)?

  public init(
    method: String, url: String, status: Int, headers: HTTPFields = [:], body: Data = Data(),
    decodedBody: (any Sendable)? = nil
  ) {
    self.method = method
    self.url = url
    self.status = status
    self.headers = headers
    self.body = body
    self.decodedBody = decodedBody
  }

  /// The decoded error body as a given type: `failure.decodedBody(as: BasicError.self)?.message`.
  public func decodedBody<T>(as type: T.Type) -> T? { decodedBody as? T }

  /// A short excerpt of the body for messages: a `message` field when the body is JSON with one, else its start.
  public var bodySummary: String? {
    guard !body.isEmpty else { return nil }
    if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let message = object["message"] as? String
    {
      return message
    }
    let text = String(decoding: body.prefix(200), as: UTF8.self)
    return text.count < body.count ? text + "…" : text
  }
}

public struct DecodingFailure: Sendable {
  public var method: String
  public var url: String
  public var status: Int
  public var typeName: String
  /// Where in the body decoding failed: `items.[3].owner.login`.
  public var codingPath: String
  public var message: String
  /// At most 1 KiB of the body.
  public var snippet: String

  public init(
    method: String, url: String, status: Int, typeName: String, codingPath: String, message: String,
    snippet: String = ""
  ) {
    self.method = method
    self.url = url
    self.status = status
    self.typeName = typeName
    self.codingPath = codingPath
    self.message = message
    self.snippet = snippet
  }
}

public struct EncodingFailure: Sendable {
  public var method: String
  public var url: String
  public var what: String
  public var message: String
}

public struct InvalidRequest: Sendable {
  public var method: String
  public var url: String
  public var message: String
}
