import APIMock
import Foundation
import HTTPTypes
import OpenAPI
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

private let fullSpec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("specs/github-full.yaml")

@Suite struct GitHubFullMockTests {
  /// Every operation of GitHub's full description, sent a valid request made from the spec over HTTP, answers with
  /// a documented status whose JSON body validates against the documented schema.
  @Test func everyOperationAnswersWithItsDocumentedSchema() async throws {
    let spec = try SpecLoader().load(fullSpec.path)
    let server = try await MockServer(responder: try MockResponder(spec: spec))
    let validator = SchemaValidator(spec: spec)
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
      guard
        let entry = operation.responses.first(where: { $0.key == .status(http.statusCode) })
          ?? operation.responses.first(where: { $0.key == .range(http.statusCode / 100) })
          ?? operation.responses.first(where: { $0.key == .default })
      else {
        failures.append("\(place): undocumented status \(http.statusCode): \(String(decoding: data, as: UTF8.self))")
        continue
      }
      guard let documented = spec.resolve(entry.response),
        let contentType = http.value(forHTTPHeaderField: "Content-Type"),
        let media = documented.content.first(where: { $0.key == contentType })?.value,
        contentType.contains("json"), let schema = media.schema
      else { continue }
      do {
        let value = try JSONValue.parseJSON(Array(data))
        let violations = validator.violations(of: value, against: schema)
        if !violations.isEmpty { failures.append("\(place): \(violations.prefix(3))") }
        validatedBodies += 1
      } catch {
        failures.append("\(place): not JSON: \(error)")
      }
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
