import Reactor
import ReactorTesting
import Testing

@MainActor @Suite struct LifetimeTests {
  @Test func aReleasedReactorDeallocatesWithWorkInFlightAndTheWorkIsCancelled() async {
    let clock = TestClock()
    var reactor: CounterReactor? = CounterReactor(clock: clock)
    weak let released = reactor
    reactor!.send(.increase)
    reactor!.send(.decrease)
    #expect(await clock.waitForSleepers(2))
    reactor = nil
    #expect(released == nil)
    await waitUntil { clock.sleeperCount == 0 }  // both delays were cancelled
    #expect(clock.sleeperCount == 0)
  }

  @Test func subscriptionsEndWhenTheReactorGoesAway() async {
    var reactor: CounterReactor? = CounterReactor(clock: TestClock())
    let states = reactor!.state
    let alerts = reactor!.pulse(\.$alertMessage)
    reactor = nil
    var stateCount = 0
    for await _ in states { stateCount += 1 }
    var alertCount = 0
    for await _ in alerts { alertCount += 1 }
    #expect(stateCount == 1)  // the replayed state, then the end
    #expect(alertCount == 0)
  }

  @Test func cancellableWorkDoesNotKeepItsReactorAlive() async {
    let clock = TestClock()
    var reactor: ScriptReactor? = ScriptReactor()
    weak let released = reactor
    reactor!.send(.run(Script.append("x", after: .seconds(10), on: clock).cancellable(id: 1)))
    reactor!.send(.run(Script.append("y").throttle(id: 2, for: .seconds(10), clock: clock)))
    let (stream, continuation) = AsyncStream.makeStream(of: ScriptReactor.Mutation.self)
    reactor!.send(.run(.stream(stream)))
    #expect(await clock.waitForSleepers(2))
    reactor = nil
    #expect(released == nil)
    await waitUntil { clock.sleeperCount == 0 }
    continuation.yield(.append("after"))  // nobody left to apply it: no crash
    continuation.finish()
  }
}
