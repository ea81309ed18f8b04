import GitHubBrowserCore
import Reactor

/// Search as you type: letters edit the query; ↑↓ select, Enter opens, Ctrl-F favourites, Ctrl-N loads more.
@MainActor
package final class SearchView: ReactorView, TerminalView {
  package var bindings = TaskBag()
  package var reactor: SearchReactor? { didSet { reactorDidChange() } }
  private let navigator: AppReactor
  private let display: Display

  package init(navigator: AppReactor, display: Display) {
    self.navigator = navigator
    self.display = display
  }

  package func bind(reactor: SearchReactor) { redraw(on: reactor, display) }

  package func render(width: Int, height: Int) -> [String] {
    guard let state = reactor?.currentState else { return [] }
    let spinner = state.list.isLoading ? "  searching…" : ""
    return [TextLayout.fit("Search: \(state.query)_\(spinner)", width), ""]
      + RepoListLines.render(
        state.list, width: width, height: height - 2,
        emptyText: state.query.isEmpty ? "Type to search GitHub." : "No repositories match.")
  }

  package func handle(_ key: Key) -> Bool {
    guard let reactor else { return false }
    let state = reactor.currentState
    switch key {
    case .character(let character): reactor.send(.updateQuery(state.query + String(character)))
    case .backspace: reactor.send(.updateQuery(String(state.query.dropLast())))
    case .up: reactor.send(.moveSelection(by: -1))
    case .down: reactor.send(.moveSelection(by: 1))
    case .pageDown, .control("n"): reactor.send(.loadNextPage)
    case .control("f"): reactor.send(.toggleFavorite)
    case .control("r"): reactor.send(.retry)
    case .enter:
      guard let repository = state.list.selected else { return true }
      navigator.send(.open(repository))
    default: return false
    }
    return true
  }

  package var hints: String { "↑↓ · Enter open · ^F favourite · ^N more · ^R retry" }
}
