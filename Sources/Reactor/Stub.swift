/// A reactor's stand-in for view tests: while enabled, actions are recorded instead of handled (neither `mutate`
/// nor `reduce` runs), and the test sets the state the view should show. A reactor first used as a stub does not
/// start its long-lived work (`transform()`, `transform(actions:)`) until the stub is turned off, and mutations from
/// work started before are dropped, so nothing but the test changes the state.
///
/// ```swift
/// reactor.isStubEnabled = true
/// view.reactor = reactor
/// view.tapIncrease()
/// #expect(reactor.stub.actions == [.increase])
/// reactor.stub.state = CounterReactor.State(value: 3)
/// ```
@MainActor
public final class Stub<R: Reactor> {
  /// The actions sent while enabled, oldest first.
  public internal(set) var actions: [R.Action] = []
  weak var reactor: R?

  @usableFromInline func record(_ action: R.Action) { actions.append(action) }

  init() {}

  /// The reactor's state; setting it replaces the state and tells every subscriber, as a mutation would.
  public var state: R.State {
    get {
      guard let reactor else { preconditionFailure("Stub.state read before its reactor was used") }
      return reactor.currentState
    }
    set { reactor?.runtime.replaceState(newValue) }
  }
}

extension Reactor {
  /// Whether the reactor is a stub: see `Stub`.
  public var isStubEnabled: Bool {
    get { runtime.isStubbed }
    set { runtime.setStubbed(newValue, self) }
  }

  /// The reactor's stub, for view tests. Reading it starts nothing.
  public var stub: Stub<Self> {
    runtime.stub.reactor = self
    return runtime.stub
  }
}
