import GitHubBrowserCore
import Reactor

/// The whole screen: the tabs, the current tab's screen (or a repository opened from it), and the keys it takes.
/// Tab switches screens, Esc goes back from a repository, Ctrl-C quits (and q, where a screen does not type it).
@MainActor
package final class AppView: ReactorView, TerminalView {
  package var bindings = TaskBag()
  package var reactor: AppReactor? { didSet { reactorDidChange() } }
  package let search: SearchView
  package let user: UserReposView
  package let favorites: FavoritesView
  package let account: AccountView
  /// The open repository's screen, made when the app reactor opens one.
  package private(set) var detail: RepoDetailView?
  private let display: Display
  /// Where the data comes from, for the header ("api.github.com", "offline fixtures").
  private let origin: String

  package init(
    search: SearchView, user: UserReposView, favorites: FavoritesView, account: AccountView, display: Display,
    origin: String
  ) {
    self.search = search
    self.user = user
    self.favorites = favorites
    self.account = account
    self.display = display
    self.origin = origin
  }

  package func bind(reactor: AppReactor) {
    observe(reactor.state) { view, _ in
      view.syncDetail()
      view.display.setNeedsDisplay()
    }
  }

  /// Makes the detail screen match the open repository (a new one gets its own reactor and starts loading).
  private func syncDetail() {
    guard let reactor else { return }
    guard let repository = reactor.currentState.openRepository else {
      detail = nil
      return
    }
    if let current = detail?.reactor, current.repository.id == repository.id { return }
    let view = RepoDetailView(display: display)
    let detailReactor = reactor.detailReactor(for: repository)
    view.reactor = detailReactor
    detail = view
    detailReactor.send(.load)
  }

  private var current: any TerminalView {
    syncDetail()
    if let detail { return detail }
    switch reactor?.currentState.tab ?? .search {
    case .search: return search
    case .user: return user
    case .favorites: return favorites
    case .account: return account
    }
  }

  package func render(width: Int, height: Int) -> [String] {
    guard let state = reactor?.currentState else { return [] }
    let tabs = AppReactor.Tab.allCases.map { $0 == state.tab ? "[\($0.rawValue)]" : " \($0.rawValue) " }
      .joined(separator: " ")
    let who = (state.login.map { "\($0) @ " } ?? "") + origin
    let room = max(0, width - DisplayWidth.columns(tabs) - 1)
    let header =
      tabs + " " + String(repeating: " ", count: max(0, room - DisplayWidth.columns(who))) + TextLayout.fit(who, room)
    let rule = String(repeating: "─", count: max(0, width))
    let screen = current
    let body = screen.render(width: width, height: max(0, height - 4))
    let filler = Array(repeating: "", count: max(0, height - 4 - body.count))
    let footer = TextLayout.fit(
      screen.hints + " · Tab screens" + (detail == nil ? "" : " · Esc back") + " · ^C quit", width)
    return [TextLayout.fit(header, width), rule] + body + filler + [rule, footer]
  }

  package func handle(_ key: Key) -> Bool {
    guard let reactor else { return false }
    switch key {
    case .control("c"), .control("q"): reactor.send(.quit)
    case .tab: reactor.send(.nextTab)
    case .escape where detail != nil: reactor.send(.back)
    default:
      if current.handle(key) { return true }
      switch key {
      case .character("q"): reactor.send(.quit)
      case .backspace where detail != nil: reactor.send(.back)
      default: return false
      }
    }
    return true
  }

  package var hints: String { current.hints }
}
