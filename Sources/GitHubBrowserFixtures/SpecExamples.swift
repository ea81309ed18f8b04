import OpenAPI

/// GitHub's own example responses (`components/examples` of specs/github.yaml, read from the embedded copy the
/// offline mock serves), as JSON text: the fixture answers are built from these.
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

  /// specs/github.yaml, loaded once.
  static let spec: Spec = SpecLoader().load(bytes: Array(GitHubSpecText.yaml.utf8), named: "github.yaml")

  private static func json(_ name: String) -> String {
    guard let example = spec.document.components.examples[name].flatMap(spec.resolve), let value = example.value
    else { preconditionFailure("specs/github.yaml has no example '\(name)'") }
    return JSONValue(value).jsonText
  }
}
