@_spi(Testing) import Reactor
import ReactorTesting
import Testing

@MainActor @Suite struct SearchReactorTests {
  @Test func aSlowFirstQueryNeverOverwritesTheResultsOfTheNextOne() async {
    let clock = TestClock()
    let service = SlowSearchService(clock: clock, delays: ["swi": .seconds(3), "swift": .seconds(1)])
    let tester = ReactorTester(SearchReactor(service: service))

    tester.send(.updateQuery("swi")) { $0.query = "swi" }
    #expect(await clock.waitForSleepers(1))
    tester.send(.updateQuery("swift")) { $0.query = "swift" }
    // The cancelled search for "swi" ignores cancellation and still returns, after its sleep is interrupted: its
    // result must be dropped. The search for "swift" lands after one second.
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(1))
    await tester.receive(.setResults(["swift-1a", "swift-1b"], nextPage: 2)) {
      $0.results = ["swift-1a", "swift-1b"]
      $0.nextPage = 2
    }
    await clock.advance(by: .seconds(5))
    await tester.finish()
    #expect(service.requested == ["swi#1", "swift#1"])
  }

  @Test func aNewQueryCancelsAPageLoadAndTheLoadingFlagIsStillReset() async {
    let clock = TestClock()
    let service = SlowSearchService(clock: clock, delays: [:])
    let tester = ReactorTester(SearchReactor(service: service))

    tester.send(.updateQuery("swift")) { $0.query = "swift" }
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(1))
    await tester.receive(.setResults(["swift-1a", "swift-1b"], nextPage: 2)) {
      $0.results = ["swift-1a", "swift-1b"]
      $0.nextPage = 2
    }

    tester.send(.loadNextPage) { $0.isLoadingNextPage = true }
    #expect(await clock.waitForSleepers(1))
    tester.send(.loadNextPage)  // ignored while a page is loading
    tester.send(.updateQuery("swiftui")) { $0.query = "swiftui" }
    // The page load was cancelled: its concat goes on and resets the flag; page 2 of "swift" never lands.
    await tester.receive(.setLoadingNextPage(false)) { $0.isLoadingNextPage = false }
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(1))
    await tester.receive(.setResults(["swiftui-1a", "swiftui-1b"], nextPage: 2)) {
      $0.results = ["swiftui-1a", "swiftui-1b"]
    }
    await tester.finish()
    #expect(service.requested == ["swift#1", "swift#2", "swiftui#1"])
  }

  @Test func pagesAppendUntilThereAreNoMore() async {
    let clock = TestClock()
    let service = SlowSearchService(clock: clock, delays: ["a": .zero])
    let reactor = SearchReactor(service: service)
    reactor.send(.updateQuery("a"))
    for _ in 0..<4 {
      await waitUntilIdle(reactor)
      reactor.send(.loadNextPage)
    }
    await waitUntilIdle(reactor)
    #expect(reactor.currentState.results == ["a-1a", "a-1b", "a-2a", "a-2b", "a-3a", "a-3b"])
    #expect(reactor.currentState.nextPage == nil)
    #expect(reactor.currentState.isLoadingNextPage == false)
  }

  @Test func aFailedSearchBecomesAnErrorPulse() async {
    let clock = TestClock()
    let reactor = SearchReactor(service: SlowSearchService(clock: clock, delays: ["offline": .zero]))
    var received: [SearchError?] = []
    let task = Task { @MainActor in
      for await error in reactor.pulse(\.$error) { received.append(error) }
    }
    defer { task.cancel() }
    await Task.yield()
    // The same error twice: a pulse, so the second one is shown again although the state's value is equal.
    reactor.send(.updateQuery("offline"))
    await waitUntil { received.count == 1 }
    reactor.send(.updateQuery("offline"))
    await waitUntil { received.count == 2 }
    #expect(received == [.offline, .offline])
  }
}

/// Waits until the reactor has no work in flight.
@MainActor
func waitUntilIdle<R: Reactor>(_ reactor: R, sourceLocation: SourceLocation = #_sourceLocation) async {
  await waitUntil("the reactor's work did not finish", sourceLocation: sourceLocation) {
    !reactor.runtime.hasWorkInFlight
  }
}
