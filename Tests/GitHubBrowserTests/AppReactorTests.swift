import GitHubBrowserCore
import Reactor
import ReactorTesting
import Testing

@MainActor @Suite struct AppReactorTests {
  @Test func tabsCycleAndOpeningARepositoryCoversTheTabUntilBack() {
    let reactor = AppReactor(environment: makeEnvironment(StubGitHubService(clock: TestClock())))
    #expect(reactor.currentState.tab == .search)
    reactor.send(.nextTab)
    reactor.send(.nextTab)
    #expect(reactor.currentState.tab == .favorites)
    reactor.send(.nextTab)
    reactor.send(.nextTab)
    #expect(reactor.currentState.tab == .search)

    let repository = RepoSummary(owner: "apple", name: "swift")
    reactor.send(.open(repository))
    #expect(reactor.currentState.openRepository == repository)
    #expect(reactor.detailReactor(for: repository).repository == repository)
    reactor.send(.back)
    #expect(reactor.currentState.openRepository == nil)
    reactor.send(.open(repository))
    reactor.send(.select(.user))  // switching tabs closes the repository
    #expect(reactor.currentState.openRepository == nil)
    #expect(reactor.currentState.tab == .user)
    reactor.send(.quit)
    #expect(reactor.currentState.isQuitting)
  }

  @Test func theHeaderFollowsSignInAndSignOut() async {
    let environment = makeEnvironment(StubGitHubService(clock: TestClock()))
    let reactor = AppReactor(environment: environment)
    _ = reactor.currentState
    environment.events.send(.signedIn(login: "octocat"))
    #expect(await waitUntil { reactor.currentState.login == "octocat" })
    environment.events.send(.signedOut)
    #expect(await waitUntil { reactor.currentState.login == nil })
  }
}
