import Reactor
import ReactorTesting

/// A reactor that runs whatever `Mutations` its action carries and logs the strings they append: the fixture for
/// testing each kind of mutation on its own.
@MainActor
final class ScriptReactor: Reactor {
  enum Action: Sendable {
    case run(Mutations<Mutation>)
  }

  enum Mutation: Sendable, Equatable {
    case append(String)
  }

  struct State: Sendable, Equatable {
    var log: [String] = []
  }

  let initialState = State()
  let runtime = ReactorRuntime<ScriptReactor>()

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .run(let mutations): mutations
    }
  }

  nonisolated func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .append(let entry): state.log.append(entry)
    }
    return state
  }

  var log: [String] { currentState.log }
}

typealias Script = Mutations<ScriptReactor.Mutation>

extension Mutations where Mutation == ScriptReactor.Mutation {
  static func append(_ entries: String...) -> Self { .concat(entries.map { .just(.append($0)) }) }

  /// Appends `entry` after sleeping `delay` on `clock`.
  static func append(_ entry: String, after delay: Duration, on clock: TestClock) -> Self {
    .run { send in
      try await clock.sleep(for: delay)
      await send(.append(entry))
    }
  }
}
