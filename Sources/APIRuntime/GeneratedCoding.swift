import Foundation

// What generated structs' written-out `init(from:)` and `encode(to:)` read and write through: each property
// under its spec key as a string literal, and decoding that takes its type from the property it assigns.
//
// Both sides are one generic method each. The standard library's `encode(_:forKey:)` and
// `encodeIfPresent(_:forKey:)` have an overload per primitive type, and the type checker weighs all of them at every
// one of a big SDK's thousands of calls; one generic method type-checks faster (Benchmarks/README.md, "Decisions
// the code cites").
//
// All four are inlinable so that release builds specialize them for each property's type: the type tests fold away
// and no generic metadata is looked up per property at run time. That made coding as fast as hand-written structs'
// and cost release builds little; debug builds do not specialize (the same section has the figures).
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
  /// The value under `key`, of the type the caller assigns it to. Strings, integers, booleans and doubles come from
  /// the container's own overloads, as on the encoding side: through the generic one, JSONDecoder read each such
  /// value by its `init(from:)` through a single-value container, and GitHub's repositories decoded a fifth slower
  /// (apigen-bench client, decode_vs_handwritten 0.80-0.83 against 0.91-0.97 with these overloads and no
  /// inlining; users 0.87 against 0.98).
  @_spi(Generated) @inlinable
  public func decode<Value: Decodable>(forKey key: Key) throws -> Value {
    if Value.self == String.self { return try decode(String.self, forKey: key) as! Value }
    if Value.self == Int.self { return try decode(Int.self, forKey: key) as! Value }
    if Value.self == Bool.self { return try decode(Bool.self, forKey: key) as! Value }
    if Value.self == Double.self { return try decode(Double.self, forKey: key) as! Value }
    return try decode(Value.self, forKey: key)
  }

  /// The value under `key` when present and not null, of the type the caller assigns it to.
  @_spi(Generated) @inlinable
  public func decodeIfPresent<Value: Decodable>(forKey key: Key) throws -> Value? {
    if Value.self == String.self { return try decodeIfPresent(String.self, forKey: key) as! Value? }
    if Value.self == Int.self { return try decodeIfPresent(Int.self, forKey: key) as! Value? }
    if Value.self == Bool.self { return try decodeIfPresent(Bool.self, forKey: key) as! Value? }
    if Value.self == Double.self { return try decodeIfPresent(Double.self, forKey: key) as! Value? }
    return try decodeIfPresent(Value.self, forKey: key)
  }
}

extension KeyedEncodingContainer {
  /// Writes `value` under `key`, UUIDs in lower case (LowercaseUUIDs.swift says why). Strings, integers and
  /// booleans go to the container's own overloads, which the type checker would have picked: through the generic one JSONEncoder encoded GitHub's repositories a third
  /// slower (apigen-bench client, encode_vs_handwritten 0.53-0.57 against 0.78-0.90).
  @_spi(Generated) @inlinable
  public mutating func encode<Value: Encodable>(_ value: Value, under key: Key) throws {
    switch value {
    case let string as String: try encode(string, forKey: key)
    case let int as Int: try encode(int, forKey: key)
    case let bool as Bool: try encode(bool, forKey: key)
    case let uuid as UUID: try encode(uuid.lowercasedUUIDs, forKey: key)
    case let uuids as any UUIDValued: try encode(uuids.lowercasedUUIDs, forKey: key)
    default: try encode(value, forKey: key)
    }
  }

  /// Writes `value` under `key` unless it is nil.
  @_spi(Generated) @inlinable
  public mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, under key: Key) throws {
    guard let value else { return }
    try encode(value, under: key)
  }
}
