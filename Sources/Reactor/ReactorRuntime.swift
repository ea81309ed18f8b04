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

  // The fields a `send` touches are plain stored properties without run-time exclusivity checks. With the checks
  // (the default), the dozen reads and writes of a send cost 4 ns each, and `apigen-bench reactor` measured 17.5M
  // synchronous actions/s; without them, 271M/s. Leaving them out is sound here: the class is main-actor isolated,
  // so nothing else runs during an access, and no access spans a call out to reactor code (each is a single read or
  // write), so no two accesses can overlap.

  /// The state views see: what `transform(state:)` made of `reduced`. Nil until first use.
  @exclusivity(unchecked) @usableFromInline var state: R.State?
  /// What `reduce` folds into, untouched by `transform(state:)` (ReactorKit's scan accumulator): a transform that
  /// adds, counts or sorts must not see its own output again.
  @exclusivity(unchecked) @usableFromInline var reduced: R.State?
  /// Whether `send` hands actions to the stream `transform(actions:)` reads (`actionInput`).
  @exclusivity(unchecked) @usableFromInline var hasActionStream = false
  @exclusivity(unchecked) @usableFromInline var queue: [R.Action] = []
  /// Set while an action is handled or a mutation applied: a `send` then queues instead of nesting.
  @exclusivity(unchecked) @usableFromInline var isBusy = false
  @exclusivity(unchecked) @usableFromInline var isStubbed = false
  var droppedByStub = 0
  @exclusivity(unchecked) @usableFromInline var subscribers: [Subscriber] = []
  @exclusivity(unchecked) @usableFromInline var mutationObservers: [(R.Mutation, R.State) -> Void] = []
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

  public init() {}

  isolated deinit {
    actionInput?.finish()
    actionPump?.cancel()
    for task in effectTasks.values { task.cancel() }
    for tasks in cancellables.values { for task in tasks.values { task.cancel() } }
    for window in throttleWindows.values { window.timer.cancel() }
    for subscriber in subscribers { subscriber.finish() }
  }

  func makeID() -> Int {
    nextID &+= 1
    return nextID
  }

  // MARK: - State

  @inlinable func currentState(of reactor: R) -> R.State {
    if let state { return state }
    return start(reactor)
  }

  /// First use: the initial state, then the reactor's long-lived work. A stub runs none, and shows its initial
  /// state untransformed, as ReactorKit's stub does: only what the test sets.
  @usableFromInline @discardableResult func start(_ reactor: R) -> R.State {
    let initial = reactor.initialState
    reduced = initial
    let state = isStubbed ? initial : reactor.transform(state: initial)
    self.state = state
    stub.reactor = reactor
    if !isStubbed { startLongLivedWork(reactor) }
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
    self.isStubbed = isStubbed
    if !isStubbed && state != nil { startLongLivedWork(reactor) }
  }

  /// Sets the state without a mutation and untransformed (a stub's injected state), and tells every subscriber.
  func replaceState(_ state: R.State) {
    reduced = state
    self.state = state
    broadcast(state)
  }

  // MARK: - Actions

  // The path from `send` to `reduce` is inlinable so that it is specialized for each reactor type: unspecialized,
  // every step looks up generic metadata at run time and a send costs several times more.

  @inlinable func send(_ action: R.Action, to reactor: R) {
    if state == nil { start(reactor) }
    if isStubbed {
      stub.record(action)
      return
    }
    if hasActionStream {
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
    if isBusy {
      queue.append(action)
      return
    }
    isBusy = true
    handle(action, reactor)
    if queue.isEmpty {
      isBusy = false
    } else {
      drainQueue(reactor)
    }
  }

  /// Handles the actions queued while `isBusy`, in order, then clears it.
  @inlinable func drainQueue(_ reactor: R) {
    var index = 0
    while index < queue.count {
      let action = queue[index]
      index += 1
      handle(action, reactor)
    }
    if index > 0 { queue.removeAll(keepingCapacity: true) }
    isBusy = false
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
    let wasBusy = isBusy
    isBusy = true
    if let mutation = reactor.transform(mutation: mutation), let current = reduced {
      let reduced = reactor.reduce(state: current, mutation: mutation)
      self.reduced = reduced
      let state = reactor.transform(state: reduced)
      self.state = state
      if !mutationObservers.isEmpty {
        for observer in mutationObservers { observer(mutation, state) }
      }
      if !subscribers.isEmpty { broadcast(state) }
    }
    if wasBusy { return }
    if queue.isEmpty {
      isBusy = false
    } else {
      drainQueue(reactor)
    }
  }

  /// Applies a mutation that asynchronous work sent, unless the reactor is a stub: a stub shows only the state its
  /// test sets, so work started before the stub was enabled changes nothing. (Synchronous mutations need no such
  /// check: a stub's `send` never reaches `mutate`.)
  func applySent(_ mutation: R.Mutation, _ reactor: R) {
    if isStubbed {
      droppedByStub += 1
      return
    }
    apply(mutation, reactor)
  }

  /// Calls `observer` with every mutation applied and the state it led to (the test helper's hook).
  @_spi(Testing) public func observeMutations(_ observer: @escaping (R.Mutation, R.State) -> Void) {
    mutationObservers.append(observer)
  }

  // MARK: - Subscribers

  @inlinable func broadcast(_ state: R.State) {
    for subscriber in subscribers { subscriber.receive(state) }
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
    subscribers.append(Subscriber(id: id, receive: receive, finish: finish))
    return id
  }

  func removeObserver(_ id: Int) { subscribers.removeAll { $0.id == id } }

  /// How many mutations arrived while the reactor was a stub, and were dropped.
  @_spi(Testing) public var mutationsDroppedByStub: Int { droppedByStub }

  /// How many subscriptions are live (tests check that ended ones are removed).
  @_spi(Testing) public var subscriberCount: Int { subscribers.count }
}
