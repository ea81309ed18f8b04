extension Reactor {
  /// Every assignment to a `@Pulse` state property from now on, equal values included: `reactor.pulse(\.$alert)`.
  /// With `replayCurrent`, a value assigned before subscribing comes first (off by default, so a view that binds
  /// again does not show an old alert again). Registered at once; every event is buffered until read.
  public func pulse<Value: Sendable>(_ keyPath: KeyPath<State, Pulse<Value>>, replayCurrent: Bool = false)
    -> AsyncStream<Value>
  {
    let current = currentState[keyPath: keyPath]
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self)
    if replayCurrent && current.valueUpdatedCount > 0 { continuation.yield(current.value) }
    var lastCount = current.valueUpdatedCount
    runtime.addSubscriber(continuation) { state in
      let pulse = state[keyPath: keyPath]
      guard pulse.valueUpdatedCount != lastCount else { return }
      lastCount = pulse.valueUpdatedCount
      continuation.yield(pulse.value)
    }
    return stream
  }
}
