/// Collects why each case of a `oneOf`/`anyOf` enum failed to decode, for an error that lists them all.
@_spi(Generated) public struct OneOfFailures {
  private let typeName: String
  private var failures: [(label: String, error: any Error)] = []
  private var matched = false

  public init<T>(of type: T.Type) { typeName = String(describing: type) }

  public mutating func append(_ label: String, _ error: any Error) { failures.append((label, error)) }

  /// The value `read` gives, or nil with its error kept (one member of an `anyOf` of objects).
  public mutating func attempt<Value>(_ label: String, _ read: () throws -> Value) -> Value? {
    do {
      let value = try read()
      matched = true
      return value
    } catch {
      failures.append((label, error))
      return nil
    }
  }

  /// Throws when no `attempt` read a value: an `anyOf` needs at least one member to match.
  public func requireAnyMatch(_ decoder: any Decoder) throws {
    if !matched { throw error(decoder, part: "member") }
  }

  /// The error to throw when no case decoded.
  public func error(_ decoder: any Decoder) -> DecodingError { error(decoder, part: "case") }

  private func error(_ decoder: any Decoder, part: String) -> DecodingError {
    let reasons = failures.map { "\($0.label): \(DecodingErrorText.describe($0.error))" }.joined(separator: "; ")
    return DecodingError.dataCorrupted(
      .init(codingPath: decoder.codingPath, debugDescription: "no \(part) of \(typeName) matches (\(reasons))"))
  }
}

extension Decoder {
  /// The string under `key` that selects a `oneOf` case.
  @_spi(Generated) public func discriminator(_ key: String) throws -> String {
    try container(keyedBy: AnyCodingKey.self).decode(String.self, forKey: AnyCodingKey(key))
  }

  /// The string under `key`, nil when the object has no such key (a `oneOf` with a default case).
  @_spi(Generated) public func discriminatorIfPresent(_ key: String) throws -> String? {
    try container(keyedBy: AnyCodingKey.self).decodeIfPresent(String.self, forKey: AnyCodingKey(key))
  }

  /// Every key of the object beyond `known` (its listed properties), each value read as `Value`: what
  /// `additionalProperties` next to `properties` allows.
  @_spi(Generated) public func additionalProperties<Value: Decodable>(excluding known: Set<String>) throws
    -> [String: Value]
  {
    let container = try container(keyedBy: AnyCodingKey.self)
    var values: [String: Value] = [:]
    for key in container.allKeys where !known.contains(key.stringValue) {
      values[key.stringValue] = try container.decode(Value.self, forKey: key)
    }
    return values
  }

  /// The error for a discriminator value no case maps.
  @_spi(Generated) public func unknownDiscriminator(_ key: String, _ value: String, expected: [String]) -> DecodingError
  {
    DecodingError.dataCorrupted(
      .init(
        codingPath: codingPath + [AnyCodingKey(key)],
        debugDescription: "unknown \(key) '\(value)'; expected one of \(expected.joined(separator: ", "))"))
  }
}

extension Encoder {
  /// Writes extra keys next to an object's listed properties, in key order (so a body's bytes do not depend on
  /// dictionary order). A key that is also a listed property is left out: the property is what is sent.
  @_spi(Generated) public func encodeAdditionalProperties<Value: Encodable>(
    _ values: [String: Value], excluding known: Set<String>
  ) throws {
    guard !values.isEmpty else { return }
    var container = container(keyedBy: AnyCodingKey.self)
    for key in values.keys.sorted() where !known.contains(key) {
      try container.encode(values[key]!, under: AnyCodingKey(key))
    }
  }
}

enum DecodingErrorText {
  /// One readable line for a decoding error: what was wrong and at which coding path.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    func path(_ codingPath: [any CodingKey]) -> String {
      codingPath.isEmpty
        ? "the top level" : codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case .typeMismatch(let type, let context):
      return "expected \(type) at \(path(context.codingPath)): \(context.debugDescription)"
    case .valueNotFound(let type, let context):
      return "missing \(type) value at \(path(context.codingPath))"
    case .keyNotFound(let key, let context):
      return "missing key '\(key.stringValue)' at \(path(context.codingPath))"
    case .dataCorrupted(let context):
      return "\(context.debugDescription) at \(path(context.codingPath))"
    @unknown default:
      return String(describing: error)
    }
  }

  static func codingPath(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "" }
    let context: DecodingError.Context
    switch error {
    case .typeMismatch(_, let value), .valueNotFound(_, let value), .keyNotFound(_, let value),
      .dataCorrupted(let value):
      context = value
    @unknown default: return ""
    }
    return context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
  }
}
