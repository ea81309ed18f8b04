import Reactor

/// One repository: its figures and its README as text, both loaded at once; favourite it from here.
@MainActor
package final class RepoDetailReactor: Reactor {
  package enum Action: Sendable, Equatable {
    case load
    case retry
    case toggleFavorite
    case scroll(by: Int)
  }

  package enum Mutation: Sendable, Equatable {
    case setLoading(Bool)
    case setDetail(RepoDetail)
    case setReadme(String?)
    case setProblem(Problem?)
    case setFavorite(Bool)
    case scroll(by: Int)
  }

  package struct State: Sendable, Equatable {
    package var summary: RepoSummary
    package var detail: RepoDetail?
    /// The README's text; nil while loading or when there is none (`hasNoReadme`).
    package var readme: String?
    package var hasNoReadme = false
    package var isLoading = false
    package var problem: Problem?
    package var isFavorite = false
    /// The first README line shown.
    package var scrollOffset = 0

    package init(summary: RepoSummary, isFavorite: Bool = false) {
      self.summary = summary
      self.isFavorite = isFavorite
    }
  }

  private enum CancelID: Hashable, Sendable { case load }

  /// Read on first use, so favourites changed between creation and first use are not missed.
  package var initialState: State {
    State(summary: repository, isFavorite: environment.favorites.contains(repository))
  }
  /// The repository as the list showed it.
  package let repository: RepoSummary
  package let runtime = ReactorRuntime<RepoDetailReactor>()
  private let environment: AppEnvironment

  package init(repository: RepoSummary, environment: AppEnvironment) {
    self.environment = environment
    self.repository = repository
  }

  package func mutate(action: Action) -> Mutations<Mutation> {
    let summary = currentState.summary
    switch action {
    case .load:
      let service = environment.service
      let what = "repository \(summary.id)"
      // A repository without a README is not an error worth a retry.
      let readme = Mutations<Mutation>.call(
        service.readme(owner: summary.owner, name: summary.name), what: "the README of \(summary.id)",
        success: { .setReadme($0) },
        failure: { problem in if case .notFound = problem { .setReadme(nil) } else { .setProblem(problem) } })
      return .concat(
        .just(.setLoading(true)),
        Mutations.merge(
          .call(
            service.repository(owner: summary.owner, name: summary.name), what: what,
            success: { .setDetail($0) }, failure: { .setProblem($0) }),
          readme
        ).cancellable(id: CancelID.load, cancelInFlight: true),
        .just(.setLoading(false)))
    case .retry:
      return currentState.problem == nil ? .none : mutate(action: .load)
    case .toggleFavorite:
      return environment.toggleFavorite(summary) { .setProblem($0) }
    case .scroll(let lines):
      return .just(.scroll(by: lines))
    }
  }

  package func transform() -> Mutations<Mutation> {
    let id = repository.id
    return environment.events.mutations { event in
      guard case .favoritesChanged(let favorites) = event else { return nil }
      return .setFavorite(favorites.contains { $0.id == id })
    }
  }

  package func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setLoading(let isLoading):
      state.isLoading = isLoading
      if isLoading { state.problem = nil }
    case .setDetail(let detail):
      state.detail = detail
      state.summary = detail.summary
    case .setReadme(let text):
      state.readme = text
      state.hasNoReadme = text == nil
    case .setProblem(let problem):
      state.problem = problem
    case .setFavorite(let isFavorite):
      state.isFavorite = isFavorite
    case .scroll(let lines):
      let lineCount = state.readme.map { $0.split(separator: "\n", omittingEmptySubsequences: false).count } ?? 0
      state.scrollOffset = max(0, min(max(0, lineCount - 1), state.scrollOffset + lines))
    }
    return state
  }
}
