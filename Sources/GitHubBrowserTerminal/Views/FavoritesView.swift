import GitHubBrowserCore
import Reactor

/// The favourites: ↑↓ select, Enter opens, d removes.
@MainActor
package final class FavoritesView: ReactorView, TerminalView {
  package var bindings = TaskBag()
  package var reactor: FavoritesReactor? { didSet { reactorDidChange() } }
  private let navigator: AppReactor
  private let display: Display

  package init(navigator: AppReactor, display: Display) {
    self.navigator = navigator
    self.display = display
  }

  package func bind(reactor: FavoritesReactor) { redraw(on: reactor, display) }

  package func render(width: Int, height: Int) -> [String] {
    guard let state = reactor?.currentState else { return [] }
    var lines = ["Favourites (\(state.favorites.count))", ""]
    if state.favorites.isEmpty {
      lines.append("No favourites yet: open a repository and press f.")
    }
    for (index, repository) in state.favorites.enumerated() {
      lines.append(RepoListLines.row(repository, isSelected: index == state.selection, isFavorite: true, width: width))
    }
    let notes = [state.problem.map { "! " + $0.message }, state.storageWarning.map { "! " + $0 }].compactMap { $0 }
    let room = max(0, height - notes.count - 1)
    return Array(lines.prefix(room)) + (notes.isEmpty ? [] : [""] + notes.map { TextLayout.fit($0, width) })
  }

  package func handle(_ key: Key) -> Bool {
    guard let reactor else { return false }
    switch key {
    case .up: reactor.send(.moveSelection(by: -1))
    case .down: reactor.send(.moveSelection(by: 1))
    case .character("d"), .control("f"): reactor.send(.removeSelected)
    case .enter:
      guard let repository = reactor.currentState.selected else { return true }
      navigator.send(.open(repository))
    default: return false
    }
    return true
  }

  package var hints: String { "↑↓ select · Enter open · d remove" }
}
