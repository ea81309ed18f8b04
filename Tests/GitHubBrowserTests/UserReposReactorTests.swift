import GitHubBrowserCore
import Reactor
import ReactorTesting
import Testing

@MainActor @Suite struct UserReposReactorTests {
  private func loaded(_ user: String) async -> (UserReposReactor, StubGitHubService) {
    let service = StubGitHubService(clock: TestClock())
    let reactor = UserReposReactor(environment: makeEnvironment(service))
    reactor.send(.editUser(user))
    reactor.send(.load)
    #expect(reactor.currentState.user == user)
    #expect(reactor.currentState.list.isLoading)
    #expect(await service.clock.waitForSleepers(1))
    await service.clock.advance(by: .milliseconds(100))
    #expect(await waitUntil { !reactor.currentState.list.isLoading })
    return (reactor, service)
  }

  @Test func loadsAUserThenMorePagesUntilTheLinkHeaderHasNoNext() async {
    let (reactor, service) = await loaded("octocat")
    #expect(reactor.currentState.list.items == StubData.page("octocat", 1).items)
    for expectedCount in [4, 6] {
      reactor.send(.loadNextPage)
      #expect(reactor.currentState.list.isLoadingNextPage)
      #expect(await service.clock.waitForSleepers(1))
      await service.clock.advance(by: .milliseconds(100))
      #expect(
        await waitUntil {
          reactor.currentState.list.items.count == expectedCount && !reactor.currentState.list.isLoadingNextPage
        })
    }
    #expect(reactor.currentState.list.nextPage == nil)
    reactor.send(.loadNextPage)  // nothing more to load
    #expect(!reactor.currentState.list.isLoadingNextPage)
    #expect(service.calls == ["repositories octocat#1", "repositories octocat#2", "repositories octocat#3"])
  }

  @Test func refreshReplacesTheListWithTheFirstPage() async {
    let (reactor, service) = await loaded("octocat")
    reactor.send(.loadNextPage)
    #expect(await service.clock.waitForSleepers(1))
    await service.clock.advance(by: .milliseconds(100))
    #expect(await waitUntil { reactor.currentState.list.items.count == 4 })
    service.update { $0.repositories = { user, _ in .success(Page(items: [RepoSummary(owner: user, name: "new")])) } }
    reactor.send(.refresh)
    #expect(reactor.currentState.list.items.count == 4)  // the old list stays until the new one arrives
    #expect(await service.clock.waitForSleepers(1))
    await service.clock.advance(by: .milliseconds(100))
    #expect(await waitUntil { reactor.currentState.list.items.map(\.name) == ["new"] })
    #expect(reactor.currentState.list.nextPage == nil)
  }

  @Test func anUnknownUserIsNotFound() async {
    let service = StubGitHubService(clock: TestClock())
    service.update { $0.repositories = { _, _ in .failure(StubData.status(404, message: "Not Found")) } }
    let reactor = UserReposReactor(environment: makeEnvironment(service))
    reactor.send(.editUser("nobody-here"))
    reactor.send(.load)
    #expect(await service.clock.waitForSleepers(1))
    await service.clock.advance(by: .milliseconds(100))
    #expect(await waitUntil { reactor.currentState.list.problem == .notFound(what: "this user") })
    #expect(reactor.currentState.list.problem?.message == "Not found: this user does not exist, or is private.")
  }

  @Test func loadingAnotherUserCancelsTheLoadInFlight() async {
    let service = StubGitHubService(clock: TestClock())
    service.update { $0.delays["repositories slow"] = .seconds(5) }
    let reactor = UserReposReactor(environment: makeEnvironment(service))
    reactor.send(.editUser("slow"))
    reactor.send(.load)
    #expect(await service.clock.waitForSleepers(1))
    reactor.send(.editUser("fast"))
    reactor.send(.load)
    #expect(await service.clock.waitForSleepers(1))
    await service.clock.advance(by: .seconds(10))
    #expect(await waitUntil { !reactor.currentState.list.isLoading })
    await TestClock.settle()
    #expect(reactor.currentState.list.items == StubData.page("fast", 1).items)
  }

  @Test func signingInSuggestsTheSignedInUser() async {
    let service = StubGitHubService(clock: TestClock())
    let environment = makeEnvironment(service)
    let reactor = UserReposReactor(environment: environment)
    _ = reactor.currentState
    environment.events.send(.signedIn(login: "octocat"))
    #expect(await waitUntil { reactor.currentState.userInput == "octocat" })
  }
}
