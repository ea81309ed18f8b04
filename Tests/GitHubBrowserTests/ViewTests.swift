import GitHubBrowserCore
import Reactor
import ReactorTesting
import Testing

@testable import GitHubBrowserTerminal

/// Views against reactor stubs: each key records the action it stands for, and an injected state draws as
/// expected. No reactor logic runs here.
@MainActor @Suite struct ViewTests {
  let environment = makeEnvironment(StubGitHubService(clock: TestClock()))
  let swift = RepoSummary(
    owner: "apple", name: "swift", description: "The Swift Programming Language", language: "C++", stars: 68_900)
  let nio = RepoSummary(
    owner: "apple", name: "swift-nio", description: "Event-driven networking", language: "Swift", stars: 8_100)

  private func stubbed<R: Reactor>(_ reactor: R) -> R {
    reactor.isStubEnabled = true
    return reactor
  }

  private func text(_ view: any TerminalView, width: Int = 80, height: Int = 20) -> String {
    let lines = view.render(width: width, height: height)
    #expect(lines.count <= height)
    #expect(lines.allSatisfy { DisplayWidth.columns(visible($0)) <= width }, "a line wider than \(width)")
    return lines.joined(separator: "\n")
  }

  @Test func searchKeysRecordTheirActions() {
    let navigator = stubbed(AppReactor(environment: environment))
    let reactor = stubbed(SearchReactor(environment: environment))
    let view = SearchView(navigator: navigator, display: Display())
    view.reactor = reactor
    reactor.stub.state = SearchReactor.State(query: "sw", list: RepoList())
    let keys: [Key] = [.character("i"), .backspace, .up, .down, .pageDown, .control("n"), .control("f"), .control("r")]
    for key in keys { #expect(view.handle(key)) }
    #expect(
      reactor.stub.actions == [
        .updateQuery("swi"), .updateQuery("s"), .moveSelection(by: -1), .moveSelection(by: 1), .loadNextPage,
        .loadNextPage, .toggleFavorite, .retry,
      ])
    #expect(!view.handle(.tab))  // the app's key, not the screen's
  }

  @Test func searchEnterOpensTheSelectedRepository() {
    let navigator = stubbed(AppReactor(environment: environment))
    let reactor = stubbed(SearchReactor(environment: environment))
    let view = SearchView(navigator: navigator, display: Display())
    view.reactor = reactor
    var list = RepoList().applying(.replace(Page(items: [swift, nio], nextPage: 2)))
    list.selection = 1
    reactor.stub.state = SearchReactor.State(query: "swift", list: list)
    #expect(view.handle(.enter))
    #expect(navigator.stub.actions == [.open(nio)])
    #expect(reactor.stub.actions.isEmpty)
  }

  @Test func searchDrawsResultsSelectionFavouritesAndStatus() {
    let reactor = stubbed(SearchReactor(environment: environment))
    let view = SearchView(navigator: AppReactor(environment: environment), display: Display())
    view.reactor = reactor
    var list = RepoList(favorites: [nio.id]).applying(.replace(Page(items: [swift, nio], nextPage: 2)))
    list.isLoadingNextPage = true
    reactor.stub.state = SearchReactor.State(query: "swift", list: list)
    let screen = text(view)
    #expect(screen.contains("Search: swift_"))
    #expect(screen.contains(">  apple/swift [C++] - The Swift Programming Language"))
    #expect(screen.contains(" ★ apple/swift-nio [Swift] - Event-driven networking"))
    #expect(screen.contains("☆ 68.9k"))
    #expect(screen.contains("2 shown · loading more…"))

    reactor.stub.state = SearchReactor.State(
      query: "swift", list: RepoList().applying(.setProblem(.rateLimited(resetsAt: nil))))
    #expect(text(view).contains("! GitHub's rate limit is used up; it resets within the hour."))
    reactor.stub.state = SearchReactor.State()
    #expect(text(view).contains("Type to search GitHub."))
  }

  @Test func userScreenKeysAndDrawing() {
    let navigator = stubbed(AppReactor(environment: environment))
    let reactor = stubbed(UserReposReactor(environment: environment))
    let view = UserReposView(navigator: navigator, display: Display())
    view.reactor = reactor
    reactor.stub.state = UserReposReactor.State(userInput: "octocat")
    for key: Key in [.character("!"), .backspace, .enter, .control("r"), .control("n"), .down, .control("f")] {
      #expect(view.handle(key))
    }
    #expect(
      reactor.stub.actions == [
        .editUser("octocat!"), .editUser("octoca"), .load, .refresh, .loadNextPage, .moveSelection(by: 1),
        .toggleFavorite,
      ])

    let loaded = RepoList().applying(.replace(Page(items: [swift], nextPage: nil)))
    reactor.stub.state = UserReposReactor.State(userInput: "apple", user: "apple", list: loaded)
    #expect(view.handle(.enter))  // the typed user is the one shown: Enter opens
    #expect(navigator.stub.actions == [.open(swift)])
    let screen = text(view)
    #expect(screen.contains("User: apple_  (showing apple)"))
    #expect(screen.contains("1 shown · all loaded"))

    reactor.stub.state = UserReposReactor.State(
      userInput: "apple", user: "apple", list: loaded.applying(.setProblem(.offline(detail: "timed out"))))
    #expect(view.handle(.control("r")))
    #expect(reactor.stub.actions.last == .retry)
    #expect(text(view).contains("! Offline: GitHub could not be reached (timed out). Press ^R to retry."))
  }

  @Test func favouritesKeysAndDrawing() {
    let navigator = stubbed(AppReactor(environment: environment))
    let reactor = stubbed(FavoritesReactor(environment: environment))
    let view = FavoritesView(navigator: navigator, display: Display())
    view.reactor = reactor
    reactor.stub.state = FavoritesReactor.State(favorites: [swift, nio], selection: 1)
    for key: Key in [.up, .down, .character("d")] { #expect(view.handle(key)) }
    #expect(reactor.stub.actions == [.moveSelection(by: -1), .moveSelection(by: 1), .removeSelected])
    #expect(view.handle(.enter))
    #expect(navigator.stub.actions == [.open(nio)])
    #expect(!view.handle(.character("q")))  // left to the app: quit
    let screen = text(view)
    #expect(screen.contains("Favourites (2)"))
    #expect(screen.contains(">★ apple/swift-nio"))
    reactor.stub.state = FavoritesReactor.State()
    #expect(text(view).contains("No favourites yet: open a repository and press f."))
  }

  @Test func detailKeysAndDrawing() {
    let reactor = stubbed(RepoDetailReactor(repository: swift, environment: environment))
    let view = RepoDetailView(display: Display())
    view.reactor = reactor
    for key: Key in [.character("f"), .character("r"), .down, .up, .pageDown] { #expect(view.handle(key)) }
    #expect(reactor.stub.actions == [.toggleFavorite, .retry, .scroll(by: 1), .scroll(by: -1), .scroll(by: 10)])

    var state = RepoDetailReactor.State(summary: swift, isFavorite: true)
    state.detail = RepoDetail(summary: swift, openIssues: 12, defaultBranch: "main", topics: ["compiler"])
    state.readme = "# Swift\n\nWelcome to Swift.\nline 4"
    state.scrollOffset = 2
    reactor.stub.state = state
    let screen = text(view)
    #expect(screen.contains("★ apple/swift"))
    #expect(screen.contains("☆ 68.9k stars · 0 forks · C++ · 12 open issues · branch main · compiler"))
    #expect(screen.contains("Welcome to Swift."))
    #expect(!screen.contains("# Swift"))  // scrolled past

    state.readme = nil
    state.hasNoReadme = true
    state.problem = .notFound(what: "repository apple/swift")
    reactor.stub.state = state
    #expect(text(view).contains("This repository has no README."))
    #expect(text(view).contains("! Not found: repository apple/swift does not exist, or is private."))
  }

  @Test func theReadmeIsDrawnAsStyledMarkdown() {
    let reactor = stubbed(RepoDetailReactor(repository: swift, environment: environment))
    let view = RepoDetailView(display: Display())
    view.reactor = reactor
    var state = RepoDetailReactor.State(summary: swift, isFavorite: false)
    state.readme = """
      # Swift

      Swift is *fast* and **safe**; read [the book](https://docs.swift.org) & more.

      - Install a toolchain
      - Run `swift build` in a package folder, which builds every target it finds there

      ```swift
      let greeting = "Hello <world>"
      ```
      """
    reactor.stub.state = state
    let lines = view.render(width: 40, height: 30)
    let readme = Array(lines.drop { !$0.hasPrefix("───") }.dropFirst())
    let esc = "\u{1B}["
    #expect(
      readme == [
        "\(esc)1;4mSwift\(esc)0m",
        "",
        "Swift is \(esc)3mfast\(esc)0m and \(esc)1msafe\(esc)0m; read \(esc)4mthe book\(esc)0m &",
        "more.",
        "",
        "• Install a toolchain",
        "• Run \(esc)36mswift build\(esc)0m in a package folder,",
        "  which builds every target it finds",
        "  there",
        "",
        "\(esc)2m│ \(esc)0m\(esc)36mlet greeting = \"Hello <world>\"\(esc)0m",
      ])
    #expect(readme.allSatisfy { DisplayWidth.columns(visible($0)) <= 40 })
  }

  @Test func wideCharactersAreMeasuredByTheColumnsTheyTake() {
    let reactor = stubbed(RepoDetailReactor(repository: swift, environment: environment))
    let view = RepoDetailView(display: Display())
    view.reactor = reactor
    var state = RepoDetailReactor.State(summary: RepoSummary(owner: "octo", name: "日本語のリポジトリ"))
    state.readme = "スウィフトはアップルが開発したプログラミング言語です 🚀🚀🚀 done"
    reactor.stub.state = state
    let lines = view.render(width: 20, height: 30)
    #expect(lines.allSatisfy { DisplayWidth.columns(visible($0)) <= 20 })
    let readme = Array(lines.drop { !$0.hasPrefix("───") }.dropFirst())
    #expect(readme == ["スウィフトはアップル", "が開発したプログラミ", "ング言語です 🚀🚀🚀", "done"])
    #expect(DisplayWidth.columns("🚀") == 2 && DisplayWidth.columns("é") == 1 && DisplayWidth.columns("e\u{301}") == 1)
    #expect(TextLayout.fit("日本語のリポジトリ", 9) == "日本語の…")
  }

  @Test func accountMasksTheTokenAndRecordsItsKeys() {
    let reactor = stubbed(AccountReactor(environment: environment))
    let view = AccountView(display: Display())
    view.reactor = reactor
    var state = AccountReactor.State()
    state.tokenInput = "ghp_abc"
    reactor.stub.state = state
    for key: Key in [.character("d"), .backspace, .enter, .control("x"), .control("l")] { #expect(view.handle(key)) }
    #expect(
      reactor.stub.actions == [.editToken("ghp_abcd"), .editToken("ghp_ab"), .signIn, .signOut, .refreshRateLimit])
    let screen = text(view)
    #expect(screen.contains("Token: •••••••_"))
    #expect(!screen.contains("ghp_abc"))

    state = AccountReactor.State(login: "octocat")
    state.rateLimit = RateLimitStatus(limit: 5000, remaining: 4321)
    reactor.stub.state = state
    #expect(text(view).contains("Signed in as octocat."))
    #expect(text(view).contains("Rate limit: 4321 of 5000 requests left this hour."))
    #expect(!view.handle(.character("q")))  // signed in, letters are not typed: q quits
  }

  @Test func theAppSwitchesScreensOpensAndGoesBackAndQuits() {
    let app = GitHubBrowserApp(environment: environment, origin: "test")
    let navigator = app.appReactor
    navigator.isStubEnabled = true
    for key: Key in [.tab, .control("c"), .control("q")] { #expect(app.root.handle(key)) }
    #expect(navigator.stub.actions == [.nextTab, .quit, .quit])

    navigator.stub.state = AppReactor.State(tab: .favorites, openRepository: swift, login: "octocat")
    let screen = text(app.root, width: 100, height: 24)
    #expect(screen.contains(" Search   User  [Favourites]  Account "))
    #expect(screen.contains("octocat @ test"))
    #expect(screen.contains("apple/swift"))  // the detail screen covers the tab
    #expect(app.root.detail?.reactor?.repository == swift)
    #expect(app.root.handle(.escape))
    #expect(app.root.handle(.character("q")))  // the detail screen does not type letters
    #expect(navigator.stub.actions.suffix(2) == [.back, .quit])
  }
}

/// A drawn line without its ANSI styling: what takes columns on the screen.
private func visible(_ line: String) -> String {
  line.replacing(/\x{1B}\[[0-9;]*m/, with: "")
}
