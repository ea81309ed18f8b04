/// Collects why each case of a `oneOf`/`anyOf` enum failed to decode, for an error that lists them all.
@_spi(Generated) public struct OneOfFailures {
  private let typeName: String
  private var failures: [(label: String, error: any Error)] = []

  public init<T>(of type: T.Type) { typeName = String(describing: type) }

  public mutating func append(_ label: String, _ error: any Error) { failures.append((label, error)) }

  /// The error to throw when no case decoded.
  public func error(_ decoder: any Decoder) -> DecodingError {
    let reasons = failures.map { "\($0.label): \(DecodingErrorText.describe($0.error))" }.joined(separator: "; ")
    return DecodingError.dataCorrupted(
      .init(codingPath: decoder.codingPath, debugDescription: "no case of \(typeName) matches (\(reasons))"))
  }
}

/// A coding key made from any string.
@_spi(Generated) public struct AnyCodingKey: CodingKey, Hashable, Sendable {
  public var stringValue: String
  public var intValue: Int?
  public init(_ string: String) { stringValue = string }
  public init?(stringValue: String) { self.stringValue = stringValue }
  public init?(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}

extension Decoder {
  /// The string under `key` that selects a `oneOf` case.
  @_spi(Generated) public func discriminator(_ key: String) throws -> String {
    try container(keyedBy: AnyCodingKey.self).decode(String.self, forKey: AnyCodingKey(key))
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
