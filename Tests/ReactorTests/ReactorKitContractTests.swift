@_spi(Testing) import Reactor
import ReactorTesting
import Synchronization
import Testing

/// An event source standing in for an app-wide stream ("favourites changed"), which counts its listeners.
@MainActor
final class EventSource {
  private var continuations: [AsyncStream<Int>.Continuation] = []
  var listenerCount: Int { continuations.count }

  func stream() -> AsyncStream<Int> {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    continuations.append(continuation)
    return stream
  }

  func send(_ value: Int) { for continuation in continuations { continuation.yield(value) } }
}

/// Records what `reduce` was given, from any isolation.
final class ReduceLog: Sendable {
  private let entries = Mutex<[[String]]>([])
  var inputs: [[String]] { entries.withLock { $0 } }
  func record(_ input: [String]) { entries.withLock { $0.append(input) } }
}

/// A reactor whose `reduce` appends to a log and whose `transform(state:)` adds a marker, merging an app-wide event
/// stream in through `transform()`.
@MainActor
final class MarkerReactor: Reactor {
  enum Action: Sendable, Equatable { case add(String) }
  struct State: Sendable, Equatable { var log: [String] = [] }

  let initialState = State()
  let runtime = ReactorRuntime<MarkerReactor>()
  let events: EventSource
  let reduceLog = ReduceLog()

  init(events: EventSource) { self.events = events }

  func transform() -> Mutations<Action> {
    .stream(events.stream().map { Action.add("event \($0)") })
  }

  func transform(state: State) -> State {
    var state = state
    state.log.append("*")
    return state
  }

  nonisolated func reduce(state: State, mutation: Action) -> State {
    reduceLog.record(state.log)
    var state = state
    switch mutation {
    case .add(let entry): state.log.append(entry)
    }
    return state
  }
}

/// ReactorKit's contracts, with its expected values: a stub runs neither `mutate` nor `reduce`, and
/// `transform(state:)` maps what views see without feeding back into `reduce`.
@MainActor @Suite struct ReactorKitContractTests {
  @Test func aStubbedReactorStartsNoLongLivedWorkAndKeepsTheStubbedState() async {
    let events = EventSource()
    let reactor = MarkerReactor(events: events)
    reactor.isStubEnabled = true
    let stub = reactor.stub
    #expect(events.listenerCount == 0, "reading the stub started the reactor")
    stub.state = MarkerReactor.State(log: ["stubbed"])
    let states = reactor.states(.unbounded)
    events.send(1)
    reactor.send(.add("tapped"))
    #expect(events.listenerCount == 0, "a stub ran transform()")
    #expect(reactor.currentState.log == ["stubbed"])
    #expect(stub.actions == [.add("tapped")])
    #expect(reactor.reduceLog.inputs.isEmpty)

    // Turned off, the reactor starts its long-lived work and runs as usual from the stubbed state.
    reactor.isStubEnabled = false
    #expect(events.listenerCount == 1)
    events.send(2)
    #expect(await waitUntil { reactor.currentState.log == ["stubbed", "event 2", "*"] })
    var iterator = states.makeAsyncIterator()
    #expect(await iterator.next()?.log == ["stubbed"])
    #expect(await iterator.next()?.log == ["stubbed", "event 2", "*"])
  }

  /// ReactorKit's `testStub_ignoreAction`: while stubbed, the state is exactly what the stub holds, the initial
  /// state and each set state untransformed.
  @Test func aStubPublishesExactlyItsStateUntransformed() async {
    let reactor = MarkerReactor(events: EventSource())
    reactor.isStubEnabled = true
    let states = reactor.states(.unbounded)
    #expect(reactor.currentState == MarkerReactor.State())
    #expect(reactor.stub.state == MarkerReactor.State())
    reactor.stub.state = MarkerReactor.State(log: ["set"])
    #expect(reactor.currentState == MarkerReactor.State(log: ["set"]))
    var iterator = states.makeAsyncIterator()
    #expect(await iterator.next() == MarkerReactor.State())
    #expect(await iterator.next() == MarkerReactor.State(log: ["set"]))
    // Off again, the next mutation is reduced from the stub's state and transformed as usual.
    reactor.isStubEnabled = false
    reactor.send(.add("after"))
    #expect(reactor.currentState.log == ["set", "after", "*"])
    #expect(reactor.reduceLog.inputs == [["set"]])
  }

  @Test func workStartedBeforeTheStubWasEnabledDoesNotReduce() async {
    let events = EventSource()
    let reactor = MarkerReactor(events: events)
    _ = reactor.currentState
    #expect(events.listenerCount == 1)
    reactor.isStubEnabled = true
    reactor.stub.state = MarkerReactor.State(log: ["stubbed"])
    events.send(1)
    #expect(await waitUntil { reactor.runtime.mutationsDroppedByStub == 1 })
    #expect(reactor.currentState.log == ["stubbed"])
    reactor.isStubEnabled = false
    events.send(2)
    #expect(await waitUntil { reactor.reduceLog.inputs.count == 1 })
    #expect(reactor.currentState.log == ["stubbed", "event 2", "*"])
    #expect(reactor.reduceLog.inputs == [["stubbed"]])
  }

  @Test func transformStateMarksEachStateOnceAndReduceNeverSeesTheMark() {
    let reactor = MarkerReactor(events: EventSource())
    let states = reactor.states(.unbounded)
    #expect(reactor.currentState.log == ["*"])
    reactor.send(.add("a"))
    reactor.send(.add("b"))
    reactor.send(.add("c"))
    #expect(reactor.currentState.log == ["a", "b", "c", "*"])
    #expect(reactor.reduceLog.inputs == [[], ["a"], ["a", "b"]])
    _ = states
  }

  @Test func everyPublishedStateCarriesTheMarkExactlyOnce() async {
    let reactor = MarkerReactor(events: EventSource())
    var iterator = reactor.states(.unbounded).makeAsyncIterator()
    reactor.send(.add("a"))
    reactor.send(.add("b"))
    var seen: [[String]] = []
    for _ in 0..<3 { if let state = await iterator.next() { seen.append(state.log) } }
    #expect(seen == [["*"], ["a", "*"], ["a", "b", "*"]])
    #expect(seen.allSatisfy { $0.filter { $0 == "*" }.count == 1 })
  }
}
