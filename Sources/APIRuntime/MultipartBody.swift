import Foundation

/// multipart/form-data from an `Encodable` object: one part per property. `Data` properties become file parts
/// (with a filename and their content type), strings, numbers, booleans, dates and enums become text parts, arrays
/// become one part per element, and nested objects become `application/json` parts.
enum MultipartBody {
  struct Part: Equatable {
    var name: String
    var filename: String?
    var contentType: String?
    var body: [UInt8]
  }

  static func parts(of value: some Encodable, contentTypes: [String: String]) throws -> [Part] {
    let collector = FieldCollector()
    try value.encode(to: collector)
    var parts: [Part] = []
    for (name, field) in collector.fields {
      if let data = field as? Data {
        parts.append(
          Part(
            name: name, filename: name, contentType: contentTypes[name] ?? "application/octet-stream", body: Array(data)
          ))
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

  private static func textOrJSON(_ name: String, _ value: JSONValue, _ contentType: String?) -> Part {
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
      var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(escape(part.name))\""
      if let filename = part.filename { head += "; filename=\"\(escape(filename))\"" }
      head += "\r\n"
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

/// An `Encoder` that keeps an object's top-level properties as they are, for turning each into a part.
private final class FieldCollector: Encoder {
  var fields: [(String, any Encodable)] = []
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] = [:]

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Container<Key>(collector: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    JSONEncoder.failingUnkeyedContainer(codingPath)
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
      0, .init(codingPath: codingPath, debugDescription: "a multipart/form-data body must be an object"))
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
