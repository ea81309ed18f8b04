import GitHubBrowserCore
import Reactor

/// Sign in with a personal access token (typed or pasted, shown masked), sign out, see the rate limit.
@MainActor
package final class AccountView: ReactorView, TerminalView {
  package var bindings = TaskBag()
  package var reactor: AccountReactor? { didSet { reactorDidChange() } }
  private let display: Display
  /// The last notice the reactor pulsed, shown until the next one.
  private(set) var notice: String?

  package init(display: Display) { self.display = display }

  package func bind(reactor: AccountReactor) {
    redraw(on: reactor, display)
    observe(reactor.pulse(\.$notice)) { view, notice in
      view.notice = notice
      view.display.setNeedsDisplay()
    }
  }

  package func render(width: Int, height: Int) -> [String] {
    guard let state = reactor?.currentState else { return [] }
    var lines: [String] = []
    if let login = state.login {
      lines.append("Signed in as \(login). ^X signs out and deletes the saved token.")
    } else {
      lines.append("Not signed in: GitHub allows 60 requests an hour without a token, 5,000 with one.")
      lines.append("")
      let mask = String(repeating: "•", count: state.tokenInput.count)
      lines.append("Token: \(mask)_" + (state.isSigningIn ? "  checking…" : ""))
      lines.append("Paste a personal access token and press Enter; it is saved with 0600 permissions.")
    }
    if let rateLimit = state.rateLimit {
      lines += ["", "Rate limit: \(rateLimit.remaining) of \(rateLimit.limit) requests left this hour."]
    }
    if let problem = state.problem { lines += [""] + TextLayout.wrap("! " + problem.message, width) }
    if let notice { lines += [""] + TextLayout.wrap(notice, width) }
    return Array(lines.map { TextLayout.fit($0, width) }.prefix(height))
  }

  package func handle(_ key: Key) -> Bool {
    guard let reactor else { return false }
    let state = reactor.currentState
    switch key {
    case .character(let character) where state.login == nil:
      reactor.send(.editToken(state.tokenInput + String(character)))
    case .backspace where state.login == nil: reactor.send(.editToken(String(state.tokenInput.dropLast())))
    case .enter where state.login == nil: reactor.send(.signIn)
    case .control("x"): reactor.send(.signOut)
    case .control("l"): reactor.send(.refreshRateLimit)
    default: return false
    }
    return true
  }

  package var hints: String { "token + Enter sign in · ^X sign out · ^L rate limit" }
}
