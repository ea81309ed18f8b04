import Reactor
import ReactorTesting
import Testing

/// A headless counter screen: it renders what it would draw and forwards taps as actions.
@MainActor
private final class CounterView: ReactorView {
  var bindings = TaskBag()
  var reactor: CounterReactor? {
    didSet { reactorDidChange() }
  }
  private(set) var renderedValues: [String] = []
  private(set) var alerts: [String] = []
  private(set) var bindCount = 0

  func bind(reactor: CounterReactor) {
    bindCount += 1
    observe(reactor.state) { view, state in
      view.renderedValues.append(state.isLoading ? "\(state.value)…" : "\(state.value)")
    }
    observe(reactor.pulse(\.$alertMessage)) { view, message in
      if let message { view.alerts.append(message) }
    }
  }

  func tapIncrease() { reactor?.send(.increase) }
}

@MainActor @Suite struct ViewAndStubTests {
  @Test func aStubRecordsActionsWithoutRunningTheReactor() {
    let clock = TestClock()
    let reactor = CounterReactor(clock: clock)
    reactor.isStubEnabled = true
    let view = CounterView()
    view.reactor = reactor
    view.tapIncrease()
    view.tapIncrease()
    #expect(reactor.stub.actions == [.increase, .increase])
    #expect(reactor.currentState.isLoading == false)  // mutate never ran
    #expect(clock.sleeperCount == 0)
  }

  @Test func aStubsInjectedStateReachesTheView() async {
    let reactor = CounterReactor(clock: TestClock())
    reactor.isStubEnabled = true
    let view = CounterView()
    view.reactor = reactor
    await waitUntil { view.renderedValues == ["0"] }  // the current state is drawn once the view binds
    reactor.stub.state = CounterReactor.State(value: 41, isLoading: true)
    reactor.stub.state.alertMessage = "hello"
    await waitUntil { view.alerts == ["hello"] }
    await waitUntil { view.renderedValues.last == "41…" }
    #expect(view.renderedValues.last == "41…")
    #expect(view.alerts == ["hello"])
  }

  @Test func assigningAnotherReactorCancelsTheOldBindings() async {
    let first = CounterReactor(clock: TestClock())
    let second = CounterReactor(clock: TestClock())
    let view = CounterView()
    view.reactor = first
    view.reactor = second
    #expect(view.bindCount == 2)
    #expect(view.bindings.count == 2)
    first.stub.state.value = 100  // no longer bound: not drawn
    second.stub.state.value = 7
    await waitUntil { view.renderedValues.last == "7" }
    #expect(!view.renderedValues.contains("100"))
  }

  @Test func aTaskBagCancelsItsTasksWhenItGoesAway() async {
    let clock = TestClock()
    var bag: TaskBag? = TaskBag()
    Task { try? await clock.sleep(for: .seconds(60)) }.store(in: bag!)
    #expect(await clock.waitForSleepers(1))
    bag = nil
    await waitUntil { clock.sleeperCount == 0 }
    #expect(clock.sleeperCount == 0)
  }
}
