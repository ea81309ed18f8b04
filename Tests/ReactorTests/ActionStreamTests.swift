import AsyncAlgorithms
import Reactor
import ReactorTesting
import Testing

/// A search box as ReactorKit apps write it: keystrokes debounced at the stream level, a shortcut stream merged in,
/// and empty queries filtered out before `mutate` runs.
@MainActor
final class TypingReactor: Reactor {
  enum Action: Sendable, Equatable {
    case type(String)
    case clear
  }

  struct State: Sendable, Equatable {
    var query = ""
    var searches: [String] = []
    var isLoading = false
  }

  let initialState = State()
  let runtime = ReactorRuntime<TypingReactor>()
  let clock: TestClock
  let shortcuts: AsyncStream<Action>

  init(clock: TestClock, shortcuts: AsyncStream<Action>) {
    self.clock = clock
    self.shortcuts = shortcuts
  }

  func transform(actions: AsyncStream<Action>) -> (any AsyncSequence<Action, Never> & Sendable)? {
    let typed = actions.debounce(for: .milliseconds(300), clock: clock).filter { $0 != .type("") }
    return merge(typed, shortcuts)
  }

  func mutate(action: Action) -> Mutations<Action> { .just(action) }

  nonisolated func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .type(let query):
      state.query = query
      state.searches.append(query)
      state.isLoading = !query.isEmpty
    case .clear:
      state.query = ""
      state.isLoading = false
    }
    return state
  }
}

@MainActor private final class SearchBoxView: ReactorView {
  var bindings = TaskBag()
  var reactor: TypingReactor? { didSet { reactorDidChange() } }
  let keystrokes: AsyncStream<TypingReactor.Action>
  private(set) var spinnerChanges: [Bool] = []

  init(keystrokes: AsyncStream<TypingReactor.Action>) { self.keystrokes = keystrokes }

  func bind(reactor: TypingReactor) {
    send(keystrokes, to: reactor)
    observe(reactor.observe(\.isLoading)) { view, isLoading in view.spinnerChanges.append(isLoading) }
  }
}

@MainActor @Suite struct ActionStreamTests {
  @Test func aStreamLevelTransformDebouncesFiltersAndMerges() async {
    let clock = TestClock()
    let (shortcuts, shortcut) = AsyncStream.makeStream(of: TypingReactor.Action.self)
    let reactor = TypingReactor(clock: clock, shortcuts: shortcuts)
    reactor.send(.type("s"))
    reactor.send(.type("sw"))
    reactor.send(.type("swift"))
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .milliseconds(299))
    #expect(reactor.currentState.searches.isEmpty)
    await clock.advance(by: .milliseconds(1))
    #expect(await waitUntil { reactor.currentState.searches == ["swift"] })

    // An empty query is dropped by the filter; a shortcut from the merged stream is not debounced.
    reactor.send(.type(""))
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .milliseconds(300))
    shortcut.yield(.clear)
    #expect(await waitUntil { reactor.currentState == .init(query: "", searches: ["swift"], isLoading: false) })
  }

  @Test func aStubbedReactorRecordsActionsBeforeTheStreamTransform() {
    let (shortcuts, _) = AsyncStream.makeStream(of: TypingReactor.Action.self)
    let reactor = TypingReactor(clock: TestClock(), shortcuts: shortcuts)
    reactor.isStubEnabled = true
    reactor.send(.type("swift"))
    #expect(reactor.stub.actions == [.type("swift")])
  }

  @Test func aReactorWithAStreamTransformGoesAwayWithItsLastReference() async {
    let (shortcuts, _) = AsyncStream.makeStream(of: TypingReactor.Action.self)
    var reactor: TypingReactor? = TypingReactor(clock: TestClock(), shortcuts: shortcuts)
    weak let weakReactor = reactor
    reactor?.send(.clear)
    reactor = nil
    #expect(weakReactor == nil)
  }

  @Test func sendContentsOfSendsEveryActionInOrder() async {
    let reactor = MarkerReactor(events: EventSource())
    let actions = ["a", "b", "c"].async.map { MarkerReactor.Action.add($0) }
    await reactor.send(contentsOf: actions)
    #expect(reactor.currentState.log == ["a", "b", "c", "*"])
  }

  @Test func observeEmitsAPropertyOnlyWhenItChanges() async {
    let reactor = MarkerReactor(events: EventSource())
    var changes = reactor.observe(\.log.count).makeAsyncIterator()
    #expect(await changes.next(isolation: #isolation) == 1)
    reactor.send(.add("a"))
    #expect(await changes.next(isolation: #isolation) == 2)
    reactor.stub.state = MarkerReactor.State(log: ["x", "y"])  // the same count: no new value
    reactor.send(.add("b"))
    #expect(await changes.next(isolation: #isolation) == 4)  // ["x", "y", "b", "*"]
  }

  @Test func aViewForwardsAStreamOfUserEventsAndSeesOnlyChanges() async {
    let clock = TestClock()
    let (keystrokes, key) = AsyncStream.makeStream(of: TypingReactor.Action.self)
    let (shortcuts, _) = AsyncStream.makeStream(of: TypingReactor.Action.self)
    let reactor = TypingReactor(clock: clock, shortcuts: shortcuts)
    let view = SearchBoxView(keystrokes: keystrokes)
    view.reactor = reactor
    #expect(await waitUntil { view.spinnerChanges == [false] })

    key.yield(.type("swift"))
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .milliseconds(300))
    #expect(await waitUntil { view.spinnerChanges == [false, true] })
    key.yield(.type("swift nio"))  // still loading: no new value for the spinner
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .milliseconds(300))
    #expect(await waitUntil { reactor.currentState.searches == ["swift", "swift nio"] })
    key.yield(.clear)
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .milliseconds(300))
    #expect(await waitUntil { view.spinnerChanges == [false, true, false] })

    view.reactor = nil  // ends the bindings: later keystrokes reach nobody
    key.yield(.type("late"))
    await clock.advance(by: .milliseconds(300))
    #expect(reactor.currentState.searches == ["swift", "swift nio"])
  }
}
