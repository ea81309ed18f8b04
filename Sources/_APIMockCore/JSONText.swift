import Foundation
import _APIGenOpenAPI

extension JSONValue {
  /// Parses JSON text (RFC 8259; numbers without a fraction or exponent become `.int` when they fit). Object keys
  /// keep the order they were written in.
  package static func parseJSON(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
    var reader = JSONReader(bytes: Array(bytes))
    return try reader.document()
  }
}

/// What is wrong with a text that should be JSON, and where (1-based line and column, as editors count).
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  package var message: String
  package var line: Int
  package var column: Int
  package var description: String { "\(message) at line \(line), column \(column)" }
}

/// A strict JSON reader that keeps object keys in order (Foundation's loses it) and says where text went wrong.
private struct JSONReader {
  let bytes: [UInt8]
  var index = 0
  var depth = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func document() throws(JSONSyntaxError) -> JSONValue {
    skipSpace()
    let value = try self.value()
    skipSpace()
    if index < bytes.count { throw failure("unexpected text after the value") }
    return value
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONValue {
    guard index < bytes.count else { throw failure("unexpected end of text") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'")
    }
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONValue {
    depth += 1
    defer { depth -= 1 }
    if depth > 512 { throw failure("nested too deeply") }
    index += 1
    var fields: [String: JSONValue] = [:]
    var keys: [String] = []
    skipSpace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      return .object(fields, keys: keys)
    }
    while true {
      skipSpace()
      guard peek(UInt8(ascii: "\"")) else { throw failure("expected a property name in double quotes") }
      let key = try string()
      skipSpace()
      guard peek(UInt8(ascii: ":")) else { throw failure("expected ':' after a property name") }
      index += 1
      skipSpace()
      let field = try value()
      if fields.updateValue(field, forKey: key) == nil { keys.append(key) }
      skipSpace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      guard peek(UInt8(ascii: "}")) else { throw failure("expected ',' or '}' in an object") }
      index += 1
      return .object(fields, keys: keys)
    }
  }

  private mutating func array() throws(JSONSyntaxError) -> JSONValue {
    depth += 1
    defer { depth -= 1 }
    if depth > 512 { throw failure("nested too deeply") }
    index += 1
    var items: [JSONValue] = []
    skipSpace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      return .array(items)
    }
    while true {
      skipSpace()
      items.append(try value())
      skipSpace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      guard peek(UInt8(ascii: "]")) else { throw failure("expected ',' or ']' in an array") }
      index += 1
      return .array(items)
    }
  }

  private mutating func string() throws(JSONSyntaxError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var run = index
    func flush(_ end: Int) {
      if end > run { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flush(index)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 { throw failure("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        flush(index)
        index += 1
        guard index < bytes.count else { break }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{c}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), peek(UInt8(ascii: "\\")), index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw failure("invalid surrogate pair") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default: throw failure("invalid escape in a string")
        }
        run = index
        continue
      }
      index += 1
    }
    throw failure("unterminated string")
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure("short \\u escape") }
    var code: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw failure("invalid \\u escape")
      }
      code = code * 16 + digit
      index += 1
    }
    return code
  }

  private mutating func number() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    var isInteger = true
    if peek(UInt8(ascii: "-")) { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if peek(UInt8(ascii: ".")) {
      isInteger = false
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      isInteger = false
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let integer = Int(text) { return .int(integer) }
    guard let number = Double(text) else { throw failure("invalid number") }
    return .double(number)
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      throw failure("invalid literal (expected \(word))")
    }
    index += utf8.count
    return value
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  private mutating func skipSpace() {
    while index < bytes.count,
      bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
    {
      index += 1
    }
  }

  private func failure(_ message: String) -> JSONSyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONSyntaxError(message: message, line: line, column: column)
  }
}
