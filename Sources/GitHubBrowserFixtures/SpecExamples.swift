import Foundation
import _APIGenOpenAPI

/// GitHub's own example responses (`components/examples` of specs/github.yaml, which the offline mock
/// serves), as JSON text: the fixture answers are built from these.
enum SpecExamples {
  static let repoSearchResultItemPaginated = json("repo-search-result-item-paginated")
  static let minimalRepositoryItems = json("minimal-repository-items")
  static let fullRepositoryDefaultResponse = json("full-repository-default-response")
  static let contentFile = json("content-file")
  static let privateUserResponseWithPublicAndPrivateProfileInformation = json(
    "private-user-response-with-public-and-private-profile-information")
  static let repositoryItemsDefaultResponse = json("repository-items-default-response")
  static let rateLimitOverview = json("rate-limit-overview")
  static let starredRepositoryItemsAlternativeResponseWithStarCreationTimestamps = json(
    "starred-repository-items-alternative-response-with-star-creation-timestamps")

  /// specs/github.yaml, compiled in by EmbedSpecPlugin, loaded once.
  static let spec = SpecLoader().load(bytes: Array(githubSpecYAML.utf8), named: "specs/github.yaml")

  private static func json(_ name: String) -> String {
    guard let example = spec.document.components.examples[name].flatMap(spec.resolve), let value = example.value
    else { preconditionFailure("specs/github.yaml has no example '\(name)'") }
    return JSONValue(value).jsonText
  }
}
