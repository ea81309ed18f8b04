import Foundation
import HTTPTypes
import OpenAPIRuntime

/// One request being built by a generated operation: method, path, parameters and body. Problems found while
/// building (a value that cannot be encoded) are kept and thrown as an `APIError` when the request is sent, so that
/// generated code stays straight-line.
@_spi(Generated) public struct APIRequest: Sendable {
  public var method: HTTPRequest.Method
  public var path: APIPath
  public var operationID: String
  /// Query pairs, already percent-encoded.
  public var query: [(name: String, value: String)] = []
  /// An OpenAPI 3.2 `in: querystring` value that is not a form (JSON or text), already percent-encoded: the query
  /// string's first part, before any `query` pair.
  public var wholeQuery: String?
  public var headerFields = HTTPFields()
  public var cookies: [(name: String, value: String)] = []
  public var body: Data?
  /// A body sent as it is read (`UploadBody`), in place of `body`.
  public var bodyStream: HTTPBody?
  /// The first problem met while building, reported when the request is sent.
  public var problem: Problem?
  /// The operation's own server (its or its path's `servers` in the spec), absolute or relative to the client's
  /// server URL; nil: the client's. `APIClient.Configuration.operationServers` overrides it.
  public var server: String?
  /// Redirect statuses the operation documents: handed back as responses instead of followed.
  public var documentedRedirects: Set<Int> = []
  /// Where credentials may be sent when it is not the request's own origin (following a redirect the caller was
  /// handed: credentials stay with the origin that answered it).
  public var credentialOrigin: URL?
  /// `server` is a URL the server itself gave (a next-page link): `operationServers` does not apply.
  public var serverIsFinal = false
  /// The header the operation documents for an idempotency key (`Idempotency-Key`): when the caller gives none,
  /// the client sends a fresh one, the same on every attempt.
  public var idempotencyKeyField: HTTPField.Name?

  public enum Problem: Sendable {
    case invalid(String)
    case encoding(what: String, message: String)
  }

  public init(method: HTTPRequest.Method, path: APIPath, operationID: String) {
    self.method = method
    self.path = path
    self.operationID = operationID
    if let problem = path.problem { self.problem = .invalid(problem) }
  }

  /// A request by a method HTTPTypes has no name for (an OpenAPI 3.2 `additionalOperations` key, as it is sent).
  /// A name that is not an HTTP token is reported as an `APIError` when the request is sent, and nothing is sent.
  public init(methodToken: String, path: APIPath, operationID: String) {
    self.init(method: HTTPRequest.Method(methodToken) ?? .get, path: path, operationID: operationID)
    if HTTPRequest.Method(methodToken) == nil, problem == nil {
      problem = .invalid("'\(methodToken)' is not an HTTP method name")
    }
  }

  /// Marks the header `name` as the operation's idempotency key (see `idempotencyKeyField`).
  public mutating func idempotencyKey(header name: String) {
    idempotencyKeyField = HTTPField.Name(name)
  }

  // MARK: Parameters

  /// Adds a query parameter (nil adds nothing) in the given style.
  public mutating func query(
    _ name: String, _ value: (some Encodable & Sendable)?, style: ParameterStyle = .form, explode: Bool = true
  ) {
    guard let value, let node = encode(value, what: "query parameter '\(name)'") else { return }
    let encodedName = PercentEncoding.encode(name, allowed: .queryValue)
    func encoded(_ text: String) -> String { PercentEncoding.encode(text, allowed: .queryValue) }
    switch (node, style) {
    case (.null, _): return
    case (.scalar(let text), _): query.append((encodedName, encoded(text)))
    case (.list(let items), .spaceDelimited) where !explode:
      query.append((encodedName, items.map(encoded).joined(separator: "%20")))
    case (.list(let items), .pipeDelimited) where !explode:
      query.append((encodedName, items.map(encoded).joined(separator: "%7C")))
    case (.list(let items), _):
      if explode {
        for item in items { query.append((encodedName, encoded(item))) }
      } else {
        query.append((encodedName, items.map(encoded).joined(separator: ",")))
      }
    case (.object(let pairs), .deepObject):
      // Brackets percent-encoded as RFC 3986 asks (servers read `a%5Bb%5D` as `a[b]`).
      for (key, text) in pairs { query.append(("\(encodedName)%5B\(encoded(key))%5D", encoded(text))) }
    case (.object(let pairs), _):
      if explode {
        for (key, text) in pairs { query.append((encoded(key), encoded(text))) }
      } else {
        query.append((encodedName, pairs.flatMap { [encoded($0.0), encoded($0.1)] }.joined(separator: ",")))
      }
    }
  }

  /// An OpenAPI 3.2 `in: querystring` parameter whose media type is `application/x-www-form-urlencoded`: the
  /// value's properties are the query's `name=value` pairs, written as a form body's fields are (nil adds nothing).
  public mutating func formQueryString(
    _ value: (some Encodable & Sendable)?, encodings: [String: FormFieldEncoding] = [:]
  ) {
    guard let value, let pairs = formPairs(value, what: "the query string", encodings: encodings) else { return }
    func encoded(_ text: String) -> String { PercentEncoding.encode(text, allowed: .queryValue) }
    query += pairs.map { (encoded($0.0), encoded($0.1)) }
  }

  /// An OpenAPI 3.2 `in: querystring` parameter of a JSON media type: the value's JSON text, percent-encoded, is the
  /// whole query string (nil adds nothing).
  public mutating func jsonQueryString(_ value: (some Encodable & Sendable)?) {
    guard let value else { return }
    do {
      let text = String(decoding: try JSONCoding.encode(value, sortedKeys: true), as: UTF8.self)
      wholeQuery = PercentEncoding.encode(text, allowed: .queryValue)
    } catch {
      problem = problem ?? .encoding(what: "the query string", message: String(describing: error))
    }
  }

  /// An OpenAPI 3.2 `in: querystring` parameter of any other media type: the text, percent-encoded, is the whole
  /// query string (nil adds nothing).
  public mutating func textQueryString(_ value: String?) {
    guard let value else { return }
    wholeQuery = PercentEncoding.encode(value, allowed: .queryValue)
  }

  /// Sets a header parameter (simple style; nil sets nothing).
  public mutating func header(_ name: String, _ value: (some Encodable & Sendable)?, explode: Bool = false) {
    guard let value, let node = encode(value, what: "header '\(name)'") else { return }
    guard let field = HTTPField.Name(name) else {
      problem = problem ?? .invalid("'\(name)' is not a valid header name")
      return
    }
    let text: String
    if case .object(let pairs) = node, explode {
      text = pairs.map { "\($0.0)=\($0.1)" }.joined(separator: ",")
    } else {
      text = node.simpleText
    }
    guard !text.utf8.contains(where: { $0 == 13 || $0 == 10 }) else {
      problem = problem ?? .invalid("header '\(name)' contains a line break")
      return
    }
    headerFields[field] = text
  }

  /// Adds a cookie parameter (nil adds nothing).
  public mutating func cookie(_ name: String, _ value: (some Encodable & Sendable)?) {
    guard let value, let node = encode(value, what: "cookie '\(name)'") else { return }
    cookies.append((name, PercentEncoding.encode(node.simpleText, allowed: .queryValue)))
  }

  /// The `Accept` header the operation sends unless the caller chose one: in `APIClient.Configuration.headers`,
  /// or per call (`ResponseMediaType`).
  public var defaultAccept: String?

  /// Sets the `Accept` header the spec's media types give, used when the caller set none.
  public mutating func accept(_ mediaTypes: String) { defaultAccept = mediaTypes }

  /// Sets the `Accept` header a response media type choice gives, followed by the media types of documented
  /// error answers (`also`). A choice the caller made wins over the client's headers; the default choice the
  /// methods without `as:` make does not.
  public mutating func accept<Operation, Body>(_ choice: ResponseMediaType<Operation, Body>, also: String? = nil) {
    let value = also.map { choice.mediaType + ", " + $0 } ?? choice.mediaType
    if choice.isDefault { defaultAccept = value } else { headerFields[.accept] = value }
  }

  /// Sets the `Accept` header the caller chose for this call; it wins over the client's headers.
  public mutating func acceptChoice(_ mediaType: String) { headerFields[.accept] = mediaType }

  // MARK: Bodies

  public mutating func jsonBody(_ value: (some Encodable & Sendable)?, contentType: String) {
    guard let value else { return }
    do {
      body = try JSONCoding.encode(value)
      setContentType(contentType)
    } catch {
      problem = problem ?? .encoding(what: "the request body", message: String(describing: error))
    }
  }

  /// An `application/x-www-form-urlencoded` body: one field per property, nested values written as `encodings`
  /// (the spec's `encoding`, by property) says.
  public mutating func formBody(
    _ value: (some Encodable & Sendable)?, contentType: String, encodings: [String: FormFieldEncoding] = [:]
  ) {
    guard let value, let pairs = formPairs(value, what: "the form body", encodings: encodings) else { return }
    func encoded(_ text: String) -> String { PercentEncoding.encode(text, allowed: .queryValue) }
    body = Data(pairs.map { "\(encoded($0.0))=\(encoded($0.1))" }.joined(separator: "&").utf8)
    setContentType(contentType)
  }

  /// A form's `name=value` pairs, not yet percent-encoded; nil for a null value or one that cannot be encoded (the
  /// problem is kept).
  private mutating func formPairs(
    _ value: some Encodable & Sendable, what: String, encodings: [String: FormFieldEncoding]
  ) -> [(String, String)]? {
    let json: JSONValue
    do {
      json = try JSONDecoder().decode(JSONValue.self, from: JSONCoding.encode(value, sortedKeys: true))
    } catch {
      problem = problem ?? .encoding(what: what, message: String(describing: error))
      return nil
    }
    return json == .null ? nil : FormEncoder.pairs(json, encodings: encodings)
  }

  /// A multipart body of the spec's multipart type (`contentType`, `multipart/form-data` when it names none): an
  /// object is one part per property, `Data` properties going as files, with the content types the spec's
  /// `encoding` gives (`partContentTypes`, by property name). For a type other than `form-data`, a list is one
  /// part per element, in order, with the content types OpenAPI 3.2's `prefixEncoding` gives by position
  /// (`prefixContentTypes`), then its `itemEncoding` (`itemContentType`).
  public mutating func multipartBody(
    _ value: (some Encodable & Sendable)?, contentType: String, partContentTypes: [String: String] = [:],
    prefixContentTypes: [String?] = [], itemContentType: String? = nil
  ) {
    guard let value else { return }
    let essence = MediaType.essence(contentType)
    let multipartType =
      essence.hasPrefix("multipart/") && MediaType.isConcrete(essence) ? essence : "multipart/form-data"
    do {
      let parts = try MultipartBody.parts(
        of: value, contentTypes: partContentTypes, allowsList: multipartType != "multipart/form-data",
        positional: MultipartBody.PositionalTypes(prefix: prefixContentTypes, item: itemContentType))
      let boundary = "apigen-" + UUID().uuidString.lowercased()
      body = MultipartBody.encode(parts, boundary: boundary)
      headerFields[.contentType] = "\(multipartType); boundary=\(boundary)"
    } catch {
      problem = problem ?? .encoding(what: "the multipart body", message: String(describing: error))
    }
  }

  public mutating func binaryBody(_ value: Data?, contentType: String) {
    guard let value else { return }
    body = value
    setContentType(contentType)
  }

  public mutating func textBody(_ value: String?, contentType: String) {
    guard let value else { return }
    body = Data(value.utf8)
    setContentType(contentType)
  }

  /// Sets the body's content type, which the spec gives or, where the spec allows several or a wildcard, the
  /// caller does: one concrete media type (`type/subtype`, parameters allowed), else the request is not sent.
  mutating func setContentType(_ mediaType: String) {
    guard MediaType.isConcrete(mediaType) else {
      problem = problem ?? .invalid("'\(mediaType)' is not a media type a body can be sent as (type/subtype)")
      return
    }
    headerFields[.contentType] = mediaType
  }

  private mutating func encode(_ value: some Encodable, what: String) -> ParameterNode? {
    do {
      return try ParameterEncoder.encode(value)
    } catch {
      problem = problem ?? .encoding(what: what, message: String(describing: error))
      return nil
    }
  }

  /// The path with its query string.
  var pathAndQuery: String {
    let parts = (wholeQuery.map { [$0] } ?? []) + query.map { "\($0.name)=\($0.value)" }
    guard !parts.isEmpty else { return path.description }
    return path.description + "?" + parts.joined(separator: "&")
  }
}
