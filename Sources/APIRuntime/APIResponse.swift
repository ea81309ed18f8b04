import Foundation
import HTTPTypes

/// A decoded response: status, headers and the operation's success value.
public struct APIResponse<Body: Sendable>: Sendable {
  public var status: Int
  public var headers: HTTPFields
  public var body: Body
  /// The URL that answered (after any redirects the client followed); nil for a response made by hand.
  public var url: URL?

  public init(status: Int, headers: HTTPFields, body: Body, url: URL? = nil) {
    self.status = status
    self.headers = headers
    self.body = body
    self.url = url
  }

  /// The value of a header (several fields of the name joined with commas), or nil when it is absent.
  public func header(_ name: String) -> String? {
    guard let field = HTTPField.Name(name) else { return nil }
    let values = headers[values: field]
    return values.isEmpty ? nil : values.joined(separator: ", ")
  }

  /// The same response with its body transformed.
  public func map<T: Sendable>(_ transform: (Body) -> T) -> APIResponse<T> {
    APIResponse<T>(status: status, headers: headers, body: transform(body), url: url)
  }

  /// The links of the RFC 8288 `Link` header by relation (`next`, `prev`, `first`, `last`).
  public var links: [String: URL] { LinkHeader.parse(headers[.init("Link")!] ?? "") }
}

/// A response as received, before generated code picks what to decode it as.
@_spi(Generated) public struct RawResponse: Sendable {
  public var status: Int
  public var headers: HTTPFields
  public var body: Data
  /// The request it answers, with the URL that answered.
  public var request: RequestContext

  public init(status: Int, headers: HTTPFields, body: Data, request: RequestContext) {
    self.status = status
    self.headers = headers
    self.body = body
    self.request = request
  }

  public func decode<T: Decodable & Sendable>(_ type: T.Type) throws(APIError) -> APIResponse<T> {
    if body.isEmpty, let optional = T.self as? any NilRepresentable.Type {
      return APIResponse(status: status, headers: headers, body: optional.nilValue as! T, url: request.url)
    }
    // A body the spec gives no schema for is read as any JSON value; an empty one is JSON's null.
    if body.isEmpty, T.self == JSONValue.self {
      return APIResponse(status: status, headers: headers, body: JSONValue.null as! T, url: request.url)
    }
    if let contentType = headers[.contentType], MediaType.essence(contentType) == "multipart/form-data" {
      return try decodeMultipart(T.self, contentType: contentType)
    }
    if let contentType = headers[.contentType], !MediaType.mayBeJSON(contentType) {
      throw undecodable(as: BodyText.typeName(T.self), "the server sent \(contentType), which is not JSON")
    }
    do {
      let value = try JSONCoding.decoder().decode(T.self, from: body)
      return APIResponse(status: status, headers: headers, body: value, url: request.url)
    } catch {
      throw undecodable(
        as: BodyText.typeName(T.self), DecodingErrorText.describe(error),
        codingPath: DecodingErrorText.codingPath(error))
    }
  }

  /// A multipart/form-data answer read as the operation's object type (`MultipartResponse`).
  private func decodeMultipart<T: Decodable & Sendable>(
    _ type: T.Type, contentType: String
  ) throws(APIError) -> APIResponse<T> {
    do {
      let value = try MultipartResponse.decode(T.self, from: body, contentType: contentType)
      return APIResponse(status: status, headers: headers, body: value, url: request.url)
    } catch let error as MultipartResponse.Failure {
      throw undecodable(as: BodyText.typeName(T.self), error.description)
    } catch {
      throw undecodable(
        as: BodyText.typeName(T.self), DecodingErrorText.describe(error),
        codingPath: DecodingErrorText.codingPath(error))
    }
  }

  /// The error for a body that is not what the operation reads it as, quoting it when it is text.
  func undecodable(as typeName: String, _ message: String, codingPath: String = "") -> APIError {
    .undecodableBody(
      DecodingFailure(
        request: request, status: HTTPResponse.Status(code: status), typeName: typeName, codingPath: codingPath,
        message: message, snippet: BodyText.excerpt(body, headers: headers, limit: 1024, marksCut: false), body: body))
  }

  /// A redirect the operation documents as its answer: `Location` resolved against the request's URL.
  public func redirect() throws(APIError) -> APIResponse<Redirect> {
    let source = request.url
    guard let location = headers[.location], let target = RedirectTarget(location: location, from: source)?.url
    else {
      throw .undecodableBody(
        DecodingFailure(
          request: request, status: HTTPResponse.Status(code: status), typeName: "Redirect", codingPath: "Location",
          message: "a redirect without an http(s) Location header", body: body))
    }
    return with(Redirect(status: status, location: target, source: source))
  }

  /// A 2xx the operation does not document (FastAPI's 201 where the spec says 200), read as the one documented
  /// success body when it is one: a JSON body as `type`, an empty one as nil when `type` is optional. Anything
  /// else (no body for a required value, a body of another media type) is the error of an unexpected status,
  /// which keeps the body.
  public func undocumentedSuccess<T: Decodable & Sendable>(decoding type: T.Type) throws(APIError) -> APIResponse<T> {
    let isNilOrNull = T.self is any NilRepresentable.Type || T.self == JSONValue.self
    if body.isEmpty {
      guard isNilOrNull else { throw failure() }
    } else if let contentType = headers[.contentType], !MediaType.mayBeJSON(contentType) {
      throw failure()
    }
    return try decode(type)
  }

  /// A 2xx the operation does not document, read as the documented text when it is text.
  public func undocumentedSuccessText() throws(APIError) -> APIResponse<String> {
    guard let contentType = headers[.contentType], MediaType.essence(contentType).hasPrefix("text/") else {
      throw failure()
    }
    return text()
  }

  public func empty() -> APIResponse<Void> {
    APIResponse(status: status, headers: headers, body: (), url: request.url)
  }

  public func with<T: Sendable>(_ value: T) -> APIResponse<T> {
    APIResponse(status: status, headers: headers, body: value, url: request.url)
  }

  public func text() -> APIResponse<String> {
    APIResponse(status: status, headers: headers, body: String(decoding: body, as: UTF8.self), url: request.url)
  }

  public func data() -> APIResponse<Data> {
    APIResponse(status: status, headers: headers, body: body, url: request.url)
  }

  /// The error for a status the operation does not treat as success, with the body decoded as the spec's error
  /// type when it decodes.
  public func failure<T: Decodable & Sendable>(decoding type: T.Type) -> APIError {
    let decoded = try? JSONCoding.decoder().decode(T.self, from: body)
    return .unexpectedStatus(
      StatusFailure(
        request: request, status: HTTPResponse.Status(code: status), headers: headers, body: body,
        decodedBody: decoded))
  }

  public func failure() -> APIError {
    .unexpectedStatus(
      StatusFailure(request: request, status: HTTPResponse.Status(code: status), headers: headers, body: body))
  }
}

/// Lets `decode` turn an empty body into nil when the success type is optional.
protocol NilRepresentable { static var nilValue: Self { get } }

extension Optional: NilRepresentable {
  static var nilValue: Optional { nil }
}

/// RFC 8288 `Link` header parsing.
public enum LinkHeader {
  /// `<https://…?page=2>; rel="next", <…>; rel="last"` -> ["next": …, "last": …].
  public static func parse(_ header: String) -> [String: URL] {
    var links: [String: URL] = [:]
    for part in header.split(separator: ",") {
      let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let target = pieces.first, target.hasPrefix("<"), target.hasSuffix(">"),
        let url = URL(string: String(target.dropFirst().dropLast()))
      else { continue }
      for parameter in pieces.dropFirst() {
        let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard pair.count == 2, pair[0].lowercased() == "rel" else { continue }
        let relations = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        for relation in relations.split(separator: " ") { links[String(relation)] = url }
      }
    }
    return links
  }
}
