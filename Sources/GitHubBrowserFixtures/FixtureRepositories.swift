/// The repositories the fixture server knows: a few hand-picked ones, and enough of octocat's to need a second
/// page. Every one gets a README.
struct FixtureRepository: Sendable {
  var owner: String
  var name: String
  var description: String
  var language: String?
  var stars: Int
  var topics: [String] = []

  var fullName: String { "\(owner)/\(name)" }

  var readme: String {
    """
    # \(name)

    \(description)

    ## Getting started

    Clone it with `git clone https://github.com/\(fullName).git` and read on.

    This README is served by github-browser's offline fixture server; run with
    `--base-url https://api.github.com` to see the real one.
    """
  }

  static let all: [FixtureRepository] = handPicked + octocatProjects + organizationProjects

  static let handPicked: [FixtureRepository] = [
    .init(
      owner: "apple", name: "swift", description: "The Swift Programming Language", language: "C++", stars: 68_900,
      topics: ["swift", "compiler"]),
    .init(
      owner: "apple", name: "swift-openapi-generator",
      description: "Generate Swift client and server code from an OpenAPI document.", language: "Swift",
      stars: 1_600, topics: ["openapi", "swift"]),
    .init(
      owner: "apple", name: "swift-nio", description: "Event-driven network application framework",
      language: "Swift", stars: 8_100),
    .init(
      owner: "swiftlang", name: "swift-format", description: "Formatting technology for Swift source code",
      language: "Swift", stars: 2_600),
    .init(
      owner: "vapor", name: "vapor", description: "A server-side Swift HTTP web framework.", language: "Swift",
      stars: 25_000, topics: ["server", "swift"]),
    .init(
      owner: "ReactorKit", name: "ReactorKit",
      description: "A library for reactive and unidirectional Swift applications",
      language: "Swift", stars: 2_800, topics: ["reactive", "architecture"]),
    .init(
      owner: "ReactiveX", name: "RxSwift", description: "Reactive Programming in Swift", language: "Swift",
      stars: 24_500),
    .init(
      owner: "pointfreeco", name: "swift-composable-architecture",
      description: "A library for building applications in a consistent and understandable way", language: "Swift",
      stars: 12_900),
    .init(
      owner: "Alamofire", name: "Alamofire", description: "Elegant HTTP Networking in Swift", language: "Swift",
      stars: 41_500),
    .init(
      owner: "jpsim", name: "Yams", description: "A Sweet and Swifty YAML parser.", language: "Swift", stars: 1_100),
    .init(
      owner: "yaml", name: "libyaml", description: "Canonical source repository for LibYAML", language: "C",
      stars: 950),
    .init(
      owner: "github", name: "rest-api-description", description: "An OpenAPI description for GitHub's REST API",
      language: nil, stars: 1_400, topics: ["openapi"]),
    .init(
      owner: "octocat", name: "Hello-World", description: "My first repository on GitHub!", language: nil, stars: 2_500
    ),
    .init(
      owner: "octocat", name: "Spoon-Knife", description: "This repo is for demonstration purposes only.",
      language: "HTML", stars: 12_000),
  ]

  /// 40 more of octocat's, so that the user screen has a second page at 30 per page.
  static let octocatProjects: [FixtureRepository] = (1...40).map { number in
    FixtureRepository(
      owner: "octocat", name: "project-\(number < 10 ? "0" : "")\(number)",
      description: "Sample project number \(number)", language: ["Swift", "Go", "Rust", "Ruby"][number % 4],
      stars: 100 - number)
  }

  /// 30 of an organization's, so that a user can star more than fit in two pages.
  static let organizationProjects: [FixtureRepository] = (1...30).map { number in
    FixtureRepository(
      owner: "octo-org", name: "tool-\(number < 10 ? "0" : "")\(number)",
      description: "Organization tool number \(number)", language: "Swift", stars: 50 - number)
  }
}
