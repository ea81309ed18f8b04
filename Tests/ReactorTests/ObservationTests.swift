@_spi(Testing) import Reactor
import ReactorTesting
import Testing

@MainActor @Suite struct ObservationTests {
  @Test func aLateSubscriberGetsTheCurrentStateFirst() async {
    let reactor = ScriptReactor()
    reactor.send(.run(.append("a", "b")))
    var iterator = reactor.state.makeAsyncIterator()
    #expect(await iterator.next()?.log == ["a", "b"])
    reactor.send(.run(.append("c")))
    #expect(await iterator.next()?.log == ["a", "b", "c"])
  }

  @Test func subscriptionsAreRegisteredWhenReadNotWhenIterated() async {
    let reactor = ScriptReactor()
    let states = reactor.states(.unbounded)
    reactor.send(.run(.append("a")))
    reactor.send(.run(.append("b")))
    var logs: [[String]] = []
    for await state in states {
      logs.append(state.log)
      if logs.count == 3 { break }
    }
    #expect(logs == [[], ["a"], ["a", "b"]])
  }

  @Test func theDefaultSubscriptionKeepsOnlyTheLatestStateForASlowReader() async {
    let reactor = ScriptReactor()
    let states = reactor.state
    for entry in ["a", "b", "c"] { reactor.send(.run(.append(entry))) }
    var iterator = states.makeAsyncIterator()
    #expect(await iterator.next()?.log == ["a", "b", "c"])
  }

  @Test func everySubscriberGetsEveryState() async {
    let reactor = ScriptReactor()
    let first = reactor.states(.unbounded)
    let second = reactor.states(.unbounded)
    reactor.send(.run(.append("x")))
    for stream in [first, second] {
      var iterator = stream.makeAsyncIterator()
      #expect(await iterator.next()?.log == [])
      #expect(await iterator.next()?.log == ["x"])
    }
  }

  @Test func aReaderThatStopsIsUnsubscribed() async {
    let reactor = ScriptReactor()
    let task = Task {
      for await _ in reactor.state {}
    }
    await waitUntil { reactor.runtime.subscriberCount == 1 }
    task.cancel()
    await waitUntil { reactor.runtime.subscriberCount == 0 }
    #expect(reactor.runtime.subscriberCount == 0)
  }
}

@MainActor @Suite struct PulseTests {
  @Test func everyAssignmentIsEmittedEvenAnEqualValue() async {
    let reactor = CounterReactor(clock: TestClock())
    let alerts = reactor.pulse(\.$alertMessage)
    for _ in 0..<3 { reactor.stub.state.alertMessage = "same" }
    var received: [String?] = []
    for await alert in alerts {
      received.append(alert)
      if received.count == 3 { break }
    }
    #expect(received == ["same", "same", "same"])
  }

  @Test func aNewSubscriberDoesNotGetAnOldPulse() async {
    let reactor = CounterReactor(clock: TestClock())
    reactor.stub.state.alertMessage = "old"
    let alerts = reactor.pulse(\.$alertMessage)
    reactor.stub.state.alertMessage = "new"
    var iterator = alerts.makeAsyncIterator()
    #expect(await iterator.next() == "new")
  }

  @Test func replayCurrentHandsTheLastPulseToANewSubscriber() async {
    let reactor = CounterReactor(clock: TestClock())
    let untouched = reactor.pulse(\.$alertMessage, replayCurrent: true)
    reactor.stub.state.alertMessage = "shown"
    let replaying = reactor.pulse(\.$alertMessage, replayCurrent: true)
    var first = untouched.makeAsyncIterator()
    #expect(await first.next() == "shown")  // nothing was assigned before it subscribed: no replay
    var second = replaying.makeAsyncIterator()
    #expect(await second.next() == "shown")
  }

  @Test func otherStateChangesDoNotEmitAPulse() async {
    let reactor = CounterReactor(clock: TestClock())
    let alerts = reactor.pulse(\.$alertMessage)
    reactor.stub.state.value = 10
    reactor.stub.state.alertMessage = "only this"
    var iterator = alerts.makeAsyncIterator()
    #expect(await iterator.next() == "only this")
  }

  @Test func equalityCountsAssignmentsSoDeduplicationKeepsRepeatedEvents() {
    var a = Pulse(wrappedValue: "x")
    let b = a
    #expect(a == b)
    a.wrappedValue = "x"
    #expect(a != b)
    #expect(a.valueUpdatedCount == 1)
  }
}
