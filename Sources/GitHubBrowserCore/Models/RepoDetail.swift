import Foundation
import GitHubAPI

/// What the detail screen shows of a repository.
package nonisolated struct RepoDetail: Hashable, Sendable {
  package var summary: RepoSummary
  package var watchers: Int
  package var openIssues: Int
  package var defaultBranch: String
  package var topics: [String]
  package var updatedAt: Date?

  package init(
    summary: RepoSummary, watchers: Int = 0, openIssues: Int = 0, defaultBranch: String = "main",
    topics: [String] = [], updatedAt: Date? = nil
  ) {
    self.summary = summary
    self.watchers = watchers
    self.openIssues = openIssues
    self.defaultBranch = defaultBranch
    self.topics = topics
    self.updatedAt = updatedAt
  }
}

nonisolated extension RepoDetail {
  init(_ repository: FullRepository) {
    self.init(
      summary: RepoSummary(repository),
      watchers: repository.subscribersCount, openIssues: repository.openIssuesCount,
      defaultBranch: repository.defaultBranch, topics: repository.topics ?? [], updatedAt: repository.updatedAt)
  }
}
