import _APIGenOpenAPI

/// Spec text made safe to print inside Swift source: string literals that no spec text can end early, and
/// documentation lines that no spec text can turn into code.
package enum SwiftLiteral {
  /// A double-quoted Swift string literal with every character that could end or change it escaped.
  package static func string(_ text: String) -> String { "\"" + stringContents(text) + "\"" }

  /// What goes between the quotes of a string literal for a text: quotes, backslashes and control characters
  /// escaped.
  static func stringContents(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
      return text
    }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .lineSeparator
          || scalar.properties.generalCategory == .paragraphSeparator
        {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Documentation text split into lines for `///` comments: every kind of line break splits (so no text can leave
  /// the comment), control characters are dropped, trailing blanks and blank edges are trimmed.
  package static func docLines(_ texts: String?...) -> [String] {
    var lines: [String] = []
    for text in texts {
      guard let text, !text.isEmpty else { continue }
      if !lines.isEmpty { lines.append("") }
      appendDocLines(of: text, to: &lines)
    }
    // Drop blank lines at the edges and runs of blank lines in between.
    var result: [String] = []
    for line in lines where !(line.isEmpty && (result.isEmpty || result.last!.isEmpty)) { result.append(line) }
    while result.last?.isEmpty == true { result.removeLast() }
    return result
  }

  /// One text's lines, read as UTF-8 bytes (descriptions are most of a spec's text, and a loop over scalars
  /// building strings a scalar at a time was a tenth of all generation): breaks are LF, CR, CRLF, VT, FF, NEL,
  /// LS and PS; other C0 controls and DEL are dropped, a tab becomes two spaces, trailing spaces go.
  private static func appendDocLines(of text: String, to lines: inout [String]) {
    var text = text
    text.withUTF8 { bytes in
      var line: [UInt8] = []
      line.reserveCapacity(min(bytes.count, 256))
      func endLine() {
        while line.last == UInt8(ascii: " ") { line.removeLast() }
        lines.append(String(decoding: line, as: UTF8.self))
        line.removeAll(keepingCapacity: true)
      }
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\n"), 0x0B, 0x0C:
          endLine()
        case UInt8(ascii: "\r"):
          endLine()
          if index < bytes.count && bytes[index] == UInt8(ascii: "\n") { index += 1 }
        case UInt8(ascii: "\t"):
          line.append(UInt8(ascii: " "))
          line.append(UInt8(ascii: " "))
        case 0xC2 where index < bytes.count && bytes[index] == 0x85:  // NEL
          index += 1
          endLine()
        case 0xE2
        where index + 1 < bytes.count && bytes[index] == 0x80 && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
          index += 2  // LS, PS
          endLine()
        default:
          if byte >= 0x20 && byte != 0x7F { line.append(byte) }
        }
      }
      endLine()
    }
  }

  /// The raw-value literal an enum's cases are keyed by (`"open"`, `2`): nil for values no enum case holds.
  static func enumLiteral(_ value: JSONValue) -> SwiftExpression? {
    switch value {
    case .string(let text): return .string(text)
    case .int(let number): return .integer(number)
    default: return nil
    }
  }

  /// A spec `default` value as an expression of the given Swift type, when one can be written.
  static func defaultValue(
    _ value: JSONValue, type: SwiftType, enumCases: [SwiftExpression: String]? = nil
  ) -> SwiftExpression? {
    if let enumCases {
      guard let literal = enumLiteral(value) else { return nil }
      if let name = enumCases[literal] { return .implicitMember(name) }
      return .call(.type(type), [SwiftArgument("rawValue", literal)])
    }
    switch (value, type) {
    case (.string(let text), .string): return .string(text)
    case (.bool(let flag), .bool): return .boolean(flag)
    // `default: "false"` on a boolean, `default: "10"` on an integer: what the author meant is plain.
    case (.string("true"), .bool), (.string("false"), .bool): return .boolean(value == .string("true"))
    case (.string(let text), .int), (.string(let text), .int32), (.string(let text), .int64):
      return Int(text).map(SwiftExpression.integer)
    case (.string(let text), .double), (.string(let text), .float):
      return Double(text).flatMap { $0.isFinite ? .double($0) : nil }
    case (.int(let number), .int), (.int(let number), .int32), (.int(let number), .int64):
      return .integer(number)
    case (.int(let number), .double), (.int(let number), .float): return .integer(number)
    case (.double(let number), .double), (.double(let number), .float):
      return number.isFinite ? .double(number) : nil
    case (.array(let items), .array) where items.isEmpty: return .array([])
    case (.object(let fields, _), .dictionary) where fields.isEmpty: return .dictionary([])
    case (.array(let items), .array(let element)):
      var literals: [SwiftExpression] = []
      for item in items {
        guard let literal = defaultValue(item, type: element) else { return nil }
        literals.append(literal)
      }
      return .array(literals)
    default: return nil
    }
  }
}

extension JSONValue {
  /// The value as short JSON-like text for messages.
  var summary: String {
    let text: String
    switch self {
    case .null: text = "null"
    case .bool(let flag): text = flag ? "true" : "false"
    case .int(let number): text = String(number)
    case .double(let number): text = String(number)
    case .string(let value): text = SwiftLiteral.string(value)
    case .array(let items): text = "[" + items.map(\.summary).joined(separator: ", ") + "]"
    case .object(_, let keys): text = "{" + keys.joined(separator: ", ") + "}"
    }
    return text.count > 60 ? String(text.prefix(57)) + "..." : text
  }
}
