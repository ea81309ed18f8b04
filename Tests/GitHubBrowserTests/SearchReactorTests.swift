import APIRuntime
import GitHubBrowserCore
import Reactor
import ReactorTesting
import Testing

@MainActor @Suite struct SearchReactorTests {
  @Test func typingIsDebouncedAndOnlyTheLastQueryIsSent() async {
    let service = StubGitHubService(clock: TestClock())
    let tester = ReactorTester(SearchReactor(environment: makeEnvironment(service)))

    tester.send(.updateQuery("s")) { $0.query = "s" }
    tester.send(.updateQuery("sw")) { $0.query = "sw" }
    // Each keystroke cancels the wait of the one before; the cancelled waits end, and their flag reset runs.
    await tester.receive(.list(.setLoading(false)))
    tester.send(.updateQuery("swift")) { $0.query = "swift" }
    await tester.receive(.list(.setLoading(false)))
    #expect(await service.clock.waitForSleepers(1))
    await service.clock.advance(by: .milliseconds(300))
    await tester.receive(.list(.setLoading(true))) { $0.list.isLoading = true }
    #expect(await service.clock.waitForSleepers(1))
    await service.clock.advance(by: .milliseconds(100))
    await tester.receive(.list(.replace(StubData.page("swift", 1)))) {
      $0.list.items = StubData.page("swift", 1).items
      $0.list.next = .number(2)
    }
    await tester.receive(.list(.setLoading(false))) { $0.list.isLoading = false }
    await tester.finish()
    #expect(service.calls == ["search swift#1"])
  }

  @Test func aSlowFirstQueryNeverOverwritesTheNextOne() async {
    let service = StubGitHubService(clock: TestClock())
    service.update { $0.delays["search swi"] = .seconds(3) }
    let reactor = SearchReactor(environment: makeEnvironment(service))

    reactor.send(.updateQuery("swi"))
    #expect(await service.clock.waitForSleepers(1))
    await service.clock.advance(by: .milliseconds(300))
    #expect(await service.clock.waitForSleepers(1))  // the "swi" request is on its way
    reactor.send(.updateQuery("swift"))
    await search("swift", reactor, service, typed: false)
    #expect(reactor.currentState.list.items == StubData.page("swift", 1).items)
    // The cancelled "swi" request still returns (the stub ignores cancellation): its result must not land.
    await service.clock.advance(by: .seconds(5))
    await TestClock.settle()
    #expect(reactor.currentState.list.items == StubData.page("swift", 1).items)
    #expect(!reactor.currentState.list.isLoading)
    #expect(service.calls == ["search swi#1", "search swift#1"])
  }

  @Test func pagesAppendAndANewQueryCancelsAPageLoadButResetsItsFlag() async {
    let service = StubGitHubService(clock: TestClock())
    let reactor = SearchReactor(environment: makeEnvironment(service))
    await search("swift", reactor, service)
    #expect(reactor.currentState.list.nextPage == 2)

    // ↓ past the last row loads the next page.
    reactor.send(.moveSelection(by: 1))
    reactor.send(.moveSelection(by: 1))
    #expect(reactor.currentState.list.isLoadingNextPage)
    #expect(await service.clock.waitForSleepers(1))
    await service.clock.advance(by: .milliseconds(100))
    #expect(
      await waitUntil { reactor.currentState.list.items.count == 4 && !reactor.currentState.list.isLoadingNextPage })
    #expect(reactor.currentState.list.nextPage == 3)

    reactor.send(.loadNextPage)
    #expect(await service.clock.waitForSleepers(1))
    reactor.send(.loadNextPage)  // ignored: a page is already loading
    reactor.send(.updateQuery("vapor"))
    #expect(await waitUntil { !reactor.currentState.list.isLoadingNextPage })
    await search("vapor", reactor, service, typed: false)
    await service.clock.advance(by: .seconds(1))
    await TestClock.settle()
    #expect(reactor.currentState.list.items == StubData.page("vapor", 1).items)
    #expect(service.calls == ["search swift#1", "search swift#2", "search swift#3", "search vapor#1"])
  }

  @Test(arguments: [
    (StubData.offline, "Offline: GitHub could not be reached"),
    (StubData.status(404), "Not found: search does not exist"),
    (StubData.status(401), "GitHub rejected the token (401)"),
    (StubData.rateLimited, "GitHub's rate limit is used up; it resets at"),
    (StubData.status(403, message: "Resource protected"), "GitHub refused (403): Resource protected."),
    (StubData.undecodable, "GitHub sent an answer this app cannot read: Repos.Response at total_count"),
    (StubData.status(502, message: "Bad gateway"), "GitHub answered HTTP 502: Bad gateway"),
  ])
  func eachAPIErrorBecomesAMessageAndRetryRecovers(error: APIError, message: String) async {
    let service = StubGitHubService(clock: TestClock())
    service.update { $0.search = { _, _ in .failure(error) } }
    let reactor = SearchReactor(environment: makeEnvironment(service))
    await search("swift", reactor, service)
    let problem = reactor.currentState.list.problem
    #expect(problem?.message.hasPrefix(message) == true, "\(String(describing: problem?.message))")
    #expect(!reactor.currentState.list.isLoading)

    service.update { $0.search = { query, page in .success(StubData.page(query, page)) } }
    reactor.send(.retry)
    #expect(reactor.currentState.list.isLoading)
    #expect(reactor.currentState.list.problem == nil)
    #expect(await service.clock.waitForSleepers(1))
    await service.clock.advance(by: .milliseconds(100))
    #expect(await waitUntil { reactor.currentState.list.items == StubData.page("swift", 1).items })
  }

  @Test func clearingTheQueryCancelsTheSearchAndEmptiesTheList() async {
    let service = StubGitHubService(clock: TestClock())
    let reactor = SearchReactor(environment: makeEnvironment(service))
    await search("swift", reactor, service)
    reactor.send(.updateQuery("x"))
    reactor.send(.updateQuery(""))
    await service.clock.advance(by: .seconds(1))
    await TestClock.settle()
    #expect(reactor.currentState.list.items.isEmpty)
    #expect(!reactor.currentState.list.isLoading)
    #expect(service.calls == ["search swift#1"])
  }
}

/// Types `query` (unless `typed` is false: already sent), waits out the debounce and the request.
@MainActor
func search(_ query: String, _ reactor: SearchReactor, _ service: StubGitHubService, typed: Bool = true) async {
  if typed { reactor.send(.updateQuery(query)) }
  #expect(await service.clock.waitForSleepers(1))
  await service.clock.advance(by: .milliseconds(300))
  #expect(await service.clock.waitForSleepers(1))
  await service.clock.advance(by: .milliseconds(100))
  #expect(await waitUntil { !reactor.currentState.list.isLoading })
}
