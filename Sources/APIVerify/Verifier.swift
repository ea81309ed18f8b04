import APIRuntime
import Foundation
import HTTPTypes
import OpenAPIRuntime
import _APIGenOpenAPI
import _APIMockCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What one operation's call found: the status it answered (nil when no answer came) and its findings.
package struct CallResult: Sendable {
  package var operation: String
  package var method: String
  package var path: String
  package var status: Int?
  package var findings: [AnswerFinding]
  /// What this call's answer gives later calls through the description's links.
  package var gives: [LinkedValue] = []
  /// What earlier answers gave this call's request through links (a value of nil found nothing).
  package var takes: [LinkedValue] = []
}

/// Sends a ``VerifyPlan``'s requests to a live server and judges each answer with ``AnswerChecker``: phase by
/// phase (``CallPhase``: every create answered before the first read is sent, a logout last), at most
/// `concurrency` at a time, each within `timeout`, none retried, redirects reported (and followed only to the same
/// origin), results in spec order. A link of an answer (`$response.body#/id` into a read's `id`) puts its value in
/// the request of the operation it names when that one runs in a later phase, so a read asks for what the create
/// made.
package struct Verifier: Sendable {
  package let spec: Spec
  package let options: VerifyOptions
  private let transport: any ClientTransport
  private let checker: AnswerChecker

  /// - Parameter transport: what sends the requests; by default a URLSession transport that hands redirects back
  ///   and streams bodies (so an event stream is read only as far as its start).
  package init(spec: Spec, options: VerifyOptions, transport: (any ClientTransport)? = nil) {
    self.spec = spec
    self.options = options
    checker = AnswerChecker(spec: spec)
    if let transport {
      self.transport = transport
    } else {
      let configuration = URLSessionConfiguration.ephemeral
      configuration.timeoutIntervalForRequest = Double(options.timeout.components.seconds) + 1
      configuration.httpCookieStorage = nil
      configuration.urlCache = nil
      self.transport = StreamingURLSessionTransport(configuration: configuration)
    }
  }

  package func run(_ plan: VerifyPlan) async -> [CallResult] {
    var calls = plan.calls
    var results: [CallResult?] = Array(repeating: nil, count: calls.count)
    var given: [LinkedValue] = []
    for phase in CallPhase.allCases {
      let indices = calls.indices.filter { calls[$0].phase == phase }
      var takes: [Int: [LinkedValue]] = [:]
      for index in indices {
        let values = given.filter { $0.target == calls[index].operation.name }
        guard !values.isEmpty else { continue }
        calls[index].request = plan.request(for: calls[index], linked: values)
        takes[index] = values
      }
      for (index, result) in await run(indices, of: calls) { results[index] = result }
      // In spec order, so that when two answers give one parameter, the later operation's value wins every run.
      for index in indices {
        results[index]?.takes = takes[index] ?? []
        given += results[index]?.gives ?? []
      }
    }
    return results.map { $0! }
  }

  /// Some of the plan's calls, at most `concurrency` at a time, with their indices.
  private func run(_ indices: [Int], of calls: [VerifyPlan.Call]) async -> [(Int, CallResult)] {
    let width = max(1, options.concurrency)
    return await withTaskGroup(of: (Int, CallResult).self) { group in
      var done: [(Int, CallResult)] = []
      var next = 0
      func start() {
        let index = indices[next]
        let call = calls[index]
        group.addTask { (index, await self.verify(call)) }
        next += 1
      }
      while next < min(width, indices.count) { start() }
      while let finished = await group.next() {
        done.append(finished)
        if next < indices.count { start() }
      }
      return done
    }
  }

  /// One call, its redirects, and the findings on the answer it ends with.
  func verify(_ call: VerifyPlan.Call) async -> CallResult {
    let operation = call.operation
    let place = "\(call.request.method.rawValue) \(operation.path)"
    var result = CallResult(
      operation: operation.name, method: call.request.method.rawValue, path: operation.path, status: nil, findings: [])
    var request = call.request
    var base = options.server
    for _ in 0...options.maximumRedirects {
      let answer: ReceivedAnswer
      do {
        answer = try await withDeadline(options.timeout) { [request, base] in
          try await self.send(request, to: base, operation)
        }
      } catch let error as DeadlineExceeded {
        result.findings.append(finding(.timeout, "\(place) did not answer within \(error.seconds) s", operation))
        return result
      } catch {
        let kind = TransportErrorKind(error)
        let reason = kind.summary ?? "the request failed (\(type(of: error)))"
        result.findings.append(
          finding(kind == .timedOut ? .timeout : .transport, "\(place): \(reason)", operation))
        return result
      }
      result.status = answer.status
      guard let hop = redirect(answer, from: base, request: request, operation: operation) else {
        result.findings += checker.findings(answer, to: operation, method: call.request.method)
        let exchange = Exchange(
          operation: operation, request: request, answer: answer, url: base.absoluteString + request.target)
        result.gives = LinkedValue.values(from: exchange, spec: spec)
        return result
      }
      var message =
        "\(place) answered \(answer.status) redirecting to \(hop.location), which the operation does "
        + "not document"
      guard let next = hop.next else {
        message += " (another origin: not followed)"
        result.findings.append(finding(.redirect, message, operation, severity: .warning))
        return result
      }
      result.findings.append(finding(.redirect, message + " (followed)", operation, severity: .warning))
      (request, base) = next
    }
    result.findings.append(
      finding(.redirect, "\(place) redirected more than \(options.maximumRedirects) times", operation))
    return result
  }

  private func send(_ request: MockRequest, to base: URL, _ operation: _APIGenOpenAPI.Operation) async throws
    -> ReceivedAnswer
  {
    let head = HTTPRequest(
      method: request.method, scheme: nil, authority: nil, path: request.target,
      headerFields: request.headers)
    let (response, body) = try await transport.send(
      head, body: request.body.isEmpty ? nil : HTTPBody(request.body), baseURL: base, operationID: operation.name)
    var bytes: [UInt8] = []
    var complete = true
    let isStream = Self.isStream(response.headerFields[.contentType])
    if let body {
      for try await chunk in body {
        bytes += chunk
        // An event stream may never end: its start (status, headers, content type) is what is checked.
        if isStream || bytes.count > options.maximumBodyBytes {
          complete = false
          break
        }
      }
    }
    return ReceivedAnswer(
      status: response.status.code, headers: response.headerFields, body: bytes, bodyIsComplete: complete)
  }

  /// The next request for an undocumented redirect: nil when the status is no redirect or the operation documents
  /// it (then the answer is checked as it is); `next` nil when its target is on another origin.
  private func redirect(
    _ answer: ReceivedAnswer, from base: URL, request: MockRequest, operation: _APIGenOpenAPI.Operation
  ) -> (location: String, next: (MockRequest, URL)?)? {
    guard [301, 302, 303, 307, 308].contains(answer.status),
      AnswerChecker.documentedEntry(for: answer.status, in: operation) == nil,
      let location = answer.headers[.location]
    else { return nil }
    let current = URL(string: base.absoluteString + request.target) ?? base
    guard let target = URL(string: location, relativeTo: current)?.absoluteURL,
      target.scheme == current.scheme, target.host == current.host, target.port == current.port,
      var components = URLComponents(url: target, resolvingAgainstBaseURL: false)
    else { return (location, nil) }
    let path = components.percentEncodedPath + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
    components.percentEncodedPath = ""
    components.percentEncodedQuery = nil
    var next = request
    next.target = path
    if answer.status != 307, answer.status != 308, request.method != .head {
      next.method = .get
      next.body = []
      next.headers[.contentType] = nil
    }
    return (location, (next, components.url ?? base))
  }

  private static func isStream(_ contentType: String?) -> Bool {
    guard let contentType else { return false }
    let essence = contentType.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
    return ["text/event-stream", "application/x-ndjson", "application/jsonl", "application/json-seq"].contains(
      essence)
  }

  private func finding(
    _ kind: AnswerFinding.Kind, _ message: String, _ operation: _APIGenOpenAPI.Operation,
    severity: AnswerFinding.Severity = .error
  ) -> AnswerFinding {
    AnswerFinding(kind: kind, severity: severity, message: message, file: operation.file, mark: operation.mark)
  }
}

struct DeadlineExceeded: Error {
  var seconds: Int64
}

/// `body`'s result, or `DeadlineExceeded` once `limit` has passed (then `body` is cancelled).
func withDeadline<Value: Sendable>(
  _ limit: Duration, _ body: @escaping @Sendable () async throws -> Value
) async throws -> Value {
  try await withThrowingTaskGroup(of: Value.self) { group in
    group.addTask { try await body() }
    group.addTask {
      try await Task.sleep(for: limit)
      throw DeadlineExceeded(seconds: limit.components.seconds)
    }
    defer { group.cancelAll() }
    return try await group.next()!
  }
}
