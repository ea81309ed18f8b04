import Reactor

/// The favourites, newest first; they change when any screen toggles one.
@MainActor
public final class FavoritesReactor: Reactor {
  public enum Action: Sendable, Equatable {
    case moveSelection(by: Int)
    case removeSelected
  }

  public enum Mutation: Sendable, Equatable {
    case setFavorites([RepoSummary])
    case moveSelection(by: Int)
    case setProblem(Problem?)
  }

  public struct State: Sendable, Equatable {
    public var favorites: [RepoSummary]
    public var selection = 0
    public var problem: Problem?
    /// Why the favourites file could not be read or written, if so.
    public var storageWarning: String?

    public init(favorites: [RepoSummary] = [], selection: Int = 0, storageWarning: String? = nil) {
      self.favorites = favorites
      self.selection = selection
      self.storageWarning = storageWarning
    }

    public var selected: RepoSummary? { favorites.indices.contains(selection) ? favorites[selection] : nil }
  }

  /// Read on first use, so favourites changed between creation and first use are not missed.
  public var initialState: State {
    State(favorites: environment.favorites.items, storageWarning: environment.favorites.saveError)
  }
  public let runtime = ReactorRuntime<FavoritesReactor>()
  private let environment: AppEnvironment

  public init(environment: AppEnvironment) {
    self.environment = environment
  }

  public func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .moveSelection(let offset):
      return .just(.moveSelection(by: offset))
    case .removeSelected:
      guard let repository = currentState.selected else { return .none }
      return environment.toggleFavorite(repository) { .setProblem($0) }
    }
  }

  public func transform() -> Mutations<Mutation> {
    environment.events.mutations { event in
      guard case .favoritesChanged(let favorites) = event else { return nil }
      return .setFavorites(favorites)
    }
  }

  public func transform(state: State) -> State {
    var state = state
    state.storageWarning = environment.favorites.saveError
    return state
  }

  public nonisolated func reduce(state: State, mutation: Mutation) -> State {
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
