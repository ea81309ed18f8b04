import Foundation
import HTTPTypes
import OpenAPIRuntime
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// URLSession with each answer's body handed over as its bytes arrive, on Linux as on Apple platforms.
///
/// swift-openapi-urlsession streams only where Darwin's `URLSession` APIs exist; on Linux it reads every body whole
/// before returning, so an event stream yields nothing until the server closes it and a download is held in memory.
/// This transport reads bodies through a data task's delegate instead, which FoundationNetworking calls with each
/// chunk as it arrives. FoundationNetworking cannot pause a transfer (suspending a running task stops the process:
/// "Need to solve pausing receive"), so the bytes a slower reader has not taken yet are held for it: up to
/// `bodyMemoryLimit` of them in memory, the rest in a temporary file in `spillDirectory` (unlinked as soon as it is
/// opened), read back in order. Memory stays flat whatever the reader's speed; disk holds the difference, and a
/// failed write to it ends the body with ``ResponseBodyBufferError``. Stop reading and the transfer is cancelled.
/// Redirects are handed back, not followed: `APIClient` follows them itself. Request bodies are sent from memory.
public final class StreamingURLSessionTransport: ClientTransport, Sendable {
  private let session: URLSession
  private let router: TaskRouter
  private let bodyMemoryLimit: Int
  private let spillDirectory: URL

  /// A transport with a session of its own, made from `configuration`.
  ///
  /// - Parameters:
  ///   - configuration: The session's configuration.
  ///   - bodyMemoryLimit: The most bytes of one response body held in memory for a reader slower than the network.
  ///   - spillDirectory: Where the rest waits; the system's temporary directory unless given.
  public init(
    configuration: URLSessionConfiguration = .apiClient, bodyMemoryLimit: Int = 1 << 20, spillDirectory: URL? = nil
  ) {
    router = TaskRouter()
    session = URLSession(configuration: configuration, delegate: router, delegateQueue: nil)
    self.bodyMemoryLimit = max(bodyMemoryLimit, 0)
    self.spillDirectory = spillDirectory ?? FileManager.default.temporaryDirectory
  }

  /// The transport `APIClient.Configuration()` uses on Linux: one session, shared.
  public static let shared = StreamingURLSessionTransport()

  deinit { session.finishTasksAndInvalidate() }

  public func send(
    _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String
  ) async throws -> (HTTPResponse, HTTPBody?) {
    var urlRequest = try Self.urlRequest(request, baseURL: baseURL)
    if let body { urlRequest.httpBody = try await Data(collecting: body, upTo: .max) }
    let task = session.dataTask(with: urlRequest)
    let exchange = Exchange(task: task, bodyMemoryLimit: bodyMemoryLimit, spillDirectory: spillDirectory)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        exchange.awaitHead(continuation)
        router.register(exchange, for: task.taskIdentifier)
        task.resume()
      }
    } onCancel: {
      task.cancel()
    }
  }

  static func urlRequest(_ request: HTTPRequest, baseURL: URL) throws -> URLRequest {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false),
      let target = URLComponents(string: request.path ?? "")
    else { throw URLError(.badURL) }
    components.percentEncodedPath += target.percentEncodedPath
    components.percentEncodedQuery = target.percentEncodedQuery
    guard let url = components.url else { throw URLError(.badURL) }
    var urlRequest = URLRequest(url: url)
    urlRequest.httpMethod = request.method.rawValue
    var fields: [(name: String, value: String)] = []
    for field in request.headerFields {
      if let index = fields.firstIndex(where: { $0.name == field.name.canonicalName }) {
        fields[index].value += (field.name == .cookie ? "; " : ", ") + field.value
      } else {
        fields.append((field.name.canonicalName, field.value))
      }
    }
    for field in fields { urlRequest.setValue(field.value, forHTTPHeaderField: field.name) }
    return urlRequest
  }
}

/// The session's delegate: hands each task's events to its exchange.
private final class TaskRouter: NSObject, URLSessionDataDelegate, Sendable {
  private let exchanges = Mutex<[Int: Exchange]>([:])

  func register(_ exchange: Exchange, for identifier: Int) {
    exchanges.withLock { $0[identifier] = exchange }
  }

  private func exchange(_ task: URLSessionTask) -> Exchange? {
    exchanges.withLock { $0[task.taskIdentifier] }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    exchange(dataTask)?.receivedHead(response)
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    exchange(dataTask)?.received(data)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let exchange = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    exchange?.completed(error)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }

  #if canImport(FoundationNetworking)
    /// A 401 whose `WWW-Authenticate` asks for Basic or Digest credentials: FoundationNetworking has read the whole
    /// answer, head and body (both already handed over), and instead of completing the task asks for credentials,
    /// holding it until they come; no answer to the challenge completes it with the 401 (`performDefaultHandling`
    /// without a stored credential leaves it waiting, the others cancel it). So the exchange ends here, with the
    /// body as received, and the task is cancelled. Credentials are the caller's to send, never the session's.
    func urlSession(
      _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
      completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
      let exchange = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
      exchange?.completed(nil)
      completionHandler(.cancelAuthenticationChallenge, nil)
    }
  #endif
}

/// One request's answer on its way: the head for `send`, then the body's chunks for its reader.
private final class Exchange: Sendable {
  private struct State {
    var head: CheckedContinuation<(HTTPResponse, HTTPBody?), any Error>?
    var body: SpillingBodyBuffer?
  }

  private let task: URLSessionTask
  private let bodyMemoryLimit: Int
  private let spillDirectory: URL
  private let state = Mutex(State())

  init(task: URLSessionTask, bodyMemoryLimit: Int, spillDirectory: URL) {
    self.task = task
    self.bodyMemoryLimit = bodyMemoryLimit
    self.spillDirectory = spillDirectory
  }

  func awaitHead(_ continuation: CheckedContinuation<(HTTPResponse, HTTPBody?), any Error>) {
    state.withLock { $0.head = continuation }
  }

  func receivedHead(_ response: URLResponse) {
    guard let http = response as? HTTPURLResponse else {
      completed(URLError(.badServerResponse))
      return
    }
    var head = HTTPResponse(status: .init(code: http.statusCode))
    for (name, value) in http.allHeaderFields {
      guard let text = name as? String, let name = HTTPField.Name(text), let value = value as? String else { continue }
      head.headerFields.append(HTTPField(name: name, value: value))
    }
    let task = self.task
    // The reader went away before the end: stop the transfer.
    let buffer = SpillingBodyBuffer(memoryLimit: bodyMemoryLimit, spillDirectory: spillDirectory) { task.cancel() }
    let length: HTTPBody.Length = http.expectedContentLength >= 0 ? .known(http.expectedContentLength) : .unknown
    let body = HTTPBody(SpillingBodyBuffer.Bytes(buffer), length: length, iterationBehavior: .single)
    let waiting = state.withLock { state in
      state.body = buffer
      defer { state.head = nil }
      return state.head
    }
    waiting?.resume(returning: (head, body))
  }

  func received(_ data: Data) {
    state.withLock { $0.body }?.append(data)
  }

  func completed(_ error: (any Error)?) {
    // FoundationNetworking completes a redirect it was told not to follow without announcing its head when the
    // answer has no Location (GitHub documents such 302s): the task still holds it.
    if error == nil, state.withLock({ $0.head != nil }), let response = task.response as? HTTPURLResponse {
      receivedHead(response)
    }
    let (head, body) = state.withLock { state in
      defer {
        state.head = nil
        state.body = nil
      }
      return (state.head, state.body)
    }
    if let head {
      head.resume(throwing: error ?? URLError(.badServerResponse))
    } else {
      body?.finish(error)
    }
  }
}
