/// A string or integer enum generated from a spec that keeps values the spec does not list (in a catch-all case)
/// instead of failing to decode the whole response when a server adds one.
public protocol OpenEnum: RawRepresentable, Codable, Hashable, Sendable
where RawValue: Codable & Hashable & Sendable {
  init(rawValue: RawValue)
}

extension OpenEnum {
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(RawValue.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
