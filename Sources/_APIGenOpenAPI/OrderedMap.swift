/// String-keyed entries in document order. Lookups scan; the maps in a spec are small, and the large ones
/// (components) are indexed where they are used.
public struct OrderedMap<Value: Sendable>: Sendable, RandomAccessCollection {
  public typealias Element = (key: String, value: Value)
  public var entries: [Element]

  public init(_ entries: [Element] = []) { self.entries = entries }

  public var startIndex: Int { entries.startIndex }
  public var endIndex: Int { entries.endIndex }
  public subscript(position: Int) -> Element { entries[position] }

  public subscript(key: String) -> Value? {
    for entry in entries where entry.key == key { return entry.value }
    return nil
  }

  public var keys: [String] { entries.map(\.key) }
  public var values: [Value] { entries.map(\.value) }

  public mutating func append(_ key: String, _ value: Value) { entries.append((key, value)) }
}

/// A value that may be held by a wrapper so that a struct can contain itself (`Schema.items`, `Schema.not`).
public struct Indirect<Value: Sendable>: Sendable {
  private final class Storage: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  private var storage: Storage
  public init(_ value: Value) { storage = Storage(value) }
  public var value: Value {
    get { storage.value }
    set { storage = Storage(newValue) }
  }
}
