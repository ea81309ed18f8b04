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
  /// Following redirects stopped: a loop, too many hops, or a `Location` that is not an http(s) URL.
  case redirect(RedirectFailure)

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
    case .redirect(let failure):
      return "\(failure.method) \(failure.url): \(failure.error)"
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

  /// A short excerpt of the body for messages: a `message` field when the body is JSON with one, else its start
  /// when it is text (by content type and by bytes), else its size and content type.
  public var bodySummary: String? {
    guard !body.isEmpty else { return nil }
    if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let message = object["message"] as? String
    {
      return message
    }
    return BodyText.excerpt(body, headers: headers, limit: 200)
  }
}

/// Response bodies in messages: text is quoted (cut at a limit), anything else is described by size and type.
enum BodyText {
  static func excerpt(_ body: Data, headers: HTTPFields, limit: Int, marksCut: Bool = true) -> String {
    let contentType = headers[.contentType]
    guard isText(body, contentType: contentType, contentEncoding: headers[.contentEncoding]) else {
      return "\(body.count) bytes of \(contentType ?? "data without a content type")"
    }
    let text = String(decoding: body.prefix(limit), as: UTF8.self)
    return body.count > limit && marksCut ? text + "…" : text
  }

  /// Text by its content type (text/*, JSON, XML, forms, YAML, JavaScript; none counts as unknown) and by bytes:
  /// valid UTF-8 without control characters other than tab and line breaks.
  static func isText(_ body: Data, contentType: String?, contentEncoding: String?) -> Bool {
    if let contentEncoding, !["identity", ""].contains(contentEncoding.lowercased()) { return false }
    if let contentType, !MediaType.isText(contentType) { return false }
    // A cut may split a character: judge the bytes before the last incomplete sequence.
    let sample = body.prefix(4096)
    guard let text = String(data: sample, encoding: .utf8) ?? String(data: sample.dropLast(3), encoding: .utf8) else {
      return false
    }
    return !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" }
  }

  /// A type's name as code would write it, without module prefixes: `ReposAPI.GetContent.Response`,
  /// `Array<Repository>`.
  static func typeName(_ type: Any.Type) -> String {
    let full = String(reflecting: type)
    var result = ""
    var token = ""
    func flush() {
      let parts = token.split(separator: ".", omittingEmptySubsequences: false)
      result += parts.count > 1 ? parts.dropFirst().joined(separator: ".") : token
      token = ""
    }
    for character in full {
      if character.isLetter || character.isNumber || character == "_" || character == "." {
        token.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
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
  /// At most 1 KiB of the body when it is text, else its size and content type.
  public var snippet: String
  /// The whole body as received, for reading it in another form.
  public var body: Data

  public init(
    method: String, url: String, status: Int, typeName: String, codingPath: String, message: String,
    snippet: String = "", body: Data = Data()
  ) {
    self.body = body
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

public struct RedirectFailure: Sendable {
  public var method: String
  /// The URL of the first request.
  public var url: String
  public var error: RedirectError
}
