@_spi(Generated) import APIRuntime
import Foundation
import LocalHTTPServer

/// The streaming figures of `apigen-bench client`, over any transport: server-sent events decoded per second, and
/// the peak memory of a download written to a file as it arrives next to the same bytes read whole. Shared by
/// `apigen-bench` (URLSession) and IntegrationTests' `stream-bench` (AsyncHTTPClient).
package enum StreamBench {
  package struct Figures: Sendable {
    package var events: Int
    package var eventsPerSecond: Double
    /// Peak resident memory while a stream of `events` events is read and decoded, and while the same bytes are
    /// read whole and parsed.
    package var eventsPeakMegabytes: Double
    package var bufferedEventsPeakMegabytes: Double
    package var downloadMegabytes: Int
    package var downloadMegabytesPerSecond: Double
    package var downloadPeakMegabytes: Double
    package var bufferedDownloadPeakMegabytes: Double?
    /// The same download read at `slowReaderMegabytesPerSecond`, when asked for.
    package var slowReaderMegabytesPerSecond: Double?
    package var slowDownloadPeakMegabytes: Double?

    /// `name: value` lines, as the bench commands print them.
    package var lines: [String] {
      var lines = [
        "sse_events: \(events)",
        "sse_events_per_s: \(format(eventsPerSecond))",
        "sse_stream_peak_rss_mb: \(format(eventsPeakMegabytes))",
        "sse_buffered_peak_rss_mb: \(format(bufferedEventsPeakMegabytes))",
        "download_mb: \(downloadMegabytes)",
        "download_mb_per_s: \(format(downloadMegabytesPerSecond))",
        "stream_peak_rss_mb: \(format(downloadPeakMegabytes))",
      ]
      if let buffered = bufferedDownloadPeakMegabytes {
        lines.append("buffered_download_peak_rss_mb: \(format(buffered))")
      }
      if let rate = slowReaderMegabytesPerSecond, let peak = slowDownloadPeakMegabytes {
        lines.append("slow_reader_mb_per_s: \(format(rate))")
        lines.append("slow_reader_peak_rss_mb: \(format(peak))")
      }
      return lines
    }

    private func format(_ value: Double) -> String { String(format: "%.1f", value) }
  }

  struct Chunk: Decodable, Sendable {
    var id: String
    var index: Int
    var delta: String
  }

  /// Runs both measurements. `bufferedDownloadLimitMB`: the largest download also read whole for comparison;
  /// `slowReaderMBPerSecond`: when given, the download is also read at that rate.
  package static func run(
    configuration: APIClient.Configuration, events: Int = 100_000, downloadMB: Int = 1024,
    bufferedDownloadLimitMB: Int = 256, slowReaderMBPerSecond: Double? = nil
  ) async throws -> Figures {
    let server = try await server(events: events, downloadMB: downloadMB)
    defer { Task { await server.stop() } }
    let client = APIClient(serverURL: server.baseURL, configuration: configuration)

    PeakMemory.reset()
    let start = ContinuousClock.now
    var count = 0
    let stream = try await client.stream(
      APIRequest(method: .get, path: "/events", operationID: "events"), streaming: [200]
    ).events(Chunk.self).body
    for try await event in stream where event.data.index >= 0 { count += 1 }
    let eventsSeconds = seconds(ContinuousClock.now - start)
    let eventsPeak = PeakMemory.peakMegabytes() ?? 0

    PeakMemory.reset()
    var bufferedLimits = configuration
    bufferedLimits.maxBodySize = .max
    let whole = try await APIClient(serverURL: server.baseURL, configuration: bufferedLimits).send(
      APIRequest(method: .get, path: "/events", operationID: "events"))
    var buffered = 0
    for try await _ in StreamedResponseFromData.events(whole) { buffered += 1 }
    let bufferedEventsPeak = PeakMemory.peakMegabytes() ?? 0

    let (downloadSeconds, downloadPeak) = try await download(client, megabytes: downloadMB)
    // Before the whole body is read: what malloc keeps of it would count in the next peak.
    var slowPeak: Double?
    if let rate = slowReaderMBPerSecond {
      slowPeak = try await download(client, megabytes: downloadMB, readerMBPerSecond: rate).peak
    }
    var bufferedDownloadPeak: Double?
    if downloadMB <= bufferedDownloadLimitMB {
      PeakMemory.reset()
      _ = try await APIClient(serverURL: server.baseURL, configuration: bufferedLimits).send(
        APIRequest(method: .get, path: "/download", operationID: "download"))
      bufferedDownloadPeak = PeakMemory.peakMegabytes() ?? 0
    }
    precondition(count == events && buffered == events, "read \(count) and \(buffered) of \(events) events")
    return Figures(
      events: count, eventsPerSecond: Double(count) / eventsSeconds, eventsPeakMegabytes: eventsPeak,
      bufferedEventsPeakMegabytes: bufferedEventsPeak, downloadMegabytes: downloadMB,
      downloadMegabytesPerSecond: Double(downloadMB) / downloadSeconds, downloadPeakMegabytes: downloadPeak,
      bufferedDownloadPeakMegabytes: bufferedDownloadPeak, slowReaderMegabytesPerSecond: slowReaderMBPerSecond,
      slowDownloadPeakMegabytes: slowPeak)
  }

  /// A server answering `/events` with `events` server-sent events in chunks of a hundred (the last one holding
  /// what remains), and anything else with `downloadMB` MiB of bytes.
  private static func server(events: Int, downloadMB: Int) async throws -> LocalHTTPServer {
    let eventsPerChunk = 100
    let chunkCount = (events + eventsPerChunk - 1) / eventsPerChunk
    let eventChunk: @Sendable (Int) -> [UInt8] = { chunk in
      Array(
        (chunk * eventsPerChunk..<min(events, (chunk + 1) * eventsPerChunk)).map { index in
          "event: chunk\ndata: {\"id\":\"c1\",\"index\":\(index),\"delta\":\"token\"}\n\n"
        }.joined().utf8)
    }
    let downloadChunk = [UInt8](repeating: 0x61, count: 256 << 10)
    let downloadChunks = downloadMB * 4
    return try await LocalHTTPServer(keepingRequests: 4) { request in
      if request.target.hasPrefix("/events") {
        return .streaming(headers: [("Content-Type", "text/event-stream")]) { $0 < chunkCount ? eventChunk($0) : nil }
      }
      return .streaming(headers: [("Content-Type", "application/octet-stream")]) {
        $0 < downloadChunks ? downloadChunk : nil
      }
    }
  }

  /// Streams the download into a temporary file, as fast as it comes or at `readerMBPerSecond`: the seconds it
  /// took and the peak memory.
  private static func download(
    _ client: APIClient, megabytes: Int, readerMBPerSecond: Double? = nil
  ) async throws -> (seconds: Double, peak: Double) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-bench-\(UUID()).bin")
    defer { try? FileManager.default.removeItem(at: file) }
    PeakMemory.reset()
    let start = ContinuousClock.now
    let body = try await client.stream(
      APIRequest(method: .get, path: "/download", operationID: "download"), streaming: [200]
    ).bytes().body
    let written: Int64
    if let rate = readerMBPerSecond {
      written = try await readSlowly(body, to: file, megabytesPerSecond: rate, since: start)
    } else {
      written = try await body.write(to: file)
    }
    let elapsed = seconds(ContinuousClock.now - start)
    let peak = PeakMemory.peakMegabytes() ?? 0
    precondition(written == Int64(megabytes) << 20, "wrote \(written) bytes")
    return (elapsed, peak)
  }

  /// A reader slower than the network: each chunk is written once the time `megabytesPerSecond` allows for the bytes
  /// before it has passed.
  private static func readSlowly(
    _ body: ByteStream, to file: URL, megabytesPerSecond: Double, since start: ContinuousClock.Instant
  ) async throws -> Int64 {
    guard FileManager.default.createFile(atPath: file.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
    let handle = try FileHandle(forWritingTo: file)
    defer { try? handle.close() }
    var written: Int64 = 0
    for try await chunk in body {
      let due = start + .seconds(Double(written) / (megabytesPerSecond * 1_048_576))
      try await Task.sleep(until: due, clock: .continuous)
      try handle.write(contentsOf: chunk)
      written += Int64(chunk.count)
    }
    return written
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}

/// The same events read from a body already in memory (the buffered path's comparison).
private enum StreamedResponseFromData {
  static func events(_ response: RawResponse) -> EventStream<StreamBench.Chunk> {
    StreamedResponse(whole: response).events(StreamBench.Chunk.self).body
  }
}
