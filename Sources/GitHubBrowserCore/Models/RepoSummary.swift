import Foundation
import GitHubAPI

/// What the lists show of a repository; the same shape whichever GitHub operation it came from.
package nonisolated struct RepoSummary: Codable, Hashable, Sendable, Identifiable {
  package var owner: String
  package var name: String
  package var description: String?
  package var language: String?
  package var stars: Int
  package var forks: Int

  /// `owner/name`, the key favourites are kept under.
  package var id: String { "\(owner)/\(name)" }

  package init(
    owner: String, name: String, description: String? = nil, language: String? = nil, stars: Int = 0, forks: Int = 0
  ) {
    self.owner = owner
    self.name = name
    self.description = description
    self.language = language
    self.stars = stars
    self.forks = forks
  }
}

nonisolated extension RepoSummary {
  init(_ repository: Repository) {
    self.init(
      owner: repository.owner.login, name: repository.name, description: repository.description,
      language: repository.language, stars: repository.stargazersCount, forks: repository.forksCount)
  }

  init(_ repository: FullRepository) {
    self.init(
      owner: repository.owner.login, name: repository.name, description: repository.description,
      language: repository.language, stars: repository.stargazersCount, forks: repository.forksCount)
  }

  init(_ repository: MinimalRepository) {
    self.init(
      owner: repository.owner.login, name: repository.name, description: repository.description,
      language: repository.language, stars: repository.stargazersCount ?? 0, forks: repository.forksCount ?? 0)
  }

  init(_ item: RepoSearchResultItem) {
    self.init(
      owner: item.owner?.login ?? ownerPart(of: item.fullName), name: item.name, description: item.description,
      language: item.language, stars: item.stargazersCount, forks: item.forksCount)
  }
}

nonisolated private func ownerPart(of fullName: String) -> String {
  String(fullName.split(separator: "/").first ?? "")
}
