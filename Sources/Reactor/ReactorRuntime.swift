/// The machinery behind a reactor: its state, its action queue, its subscribers and the work in flight.
///
/// A reactor stores one (`let runtime = ReactorRuntime<Self>()`) and never calls it directly; `send(_:)`, `state`,
/// `currentState` and the rest go through it. It holds no reference to its reactor, so the reactor owns it outright;
/// when the reactor goes away, the runtime cancels all work in flight and ends every state subscription.
@MainActor
public final class ReactorRuntime<R: Reactor> {
  @usableFromInline struct Subscriber {
    var id: Int
    @usableFromInline var receive: (R.State) -> Void
    var finish: () -> Void
  }

  /// What every `send` reads and writes.
  @usableFromInline struct Core {
    /// The state views see: what `transform(state:)` made of `reduced`. Nil until first use.
    @usableFromInline var state: R.State?
    /// What `reduce` folds into, untouched by `transform(state:)` (ReactorKit's scan accumulator): a transform that
    /// adds, counts or sorts must not see its own output again.
    @usableFromInline var reduced: R.State?
    /// False when the reactor keeps the default `transform(state:)` (which says so when first called): then the
    /// published state is the reduced one and `apply` keeps one copy, not two.
    @usableFromInline var transformsState = true
    /// Whether `send` hands actions to the stream `transform(actions:)` reads (`actionInput`).
    @usableFromInline var hasActionStream = false
    @usableFromInline var queue: [R.Action] = []
    /// Set while an action is handled or a mutation applied: a `send` then queues instead of nesting.
    @usableFromInline var isBusy = false
    @usableFromInline var isStubbed = false
    @usableFromInline var mutationsDroppedByStub = 0
    @usableFromInline var subscribers: [Subscriber] = []
    @usableFromInline var mutationObservers: [(R.Mutation, R.State) -> Void] = []
  }

  // Held through a pointer rather than in stored properties: each access to a class's stored property pays a
  // run-time exclusivity check, a dozen of them per `send`, which cost more than the rest of the send put together.
  // Safe because the runtime is confined to the main actor and no access spans a call out to reactor code.
  @usableFromInline let storage: UnsafeMutablePointer<Core>

  /// The state, every access checked in debug builds to be on the main actor: the pointer's safety rests on that,
  /// and a test (MainActorConfinementTests) shows the check trips when it does not hold.
  @inlinable var core: UnsafeMutablePointer<Core> {
    #if DEBUG
      MainActor.assertIsolated("a reactor's state was touched off the main actor")
    #endif
    return storage
  }
  private var nextID = 0
  @usableFromInline let stub = Stub<R>()

  // Work in flight, all cancelled when the runtime goes away (see ReactorRuntime+Effects.swift).
  var effectTasks: [Int: Task<Void, Never>] = [:]
  var effectsFinishedWhileStarting: Set<Int> = []
  var longLivedEffect: Int?
  var hasStartedLongLivedWork = false
  var actionPump: Task<Void, Never>?
  /// Where `send` puts actions when the reactor transforms its whole action stream (see `transform(actions:)`).
  var actionInput: AsyncStream<R.Action>.Continuation?
  var cancellables: [EffectID: [Int: Task<Void, Never>]] = [:]
  var throttleWindows: [EffectID: ThrottleWindow] = [:]

  public init() {
    storage = .allocate(capacity: 1)
    storage.initialize(to: Core())
  }

  isolated deinit {
    actionInput?.finish()
    actionPump?.cancel()
    for task in effectTasks.values { task.cancel() }
    for tasks in cancellables.values { for task in tasks.values { task.cancel() } }
    for window in throttleWindows.values { window.timer.cancel() }
    let subscribers = core.pointee.subscribers
    core.deinitialize(count: 1)
    core.deallocate()
    for subscriber in subscribers { subscriber.finish() }
  }

  func makeID() -> Int {
    nextID &+= 1
    return nextID
  }

  // MARK: - State

  @inlinable func currentState(of reactor: R) -> R.State {
    if let state = core.pointee.state { return state }
    return start(reactor)
  }

  /// First use: the initial state, then the reactor's long-lived work (not for a stub, which runs none).
  @usableFromInline @discardableResult func start(_ reactor: R) -> R.State {
    let initial = reactor.initialState
    core.pointee.reduced = initial
    let state = reactor.transform(state: initial)
    if !core.pointee.transformsState { core.pointee.reduced = nil }
    core.pointee.state = state
    stub.reactor = reactor
    if !core.pointee.isStubbed { startLongLivedWork(reactor) }
    return state
  }

  /// Starts `transform()` and the action stream of `transform(actions:)`, once.
  func startLongLivedWork(_ reactor: R) {
    guard !hasStartedLongLivedWork else { return }
    hasStartedLongLivedWork = true
    startActionPump(reactor)
    startLongLivedEffect(reactor.transform(), reactor)
  }

  /// Turns the stub off or on; off, a reactor already in use starts the long-lived work it held back.
  func setStubbed(_ isStubbed: Bool, _ reactor: R) {
    core.pointee.isStubbed = isStubbed
    if !isStubbed && core.pointee.state != nil { startLongLivedWork(reactor) }
  }

  /// Sets the state without a mutation (a stub's injected state) and tells every subscriber.
  func replaceState(_ state: R.State) {
    if core.pointee.transformsState { core.pointee.reduced = state }
    core.pointee.state = state
    broadcast(state)
  }

  // MARK: - Actions

  // The path from `send` to `reduce` is inlinable so that it is specialized for each reactor type: unspecialized,
  // every step looks up generic metadata at run time and a send costs several times more.

  @inlinable func send(_ action: R.Action, to reactor: R) {
    if core.pointee.state == nil { start(reactor) }
    if core.pointee.isStubbed {
      stub.record(action)
      return
    }
    if core.pointee.hasActionStream {
      feedActionStream(action)
      return
    }
    dispatch(action, reactor)
  }

  /// Hands `action` to the stream `transform(actions:)` reads; kept out of line, off `send`'s fast path.
  @usableFromInline func feedActionStream(_ action: R.Action) {
    actionInput?.yield(action)
  }

  /// Handles `action` now, or queues it behind the one being handled.
  @inlinable @inline(__always) func dispatch(_ action: R.Action, _ reactor: R) {
    if core.pointee.isBusy {
      core.pointee.queue.append(action)
      return
    }
    core.pointee.isBusy = true
    handle(action, reactor)
    if core.pointee.queue.isEmpty {
      core.pointee.isBusy = false
    } else {
      drainQueue(reactor)
    }
  }

  /// Handles the actions queued while `isBusy`, in order, then clears it.
  @inlinable func drainQueue(_ reactor: R) {
    var index = 0
    while index < core.pointee.queue.count {
      let action = core.pointee.queue[index]
      index += 1
      handle(action, reactor)
    }
    if index > 0 { core.pointee.queue.removeAll(keepingCapacity: true) }
    core.pointee.isBusy = false
  }

  @inlinable func handle(_ action: R.Action, _ reactor: R) {
    guard let action = reactor.transform(action: action) else { return }
    let mutations = reactor.mutate(action: action)
    if case .one(let mutation) = mutations.storage {
      apply(mutation, reactor)
      return
    }
    if let rest = applyLeadingMutations(of: mutations, reactor) {
      startEffect(rest, reactor)
    }
  }

  /// Applies what needs no waiting (leading `just`s and `cancel`s, also at the head of a `concat`) and returns
  /// the rest, if any.
  @inlinable func applyLeadingMutations(of mutations: Mutations<R.Mutation>, _ reactor: R) -> Mutations<R.Mutation>? {
    let operation: Mutations<R.Mutation>.Operation
    switch mutations.storage {
    case .none:
      return nil
    case .one(let mutation):
      apply(mutation, reactor)
      return nil
    case .other(let box):
      operation = box.operation
    }
    switch operation {
    case .none:
      return nil
    case .one(let mutation):
      apply(mutation, reactor)
      return nil
    case .many(let list):
      for mutation in list { apply(mutation, reactor) }
      return nil
    case .cancel(let id):
      cancel(id)
      return nil
    case .concat(let parts):
      for (index, part) in parts.enumerated() {
        guard let rest = applyLeadingMutations(of: part, reactor) else { continue }
        let remaining = parts[(index + 1)...]
        return remaining.isEmpty ? rest : .concat([rest] + remaining)
      }
      return nil
    case .run, .merge, .cancellable, .throttle:
      return mutations
    }
  }

  // MARK: - Mutations

  @inlinable func apply(_ mutation: R.Mutation, _ reactor: R) {
    let wasBusy = core.pointee.isBusy
    core.pointee.isBusy = true
    if let mutation = reactor.transform(mutation: mutation) {
      let state: R.State
      if core.pointee.transformsState {
        let reduced = reactor.reduce(state: core.pointee.reduced.unsafelyUnwrapped, mutation: mutation)
        core.pointee.reduced = reduced
        state = reactor.transform(state: reduced)
      } else {
        state = reactor.reduce(state: core.pointee.state.unsafelyUnwrapped, mutation: mutation)
      }
      core.pointee.state = state
      if !core.pointee.mutationObservers.isEmpty {
        for observer in core.pointee.mutationObservers { observer(mutation, state) }
      }
      if !core.pointee.subscribers.isEmpty { broadcast(state) }
    }
    if wasBusy { return }
    if core.pointee.queue.isEmpty {
      core.pointee.isBusy = false
    } else {
      drainQueue(reactor)
    }
  }

  /// Applies a mutation that asynchronous work sent, unless the reactor is a stub: a stub shows only the state its
  /// test sets, so work started before the stub was enabled changes nothing. (Synchronous mutations need no such
  /// check: a stub's `send` never reaches `mutate`.)
  func applySent(_ mutation: R.Mutation, _ reactor: R) {
    if core.pointee.isStubbed {
      core.pointee.mutationsDroppedByStub += 1
      return
    }
    apply(mutation, reactor)
  }

  /// Calls `observer` with every mutation applied and the state it led to (the test helper's hook).
  @_spi(Testing) public func observeMutations(_ observer: @escaping (R.Mutation, R.State) -> Void) {
    core.pointee.mutationObservers.append(observer)
  }

  // MARK: - Subscribers

  @inlinable func broadcast(_ state: R.State) {
    for subscriber in core.pointee.subscribers { subscriber.receive(state) }
  }

  func subscribe(_ reactor: R, buffering: StateBuffering) -> AsyncStream<R.State> {
    let state = currentState(of: reactor)
    let policy: AsyncStream<R.State>.Continuation.BufferingPolicy =
      switch buffering {
      case .latest: .bufferingNewest(1)
      case .unbounded: .unbounded
      }
    let (stream, continuation) = AsyncStream.makeStream(of: R.State.self, bufferingPolicy: policy)
    continuation.yield(state)
    addSubscriber(continuation, receive: { continuation.yield($0) })
    return stream
  }

  /// Registers a subscriber feeding `continuation`, removed when its reader stops reading.
  func addSubscriber<Element>(
    _ continuation: AsyncStream<Element>.Continuation, receive: @escaping (R.State) -> Void
  ) {
    let id = addObserver(receive, finish: { continuation.finish() })
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor [weak self] in self?.removeObserver(id) }
    }
  }

  /// Calls `receive` with every new state, synchronously, until `removeObserver` is called with the id returned;
  /// `finish` runs if the runtime goes away first.
  func addObserver(_ receive: @escaping (R.State) -> Void, finish: @escaping () -> Void = {}) -> Int {
    let id = makeID()
    core.pointee.subscribers.append(Subscriber(id: id, receive: receive, finish: finish))
    return id
  }

  func removeObserver(_ id: Int) { core.pointee.subscribers.removeAll { $0.id == id } }

  /// How many mutations arrived while the reactor was a stub, and were dropped.
  @_spi(Testing) public var mutationsDroppedByStub: Int { core.pointee.mutationsDroppedByStub }

  /// How many subscriptions are live (tests check that ended ones are removed).
  @_spi(Testing) public var subscriberCount: Int { core.pointee.subscribers.count }
}
