import Foundation
import HTTPTypes
import OpenAPIRuntime

/// A credential for one of a spec's security schemes.
public struct Credential: Sendable {
  public enum Kind: Sendable {
    /// `Authorization: Bearer <token>`.
    case bearer(String)
    /// `Authorization: Basic <base64(user:password)>`.
    case basic(user: String, password: String)
    /// An API key sent in a header, query parameter or cookie of the given name.
    case apiKey(name: String, location: Location, value: String)
  }

  public enum Location: String, Sendable {
    case header, query, cookie
  }

  public var kind: Kind
  /// The spec's name for the scheme (`components.securitySchemes` key); nil applies it to every request.
  public var scheme: String?

  public init(_ kind: Kind, scheme: String? = nil) {
    self.kind = kind
    self.scheme = scheme
  }

  public static func bearer(_ token: String, scheme: String? = nil) -> Credential {
    Credential(.bearer(token), scheme: scheme)
  }

  public static func basic(user: String, password: String, scheme: String? = nil) -> Credential {
    Credential(.basic(user: user, password: password), scheme: scheme)
  }

  public static func apiKey(_ value: String, name: String, in location: Location, scheme: String? = nil) -> Credential {
    Credential(.apiKey(name: name, location: location, value: value), scheme: scheme)
  }
}

/// Adds credentials to requests. With `requirements` (operation id -> the schemes any of which it accepts, as the
/// generator writes them from the spec), an operation gets the first credential for one of its schemes, and an
/// operation that requires none gets none; credentials without a scheme apply to every request.
public struct AuthenticationMiddleware: ClientMiddleware {
  public var credentials: [Credential]
  public var requirements: [String: [String]]?

  public init(credentials: [Credential], requirements: [String: [String]]? = nil) {
    self.credentials = credentials
    self.requirements = requirements
  }

  public func intercept(
    _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
    next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
  ) async throws -> (HTTPResponse, HTTPBody?) {
    var request = request
    if let credential = credential(for: operationID) { apply(credential, to: &request) }
    return try await next(request, body, baseURL)
  }

  func credential(for operationID: String) -> Credential? {
    if let unscoped = credentials.first(where: { $0.scheme == nil }) { return unscoped }
    guard let requirements else { return credentials.first }
    for scheme in requirements[operationID] ?? [] {
      if let credential = credentials.first(where: { $0.scheme == scheme }) { return credential }
    }
    return nil
  }

  private func apply(_ credential: Credential, to request: inout HTTPRequest) {
    switch credential.kind {
    case .bearer(let token):
      request.headerFields[.authorization] = "Bearer \(token)"
    case .basic(let user, let password):
      request.headerFields[.authorization] = "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
    case .apiKey(let name, .header, let value):
      if let field = HTTPField.Name(name) { request.headerFields[field] = value }
    case .apiKey(let name, .cookie, let value):
      let pair = "\(name)=\(value)"
      request.headerFields[.cookie] = request.headerFields[.cookie].map { "\($0); \(pair)" } ?? pair
    case .apiKey(let name, .query, let value):
      let encoded =
        "\(PercentEncoding.encode(name, allowed: .queryValue))=\(PercentEncoding.encode(value, allowed: .queryValue))"
      let path = request.path ?? "/"
      request.path = path + (path.contains("?") ? "&" : "?") + encoded
    }
  }
}
