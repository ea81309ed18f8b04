import APIRuntime
import Foundation
import GitHubAPI
import HTTPTypes
import Reactor

/// `GitHubService` over the generated SDK.
package nonisolated struct LiveGitHubService: GitHubService {
  package let client: GitHubAPI.Client
  package var pageSize: Int

  package init(client: GitHubAPI.Client, pageSize: Int = 30) {
    self.client = client
    self.pageSize = pageSize
  }

  /// A service for the API at `serverURL` whose requests carry `session`'s token, whatever it is at the time.
  package init(serverURL: URL, session: Session, pageSize: Int = 30) {
    var configuration = APIClient.Configuration()
    configuration.middlewares = [SessionMiddleware(session: session)]
    configuration.headers[.userAgent] = "github-browser (APIGen sample)"
    self.init(client: GitHubAPI.Client(serverURL: serverURL, configuration: configuration), pageSize: pageSize)
  }

  package func searchRepositories(_ query: String, page: Int) -> Single<Page<RepoSummary>, APIError> {
    Single { [client, pageSize] () throws(APIError) in
      let response = try await client.search.reposResponse(q: query, perPage: pageSize, page: page)
      return Page(items: response.body.items.map(RepoSummary.init), nextPage: response.nextPage)
    }
  }

  package func repositories(of user: String, continuing link: PageLink?) -> Single<Page<RepoSummary>, APIError> {
    Single { [client, pageSize] () throws(APIError) in
      // One page of the SDK's page sequence: the first, or from the server's own next link on.
      let pages = client.repos.listForUserPages(username: user, sort: .updated, perPage: pageSize, maxPages: 1)
      var iterator = pages.resuming(at: link).makeAsyncIterator()
      guard let page = try await iterator.next() else { return Page(items: []) }
      return Page(items: page.body.map(RepoSummary.init), next: page.nextPageLink.map(NextPage.link))
    }
  }

  package func repository(owner: String, name: String) -> Single<RepoDetail, APIError> {
    Single { [client] () throws(APIError) in
      RepoDetail(try await client.repos.get(owner: owner, repo: name))
    }
  }

  package func readme(owner: String, name: String) -> Single<String, APIError> {
    Single { [client] () throws(APIError) in
      // The raw form is the Markdown itself: no base64 `content` to unpack, and no size limit on it.
      try await client.repos.getReadme(owner: owner, repo: name, as: .raw)
    }
  }

  package func signedInUser() -> Single<String, APIError> {
    Single { [client] () throws(APIError) in
      switch try await client.users.getAuthenticated() {
      case .privateUser(let user): user.login
      case .publicUser(let user): user.login
      }
    }
  }

  package func starredRepositories() -> Single<[RepoSummary], APIError> {
    Single { [client, pageSize] () throws(APIError) in
      // The SDK's page sequence follows GitHub's `Link: rel="next"` until there is none.
      var starred: [RepoSummary] = []
      for try await repository in client.activity.listReposStarredByAuthenticatedUserPages(perPage: pageSize).items {
        starred.append(RepoSummary(repository))
      }
      return starred
    }
  }

  package func star(_ repository: RepoSummary) -> Single<Void, APIError> {
    Single { [client] () throws(APIError) in
      _ = try await client.activity.starRepoForAuthenticatedUserResponse(
        owner: repository.owner, repo: repository.name)
    }
  }

  package func unstar(_ repository: RepoSummary) -> Single<Void, APIError> {
    Single { [client] () throws(APIError) in
      _ = try await client.activity.unstarRepoForAuthenticatedUserResponse(
        owner: repository.owner, repo: repository.name)
    }
  }

  package func rateLimit() -> Single<RateLimitStatus, APIError> {
    Single { [client] () throws(APIError) in
      let overview = try await client.rateLimit.get()
      return RateLimitStatus(limit: overview.rate.limit, remaining: overview.rate.remaining)
    }
  }
}
