import APIRuntime
import AsyncHTTPClient
import Foundation
import OpenAPIAsyncHTTPClient
import StreamBench

// Usage: stream-bench [EVENTS] [DOWNLOAD_MB]: the figures `apigen-bench client` prints for streams, over
// AsyncHTTPClient.
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let events = arguments.first ?? 100_000
let downloadMB = arguments.dropFirst().first ?? 1024
let httpClient = HTTPClient(eventLoopGroupProvider: .singleton)
let configuration = APIClient.Configuration(
  transport: AsyncHTTPClientTransport(configuration: .init(client: httpClient)))
print("stream_transport: AsyncHTTPClient")
let figures = try await StreamBench.run(
  configuration: configuration, events: events, downloadMB: downloadMB, bufferedDownloadLimitMB: 256)
for line in figures.lines { print(line) }
try await httpClient.shutdown()
