import Observation

/// A reactor as an `Observable` object, for SwiftUI and anything else built on the Observation module: a view that
/// reads `model.state.isLoading` is invalidated when `isLoading` changes, and not when another property does.
///
/// ```swift
/// @State var model = ObservableReactor(SearchReactor())
/// var body: some View {
///   if model.state.isLoading { ProgressView() }
///   Button("Search") { model.send(.search) }
/// }
/// ```
///
/// Properties are compared with `==` where they are `Equatable`; a property that is not counts as changed with
/// every new state. Updates arrive synchronously, on the main actor, as each mutation is applied.
@MainActor
public final class ObservableReactor<R: Reactor>: Observable {
  /// The reactor behind it.
  public let reactor: R
  private let registrar = ObservationRegistrar()
  private var current: R.State
  /// Every state property read through `state` so far (by its key path into the state), and how to tell whether
  /// it changed.
  private var trackedProperties: [AnyKeyPath: TrackedProperty] = [:]
  private var observerID: Int?

  private struct TrackedProperty {
    /// The property's key path from this object, which the registrar tracks: built once, on the first read.
    var path: AnyKeyPath
    var hasChanged: (_ old: R.State, _ new: R.State) -> Bool
    var willSet: (ObservableReactor) -> Void
    var didSet: (ObservableReactor) -> Void
  }

  /// Observes `reactor` (starting it if it is not in use yet).
  public init(_ reactor: R) {
    self.reactor = reactor
    current = reactor.currentState
    observerID = reactor.runtime.addObserver { [weak self] state in self?.update(to: state) }
  }

  isolated deinit {
    if let observerID { reactor.runtime.removeObserver(observerID) }
  }

  /// The state, read property by property: each property read is observed on its own.
  public var state: ObservedState<R> { ObservedState(owner: self) }

  /// The whole state; reading it observes every change.
  public var wholeState: R.State {
    registrar.access(self, keyPath: \.current)
    return current
  }

  /// Sends `action` to the reactor.
  public func send(_ action: R.Action) { reactor.send(action) }

  func read<Value>(_ property: KeyPath<R.State, Value>, hasChanged: @escaping (Value, Value) -> Bool) -> Value {
    let path: KeyPath<ObservableReactor, Value>
    if let tracked = trackedProperties[property] {
      // Stored under `property`, a KeyPath<R.State, Value>, so it was built from it and has this type.
      path = unsafeDowncast(tracked.path, to: KeyPath<ObservableReactor, Value>.self)
    } else {
      path = (\ObservableReactor.current).appending(path: property)
      trackedProperties[property] = TrackedProperty(
        path: path,
        hasChanged: { old, new in hasChanged(old[keyPath: property], new[keyPath: property]) },
        willSet: { $0.registrar.willSet($0, keyPath: path) },
        didSet: { $0.registrar.didSet($0, keyPath: path) })
    }
    registrar.access(self, keyPath: path)
    return current[keyPath: property]
  }

  private func update(to state: R.State) {
    let old = current
    let changed = trackedProperties.values.filter { $0.hasChanged(old, state) }
    for property in changed { property.willSet(self) }
    registrar.withMutation(of: self, keyPath: \.current) { current = state }
    for property in changed { property.didSet(self) }
  }
}

/// A reactor's state read through `ObservableReactor.state`: `model.state.isLoading` reads `isLoading` and
/// observes it alone.
@MainActor @dynamicMemberLookup
public struct ObservedState<R: Reactor> {
  let owner: ObservableReactor<R>

  public subscript<Value: Equatable>(dynamicMember property: KeyPath<R.State, Value>) -> Value {
    owner.read(property, hasChanged: { $0 != $1 })
  }

  public subscript<Value>(dynamicMember property: KeyPath<R.State, Value>) -> Value {
    owner.read(property, hasChanged: { _, _ in true })
  }
}
