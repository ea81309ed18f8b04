import Foundation
import HTTPTypes
import OpenAPIRuntime
import OpenAPIURLSession

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends the requests generated operations build: through swift-openapi-runtime's `ClientTransport` (URLSession by
/// default; AsyncHTTPClient and any other transport plug in unchanged) and its `ClientMiddleware`s.
public struct APIClient: Sendable {
  public struct Configuration: Sendable {
    public var transport: any ClientTransport
    /// Run in order on the way out, in reverse on the way back.
    public var middlewares: [any ClientMiddleware]
    /// Sent with every request unless the operation sets the same header.
    public var headers: HTTPFields
    /// The most bytes read from a response body.
    public var maxBodySize: Int

    public init(
      transport: any ClientTransport = URLSessionTransport(),
      middlewares: [any ClientMiddleware] = [],
      headers: HTTPFields = [.userAgent: "APIGen", .accept: "application/json"],
      maxBodySize: Int = 64 << 20
    ) {
      self.transport = transport
      self.middlewares = middlewares
      self.headers = headers
      self.maxBodySize = maxBodySize
    }
  }

  public var serverURL: URL
  public var configuration: Configuration

  public init(serverURL: URL, configuration: Configuration = Configuration()) {
    self.serverURL = serverURL
    self.configuration = configuration
  }

  /// Sends a request and reads the whole response body.
  public func send(_ request: APIRequest) async throws(APIError) -> RawResponse {
    let method = request.method.rawValue
    let pathAndQuery = request.pathAndQuery
    let url = Self.join(serverURL, pathAndQuery)
    switch request.problem {
    case .invalid(let message)?: throw .invalidRequest(InvalidRequest(method: method, url: url, message: message))
    case .encoding(let what, let message)?:
      throw .encoding(EncodingFailure(method: method, url: url, what: what, message: message))
    case nil: break
    }
    var fields = configuration.headers
    for field in request.headerFields { fields[field.name] = field.value }
    if !request.cookies.isEmpty {
      fields[.cookie] = request.cookies.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }
    let httpRequest = HTTPRequest(
      method: request.method, scheme: nil, authority: nil, path: pathAndQuery, headerFields: fields)
    let body = request.body.map { HTTPBody($0) }
    do {
      try Task.checkCancellation()
      let (response, responseBody) = try await sendThroughMiddlewares(httpRequest, body, request.operationID)
      var data = Data()
      if let responseBody { data = try await Data(collecting: responseBody, upTo: configuration.maxBodySize) }
      return RawResponse(
        status: response.status.code, headers: response.headerFields, body: data, method: method, url: url)
    } catch {
      if Task.isCancelled || error is CancellationError || Self.isCancellation(error) {
        throw .cancelled(method: method, url: url)
      }
      throw .transport(TransportFailure(method: method, url: url, underlying: error))
    }
  }

  private func sendThroughMiddlewares(_ request: HTTPRequest, _ body: HTTPBody?, _ operationID: String) async throws
    -> (HTTPResponse, HTTPBody?)
  {
    let transport = configuration.transport
    var next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?) = {
      try await transport.send($0, body: $1, baseURL: $2, operationID: operationID)
    }
    for middleware in configuration.middlewares.reversed() {
      let inner = next
      next = { try await middleware.intercept($0, body: $1, baseURL: $2, operationID: operationID, next: inner) }
    }
    return try await next(request, body, serverURL)
  }

  private static func isCancellation(_ error: any Error) -> Bool {
    if let error = error as? URLError, error.code == .cancelled { return true }
    if let error = error as? ClientError {
      return error.underlyingError is CancellationError || isCancellation(error.underlyingError)
    }
    return false
  }

  static func join(_ base: URL, _ pathAndQuery: String) -> String {
    var text = base.absoluteString
    while text.hasSuffix("/") { text.removeLast() }
    return text + pathAndQuery
  }
}
