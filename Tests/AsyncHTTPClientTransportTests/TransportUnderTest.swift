import APIRuntime
import AsyncHTTPClient
import OpenAPIAsyncHTTPClient

/// The shared runtime suite runs here over AsyncHTTPClient.
enum TransportUnderTest {
  static let name = "AsyncHTTPClient"

  static func configuration(timeout: Double? = nil) -> APIClient.Configuration {
    var transport = AsyncHTTPClientTransport.Configuration()
    if let timeout { transport.timeout = .milliseconds(Int64(timeout * 1000)) }
    return APIClient.Configuration(transport: AsyncHTTPClientTransport(configuration: transport))
  }
}
