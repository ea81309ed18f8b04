import Foundation
import GitHubBrowserCore
import GitHubBrowserFixtures
import Reactor
import ReactorTesting
import Testing

/// Signing in brings the stars made elsewhere into the favourites, through the SDK's page sequence over real HTTP.
@MainActor @Suite struct StarImportTests {
  @Test func signingInImports75StarsIn3PagesAndKeepsTheFavouritesThereWere() async throws {
    let server = try await FixtureGitHubServer.start(starring: 75)
    let session = Session()
    let environment = AppEnvironment(
      service: LiveGitHubService(serverURL: server.baseURL, session: session), session: session)
    let kept = RepoSummary(owner: "octocat", name: "Hello-World")
    environment.favorites.toggle(kept)  // a favourite from before, starred too: not added twice
    let favorites = FavoritesReactor(environment: environment)
    let account = AccountReactor(environment: environment)
    _ = favorites.currentState

    account.send(.editToken("ghp_fixture"))
    account.send(.signIn)
    #expect(await waitUntil { !account.currentState.isSigningIn })
    #expect(account.currentState.login == "octocat")
    #expect(account.currentState.notice?.contains("74 starred repositories were added") == true)
    #expect(await waitUntil { favorites.currentState.favorites.count == 75 })
    #expect(favorites.currentState.favorites.map(\.id) == [kept.id] + server.starredNames.filter { $0 != kept.id })
    #expect(environment.favorites.items.count == 75)

    // One request to check the token, then the starred list in 3 pages of 30, each following GitHub's next link.
    let requests = server.requests
    #expect(
      requests.map { "\($0.method) \($0.target)" } == [
        "GET /user",
        "GET /user/starred?per_page=30",
        "GET /user/starred?page=2&per_page=30",
        "GET /user/starred?page=3&per_page=30",
      ])
    #expect(requests.allSatisfy { $0.header("Authorization") == "Bearer ghp_fixture" && $0.body.isEmpty })
    await server.stop()
  }

  @Test func aFailedStarListIsShownAndTheSignInStillHolds() async {
    let service = StubGitHubService(clock: TestClock())
    service.update { $0.starred = { _, _ in .failure(StubData.status(500, message: "Server error")) } }
    let environment = makeEnvironment(service)
    let account = AccountReactor(environment: environment)

    account.send(.editToken("ghp_secret"))
    account.send(.signIn)
    #expect(await service.clock.waitForSleepers(1))
    await service.clock.advance(by: .milliseconds(100))
    #expect(await waitUntil { !account.currentState.isSigningIn })
    #expect(account.currentState.login == "octocat")
    #expect(account.currentState.problem == .server(status: 500, message: "Server error"))
    #expect(environment.favorites.items.isEmpty)
    #expect(service.calls == ["user #1", "starred #1"])
  }
}
