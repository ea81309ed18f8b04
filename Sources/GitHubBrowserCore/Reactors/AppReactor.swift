import Reactor

/// Which screen is showing: the tabs, and a repository opened from any of them.
@MainActor
package final class AppReactor: Reactor {
  package enum Tab: String, Sendable, CaseIterable {
    case search = "Search"
    case user = "User"
    case favorites = "Favourites"
    case account = "Account"
  }

  package enum Action: Sendable, Equatable {
    case select(Tab)
    case nextTab
    case open(RepoSummary)
    case back
    case quit
  }

  package enum Mutation: Sendable, Equatable {
    case select(Tab)
    case open(RepoSummary?)
    case setLogin(String?)
    case quit
  }

  package struct State: Sendable, Equatable {
    package var tab: Tab = .search
    /// The repository whose detail covers the tab, if one is open.
    package var openRepository: RepoSummary?
    package var login: String?
    package var isQuitting = false

    package init(tab: Tab = .search, openRepository: RepoSummary? = nil, login: String? = nil) {
      self.tab = tab
      self.openRepository = openRepository
      self.login = login
    }
  }

  package let initialState = State()
  package let runtime = ReactorRuntime<AppReactor>()
  package let environment: AppEnvironment

  package init(environment: AppEnvironment) { self.environment = environment }

  package func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .select(let tab): .just(.open(nil), .select(tab))
    case .nextTab:
      .just(
        .open(nil), .select(Tab.allCases[(Tab.allCases.firstIndex(of: currentState.tab)! + 1) % Tab.allCases.count]))
    case .open(let repository): .just(.open(repository))
    case .back: .just(.open(nil))
    case .quit: .just(.quit)
    }
  }

  package func transform() -> Mutations<Mutation> {
    environment.events.mutations { event in
      switch event {
      case .signedIn(let login): .setLogin(login)
      case .signedOut: .setLogin(nil)
      case .favoritesChanged: nil
      }
    }
  }

  package func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .select(let tab): state.tab = tab
    case .open(let repository): state.openRepository = repository
    case .setLogin(let login): state.login = login
    case .quit: state.isQuitting = true
    }
    return state
  }

  /// The reactor for a repository's detail screen.
  package func detailReactor(for repository: RepoSummary) -> RepoDetailReactor {
    RepoDetailReactor(repository: repository, environment: environment)
  }
}
