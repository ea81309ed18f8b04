/// A state property for one-shot events (an alert, a toast, a navigation): `reactor.pulse(\.$alert)` emits on every
/// assignment, even of a value equal to the one before, and never replays an old event to a new subscriber.
///
/// Equality includes the number of assignments, so deduplicating states does not swallow a repeated event.
@propertyWrapper
public struct Pulse<Value> {
  /// The last value assigned.
  public var value: Value {
    didSet { valueUpdatedCount &+= 1 }
  }
  /// How many times a value was assigned (wrapping around).
  public private(set) var valueUpdatedCount: UInt = 0

  public init(wrappedValue: Value) { value = wrappedValue }

  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  public var projectedValue: Pulse<Value> { self }
}

extension Pulse: Sendable where Value: Sendable {}

extension Pulse: Equatable where Value: Equatable {
  public static func == (lhs: Pulse, rhs: Pulse) -> Bool {
    lhs.valueUpdatedCount == rhs.valueUpdatedCount && lhs.value == rhs.value
  }
}

extension Pulse: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(valueUpdatedCount)
    hasher.combine(value)
  }
}
