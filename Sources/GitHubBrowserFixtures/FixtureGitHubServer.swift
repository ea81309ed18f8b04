import Foundation
import Synchronization
import _APIGenOpenAPI
import _APIMockServer

/// A stand-in for api.github.com on 127.0.0.1, so the app runs without network: `apigen mock` (in process) serving
/// specs/github.yaml, with the sample's data as handlers for the operations the app calls: 85 repositories built
/// from the spec's own examples (see `FixtureResponses`), their READMEs, searches filtered by their words, pages
/// with GitHub's `Link` header, and a starred list that starring changes. The mock routes each request and checks
/// it against the spec (a request the spec does not allow is answered 400 with the rule it breaks); operations
/// without a handler answer with the spec's examples.
///
/// Tokens: any token is accepted except `bad-token` (401); the signed-in user is `octocat`. Searches for
/// `ratelimit`, `broken` and `servererror` answer as GitHub does when the rate limit is used up, with a body the
/// SDK cannot decode, and with a 500, so those states can be seen too.
package final class FixtureGitHubServer: Sendable {
  private let server: MockServer
  private let state: FixtureState

  package var baseURL: URL { server.url }

  private init(server: MockServer, state: FixtureState) {
    self.server = server
    self.state = state
  }

  /// Starts a server on a free port, the signed-in user having starred the first `starring` of the repositories
  /// it knows (85), newest star first.
  package static func start(starring: Int = 0) async throws -> FixtureGitHubServer {
    let state = FixtureState(starred: FixtureRepository.all.prefix(starring).map(\.fullName))
    let responder = try MockResponder(spec: SpecExamples.spec, handlers: state.handlers)
    let server = try await MockServer(responder: responder, keepingRequests: 100)
    return FixtureGitHubServer(server: server, state: state)
  }

  package func stop() async { await server.stop() }

  /// The full names of the repositories starred now, newest first.
  package var starredNames: [String] { state.starred.withLock { $0 } }

  /// The last 100 requests answered (for tests).
  package var requests: [MockRequest] { server.requests }
}

/// The sample's data and the handlers that answer from it.
private final class FixtureState: Sendable {
  let starred: Mutex<[String]>
  private let answered = Atomic<Int>(0)

  init(starred: [String]) { self.starred = Mutex(starred) }

  var handlers: [String: MockHandler] {
    [
      "search/repos": { [self] in search($0) },
      "repos/list-for-user": { [self] call in
        let owner = call.pathParameters["username", default: ""].lowercased()
        let owned = FixtureRepository.all.filter { $0.owner.lowercased() == owner }
        guard !owned.isEmpty else { return notFound() }
        return page(of: owned, call) { FixtureResponses.minimalRepository($0, baseURL: call.baseURL) }
      },
      "repos/get": { [self] call in
        guard let repository = find(call) else { return notFound() }
        return ok(FixtureResponses.fullRepository(repository, baseURL: call.baseURL))
      },
      "repos/get-readme": { [self] call in
        guard let repository = find(call) else { return notFound() }
        // GitHub answers by the Accept header: the Markdown itself for the raw media type, else the JSON file.
        if call.header("Accept")?.hasPrefix("application/vnd.github.raw") == true {
          return .text(repository.readme, contentType: "application/vnd.github.raw+json; charset=utf-8")
        }
        return ok(FixtureResponses.readme(repository, baseURL: call.baseURL))
      },
      "rate-limit/get": { [self] _ in
        let count = answered.add(1, ordering: .relaxed).newValue
        return ok(FixtureResponses.rateLimit(remaining: max(0, 5_000 - count)))
      },
      "users/get-authenticated": { [self] call in
        signedIn(call) { ok(FixtureResponses.user(login: "octocat")) }
      },
      "repos/list-for-authenticated-user": { [self] call in signedIn(call) { nil } },
      "activity/list-repos-starred-by-authenticated-user": { [self] call in
        signedIn(call) {
          let names = starred.withLock { $0 }
          let repositories = names.compactMap { name in FixtureRepository.all.first { $0.fullName == name } }
          return page(of: repositories, call) { FixtureResponses.repository($0, baseURL: call.baseURL) }
        }
      },
      "activity/check-repo-is-starred-by-authenticated-user": { [self] call in
        signedIn(call) {
          guard let repository = find(call) else { return notFound() }
          return starred.withLock { $0.contains(repository.fullName) } ? MockReply(status: 204) : notFound()
        }
      },
      "activity/star-repo-for-authenticated-user": { [self] call in
        signedIn(call) {
          guard let repository = find(call) else { return notFound() }
          starred.withLock { if !$0.contains(repository.fullName) { $0.insert(repository.fullName, at: 0) } }
          return MockReply(status: 204)
        }
      },
      "activity/unstar-repo-for-authenticated-user": { [self] call in
        signedIn(call) {
          guard let repository = find(call) else { return notFound() }
          starred.withLock { $0.removeAll { $0 == repository.fullName } }
          return MockReply(status: 204)
        }
      },
    ]
  }

  /// The answer for a signed-in user, or GitHub's 401 without a token or with `bad-token`.
  private func signedIn(_ call: MockCall, _ answer: () -> MockReply?) -> MockReply? {
    guard let authorization = call.header("Authorization"), authorization != "Bearer bad-token" else {
      return .json(FixtureResponses.json(FixtureResponses.error("Requires authentication")), status: 401)
    }
    return answer()
  }

  private func search(_ call: MockCall) -> MockReply {
    let query = (call.query("q") ?? "").lowercased()
    switch query {
    case "ratelimit":
      let reset = Int(Date().timeIntervalSince1970) + 15 * 60
      return .json(
        FixtureResponses.json(FixtureResponses.error("API rate limit exceeded for 127.0.0.1.")), status: 403,
        headers: [("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "0"), ("x-ratelimit-reset", "\(reset)")])
    case "broken":
      return .json(#"{"total_count": "many", "items": {}}"#)
    case "servererror":
      return .json(FixtureResponses.json(FixtureResponses.error("Something went wrong")), status: 500)
    default:
      let words = query.split(separator: " ").map(String.init)
      let matches = FixtureRepository.all.filter { repository in
        let text = "\(repository.fullName) \(repository.description) \(repository.topics.joined(separator: " "))"
          .lowercased()
        return words.allSatisfy { text.contains($0) }
      }.sorted { $0.stars > $1.stars }
      return page(of: matches, call, envelope: true) { FixtureResponses.searchItem($0, baseURL: call.baseURL) }
    }
  }

  /// One page of `repositories` as `per_page` and `page` ask, with GitHub's `Link` header.
  private func page(
    of repositories: [FixtureRepository], _ call: MockCall, envelope: Bool = false,
    render: (FixtureRepository) -> [String: Any]
  ) -> MockReply {
    let target = FixtureTarget(call.request.target)
    let perPage = max(1, min(100, Int(target.query["per_page"] ?? "") ?? 30))
    let page = max(1, Int(target.query["page"] ?? "") ?? 1)
    let items = repositories.dropFirst((page - 1) * perPage).prefix(perPage).map(render)
    let lastPage = max(1, (repositories.count + perPage - 1) / perPage)
    var links: [String] = []
    if page < lastPage {
      links.append("<\(target.url(base: call.baseURL, page: page + 1))>; rel=\"next\"")
      links.append("<\(target.url(base: call.baseURL, page: lastPage))>; rel=\"last\"")
    }
    if page > 1 { links.append("<\(target.url(base: call.baseURL, page: 1))>; rel=\"first\"") }
    let body: Any =
      envelope
      ? ["total_count": repositories.count, "incomplete_results": false, "items": items] as [String: Any] : items
    return .json(FixtureResponses.json(body), headers: links.isEmpty ? [] : [("Link", links.joined(separator: ", "))])
  }

  private func find(_ call: MockCall) -> FixtureRepository? {
    let owner = call.pathParameters["owner", default: ""].lowercased()
    let name = call.pathParameters["repo", default: ""].lowercased()
    return FixtureRepository.all.first { $0.owner.lowercased() == owner && $0.name.lowercased() == name }
  }

  private func ok(_ json: [String: Any]) -> MockReply { .json(FixtureResponses.json(json)) }

  private func notFound() -> MockReply {
    .json(FixtureResponses.json(FixtureResponses.error("Not Found")), status: 404)
  }
}

/// A request target split into decoded path segments and query parameters.
struct FixtureTarget {
  var path: String
  var segments: [String]
  var query: [String: String]

  init(_ target: String) {
    let parts = target.split(separator: "?", maxSplits: 1).map(String.init)
    path = parts.first ?? "/"
    segments = path.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
    var query: [String: String] = [:]
    for pair in (parts.count > 1 ? parts[1] : "").split(separator: "&") {
      let keyValue = pair.split(separator: "=", maxSplits: 1).map {
        $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
      }
      query[keyValue[0]] = keyValue.count > 1 ? keyValue[1] : ""
    }
    self.query = query
  }

  /// This target with another page number, as a full URL.
  func url(base: String, page: Int) -> String {
    var items = query
    items["page"] = String(page)
    let encoded = items.keys.sorted().map { key in
      "\(key)=\(items[key]!.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
    }
    return "\(base)\(path)?\(encoded.joined(separator: "&"))"
  }
}
