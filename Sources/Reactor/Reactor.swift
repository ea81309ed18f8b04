/// A reactor holds the logic of one screen: a view sends it actions, it turns each action into mutations
/// (`mutate(action:)`, where side effects happen), folds each mutation into the state (`reduce(state:mutation:)`,
/// pure), and the view renders the state it observes.
///
/// The state lives on the main actor and changes only there, one mutation at a time. Every requirement is
/// main-actor isolated, `reduce` too, so a reactor is written the same way whatever its target's default isolation
/// (Xcode 26's app targets make it the main actor, and with it a nested `State` and its `@Pulse` properties); a
/// conformer may still declare `reduce` `nonisolated` where its state allows it. A conformer stores its runtime:
/// `let runtime = ReactorRuntime<Self>()`.
@MainActor
public protocol Reactor: AnyObject, Sendable {
  /// What the user did.
  associatedtype Action: Sendable
  /// How the state changes; the action itself unless a reactor needs more.
  associatedtype Mutation: Sendable = Action
  /// What the view shows.
  associatedtype State: Sendable

  /// The state before any mutation; read once, on first use.
  var initialState: State { get }

  /// The reactor's machinery. Declare it as `let runtime = ReactorRuntime<Self>()`.
  ///
  /// The one line of ceremony left, on purpose: Swift has no stored properties in protocol extensions, and the
  /// alternative, a table from each reactor's identity to its runtime, costs a hash lookup on every access (23 ns
  /// measured, against 8 ns for a whole synchronous `send`) and cannot tell when its reactor goes away, which is when
  /// the runtime must cancel the reactor's work.
  var runtime: ReactorRuntime<Self> { get }

  /// Turns an action into mutations; the place for side effects. Runs on the main actor and sees `currentState`
  /// with every earlier mutation applied.
  func mutate(action: Action) -> Mutations<Mutation>

  /// The state after `mutation`. Pure: no side effects, nothing but its arguments.
  func reduce(state: State, mutation: Mutation) -> State

  /// Long-lived work merged into the reactor's mutations, such as a global "favourites changed" event from another
  /// screen. Started once, on first use of the reactor, and cancelled when it goes away.
  func transform() -> Mutations<Mutation>

  /// Sees each action before `mutate(action:)`; return another action, or nil to drop it.
  func transform(action: Action) -> Action?

  /// Sees the whole action stream, for what needs more than one action at a time: debouncing, dropping an action by
  /// what came before it, merging in actions from elsewhere (`merge(actions, shortcuts)` from swift-async-algorithms).
  ///
  /// Return nil (the default) and each `send` is handled at once. Return a sequence and `send` hands its action to
  /// `actions` instead; each action the sequence yields is then handled on the main actor, through
  /// `transform(action:)` and `mutate(action:)` as usual, so a test waits for the state instead of reading it right
  /// after `send`. Called once, on first use (not while the reactor is a stub). What it returns lives as long as the
  /// reactor: capture `self` weakly in it, or the reactor never goes away.
  func transform(actions: AsyncStream<Action>) -> (any AsyncSequence<Action, Never> & Sendable)?

  /// Sees each mutation before `reduce(state:mutation:)`; return another mutation, or nil to drop it.
  func transform(mutation: Mutation) -> Mutation?

  /// Sees each new state (the initial one too); what it returns is `currentState` and what views see. `reduce`
  /// always gets the state it returned itself, untransformed, so a transform that adds or counts never compounds.
  func transform(state: State) -> State
}

// MARK: - Default implementations

extension Reactor {
  @inlinable public func transform() -> Mutations<Mutation> { .none }
  @inlinable public func transform(action: Action) -> Action? { action }
  public func transform(actions: AsyncStream<Action>) -> (any AsyncSequence<Action, Never> & Sendable)? { nil }
  @inlinable public func transform(mutation: Mutation) -> Mutation? { mutation }
  @inlinable public func transform(state: State) -> State { state }
}

extension Reactor where Mutation == Action {
  /// Each action is its own mutation.
  public func mutate(action: Action) -> Mutations<Mutation> { .just(action) }
}

// MARK: - Using a reactor

extension Reactor {
  /// Sends an action. Synchronous and in order: the mutations the action produces at once are reduced before this
  /// returns. An action sent while another is being handled (from `mutate`, a transform hook, or `reduce`'s
  /// callers) is queued and handled after it, never nested. (A reactor that transforms its whole action stream, see
  /// `transform(actions:)`, handles the action when that stream yields it.)
  @inlinable public func send(_ action: Action) { runtime.send(action, to: self) }

  /// The state now.
  @inlinable public var currentState: State { runtime.currentState(of: self) }

  /// The state now, then every new state: each read is a new subscription, registered at once (so nothing sent
  /// after reading it is missed). Keeps only the latest state when the reader falls behind; see `states(_:)`.
  public var state: AsyncStream<State> { runtime.subscribe(self, buffering: .latest) }

  /// The state now, then every new state, buffered as `buffering` says: `.unbounded` keeps every state (tests,
  /// history), `.latest` only the newest one a slow reader has not taken yet.
  public func states(_ buffering: StateBuffering) -> AsyncStream<State> {
    runtime.subscribe(self, buffering: buffering)
  }
}

/// How many states a subscription keeps for a reader that falls behind.
public enum StateBuffering: Sendable {
  /// Only the newest (a view only ever needs to draw the latest state).
  case latest
  /// All of them.
  case unbounded
}
