import APIRuntime
import Reactor

/// Everything the app asks GitHub, each call a lazy `Single` with a typed `APIError`: reactors decide when it runs,
/// and cancelling the reactor's work cancels the request. Tests substitute their own conformer.
package nonisolated protocol GitHubService: Sendable {
  func searchRepositories(_ query: String, page: Int) -> Single<Page<RepoSummary>, APIError>
  /// A user's repositories a page at a time: the first page, or the page `link` (a page's `next`) names.
  func repositories(of user: String, continuing link: PageLink?) -> Single<Page<RepoSummary>, APIError>
  func repository(owner: String, name: String) -> Single<RepoDetail, APIError>
  /// The README as text (GitHub sends it base64-encoded).
  func readme(owner: String, name: String) -> Single<String, APIError>
  /// The login of the user the token belongs to.
  func signedInUser() -> Single<String, APIError>
  /// Every repository the signed-in user starred, newest star first, read page by page.
  func starredRepositories() -> Single<[RepoSummary], APIError>
  func star(_ repository: RepoSummary) -> Single<Void, APIError>
  func unstar(_ repository: RepoSummary) -> Single<Void, APIError>
  func rateLimit() -> Single<RateLimitStatus, APIError>
}

/// What is left of the core API's hourly allowance.
package nonisolated struct RateLimitStatus: Hashable, Sendable {
  package var limit: Int
  package var remaining: Int

  package init(limit: Int, remaining: Int) {
    self.limit = limit
    self.remaining = remaining
  }
}
