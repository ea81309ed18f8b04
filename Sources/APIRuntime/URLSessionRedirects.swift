import Foundation
import OpenAPIURLSession

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSessionTransport {
  /// A URLSession transport that hands redirects back instead of following them, so that `APIClient` follows them
  /// itself, the same way over every transport (URLSession on Linux drops bodies and keeps credentials on a hop).
  /// `APIClient.Configuration()` uses one on Apple platforms; build yours this way when you give a session
  /// configuration of your own. On Linux prefer ``StreamingURLSessionTransport``: FoundationNetworking holds a
  /// 401 that asks for Basic or Digest credentials until a delegate answers it, which this transport's tasks, made
  /// with completion handlers, never consult (read in its source; not tried here).
  public static func notFollowingRedirects(_ configuration: URLSessionConfiguration = .apiClient) -> URLSessionTransport
  {
    let session = URLSession(configuration: configuration, delegate: RedirectRefusingDelegate(), delegateQueue: nil)
    return URLSessionTransport(configuration: .init(session: session))
  }

  /// The transport `APIClient.Configuration()` uses: one session, shared as `URLSession.shared` would be, that
  /// does not follow redirects.
  public static let sharedNotFollowingRedirects = URLSessionTransport.notFollowingRedirects()
}

private final class RedirectRefusingDelegate: NSObject, URLSessionTaskDelegate, Sendable {
  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}
