import Foundation

/// A redirect an operation documents as its answer (a download's `302`, say): where the server sends the caller.
/// `APIClient.follow(_:)` fetches the target.
public struct Redirect: Sendable, Hashable {
  /// `301`, `302`, `303`, `307` or `308`.
  public var status: Int
  /// The `Location`, resolved against the URL that answered.
  public var location: URL
  /// The URL that answered with the redirect: credentials go to the target only when it has the same origin.
  public var source: URL

  public init(status: Int, location: URL, source: URL) {
    self.status = status
    self.location = location
    self.source = source
  }
}

extension APIClient {
  /// Fetches where a documented redirect points, as the client follows any redirect: through the middlewares,
  /// with credentials only when the target has the source's origin, further redirects followed. A status other
  /// than 2xx throws `APIError.unexpectedStatus`.
  public func follow(_ redirect: Redirect) async throws(APIError) -> APIResponse<Data> {
    guard let target = RedirectTarget(location: redirect.location.absoluteString, from: redirect.source) else {
      let location = redirect.location.absoluteString
      throw .redirect(
        RedirectFailure(
          request: RequestContext(method: .get, url: redirect.location),
          error: RedirectError(reason: .invalidLocation(location), hops: [])))
    }
    var request = APIRequest(method: .get, path: APIPath(stringLiteral: target.pathAndQuery), operationID: "")
    request.server = Origin(redirect.location).url.absoluteString
    request.credentialOrigin = redirect.source
    let response = try await send(request)
    guard (200..<300).contains(response.status) else { throw response.failure() }
    return response.data()
  }
}
