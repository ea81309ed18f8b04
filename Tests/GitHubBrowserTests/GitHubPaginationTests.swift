import APIRuntime
import Foundation
import GitHubAPI
import LocalHTTPServer
import Testing

@testable import GitHubBrowserFixtures

/// The generated SDK's page sequences against a server that pages as GitHub does: the first request names the
/// user, each `next` link is absolute and names the user's id with its query in another order, so a client that
/// rebuilt the URL from `page:` would send a different request than the one the server gave.
@Suite struct GitHubPaginationTests {
  static let pageCount = 5
  static let perPage = 30

  /// The page a request asks for: the operation's own request is the first.
  static func pageNumber(_ target: String) -> Int {
    let items = URLComponents(string: target)?.queryItems ?? []
    return items.first { $0.name == "page" }?.value.flatMap { Int($0) } ?? 1
  }

  static func repositories(page: Int) -> [[String: Any]] {
    (1...perPage).map { index in
      let number = (page - 1) * perPage + index
      return FixtureResponses.minimalRepository(
        FixtureRepository(owner: "octocat", name: "project-\(number)", description: "Number \(number)", stars: number),
        baseURL: "https://api.github.com")
    }
  }

  static func server(failingPage: Int? = nil, linksTo nextTarget: (@Sendable (Int) -> String)? = nil) async throws
    -> LocalHTTPServer
  {
    try await LocalHTTPServer { request in
      let page = pageNumber(request.target)
      if page == failingPage { return .json(#"{"message": "Server Error"}"#, status: 500) }
      let host = request.header("Host") ?? "127.0.0.1"
      var links: [String] = []
      if page < pageCount {
        let next = nextTarget?(page + 1) ?? "/user/583231/repos?page=\(page + 1)&per_page=\(perPage)"
        links.append("<http://\(host)\(next)>; rel=\"next\"")
        links.append("<http://\(host)/user/583231/repos?page=\(pageCount)&per_page=\(perPage)>; rel=\"last\"")
      }
      return .json(
        FixtureResponses.json(repositories(page: page)),
        headers: links.isEmpty ? [] : [("Link", links.joined(separator: ", "))])
    }
  }

  func client(_ server: LocalHTTPServer) -> Client {
    Client(serverURL: server.baseURL, credentials: [.bearer("t0ken")])
  }

  @Test func everyElementOfEveryPageInOrderWithOneRequestAPage() async throws {
    let server = try await Self.server()
    defer { Task { await server.stop() } }
    var names: [String] = []
    for try await repository in client(server).repos.listForUserPages(username: "octocat", perPage: 30).items {
      names.append(repository.name)
    }
    #expect(names == (1...150).map { "project-\($0)" })
    // The server's own URLs, exactly: its path, its query order.
    #expect(
      server.requests.map(\.target) == [
        "/users/octocat/repos?per_page=30", "/user/583231/repos?page=2&per_page=30",
        "/user/583231/repos?page=3&per_page=30", "/user/583231/repos?page=4&per_page=30",
        "/user/583231/repos?page=5&per_page=30",
      ])
    // Every page carries what the first did: credentials to the same origin, the Accept the operation sets.
    #expect(server.requests.allSatisfy { $0.header("Authorization") == "Bearer t0ken" })
    #expect(server.requests.allSatisfy { $0.header("Accept") == "application/json" })
  }

  @Test func aPrefixStopsRequestingOnceItHasEnough() async throws {
    let server = try await Self.server()
    defer { Task { await server.stop() } }
    var count = 0
    for try await _ in client(server).repos.listForUserPages(username: "octocat").items.prefix(35) { count += 1 }
    #expect(count == 35)
    #expect(server.requests.count == 2)
  }

  @Test func pagesCarryTheirResponsesAndStopAtMaxPages() async throws {
    let server = try await Self.server()
    defer { Task { await server.stop() } }
    var statuses: [Int] = []
    var nextLinks: [String?] = []
    for try await page in client(server).repos.listForUserPages(username: "octocat", maxPages: 3) {
      statuses.append(page.status)
      nextLinks.append(page.links["next"]?.path)
      #expect(page.body.count == 30)
    }
    #expect(statuses == [200, 200, 200])
    #expect(nextLinks == ["/user/583231/repos", "/user/583231/repos", "/user/583231/repos"])
    #expect(server.requests.count == 3)
  }

  @Test func aFailedPageEndsTheSequenceWithItsError() async throws {
    let server = try await Self.server(failingPage: 3)
    defer { Task { await server.stop() } }
    var count = 0
    var failure: APIError?
    do {
      for try await _ in client(server).repos.listForUserPages(username: "octocat").items { count += 1 }
    } catch {
      failure = error
    }
    #expect(count == 60)
    guard case .unexpectedStatus(let status)? = failure else {
      Issue.record("expected unexpectedStatus, got \(String(describing: failure))")
      return
    }
    #expect(status.status == 500)
    #expect(status.request.url.absoluteString.hasSuffix("/user/583231/repos?page=3&per_page=30"))
  }

  @Test func aCancelledConsumerSendsNoFurtherRequest() async throws {
    let server = try await Self.server()
    defer { Task { await server.stop() } }
    let pages = client(server).repos.listForUserPages(username: "octocat")
    let task = Task {
      var iterator = pages.makeAsyncIterator()
      _ = try await iterator.next()
      withUnsafeCurrentTask { $0?.cancel() }
      return try await iterator.next()
    }
    let result = await task.result
    guard case .failure(let error as APIError) = result, case .cancelled = error else {
      Issue.record("expected a cancelled error, got \(result)")
      return
    }
    #expect(server.requests.count == 1)
  }

  @Test func aNextLinkBackToAPageAlreadyReadEndsTheSequence() async throws {
    let server = try await Self.server(linksTo: { _ in "/users/octocat/repos?per_page=30" })
    defer { Task { await server.stop() } }
    var count = 0
    for try await _ in client(server).repos.listForUserPages(username: "octocat", perPage: 30) { count += 1 }
    #expect(count == 1)
    #expect(server.requests.count == 1)
  }

  @Test func credentialsStayWithTheOriginThatGaveTheLink() async throws {
    // The next link names another origin (localhost instead of 127.0.0.1): the page is fetched without the token.
    let server = try await LocalHTTPServer { request in
      let page = Self.pageNumber(request.target)
      let port = (request.header("Host") ?? "").split(separator: ":").last.map(String.init) ?? ""
      let headers = page == 1 ? [("Link", "<http://localhost:\(port)/user/583231/repos?page=2>; rel=\"next\"")] : []
      return .json(FixtureResponses.json(Self.repositories(page: page)), headers: headers)
    }
    defer { Task { await server.stop() } }
    var count = 0
    for try await _ in client(server).repos.listForUserPages(username: "octocat").items { count += 1 }
    #expect(count == 60)
    #expect(server.requests.map { $0.header("Authorization") } == ["Bearer t0ken", nil])
  }

  @Test func anOperationThatDoesNotDocumentLinkPagesByConfiguration() async throws {
    // `repos/list-for-authenticated-user` documents no `Link` header; apigen.yaml says it pages by one.
    let server = try await LocalHTTPServer { request in
      let page = Self.pageNumber(request.target)
      let host = request.header("Host") ?? ""
      let headers = page == 1 ? [("Link", "<http://\(host)/user/repos?page=2>; rel=\"next\"")] : []
      let repositories = (1...2).map { index in
        FixtureResponses.repository(
          FixtureRepository(owner: "me", name: "mine-\(page)-\(index)", description: "", stars: 0),
          baseURL: "https://api.github.com")
      }
      return .json(FixtureResponses.json(repositories), headers: headers)
    }
    defer { Task { await server.stop() } }
    var names: [String] = []
    for try await repository in client(server).repos.listForAuthenticatedUserPages().items {
      names.append(repository.name)
    }
    #expect(names == ["mine-1-1", "mine-1-2", "mine-2-1", "mine-2-2"])
    #expect(server.requests.map(\.target) == ["/user/repos", "/user/repos?page=2"])
  }

  @Test func starredRepositoriesPageInEitherMediaType() async throws {
    let server = try await LocalHTTPServer { request in
      let page = Self.pageNumber(request.target)
      let host = request.header("Host") ?? ""
      let headers = page == 1 ? [("Link", "<http://\(host)/user/starred?page=2>; rel=\"next\"")] : []
      return .json(SpecExamples.starredRepositoryItemsAlternativeResponseWithStarCreationTimestamps, headers: headers)
    }
    defer { Task { await server.stop() } }
    var starredAt: [Date] = []
    for try await star in client(server).activity.listReposStarredByAuthenticatedUserPages(as: .star).items {
      starredAt.append(star.starredAt)
    }
    #expect(starredAt.count == 2)
    #expect(
      server.requests.map { $0.header("Accept") } == Array(repeating: "application/vnd.github.v3.star+json", count: 2))
  }
}
