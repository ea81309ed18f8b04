import APIRuntime
import Foundation
import OpenAPIURLSession

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The runtime suite runs here over URLSession (the default); AsyncHTTPClientTransportTests runs the same files
/// over AsyncHTTPClient.
enum TransportUnderTest {
  static let name = "URLSession"

  /// Whether bodies arrive as they are sent: URLSession streams on Apple platforms; on Linux
  /// swift-openapi-urlsession reads the whole body before handing it over.
  #if canImport(Darwin)
    static let streamsBodies = true
  #else
    static let streamsBodies = false
  #endif

  static func configuration(timeout: Double? = nil) -> APIClient.Configuration {
    guard let timeout else { return APIClient.Configuration() }
    let session = URLSessionConfiguration.ephemeral
    session.timeoutIntervalForRequest = timeout
    return APIClient.Configuration(transport: URLSessionTransport.notFollowingRedirects(session))
  }
}
