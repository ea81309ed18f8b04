import Reactor

/// A user's repositories, most recently updated first: type a login and load, then page through with "load more"
/// (the SDK's page sequence, which follows GitHub's `Link` header) and refresh.
@MainActor
package final class UserReposReactor: Reactor {
  package enum Action: Sendable, Equatable {
    case editUser(String)
    /// Loads the typed user's repositories.
    case load
    case refresh
    case loadNextPage
    case retry
    case moveSelection(by: Int)
    case toggleFavorite
  }

  package enum Mutation: Sendable, Equatable {
    case setUserInput(String)
    case setUser(String)
    /// Fills in the signed-in user's login when nothing is typed yet.
    case suggestUser(String)
    case list(RepoList.Change)
  }

  package struct State: Sendable, Equatable {
    package var userInput = ""
    /// The user whose repositories are shown.
    package var user: String?
    package var list: RepoList

    package init(userInput: String = "", user: String? = nil, list: RepoList? = nil) {
      self.userInput = userInput
      self.user = user
      // Made here rather than as the default: Swift 5 mode evaluates a default argument outside the main actor,
      // where a main-actor-default target's `RepoList` is made.
      self.list = list ?? RepoList()
    }
  }

  private enum CancelID: Hashable, Sendable { case load }

  /// Read on first use, so favourites changed between creation and first use are not missed.
  package var initialState: State {
    State(userInput: suggestedUser ?? "", list: RepoList(favorites: environment.favorites.ids))
  }
  private let suggestedUser: String?
  package let runtime = ReactorRuntime<UserReposReactor>()
  private let environment: AppEnvironment
  private let loader = RepoListLoader<Mutation>(wrap: { .list($0) }, what: "this user")

  package init(environment: AppEnvironment, user: String? = nil) {
    self.environment = environment
    suggestedUser = user
  }

  package func mutate(action: Action) -> Mutations<Mutation> {
    let state = currentState
    switch action {
    case .editUser(let input):
      return .just(.setUserInput(input))
    case .load:
      let user = state.userInput.trimmingCharacters(in: .whitespaces)
      guard !user.isEmpty else { return .none }
      return .concat(.just(.setUser(user)), firstPage(of: user))
    case .refresh:
      guard let user = state.user else { return .none }
      return firstPage(of: user)
    case .loadNextPage:
      guard let user = state.user, state.list.canLoadNextPage, let link = state.list.next?.link else { return .none }
      return loader.nextPage(environment.service.repositories(of: user, continuing: link), id: CancelID.load)
    case .retry:
      guard state.list.problem != nil else { return .none }
      return state.list.items.isEmpty ? mutate(action: .refresh) : mutate(action: .loadNextPage)
    case .moveSelection(let offset):
      return loader.move(by: offset, in: state.list) { mutate(action: .loadNextPage) }
    case .toggleFavorite:
      return loader.toggleSelectedFavorite(in: state.list, environment)
    }
  }

  private func firstPage(of user: String) -> Mutations<Mutation> {
    loader.firstPage(environment.service.repositories(of: user, continuing: nil), id: CancelID.load)
  }

  package func transform() -> Mutations<Mutation> {
    environment.events.mutations { event in
      switch event {
      case .favoritesChanged(let favorites): .list(.setFavorites(Set(favorites.map(\.id))))
      case .signedIn(let login): .suggestUser(login)
      case .signedOut: nil
      }
    }
  }

  package func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setUserInput(let input): state.userInput = input
    case .setUser(let user):
      state.user = user
      state.list = state.list.applying(.clear)
    case .suggestUser(let login): if state.userInput.isEmpty { state.userInput = login }
    case .list(let change): state.list = state.list.applying(change)
    }
    return state
  }
}
