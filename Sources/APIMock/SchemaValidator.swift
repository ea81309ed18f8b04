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

  package func violations(of value: JSONValue, against schema: Schema, at pointer: String = "") -> [SchemaViolation] {
    var found: [SchemaViolation] = []
    check(value, schema, pointer, file: spec.rootFile, depth: 0, into: &found)
    return found
  }

  private func check(
    _ value: JSONValue, _ schema: Schema, _ pointer: String, file: String, depth: Int,
    into found: inout [SchemaViolation]
  ) {
    guard depth < 64 else { return }
    var file = file
    var schema = schema
    if let reference = schema.ref, schema.isPureReference {
      guard let resolved = spec.resolve(schema) else { return }
      file = reference.target.file
      schema = resolved
    }
    func report(_ message: String) {
      found.append(SchemaViolation(pointer: pointer, message: message, file: file, mark: schema.mark))
    }
    if schema.boolean == false {
      report("no value is allowed here")
      return
    }
    if case .null = value, schema.isNullable || schema.types.contains(.null) { return }
    if let constant = schema.constValue, constant != value { report("must be \(constant)") }
    if let values = schema.enumValues, !values.contains(where: { Self.equal($0, value) }),
      !(schema.isNullable && value == .null)
    {
      report("\(Self.describe(value)) is not one of the allowed values")
    }
    if !schema.types.isEmpty, !schema.types.contains(where: { Self.matches(value, $0) }) {
      let found: String =
        switch value {
        case .string, .int, .double, .bool: "\(Self.kind(value)) \(Self.describe(value))"
        default: Self.kind(value)
        }
      report("expected \(schema.types.map(\.rawValue).joined(separator: " or ")), found \(found)")
      return
    }
    for member in schema.allOf { check(value, member, pointer, file: file, depth: depth + 1, into: &found) }
    for members in [schema.oneOf, schema.anyOf] where !members.isEmpty {
      let matching = members.contains { member in
        var memberFound: [SchemaViolation] = []
        check(value, member, pointer, file: file, depth: depth + 1, into: &memberFound)
        return memberFound.isEmpty
      }
      if !matching { report("matches none of the \(members.count) alternatives") }
    }
    switch value {
    case .object(let fields, _):
      if let minimum = schema.minProperties, fields.count < minimum { report("fewer than \(minimum) properties") }
      if let maximum = schema.maxProperties, fields.count > maximum { report("more than \(maximum) properties") }
      for name in schema.required where fields[name] == nil && !isExempt(schema.properties[name]) {
        report("missing required property '\(name)'")
      }
      for (name, field) in fields.sorted(by: { $0.key < $1.key }) {
        if let property = schema.properties[name] {
          check(field, property, pointer + "/" + name, file: file, depth: depth + 1, into: &found)
        } else if case .allowed(false) = schema.additionalProperties {
          report("unknown property '\(name)'")
        } else if case .schema(let extra) = schema.additionalProperties {
          check(field, extra.value, pointer + "/" + name, file: file, depth: depth + 1, into: &found)
        }
      }
    case .array(let items):
      if let minimum = schema.minItems, items.count < minimum { report("fewer than \(minimum) items") }
      if let maximum = schema.maxItems, items.count > maximum { report("more than \(maximum) items") }
      if schema.uniqueItems, Set(items).count < items.count { report("items are not unique") }
      if let element = schema.arrayElement {
        for (index, item) in items.enumerated() {
          check(item, element, "\(pointer)/\(index)", file: file, depth: depth + 1, into: &found)
        }
      }
    case .string(let text):
      if let minimum = schema.minLength, text.count < minimum { report("shorter than \(minimum) characters") }
      if let maximum = schema.maxLength, text.count > maximum { report("longer than \(maximum) characters") }
      if let pattern = schema.pattern, !FormatRules.matches(text, pattern: pattern) {
        report("'\(text)' does not match the pattern \(pattern)")
      }
      if let format = schema.format, let problem = FormatRules.violation(of: text, format: format) { report(problem) }
    case .int, .double:
      let number = Self.number(value) ?? 0
      if let minimum = schema.minimum, number < minimum { report("less than \(Self.text(minimum))") }
      if let maximum = schema.maximum, number > maximum { report("more than \(Self.text(maximum))") }
      if let minimum = schema.exclusiveMinimum, number <= minimum { report("not more than \(Self.text(minimum))") }
      if let maximum = schema.exclusiveMaximum, number >= maximum { report("not less than \(Self.text(maximum))") }
      // Every `.int` fits int64; a larger integer arrives as a whole `.double`.
      var isDouble: Bool {
        if case .double = value { return true }
        return false
      }
      if let format = schema.format, format != "int64" || isDouble,
        let problem = FormatRules.violation(ofInteger: number, format: format)
      {
        report(problem)
      }
    case .null, .bool:
      break
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
