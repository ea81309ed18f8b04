import Foundation
import HTTPTypes
import OpenAPIRuntime
import OpenAPIURLSession

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends the requests generated operations build: through swift-openapi-runtime's `ClientTransport` (URLSession by
/// default, see `defaultTransport`; AsyncHTTPClient and any other transport plug in unchanged) and its
/// `ClientMiddleware`s.
public struct APIClient: Sendable {
  /// URLSession, streaming both ways: swift-openapi-urlsession's transport on Apple platforms, where it streams
  /// with backpressure; `StreamingURLSessionTransport` elsewhere, where swift-openapi-urlsession reads bodies whole.
  /// Either hands redirects back, so that the client follows them.
  public static var defaultTransport: any ClientTransport {
    #if canImport(Darwin)
      URLSessionTransport.sharedNotFollowingRedirects
    #else
      StreamingURLSessionTransport.shared
    #endif
  }

  public struct Configuration: Sendable {
    public var transport: any ClientTransport
    /// Run in order on the way out, in reverse on the way back.
    public var middlewares: [any ClientMiddleware]
    /// Sent with every request unless the operation sets the same header.
    public var headers: HTTPFields
    /// The most bytes read from a response body.
    public var maxBodySize: Int
    /// Servers by operation id, for operations whose requests should go elsewhere than the spec says (a GitHub
    /// Enterprise upload host, say). Which server a request goes to, first match wins: this override, then the
    /// operation's own server from the spec (its `servers`, else its path's; a relative one is resolved against
    /// `serverURL`), then the client's `serverURL`.
    public var operationServers: [String: URL]
    /// The most redirects followed for one request. Redirects are followed by the client, not the transport (give
    /// a transport that does not follow them, as the default one does): see `APIError.redirect`.
    public var maximumRedirects: Int
    /// Header fields that carry credentials: never sent on a redirect to another origin (scheme, host, port).
    /// `Authorization`, `Cookie`, `Proxy-Authorization` and the header API keys of an `AuthenticationMiddleware`
    /// are always treated so.
    public var credentialHeaders: Set<HTTPField.Name>
    /// What call deadlines (`CallOptions.timeout`) are measured on: a test clock makes them observable.
    public var clock: any Clock<Duration>
    /// Where the client keeps the cookies servers set, to send them back; nil (the default): it keeps none, and
    /// sends only the cookies a call sets. A jar lives in memory only; give several clients one to share it.
    public var cookies: CookieJar?

    public init(
      transport: any ClientTransport = APIClient.defaultTransport,
      middlewares: [any ClientMiddleware] = [],
      headers: HTTPFields = [.userAgent: "APIGen"],
      maxBodySize: Int = 64 << 20,
      operationServers: [String: URL] = [:],
      maximumRedirects: Int = 10,
      credentialHeaders: Set<HTTPField.Name> = [],
      clock: any Clock<Duration> = ContinuousClock(),
      cookies: CookieJar? = nil
    ) {
      self.transport = transport
      self.middlewares = middlewares
      self.headers = headers
      self.maxBodySize = maxBodySize
      self.operationServers = operationServers
      self.maximumRedirects = maximumRedirects
      self.credentialHeaders = credentialHeaders
      self.clock = clock
      self.cookies = cookies
    }
  }

  public var serverURL: URL
  public var configuration: Configuration
  /// What every call through this client adds to its configuration (see `with(_:)`).
  public var options: CallOptions

  public init(serverURL: URL, configuration: Configuration = Configuration(), options: CallOptions = CallOptions()) {
    self.serverURL = serverURL
    self.configuration = configuration
    self.options = options
  }

  /// This client with `options` added to its own (a value both set: `options`'), for one call or a few:
  /// `client.with(.timeout(.seconds(5))).send(...)`.
  public func with(_ options: CallOptions) -> APIClient {
    var copy = self
    copy.options = self.options.merging(options)
    return copy
  }

  /// Sends a request and reads the whole response body, within the call's deadline.
  @_spi(Generated) public func send(_ request: APIRequest) async throws(APIError) -> RawResponse {
    let request = withOptions(request)
    return try await withinDeadline(of: request) { () async throws(APIError) in
      let opened = try await open(request, streamsResponse: false)
      return try await opened.collected(upTo: configuration.maxBodySize)
    }
  }

  /// A request with the query items of the call's options added; not to a URL the server gave (a next page's
  /// link), which carries what the first request sent already.
  func withOptions(_ request: APIRequest) -> APIRequest {
    guard !request.serverIsFinal else { return request }
    var request = request
    request.query += options.queryItems.map {
      (PercentEncoding.encode($0.name, allowed: .queryValue), PercentEncoding.encode($0.value, allowed: .queryValue))
    }
    return request
  }

  /// Sends a request (`withOptions` applied) and returns the answer with its body still to be read.
  /// `streamsResponse`: the caller reads the body as it arrives (middlewares are told, through `CallContext`).
  func open(_ request: APIRequest, streamsResponse: Bool) async throws(APIError) -> OpenedResponse {
    let pathAndQuery = request.pathAndQuery
    let baseURL = self.baseURL(for: request)
    let context = RequestContext(
      method: request.method, urlText: Self.join(baseURL, pathAndQuery), operationID: request.operationID)
    switch request.problem {
    case .invalid(let message)?: throw .invalidRequest(InvalidRequest(request: context, message: message))
    case .encoding(let what, let message)?:
      throw .encoding(EncodingFailure(request: context, what: what, message: message))
    case nil: break
    }
    if let name = options.invalidHeaderNames.first {
      throw .invalidRequest(InvalidRequest(request: context, message: "'\(name)' is not a valid header field name"))
    }
    // The operation's fields replace the client's of the same name (an operation's `Accept` over a default one),
    // and the call's options replace both.
    var fields = configuration.headers
    fields.replace(with: request.headerFields)
    if fields[.accept] == nil, let accept = request.defaultAccept { fields[.accept] = accept }
    if !request.cookies.isEmpty {
      fields[.cookie] = request.cookies.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }
    fields.replace(with: options.headerFields)
    let idempotencyKey = Self.idempotencyKey(for: request, options: options, fields: &fields)
    let httpRequest = HTTPRequest(
      method: request.method, scheme: nil, authority: nil, path: pathAndQuery, headerFields: fields)
    let body = request.bodyStream ?? request.body.map { HTTPBody($0) }
    let finalURL = FinalURL()
    let follower = RedirectFollower(
      configuration: configuration, operationID: request.operationID, returnedStatuses: request.documentedRedirects,
      credentialOrigin: request.credentialOrigin.map(Origin.init), finalURL: finalURL)
    do {
      try Task.checkCancellation()
      let call = CallContext(options: options, idempotencyKey: idempotencyKey, streamsResponse: streamsResponse)
      let (response, responseBody) = try await CallContext.$current.withValue(call) {
        try await sendThroughMiddlewares(httpRequest, body, baseURL, follower)
      }
      var answered = context
      if let url = finalURL.value { answered.url = url }
      return OpenedResponse(response: response, body: responseBody, request: answered)
    } catch {
      throw Self.failure(error, context)
    }
  }

  /// The `APIError` for an error thrown while a request was sent or its answer read.
  static func failure(_ error: any Error, _ context: RequestContext) -> APIError {
    if let error = error as? APIError { return error }
    if let error = error as? RedirectError { return .redirect(RedirectFailure(request: context, error: error)) }
    if Task.isCancelled || error is CancellationError || isCancellation(error) { return .cancelled(context) }
    return .transport(TransportFailure(request: context, underlying: error))
  }

  /// Where a request goes: the caller's override for its operation, else the operation's own server (resolved
  /// against `serverURL` when relative), else `serverURL`.
  func baseURL(for request: APIRequest) -> URL {
    if !request.serverIsFinal, let override = configuration.operationServers[request.operationID] { return override }
    guard let server = request.server else { return serverURL }
    return URL(string: server, relativeTo: serverURL)?.absoluteURL ?? serverURL
  }

  private func sendThroughMiddlewares(
    _ request: HTTPRequest, _ body: HTTPBody?, _ baseURL: URL, _ follower: RedirectFollower
  ) async throws -> (HTTPResponse, HTTPBody?) {
    var next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?) = {
      try await follower.send($0, $1, $2)
    }
    let operationID = follower.operationID
    for middleware in configuration.middlewares.reversed() {
      let inner = next
      next = { try await middleware.intercept($0, body: $1, baseURL: $2, operationID: operationID, next: inner) }
    }
    return try await next(request, body, baseURL)
  }

  static func isCancellation(_ error: any Error) -> Bool {
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
