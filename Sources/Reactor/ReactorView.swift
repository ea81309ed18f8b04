/// Something that shows a reactor's state and sends it actions: assigning `reactor` binds the new reactor and
/// cancels the bindings of the old one.
///
/// Swift has no stored properties in extensions, so a conformer declares the two properties and calls
/// `reactorDidChange()` itself:
///
/// ```swift
/// var bindings = TaskBag()
/// var reactor: CounterReactor? { didSet { reactorDidChange() } }
///
/// func bind(reactor: CounterReactor) {
///   observe(reactor.state) { view, state in view.render(state) }
///   observe(reactor.pulse(\.$alert)) { view, message in view.show(message) }
/// }
/// ```
@MainActor
public protocol ReactorView: AnyObject {
  associatedtype BoundReactor: Reactor

  /// The tasks of the current bindings; replaced on each reactor assignment.
  var bindings: TaskBag { get set }

  /// The reactor the view shows.
  var reactor: BoundReactor? { get set }

  /// Connects the view to `reactor` (actions out, state in). Called after each assignment of a reactor.
  func bind(reactor: BoundReactor)
}

extension ReactorView {
  /// Cancels the old bindings and binds the new reactor. Call it from `reactor`'s `didSet`.
  public func reactorDidChange() {
    bindings.cancelAll()
    bindings = TaskBag()
    if let reactor { bind(reactor: reactor) }
  }

  /// Calls `body` on the main actor with the view and each element of `sequence`, until the bindings are cancelled
  /// or the view goes away (it is held weakly, so a binding never keeps its view alive).
  public func observe<S: AsyncSequence & Sendable>(
    _ sequence: S, _ body: @escaping @MainActor (Self, S.Element) -> Void
  ) where S.Failure == Never {
    Task { @MainActor [weak self] in
      for await element in sequence {
        // A stream may still hand out what it buffered before the cancellation: drop it.
        guard let self, !Task.isCancelled else { return }
        body(self, element)
      }
    }.store(in: bindings)
  }
}

extension ReactorView {
  /// Sends every element of `actions` to `reactor` until the bindings are cancelled or the sequence ends:
  /// ReactorKit's `events.bind(to: reactor.action)`. Holds the reactor weakly, as `observe` holds the view.
  public func send<S: AsyncSequence & Sendable>(_ actions: S, to reactor: BoundReactor)
  where S.Element == BoundReactor.Action, S.Failure == Never {
    Task { @MainActor [weak reactor] in
      for await action in actions {
        guard let reactor, !Task.isCancelled else { return }
        reactor.send(action)
      }
    }.store(in: bindings)
  }
}
