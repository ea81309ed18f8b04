/// Writes a node tree as JSON text, two spaces per level, members in their order: scalars by their core-schema value
/// (a plain `200` is a number, `'200'` a string), mapping keys as strings.
public enum JSONEmitter {
  public static func emit(_ root: Node) throws(YAMLError) -> String {
    var text = ""
    try write(root, indent: 0, into: &text)
    text += "\n"
    return text
  }

  private static func write(_ node: Node, indent: Int, into text: inout String) throws(YAMLError) {
    switch node.content {
    case .scalar(let scalar): try write(scalar, at: node.mark, into: &text)
    case .sequence(let items):
      guard !items.isEmpty else {
        text += "[]"
        return
      }
      text += "[\n"
      for (index, item) in items.enumerated() {
        text += String(repeating: "  ", count: indent + 1)
        try write(item, indent: indent + 1, into: &text)
        text += index == items.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: "  ", count: indent) + "]"
    case .mapping(let pairs):
      guard !pairs.isEmpty else {
        text += "{}"
        return
      }
      text += "{\n"
      for (index, pair) in pairs.enumerated() {
        guard let key = pair.key.scalar else {
          throw YAMLError("JSON has no key that is a mapping or a sequence", at: pair.key.mark)
        }
        text += String(repeating: "  ", count: indent + 1)
        writeString(key.value, into: &text)
        text += ": "
        try write(pair.value, indent: indent + 1, into: &text)
        text += index == pairs.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: "  ", count: indent) + "}"
    }
  }

  private static func write(_ scalar: Scalar, at mark: Mark, into text: inout String) throws(YAMLError) {
    switch scalar.resolved {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .int(let value): text += String(value)
    case .float(let value):
      guard value.isFinite else { throw YAMLError("JSON has no number '\(scalar.value)'", at: mark) }
      // The text as written where JSON reads it the same way (`1.50` stays `1.50`), else Swift's shortest form.
      text += isJSONNumber(scalar.value) ? scalar.value : String(value)
    case .string(let value): writeString(value, into: &text)
    }
  }

  private static func isJSONNumber(_ text: String) -> Bool {
    var scalars = Substring(text).unicodeScalars[...]
    func digits() -> Int {
      var count = 0
      while let first = scalars.first, ("0"..."9").contains(first) {
        scalars.removeFirst()
        count += 1
      }
      return count
    }
    if scalars.first == "-" { scalars.removeFirst() }
    let leading = scalars.first
    let integerDigits = digits()
    guard integerDigits > 0, !(leading == "0" && integerDigits > 1) else { return false }
    if scalars.first == "." {
      scalars.removeFirst()
      guard digits() > 0 else { return false }
    }
    if scalars.first == "e" || scalars.first == "E" {
      scalars.removeFirst()
      if scalars.first == "+" || scalars.first == "-" { scalars.removeFirst() }
      guard digits() > 0 else { return false }
    }
    return scalars.isEmpty
  }

  /// Appends `value` as a JSON string: quoted, with JSON's escapes and control characters as `\u00XX`. Shared with
  /// `JSONValue.jsonText`, so both write strings the same way.
  public static func writeString(_ value: String, into text: inout String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
