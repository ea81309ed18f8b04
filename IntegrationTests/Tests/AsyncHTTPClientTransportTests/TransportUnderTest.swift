import APIRuntime
import AsyncHTTPClient
import OpenAPIAsyncHTTPClient

/// The shared runtime suite runs here over AsyncHTTPClient.
enum TransportUnderTest {
  static let name = "AsyncHTTPClient"

  /// Whether bodies arrive as they are sent.
  static let streamsBodies = true

  /// One client for the whole suite, configured not to follow redirects: `APIClient` follows them itself. It lives
  /// as long as the process, so it is never shut down.
  static let httpClient = HTTPClient(
    eventLoopGroupProvider: .singleton, configuration: HTTPClient.Configuration(redirectConfiguration: .disallow))

  static func configuration(timeout: Double? = nil) -> APIClient.Configuration {
    var transport = AsyncHTTPClientTransport.Configuration(client: httpClient)
    if let timeout { transport.timeout = .milliseconds(Int64(timeout * 1000)) }
    return APIClient.Configuration(transport: AsyncHTTPClientTransport(configuration: transport))
  }
}
