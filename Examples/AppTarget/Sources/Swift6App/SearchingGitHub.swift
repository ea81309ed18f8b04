// The code of the Reactor tutorial "Searching GitHub as you type" (Sources/Reactor/Reactor.docc/SearchingGitHub.md),
// compiled in every isolation setting: each of the tutorial's code blocks is a run of lines of this file
// (ReadmeExampleTests checks it). The namespace keeps its SearchReactor apart from the README's; the service,
// its page and the view's input are stand-ins for the sample's, which the tutorial does not show.
import APIRuntime
import Reactor

enum SearchingGitHub {
  // Tutorial: the model
  nonisolated struct RepoSummary: Sendable, Equatable {
    var fullName: String
  }

  struct SearchPage: Sendable {
    var items: [RepoSummary]
    var nextPage: Int?
  }

  struct GitHubService: Sendable {
    var search: @Sendable (String, Int) async throws(APIError) -> SearchPage

    func searchRepositories(_ query: String, page: Int) -> Single<SearchPage, APIError> {
      Single { () async throws(APIError) in try await search(query, page) }
    }
  }

  // Tutorial: the state and what can happen
  final class SearchReactor: Reactor {
    enum Action: Sendable {
      case updateQuery(String)
      case loadNextPage
    }

    enum Mutation: Sendable {
      case setQuery(String)
      case setRepositories([RepoSummary], nextPage: Int?)
      case appendRepositories([RepoSummary], nextPage: Int?)
      case setLoading(Bool)
    }

    struct State: Sendable {
      var query = ""
      var repositories: [RepoSummary] = []
      var nextPage: Int?
      var isLoading = false
    }

    let initialState = State()
    let runtime = ReactorRuntime<SearchReactor>()
    let service: GitHubService
    let clock: any Clock<Duration>

    init(service: GitHubService, clock: any Clock<Duration> = ContinuousClock()) {
      self.service = service
      self.clock = clock
    }
  }

  /// What the tutorial's view binds to: keystrokes in, repositories drawn.
  final class SearchView: ReactorView {
    var bindings = TaskBag()
    var reactor: SearchReactor? { didSet { reactorDidChange() } }
    let keystrokes: AsyncStream<String>
    private(set) var drawn: [RepoSummary] = []

    init(keystrokes: AsyncStream<String>) {
      self.keystrokes = keystrokes
    }

    func draw(_ repositories: [RepoSummary]) { drawn = repositories }

    // Tutorial: the view binds
    func bind(reactor: SearchReactor) {
      send(keystrokes.map(SearchReactor.Action.updateQuery), to: reactor)
      observe(reactor.observe(\.repositories)) { view, repositories in view.draw(repositories) }
    }
  }
}

// Tutorial: side effects in mutate
extension SearchingGitHub.SearchReactor {
  private enum CancelID: Hashable, Sendable { case search }

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .updateQuery(let query):
      let search = Mutations<Mutation>.concat(
        .just(.setLoading(true)),
        .single(
          service.searchRepositories(query, page: 1),
          success: { .setRepositories($0.items, nextPage: $0.nextPage) },
          failure: { _ in .setLoading(false) }),
        .just(.setLoading(false)))
      // Typing pauses for 300 ms before the search goes out; a newer query replaces a waiting or running one.
      return .concat(
        .just(.setQuery(query)),
        search.debounce(id: CancelID.search, for: .milliseconds(300), clock: clock))
    case .loadNextPage:
      guard let page = currentState.nextPage, !currentState.isLoading else { return .none }
      return .concat(
        .just(.setLoading(true)),
        .single(
          service.searchRepositories(currentState.query, page: page),
          success: { .appendRepositories($0.items, nextPage: $0.nextPage) },
          failure: { _ in nil }),
        .just(.setLoading(false))
      ).cancellable(id: CancelID.search)
    }
  }

  // Tutorial: pure state changes in reduce
  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setQuery(let query): state.query = query
    case .setRepositories(let repositories, let next):
      state.repositories = repositories
      state.nextPage = next
    case .appendRepositories(let repositories, let next):
      state.repositories += repositories
      state.nextPage = next
    case .setLoading(let loading): state.isLoading = loading
    }
    return state
  }
}
