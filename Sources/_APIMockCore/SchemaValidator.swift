import _APIGenOpenAPI
import _APIGenYAML

/// Which way a message travels, for the keywords that apply to one way only (`readOnly`, `writeOnly`).
package enum MessageDirection: Sendable, Hashable {
  case request, response
}

/// Where a value breaks its schema: the value's JSON pointer, what is wrong, and the schema keyword's place in the
/// spec (`file:line:column`).
package struct SchemaViolation: Sendable, Hashable, CustomStringConvertible {
  package var pointer: String
  package var message: String
  package var file: String
  package var mark: Mark

  package var description: String {
    "\(pointer.isEmpty ? "/" : pointer): \(message) (\(file):\(mark.line):\(mark.column))"
  }
}

/// Checks a JSON value against a schema of a loaded spec: types, nullability, `enum`/`const`, required and
/// unknown properties (`additionalProperties: false`), property and item counts, unique items, lengths, numeric bounds, `pattern`, the common
/// formats (see `FormatRules`) and the compositions.
///
/// `oneOf` is checked as `anyOf` (at least one member matches): real descriptions often have members that overlap,
/// and a server's answer matching two of them is not wrong in practice.
package struct SchemaValidator: Sendable {
  package let spec: Spec
  /// Which way the value travels: a request need not carry required `readOnly` properties, nor an answer
  /// required `writeOnly` ones.
  package var direction: MessageDirection

  package init(spec: Spec, direction: MessageDirection = .response) {
    self.spec = spec
    self.direction = direction
  }

  /// Whether `value` breaks nothing in `schema`.
  package func conforms(_ value: JSONValue, _ schema: Schema) -> Bool {
    violations(of: value, against: schema).isEmpty
  }

  package func violations(of value: JSONValue, against schema: Schema, at pointer: String = "") -> [SchemaViolation] {
    var found: [SchemaViolation] = []
    check(value, schema, pointer, file: spec.rootFile, depth: 0, into: &found)
    return found
  }

  /// Where a check stands: the value's pointer, and the (resolved) schema it is checked against with its file.
  private struct Place {
    var pointer: String
    var file: String
    var schema: Schema
    var depth: Int

    func violation(_ message: String) -> SchemaViolation {
      SchemaViolation(pointer: pointer, message: message, file: file, mark: schema.mark)
    }
  }

  private func check(
    _ value: JSONValue, _ schema: Schema, _ pointer: String, file: String, depth: Int,
    into found: inout [SchemaViolation]
  ) {
    guard depth < 64 else { return }
    var place = Place(pointer: pointer, file: file, schema: schema, depth: depth)
    if let reference = schema.ref, schema.isPureReference {
      guard let resolved = spec.resolve(schema) else { return }
      place.file = reference.target.file
      place.schema = resolved
    } else if let reference = schema.ref, let target = spec.schema(for: reference) {
      // Siblings beside a reference constrain as well: the value must meet the referenced schema and them.
      check(value, target, pointer, file: reference.target.file, depth: depth + 1, into: &found)
    }
    guard checkGeneral(value, place, into: &found) else { return }
    switch value {
    case .object(let fields, _): checkObject(fields, place, into: &found)
    case .array(let items): checkArray(items, place, into: &found)
    case .string(let text): checkString(text, place, into: &found)
    case .int, .double: checkNumber(value, place, into: &found)
    case .null, .bool: break
    }
  }

  /// `const`, `enum`, `type` and the compositions; false when the value's type is wrong and nothing more is said.
  private func checkGeneral(_ value: JSONValue, _ place: Place, into found: inout [SchemaViolation]) -> Bool {
    let schema = place.schema
    if schema.boolean == false {
      found.append(place.violation("no value is allowed here"))
      return false
    }
    if case .null = value, schema.isNullable || schema.types.contains(.null) { return false }
    if let constant = schema.constValue, constant != value { found.append(place.violation("must be \(constant)")) }
    // An empty `enum` is read as none, as the generator reads it (Discord writes `enum: []` beside an `allOf`).
    if let values = schema.enumValues, !values.isEmpty, !values.contains(where: { Self.equal($0, value) }),
      !(schema.isNullable && value == .null)
    {
      found.append(place.violation("\(Self.describe(value)) is not one of the allowed values"))
    }
    if !schema.types.isEmpty, !schema.types.contains(where: { Self.matches(value, $0) }) {
      let actual: String =
        switch value {
        case .string, .int, .double, .bool: "\(Self.kind(value)) \(Self.describe(value))"
        default: Self.kind(value)
        }
      found.append(
        place.violation("expected \(schema.types.map(\.rawValue).joined(separator: " or ")), found \(actual)"))
      return false
    }
    let depth = place.depth + 1
    for member in schema.allOf { check(value, member, place.pointer, file: place.file, depth: depth, into: &found) }
    for members in [schema.oneOf, schema.anyOf] where !members.isEmpty {
      let matching = members.contains { member in
        var memberFound: [SchemaViolation] = []
        check(value, member, place.pointer, file: place.file, depth: depth, into: &memberFound)
        return memberFound.isEmpty
      }
      if !matching { found.append(place.violation("matches none of the \(members.count) alternatives")) }
    }
    return true
  }

  private func checkObject(
    _ fields: [String: JSONValue], _ place: Place, into found: inout [SchemaViolation]
  ) {
    let schema = place.schema
    if let minimum = schema.minProperties, fields.count < minimum {
      found.append(place.violation("fewer than \(minimum) properties"))
    }
    if let maximum = schema.maxProperties, fields.count > maximum {
      found.append(place.violation("more than \(maximum) properties"))
    }
    for name in schema.required where fields[name] == nil && !isExempt(schema.properties[name]) {
      found.append(place.violation("missing required property '\(name)'"))
    }
    for (name, field) in fields.sorted(by: { $0.key < $1.key }) {
      let pointer = place.pointer + "/" + name
      if let property = schema.properties[name] {
        check(field, property, pointer, file: place.file, depth: place.depth + 1, into: &found)
      } else if case .allowed(false) = schema.additionalProperties {
        found.append(place.violation("unknown property '\(name)'"))
      } else if case .schema(let extra) = schema.additionalProperties {
        check(field, extra.value, pointer, file: place.file, depth: place.depth + 1, into: &found)
      }
    }
  }

  private func checkArray(_ items: [JSONValue], _ place: Place, into found: inout [SchemaViolation]) {
    let schema = place.schema
    if let minimum = schema.minItems, items.count < minimum {
      found.append(place.violation("fewer than \(minimum) items"))
    }
    if let maximum = schema.maxItems, items.count > maximum {
      found.append(place.violation("more than \(maximum) items"))
    }
    if schema.uniqueItems, Set(items).count < items.count { found.append(place.violation("items are not unique")) }
    for (index, item) in items.enumerated() {
      guard let element = schema.element(at: index) else { continue }
      check(item, element, "\(place.pointer)/\(index)", file: place.file, depth: place.depth + 1, into: &found)
    }
  }

  private func checkString(_ text: String, _ place: Place, into found: inout [SchemaViolation]) {
    let schema = place.schema
    if let minimum = schema.minLength, text.count < minimum {
      found.append(place.violation("shorter than \(minimum) characters"))
    }
    if let maximum = schema.maxLength, text.count > maximum {
      found.append(place.violation("longer than \(maximum) characters"))
    }
    if let pattern = schema.pattern, !FormatRules.matches(text, pattern: pattern) {
      found.append(place.violation("'\(text)' does not match the pattern \(pattern)"))
    }
    if let format = schema.format, let problem = FormatRules.violation(of: text, format: format) {
      found.append(place.violation(problem))
    }
  }

  private func checkNumber(_ value: JSONValue, _ place: Place, into found: inout [SchemaViolation]) {
    let schema = place.schema
    let number = Self.number(value) ?? 0
    if let minimum = schema.minimum, number < minimum {
      found.append(place.violation("less than \(Self.text(minimum))"))
    }
    if let maximum = schema.maximum, number > maximum {
      found.append(place.violation("more than \(Self.text(maximum))"))
    }
    if let minimum = schema.exclusiveMinimum, number <= minimum {
      found.append(place.violation("not more than \(Self.text(minimum))"))
    }
    if let maximum = schema.exclusiveMaximum, number >= maximum {
      found.append(place.violation("not less than \(Self.text(maximum))"))
    }
    // Every `.int` fits int64; a larger integer arrives as a whole `.double`.
    let isDouble = if case .double = value { true } else { false }
    if let format = schema.format, format != "int64" || isDouble,
      let problem = FormatRules.violation(ofInteger: number, format: format)
    {
      found.append(place.violation(problem))
    }
  }

  /// Whether a required property may be missing in this direction.
  private func isExempt(_ property: Schema?) -> Bool {
    guard let property, let resolved = spec.resolve(property) else { return false }
    switch direction {
    case .request: return property.readOnly || resolved.readOnly
    case .response: return property.writeOnly || resolved.writeOnly
    }
  }

  private static func matches(_ value: JSONValue, _ type: JSONType) -> Bool {
    switch (value, type) {
    case (.null, .null), (.bool, .boolean), (.string, .string), (.array, .array), (.object, .object): true
    case (.int, .integer), (.int, .number), (.double, .number): true
    case (.double(let number), .integer): number.rounded() == number
    default: false
    }
  }

  private static func number(_ value: JSONValue) -> Double? {
    switch value {
    case .int(let number): Double(number)
    case .double(let number): number
    default: nil
    }
  }

  /// Equality where 1 and 1.0 are the same number.
  private static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
    if let left = number(lhs), let right = number(rhs) { return left == right }
    return lhs == rhs
  }

  /// 1 rather than 1.0 for whole numbers.
  private static func text(_ number: Double) -> String {
    number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }

  private static func kind(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "boolean"
    case .int: "integer"
    case .double: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  private static func describe(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): "'\(text)'"
    case .int(let number): "\(number)"
    case .double(let number): "\(number)"
    case .bool(let flag): "\(flag)"
    default: kind(value)
    }
  }
}
