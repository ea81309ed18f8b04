/// A string or integer enum generated from a spec: a struct over the raw value with a static constant per value
/// the spec lists (`State.open`). Values the spec does not list decode as they are instead of failing the whole
/// response when a server adds one; compare with `==` or `switch` with a `default`.
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
