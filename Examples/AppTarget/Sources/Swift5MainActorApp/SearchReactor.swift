import APIRuntime
import Reactor

// One of four identical copies, like Callers.swift. The reactor is README.md's example, word for word between the
// markers (a test in the APIGen package checks it), written with no isolation annotation.

// README example begins
final class SearchReactor: Reactor {
  enum Action { case query(String) }
  enum Mutation { case setResults([RepoSearchResultItem]), setError(String) }
  struct State { var results: [RepoSearchResultItem] = []; @Pulse var error: String? = nil }

  let initialState = State()
  let runtime = ReactorRuntime<SearchReactor>()
  let client: Client

  init(client: Client) { self.client = client }

  func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .query(let text):  // a new query cancels the one in flight
      let search = Single { [client] () async throws(APIError) in try await client.search.repos(q: text).items }
      return Mutations.single(search, success: { .setResults($0) }, failure: { .setError("\($0)") })
        .cancellable(id: "search", cancelInFlight: true)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setResults(let results): state.results = results
    case .setError(let message): state.error = message
    }
    return state
  }
}
// README example ends

/// The reactor, for the tests: a search, and the names it found.
@MainActor public final class SearchScreen {
  let reactor: SearchReactor

  public init(client: Client) { reactor = SearchReactor(client: client) }

  public func search(_ text: String) { reactor.send(.query(text)) }

  public var resultNames: [String] { reactor.currentState.results.map(\.name) }
  public var error: String? { reactor.currentState.error }
}
