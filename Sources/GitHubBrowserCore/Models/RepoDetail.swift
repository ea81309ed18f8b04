import Foundation
import GitHubAPI

/// What the detail screen shows of a repository.
public struct RepoDetail: Hashable, Sendable {
  public var summary: RepoSummary
  public var watchers: Int
  public var openIssues: Int
  public var defaultBranch: String
  public var topics: [String]
  public var updatedAt: Date?

  public init(
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

extension RepoDetail {
  init(_ repository: FullRepository) {
    self.init(
      summary: RepoSummary(repository),
      watchers: repository.subscribersCount, openIssues: repository.openIssuesCount,
      defaultBranch: repository.defaultBranch, topics: repository.topics ?? [], updatedAt: repository.updatedAt)
  }
}
