import APIRuntime
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The runtime suite runs here over URLSession (the default); AsyncHTTPClientTransportTests runs the same files
/// over AsyncHTTPClient.
enum TransportUnderTest {
  static let name = "URLSession"

  /// Whether bodies arrive as they are sent: the default transport (`StreamingURLSessionTransport`) hands them
  /// over chunk by chunk on Linux as on Apple platforms.
  static let streamsBodies = true

  static func configuration(timeout: Double? = nil) -> APIClient.Configuration {
    guard let timeout else { return APIClient.Configuration() }
    let session = URLSessionConfiguration.ephemeral
    session.timeoutIntervalForRequest = timeout
    return APIClient.Configuration(transport: StreamingURLSessionTransport(configuration: session))
  }
}
