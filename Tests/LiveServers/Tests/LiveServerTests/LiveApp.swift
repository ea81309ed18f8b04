import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One running framework app (started by Scripts/live-servers.sh, which passes its address in the environment),
/// and what it recorded of the requests it received.
struct LiveApp: Sendable {
  let baseURL: URL

  /// The app whose address is in `variable`; the script always sets it, so a missing one is a setup error.
  static func fromEnvironment(_ variable: String) throws -> LiveApp {
    let value = try #require(
      ProcessInfo.processInfo.environment[variable],
      "\(variable) is not set: run these tests through Scripts/live-servers.sh, which starts the apps")
    return LiveApp(baseURL: try #require(URL(string: value)))
  }

  /// The app whose address is in `variable`, emptied (`/_reset`) and with nothing recorded yet: each test starts
  /// from the same state.
  static func reset(_ variable: String) async throws -> LiveApp {
    let app = try fromEnvironment(variable)
    try await app.post("_reset")
    _ = try await app.recorded()
    return app
  }

  /// A session of the tests' own: nothing another program or test stored (cookies, credentials) is sent.
  static let session = URLSession(configuration: .ephemeral)

  /// The requests the app received since the last look, exactly as its server read them.
  func recorded() async throws -> [RecordedRequest] {
    let (data, _) = try await Self.session.data(from: baseURL.appendingPathComponent("_recorded"))
    return try JSONDecoder().decode([RecordedRequest].self, from: data)
  }

  /// The one request the app received since the last look.
  func onlyRequest(sourceLocation: SourceLocation = #_sourceLocation) async throws -> RecordedRequest {
    let requests = try await recorded()
    #expect(requests.count == 1, "the app received \(requests.count) requests", sourceLocation: sourceLocation)
    return try #require(requests.last, sourceLocation: sourceLocation)
  }

  /// Sends a request outside the SDK (the apps' `/_reset`), not recorded.
  func post(_ path: String) async throws {
    var request = URLRequest(url: baseURL.appendingPathComponent(path))
    request.httpMethod = "POST"
    _ = try await Self.session.data(for: request)
  }
}

/// A request as the app's server read it: method, target (path and query as sent), headers in order, body.
struct RecordedRequest: Decodable, Sendable {
  var method: String
  var target: String
  var headers: [[String]]
  var body: Data

  /// Headers the transport adds to every request (connection handling, compression, the client's name), which the
  /// SDK neither sets nor controls.
  static let transportHeaders: Set<String> = [
    "host", "content-length", "connection", "accept-encoding", "user-agent", "accept-language", "expect",
  ]

  /// The headers that came from the SDK and the caller, by lowercased name.
  var sentHeaders: [String: String] {
    var result: [String: String] = [:]
    for pair in headers where pair.count == 2 && !Self.transportHeaders.contains(pair[0].lowercased()) {
      result[pair[0].lowercased(), default: ""] += (result[pair[0].lowercased()] == nil ? "" : ", ") + pair[1]
    }
    return result
  }

  func header(_ name: String) -> String? {
    headers.first { $0.count == 2 && $0[0].lowercased() == name.lowercased() }?[1]
  }

  var bodyText: String { String(decoding: body, as: UTF8.self) }

  /// The body as a JSON object: every key and value as sent, whatever the order of the keys (JSONEncoder's on
  /// Linux varies from run to run).
  var json: NSDictionary? { (try? JSONSerialization.jsonObject(with: body)) as? NSDictionary }

  enum CodingKeys: String, CodingKey { case method, target, headers, body }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    method = try container.decode(String.self, forKey: .method)
    target = try container.decode(String.self, forKey: .target)
    headers = try container.decode([[String]].self, forKey: .headers)
    body = Data(base64Encoded: try container.decode(String.self, forKey: .body)) ?? Data()
  }
}

/// A date from its ISO 8601 text, for expected values.
func isoDate(_ text: String) throws -> Date {
  try Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
}
