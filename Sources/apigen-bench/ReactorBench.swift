import ArgumentParser
import Reactor

struct ReactorBench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reactor",
    abstract: "Actions per second through a reactor, against a plain loop calling reduce.",
    discussion: """
      Prints sync_actions_per_s (each action's mutation reduced before send returns), async_actions_per_s (each \
      action's mutation sent back from an asynchronous effect: one hop off the main actor and back), \
      loop_actions_per_s (a plain loop calling the same reduce, the limit), loop_vs_reactor (how many times \
      slower the synchronous reactor path is than the loop) and async_vs_sync.
      """
  )

  @Option(help: "Actions per synchronous run.")
  var actions = 1_000_000

  @Option(help: "Actions per asynchronous run.")
  var asyncActions = 100_000

  @Option(help: "Runs per figure (medians).")
  var runs = 5

  func run() async throws {
    let figures = await Self.measure(actions: actions, asyncActions: asyncActions, runs: runs)
    for (key, value) in figures { print("\(key): \(Measure.format(value))") }
  }

  @MainActor
  static func measure(actions: Int, asyncActions: Int, runs: Int) async -> [(String, Double)] {
    let values = (0..<actions).map { $0 % 7 }
    let loop = Measure.medianMilliseconds(runs: runs) {
      let reactor = BenchReactor()
      var state = reactor.initialState
      for value in values { state = reduceOpaquely(reactor, state, .add(value)) }
      precondition(state.count == values.count)
    }
    let sync = Measure.medianMilliseconds(runs: runs) {
      let reactor = BenchReactor()
      for value in values { reactor.send(.add(value)) }
      precondition(reactor.currentState.count == values.count)
    }
    var asyncSamples: [Double] = []
    for _ in 0..<runs {
      let start = ContinuousClock.now
      let reactor = BenchReactor()
      for value in values.prefix(asyncActions) { reactor.send(.addLater(value)) }
      while reactor.currentState.count < asyncActions { await Task.yield() }
      asyncSamples.append(Measure.milliseconds(start.duration(to: .now)))
    }
    let async = asyncSamples.sorted()[runs / 2]
    let loopRate = Double(actions) / loop * 1000
    let syncRate = Double(actions) / sync * 1000
    let asyncRate = Double(asyncActions) / async * 1000
    return [
      ("sync_actions_per_s", syncRate), ("async_actions_per_s", asyncRate), ("loop_actions_per_s", loopRate),
      ("loop_vs_reactor", loopRate / syncRate), ("async_vs_sync", asyncRate / syncRate),
    ]
  }
}

/// Calls `reduce` through a function the optimizer may not inline, so the loop does one real call per action as
/// the reactor does, instead of being folded into arithmetic.
@MainActor @inline(never)
private func reduceOpaquely(_ reactor: BenchReactor, _ state: BenchReactor.State, _ mutation: BenchReactor.Mutation)
  -> BenchReactor.State
{
  reactor.reduce(state: state, mutation: mutation)
}

/// A counter with a total: the smallest reactor that still does real work per action.
@MainActor
private final class BenchReactor: Reactor {
  enum Action: Sendable {
    case add(Int)
    case addLater(Int)
  }

  enum Mutation: Sendable {
    case add(Int)
  }

  struct State: Sendable {
    var total = 0
    var count = 0
  }

  let initialState = State()
  let runtime = ReactorRuntime<BenchReactor>()

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .add(let value): .just(.add(value))
    case .addLater(let value): .run { send in await send(.add(value)) }
    }
  }

  nonisolated func reduce(state: State, mutation: Mutation) -> State {
    switch mutation {
    case .add(let value): State(total: state.total &+ value, count: state.count + 1)
    }
  }
}
