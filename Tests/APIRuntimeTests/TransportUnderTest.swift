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

  /// Whether bodies arrive as they are sent: the default transport hands them over chunk by chunk on Linux
  /// (`StreamingURLSessionTransport`) as on Apple platforms (swift-openapi-urlsession's).
  static let streamsBodies = true

  static func configuration(timeout: Double? = nil) -> APIClient.Configuration {
    guard let timeout else { return APIClient.Configuration() }
    let session = URLSessionConfiguration.ephemeral
    session.timeoutIntervalForRequest = timeout
    #if canImport(Darwin)
      return APIClient.Configuration(transport: URLSessionTransport.notFollowingRedirects(session))
    #else
      return APIClient.Configuration(transport: StreamingURLSessionTransport(configuration: session))
    #endif
  }
}
