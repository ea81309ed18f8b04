import _APIGenOpenAPI

/// Values made up from a schema, for answers a spec gives no example for: the same for the same seed, and valid
/// against the schema's types, `enum`/`const`, formats, numeric bounds, lengths, item counts and required
/// properties (see `SchemaValidator`).
package struct MockValues: Sendable {
  package let spec: Spec
  package let seed: UInt64
  /// How deep values nest before optional properties and array items are left out, so recursive schemas end.
  package var maximumDepth = 5
  /// Requests leave out `readOnly` properties; answers leave out `writeOnly` ones.
  package var direction: MessageDirection

  package init(spec: Spec, seed: UInt64 = 1, direction: MessageDirection = .response) {
    self.spec = spec
    self.seed = seed
    self.direction = direction
  }

  /// A value for `schema`: its own `example` when it has one, else one made from its keywords.
  package func value(for schema: Schema) -> JSONValue {
    value(for: schema, path: "", depth: 0)
  }

  private func value(for schema: Schema, path: String, depth: Int) -> JSONValue {
    guard let schema = spec.resolve(schema) else { return .null }
    if schema.boolean == false { return .null }
    if let constant = schema.constValue { return constant }
    if let values = schema.enumValues, !values.isEmpty { return values[pick(path, values.count)] }
    // A documented example is the most realistic value, unless it contradicts its own schema (GitHub's has
    // integers whose example is a string).
    if let example = (schema.example ?? schema.examples.first).map(JSONValue.init),
      SchemaValidator(spec: spec, direction: direction).violations(of: example, against: schema).isEmpty
    {
      return example
    }
    if !schema.allOf.isEmpty { return merged(schema, path: path, depth: depth) }
    if let member = (schema.oneOf + schema.anyOf).first { return value(for: member, path: path, depth: depth) }
    switch schema.types.first ?? inferredType(schema) {
    case .null: return .null
    case .boolean: return .bool(pick(path, 2) == 0)
    case .integer: return .int(integer(schema, path))
    case .number: return .double(number(schema, path))
    case .string: return .string(string(schema, path))
    case .array: return array(schema, path: path, depth: depth)
    case .object: return object(schema, path: path, depth: depth)
    }
  }

  private func inferredType(_ schema: Schema) -> JSONType {
    if !schema.properties.isEmpty || schema.additionalProperties != nil { return .object }
    if schema.items != nil || !schema.prefixItems.isEmpty { return .array }
    if schema.minimum != nil || schema.maximum != nil { return .number }
    return .string
  }

  /// allOf: the members' objects merged (with the schema's own properties); a non-object member's value wins.
  private func merged(_ schema: Schema, path: String, depth: Int) -> JSONValue {
    var own = schema
    own.allOf = []
    var keys: [String] = []
    var fields: [String: JSONValue] = [:]
    for member in schema.allOf + (own.properties.isEmpty ? [] : [own]) {
      switch value(for: member, path: path, depth: depth) {
      case .object(let memberFields, let memberKeys):
        for key in memberKeys where fields.updateValue(memberFields[key]!, forKey: key) == nil { keys.append(key) }
      case let other:
        return other
      }
    }
    return .object(fields, keys: keys)
  }

  private func object(_ schema: Schema, path: String, depth: Int) -> JSONValue {
    var keys: [String] = []
    var fields: [String: JSONValue] = [:]
    for (name, property) in schema.properties {
      let isRequired = schema.required.contains(name)
      guard isRequired || depth < maximumDepth else { continue }
      if isLeftOut(property) { continue }
      keys.append(name)
      fields[name] = value(for: property, path: path + "/" + name, depth: depth + 1)
    }
    for name in schema.required where fields[name] == nil && !isLeftOut(schema.properties[name]) {
      keys.append(name)
      fields[name] = .string(name)
    }
    return .object(fields, keys: keys)
  }

  private func isLeftOut(_ property: Schema?) -> Bool {
    guard let property else { return false }
    let resolved = spec.resolve(property) ?? property
    switch direction {
    case .request: return property.readOnly || resolved.readOnly
    case .response: return property.writeOnly || resolved.writeOnly
    }
  }

  private func array(_ schema: Schema, path: String, depth: Int) -> JSONValue {
    guard let element = schema.arrayElement else { return .array([]) }
    let wanted = depth < maximumDepth ? max(1, schema.minItems ?? 0) : (schema.minItems ?? 0)
    let count = min(wanted, schema.maxItems ?? wanted)
    return .array((0..<count).map { value(for: element, path: "\(path)/\($0)", depth: depth + 1) })
  }

  private func integer(_ schema: Schema, _ path: String) -> Int {
    var low = schema.minimum.map { Int($0.rounded(.up)) } ?? 1
    if let exclusive = schema.exclusiveMinimum { low = max(low, Int(exclusive.rounded(.down)) + 1) }
    var high = schema.maximum.map { Int($0.rounded(.down)) } ?? max(low, 1) + 99
    if let exclusive = schema.exclusiveMaximum { high = min(high, Int(exclusive.rounded(.up)) - 1) }
    guard high >= low else { return low }
    var value = low + pick(path, min(high - low, 1000) + 1)
    if let step = schema.multipleOf.map({ Int($0) }), step > 1 {
      value = ((value + step - 1) / step) * step
      if value > high { value = (high / step) * step }
    }
    return value
  }

  private func number(_ schema: Schema, _ path: String) -> Double {
    let low = schema.minimum ?? schema.exclusiveMinimum.map { $0 + 0.5 } ?? 0
    let high = schema.maximum ?? schema.exclusiveMaximum.map { $0 - 0.5 } ?? low + 100
    guard high > low else { return low }
    return low + (high - low) * Double(pick(path, 1000)) / 1000
  }

  private func string(_ schema: Schema, _ path: String) -> String {
    let number = pick(path, 10_000)
    let formatted: String =
      switch schema.format {
      case "date-time": "2026-01-\(10 + number % 18)T12:00:00Z"
      case "date": "2026-01-\(10 + number % 18)"
      case "time": "12:00:00Z"
      case "uri", "url", "uri-reference", "iri": "https://example.com/\(number)"
      case "email", "idn-email": "user\(number)@example.com"
      case "uuid": "00000000-0000-4000-8000-\(String(number).leftPadded(to: 12))"
      case "ipv4": "192.0.2.\(number % 255)"
      case "ipv6": "2001:db8::\(number % 65535)"
      case "hostname", "idn-hostname": "host\(number).example.com"
      case "byte": "bW9jaw=="
      default: path.split(separator: "/").last.map { "\($0)-\(number)" } ?? "string-\(number)"
      }
    var text = formatted
    if let minimum = schema.minLength, text.count < minimum {
      text += String(repeating: "x", count: minimum - text.count)
    }
    if let maximum = schema.maxLength, text.count > maximum { text = String(text.prefix(maximum)) }
    if let pattern = schema.pattern, !FormatRules.matches(text, pattern: pattern) {
      return patterned(pattern, schema) ?? text
    }
    return text
  }

  /// A text made from `pattern` that matches it and fits the schema's lengths, repeating more as needed.
  private func patterned(_ pattern: String, _ schema: Schema) -> String? {
    var extra = 0
    for _ in 0..<8 {
      let text = PatternText.make(pattern, extra: extra)
      if let maximum = schema.maxLength, text.count > maximum { return nil }
      if let minimum = schema.minLength, text.count < minimum {
        extra += minimum - text.count
        continue
      }
      return FormatRules.matches(text, pattern: pattern) ? text : nil
    }
    return nil
  }

  /// A number below `count` chosen by the seed and the value's place in the document (FNV-1a, not `Hasher`, which
  /// is seeded afresh in every process).
  private func pick(_ path: String, _ count: Int) -> Int {
    guard count > 1 else { return 0 }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
    for byte in path.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return Int(hash % UInt64(count))
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    count >= length ? String(suffix(length)) : String(repeating: "0", count: length - count) + self
  }
}
