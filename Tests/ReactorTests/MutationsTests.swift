@_spi(Testing) import Reactor
import ReactorTesting
import Synchronization
import Testing

@MainActor @Suite struct MutationsTests {
  @Test func concatRunsPartsInOrderAndAppliesLeadingOnesBeforeSendReturns() async {
    let clock = TestClock()
    let reactor = ScriptReactor()
    reactor.send(
      .run(.concat(.append("a", "b"), .append("c", after: .seconds(1), on: clock), .append("d"))))
    #expect(reactor.log == ["a", "b"])
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(1))
    await waitUntilIdle(reactor)
    #expect(reactor.log == ["a", "b", "c", "d"])
  }

  @Test func mergeRunsPartsSideBySide() async {
    let clock = TestClock()
    let reactor = ScriptReactor()
    reactor.send(
      .run(
        .merge(
          .append("slow", after: .seconds(2), on: clock), .append("fast", after: .seconds(1), on: clock),
          .append("now"))))
    #expect(reactor.log == ["now"])  // a merge's immediate parts still happen before send returns
    #expect(await clock.waitForSleepers(2))
    await clock.advance(by: .seconds(2))
    await waitUntilIdle(reactor)
    #expect(reactor.log == ["now", "fast", "slow"])
  }

  @Test func streamAppliesEveryElementInOrder() async {
    let reactor = ScriptReactor()
    let (stream, continuation) = AsyncStream.makeStream(of: ScriptReactor.Mutation.self)
    reactor.send(.run(.stream(stream)))
    for entry in ["1", "2", "3"] { continuation.yield(.append(entry)) }
    continuation.finish()
    await waitUntilIdle(reactor)
    #expect(reactor.log == ["1", "2", "3"])
  }

  @Test func cancelStopsRegisteredWorkAndDropsItsResults() async {
    let clock = TestClock()
    let reactor = ScriptReactor()
    reactor.send(.run(.append("late", after: .seconds(1), on: clock).cancellable(id: "job")))
    #expect(await clock.waitForSleepers(1))
    reactor.send(.run(.cancel(id: "job")))
    #expect(clock.sleeperCount == 0)  // its sleep was interrupted at once
    await waitUntilIdle(reactor)
    #expect(reactor.log == [])
  }

  @Test func aCancelledSegmentLetsTheEnclosingConcatGoOn() async {
    let clock = TestClock()
    let reactor = ScriptReactor()
    reactor.send(
      .run(
        .concat(
          .append("start"), Script.append("work", after: .seconds(1), on: clock).cancellable(id: 1),
          .append("end"))))
    #expect(await clock.waitForSleepers(1))
    reactor.send(.run(.cancel(id: 1)))
    await waitUntilIdle(reactor)
    #expect(reactor.log == ["start", "end"])
  }

  @Test func cancelInFlightReplacesEarlierWorkWithTheSameID() async {
    let clock = TestClock()
    let reactor = ScriptReactor()
    for name in ["one", "two", "three"] {
      reactor.send(.run(Script.append(name, after: .seconds(1), on: clock).cancellable(id: 7, cancelInFlight: true)))
    }
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(1))
    await waitUntilIdle(reactor)
    #expect(reactor.log == ["three"])
  }

  @Test func workWithoutCancelInFlightRunsSideBySideAndIsCancelledTogether() async {
    let clock = TestClock()
    let reactor = ScriptReactor()
    reactor.send(.run(Script.append("a", after: .seconds(1), on: clock).cancellable(id: 1)))
    reactor.send(.run(Script.append("b", after: .seconds(2), on: clock).cancellable(id: 1)))
    reactor.send(.run(Script.append("c", after: .seconds(1), on: clock).cancellable(id: 2)))
    #expect(await clock.waitForSleepers(3))
    await clock.advance(by: .seconds(1))
    await waitUntil { reactor.log.count == 2 }
    reactor.send(.run(.cancel(id: 1)))
    await clock.advance(by: .seconds(1))
    await waitUntilIdle(reactor)
    #expect(reactor.log.sorted() == ["a", "c"])
  }

  @Test func debounceRunsOnlyTheLastOfAQuickSeries() async {
    let clock = TestClock()
    let reactor = ScriptReactor()
    for name in ["s", "sw", "swi"] {
      reactor.send(.run(Script.append(name).debounce(id: "search", for: .milliseconds(300), clock: clock)))
      #expect(await clock.waitForSleepers(1))  // each one cancelled the one before
      await clock.advance(by: .milliseconds(100))
    }
    // "swi" started waiting at 200 ms; it is 300 ms now.
    await clock.advance(by: .milliseconds(199))
    #expect(reactor.log == [])
    await clock.advance(by: .milliseconds(1))
    await waitUntilIdle(reactor)
    #expect(reactor.log == ["swi"])
  }

  @Test func throttleRunsTheFirstAndDropsTheRestOfItsWindow() async {
    let clock = TestClock()
    let reactor = ScriptReactor()
    for name in ["a", "b", "c"] {
      reactor.send(.run(Script.append(name).throttle(id: "t", for: .seconds(1), clock: clock)))
    }
    #expect(reactor.log == ["a"])
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(1))
    await waitUntilIdle(reactor)
    reactor.send(.run(Script.append("d").throttle(id: "t", for: .seconds(1), clock: clock)))
    #expect(reactor.log == ["a", "d"])
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(1))
    await waitUntilIdle(reactor)
  }

  @Test func throttleWithLatestRunsTheLastDroppedWhenTheWindowCloses() async {
    let clock = TestClock()
    let reactor = ScriptReactor()
    for name in ["a", "b", "c"] {
      reactor.send(.run(Script.append(name).throttle(id: "t", for: .seconds(1), clock: clock, latest: true)))
    }
    #expect(reactor.log == ["a"])
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(1))
    await waitUntil { reactor.log.count == 2 }
    #expect(reactor.log == ["a", "c"])
    #expect(await clock.waitForSleepers(1))  // "c" opened a new window
    await clock.advance(by: .seconds(1))
    await waitUntilIdle(reactor)
    #expect(reactor.log == ["a", "c"])
  }

  @Test func mapTurnsAChildsMutationsIntoTheParents() async {
    let child: Mutations<Int> = .concat(.just(1, 2), .run { send in await send(3) })
    let reactor = ScriptReactor()
    reactor.send(.run(child.map { .append("child \($0)") }))
    await waitUntilIdle(reactor)
    #expect(reactor.log == ["child 1", "child 2", "child 3"])
  }

  @Test func aThrownErrorGoesToItsCatchHandler() async {
    let reactor = ScriptReactor()
    reactor.send(
      .run(
        .run(
          { _ in throw SearchError.offline },
          catch: { error, send in await send(.append("caught \(error)")) })))
    await waitUntilIdle(reactor)
    #expect(reactor.log == ["caught offline"])
  }

  @Test func anUncaughtErrorIsReportedNotSwallowed() async {
    let reported = Mutex<[String]>([])
    let previous = Reactors.unhandledError
    Reactors.unhandledError = { error in reported.withLock { $0.append("\(error)") } }
    defer { Reactors.unhandledError = previous }
    let reactor = ScriptReactor()
    reactor.send(.run(.run { _ in throw SearchError.offline }))
    await waitUntilIdle(reactor)
    #expect(reported.withLock { $0 } == ["offline"])
  }

  @Test func aSingleBecomesOneMutationForSuccessAndForFailure() async {
    let reactor = ScriptReactor()
    let found = Single<Int, SearchError>.just(42)
    let failed = Single<Int, SearchError>.failure(.offline)
    reactor.send(.run(.single(found, success: { .append("found \($0)") }, failure: { .append("error \($0)") })))
    reactor.send(.run(.single(failed, success: { .append("found \($0)") }, failure: { .append("error \($0)") })))
    reactor.send(.run(.single(failed, success: { .append("found \($0)") }, failure: { _ in nil })))
    reactor.send(.run(found.replaceError(with: 0).mutation { .append("infallible \($0)") }))
    await waitUntilIdle(reactor)
    // Separate effects run side by side, so their order is not defined.
    #expect(reactor.log.sorted() == ["error offline", "found 42", "infallible 42"])
  }
}
