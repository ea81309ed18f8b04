import APIRuntime
import Foundation

// One of four identical copies (XcodeDefaultsApp, Swift6App, Swift5App, Swift5MainActorApp): SwiftPM refuses a
// file shared by two targets, and each copy must compile under its own target's isolation settings.
// AppTargetTests checks that the copies stay the same.

/// What one round of calls saw; the tests compare it across callers and across the four targets.
public struct CallReport: Sendable, Equatable {
  public var repositoryName: String
  public var starredNames: [String]
  /// The starred repositories' identities, read through `Identifiable` as SwiftUI's `ForEach` reads them.
  public var starredIDs: [String]
  public var roundTrips: Bool
  public var hashesAgree: Bool
  public var rateLimit: Int

  /// The report as text, to compare targets whose `CallReport` types differ.
  public var summary: String {
    "\(repositoryName) \(starredNames) \(starredIDs) roundTrips=\(roundTrips) hashesAgree=\(hashesAgree) rateLimit=\(rateLimit)"
  }
}

/// The three callers in turn: the main actor, an actor of the app's own, a detached task.
@MainActor public func callFromEverywhere(serverURL: URL) async throws -> [CallReport] {
  let client = makeClient(serverURL: serverURL)
  let onMain = try await MainActorCaller(client: client).run()
  let onActor = try await OtherActorCaller(client: client).run()
  let detached = try await Task.detached { try await callNonisolated(client) }.value
  return [onMain, onActor, detached]
}

/// The client for a server (the tests' `apigen mock`).
public func makeClient(serverURL: URL) -> Client {
  Client(serverURL: serverURL)
}

/// The calls, written once: an operation, a list read through its pages (one: the mock's answer links a next page
/// outside the description), a model encoded, decoded, compared and hashed.
nonisolated func makeCalls(_ client: Client) async throws -> CallReport {
  let repository = try await client.repos.get(owner: "octocat", repo: "hello-world")
  var starred: [Repository] = []
  for try await item in client.activity.listReposStarredByAuthenticatedUserPages(maxPages: 1).items {
    starred.append(item)
  }
  let data = try JSONEncoder().encode(repository)
  let decoded = try JSONDecoder().decode(FullRepository.self, from: data)
  let limits = try await client.rateLimit.get()
  return CallReport(
    repositoryName: repository.name, starredNames: starred.map(\.name), starredIDs: identities(of: starred),
    roundTrips: decoded == repository,
    hashesAgree: Set([decoded, repository]).count == 1, rateLimit: limits.rate.limit)
}

/// Calls from the main actor, keeping a model there and handing it to another actor and back.
@MainActor public final class MainActorCaller {
  public private(set) var lastRepository: FullRepository?
  let client: Client

  public init(client: Client) { self.client = client }

  public func run() async throws -> CallReport {
    let repository = try await client.repos.get(owner: "octocat", repo: "hello-world")
    lastRepository = repository
    var names: [String] = []
    for try await page in client.activity.listReposStarredByAuthenticatedUserPages(maxPages: 1) {
      names += page.body.map(\.name)
    }
    var report = try await makeCalls(client)
    let echoed = await OtherActorCaller(client: client).echo(repository)
    report.roundTrips = report.roundTrips && echoed == repository && names == report.starredNames
    return report
  }
}

/// Calls from an actor of the app's own.
public actor OtherActorCaller {
  let client: Client

  public init(client: Client) { self.client = client }

  public func run() async throws -> CallReport {
    let repository = try await client.repos.get(owner: "octocat", repo: "hello-world")
    var report = try await makeCalls(client)
    report.roundTrips = report.roundTrips && repository.name == report.repositoryName
    return report
  }

  public func echo(_ repository: FullRepository) -> FullRepository { repository }
}

/// Calls from a nonisolated function, as a detached task or a server's request handler makes them.
public nonisolated func callNonisolated(_ client: Client) async throws -> CallReport {
  try await makeCalls(client)
}

/// What a generic view over `Identifiable` elements (SwiftUI's `ForEach`) sees of them.
nonisolated func identities<Element: Identifiable>(of elements: [Element]) -> [String] {
  elements.map { "\($0.id)" }
}
