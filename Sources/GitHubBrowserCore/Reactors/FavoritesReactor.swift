import Reactor

/// The favourites, newest first; they change when any screen toggles one.
@MainActor
package final class FavoritesReactor: Reactor {
  package enum Action: Sendable, Equatable {
    case moveSelection(by: Int)
    case removeSelected
  }

  package enum Mutation: Sendable, Equatable {
    case setFavorites([RepoSummary])
    case moveSelection(by: Int)
    case setProblem(Problem?)
  }

  package struct State: Sendable, Equatable {
    package var favorites: [RepoSummary]
    package var selection = 0
    package var problem: Problem?
    /// Why the favourites file could not be read or written, if so.
    package var storageWarning: String?

    package init(favorites: [RepoSummary] = [], selection: Int = 0, storageWarning: String? = nil) {
      self.favorites = favorites
      self.selection = selection
      self.storageWarning = storageWarning
    }

    package var selected: RepoSummary? { favorites.indices.contains(selection) ? favorites[selection] : nil }
  }

  /// Read on first use, so favourites changed between creation and first use are not missed.
  package var initialState: State {
    State(favorites: environment.favorites.items, storageWarning: environment.favorites.saveError)
  }
  package let runtime = ReactorRuntime<FavoritesReactor>()
  private let environment: AppEnvironment

  package init(environment: AppEnvironment) {
    self.environment = environment
  }

  package func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .moveSelection(let offset):
      return .just(.moveSelection(by: offset))
    case .removeSelected:
      guard let repository = currentState.selected else { return .none }
      return environment.toggleFavorite(repository) { .setProblem($0) }
    }
  }

  package func transform() -> Mutations<Mutation> {
    environment.events.mutations { event in
      guard case .favoritesChanged(let favorites) = event else { return nil }
      return .setFavorites(favorites)
    }
  }

  package func transform(state: State) -> State {
    var state = state
    state.storageWarning = environment.favorites.saveError
    return state
  }

  package func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setFavorites(let favorites):
      state.favorites = favorites
      state.selection = max(0, min(state.selection, favorites.count - 1))
    case .moveSelection(let offset):
      state.selection = max(0, min(state.favorites.count - 1, state.selection + offset))
    case .setProblem(let problem):
      state.problem = problem
    }
    return state
  }
}
