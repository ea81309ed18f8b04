@_spi(Testing) import Reactor
import ReactorTesting
import Testing

/// Adds numbers, synchronously or after an asynchronous hop.
@MainActor
private final class SumReactor: Reactor {
  enum Action: Sendable {
    case add(Int)
    case addLater(Int)
    case addBoth(Int)
  }

  enum Mutation: Sendable {
    case add(Int)
  }

  struct State: Sendable {
    var total = 0
    var mutations = 0
  }

  let initialState = State()
  let runtime = ReactorRuntime<SumReactor>()

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .add(let value): .just(.add(value))
    case .addLater(let value): .run { send in await send(.add(value)) }
    case .addBoth(let value): .merge(.just(.add(value)), .run { send in await send(.add(value)) })
    }
  }

  nonisolated func reduce(state: State, mutation: Mutation) -> State {
    switch mutation {
    case .add(let value): State(total: state.total + value, mutations: state.mutations + 1)
    }
  }
}

@MainActor @Suite struct StressTests {
  @Test func aHundredThousandMixedActionsEndInTheRightState() async {
    let reactor = SumReactor()
    var expectedTotal = 0
    var expectedMutations = 0
    for index in 0..<100_000 {
      // Let the main actor breathe now and then, as a real event loop would: tens of thousands of queued hops
      // at once would starve every other test on the main actor.
      if index % 250 == 0 { await Task.yield() }
      switch index % 3 {
      case 0:
        reactor.send(.add(index))
        expectedTotal += index
        expectedMutations += 1
      case 1:
        reactor.send(.addLater(index))
        expectedTotal += index
        expectedMutations += 1
      default:
        reactor.send(.addBoth(index))
        expectedTotal += 2 * index
        expectedMutations += 2
      }
    }
    await waitUntilIdle(reactor)
    #expect(reactor.currentState.total == expectedTotal)
    #expect(reactor.currentState.mutations == expectedMutations)
    #expect(!reactor.runtime.hasWorkInFlight)
  }
}
