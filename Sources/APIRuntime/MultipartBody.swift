import Foundation

/// A multipart body from an `Encodable` value.
///
/// An object is one part per property, each named in a `form-data` disposition: `Data` properties become file parts
/// (with a filename and their content type), strings, numbers, booleans, dates and enums become text parts, arrays
/// become one part per element, and nested objects become `application/json` parts. A list (OpenAPI 3.2's
/// positional parts, as `multipart/mixed` carries them) is one unnamed part per element, in order, typed by its
/// position's content type, else the one for every item, else by its value as above.
enum MultipartBody {
  struct Part: Equatable {
    /// The `form-data` name; nil for a positional part, which has no disposition.
    var name: String?
    var filename: String?
    var contentType: String?
    var body: [UInt8]
  }

  /// The content types the description gives positional parts: `prefixEncoding`'s by position, then
  /// `itemEncoding`'s for the rest.
  struct PositionalTypes: Equatable {
    var prefix: [String?] = []
    var item: String?

    func contentType(at index: Int) -> String? { index < prefix.count ? prefix[index] : item }
  }

  static func parts(
    of value: some Encodable, contentTypes: [String: String], allowsList: Bool = false,
    positional: PositionalTypes = PositionalTypes()
  ) throws -> [Part] {
    let collector = FieldCollector(allowsList: allowsList)
    try value.encode(to: collector)
    if let items = collector.items {
      return try items.enumerated().compactMap { index, item in
        try part(named: nil, item, contentType: positional.contentType(at: index))
      }
    }
    var parts: [Part] = []
    for (name, field) in collector.fields {
      if let data = field as? Data {
        parts.append(bytesPart(named: name, data, contentType: contentTypes[name]))
        continue
      }
      let json = try JSONDecoder().decode(JSONValue.self, from: JSONCoding.encode(field, sortedKeys: true))
      switch json {
      case .null: continue
      case .array(let items):
        for item in items { parts.append(textOrJSON(name, item, contentTypes[name])) }
      default: parts.append(textOrJSON(name, json, contentTypes[name]))
      }
    }
    return parts
  }

  /// One value as one part: bytes as a file (named parts) or as they are (positional ones), anything else as text
  /// or JSON; nil for a null.
  private static func part(named name: String?, _ value: any Encodable, contentType: String?) throws -> Part? {
    if let data = value as? Data { return bytesPart(named: name, data, contentType: contentType) }
    let json = try JSONDecoder().decode(JSONValue.self, from: JSONCoding.encode(value, sortedKeys: true))
    return json == .null ? nil : textOrJSON(name, json, contentType)
  }

  /// Bytes as they are: a file when named (its name the filename), of the given type, else of no known type.
  private static func bytesPart(named name: String?, _ data: Data, contentType: String?) -> Part {
    Part(name: name, filename: name, contentType: contentType ?? "application/octet-stream", body: Array(data))
  }

  private static func textOrJSON(_ name: String?, _ value: JSONValue, _ contentType: String?) -> Part {
    switch value {
    case .object, .array:
      let data = (try? JSONCoding.encoder(sortedKeys: true).encode(value)) ?? Data()
      return Part(name: name, contentType: contentType ?? "application/json", body: Array(data))
    default:
      return Part(name: name, contentType: contentType, body: Array(ParameterEncoder.text(value).utf8))
    }
  }

  /// The body bytes for parts, separated by `boundary`.
  static func encode(_ parts: [Part], boundary: String) -> Data {
    var data = Data()
    for part in parts {
      var head = "--\(boundary)\r\n"
      if let name = part.name {
        head += "Content-Disposition: form-data; name=\"\(escape(name))\""
        if let filename = part.filename { head += "; filename=\"\(escape(filename))\"" }
        head += "\r\n"
      }
      if let contentType = part.contentType { head += "Content-Type: \(contentType)\r\n" }
      head += "\r\n"
      data.append(Data(head.utf8))
      data.append(contentsOf: part.body)
      data.append(Data("\r\n".utf8))
    }
    data.append(Data("--\(boundary)--\r\n".utf8))
    return data
  }

  /// Quotes and line breaks cannot appear raw in a quoted header parameter.
  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }
}

/// An `Encoder` that keeps an object's top-level properties (or, where a list is allowed, a list's elements) as they
/// are, for turning each into a part.
private final class FieldCollector: Encoder {
  var fields: [(String, any Encodable)] = []
  /// A list's elements; nil when the value was no list.
  var items: [any Encodable]?
  let allowsList: Bool
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] = [:]

  init(allowsList: Bool = false) { self.allowsList = allowsList }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Container<Key>(collector: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    guard allowsList else { return JSONEncoder.failingUnkeyedContainer(codingPath) }
    items = items ?? []
    return ItemContainer(collector: self)
  }

  /// A top-level list's elements, each kept whole (a nested list or object becomes one JSON part).
  struct ItemContainer: UnkeyedEncodingContainer {
    let collector: FieldCollector
    var codingPath: [any CodingKey] { [] }
    var count: Int { collector.items?.count ?? 0 }

    mutating func encodeNil() throws { collector.items?.append(JSONValue.null) }
    mutating func encode<T: Encodable>(_ value: T) throws { collector.items?.append(value) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
      NestedKey
    > {
      KeyedEncodingContainer(Container<NestedKey>(collector: FieldCollector()))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      JSONEncoder.failingUnkeyedContainer(codingPath)
    }
    mutating func superEncoder() -> any Encoder { FieldCollector() }
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    JSONEncoder.failingSingleValueContainer(codingPath)
  }

  struct Container<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let collector: FieldCollector
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      collector.fields.append((key.stringValue, value))
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
      -> KeyedEncodingContainer<NestedKey>
    {
      KeyedEncodingContainer(Container<NestedKey>(collector: FieldCollector()))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      JSONEncoder.failingUnkeyedContainer([key])
    }
    mutating func superEncoder() -> any Encoder { FieldCollector() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { FieldCollector() }
  }
}

extension JSONEncoder {
  /// Containers for shapes a multipart body cannot take (a top-level array or scalar): encoding through them fails.
  fileprivate static func failingUnkeyedContainer(_ path: [any CodingKey]) -> any UnkeyedEncodingContainer {
    FailingContainer(codingPath: path)
  }

  fileprivate static func failingSingleValueContainer(_ path: [any CodingKey]) -> any SingleValueEncodingContainer {
    FailingContainer(codingPath: path)
  }
}

private struct FailingContainer: UnkeyedEncodingContainer, SingleValueEncodingContainer {
  var codingPath: [any CodingKey]
  var count: Int { 0 }

  private func fail() -> EncodingError {
    EncodingError.invalidValue(
      0,
      .init(
        codingPath: codingPath,
        debugDescription: "a multipart/form-data body must be an object; only other multipart types take a list"))
  }

  mutating func encodeNil() throws { throw fail() }
  mutating func encode<T: Encodable>(_ value: T) throws { throw fail() }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    KeyedEncodingContainer(FieldCollector.Container<NestedKey>(collector: FieldCollector()))
  }
  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
  mutating func superEncoder() -> any Encoder { FieldCollector() }
}
