import APIRuntime
import Foundation
import GitHubBrowserCore
import HTTPTypes
import Reactor
import ReactorTesting
import Synchronization

/// A `GitHubService` for reactor tests: each call answers what the test scripted for it, after the scripted delay
/// on a test clock, and is recorded. Like a real request it ignores cancellation while it waits, so a cancelled
/// call still produces its result: the reactor must drop it.
final class StubGitHubService: GitHubService {
  typealias Answer<Value> = @Sendable (_ argument: String, _ page: Int) -> Result<Value, APIError>

  struct Script: Sendable {
    var search: Answer<Page<RepoSummary>> = { query, page in .success(StubData.page(query, page)) }
    var repositories: Answer<Page<RepoSummary>> = { user, page in .success(StubData.linkedPage(user, page)) }
    var repository: Answer<RepoDetail> = { id, _ in .success(StubData.detail(id)) }
    var readme: Answer<String> = { id, _ in .success("# \(id)\n\nREADME text") }
    var user: Answer<String> = { _, _ in .success("octocat") }
    var star: Answer<Void> = { _, _ in .success(()) }
    var starred: Answer<[RepoSummary]> = { _, _ in .success([]) }
    var rateLimit: Answer<RateLimitStatus> = { _, _ in .success(RateLimitStatus(limit: 5000, remaining: 4999)) }
    /// How long each call takes, by "operation argument" (e.g. "search swift"); default `defaultDelay`.
    /// The starred list answers at once unless a test says otherwise, so sign-in tests wait for one call only.
    var delays: [String: Duration] = ["starred ": .zero]
    var defaultDelay: Duration = .milliseconds(100)
  }

  let clock: TestClock
  private let script: Mutex<Script>
  private let log = Mutex<[String]>([])

  init(clock: TestClock, script: Script = Script()) {
    self.clock = clock
    self.script = Mutex(script)
  }

  /// Every call so far, as "operation argument#page".
  var calls: [String] { log.withLock { $0 } }

  func update(_ change: (inout Script) -> Void) { script.withLock { change(&$0) } }

  private func answer<Value: Sendable>(
    _ operation: String, _ argument: String, page: Int = 1, _ pick: @escaping @Sendable (Script) -> Answer<Value>
  ) -> Single<Value, APIError> {
    Single(result: { [self] in
      log.withLock { $0.append("\(operation) \(argument)#\(page)") }
      let (delay, respond) = script.withLock { script in
        (script.delays["\(operation) \(argument)"] ?? script.defaultDelay, pick(script))
      }
      if delay > .zero { try? await clock.sleep(for: delay) }
      return respond(argument, page)
    })
  }

  func searchRepositories(_ query: String, page: Int) -> Single<Page<RepoSummary>, APIError> {
    answer("search", query, page: page) { $0.search }
  }
  func repositories(of user: String, continuing link: PageLink?) -> Single<Page<RepoSummary>, APIError> {
    answer("repositories", user, page: link.map(StubData.pageNumber) ?? 1) { $0.repositories }
  }
  func repository(owner: String, name: String) -> Single<RepoDetail, APIError> {
    answer("repository", "\(owner)/\(name)") { $0.repository }
  }
  func readme(owner: String, name: String) -> Single<String, APIError> {
    answer("readme", "\(owner)/\(name)") { $0.readme }
  }
  func signedInUser() -> Single<String, APIError> { answer("user", "") { $0.user } }
  func starredRepositories() -> Single<[RepoSummary], APIError> { answer("starred", "") { $0.starred } }
  func star(_ repository: RepoSummary) -> Single<Void, APIError> { answer("star", repository.id) { $0.star } }
  func unstar(_ repository: RepoSummary) -> Single<Void, APIError> { answer("unstar", repository.id) { $0.star } }
  func rateLimit() -> Single<RateLimitStatus, APIError> { answer("rateLimit", "") { $0.rateLimit } }
}

/// Scripted data and the API errors a real client throws.
enum StubData {
  /// Two repositories per page for `key`, three pages, read by page number.
  static func page(_ key: String, _ page: Int) -> Page<RepoSummary> {
    Page(
      items: ["a", "b"].map { RepoSummary(owner: key, name: "\(key)-\(page)\($0)", stars: page * 10) },
      nextPage: page < 3 ? page + 1 : nil)
  }

  /// The same pages as the SDK's page sequence reads them: each names the next by GitHub's link.
  static func linkedPage(_ key: String, _ page: Int) -> Page<RepoSummary> {
    var linked = self.page(key, page)
    linked.next = linked.next?.number.map { number in
      .link(
        PageLink(
          url: URL(string: "https://api.github.com/user/1/repos?page=\(number)")!,
          source: URL(string: "https://api.github.com/users/\(key)/repos")!))
    }
    return linked
  }

  /// The `page` a stub link names.
  static func pageNumber(_ link: PageLink) -> Int {
    let items = URLComponents(url: link.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    return items.first { $0.name == "page" }?.value.flatMap { Int($0) } ?? 1
  }

  static func detail(_ id: String) -> RepoDetail {
    let parts = id.split(separator: "/").map(String.init)
    return RepoDetail(
      summary: RepoSummary(owner: parts[0], name: parts[1], description: "About \(id)", stars: 42), watchers: 7,
      openIssues: 3, defaultBranch: "main", topics: ["swift"])
  }

  static let request = RequestContext(method: .get, url: URL(string: "https://api.github.com/x")!)

  static let offline = APIError.transport(
    TransportFailure(request: request, underlying: URLError(.cannotConnectToHost)))

  static func status(_ status: HTTPResponse.Status, headers: HTTPFields = [:], message: String = "") -> APIError {
    .unexpectedStatus(
      StatusFailure(
        request: request, status: status, headers: headers, body: Data(#"{"message":"\#(message)"}"#.utf8)))
  }

  static let rateLimited = status(
    403, headers: [HTTPField.Name("x-ratelimit-remaining")!: "0", HTTPField.Name("x-ratelimit-reset")!: "1700000000"],
    message: "API rate limit exceeded")

  static let undecodable = APIError.undecodableBody(
    DecodingFailure(
      request: request, status: .ok, typeName: "Repos.Response", codingPath: "total_count",
      message: "expected a number"))
}

/// A fresh environment over `service`, with favourites in memory (or in `folder`) and debouncing on `clock`.
@MainActor
func makeEnvironment(_ service: StubGitHubService, folder: ConfigFolder? = nil, token: String? = nil)
  -> AppEnvironment
{
  let events = AppEvents()
  return AppEnvironment(
    service: service, session: Session(token: token), tokenStore: folder.map(TokenStore.init),
    favorites: Favorites(store: folder.map(FavoritesStore.init), events: events), events: events,
    clock: service.clock)
}

/// A folder of its own under the temporary directory; the test removes it.
func temporaryFolder() -> ConfigFolder {
  ConfigFolder(
    url: FileManager.default.temporaryDirectory.appendingPathComponent("github-browser-tests-\(UUID().uuidString)"))
}
