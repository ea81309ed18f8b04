import GitHubBrowserCore
import Reactor

/// The app put together: one reactor per screen over a shared environment, and the views bound to them.
@MainActor
package final class GitHubBrowserApp {
  package let environment: AppEnvironment
  package let appReactor: AppReactor
  package let searchReactor: SearchReactor
  package let userReactor: UserReposReactor
  package let favoritesReactor: FavoritesReactor
  package let accountReactor: AccountReactor
  package let root: AppView
  package let display = Display()

  package init(environment: AppEnvironment, origin: String) {
    self.environment = environment
    appReactor = AppReactor(environment: environment)
    searchReactor = SearchReactor(environment: environment)
    userReactor = UserReposReactor(environment: environment)
    favoritesReactor = FavoritesReactor(environment: environment)
    accountReactor = AccountReactor(environment: environment)
    let search = SearchView(navigator: appReactor, display: display)
    let user = UserReposView(navigator: appReactor, display: display)
    let favorites = FavoritesView(navigator: appReactor, display: display)
    let account = AccountView(display: display)
    root = AppView(
      search: search, user: user, favorites: favorites, account: account, display: display, origin: origin)
    search.reactor = searchReactor
    user.reactor = userReactor
    favorites.reactor = favoritesReactor
    account.reactor = accountReactor
    root.reactor = appReactor
    if environment.session.isSignedIn { accountReactor.send(.verifySavedToken) }
  }

  /// Runs on `terminal` until the user quits or input ends.
  package func run(on terminal: TerminalIO, input: AsyncStream<[UInt8]>) async {
    var isDrawScheduled = false
    var isRunning = true
    let draw = { [root] in
      guard isRunning else { return }
      let size = terminal.size
      terminal.draw(root.render(width: size.width, height: size.height))
    }
    display.onRequest = {
      guard !isDrawScheduled else { return }
      isDrawScheduled = true
      Task { @MainActor in
        isDrawScheduled = false
        draw()
      }
    }
    terminal.enter()
    let resizeWatcher = Task { @MainActor in
      for await _ in TerminalIO.resizes() { draw() }
    }
    defer {
      resizeWatcher.cancel()
      // A redraw already scheduled must not land on the screen the user returns to.
      isRunning = false
      display.onRequest = {}
      terminal.leave()
    }
    draw()
    var decoder = KeyDecoder()
    for await chunk in input {
      for key in decoder.keys(from: chunk) {
        _ = root.handle(key)
        if appReactor.currentState.isQuitting { return }
      }
    }
  }
}
