import Foundation

/// How one field of an `application/x-www-form-urlencoded` body is written: the `style` and `explode` of the
/// spec's `encoding` for that property. Without one, a field is `form` and exploded, as OpenAPI says.
@_spi(Generated) public struct FormFieldEncoding: Sendable, Equatable {
  public var style: ParameterStyle
  public var explode: Bool

  public init(style: ParameterStyle = .form, explode: Bool = true) {
    self.style = style
    self.explode = explode
  }
}

/// Writes a form body's fields. Nested values go as their style says: `deepObject` as `metadata[key]=value`, to
/// any depth, arrays indexed (`items[0][price]=...`, which servers that read bracketed names accept); `form`
/// exploded as one pair per array item or per object key; not exploded as one comma-joined value. What a style
/// cannot spell (an object inside a `form` array) is sent as its JSON text.
enum FormEncoder {
  static func pairs(_ value: JSONValue, encodings: [String: FormFieldEncoding]) -> [(String, String)] {
    switch value {
    case .null: return []
    case .object(let fields):
      return fields.keys.sorted().flatMap { name in
        field(name, fields[name]!, encodings[name] ?? FormFieldEncoding())
      }
    default: return [("value", ParameterEncoder.text(value))]
    }
  }

  private static func field(_ name: String, _ value: JSONValue, _ encoding: FormFieldEncoding) -> [(String, String)] {
    switch (value, encoding.style) {
    case (.null, _): return []
    case (.array, .deepObject), (.object, .deepObject): return deep(name, value)
    case (.array(let items), _):
      if encoding.explode { return items.map { (name, ParameterEncoder.text($0)) } }
      let separator = encoding.style == .spaceDelimited ? " " : encoding.style == .pipeDelimited ? "|" : ","
      return [(name, items.map(ParameterEncoder.text).joined(separator: separator))]
    case (.object(let fields), _):
      let keys = fields.keys.sorted()
      if encoding.explode { return keys.map { ($0, ParameterEncoder.text(fields[$0]!)) } }
      return [(name, keys.flatMap { [$0, ParameterEncoder.text(fields[$0]!)] }.joined(separator: ","))]
    default: return [(name, ParameterEncoder.text(value))]
    }
  }

  /// `name[key][index]=value` for every leaf.
  private static func deep(_ name: String, _ value: JSONValue) -> [(String, String)] {
    switch value {
    case .object(let fields): return fields.keys.sorted().flatMap { deep("\(name)[\($0)]", fields[$0]!) }
    case .array(let items): return items.enumerated().flatMap { deep("\(name)[\($0)]", $1) }
    case .null: return []
    default: return [(name, ParameterEncoder.text(value))]
    }
  }
}
