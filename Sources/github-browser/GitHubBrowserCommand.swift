import ArgumentParser
import Foundation
import GitHubBrowserCore
import GitHubBrowserFixtures
import GitHubBrowserTerminal

@main
struct GitHubBrowserCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "github-browser",
    abstract: "Browse GitHub in the terminal: search, users' repositories, READMEs, favourites.",
    discussion: """
      Without --base-url it runs against a GitHub stand-in on 127.0.0.1 (GitHub-shaped answers built from the \
      API description's examples), so it works without network. With --base-url https://api.github.com it talks \
      to GitHub; sign in on the Account screen, or pass --token, for 5,000 requests an hour instead of 60.
      """
  )

  @Option(help: "The GitHub API to talk to, such as https://api.github.com (default: a local stand-in).")
  var baseURL: String?

  @Option(help: "A personal access token for this run (not saved; sign in on the Account screen to save one).")
  var token: String?

  @Option(help: "Where favourites and the saved token live (default: $XDG_CONFIG_HOME or ~/.config, /github-browser).")
  var configDir: String?

  @Option(help: "Repositories per page.")
  var pageSize: Int = 30

  @MainActor
  func run() async throws {
    let folder = configDir.map { ConfigFolder(url: URL(fileURLWithPath: $0)) } ?? ConfigFolder.standard()
    var fixtureServer: FixtureGitHubServer?
    let serverURL: URL
    let origin: String
    if let baseURL {
      guard let url = URL(string: baseURL), url.scheme == "http" || url.scheme == "https", url.host != nil else {
        throw ValidationError("--base-url \(baseURL): not an http(s) URL")
      }
      serverURL = url
      origin = url.host ?? baseURL
    } else {
      let server = try await FixtureGitHubServer.start()
      fixtureServer = server
      serverURL = server.baseURL
      origin = "offline fixtures"
    }
    let tokenStore = TokenStore(folder: folder)
    let session = Session(token: token ?? tokenStore.load())
    let events = AppEvents()
    let environment = AppEnvironment(
      service: LiveGitHubService(serverURL: serverURL, session: session, pageSize: pageSize), session: session,
      tokenStore: tokenStore,
      favorites: Favorites(store: FavoritesStore(folder: folder), events: events), events: events)
    let app = GitHubBrowserApp(environment: environment, origin: origin)
    await app.run(on: TerminalIO(), input: TerminalIO.bytes())
    await fixtureServer?.stop()
  }
}
