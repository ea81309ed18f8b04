import AsyncAlgorithms

extension Reactor {
  /// Sends every element of `actions` in order, until the sequence ends or the calling task is cancelled: how a
  /// stream of user events reaches the reactor (ReactorKit's `events.bind(to: reactor.action)`). A view binds one
  /// with `send(_:to:)`, which ends with its bindings.
  public func send<S: AsyncSequence>(contentsOf actions: S) async where S.Element == Action, S.Failure == Never {
    for await action in actions {
      guard !Task.isCancelled else { return }
      send(action)
    }
  }

  /// One property of the state, now and then each time it changes to a different value: ReactorKit's
  /// `reactor.state.map(\.isLoading).distinctUntilChanged()`. A reader that falls behind gets the newest value,
  /// and never the same value twice in a row.
  public func observe<Value: Equatable & Sendable>(_ property: KeyPath<State, Value>)
    -> some AsyncSequence<Value, Never> & Sendable
  {
    // The key path is applied here, on the main actor, as each state arrives, never by the reader: in a target
    // whose default isolation is the main actor, a key path to a property of the reactor's `State` is isolated to
    // it and not `Sendable`, so it may not travel with the sequence.
    let (values, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(1))
    continuation.yield(currentState[keyPath: property])
    runtime.addSubscriber(continuation) { continuation.yield($0[keyPath: property]) }
    return values.removeDuplicates()
  }
}
