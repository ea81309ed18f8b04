import ArgumentParser
import Foundation
import LocalHTTPServer
import _APIGenOpenAPI
import _APIMockServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

struct MockBench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mock",
    abstract: "apigen mock's speed: answers per second in process, and requests per second over HTTP.",
    discussion: """
      Every operation of the spec gets a valid request made from it (SampleRequests); the figures go through that \
      mix in turn. Prints load_ms (spec loaded and the responder built), answers_per_s (MockResponder alone: \
      routing, validation, the answer's body; no I/O), mock_requests_per_s (over HTTP on 127.0.0.1 through \
      URLSession, --concurrency tasks), static_requests_per_s (the same client and requests against a server \
      answering fixed bytes, LocalHTTPServer) and mock_vs_static (the mock's rate over it: how much of the client's \
      round trip the mock costs), and single_get_answers_per_s (GET /repos/{owner}/{repo} alone, a 22 KB example).
      """
  )

  @Argument(help: "The spec to serve.")
  var spec: String = defaultSpec

  @Option(help: "Requests per HTTP figure.")
  var requests = 4000

  @Option(help: "Concurrent client tasks.")
  var concurrency = 8

  @Option(help: "Runs per figure (medians).")
  var runs = 5

  func run() async throws {
    let clock = ContinuousClock()
    let loadStart = clock.now
    let loaded = try SpecLoader().load(spec)
    let responder = try MockResponder(spec: loaded)
    let loadMilliseconds = Measure.milliseconds(loadStart.duration(to: clock.now))
    let samples = SampleRequests(spec: loaded).all.map(\.request)
    let rounds = max(1, 20_000 / samples.count)
    let inProcess = Measure.medianMilliseconds(runs: runs) {
      for _ in 0..<rounds {
        for request in samples { _ = responder.answer(request) }
      }
    }
    let single = samples.first {
      $0.method == .get && $0.target.hasPrefix("/repos/") && $0.target.split(separator: "/").count == 3
    }
    var singleRate = 0.0
    if let single {
      let count = 5000
      let milliseconds = Measure.medianMilliseconds(runs: runs) {
        for _ in 0..<count { _ = responder.answer(single) }
      }
      singleRate = Double(count) / milliseconds * 1000
    }

    let server = try await MockServer(responder: responder)
    // GitHub documents redirects to real hosts: they are answers to count, not to follow.
    let session = URLSession(configuration: .ephemeral, delegate: RedirectRefuser(), delegateQueue: nil)
    let mock = try await httpMilliseconds(session, base: server.url, samples: samples)
    await server.stop()

    // The same requests answered with fixed bytes: the client's and the loop's own cost.
    let staticServer = try await LocalHTTPServer(keepingRequests: 0) { _ in .json(#"{"ok":true}"#) }
    let bare = try await httpMilliseconds(session, base: staticServer.baseURL, samples: samples)
    await staticServer.stop()

    let sent = requests / concurrency * concurrency
    print("operations: \(samples.count)")
    print("load_ms: \(Measure.format(loadMilliseconds))")
    print("answers_per_s: \(Measure.format(Double(rounds * samples.count) / inProcess * 1000))")
    print("single_get_answers_per_s: \(Measure.format(singleRate))")
    print("mock_requests_per_s: \(Measure.format(Double(sent) / mock * 1000))")
    print("static_requests_per_s: \(Measure.format(Double(sent) / bare * 1000))")
    print("mock_vs_static: \(Measure.format(bare / mock))")
    print("peak_rss_mb: \(Measure.format(Measure.peakResidentMegabytes()))")
  }

  /// Median milliseconds for `requests` requests of the mix, `concurrency` tasks at a time.
  private func httpMilliseconds(_ session: URLSession, base: URL, samples: [MockRequest]) async throws -> Double {
    let requests = samples.map { sample in
      var request = URLRequest(url: URL(string: base.absoluteString + sample.target)!)
      request.httpMethod = sample.method.rawValue
      for field in sample.headers { request.addValue(field.value, forHTTPHeaderField: field.name.rawName) }
      if !sample.body.isEmpty { request.httpBody = Data(sample.body) }
      return request
    }
    let perTask = requests.count > 0 ? self.requests / concurrency : 0
    let tasks = concurrency
    return try await Measure.medianMilliseconds(runs: runs) {
      try await withThrowingTaskGroup(of: Void.self) { group in
        for task in 0..<tasks {
          group.addTask {
            for index in 0..<perTask {
              _ = try await session.data(for: requests[(task * perTask + index) % requests.count])
            }
          }
        }
        try await group.waitForAll()
      }
    }
  }
}

private final class RedirectRefuser: NSObject, URLSessionTaskDelegate, Sendable {
  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}
