extension SpecExamples {
  /// Each embedded example with its name under `#/components/examples` (SpecExamplesTests checks them all).
  static let all: [(name: String, json: String)] = [
    ("repo-search-result-item-paginated", repoSearchResultItemPaginated),
    ("minimal-repository-items", minimalRepositoryItems),
    ("full-repository-default-response", fullRepositoryDefaultResponse),
    ("content-file", contentFile),
    (
      "private-user-response-with-public-and-private-profile-information",
      privateUserResponseWithPublicAndPrivateProfileInformation
    ),
    ("repository-items-default-response", repositoryItemsDefaultResponse),
    ("rate-limit-overview", rateLimitOverview),
    (
      "starred-repository-items-alternative-response-with-star-creation-timestamps",
      starredRepositoryItemsAlternativeResponseWithStarCreationTimestamps
    ),
  ]
}
