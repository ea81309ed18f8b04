/// How asynchronous work hands a mutation back to its reactor: `await send(.setResults(results))`.
///
/// A mutation sent after the work was cancelled (by `cancel(id:)`, `cancelInFlight`, or the reactor going away) is
/// dropped, so the result of cancelled work never reaches the state.
public struct Send<Mutation: Sendable>: Sendable {
  private let apply: @MainActor @Sendable (Mutation) -> Void

  init(_ apply: @escaping @MainActor @Sendable (Mutation) -> Void) { self.apply = apply }

  /// Applies `mutation` on the main actor, unless the work sending it has been cancelled.
  @MainActor public func callAsFunction(_ mutation: Mutation) {
    guard !Task.isCancelled else { return }
    apply(mutation)
  }

  /// A `Send` for a child's mutations that turns each into one of ours.
  func map<Child: Sendable>(_ transform: @escaping @Sendable (Child) -> Mutation) -> Send<Child> {
    let apply = self.apply
    return Send<Child> { apply(transform($0)) }
  }
}
