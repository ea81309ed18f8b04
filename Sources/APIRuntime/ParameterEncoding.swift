import Foundation

/// How a parameter value is written (OpenAPI's `style`).
@_spi(Generated) public enum ParameterStyle: String, Sendable {
  case form, simple, spaceDelimited, pipeDelimited, deepObject, label, matrix
}

/// A parameter value reduced to what serialization styles work with: one text, a list, or key-value pairs.
enum ParameterNode: Equatable {
  case null
  case scalar(String)
  case list([String])
  case object([(String, String)])

  static func == (lhs: ParameterNode, rhs: ParameterNode) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.scalar(let a), .scalar(let b)): return a == b
    case (.list(let a), .list(let b)): return a == b
    case (.object(let a), .object(let b)): return a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
    default: return false
    }
  }

  /// The `simple` style text: `a,b` for lists, `k,v,k2,v2` for objects.
  var simpleText: String {
    switch self {
    case .null: return ""
    case .scalar(let text): return text
    case .list(let items): return items.joined(separator: ",")
    case .object(let pairs): return pairs.flatMap { [$0.0, $0.1] }.joined(separator: ",")
    }
  }
}

/// Encodes any `Encodable` parameter value through the same JSON coding as bodies (so dates, enums and data read
/// the same in a query as in JSON), then flattens it one level.
enum ParameterEncoder {
  static func encode(_ value: some Encodable) throws -> ParameterNode {
    let data = try JSONCoding.encode(value, sortedKeys: true)
    let json = try JSONDecoder().decode(JSONValue.self, from: data)
    switch json {
    case .null: return .null
    case .array(let items): return .list(items.map(text))
    case .object(let fields): return .object(fields.keys.sorted().map { ($0, text(fields[$0]!)) })
    default: return .scalar(text(json))
    }
  }

  static func text(_ value: JSONValue) -> String {
    switch value {
    case .null: return ""
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .double(let number):
      return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    case .string(let text): return text
    case .array, .object:
      let data = (try? JSONCoding.encoder(sortedKeys: true).encode(value)) ?? Data()
      return String(decoding: data, as: UTF8.self)
    }
  }
}

/// RFC 3986 percent-encoding.
enum PercentEncoding {
  enum Allowed {
    /// Unreserved characters only: what a value inside a path segment, query or form may keep.
    case pathSegment, queryValue
    /// Unreserved and reserved characters (`allowReserved`).
    case reserved
  }

  static func encode(_ text: String, allowed: Allowed) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if isUnreserved(byte) || (allowed == .reserved && isReserved(byte)) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result += "%" + hex(byte >> 4) + hex(byte & 0x0F)
      }
    }
    return result
  }

  private static func hex(_ nibble: UInt8) -> String { String(UnicodeScalar(nibble < 10 ? 48 + nibble : 55 + nibble)) }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    default: return false
    }
  }

  private static func isReserved(_ byte: UInt8) -> Bool { ":/?#[]@!$&'()*+,;=".utf8.contains(byte) }
}
