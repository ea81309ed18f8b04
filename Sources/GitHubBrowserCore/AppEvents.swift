import Reactor

/// What one screen does that the others must show.
package enum AppEvent: Sendable, Equatable {
  /// The favourites now, newest first.
  case favoritesChanged([RepoSummary])
  case signedIn(login: String)
  case signedOut
}

/// The app-wide event stream: every reactor merges it in through `transform()`, so a change made on one screen
/// shows on the others.
@MainActor
package final class AppEvents {
  private var continuations: [Int: AsyncStream<AppEvent>.Continuation] = [:]
  private var nextID = 0

  package init() {}

  package func send(_ event: AppEvent) {
    for continuation in continuations.values { continuation.yield(event) }
  }

  /// Every event sent from now on (registered at once, so none sent after this call is missed).
  package func stream() -> AsyncStream<AppEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: AppEvent.self)
    nextID += 1
    let id = nextID
    continuations[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.continuations[id] = nil }
    }
    return stream
  }

  /// The events `transform` maps to a mutation, as long-lived work for a reactor's `transform()`.
  package func mutations<Mutation: Sendable>(_ transform: @escaping @Sendable (AppEvent) -> Mutation?)
    -> Mutations<Mutation>
  {
    let events = stream()
    return .run { send in
      for await event in events {
        if let mutation = transform(event) { await send(mutation) }
      }
    }
  }
}
