import Foundation
import GitHubBrowserCore
import Reactor

/// One repository and its README: ↑↓ scroll, f favourites, r retries, Esc goes back.
@MainActor
package final class RepoDetailView: ReactorView, TerminalView {
  package var bindings = TaskBag()
  package var reactor: RepoDetailReactor? { didSet { reactorDidChange() } }
  private let display: Display
  /// The README's lines for the last width drawn: laid out once, not on every frame.
  private var readmeLayout: (readme: String, width: Int, lines: [String])?

  package init(display: Display) { self.display = display }

  package func bind(reactor: RepoDetailReactor) { redraw(on: reactor, display) }

  package func render(width: Int, height: Int) -> [String] {
    guard let state = reactor?.currentState else { return [] }
    let summary = state.summary
    var lines = [TextLayout.fit("\(state.isFavorite ? "★ " : "")\(summary.id)", width)]
    if let description = summary.description { lines += TextLayout.wrap(description, width) }
    var figures = "☆ \(TextLayout.count(summary.stars)) stars · \(TextLayout.count(summary.forks)) forks"
    if let language = summary.language { figures += " · \(language)" }
    if let detail = state.detail {
      figures += " · \(detail.openIssues) open issues · branch \(detail.defaultBranch)"
      if !detail.topics.isEmpty { figures += " · " + detail.topics.joined(separator: ", ") }
    }
    lines += TextLayout.wrap(figures, width)
    if let problem = state.problem { lines += [""] + TextLayout.wrap("! " + problem.message, width) }
    lines.append(String(repeating: "─", count: max(0, width)))
    if state.isLoading && state.readme == nil {
      lines.append("Loading README…")
    } else if state.hasNoReadme {
      lines.append("This repository has no README.")
    } else if let readme = state.readme {
      let text = readmeLines(readme, width: width)
      lines += text.dropFirst(min(state.scrollOffset, max(0, text.count - 1)))
    }
    return Array(lines.prefix(height))
  }

  private func readmeLines(_ readme: String, width: Int) -> [String] {
    if let layout = readmeLayout, layout.readme == readme, layout.width == width { return layout.lines }
    let lines = MarkdownLayout.lines(readme, width: width).map(\.ansi)
    readmeLayout = (readme, width, lines)
    return lines
  }

  package func handle(_ key: Key) -> Bool {
    guard let reactor else { return false }
    switch key {
    case .up: reactor.send(.scroll(by: -1))
    case .down: reactor.send(.scroll(by: 1))
    case .pageUp: reactor.send(.scroll(by: -10))
    case .pageDown: reactor.send(.scroll(by: 10))
    case .character("f"), .control("f"): reactor.send(.toggleFavorite)
    case .character("r"), .control("r"): reactor.send(.retry)
    default: return false
    }
    return true
  }

  package var hints: String { "↑↓ scroll · f favourite · ^R retry" }
}
