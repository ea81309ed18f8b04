/// A box that stores a value out of line, so that a struct can contain itself (`parent: Comment?` in `Comment`).
/// It codes, compares and hashes as the value it holds.
@_spi(Generated) public final class Indirect<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
  public let value: Value

  public init(_ value: Value) { self.value = value }

  public init(from decoder: any Decoder) throws { value = try Value(from: decoder) }

  public func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }

  public static func == (lhs: Indirect, rhs: Indirect) -> Bool { lhs.value == rhs.value }

  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
