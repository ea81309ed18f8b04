import Observation
@_spi(Testing) import Reactor
import ReactorTesting
import Synchronization
import Testing

/// Whether an observation's `onChange` ran (it may run on any thread).
private final class Flag: Sendable {
  private let value = Mutex(0)
  var count: Int { value.withLock { $0 } }
  func raise() { value.withLock { $0 += 1 } }
}

@MainActor @Suite struct ObservableReactorTests {
  private func tracking(_ read: () -> Void) -> Flag {
    let flag = Flag()
    withObservationTracking(read) { flag.raise() }
    return flag
  }

  @Test func aReaderOfOnePropertyIsInvalidatedOnlyWhenItChanges() {
    let reactor = CounterReactor(clock: TestClock())
    let model = ObservableReactor(reactor)
    let valueReader = tracking { _ = model.state.value }
    let loadingReader = tracking { _ = model.state.isLoading }

    reactor.send(.increase)  // sets isLoading now; the value changes later
    #expect(loadingReader.count == 1)
    #expect(valueReader.count == 0)
    #expect(model.state.isLoading)
    #expect(model.state.value == 0)
  }

  @Test func aPropertyAssignedItsOwnValueInvalidatesNothing() async {
    let clock = TestClock()
    let reactor = CounterReactor(clock: clock)
    let model = ObservableReactor(reactor)
    model.send(.increase)
    let valueReader = tracking { _ = model.state.value }
    let loadingReader = tracking { _ = model.state.isLoading }
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .milliseconds(500))
    #expect(await waitUntil { model.state.value == 1 })
    #expect(valueReader.count == 1)
    #expect(loadingReader.count == 1)  // isLoading went back to false after the value changed

    let again = tracking { _ = model.state.value }
    reactor.isStubEnabled = true
    reactor.stub.state = CounterReactor.State(value: 1, isLoading: true)
    #expect(again.count == 0)
    #expect(model.state.isLoading)
  }

  @Test func theWholeStateIsInvalidatedByAnyChange() {
    let reactor = CounterReactor(clock: TestClock())
    let model = ObservableReactor(reactor)
    let reader = tracking { _ = model.wholeState }
    model.send(.increase)
    #expect(reader.count == 1)
    #expect(model.wholeState.isLoading)
  }

  @Test func theAdapterGoesAwayWithoutKeepingTheReactorObserved() {
    let reactor = CounterReactor(clock: TestClock())
    var model: ObservableReactor<CounterReactor>? = ObservableReactor(reactor)
    weak let weakModel = model
    #expect(reactor.runtime.subscriberCount == 1)
    model = nil
    #expect(weakModel == nil)
    #expect(reactor.runtime.subscriberCount == 0)
    reactor.send(.increase)
  }
}
