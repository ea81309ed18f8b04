import APIMock
import Foundation
import GitHubBrowserCore
import Reactor
import Testing

/// `apigen mock specs/github.yaml --data Examples/GitHubMock`: the sample's static overlay, as a team would run it
/// beside the app (`github-browser --base-url http://127.0.0.1:4010`), read through the live service and the SDK.
@Suite struct MockOverlayTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  private func withMock(token: String? = nil, _ body: (LiveGitHubService, MockServer) async throws -> Void)
    async throws
  {
    let server = try await MockServer(
      spec: Self.root.appendingPathComponent("specs/github.yaml"),
      data: Self.root.appendingPathComponent("Examples/GitHubMock"), keepingRequests: 10)
    let service = LiveGitHubService(serverURL: server.url, session: Session(token: token), pageSize: 30)
    do {
      try await body(service, server)
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
  }

  @Test func searchesPageByTheOverlaysLinkAndItsFaultsShow() async throws {
    try await withMock { service, server in
      let first = try await service.searchRepositories("swift", page: 1).value()
      #expect(first.items.first?.id == "dtrupenn/Tetris")
      #expect(first.nextPage == 2)
      #expect(server.requests.last?.target == "/search/repositories?q=swift&per_page=30&page=1")
      let second = try await service.searchRepositories("swift", page: 2).value()
      #expect(second.nextPage == nil)
      guard case .failure(let limited) = await service.searchRepositories("ratelimit", page: 1).result() else {
        Issue.record("the rate-limited search succeeded")
        return
      }
      #expect(Problem(limited, what: "search") == .rateLimited(resetsAt: Date(timeIntervalSince1970: 1_893_456_000)))
      guard case .failure(let broken) = await service.searchRepositories("broken", page: 1).result() else {
        Issue.record("the broken answer decoded")
        return
      }
      guard case .badResponse = Problem(broken, what: "search") else {
        Issue.record("broken: \(broken)")
        return
      }
    }
  }

  @Test func anyRepositoryAndItsReadmeAreNamedFromThePath() async throws {
    try await withMock { service, _ in
      let detail = try await service.repository(owner: "apple", name: "swift-nio").value()
      #expect(detail.summary.id == "apple/swift-nio")
      let readme = try await service.readme(owner: "apple", name: "swift-nio").value()
      #expect(readme.hasPrefix("# swift-nio\n\nThe README of apple/swift-nio, served by `apigen mock`"))
      guard case .failure(let missing) = await service.repository(owner: "apple", name: "missing").result() else {
        Issue.record("a missing repository was found")
        return
      }
      #expect(Problem(missing, what: "apple/missing") == .notFound(what: "apple/missing"))
    }
  }

  @Test func aBadTokenIsRefused() async throws {
    try await withMock(token: "bad-token") { service, _ in
      guard case .failure(let error) = await service.signedInUser().result() else {
        Issue.record("a bad token was accepted")
        return
      }
      #expect(Problem(error, what: "you") == .unauthorized)
    }
    try await withMock(token: "ghp_fixture") { service, _ in
      let login = try await service.signedInUser().value()
      #expect(login == "octocat")
    }
  }
}
