import APIRuntime
import Foundation
import GitHubAPI
import HTTPTypes
import LocalHTTPServer
import OpenAPIRuntime
import Testing

@testable import GitHubBrowserFixtures

/// The generated GitHub SDK on the wire: each request carries exactly what the caller set and goes where the spec
/// says, against a real server on 127.0.0.1.
@Suite struct GitHubWireTests {
  func client(
    _ server: LocalHTTPServer, token: String? = nil, _ configure: (inout APIClient.Configuration) -> Void = { _ in }
  )
    -> Client
  {
    var configuration = APIClient.Configuration()
    configure(&configuration)
    return Client(
      serverURL: server.baseURL, configuration: configuration,
      credentials: token.map { [Credential.bearer($0)] } ?? [])
  }

  @Test func renamingARepositorySendsOnlyTheName() async throws {
    let server = try await LocalHTTPServer { _ in .json(SpecExamples.fullRepositoryDefaultResponse) }
    defer { Task { await server.stop() } }
    let repository = try await client(server).repos.update(
      owner: "octocat", repo: "hello", body: .init(name: "new-name"))
    #expect(repository.name == "Hello-World")
    let request = try #require(server.requests.first)
    #expect(request.method == "PATCH")
    #expect(request.target == "/repos/octocat/hello")
    #expect(request.bodyText == #"{"name":"new-name"}"#)
    #expect(request.header("Content-Type") == "application/json")
  }

  @Test func aListCallWithNoArgumentsSendsNoQueryString() async throws {
    let server = try await LocalHTTPServer { _ in .json("[]") }
    defer { Task { await server.stop() } }
    let api = client(server)
    _ = try await api.repos.listForUser(username: "octocat")
    _ = try await api.activity.listReposStarredByAuthenticatedUser()
    _ = try await api.repos.listForUser(username: "octocat", sort: .updated, perPage: 100)
    #expect(
      server.requests.map(\.target) == [
        "/users/octocat/repos", "/user/starred", "/users/octocat/repos?sort=updated&per_page=100",
      ])
  }

  @Test func aMovedRepositoryIsFollowedWithTheSamePatch() async throws {
    let server = try await LocalHTTPServer { request in
      request.target == "/repos/octocat/old"
        ? LocalHTTPServer.Reply(status: 307, headers: [("Location", "/repositories/1296269")])
        : .json(SpecExamples.fullRepositoryDefaultResponse)
    }
    defer { Task { await server.stop() } }
    let body = GitHubAPI.ReposAPI.Update.Body(hasIssues: false)
    _ = try await client(server, token: "t").repos.update(owner: "octocat", repo: "old", body: body)
    let requests = server.requests
    #expect(requests.map(\.method) == ["PATCH", "PATCH"])
    #expect(requests.map(\.target) == ["/repos/octocat/old", "/repositories/1296269"])
    #expect(requests.map(\.bodyText) == [#"{"has_issues":false}"#, #"{"has_issues":false}"#])
    #expect(requests.map { $0.header("Authorization") } == ["Bearer t", "Bearer t"])
  }

  /// Records where a request would go and answers it without sending it (uploads.github.com is not reachable here).
  struct Recorder: ClientMiddleware {
    let seen: LocalHTTPServerRecording

    func intercept(
      _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
      next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
      seen.append(baseURL.absoluteString + (request.path ?? ""))
      return (HTTPResponse(status: .serviceUnavailable), nil)
    }
  }

  @Test func anUploadGoesToTheOperationsServerWithTheCallersContentType() async throws {
    let api = try await LocalHTTPServer()
    let uploads = try await LocalHTTPServer { _ in .json(#"{"message": "stop here"}"#, status: 422) }
    defer {
      Task {
        await api.stop()
        await uploads.stop()
      }
    }
    // The spec's server for this operation, not the client's.
    let seen = LocalHTTPServerRecording()
    _ = try? await client(api) { $0.middlewares = [Recorder(seen: seen)] }.repos.uploadReleaseAsset(
      owner: "o", repo: "r", releaseID: 1, name: "a.zip", body: Data([1]), contentType: "application/zip")
    #expect(seen.values == ["https://uploads.github.com/repos/o/r/releases/1/assets?name=a.zip"])
    // Overridden per client (a GitHub Enterprise upload host, say), on the wire.
    let overridden = client(api, token: "t") {
      $0.operationServers = ["repos/upload-release-asset": uploads.baseURL]
    }
    _ = try? await overridden.repos.uploadReleaseAsset(
      owner: "o", repo: "r", releaseID: 1, name: "a b.zip", body: Data("PK".utf8), contentType: "application/zip")
    #expect(api.requests.isEmpty)
    let request = try #require(uploads.requests.first)
    #expect(request.method == "POST")
    #expect(request.target == "/repos/o/r/releases/1/assets?name=a%20b.zip")
    #expect(request.header("Content-Type") == "application/zip")
    #expect(request.header("Authorization") == "Bearer t")
    #expect(request.bodyText == "PK")
    // A content type that is not one media type is refused before anything is sent.
    await #expect(throws: APIError.self) {
      try await overridden.repos.uploadReleaseAsset(
        owner: "o", repo: "r", releaseID: 1, name: "x", body: Data(), contentType: "*/*")
    }
    #expect(uploads.requests.count == 1)
  }

  @Test func aTarballDownloadReturnsTheRedirectAndFollowingItDropsTheToken() async throws {
    let codeload = try await LocalHTTPServer { _ in
      LocalHTTPServer.Reply(headers: [("Content-Type", "application/x-gzip")], body: [0x1F, 0x8B])
    }
    defer { Task { await codeload.stop() } }
    let api = try await LocalHTTPServer { _ in
      LocalHTTPServer.Reply(
        status: 302, headers: [("Location", codeload.baseURL.absoluteString + "/octocat/hello/legacy.tar.gz/main")])
    }
    defer { Task { await api.stop() } }
    let github = client(api, token: "t")
    let redirect = try await github.repos.downloadTarballArchive(owner: "octocat", repo: "hello", ref: "main")
    #expect(redirect.status == 302)
    #expect(redirect.location.path == "/octocat/hello/legacy.tar.gz/main")
    #expect(codeload.requests.isEmpty)
    #expect(api.requests.first?.header("Authorization") == "Bearer t")
    let archive = try await github.client.follow(redirect)
    #expect(archive.body == Data([0x1F, 0x8B]))
    #expect(codeload.requests.first?.header("Authorization") == nil)
  }

  @Test func markdownIsSentAsTheContentTypeTheCallerGives() async throws {
    let server = try await LocalHTTPServer { _ in .text("<h1>Hi</h1>", contentType: "text/html") }
    defer { Task { await server.stop() } }
    let api = client(server)
    let html = try await api.markdown.renderRaw(body: "# Hi", contentType: "text/x-markdown")
    _ = try await api.markdown.renderRaw(body: "# Hi")
    #expect(html == "<h1>Hi</h1>")
    #expect(server.requests.map { $0.header("Content-Type") } == ["text/x-markdown", "text/plain"])
    #expect(server.requests.map { $0.header("Accept") } == ["text/html", "text/html"])
  }

  @Test func theCallersAcceptIsKeptForARawReadme() async throws {
    let server = try await LocalHTTPServer { _ in .text("# Hello", contentType: "application/vnd.github.raw") }
    defer { Task { await server.stop() } }
    let api = client(server) { $0.headers[.accept] = "application/vnd.github.raw" }
    // The method decodes JSON; the raw answer is refused as not JSON, and the error carries the body.
    do {
      _ = try await api.repos.getReadme(owner: "octocat", repo: "hello")
      Issue.record("a raw body decoded as JSON")
    } catch {
      guard case .undecodableBody(let failure) = error else { throw error }
      #expect(failure.typeName == "ContentFile")
      #expect(String(decoding: failure.body, as: UTF8.self) == "# Hello")
    }
    #expect(server.requests.first?.header("Accept") == "application/vnd.github.raw")
  }
}

extension GitHubWireTests {
  @Test func starsWithTheirTimestampsAreAMediaTypeTheCallerPicks() async throws {
    let server = try await LocalHTTPServer { request in
      request.header("Accept") == "application/vnd.github.v3.star+json"
        ? LocalHTTPServer.Reply(
          headers: [("Content-Type", "application/vnd.github.v3.star+json; charset=utf-8")],
          body: Array(SpecExamples.starredRepositoryItemsAlternativeResponseWithStarCreationTimestamps.utf8))
        : .json(SpecExamples.repositoryItemsDefaultResponse)
    }
    defer { Task { await server.stop() } }
    let api = client(server, token: "t")
    let stars = try await api.activity.listReposStarredByAuthenticatedUser(perPage: 1, as: .star)
    let repositories = try await api.activity.listReposStarredByAuthenticatedUser(perPage: 1)
    #expect(stars.first?.starredAt == Date(timeIntervalSince1970: 1_295_204_803))
    #expect(stars.first?.repo.name == "Hello-World")
    #expect(repositories.first?.name == "Hello-World")
    let requests = server.requests
    #expect(requests.map(\.target) == ["/user/starred?per_page=1", "/user/starred?per_page=1"])
    #expect(
      requests.map { $0.header("Accept") } == ["application/vnd.github.v3.star+json", "application/json"])
    #expect(requests.map { $0.header("Authorization") } == ["Bearer t", "Bearer t"])
  }

  @Test func aRawOrHTMLReadmeIsTheTextEvenWhereTheClientAsksForJSON() async throws {
    let server = try await LocalHTTPServer { request in
      switch request.header("Accept") {
      case "application/vnd.github.raw+json": .text("# Hello\n", contentType: "application/vnd.github.raw+json")
      case "application/vnd.github.html+json": .text("<h1>Hello</h1>", contentType: "text/html; charset=utf-8")
      default: .json(SpecExamples.contentFile)
      }
    }
    defer { Task { await server.stop() } }
    let api = client(server) { $0.headers[.accept] = "application/json" }
    let raw = try await api.repos.getReadme(owner: "octocat", repo: "hello", as: .raw)
    let html = try await api.repos.getReadme(owner: "octocat", repo: "hello", ref: "main", as: .html)
    let file = try await api.repos.getReadme(owner: "octocat", repo: "hello")
    #expect(raw == "# Hello\n")
    #expect(html == "<h1>Hello</h1>")
    #expect(file.name == "README.md")
    #expect(
      server.requests.map(\.target) == [
        "/repos/octocat/hello/readme", "/repos/octocat/hello/readme?ref=main", "/repos/octocat/hello/readme",
      ])
    #expect(
      server.requests.map { $0.header("Accept") } == [
        "application/vnd.github.raw+json", "application/vnd.github.html+json", "application/json",
      ])
  }
}

/// A thread-safe list of strings for a middleware to record into.
final class LocalHTTPServerRecording: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String] = []
  func append(_ value: String) { lock.withLock { items.append(value) } }
  var values: [String] { lock.withLock { items } }
}
