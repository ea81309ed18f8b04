import Reactor

/// A screen of the terminal front end: it draws its reactor's state as lines of text and turns keys into actions.
/// Nothing else: no logic beyond choosing the action a key stands for.
@MainActor
package protocol TerminalView: AnyObject {
  /// The lines that fill a `width` x `height` area (at most `height` of them, none wider than `width`).
  func render(width: Int, height: Int) -> [String]
  /// Sends the action `key` stands for; false when the screen has no use for the key.
  func handle(_ key: Key) -> Bool
  /// The keys this screen understands, for the footer.
  var hints: String { get }
}

/// Asks for a redraw; whoever draws (the app, a test) sets `onRequest`, and coalesces requests into frames.
@MainActor
package final class Display {
  package var onRequest: @MainActor () -> Void

  package init(onRequest: @escaping @MainActor () -> Void = {}) { self.onRequest = onRequest }

  package func setNeedsDisplay() { onRequest() }
}

extension ReactorView {
  /// Redraws whenever the reactor's state changes.
  func redraw(on reactor: BoundReactor, _ display: Display) {
    observe(reactor.state) { _, _ in display.setNeedsDisplay() }
  }
}
