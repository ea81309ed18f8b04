@_spi(Generated) import APIRuntime
import ArgumentParser
import Foundation
import GitHubAPI
import HTTPTypes
import LocalHTTPServer
import OpenAPIRuntime
import OpenAPIURLSession
import StreamBench

struct ClientBench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "client",
    abstract: "The runtime against a local server: request rates, overhead over the bare transport, decoding speed.",
    discussion: """
      Prints requests_per_s (sequential GETs through the generated GitHub client), concurrent_requests_per_s \
      (8 tasks), transport_requests_per_s (the same GETs through URLSessionTransport directly, decoded with \
      JSONDecoder), overhead_ratio (our time per request over the bare transport's, minus 1), and \
      decode_vs_handwritten (a 1 MiB JSON array of GitHub repositories decoded into the generated \
      MinimalRepository, as a ratio of the speed of JSONDecoder into hand-written structs of the same shape; 1 is \
      equal), and the same for GitHub users; encode_vs_handwritten and users_encode_vs_handwritten are the same \
      arrays encoded back to JSON, generated types against hand-written ones. Then the stream figures: \
      sse_events_per_s (server-sent events read and decoded), sse_stream_peak_rss_mb against \
      sse_buffered_peak_rss_mb (the same bytes read whole), download_mb_per_s and stream_peak_rss_mb (a download \
      written to a file as it arrives) against buffered_download_peak_rss_mb, and slow_reader_peak_rss_mb (the \
      same download read at --slow-reader-mb-per-s).
      """
  )

  @Option(help: "Requests per figure.")
  var requests = 2000

  @Option(help: "Runs per figure (medians).")
  var runs = 5

  @Option(help: "Server-sent events in the stream figures.")
  var events = 100_000

  @Option(help: "Megabytes downloaded to a file in the stream figures.")
  var downloadMB = 256

  @Option(
    name: .customLong("slow-reader-mb-per-s"),
    help: "The rate the download is read at in the slow reader's figure (MB/s; 0 leaves it out).")
  var slowReaderMBPerSecond = 10.0

  @Option(
    help: """
      The client's transport: streaming (the default, StreamingURLSessionTransport) or buffered \
      (swift-openapi-urlsession's URLSessionTransport, which reads bodies whole on Linux).
      """
  )
  var transport = "streaming"

  func validate() throws {
    guard requests > 0, runs > 0 else { throw ValidationError("--requests and --runs: 1 or more") }
    guard slowReaderMBPerSecond >= 0 else { throw ValidationError("--slow-reader-mb-per-s: 0 or more") }
    guard events >= 0, downloadMB >= 0 else { throw ValidationError("--events and --download-mb: 0 or more") }
  }

  @Option(
    name: .customLong("body-memory-limit-mb"),
    help: "The streaming transport's memory limit per body, in MiB (its default unless given)."
  )
  var bodyMemoryLimitMB: Int?

  @Flag(
    help: """
      Only the stream figures, in a process that has done nothing else (the request and decoding figures leave \
      memory that malloc keeps, which would count in every peak after them).
      """
  )
  var streamsOnly = false

  func run() async throws {
    let configuration = try clientConfiguration()
    if !streamsOnly { try await runRequests(configuration) }
    // `swift run -c release --package-path IntegrationTests stream-bench` gives the stream figures over
    // AsyncHTTPClient.
    print("stream_transport: URLSession, \(transport)")
    print("stream_baseline_rss_mb: \(Measure.format(PeakMemory.residentMegabytes() ?? 0))")
    let streams = try await StreamBench.run(
      configuration: configuration, events: events, downloadMB: downloadMB,
      bufferedDownloadLimitMB: downloadMB,
      slowReaderMBPerSecond: slowReaderMBPerSecond > 0 ? slowReaderMBPerSecond : nil)
    for line in streams.lines { print(line) }
  }

  /// The request rates, the overhead over the bare transport and the coding figures.
  func runRequests(_ configuration: APIClient.Configuration) async throws {
    let rateLimit = Self.rateLimitJSON
    let server = try await LocalHTTPServer { _ in .json(rateLimit) }
    defer { Task { await server.stop() } }
    let client = Client(serverURL: server.baseURL, configuration: configuration)
    let transport = URLSessionTransport()
    let count = requests

    // Warm up connections and caches.
    for _ in 0..<50 { _ = try await client.rateLimit.get() }

    let ours = try await Self.median(runs) {
      for _ in 0..<count { _ = try await client.rateLimit.get() }
    }
    let bare = try await Self.median(runs) {
      for _ in 0..<count {
        var request = HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/rate_limit")
        request.headerFields[.accept] = "application/json"
        let (_, body) = try await transport.send(
          request, body: nil, baseURL: server.baseURL, operationID: "rate-limit/get")
        let data = try await Data(collecting: body!, upTo: 1 << 20)
        _ = try JSONDecoder().decode(RateLimitOverview.self, from: data)
      }
    }
    let concurrent = try await Self.median(runs) {
      try await withThrowingTaskGroup(of: Void.self) { group in
        for _ in 0..<8 {
          group.addTask { for _ in 0..<(count / 8) { _ = try await client.rateLimit.get() } }
        }
        try await group.waitForAll()
      }
    }

    let decoding = try await measureCoding()
    print("requests: \(count)")
    print("requests_per_s: \(Measure.format(Double(count) / ours))")
    print("concurrent_requests_per_s: \(Measure.format(Double(count / 8 * 8) / concurrent))")
    print("transport_requests_per_s: \(Measure.format(Double(count) / bare))")
    print("overhead_ratio: \(Measure.format(ours / bare - 1))")
    for line in decoding { print(line) }
    print("peak_rss_mb: \(Measure.format(Measure.peakResidentMegabytes()))")
  }

  /// Decoding a megabyte of repositories and of users with the generated types and with hand-written ones,
  /// then encoding what was decoded.
  func measureCoding() async throws -> [String] {
    let repositories = Self.jsonArray(bytes: 1 << 20, Self.repositoryJSON)
    let generatedDecode = try await Self.median(runs * 2) {
      _ = try JSONCoding.decoder().decode([MinimalRepository].self, from: repositories)
    }
    let handwrittenDecode = try await Self.median(runs * 2) {
      _ = try Self.handwrittenDecoder().decode([HandWrittenRepository].self, from: repositories)
    }
    let users = Self.jsonArray(bytes: 1 << 20, Self.userJSON)
    let generatedUsers = try await Self.median(runs * 2) {
      _ = try JSONCoding.decoder().decode([SimpleUser].self, from: users)
    }
    let handwrittenUsers = try await Self.median(runs * 2) {
      _ = try JSONDecoder().decode([HandWrittenUser].self, from: users)
    }
    return [
      "decode_bytes: \(repositories.count)",
      "decode_generated_ms: \(Measure.format(generatedDecode * 1000))",
      "decode_handwritten_ms: \(Measure.format(handwrittenDecode * 1000))",
      "decode_vs_handwritten: \(Measure.format(handwrittenDecode / generatedDecode))",
      "users_decode_vs_handwritten: \(Measure.format(handwrittenUsers / generatedUsers))",
    ] + (try await measureEncoding(repositories: repositories, users: users))
  }

  /// Encoding the same megabyte of repositories and of users, decoded first, with the generated types and with
  /// hand-written ones.
  func measureEncoding(repositories: Data, users: Data) async throws -> [String] {
    let handwrittenDecoder = Self.handwrittenDecoder()
    let handwrittenEncoder = JSONEncoder()
    handwrittenEncoder.dateEncodingStrategy = .iso8601
    handwrittenEncoder.outputFormatting = .withoutEscapingSlashes
    let generatedRepositories = try JSONCoding.decoder().decode([MinimalRepository].self, from: repositories)
    let handwrittenRepositories = try handwrittenDecoder.decode([HandWrittenRepository].self, from: repositories)
    let generatedUsers = try JSONCoding.decoder().decode([SimpleUser].self, from: users)
    let handwrittenUsers = try handwrittenDecoder.decode([HandWrittenUser].self, from: users)
    let generated = try await Self.median(runs * 2) {
      _ = try JSONCoding.encoder().encode(generatedRepositories)
    }
    let handwritten = try await Self.median(runs * 2) {
      _ = try handwrittenEncoder.encode(handwrittenRepositories)
    }
    let generatedUsersTime = try await Self.median(runs * 2) {
      _ = try JSONCoding.encoder().encode(generatedUsers)
    }
    let handwrittenUsersTime = try await Self.median(runs * 2) {
      _ = try handwrittenEncoder.encode(handwrittenUsers)
    }
    return [
      "encode_generated_ms: \(Measure.format(generated * 1000))",
      "encode_handwritten_ms: \(Measure.format(handwritten * 1000))",
      "encode_vs_handwritten: \(Measure.format(handwritten / generated))",
      "users_encode_vs_handwritten: \(Measure.format(handwrittenUsersTime / generatedUsersTime))",
    ]
  }

  /// What a hand-written client decodes GitHub's JSON with: dates in ISO 8601, as the generated side reads them.
  static func handwrittenDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  func clientConfiguration() throws -> APIClient.Configuration {
    switch transport {
    case "streaming":
      guard let limit = bodyMemoryLimitMB else { return APIClient.Configuration() }
      return APIClient.Configuration(transport: StreamingURLSessionTransport(bodyMemoryLimit: limit << 20))
    case "buffered": return APIClient.Configuration(transport: URLSessionTransport.sharedNotFollowingRedirects)
    default: throw ValidationError("--transport is streaming or buffered, not '\(transport)'")
    }
  }

  /// Median seconds of `body` over `runs` runs.
  static func median(_ runs: Int, _ body: () async throws -> Void) async throws -> Double {
    try await Measure.medianMilliseconds(runs: runs, body) / 1000
  }

  static let rateLimitJSON = """
    {"resources": {"core": {"limit": 5000, "remaining": 4999, "reset": 1700000000, "used": 1},
    "search": {"limit": 30, "remaining": 18, "reset": 1700000000, "used": 12}},
    "rate": {"limit": 5000, "remaining": 4999, "reset": 1700000000, "used": 1}}
    """

  /// A JSON array of about `bytes` bytes, of objects `item` makes from consecutive ids.
  static func jsonArray(bytes: Int, _ item: (Int) -> String) -> Data {
    var items: [String] = []
    var size = 2
    var id = 1
    while size < bytes {
      let text = item(id)
      items.append(text)
      size += text.utf8.count + 1
      id += 1
    }
    return Data(("[" + items.joined(separator: ",") + "]").utf8)
  }

  /// One GitHub `simple-user` object.
  static func userJSON(_ id: Int) -> String {
    let login = "user\(id)"
    return """
      {"login":"\(login)","id":\(id),"node_id":"MDQ6VXNlcj\(id)",\
      "avatar_url":"https://avatars.githubusercontent.com/u/\(id)?v=4",\
      "gravatar_id":"","url":"https://api.github.com/users/\(login)","html_url":"https://github.com/\(login)",\
      "followers_url":"https://api.github.com/users/\(login)/followers",\
      "following_url":"https://api.github.com/users/\(login)/following{/other_user}",\
      "gists_url":"https://api.github.com/users/\(login)/gists{/gist_id}",\
      "starred_url":"https://api.github.com/users/\(login)/starred{/owner}{/repo}",\
      "subscriptions_url":"https://api.github.com/users/\(login)/subscriptions",\
      "organizations_url":"https://api.github.com/users/\(login)/orgs",\
      "repos_url":"https://api.github.com/users/\(login)/repos",\
      "events_url":"https://api.github.com/users/\(login)/events{/privacy}",\
      "received_events_url":"https://api.github.com/users/\(login)/received_events","type":"User","site_admin":false}
      """
  }

  /// One GitHub `minimal-repository` object (every property but template_repository and code_of_conduct).
  static func repositoryJSON(_ id: Int) -> String {
    let login = "user\(id)"
    return """
      {"id":\(id),"node_id":"\(login)-node_id","name":"\(login)-name","full_name":"\(login)-full_name",\
      "owner":\(userJSON(id)),"private":false,"html_url":"https://api.github.com/repos/\(login)/html_url",\
      "description":"\(login)-description","fork":false,"url":"https://api.github.com/repos/\(login)/url",\
      "archive_url":"\(login)-archive_url","assignees_url":"\(login)-assignees_url",\
      "blobs_url":"\(login)-blobs_url","branches_url":"\(login)-branches_url",\
      "collaborators_url":"\(login)-collaborators_url","comments_url":"\(login)-comments_url",\
      "commits_url":"\(login)-commits_url","compare_url":"\(login)-compare_url",\
      "contents_url":"\(login)-contents_url",\
      "contributors_url":"https://api.github.com/repos/\(login)/contributors_url",\
      "deployments_url":"https://api.github.com/repos/\(login)/deployments_url",\
      "downloads_url":"https://api.github.com/repos/\(login)/downloads_url",\
      "events_url":"https://api.github.com/repos/\(login)/events_url",\
      "forks_url":"https://api.github.com/repos/\(login)/forks_url",\
      "git_commits_url":"\(login)-git_commits_url","git_refs_url":"\(login)-git_refs_url",\
      "git_tags_url":"\(login)-git_tags_url","git_url":"\(login)-git_url",\
      "issue_comment_url":"\(login)-issue_comment_url","issue_events_url":"\(login)-issue_events_url",\
      "issues_url":"\(login)-issues_url","keys_url":"\(login)-keys_url","labels_url":"\(login)-labels_url",\
      "languages_url":"https://api.github.com/repos/\(login)/languages_url",\
      "merges_url":"https://api.github.com/repos/\(login)/merges_url",\
      "milestones_url":"\(login)-milestones_url","notifications_url":"\(login)-notifications_url",\
      "pulls_url":"\(login)-pulls_url","releases_url":"\(login)-releases_url","ssh_url":"\(login)-ssh_url",\
      "stargazers_url":"https://api.github.com/repos/\(login)/stargazers_url",\
      "statuses_url":"\(login)-statuses_url",\
      "subscribers_url":"https://api.github.com/repos/\(login)/subscribers_url",\
      "subscription_url":"https://api.github.com/repos/\(login)/subscription_url",\
      "tags_url":"https://api.github.com/repos/\(login)/tags_url",\
      "teams_url":"https://api.github.com/repos/\(login)/teams_url","trees_url":"\(login)-trees_url",\
      "clone_url":"\(login)-clone_url","mirror_url":"\(login)-mirror_url",\
      "hooks_url":"https://api.github.com/repos/\(login)/hooks_url","svn_url":"\(login)-svn_url",\
      "homepage":"\(login)-homepage","language":"\(login)-language","forks_count":\(id),\
      "stargazers_count":\(id),"watchers_count":\(id),"size":\(id),\
      "default_branch":"\(login)-default_branch","open_issues_count":\(id),"is_template":false,\
      "topics":["swift","openapi"],"has_issues":false,"has_projects":false,"has_wiki":false,\
      "has_pages":false,"has_downloads":false,"archived":false,"disabled":false,\
      "visibility":"\(login)-visibility","pushed_at":"2024-01-0\(id % 9 + 1)T12:00:00Z",\
      "created_at":"2024-01-0\(id % 9 + 1)T12:00:00Z","updated_at":"2024-01-0\(id % 9 + 1)T12:00:00Z",\
      "permissions":{"admin":false,"maintain":false,"push":false,"triage":false,"pull":true},\
      "role_name":"\(login)-role_name","temp_clone_token":"\(login)-temp_clone_token",\
      "delete_branch_on_merge":false,"subscribers_count":\(id),"network_count":\(id),\
      "license":{"key":"mit","name":"MIT License","url":"https://api.github.com/licenses/mit",\
      "spdx_id":"MIT","node_id":"MDc6TGljZW5zZW1p"},"forks":\(id),"open_issues":\(id),"watchers":\(id),\
      "allow_forking":false}
      """
  }
}

/// What a developer would write by hand for GitHub's `simple-user`.
struct HandWrittenUser: Codable {
  var name: String?
  var email: String?
  var login: String
  var id: Int
  var nodeID: String
  var avatarURL: URL
  var gravatarID: String?
  var url: URL
  var htmlURL: URL
  var followersURL: URL
  var followingURL: String
  var gistsURL: String
  var starredURL: String
  var subscriptionsURL: URL
  var organizationsURL: URL
  var reposURL: URL
  var eventsURL: String
  var receivedEventsURL: URL
  var type: String
  var siteAdmin: Bool
  var starredAt: String?

  enum CodingKeys: String, CodingKey {
    case name, email, login, id, url, type
    case nodeID = "node_id"
    case avatarURL = "avatar_url"
    case gravatarID = "gravatar_id"
    case htmlURL = "html_url"
    case followersURL = "followers_url"
    case followingURL = "following_url"
    case gistsURL = "gists_url"
    case starredURL = "starred_url"
    case subscriptionsURL = "subscriptions_url"
    case organizationsURL = "organizations_url"
    case reposURL = "repos_url"
    case eventsURL = "events_url"
    case receivedEventsURL = "received_events_url"
    case siteAdmin = "site_admin"
    case starredAt = "starred_at"
  }
}
