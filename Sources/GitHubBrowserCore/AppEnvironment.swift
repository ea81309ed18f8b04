import APIRuntime
import Reactor

/// What the reactors share: the GitHub service, the session, the favourites, the event stream and the clock their
/// debouncing runs on (a test clock in tests).
@MainActor
package final class AppEnvironment {
  package let service: any GitHubService
  package let session: Session
  package let tokenStore: TokenStore?
  package let favorites: Favorites
  package let events: AppEvents
  package let clock: any Clock<Duration>
  /// How long typing must pause before a search is sent.
  package var searchDebounce: Duration = .milliseconds(300)

  package init(
    service: any GitHubService, session: Session = Session(), tokenStore: TokenStore? = nil,
    favorites: Favorites? = nil, events: AppEvents? = nil, clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.service = service
    self.session = session
    self.tokenStore = tokenStore
    // Made here rather than as a default argument, which Swift 5 mode evaluates outside the main actor.
    let events = events ?? AppEvents()
    self.events = events
    self.favorites = favorites ?? Favorites(store: nil, events: events)
    self.clock = clock
  }

  /// Toggles `repository` in the favourites and, when signed in, stars or unstars it on GitHub; a failed star
  /// becomes `failure(problem)`.
  func toggleFavorite<Mutation: Sendable>(
    _ repository: RepoSummary, failure: @escaping @Sendable (Problem) -> Mutation
  ) -> Mutations<Mutation> {
    let isFavorite = favorites.toggle(repository)
    guard session.isSignedIn else { return .none }
    let call = isFavorite ? service.star(repository) : service.unstar(repository)
    return .call(call, what: "repository \(repository.id)", success: { _ in nil }, failure: failure)
  }
}

extension Mutations {
  /// An API call as mutations: its value through `success` (nil: nothing to apply), its failure as a `Problem`
  /// through `failure`. A cancelled call applies nothing.
  static func call<Value>(
    _ single: Single<Value, APIError>, what: String, success: @escaping @Sendable (Value) -> Mutation?,
    failure: @escaping @Sendable (Problem) -> Mutation
  ) -> Mutations {
    .run { send in
      switch await single.result() {
      case .success(let value):
        if let mutation = success(value) { await send(mutation) }
      case .failure(.cancelled):
        return
      case .failure(let error):
        guard !Task.isCancelled else { return }
        await send(failure(Problem(error, what: what)))
      }
    }
  }
}
