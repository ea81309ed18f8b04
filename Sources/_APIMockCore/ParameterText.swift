import _APIGenOpenAPI

/// Reads parameter and form-field text as the JSON value its schema describes: `"30"` is the integer 30 for an
/// integer schema and the string "30" for a string one; arrays split by the parameter's style.
struct ParameterText {
  let spec: Spec

  /// The value of one text for `schema`: the first type the schema allows that the text reads as, else the text.
  func value(_ text: String, schema: Schema?) -> JSONValue {
    let types = allowedTypes(schema)
    if types.contains(.integer), let integer = Int(text) { return .int(integer) }
    // An integer beyond 64 bits is still an integer where the schema sets no format (GitHub's ids are unbounded).
    if types.contains(.integer), Self.isIntegerText(text), let number = Double(text) { return .double(number) }
    if types.contains(.number), let number = Double(text), number.isFinite {
      return Int(text).map(JSONValue.int) ?? .double(number)
    }
    if types.contains(.boolean), text == "true" || text == "false" { return .bool(text == "true") }
    if types.contains(.null), text.isEmpty || text == "null", !types.contains(.string) { return .null }
    return .string(text)
  }

  private static func isIntegerText(_ text: String) -> Bool {
    let digits = text.hasPrefix("-") ? text.dropFirst() : text[...]
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// The values a parameter was sent with (each repeat of a query name, or one header/path text) as one value.
  func value(_ texts: [String], parameter: Parameter) -> JSONValue {
    let schema = parameter.schema.flatMap(spec.resolve)
    guard allowedTypes(schema).contains(.array), !allowedTypes(schema).contains(.string) || texts.count > 1 else {
      return value(texts.last ?? "", schema: schema)
    }
    let element = schema?.arrayElement
    let separator = Self.delimiter(style: parameter.style, explode: parameter.explode)
    let pieces =
      separator.map { separator in
        texts.flatMap { $0.split(separator: separator, omittingEmptySubsequences: false).map(String.init) }
      } ?? texts
    return .array(pieces.map { value($0, schema: element) })
  }

  /// What separates an array's items in one text of this style, nil when each item comes as a field of its own.
  static func delimiter(style: ParameterStyle, explode: Bool) -> Character? {
    switch style {
    case .spaceDelimited: " "
    case .pipeDelimited: "|"
    case .form where explode: nil
    default: ","
    }
  }

  /// The JSON types a schema allows, looking through references and compositions; every type when it says none.
  func allowedTypes(_ schema: Schema?) -> Set<JSONType> {
    var types: Set<JSONType> = []
    collect(schema, into: &types, depth: 0)
    return types.isEmpty ? Set(JSONType.allCases) : types
  }

  private func collect(_ schema: Schema?, into types: inout Set<JSONType>, depth: Int) {
    guard depth < 16, let schema, let resolved = spec.resolve(schema) else { return }
    types.formUnion(resolved.types)
    if resolved.isNullable { types.insert(.null) }
    if let values = resolved.enumValues {
      for value in values {
        switch value {
        case .int: types.insert(.integer)
        case .double: types.insert(.number)
        case .bool: types.insert(.boolean)
        case .string: types.insert(.string)
        default: break
        }
      }
    }
    for member in resolved.allOf + resolved.oneOf + resolved.anyOf { collect(member, into: &types, depth: depth + 1) }
  }
}
