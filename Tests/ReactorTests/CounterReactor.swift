import Reactor
import ReactorTesting

/// ReactorKit's Counter example: the value changes 500 ms after a tap, with a loading flag and an alert.
@MainActor
final class CounterReactor: Reactor {
  enum Action: Sendable, Equatable {
    case increase
    case decrease
  }

  enum Mutation: Sendable, Equatable {
    case increaseValue
    case decreaseValue
    case setLoading(Bool)
    case setAlertMessage(String)
  }

  struct State: Sendable, Equatable {
    var value = 0
    var isLoading = false
    @Pulse var alertMessage: String? = nil
  }

  let initialState = State()
  let runtime = ReactorRuntime<CounterReactor>()
  private let clock: TestClock

  init(clock: TestClock) { self.clock = clock }

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .increase:
      return .concat(
        .just(.setLoading(true)),
        Mutations.just(.increaseValue).delayed(by: .milliseconds(500), clock: clock),
        .just(.setLoading(false)),
        .just(.setAlertMessage("increased!")))
    case .decrease:
      return .concat(
        .just(.setLoading(true)),
        Mutations.just(.decreaseValue).delayed(by: .milliseconds(500), clock: clock),
        .just(.setLoading(false)),
        .just(.setAlertMessage("decreased!")))
    }
  }

  nonisolated func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .increaseValue: state.value += 1
    case .decreaseValue: state.value -= 1
    case .setLoading(let isLoading): state.isLoading = isLoading
    case .setAlertMessage(let message): state.alertMessage = message
    }
    return state
  }
}
