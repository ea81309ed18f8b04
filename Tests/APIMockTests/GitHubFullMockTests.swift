import APIMock
import Foundation
import HTTPTypes
import Testing
import _APIGenOpenAPI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

private let fullSpec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("specs/github-full.yaml")

@Suite struct GitHubFullMockTests {
  /// Every operation of GitHub's full description, sent a valid request made from the spec over HTTP (optional
  /// query parameters included), answers as documented: `AnswerChecker`, the rules `apigen verify` judges servers
  /// by, finds nothing.
  @Test func everyOperationAnswersWithItsDocumentedSchema() async throws {
    let spec = try SpecLoader().load(fullSpec.path)
    let server = try await MockServer(responder: try MockResponder(spec: spec))
    let checker = AnswerChecker(spec: spec)
    let requests = SampleRequests(spec: spec).all
    #expect(requests.count == 814)
    // Redirects are answers to check, not to follow (GitHub's documented Locations are real hosts).
    let session = URLSession(configuration: .ephemeral, delegate: RedirectRefuser(), delegateQueue: nil)
    var failures: [String] = []
    var statuses: [Int: Int] = [:]
    var validatedBodies = 0
    for (operation, request) in requests {
      let place = "\(request.method.rawValue) \(request.target) (\(operation.name))"
      var urlRequest = URLRequest(url: URL(string: server.url.absoluteString + request.target)!)
      urlRequest.httpMethod = request.method.rawValue
      for field in request.headers { urlRequest.addValue(field.value, forHTTPHeaderField: field.name.rawName) }
      if !request.body.isEmpty { urlRequest.httpBody = Data(request.body) }
      let (data, response) = try await session.data(for: urlRequest)
      let http = response as! HTTPURLResponse
      statuses[http.statusCode, default: 0] += 1
      if http.statusCode >= 400 {
        failures.append("\(place): \(http.statusCode) \(http.value(forHTTPHeaderField: "APIGen-Mock-Problem") ?? "")")
      }
      var headers = HTTPFields()
      for (name, value) in http.allHeaderFields {
        if let name = HTTPField.Name("\(name)") { headers.append(HTTPField(name: name, value: "\(value)")) }
      }
      let answer = ReceivedAnswer(status: http.statusCode, headers: headers, body: Array(data))
      failures += checker.findings(answer, to: operation, method: request.method).map(\.description)
      if http.value(forHTTPHeaderField: "Content-Type")?.contains("json") == true { validatedBodies += 1 }
    }
    await server.stop()
    #expect(failures == [])
    #expect(statuses.keys.allSatisfy { (200..<400).contains($0) })
    #expect(validatedBodies > 600)
    print(
      "github-full mock: \(requests.count) operations, statuses \(statuses.sorted { $0.key < $1.key }), "
        + "\(validatedBodies) JSON bodies validated")
  }
}

final class RedirectRefuser: NSObject, URLSessionTaskDelegate, Sendable {
  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}
