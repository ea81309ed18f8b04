import GitHubBrowserCore
import Reactor
import ReactorTesting
import Testing

@MainActor @Suite struct RepoDetailReactorTests {
  let repository = RepoSummary(owner: "apple", name: "swift", stars: 1)

  @Test func loadsTheRepositoryAndItsReadmeTogether() async {
    let service = StubGitHubService(clock: TestClock())
    let reactor = RepoDetailReactor(repository: repository, environment: makeEnvironment(service))
    reactor.send(.load)
    #expect(reactor.currentState.isLoading)
    #expect(await service.clock.waitForSleepers(2))
    await service.clock.advance(by: .milliseconds(100))
    #expect(await waitUntil { !reactor.currentState.isLoading })
    #expect(reactor.currentState.detail == StubData.detail("apple/swift"))
    #expect(reactor.currentState.summary.stars == 42)
    #expect(reactor.currentState.readme == "# apple/swift\n\nREADME text")
    #expect(Set(service.calls) == ["repository apple/swift#1", "readme apple/swift#1"])
  }

  @Test func aMissingReadmeIsNotAnError() async {
    let service = StubGitHubService(clock: TestClock())
    service.update { $0.readme = { _, _ in .failure(StubData.status(404)) } }
    let reactor = RepoDetailReactor(repository: repository, environment: makeEnvironment(service))
    reactor.send(.load)
    #expect(await service.clock.waitForSleepers(2))
    await service.clock.advance(by: .milliseconds(100))
    #expect(await waitUntil { !reactor.currentState.isLoading })
    #expect(reactor.currentState.hasNoReadme)
    #expect(reactor.currentState.problem == nil)
  }

  @Test func aMissingRepositoryIsNotFoundAndRetryLoadsAgain() async {
    let service = StubGitHubService(clock: TestClock())
    service.update { $0.repository = { _, _ in .failure(StubData.status(404)) } }
    let reactor = RepoDetailReactor(repository: repository, environment: makeEnvironment(service))
    reactor.send(.load)
    #expect(await service.clock.waitForSleepers(2))
    await service.clock.advance(by: .milliseconds(100))
    #expect(await waitUntil { !reactor.currentState.isLoading })
    #expect(reactor.currentState.problem?.message == "Not found: repository apple/swift does not exist, or is private.")

    service.update { $0.repository = { id, _ in .success(StubData.detail(id)) } }
    reactor.send(.retry)
    #expect(reactor.currentState.problem == nil)
    #expect(await service.clock.waitForSleepers(2))
    await service.clock.advance(by: .milliseconds(100))
    #expect(await waitUntil { reactor.currentState.detail != nil })
  }

  @Test func scrollingStaysWithinTheReadme() async {
    let service = StubGitHubService(clock: TestClock())
    service.update { $0.readme = { _, _ in .success("one\ntwo\nthree") } }
    let reactor = RepoDetailReactor(repository: repository, environment: makeEnvironment(service))
    reactor.send(.load)
    #expect(await service.clock.waitForSleepers(2))
    await service.clock.advance(by: .milliseconds(100))
    #expect(await waitUntil { reactor.currentState.readme != nil })
    reactor.send(.scroll(by: 10))
    #expect(reactor.currentState.scrollOffset == 2)
    reactor.send(.scroll(by: -10))
    #expect(reactor.currentState.scrollOffset == 0)
  }

  @Test func aReleasedDetailReactorCancelsItsRequests() async {
    let service = StubGitHubService(clock: TestClock())
    service.update { $0.defaultDelay = .seconds(60) }
    weak var released: RepoDetailReactor?
    do {
      let reactor = RepoDetailReactor(repository: repository, environment: makeEnvironment(service))
      reactor.send(.load)
      released = reactor
      #expect(await service.clock.waitForSleepers(2))
    }
    #expect(await waitUntil { released == nil })
    #expect(await waitUntil { service.clock.sleeperCount == 0 })
  }
}
