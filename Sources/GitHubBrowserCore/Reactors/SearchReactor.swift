import Reactor

/// Search as you type: each keystroke updates the query, the search goes out once typing pauses, and a new query
/// cancels the search or page load in flight (its result never lands).
@MainActor
package final class SearchReactor: Reactor {
  package enum Action: Sendable, Equatable {
    case updateQuery(String)
    case loadNextPage
    case retry
    case moveSelection(by: Int)
    case toggleFavorite
  }

  package enum Mutation: Sendable, Equatable {
    case setQuery(String)
    case list(RepoList.Change)
  }

  package struct State: Sendable, Equatable {
    package var query = ""
    package var list: RepoList

    package init(query: String = "", list: RepoList? = nil) {
      self.query = query
      // Made here rather than as the default: Swift 5 mode evaluates a default argument outside the main actor,
      // where a main-actor-default target's `RepoList` is made.
      self.list = list ?? RepoList()
    }
  }

  private enum CancelID: Hashable, Sendable { case search }

  /// Read on first use, so favourites changed between creation and first use are not missed.
  package var initialState: State { State(list: RepoList(favorites: environment.favorites.ids)) }
  package let runtime = ReactorRuntime<SearchReactor>()
  private let environment: AppEnvironment
  private let loader = RepoListLoader<Mutation>(wrap: { .list($0) }, what: "search")

  package init(environment: AppEnvironment) {
    self.environment = environment
  }

  package func mutate(action: Action) -> Mutations<Mutation> {
    let state = currentState
    switch action {
    case .updateQuery(let query):
      let trimmed = query.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else {
        return .concat(.cancel(id: CancelID.search), .just(.setQuery(query), .list(.clear)))
      }
      return .concat(
        .just(.setQuery(query)),
        loader.firstPage(
          environment.service.searchRepositories(trimmed, page: 1), id: CancelID.search,
          debounce: (environment.searchDebounce, environment.clock)))
    case .loadNextPage:
      guard state.list.canLoadNextPage, let page = state.list.nextPage else { return .none }
      return loader.nextPage(environment.service.searchRepositories(trimmedQuery, page: page), id: CancelID.search)
    case .retry:
      guard state.list.problem != nil else { return .none }
      if state.list.items.isEmpty {
        guard !trimmedQuery.isEmpty else { return .none }
        return loader.firstPage(environment.service.searchRepositories(trimmedQuery, page: 1), id: CancelID.search)
      }
      return mutate(action: .loadNextPage)
    case .moveSelection(let offset):
      return loader.move(by: offset, in: state.list) { mutate(action: .loadNextPage) }
    case .toggleFavorite:
      return loader.toggleSelectedFavorite(in: state.list, environment)
    }
  }

  package func transform() -> Mutations<Mutation> {
    environment.events.mutations { event in
      guard case .favoritesChanged(let favorites) = event else { return nil }
      return .list(.setFavorites(Set(favorites.map(\.id))))
    }
  }

  package func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setQuery(let query): state.query = query
    case .list(let change): state.list = state.list.applying(change)
    }
    return state
  }

  private var trimmedQuery: String { currentState.query.trimmingCharacters(in: .whitespaces) }
}
