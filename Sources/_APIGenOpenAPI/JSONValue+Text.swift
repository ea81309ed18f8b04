import _APIGenYAML

extension JSONValue {
  /// The value as compact JSON text, object keys in their recorded order.
  public var jsonText: String {
    var text = ""
    JSONWriter.write(self, into: &text)
    return text
  }
}

private enum JSONWriter {
  static func write(_ value: JSONValue, into text: inout String) {
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .int(let number): text += String(number)
    case .double(let number):
      if number.isFinite, number.rounded() == number, abs(number) < 1e15 {
        text += String(Int(number))
      } else if number.isFinite {
        text += String(number)
      } else {
        text += "null"
      }
    case .string(let string): JSONEmitter.writeString(string, into: &text)
    case .array(let items):
      text += "["
      for (index, item) in items.enumerated() {
        if index > 0 { text += "," }
        write(item, into: &text)
      }
      text += "]"
    case .object(let fields, let keys):
      text += "{"
      var first = true
      for key in keys {
        guard let field = fields[key] else { continue }
        if !first { text += "," }
        first = false
        JSONEmitter.writeString(key, into: &text)
        text += ":"
        write(field, into: &text)
      }
      text += "}"
    }
  }
}
