import Foundation
import HTTPTypes

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Everything that can go wrong calling an operation, thrown with typed throws: `throws(APIError)`.
///
/// Every case carries the request it is about (`request`: method, URL, operation) and describes itself in one line
/// naming the method, URL and, when the server answered, the status. The body of a documented error answer is
/// reachable by type: the SDK generates one accessor per error body type (`error.gitHubAPI.basicError?.message`).
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
  case cancelled(RequestContext)
  /// Following redirects stopped: a loop, too many hops, or a `Location` that is not an http(s) URL.
  case redirect(RedirectFailure)

  public var description: String {
    let request = self.request.description
    switch self {
    case .transport(let failure):
      return "\(request): no response: \(failure.message)"
    case .unexpectedStatus(let failure):
      var text = "\(request): HTTP \(failure.status.code)"
      if let summary = failure.bodySummary { text += ": \(summary)" }
      return text
    case .undecodableBody(let failure):
      return "\(request): HTTP \(failure.status.code): the body is not a valid \(failure.typeName): \(failure.message)"
    case .encoding(let failure):
      return "\(request): could not encode \(failure.what): \(failure.message)"
    case .invalidRequest(let failure):
      return "\(request): invalid request: \(failure.message)"
    case .cancelled:
      return "\(request): cancelled"
    case .redirect(let failure):
      return "\(request): \(failure.error)"
    }
  }

  /// The request the error is about. For a redirect that failed, the first request.
  public var request: RequestContext {
    switch self {
    case .transport(let failure): return failure.request
    case .unexpectedStatus(let failure): return failure.request
    case .undecodableBody(let failure): return failure.request
    case .encoding(let failure): return failure.request
    case .invalidRequest(let failure): return failure.request
    case .cancelled(let request): return request
    case .redirect(let failure): return failure.request
    }
  }

  /// The HTTP status, when the server answered.
  public var status: HTTPResponse.Status? {
    switch self {
    case .unexpectedStatus(let failure): return failure.status
    case .undecodableBody(let failure): return failure.status
    default: return nil
    }
  }

  /// The body of an error answer decoded as the type the spec documents for its status, when it decoded as `T`.
  /// Generated SDKs offer a typed accessor per error body type (`error.gitHubAPI.basicError`) that calls this.
  public func decodedBody<T>(as type: T.Type = T.self) -> T? {
    guard case .unexpectedStatus(let failure) = self else { return nil }
    return failure.decodedBody(as: type)
  }
}

/// The request an error is about: its method, the URL it went to and the operation that sent it.
public struct RequestContext: Sendable, Hashable, CustomStringConvertible {
  public var method: HTTPRequest.Method
  /// The URL with its query. For an answer, the URL that answered (after any redirects the client followed); for
  /// anything else, the first request's.
  public var url: URL
  /// The spec's `operationId` (or the name apigen derived); empty for requests no operation sent.
  public var operationID: String

  public init(method: HTTPRequest.Method, url: URL, operationID: String = "") {
    self.method = method
    self.url = url
    self.operationID = operationID
  }

  /// `GET https://api.github.com/user/repos?page=2`
  public var description: String { "\(method.rawValue) \(url.absoluteString)" }

  /// A context for a URL the client put together from text; characters a URL cannot hold are percent-encoded.
  init(method: HTTPRequest.Method, urlText: String, operationID: String) {
    self.init(method: method, url: ServerURL.url(urlText), operationID: operationID)
  }
}

/// The request never got an answer.
public struct TransportFailure: Sendable {
  public var request: RequestContext
  public var underlying: any Error

  public init(request: RequestContext, underlying: any Error) {
    self.request = request
    self.underlying = underlying
  }

  /// What went wrong, in words: `timed out (URLError -1001)`, `could not connect to the server (...)`, ...
  public var message: String {
    let kind = TransportErrorKind(underlying)
    let detail = (underlying as? URLError).map { "URLError \($0.code.rawValue)" } ?? String(describing: underlying)
    guard let summary = kind.summary ?? ((underlying is URLError) ? "network error" : nil) else { return detail }
    return "\(summary) (\(detail))"
  }

  /// The transport timed out waiting for the server (its idle timeout; as opposed to failing to connect or losing
  /// the connection).
  public var isTimeout: Bool { TransportErrorKind(underlying) == .timedOut }
  /// The call's own deadline (`CallOptions.timeout`) passed before it finished.
  public var isDeadlineExceeded: Bool { TransportErrorKind(underlying) == .deadlineExceeded }
}

/// An answer with a status the operation does not treat as success.
public struct StatusFailure: Sendable {
  public var request: RequestContext
  public var status: HTTPResponse.Status
  public var headers: HTTPFields
  /// The raw body as received.
  public var body: Data
  /// The body decoded as the error type the spec declares for this status, when it declares one and it decoded.
  /// Read it typed through the SDK's accessors (`error.gitHubAPI.basicError`) or `decodedBody(as:)`.
  public var decodedBody: (any Sendable)?

  public init(
    request: RequestContext, status: HTTPResponse.Status, headers: HTTPFields = [:], body: Data = Data(),
    decodedBody: (any Sendable)? = nil
  ) {
    self.request = request
    self.status = status
    self.headers = headers
    self.body = body
    self.decodedBody = decodedBody
  }

  /// The decoded error body as a given type: `failure.decodedBody(as: BasicError.self)?.message`.
  public func decodedBody<T>(as type: T.Type = T.self) -> T? { decodedBody as? T }

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

/// An answer whose body is not what the operation reads it as.
public struct DecodingFailure: Sendable {
  public var request: RequestContext
  public var status: HTTPResponse.Status
  public var typeName: String
  /// Where in the body decoding failed: `items.[3].owner.login`.
  public var codingPath: String
  public var message: String
  /// At most 1 KiB of the body when it is text, else its size and content type.
  public var snippet: String
  /// The whole body as received, for reading it in another form.
  public var body: Data

  public init(
    request: RequestContext, status: HTTPResponse.Status, typeName: String, codingPath: String = "",
    message: String, snippet: String = "", body: Data = Data()
  ) {
    self.request = request
    self.status = status
    self.typeName = typeName
    self.codingPath = codingPath
    self.message = message
    self.snippet = snippet
    self.body = body
  }
}

/// A request body or parameter that could not be encoded.
public struct EncodingFailure: Sendable {
  public var request: RequestContext
  /// What could not be encoded: `the request body`, `query parameter 'since'`.
  public var what: String
  public var message: String

  public init(request: RequestContext, what: String, message: String) {
    self.request = request
    self.what = what
    self.message = message
  }
}

/// A request that could not be built.
public struct InvalidRequest: Sendable {
  public var request: RequestContext
  public var message: String

  public init(request: RequestContext, message: String) {
    self.request = request
    self.message = message
  }
}

/// Redirects that could not be followed.
public struct RedirectFailure: Sendable {
  /// The first request.
  public var request: RequestContext
  public var error: RedirectError

  public init(request: RequestContext, error: RedirectError) {
    self.request = request
    self.error = error
  }
}
