import Reactor
import ReactorTesting
import Testing

/// The test helper must fail on anything a test did not say: these tests expect its failures as known issues.
@MainActor @Suite struct ReactorTesterTests {
  @Test func aWrongStateAfterSendFails() {
    let tester = ReactorTester(CounterReactor(clock: TestClock()))
    withKnownIssue {
      tester.send(.increase) { $0.value = 1 }  // it only sets isLoading
    }
  }

  @Test func anUnexpectedMutationFails() async {
    let clock = TestClock()
    let tester = ReactorTester(CounterReactor(clock: clock))
    tester.send(.increase) { $0.isLoading = true }
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .milliseconds(500))
    await withKnownIssue {
      await tester.receive(.decreaseValue) { $0.value = -1 }
    }
    tester.skipReceivedMutations()
    await tester.finish()
  }

  @Test func unassertedMutationsFailAtTheEnd() async {
    let clock = TestClock()
    let tester = ReactorTester(CounterReactor(clock: clock))
    tester.send(.increase) { $0.isLoading = true }
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .milliseconds(500))
    await tester.receive(.increaseValue) { $0.value = 1 }
    await withKnownIssue {
      await tester.finish()  // setLoading(false) and the alert were never asserted
    }
  }

  @Test func workStillRunningFailsAtTheEnd() async {
    let clock = TestClock()
    let tester = ReactorTester(CounterReactor(clock: clock), timeout: .milliseconds(50))
    tester.send(.increase) { $0.isLoading = true }
    await withKnownIssue {
      await tester.finish()  // the 500 ms delay never passed
    }
  }

  @Test func sendingWithUnassertedMutationsFails() async {
    let clock = TestClock()
    let tester = ReactorTester(CounterReactor(clock: clock))
    tester.send(.increase) { $0.isLoading = true }
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .milliseconds(500))
    withKnownIssue {
      tester.send(.decrease) { $0.isLoading = true }
    }
  }

  @Test func aMissingMutationFailsAfterTheTimeout() async {
    let tester = ReactorTester(CounterReactor(clock: TestClock()), timeout: .milliseconds(50))
    await withKnownIssue {
      await tester.receive(.increaseValue)
    }
  }
}
