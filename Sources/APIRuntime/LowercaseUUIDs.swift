import Foundation

// UUIDs go over the wire in lower case, as RFC 9562 writes them. Foundation's `uuidString` (and so `UUID`'s own
// `Encodable`) writes upper case, and servers that keep UUIDs as text compare them as text: a session created as
// `26bf6495-...` is not found at `/sessions/26BF6495-...`. Reading accepts either case (`UUID(uuidString:)` does).
//
// Every value the runtime sends goes through JSON coding first (bodies, and parameters, which are flattened from
// their JSON form), so the lowering is done there: by the generated structs' `encode(_:under:)`, by `oneOf`
// payloads' `encodeValue`, and at the top of each encoding (`JSONCoding.encode`), for a UUID sent on its own.

/// A value made only of UUIDs (a UUID, or arrays, sets, optionals and string-keyed dictionaries of them), which
/// the runtime writes in lower case. Other values holding UUIDs are generated structs, which lower their own.
@usableFromInline protocol UUIDValued {
  var lowercasedUUIDs: LowercasedUUIDs { get }
}

/// The JSON form of a `UUIDValued` value, its UUIDs already written in lower case.
@usableFromInline enum LowercasedUUIDs: Encodable {
  case text(String)
  case list([LowercasedUUIDs])
  case map([String: LowercasedUUIDs])
  case null

  @usableFromInline func encode(to encoder: any Encoder) throws {
    switch self {
    case .text(let text):
      var container = encoder.singleValueContainer()
      try container.encode(text)
    case .list(let items):
      var container = encoder.unkeyedContainer()
      for item in items { try container.encode(item) }
    case .map(let fields):
      var container = encoder.container(keyedBy: AnyCodingKey.self)
      for key in fields.keys.sorted() { try container.encode(fields[key]!, forKey: AnyCodingKey(key)) }
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    }
  }
}

extension UUID: UUIDValued {
  @usableFromInline var lowercasedUUIDs: LowercasedUUIDs { .text(uuidString.lowercased()) }
}

extension Optional: UUIDValued where Wrapped: UUIDValued {
  @usableFromInline var lowercasedUUIDs: LowercasedUUIDs { map(\.lowercasedUUIDs) ?? .null }
}

extension Array: UUIDValued where Element: UUIDValued {
  @usableFromInline var lowercasedUUIDs: LowercasedUUIDs { .list(map(\.lowercasedUUIDs)) }
}

extension Set: UUIDValued where Element: UUIDValued {
  @usableFromInline var lowercasedUUIDs: LowercasedUUIDs { .list(map(\.lowercasedUUIDs)) }
}

extension Dictionary: UUIDValued where Key == String, Value: UUIDValued {
  @usableFromInline var lowercasedUUIDs: LowercasedUUIDs { .map(mapValues(\.lowercasedUUIDs)) }
}

extension Encoder {
  /// Writes `value` as the whole of what this encoder writes, its UUIDs in lower case: what a `oneOf`'s
  /// `encode(to:)` does with its payload. A date goes through a single-value container, where the encoder's date
  /// strategy applies (`Date`'s own `encode(to:)` writes seconds since 2001).
  @_spi(Generated) @inlinable
  public func encodeValue<Value: Encodable>(_ value: Value) throws {
    switch value {
    case let uuids as any UUIDValued: try uuids.lowercasedUUIDs.encode(to: self)
    case let date as Date:
      var container = singleValueContainer()
      try container.encode(date)
    default: try value.encode(to: self)
    }
  }
}

/// A value at the top of a JSON text, written as a `oneOf` payload is (`encodeValue`): its UUIDs lowered, a date
/// through the encoder's date strategy.
struct EncodedValue<Value: Encodable>: Encodable {
  var value: Value
  func encode(to encoder: any Encoder) throws { try encoder.encodeValue(value) }
}

extension JSONCoding {
  /// The JSON text the runtime sends for `value`: its UUIDs in lower case, dates as `encoder` writes them.
  static func encode(_ value: some Encodable, sortedKeys: Bool = false) throws -> Data {
    try encoder(sortedKeys: sortedKeys).encode(EncodedValue(value: value))
  }
}
