/// What an action does, as a description the reactor runs: mutations now (`just`), mutations later (`run`, `stream`,
/// `single`), in order (`concat`) or side by side (`merge`), and which work a later action may cancel.
///
/// Mutations that come first (`just`, and the leading `just`s of a `concat`) are reduced before `send(_:)` returns,
/// so a test can check `currentState` right after sending. Everything else runs in tasks the reactor owns and
/// cancels when it goes away. A `Mutations` cannot fail: turn failures into mutations (see `single`).
public struct Mutations<Mutation: Sendable>: Sendable {
  @usableFromInline
  enum Operation: Sendable {
    case none
    case one(Mutation)
    case many([Mutation])
    case run(@Sendable (Send<Mutation>) async -> Void)
    case concat([Mutations])
    case merge([Mutations])
    case cancel(EffectID)
    case cancellable(EffectID, cancelInFlight: Bool, Mutations)
    case throttle(EffectID, Throttle, Mutations)
  }

  /// `none` and `one` inline, everything else boxed: most actions produce one mutation, and this keeps the value a
  /// send copies and destroys small and non-recursive, so it is handled without generic value witnesses.
  @usableFromInline
  enum Storage: Sendable {
    case none
    case one(Mutation)
    case other(Box)
  }

  @usableFromInline
  final class Box: Sendable {
    @usableFromInline let operation: Operation
    init(_ operation: Operation) { self.operation = operation }
  }

  @usableFromInline let storage: Storage

  @inlinable init(storage: Storage) { self.storage = storage }

  init(_ operation: Operation) {
    switch operation {
    case .none: storage = .none
    case .one(let mutation): storage = .one(mutation)
    default: storage = .other(Box(operation))
    }
  }

  @usableFromInline var operation: Operation {
    switch storage {
    case .none: .none
    case .one(let mutation): .one(mutation)
    case .other(let box): box.operation
    }
  }

  /// No mutations.
  @inlinable public static var none: Mutations { Mutations(storage: .none) }

  /// One mutation, reduced at once.
  @inlinable public static func just(_ mutation: Mutation) -> Mutations { Mutations(storage: .one(mutation)) }

  /// Several mutations, reduced at once and in order.
  public static func just(_ mutations: Mutation...) -> Mutations { Mutations(.many(mutations)) }

  /// Mutations sent by asynchronous work. `body` runs off the main actor; `send` hands each mutation back.
  /// An error `body` throws goes to `catch`; without one it is reported (`Reactors.unhandledError`), since an
  /// effect has nowhere else to put it. Cancellation is not an error here.
  public static func run(
    _ body: @escaping @Sendable (_ send: Send<Mutation>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Mutation>) async -> Void)? = nil
  ) -> Mutations {
    Mutations(
      .run { send in
        do {
          try await body(send)
        } catch let error where error is CancellationError || Task.isCancelled {
          return
        } catch {
          if let handler { await handler(error, send) } else { Reactors.report(error) }
        }
      })
  }

  /// Every element of an asynchronous sequence, as it arrives; ends when the sequence does.
  public static func stream<S: AsyncSequence & Sendable>(_ sequence: S) -> Mutations
  where S.Element == Mutation, S.Failure == Never {
    Mutations(
      .run { send in
        for await mutation in sequence { await send(mutation) }
      })
  }

  /// The parts one after another, each starting when the one before it has finished.
  ///
  /// A part that was cancelled (`cancellable` whose id was cancelled) counts as finished: the parts after it still
  /// run, so `concat(.just(.setLoading(true)), load.cancellable(id: ...), .just(.setLoading(false)))` always resets
  /// the flag (Rx's `take(until:)` completes the same way).
  public static func concat(_ parts: Mutations...) -> Mutations { concat(parts) }

  /// The parts one after another (see `concat(_:)`).
  public static func concat(_ parts: [Mutations]) -> Mutations { Mutations(.concat(parts)) }

  /// The parts side by side; mutations are applied in the order they arrive.
  public static func merge(_ parts: Mutations...) -> Mutations { merge(parts) }

  /// The parts side by side (see `merge(_:)`).
  public static func merge(_ parts: [Mutations]) -> Mutations { Mutations(.merge(parts)) }

  /// This work, registered under `id` so that `cancel(id:)` or a later `cancellable(id:cancelInFlight: true)` can
  /// stop it; with `cancelInFlight`, work already registered under `id` is cancelled first (a new search replaces
  /// the one in flight). Once cancelled, none of its mutations are applied, even ones already on their way.
  @MainActor public func cancellable(id: some Hashable, cancelInFlight: Bool = false) -> Mutations {
    Mutations(.cancellable(EffectID(id), cancelInFlight: cancelInFlight, self))
  }

  /// Cancels the work registered under `id`, at once (before `send(_:)` returns when it comes first).
  @MainActor public static func cancel(id: some Hashable) -> Mutations { Mutations(.cancel(EffectID(id))) }

  /// The same work with each mutation turned into another type: how a parent reactor runs a child's work.
  public func map<Other: Sendable>(_ transform: @escaping @Sendable (Mutation) -> Other) -> Mutations<Other> {
    switch operation {
    case .none: return .none
    case .one(let mutation): return Mutations<Other>(.one(transform(mutation)))
    case .many(let mutations): return Mutations<Other>(.many(mutations.map(transform)))
    case .run(let body): return Mutations<Other>(.run { send in await body(send.map(transform)) })
    case .concat(let parts): return Mutations<Other>(.concat(parts.map { $0.map(transform) }))
    case .merge(let parts): return Mutations<Other>(.merge(parts.map { $0.map(transform) }))
    case .cancel(let id): return Mutations<Other>(.cancel(id))
    case .cancellable(let id, let cancelInFlight, let inner):
      return Mutations<Other>(.cancellable(id, cancelInFlight: cancelInFlight, inner.map(transform)))
    case .throttle(let id, let throttle, let inner):
      return Mutations<Other>(.throttle(id, throttle, inner.map(transform)))
    }
  }
}
