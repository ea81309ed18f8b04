import Foundation
import LocalHTTPServer
import Synchronization

/// A stand-in for api.github.com on 127.0.0.1, so the app runs without network: it answers the operations the app
/// calls with GitHub-shaped JSON built from the spec's own examples (see `FixtureResponses`).
///
/// Tokens: any token is accepted except `bad-token` (401); the signed-in user is `octocat`. Searches for
/// `ratelimit`, `broken` and `servererror` answer as GitHub does when the rate limit is used up, with a body the
/// SDK cannot decode, and with a 500, so those states can be seen too.
public final class FixtureGitHubServer: Sendable {
  private let server: LocalHTTPServer
  private let starred = Mutex<[String]>([])
  private let answered = Atomic<Int>(0)

  public var baseURL: URL { server.baseURL }

  private init(server: LocalHTTPServer) { self.server = server }

  /// Starts a server on a free port, the signed-in user having starred the first `starring` of the repositories
  /// it knows (85), newest star first.
  public static func start(starring: Int = 0) async throws -> FixtureGitHubServer {
    let server = try await LocalHTTPServer(keepingRequests: 100)
    let fixture = FixtureGitHubServer(server: server)
    fixture.starred.withLock { $0 = FixtureRepository.all.prefix(starring).map(\.fullName) }
    server.reply { [weak fixture] request in
      fixture?.answer(request) ?? .json(FixtureResponses.json(FixtureResponses.error("Server stopped")), status: 503)
    }
    return fixture
  }

  public func stop() async { await server.stop() }

  /// The full names of the repositories starred now, newest first.
  public var starredNames: [String] { starred.withLock { $0 } }

  /// The last 100 requests answered (for tests).
  public var requests: [LocalHTTPServer.Request] { server.requests }

  func answer(_ request: LocalHTTPServer.Request) -> LocalHTTPServer.Reply {
    let count = answered.add(1, ordering: .relaxed).newValue
    let target = FixtureTarget(request.target)
    let base = baseURL.absoluteString
    let token = request.header("Authorization").map { String($0.dropFirst("Bearer ".count)) }
    let path = target.segments
    switch (request.method, path.count) {
    case ("GET", _) where path == ["search", "repositories"]:
      return search(target, base: base)
    case ("GET", 3) where path[0] == "users" && path[2] == "repos":
      let owned = FixtureRepository.all.filter { $0.owner.lowercased() == path[1].lowercased() }
      guard !owned.isEmpty else { return notFound() }
      return page(of: owned, target: target, base: base) { FixtureResponses.minimalRepository($0, baseURL: base) }
    case ("GET", 3) where path[0] == "repos":
      guard let repository = find(path[1], path[2]) else { return notFound() }
      return ok(FixtureResponses.fullRepository(repository, baseURL: base))
    case ("GET", 4) where path[0] == "repos" && path[3] == "readme":
      guard let repository = find(path[1], path[2]) else { return notFound() }
      // GitHub answers by the Accept header: the Markdown itself for the raw media type, else the JSON file.
      if request.header("Accept")?.hasPrefix("application/vnd.github.raw") == true {
        return .text(repository.readme, contentType: "application/vnd.github.raw+json; charset=utf-8")
      }
      return ok(FixtureResponses.readme(repository, baseURL: base))
    case ("GET", 1) where path[0] == "rate_limit":
      return ok(FixtureResponses.rateLimit(remaining: max(0, 5_000 - count)))
    case (_, _) where path.first == "user":
      guard let token, token != "bad-token" else {
        return .json(FixtureResponses.json(FixtureResponses.error("Requires authentication")), status: 401)
      }
      return signedIn(request.method, Array(path.dropFirst()), target: target, base: base)
    default:
      return notFound()
    }
  }

  private func signedIn(_ method: String, _ path: [String], target: FixtureTarget, base: String)
    -> LocalHTTPServer.Reply
  {
    switch (method, path.count) {
    case ("GET", 0):
      return ok(FixtureResponses.user(login: "octocat"))
    case ("GET", 1) where path[0] == "starred":
      let names = starred.withLock { $0 }
      let repositories = names.compactMap { name in FixtureRepository.all.first { $0.fullName == name } }
      return page(of: repositories, target: target, base: base) { FixtureResponses.repository($0, baseURL: base) }
    case (_, 3) where path[0] == "starred":
      guard let repository = find(path[1], path[2]) else { return notFound() }
      let isStarred = starred.withLock { $0.contains(repository.fullName) }
      switch method {
      case "GET": return isStarred ? LocalHTTPServer.Reply(status: 204) : notFound()
      case "PUT": starred.withLock { if !$0.contains(repository.fullName) { $0.insert(repository.fullName, at: 0) } }
      case "DELETE": starred.withLock { $0.removeAll { $0 == repository.fullName } }
      default: return notFound()
      }
      return LocalHTTPServer.Reply(status: 204)
    default:
      return notFound()
    }
  }

  private func search(_ target: FixtureTarget, base: String) -> LocalHTTPServer.Reply {
    let query = (target.query["q"] ?? "").lowercased()
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
      return page(of: matches, target: target, base: base, envelope: true) {
        FixtureResponses.searchItem($0, baseURL: base)
      }
    }
  }

  /// One page of `repositories` as `per_page` and `page` ask, with GitHub's `Link` header.
  private func page(
    of repositories: [FixtureRepository], target: FixtureTarget, base: String, envelope: Bool = false,
    render: (FixtureRepository) -> [String: Any]
  ) -> LocalHTTPServer.Reply {
    let perPage = max(1, min(100, Int(target.query["per_page"] ?? "") ?? 30))
    let page = max(1, Int(target.query["page"] ?? "") ?? 1)
    let items = repositories.dropFirst((page - 1) * perPage).prefix(perPage).map(render)
    let lastPage = max(1, (repositories.count + perPage - 1) / perPage)
    var links: [String] = []
    if page < lastPage {
      links.append("<\(target.url(base: base, page: page + 1))>; rel=\"next\"")
      links.append("<\(target.url(base: base, page: lastPage))>; rel=\"last\"")
    }
    if page > 1 { links.append("<\(target.url(base: base, page: 1))>; rel=\"first\"") }
    let body: Any =
      envelope
      ? ["total_count": repositories.count, "incomplete_results": false, "items": items] as [String: Any] : items
    return .json(FixtureResponses.json(body), headers: links.isEmpty ? [] : [("Link", links.joined(separator: ", "))])
  }

  private func find(_ owner: String, _ name: String) -> FixtureRepository? {
    FixtureRepository.all.first {
      $0.owner.lowercased() == owner.lowercased() && $0.name.lowercased() == name.lowercased()
    }
  }

  private func ok(_ json: [String: Any]) -> LocalHTTPServer.Reply { .json(FixtureResponses.json(json)) }

  private func notFound() -> LocalHTTPServer.Reply {
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
