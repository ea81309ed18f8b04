import Foundation

/// A multipart/form-data answer read into the operation's object type: each part is a field of the object (JSON
/// parts parsed, other parts as text), and a name that repeats is a list.
///
/// A part carries no type of its own, so the object's `Decodable` conformance says what each field must be: a text
/// part read where a number or a Boolean is expected is parsed as one, and a single part read where a list is
/// expected is a list of one. Each such mismatch is mended where decoding reports it, and decoding is tried again.
enum MultipartResponse {
  struct Part {
    var name: String
    var contentType: String?
    var body: Data
  }

  enum Failure: Error, CustomStringConvertible {
    case malformed(String)

    var description: String {
      switch self {
      case .malformed(let message): message
      }
    }
  }

  static func decode<T: Decodable>(_ type: T.Type, from body: Data, contentType: String) throws -> T {
    let parts = try parts(of: body, contentType: contentType)
    var fields: [String: JSONValue] = [:]
    for part in parts {
      let value = Self.value(of: part)
      switch fields[part.name] {
      case nil: fields[part.name] = value
      case .array(let items)?: fields[part.name] = .array(items + [value])
      case let first?: fields[part.name] = .array([first, value])
      }
    }
    var object = JSONValue.object(fields)
    // Each mend changes one value and cannot be undone by another, so this ends; the bound is only a guard.
    for _ in 0...(parts.count * 2 + 1) {
      do {
        return try object.decoded(as: type)
      } catch let error as DecodingError {
        guard let mended = mend(object, after: error) else { throw error }
        object = mended
      }
    }
    return try object.decoded(as: type)
  }

  /// The parts of a multipart body, by the boundary its content type names.
  static func parts(of body: Data, contentType: String) throws -> [Part] {
    guard let boundary = parameter("boundary", of: contentType), !boundary.isEmpty else {
      throw Failure.malformed("the multipart answer's Content-Type names no boundary")
    }
    let delimiter = Data("--\(boundary)".utf8)
    let headEnd = Data("\r\n\r\n".utf8)
    var parts: [Part] = []
    guard var cursor = body.range(of: delimiter)?.upperBound else {
      throw Failure.malformed("the multipart answer has no part opened by its boundary")
    }
    while true {
      if body[cursor...].starts(with: Data("--".utf8)) { return parts }
      guard let head = body.range(of: headEnd, in: cursor..<body.endIndex),
        let next = body.range(of: Data("\r\n".utf8) + delimiter, in: head.upperBound..<body.endIndex)
      else {
        throw Failure.malformed("a part of the multipart answer does not end with its boundary")
      }
      let headers = String(decoding: body[cursor..<head.lowerBound], as: UTF8.self)
      parts.append(try part(headers: headers, body: Data(body[head.upperBound..<next.lowerBound])))
      cursor = next.upperBound
    }
  }

  private static func part(headers: String, body: Data) throws -> Part {
    var name: String?
    var contentType: String?
    for line in headers.split(separator: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let field = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if field == "content-disposition" { name = parameter("name", of: value) }
      if field == "content-type" { contentType = value }
    }
    guard let name else { throw Failure.malformed("a part of the multipart answer has no name") }
    return Part(name: name, contentType: contentType, body: body)
  }

  /// A parameter of a header value (`boundary=abc`, `name="file"`), unquoted.
  static func parameter(_ name: String, of value: String) -> String? {
    for piece in value.split(separator: ";").dropFirst() {
      let pair = piece.split(separator: "=", maxSplits: 1)
      guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == name else { continue }
      let raw = pair[1].trimmingCharacters(in: .whitespaces)
      return raw.hasPrefix("\"") && raw.hasSuffix("\"") && raw.count >= 2 ? String(raw.dropFirst().dropLast()) : raw
    }
    return nil
  }

  private static func value(of part: Part) -> JSONValue {
    if let contentType = part.contentType, MediaType.mayBeJSON(contentType),
      let json = try? JSONCoding.decoder().decode(JSONValue.self, from: part.body)
    {
      return json
    }
    return .string(String(decoding: part.body, as: UTF8.self))
  }

  /// The object with the value decoding stumbled on made into what was expected, or nil when it cannot be.
  private static func mend(_ object: JSONValue, after error: DecodingError) -> JSONValue? {
    guard case .typeMismatch(let expected, let context) = error else { return nil }
    let path = context.codingPath
    guard let found = value(at: path[...], in: object) else { return nil }
    let replacement: JSONValue
    if expected == [Any].self {
      guard !isArray(found) else { return nil }
      replacement = .array([found])
    } else if case .string(let text) = found,
      let parsed = try? JSONCoding.decoder().decode(JSONValue.self, from: Data(text.utf8))
    {
      guard !isString(parsed) else { return nil }
      replacement = parsed
    } else {
      return nil
    }
    return replacing(path[...], in: object, with: replacement)
  }

  private static func isArray(_ value: JSONValue) -> Bool {
    if case .array = value { true } else { false }
  }

  private static func isString(_ value: JSONValue) -> Bool {
    if case .string = value { true } else { false }
  }

  private static func value(at path: ArraySlice<any CodingKey>, in value: JSONValue) -> JSONValue? {
    guard let key = path.first else { return value }
    switch value {
    case .object(let fields): return fields[key.stringValue].flatMap { Self.value(at: path.dropFirst(), in: $0) }
    case .array(let items):
      guard let index = key.intValue, items.indices.contains(index) else { return nil }
      return Self.value(at: path.dropFirst(), in: items[index])
    default: return nil
    }
  }

  private static func replacing(
    _ path: ArraySlice<any CodingKey>, in value: JSONValue, with replacement: JSONValue
  ) -> JSONValue? {
    guard let key = path.first else { return replacement }
    switch value {
    case .object(var fields):
      guard let inner = fields[key.stringValue], let mended = replacing(path.dropFirst(), in: inner, with: replacement)
      else { return nil }
      fields[key.stringValue] = mended
      return .object(fields)
    case .array(var items):
      guard let index = key.intValue, items.indices.contains(index),
        let mended = replacing(path.dropFirst(), in: items[index], with: replacement)
      else { return nil }
      items[index] = mended
      return .array(items)
    default: return nil
    }
  }
}
