import Reactor
import ReactorTesting
import Testing

@MainActor @Suite struct CounterReactorTests {
  @Test func increaseLandsAfterHalfASecondWithTheLoadingFlagAndAnAlert() async {
    let clock = TestClock()
    let reactor = CounterReactor(clock: clock)
    let tester = ReactorTester(reactor)

    tester.send(.increase) { $0.isLoading = true }
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .milliseconds(499))
    #expect(reactor.currentState.value == 0)
    await clock.advance(by: .milliseconds(1))
    await tester.receive(.increaseValue) { $0.value = 1 }
    await tester.receive(.setLoading(false)) { $0.isLoading = false }
    await tester.receive(.setAlertMessage("increased!")) { $0.alertMessage = "increased!" }
    await tester.finish()
  }

  @Test func decreaseWorksTheSameWay() async {
    let clock = TestClock()
    let tester = ReactorTester(CounterReactor(clock: clock))
    tester.send(.decrease) { $0.isLoading = true }
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .milliseconds(500))
    await tester.receive(.decreaseValue) { $0.value = -1 }
    await tester.receive(.setLoading(false)) { $0.isLoading = false }
    await tester.receive(.setAlertMessage("decreased!")) { $0.alertMessage = "decreased!" }
    await tester.finish()
  }

  @Test func theAlertPulsesOnEveryAssignmentEvenWhenEqual() async {
    let clock = TestClock()
    let reactor = CounterReactor(clock: clock)
    let alerts = reactor.pulse(\.$alertMessage)
    reactor.send(.increase)
    reactor.send(.increase)
    #expect(await clock.waitForSleepers(2))
    await clock.advance(by: .milliseconds(500))
    var received: [String?] = []
    for await alert in alerts {
      received.append(alert)
      if received.count == 2 { break }
    }
    #expect(received == ["increased!", "increased!"])
    #expect(reactor.currentState.value == 2)
    #expect(reactor.currentState.isLoading == false)
  }

  @Test func statesArriveInOrderThroughAnUnboundedSubscription() async {
    let clock = TestClock()
    let reactor = CounterReactor(clock: clock)
    let states = reactor.states(.unbounded)
    reactor.send(.increase)
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .milliseconds(500))
    var seen: [String] = []
    for await state in states {
      seen.append("\(state.value)\(state.isLoading ? " loading" : "")")
      if seen.count == 5 { break }
    }
    // initial, setLoading(true), increaseValue, setLoading(false), setAlertMessage
    #expect(seen == ["0", "0 loading", "1 loading", "1", "1"])
  }
}
