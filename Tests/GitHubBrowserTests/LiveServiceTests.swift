import APIRuntime
import Foundation
import GitHubBrowserCore
import GitHubBrowserFixtures
import Reactor
import Testing

/// The live service, through the generated SDK and real HTTP, against the fixture server: every operation the app
/// calls decodes, pagination follows the `Link` header, and each failure maps to the problem the user sees.
@Suite struct LiveServiceTests {
  private func withServer(
    token: String? = nil, pageSize: Int = 30,
    _ body: (LiveGitHubService, FixtureGitHubServer) async throws -> Void
  ) async throws {
    let server = try await FixtureGitHubServer.start()
    let service = LiveGitHubService(serverURL: server.baseURL, session: Session(token: token), pageSize: pageSize)
    do {
      try await body(service, server)
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
  }

  @Test func searchFollowsTheLinkHeaderPageByPage() async throws {
    try await withServer(pageSize: 4) { service, _ in
      let first = try await service.searchRepositories("swift", page: 1).value()
      #expect(first.items.map(\.id) == ["apple/swift", "Alamofire/Alamofire", "vapor/vapor", "ReactiveX/RxSwift"])
      #expect(first.items[0].description == "The Swift Programming Language")
      #expect(first.items[0].stars == 68_900)
      #expect(first.nextPage == 2)
      var page = first
      var all = first.items
      while let next = page.nextPage {
        page = try await service.searchRepositories("swift", page: next).value()
        all += page.items
      }
      #expect(all.count == Set(all.map(\.id)).count)
      #expect(all.count > 8)
    }
  }

  @Test func aUsersRepositoriesComeInPagesOfThePageSize() async throws {
    try await withServer { service, _ in
      let first = try await service.repositories(of: "octocat", continuing: nil).value()
      #expect(first.items.count == 30)
      // The server's own next link, followed as written.
      let link = try #require(first.next?.link)
      #expect(link.url.query?.contains("page=2") == true)
      let second = try await service.repositories(of: "octocat", continuing: link).value()
      #expect(second.items.count == 12)
      #expect(second.next == nil)
      #expect(first.items.allSatisfy { $0.owner == "octocat" })
      #expect(Set(first.items + second.items).count == 42)
    }
  }

  @Test func aRepositoryAndItsReadmeDecode() async throws {
    try await withServer { service, server in
      let detail = try await service.repository(owner: "apple", name: "swift-nio").value()
      #expect(detail.summary.id == "apple/swift-nio")
      #expect(detail.summary.language == "Swift")
      #expect(detail.defaultBranch == "master")
      let readme = try await service.readme(owner: "apple", name: "swift-nio").value()
      #expect(readme.hasPrefix("# swift-nio\n\nEvent-driven network application framework"))
      // The README is asked for in GitHub's raw media type, so the text comes as it is.
      let request = try #require(server.requests.last)
      #expect(request.target == "/repos/apple/swift-nio/readme")
      #expect(request.header("Accept") == "application/vnd.github.raw+json")
    }
  }

  @Test func signedInCallsNeedAToken() async throws {
    try await withServer { service, _ in
      let result = await service.signedInUser().result()
      guard case .failure(let error) = result else {
        Issue.record("signed in without a token")
        return
      }
      #expect(Problem(error, what: "you") == .unauthorized)
    }
    try await withServer(token: "bad-token") { service, _ in
      guard case .failure(let error) = await service.signedInUser().result() else {
        Issue.record("a bad token was accepted")
        return
      }
      #expect(Problem(error, what: "you") == .unauthorized)
    }
    try await withServer(token: "ghp_fixture") { service, server in
      let login = try await service.signedInUser().value()
      #expect(login == "octocat")
      #expect(server.requests.last?.header("Authorization") == "Bearer ghp_fixture")
    }
  }

  @Test func starringShowsInTheStarredList() async throws {
    try await withServer(token: "ghp_fixture") { service, _ in
      let vapor = RepoSummary(owner: "vapor", name: "vapor")
      let nio = RepoSummary(owner: "apple", name: "swift-nio")
      try await service.star(vapor).value()
      try await service.star(nio).value()
      #expect(try await service.starredRepositories().value().map(\.id) == ["apple/swift-nio", "vapor/vapor"])
      try await service.unstar(vapor).value()
      #expect(try await service.starredRepositories().value().map(\.id) == ["apple/swift-nio"])
      let limit = try await service.rateLimit().value()
      #expect(limit.limit > 0)
    }
  }

  @Test func failuresBecomeWhatTheUserShouldSee() async throws {
    try await withServer { service, _ in
      func problem<T>(_ single: Single<T, APIError>, _ what: String = "it") async -> Problem? {
        if case .failure(let error) = await single.result() { return Problem(error, what: what) }
        return nil
      }
      guard case .rateLimited(let resetsAt)? = await problem(service.searchRepositories("ratelimit", page: 1)) else {
        Issue.record("403 with x-ratelimit-remaining: 0 is not a rate limit")
        return
      }
      #expect(resetsAt.map { $0 > Date() } == true)
      guard case .badResponse(let detail)? = await problem(service.searchRepositories("broken", page: 1)) else {
        Issue.record("an undecodable body is not a bad response")
        return
      }
      #expect(detail.contains("total_count"))
      #expect(
        await problem(service.searchRepositories("servererror", page: 1))
          == .server(status: 500, message: "Something went wrong"))
      #expect(
        await problem(service.repository(owner: "nobody", name: "nothing"), "repository nobody/nothing")
          == .notFound(what: "repository nobody/nothing"))
    }
    let unreachable = LiveGitHubService(serverURL: URL(string: "http://127.0.0.1:1")!, session: Session())
    guard case .failure(let error) = await unreachable.searchRepositories("swift", page: 1).result(),
      case .offline = Problem(error, what: "search")
    else {
      Issue.record("a refused connection is not offline")
      return
    }
  }
}
