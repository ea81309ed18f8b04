import GitHubBrowserCore
import Reactor

/// A user's repositories: type a login and press Enter; ↑↓ select (↓ at the end loads more), Enter opens,
/// Ctrl-R refreshes, Ctrl-F favourites.
@MainActor
package final class UserReposView: ReactorView, TerminalView {
  package var bindings = TaskBag()
  package var reactor: UserReposReactor? { didSet { reactorDidChange() } }
  private let navigator: AppReactor
  private let display: Display

  package init(navigator: AppReactor, display: Display) {
    self.navigator = navigator
    self.display = display
  }

  package func bind(reactor: UserReposReactor) { redraw(on: reactor, display) }

  package func render(width: Int, height: Int) -> [String] {
    guard let state = reactor?.currentState else { return [] }
    let showing = state.user.map { "  (showing \($0))" } ?? ""
    return [TextLayout.fit("User: \(state.userInput)_\(showing)", width), ""]
      + RepoListLines.render(
        state.list, width: width, height: height - 2,
        emptyText: state.user == nil ? "Type a GitHub login and press Enter." : "No public repositories.")
  }

  package func handle(_ key: Key) -> Bool {
    guard let reactor else { return false }
    let state = reactor.currentState
    switch key {
    case .character(let character): reactor.send(.editUser(state.userInput + String(character)))
    case .backspace: reactor.send(.editUser(String(state.userInput.dropLast())))
    case .up: reactor.send(.moveSelection(by: -1))
    case .down: reactor.send(.moveSelection(by: 1))
    case .pageDown, .control("n"): reactor.send(.loadNextPage)
    case .control("r"): reactor.send(state.list.problem == nil ? .refresh : .retry)
    case .control("f"): reactor.send(.toggleFavorite)
    case .enter:
      let typed = state.userInput.trimmingCharacters(in: .whitespaces)
      if !typed.isEmpty && typed != state.user {
        reactor.send(.load)
      } else if let repository = state.list.selected {
        navigator.send(.open(repository))
      }
    default: return false
    }
    return true
  }

  package var hints: String {
    "Enter load/open · ↑↓ · ^R refresh · ^N more · ^F fav"
  }
}
