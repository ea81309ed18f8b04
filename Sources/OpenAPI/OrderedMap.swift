/// String-keyed entries in document order. Lookups scan; the maps in a spec are small, and the large ones
/// (components) are indexed where they are used.
package struct OrderedMap<Value: Sendable>: Sendable, RandomAccessCollection {
  package typealias Element = (key: String, value: Value)
  package var entries: [Element]

  package init(_ entries: [Element] = []) { self.entries = entries }

  package var startIndex: Int { entries.startIndex }
  package var endIndex: Int { entries.endIndex }
  package subscript(position: Int) -> Element { entries[position] }

  package subscript(key: String) -> Value? {
    for entry in entries where entry.key == key { return entry.value }
    return nil
  }

  package var keys: [String] { entries.map(\.key) }
  package var values: [Value] { entries.map(\.value) }

  package mutating func append(_ key: String, _ value: Value) { entries.append((key, value)) }
}

/// A value that may be held by a wrapper so that a struct can contain itself (`Schema.items`, `Schema.not`).
package struct Indirect<Value: Sendable>: Sendable {
  private final class Storage: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  private var storage: Storage
  package init(_ value: Value) { storage = Storage(value) }
  package var value: Value {
    get { storage.value }
    set { storage = Storage(newValue) }
  }
}
