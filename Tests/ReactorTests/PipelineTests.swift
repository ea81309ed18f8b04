@_spi(Testing) import Reactor
import ReactorTesting
import Testing

/// Records what happens, in order; sends more actions from inside the pipeline to test reentrancy.
@MainActor
private final class RecordingReactor: Reactor {
  enum Action: Sendable, Equatable {
    case log(String)
    case fanOut(String)
    case hidden
    case renamed
    case later([Mutation])
  }

  enum Mutation: Sendable, Equatable {
    case append(String)
    case appendThenSend(String, Action)
    case dropped
  }

  struct State: Sendable, Equatable {
    var log: [String] = []
    var transformedStates = 0
  }

  let initialState = State()
  let runtime = ReactorRuntime<RecordingReactor>()

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .log(let entry):
      return .just(.append(entry))
    case .fanOut(let name):
      // Sends from inside mutate: queued behind this action, handled in the order sent.
      send(.log("\(name).1"))
      send(.log("\(name).2"))
      return .just(.append(name))
    case .hidden, .renamed:
      return .just(.append("\(action)"))
    case .later(let mutations):
      return .run { send in
        for mutation in mutations { await send(mutation) }
      }
    }
  }

  func transform(action: Action) -> Action? {
    switch action {
    case .hidden: return nil
    case .renamed: return .log("renamed")
    default: return action
    }
  }

  func transform(mutation: Mutation) -> Mutation? {
    switch mutation {
    case .dropped: return nil
    case .appendThenSend(let entry, let action):
      send(action)  // sent while a mutation is applied: queued until it is
      return .append(entry)
    default: return mutation
    }
  }

  func transform(state: State) -> State {
    var state = state
    state.transformedStates += 1
    return state
  }

  nonisolated func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    if case .append(let entry) = mutation { state.log.append(entry) }
    return state
  }
}

@MainActor @Suite struct PipelineTests {
  @Test func sendIsSynchronousForImmediateMutations() {
    let reactor = RecordingReactor()
    reactor.send(.log("a"))
    #expect(reactor.currentState.log == ["a"])
  }

  @Test func actionsSentFromInsideThePipelineAreQueuedInOrderNotNested() {
    let reactor = RecordingReactor()
    reactor.send(.fanOut("x"))
    reactor.send(.log("y"))
    #expect(reactor.currentState.log == ["x", "x.1", "x.2", "y"])
  }

  @Test func anActionSentWhileAMutationIsAppliedWaitsForIt() async {
    let reactor = RecordingReactor()
    reactor.send(.later([.appendThenSend("first", .log("second"))]))
    await waitUntilIdle(reactor)
    #expect(reactor.currentState.log == ["first", "second"])
  }

  @Test func transformHooksFilterAndRewrite() {
    let reactor = RecordingReactor()
    #expect(reactor.currentState.transformedStates == 1)  // the initial state goes through transform(state:)
    reactor.send(.hidden)
    reactor.send(.renamed)
    #expect(reactor.currentState.log == ["renamed"])
    // transform(state:) maps what is published; reduce never gets its output back, so the count never compounds.
    #expect(reactor.currentState.transformedStates == 1)
  }

  @Test func mutationsDroppedByTheHookDoNotReachReduce() async {
    let reactor = RecordingReactor()
    reactor.send(.later([.dropped, .append("kept")]))
    await waitUntilIdle(reactor)
    #expect(reactor.currentState.log == ["kept"])
    #expect(reactor.currentState.transformedStates == 1)
  }
}

/// A global event stream (a "favourites changed" notice from another screen) merged in through `transform()`.
@MainActor
private final class FavouritesReactor: Reactor {
  enum Action: Sendable { case toggle(String) }
  enum Mutation: Sendable { case setFavourites(Set<String>) }
  struct State: Sendable { var favourites: Set<String> = [] }

  let initialState = State()
  let runtime = ReactorRuntime<FavouritesReactor>()
  let events: AsyncStream<Set<String>>
  let store: AsyncStream<Set<String>>.Continuation
  private(set) var transformCalls = 0

  init() { (events, store) = AsyncStream.makeStream() }

  func transform() -> Mutations<Mutation> {
    transformCalls += 1
    return .stream(events.map { Mutation.setFavourites($0) })
  }

  func mutate(action: Action) -> Mutations<Mutation> {
    guard case .toggle(let name) = action else { return .none }
    var favourites = currentState.favourites
    if favourites.remove(name) == nil { favourites.insert(name) }
    store.yield(favourites)  // another screen would do this; the stream brings it back
    return .none
  }

  nonisolated func reduce(state: State, mutation: Mutation) -> State {
    switch mutation {
    case .setFavourites(let favourites): State(favourites: favourites)
    }
  }
}

@MainActor @Suite struct GlobalStreamTests {
  @Test func aLongLivedStreamStartsOnceAndFeedsTheState() async {
    let reactor = FavouritesReactor()
    let states = reactor.states(.unbounded)
    reactor.send(.toggle("swift"))
    await waitUntil { reactor.currentState.favourites == ["swift"] }
    reactor.send(.toggle("nio"))
    reactor.store.yield(["elsewhere"])
    var seen: [Set<String>] = []
    for await state in states {
      seen.append(state.favourites)
      if seen.count == 4 { break }
    }
    #expect(seen == [[], ["swift"], ["swift", "nio"], ["elsewhere"]])
    #expect(reactor.transformCalls == 1)
    #expect(!reactor.runtime.hasWorkInFlight)  // the long-lived stream does not count as pending work
  }
}
