// What generated structs' written-out `init(from:)` and `encode(to:)` read and write through: each property
// under its spec key as a string literal, and decoding that takes its type from the property it assigns.
//
// Both sides are one generic method each. The standard library's `encode(_:forKey:)` and
// `encodeIfPresent(_:forKey:)` have an overload per primitive type, and the type checker weighed all of them at
// every one of a big SDK's thousands of calls: GitHub's function bodies took 8.2-8.8 s to type-check with them,
// 6.7-7.2 s with `encode(_:under:)` (three alternating builds each, 2026-11-28).
//
// Generated code names no type in these statements on purpose: a property may share its name with the type it
// holds (`_1: _1?`, `名前: 名前`), and inside the struct `_1.self` would then be ambiguous.

/// A coding key made from any string. Generated structs read and write their properties under string-literal
/// keys of this type instead of declaring a `CodingKeys` enum each (CONTRIBUTING.md says why).
@_spi(Generated) public struct AnyCodingKey: CodingKey, ExpressibleByStringLiteral, Hashable, Sendable {
  public var stringValue: String
  public var intValue: Int?
  public init(_ string: String) { stringValue = string }
  public init(stringLiteral string: String) { stringValue = string }
  public init?(stringValue: String) { self.stringValue = stringValue }
  public init?(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}

extension KeyedDecodingContainer {
  /// The value under `key`, of the type the caller assigns it to.
  @_spi(Generated) public func decode<Value: Decodable>(forKey key: Key) throws -> Value {
    try decode(Value.self, forKey: key)
  }

  /// The value under `key` when present and not null, of the type the caller assigns it to.
  @_spi(Generated) public func decodeIfPresent<Value: Decodable>(forKey key: Key) throws -> Value? {
    try decodeIfPresent(Value.self, forKey: key)
  }
}

extension KeyedEncodingContainer {
  /// Writes `value` under `key`. Strings, integers and booleans go to the container's own overloads, which the
  /// type checker would have picked: through the generic one JSONEncoder encoded GitHub's repositories a third
  /// slower (apigen-bench client, encode_vs_handwritten 0.53-0.57 against 0.78-0.90).
  @_spi(Generated) public mutating func encode<Value: Encodable>(_ value: Value, under key: Key) throws {
    switch value {
    case let string as String: try encode(string, forKey: key)
    case let int as Int: try encode(int, forKey: key)
    case let bool as Bool: try encode(bool, forKey: key)
    default: try encode(value, forKey: key)
    }
  }

  /// Writes `value` under `key` unless it is nil.
  @_spi(Generated) public mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, under key: Key) throws {
    guard let value else { return }
    try encode(value, under: key)
  }
}
