import APIRuntime
import Reactor

/// A paginated list of repositories as a screen shows it: what is loaded, what is loading, what went wrong, the
/// selected row and which rows are favourites. The search and user screens both hold one.
package struct RepoList: Sendable, Equatable {
  package var items: [RepoSummary] = []
  package var next: NextPage?
  /// The first page is loading (a new query, a refresh or a retry).
  package var isLoading = false
  package var isLoadingNextPage = false
  package var problem: Problem?
  package var selection = 0
  package var favorites: Set<String> = []

  package init(favorites: Set<String> = []) { self.favorites = favorites }

  package var selected: RepoSummary? { items.indices.contains(selection) ? items[selection] : nil }
  package var canLoadNextPage: Bool { next != nil && !isLoading && !isLoadingNextPage }
  /// The next page's number, for lists read by page number.
  package var nextPage: Int? { next?.number }
  package var isAtLastRow: Bool { selection >= items.count - 1 }

  /// One change to the list.
  package enum Change: Sendable, Equatable {
    case setLoading(Bool)
    case setLoadingNextPage(Bool)
    /// A first page: replaces the items and clears any problem.
    case replace(Page<RepoSummary>)
    case append(Page<RepoSummary>)
    case setProblem(Problem?)
    case moveSelection(by: Int)
    case setFavorites(Set<String>)
    case clear
  }

  package func applying(_ change: Change) -> RepoList {
    var list = self
    switch change {
    case .setLoading(let isLoading):
      list.isLoading = isLoading
      if isLoading { list.problem = nil }
    case .setLoadingNextPage(let isLoading):
      list.isLoadingNextPage = isLoading
      if isLoading { list.problem = nil }
    case .replace(let page):
      list.items = page.items
      list.next = page.next
      list.problem = nil
      list.selection = 0
    case .append(let page):
      list.items += page.items
      list.next = page.next
    case .setProblem(let problem):
      list.problem = problem
    case .moveSelection(let offset):
      list.selection = max(0, min(list.items.count - 1, list.selection + offset))
    case .setFavorites(let favorites):
      list.favorites = favorites
    case .clear:
      list = RepoList(favorites: favorites)
    }
    return list
  }
}

/// How a reactor loads a `RepoList`: each step wraps a `RepoList.Change` into the reactor's own mutation. On the
/// main actor, where `mutate` builds what it returns (cancellation ids are taken there).
@MainActor
struct RepoListLoader<Mutation: Sendable> {
  var wrap: @Sendable (RepoList.Change) -> Mutation
  var what: String

  /// The first page: cancels any load in flight under `id`; with `debounce`, waits for typing to pause first.
  /// The loading flag is reset however it ends, cancelled included.
  func firstPage(
    _ request: Single<Page<RepoSummary>, APIError>, id: some Hashable,
    debounce: (interval: Duration, clock: any Clock<Duration>)? = nil
  ) -> Mutations<Mutation> {
    let wrap = wrap
    let load = Mutations<Mutation>.concat(
      .just(wrap(.setLoading(true))),
      .call(request, what: what, success: { wrap(.replace($0)) }, failure: { wrap(.setProblem($0)) }))
    let guarded =
      if let debounce {
        load.debounce(id: id, for: debounce.interval, clock: debounce.clock)
      } else {
        load.cancellable(id: id, cancelInFlight: true)
      }
    return .concat(guarded, .just(wrap(.setLoading(false))))
  }

  /// Moves the selection; ↓ past the last row asks for the next page instead.
  func move(by offset: Int, in list: RepoList, loadNextPage: () -> Mutations<Mutation>) -> Mutations<Mutation> {
    if offset > 0 && list.isAtLastRow { return loadNextPage() }
    return .just(wrap(.moveSelection(by: offset)))
  }

  /// Toggles the selected repository's favourite; a failed star on GitHub shows as the list's problem.
  @MainActor func toggleSelectedFavorite(in list: RepoList, _ environment: AppEnvironment) -> Mutations<Mutation> {
    guard let repository = list.selected else { return .none }
    let wrap = wrap
    return environment.toggleFavorite(repository) { wrap(.setProblem($0)) }
  }

  /// The next page; a later first-page load under the same `id` cancels it, and the flag is reset all the same.
  func nextPage(_ request: Single<Page<RepoSummary>, APIError>, id: some Hashable) -> Mutations<Mutation> {
    let wrap = wrap
    return .concat(
      .just(wrap(.setLoadingNextPage(true))),
      Mutations.call(request, what: what, success: { wrap(.append($0)) }, failure: { wrap(.setProblem($0)) })
        .cancellable(id: id),
      .just(wrap(.setLoadingNextPage(false))))
  }
}
