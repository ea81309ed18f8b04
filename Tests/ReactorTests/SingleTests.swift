import Reactor
import ReactorTesting
import Synchronization
import Testing

enum TestError: Error, Equatable {
  case boom(Int)
  case timedOut
}

/// Counts how many times a single's work ran.
final class Counter: Sendable {
  private let value = Mutex(0)
  func increment() -> Int {
    value.withLock {
      $0 += 1
      return $0
    }
  }
  var count: Int { value.withLock { $0 } }
}

@Suite struct SingleTests {
  @Test func isLazyAndRunsAgainOnEachAwait() async throws {
    let runs = Counter()
    let single = Single<Int, TestError> { runs.increment() }
    #expect(runs.count == 0)
    #expect(try await single.value() == 1)
    #expect(try await single.value() == 2)
    #expect(await single.result() == .success(3))
  }

  @Test func failuresAreTyped() async {
    let single = Single<Int, TestError> { () throws(TestError) in throw .boom(1) }
    do {
      _ = try await single.value()
      Issue.record("expected a failure")
    } catch {
      #expect(error == .boom(1))  // `error` is TestError, not any Error
    }
  }

  @Test func mapFlatMapMapError() async {
    let base = Single<Int, TestError>.just(20)
    #expect(await base.map { $0 + 1 }.result() == .success(21))
    #expect(await base.flatMap { value in .just(value * 2) }.result() == .success(40))
    #expect(await base.flatMap { _ in Single<Int, TestError>.failure(.boom(2)) }.result() == .failure(.boom(2)))
    let failing = Single<Int, TestError>.failure(.boom(3))
    #expect(await failing.map { $0 + 1 }.result() == .failure(.boom(3)))
    #expect(await failing.mapError { _ in TestError.timedOut }.result() == .failure(.timedOut))
  }

  @Test func catchAndReplaceError() async {
    let failing = Single<Int, TestError>.failure(.boom(4))
    let recovered: Single<Int, Never> = failing.catch { error in
      guard case .boom(let code) = error else { return .just(0) }
      return .just(code * 10)
    }
    #expect(await recovered.result() == .success(40))
    #expect(await failing.replaceError(with: -1).result() == .success(-1))
    #expect(await Single<Int, TestError>.just(5).replaceError(with: -1).result() == .success(5))
  }

  @Test func retryRunsTheWorkAgainUpToItsCount() async {
    let runs = Counter()
    let flaky = Single<String, TestError> { () throws(TestError) in
      let run = runs.increment()
      if run < 3 { throw .boom(run) }
      return "ok after \(run)"
    }
    #expect(await flaky.retry(5).result() == .success("ok after 3"))
    let runsTwo = Counter()
    let alwaysFailing = Single<Int, TestError> { () throws(TestError) in throw .boom(runsTwo.increment()) }
    #expect(await alwaysFailing.retry(3).result() == .failure(.boom(3)))
    #expect(runsTwo.count == 3)
  }

  @Test func retryStopsWhenThePredicateRefuses() async {
    let runs = Counter()
    let single = Single<Int, TestError> { () throws(TestError) in
      let run = runs.increment()
      throw run == 1 ? .boom(1) : .timedOut
    }
    #expect(await single.retry(10, if: { $0 != .timedOut }).result() == .failure(.timedOut))
    #expect(runs.count == 2)
  }

  @Test func retryWaitsOnItsClock() async {
    let clock = TestClock()
    let runs = Counter()
    let single = Single<Int, TestError> { () throws(TestError) in
      let run = runs.increment()
      if run < 3 { throw .boom(run) }
      return run
    }.retry(3, delay: .seconds(10), clock: clock)
    let task = Task { await single.result() }
    #expect(await clock.waitForSleepers(1))
    #expect(runs.count == 1)
    await clock.advance(by: .seconds(10))
    #expect(await clock.waitForSleepers(1))
    #expect(runs.count == 2)
    await clock.advance(by: .seconds(10))
    #expect(await task.value == .success(3))
  }

  @Test func timeoutOnATestClock() async {
    let clock = TestClock()
    let slow = Single<Int, TestError> {
      try? await clock.sleep(for: .seconds(5))
      return 1
    }
    let guarded = slow.timeout(.seconds(2), clock: clock) { .timedOut }
    let task = Task { await guarded.result() }
    #expect(await clock.waitForSleepers(2))
    await clock.advance(by: .seconds(2))
    #expect(await task.value == .failure(.timedOut))

    let fast = Single<Int, TestError>.just(7).timeout(.seconds(2), clock: clock) { .timedOut }
    #expect(await fast.result() == .success(7))
  }

  @Test func zipRunsBothAndTheFirstFailureWins() async {
    let clock = TestClock()
    let a = Single<Int, TestError> {
      try? await clock.sleep(for: .seconds(1))
      return 1
    }
    let b = Single<String, TestError>.just("b")
    let both = Task { await zip(a, b).result() }
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(1))
    guard case .success(let pair) = await both.value else {
      Issue.record("expected both values")
      return
    }
    #expect(pair.0 == 1 && pair.1 == "b")
    let failing = zip(Single<Int, TestError>.failure(.boom(9)), b)
    guard case .failure(let error) = await failing.result() else {
      Issue.record("expected a failure")
      return
    }
    #expect(error == .boom(9))
  }

  @Test func cancellingTheAwaitingTaskCancelsTheWork() async {
    let clock = TestClock()
    let finished = Counter()
    let single = Single<Int, TestError> {
      do {
        try await clock.sleep(for: .seconds(60))
        _ = finished.increment()
        return 1
      } catch {
        return -1  // cancelled: the sleep threw
      }
    }
    let task = Task { await single.result() }
    #expect(await clock.waitForSleepers(1))
    task.cancel()
    #expect(await task.value == .success(-1))
    #expect(finished.count == 0)
  }
}
