import Foundation

/// GitHub-shaped JSON for the fixture repositories: GitHub's own example responses from the spec with the names,
/// counts and text replaced, so every field the SDK expects is there in the form GitHub sends it.
enum FixtureResponses {
  static func searchItem(_ repository: FixtureRepository, baseURL: String) -> [String: Any] {
    let template = (object(SpecExamples.repoSearchResultItemPaginated)["items"] as! [[String: Any]])[0]
    return fill(template, with: repository, baseURL: baseURL)
  }

  static func minimalRepository(_ repository: FixtureRepository, baseURL: String) -> [String: Any] {
    fill(array(SpecExamples.minimalRepositoryItems)[0], with: repository, baseURL: baseURL)
  }

  static func repository(_ repository: FixtureRepository, baseURL: String) -> [String: Any] {
    fill(array(SpecExamples.repositoryItemsDefaultResponse)[0], with: repository, baseURL: baseURL)
  }

  static func fullRepository(_ repository: FixtureRepository, baseURL: String) -> [String: Any] {
    var full = fill(object(SpecExamples.fullRepositoryDefaultResponse), with: repository, baseURL: baseURL)
    // A fork's parent and source would name other repositories; the fixtures have no forks.
    full["parent"] = nil
    full["source"] = nil
    full["fork"] = false
    return full
  }

  static func readme(_ repository: FixtureRepository, baseURL: String) -> [String: Any] {
    var file = object(SpecExamples.contentFile)
    let base64 = Data(repository.readme.utf8).base64EncodedString()
    // GitHub breaks the base64 into lines of 60 characters.
    file["content"] = stride(from: 0, to: base64.count, by: 60).map { start in
      let from = base64.index(base64.startIndex, offsetBy: start)
      return String(base64[from..<(base64.index(from, offsetBy: 60, limitedBy: base64.endIndex) ?? base64.endIndex)])
    }.joined(separator: "\n")
    file["encoding"] = "base64"
    file["name"] = "README.md"
    file["path"] = "README.md"
    file["size"] = repository.readme.utf8.count
    return file
  }

  static func user(login: String) -> [String: Any] {
    var user = object(SpecExamples.privateUserResponseWithPublicAndPrivateProfileInformation)
    user["login"] = login
    user["name"] = "The Octocat"
    return user
  }

  static func rateLimit(remaining: Int) -> [String: Any] {
    var overview = object(SpecExamples.rateLimitOverview)
    var rate = overview["rate"] as! [String: Any]
    rate["remaining"] = remaining
    overview["rate"] = rate
    return overview
  }

  static func error(_ message: String) -> [String: Any] {
    ["message": message, "documentation_url": "https://docs.github.com/rest"]
  }

  static func json(_ value: Any) -> String {
    let data = try! JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  private static func fill(_ template: [String: Any], with repository: FixtureRepository, baseURL: String)
    -> [String: Any]
  {
    var json = template
    let id = stableID(repository.fullName)
    json["id"] = id
    json["node_id"] = "R_fixture\(id)"
    json["name"] = repository.name
    json["full_name"] = repository.fullName
    json["description"] = repository.description
    json["language"] = repository.language ?? NSNull()
    json["stargazers_count"] = repository.stars
    json["watchers_count"] = repository.stars
    json["watchers"] = repository.stars
    json["forks_count"] = repository.stars / 10
    json["forks"] = repository.stars / 10
    json["open_issues_count"] = repository.stars % 97
    json["open_issues"] = repository.stars % 97
    json["topics"] = repository.topics
    json["html_url"] = "https://github.com/\(repository.fullName)"
    json["url"] = "\(baseURL)/repos/\(repository.fullName)"
    json["private"] = false
    json["fork"] = false
    if var owner = json["owner"] as? [String: Any] {
      owner["login"] = repository.owner
      owner["html_url"] = "https://github.com/\(repository.owner)"
      owner["url"] = "\(baseURL)/users/\(repository.owner)"
      json["owner"] = owner
    }
    return json
  }

  /// FNV-1a of the name: the same id on every run (`hashValue` changes from process to process).
  private static func stableID(_ name: String) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return Int(hash % 1_000_000_000)
  }

  private static func object(_ text: String) -> [String: Any] {
    try! JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
  }

  private static func array(_ text: String) -> [[String: Any]] {
    try! JSONSerialization.jsonObject(with: Data(text.utf8)) as! [[String: Any]]
  }
}
