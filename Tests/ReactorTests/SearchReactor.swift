import Reactor
import ReactorTesting
import Synchronization

/// A page of search results.
struct SearchPage: Sendable, Equatable {
  var names: [String]
  var nextPage: Int?
}

enum SearchError: Error, Equatable {
  case offline
}

/// A search service that answers after a per-query delay on a test clock and records what it was asked. It does
/// not stop when cancelled (its sleep result is ignored), so a cancelled search still produces a result: the
/// reactor must drop it.
final class SlowSearchService: Sendable {
  let clock: TestClock
  private let delays: [String: Duration]
  private let requests = Mutex<[String]>([])

  init(clock: TestClock, delays: [String: Duration]) {
    self.clock = clock
    self.delays = delays
  }

  var requested: [String] { requests.withLock { $0 } }

  func search(_ query: String, page: Int) -> Single<SearchPage, SearchError> {
    Single { [self] () throws(SearchError) -> SearchPage in
      requests.withLock { $0.append("\(query)#\(page)") }
      try? await clock.sleep(for: delays[query] ?? .seconds(1))
      if query == "offline" { throw .offline }
      return SearchPage(names: ["\(query)-\(page)a", "\(query)-\(page)b"], nextPage: page < 3 ? page + 1 : nil)
    }
  }
}

/// ReactorKit's GitHubSearch example: a new query cancels the search or page load in flight.
@MainActor
final class SearchReactor: Reactor {
  enum Action: Sendable, Equatable {
    case updateQuery(String)
    case loadNextPage
  }

  enum Mutation: Sendable, Equatable {
    case setQuery(String)
    case setResults([String], nextPage: Int?)
    case appendResults([String], nextPage: Int?)
    case setLoadingNextPage(Bool)
    case setError(SearchError)
  }

  struct State: Sendable, Equatable {
    var query = ""
    var results: [String] = []
    var nextPage: Int?
    var isLoadingNextPage = false
    @Pulse var error: SearchError? = nil
  }

  private enum CancelID: Hashable, Sendable { case search }

  let initialState = State()
  let runtime = ReactorRuntime<SearchReactor>()
  private let service: SlowSearchService

  init(service: SlowSearchService) { self.service = service }

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .updateQuery(let query):
      return .concat(
        .just(.setQuery(query)),
        Mutations.single(
          service.search(query, page: 1),
          success: { .setResults($0.names, nextPage: $0.nextPage) },
          failure: { .setError($0) }
        ).cancellable(id: CancelID.search, cancelInFlight: true))
    case .loadNextPage:
      guard !currentState.isLoadingNextPage, let page = currentState.nextPage else { return .none }
      return .concat(
        .just(.setLoadingNextPage(true)),
        Mutations.single(
          service.search(currentState.query, page: page),
          success: { .appendResults($0.names, nextPage: $0.nextPage) },
          failure: { .setError($0) }
        ).cancellable(id: CancelID.search),
        .just(.setLoadingNextPage(false)))
    }
  }

  nonisolated func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setQuery(let query): state.query = query
    case .setResults(let results, let nextPage):
      state.results = results
      state.nextPage = nextPage
    case .appendResults(let results, let nextPage):
      state.results += results
      state.nextPage = nextPage
    case .setLoadingNextPage(let isLoading): state.isLoadingNextPage = isLoading
    case .setError(let error): state.error = error
    }
    return state
  }
}
