/// Runs the part of a `Mutations` that waits, for one reactor it holds weakly: work in flight never keeps a reactor
/// alive, and once it is gone nothing more is applied.
struct EffectRunner<R: Reactor>: Sendable {
  weak var reactor: R?

  init(_ reactor: R) { self.reactor = reactor }

  var send: Send<R.Mutation> {
    Send { [weak reactor] mutation in
      guard let reactor else { return }
      reactor.runtime.applySent(mutation, reactor)
    }
  }

  @MainActor func run(_ mutations: Mutations<R.Mutation>) async {
    switch mutations.operation {
    case .none:
      return
    case .one(let mutation):
      send(mutation)
    case .many(let list):
      for mutation in list { send(mutation) }
    case .run(let body):
      await body(send)
    case .concat(let parts):
      for part in parts {
        guard !Task.isCancelled else { return }
        await run(part)
      }
    case .merge(let parts):
      await withTaskGroup(of: Void.self) { group in
        for part in parts { group.addImmediateTask { @MainActor in await self.run(part) } }
      }
    case .cancel(let id):
      reactor?.runtime.cancel(id)
    case .cancellable(let id, let cancelInFlight, let inner):
      guard let child = reactor?.runtime.startCancellable(id, cancelInFlight, { await self.run(inner) }) else {
        return
      }
      // Cancelling this task cancels the child; cancelling only the child (by id) lets this one go on.
      await withTaskCancellationHandler {
        await child.task.value
      } onCancel: {
        child.task.cancel()
      }
      reactor?.runtime.finishCancellable(id, child.token)
    case .throttle(let id, let throttle, let inner):
      guard reactor?.runtime.admitThrottled(id, throttle, inner, self) == true else { return }
      await run(inner)
    }
  }
}

extension ReactorRuntime {
  /// An open throttle window: its timer, and with `latest`, the work to run when it closes.
  struct ThrottleWindow {
    var timer: Task<Void, Never>
    var pending: Mutations<R.Mutation>?
  }

  /// Runs `mutations` in a task of its own that starts at once (so its leading steps happen before `send` returns).
  @usableFromInline @discardableResult
  func startEffect(_ mutations: Mutations<R.Mutation>, _ reactor: R) -> Int {
    let runner = EffectRunner(reactor)
    let token = makeID()
    let task = Task.immediate { @MainActor in
      await runner.run(mutations)
      runner.reactor?.runtime.effectFinished(token)
    }
    if effectsFinishedWhileStarting.remove(token) == nil { effectTasks[token] = task }
    return token
  }

  func startLongLivedEffect(_ mutations: Mutations<R.Mutation>, _ reactor: R) {
    if case .none = mutations.operation { return }
    longLivedEffect = startEffect(mutations, reactor)
  }

  func effectFinished(_ token: Int) {
    if effectTasks.removeValue(forKey: token) == nil { effectsFinishedWhileStarting.insert(token) }
  }

  /// Whether work started by actions is still running (long-lived work from `transform()` does not count).
  @_spi(Testing) public var hasWorkInFlight: Bool {
    effectTasks.keys.contains { $0 != longLivedEffect } || !throttleWindows.isEmpty
  }

  // MARK: - Cancellation

  func startCancellable(
    _ id: EffectID, _ cancelInFlight: Bool, _ work: @escaping @MainActor @Sendable () async -> Void
  ) -> (token: Int, task: Task<Void, Never>) {
    if cancelInFlight { cancel(id) }
    let token = makeID()
    let task = Task.immediate { @MainActor in await work() }
    cancellables[id, default: [:]][token] = task
    return (token, task)
  }

  func finishCancellable(_ id: EffectID, _ token: Int) {
    cancellables[id]?[token] = nil
    if cancellables[id]?.isEmpty == true { cancellables[id] = nil }
  }

  @usableFromInline func cancel(_ id: EffectID) {
    guard let tasks = cancellables.removeValue(forKey: id) else { return }
    for task in tasks.values { task.cancel() }
  }

  // MARK: - Throttling

  /// Whether throttled work may run now; if so, opens the window, and if not, keeps it for later with `latest`.
  func admitThrottled(
    _ id: EffectID, _ throttle: Throttle, _ work: Mutations<R.Mutation>, _ runner: EffectRunner<R>
  ) -> Bool {
    if throttleWindows[id] != nil {
      if throttle.latest { throttleWindows[id]?.pending = work }
      return false
    }
    let timer = Task { @MainActor in
      do { try await throttle.sleep(throttle.interval) } catch { return }
      runner.reactor?.runtime.closeThrottleWindow(id, throttle, runner)
    }
    throttleWindows[id] = ThrottleWindow(timer: timer, pending: nil)
    return true
  }

  private func closeThrottleWindow(_ id: EffectID, _ throttle: Throttle, _ runner: EffectRunner<R>) {
    guard let window = throttleWindows.removeValue(forKey: id), let reactor = runner.reactor else { return }
    if let pending = window.pending {
      startEffect(Mutations(.throttle(id, throttle, pending)), reactor)
    }
  }
}

extension ReactorRuntime {
  /// With a `transform(actions:)`, routes every `send` through it: actions go into the stream it was given, and a
  /// task handles each one the transformed stream yields, until the reactor goes away.
  func startActionPump(_ reactor: R) {
    let (input, continuation) = AsyncStream.makeStream(of: R.Action.self)
    guard let actions = reactor.transform(actions: input) else { return }
    actionInput = continuation
    hasActionStream = true
    let runner = EffectRunner(reactor)
    actionPump = Task.immediate { @MainActor in
      for await action in actions {
        guard let reactor = runner.reactor, !Task.isCancelled else { return }
        reactor.runtime.dispatch(action, reactor)
      }
    }
  }
}
