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

  /// `hops` counts the compositions (`allOf`, `oneOf`, a reference with siblings) passed through since the last
  /// object or array: a composition that contains itself (`anyOf: [{$ref: itself}, ...]`) ends there, as a
  /// required property that contains itself ends at the depth limit.
  private func value(for schema: Schema, path: String, depth: Int, hops: Int = 0) -> JSONValue {
    guard hops < 16, depth < maximumDepth * 12, let schema = spec.resolve(schema) else { return .null }
    if schema.boolean == false { return .null }
    if let constant = schema.constValue { return constant }
    if let values = schema.enumValues, !values.isEmpty { return values[pick(path, values.count)] }
    // A documented example is the most realistic value, unless it contradicts its own schema (GitHub's has
    // integers whose example is a string).
    if let example = (schema.example ?? schema.examples.first).map(JSONValue.init), isValid(example, schema) {
      return example
    }
    if let reference = schema.ref,
      let value = referenced(reference, within: schema, path: path, depth: depth, hops: hops)
    {
      return value
    }
    if schema.isNullOnly { return .null }
    if !schema.allOf.isEmpty {
      return value(for: spec.flattenedAllOf(schema), path: path, depth: depth, hops: hops + 1)
    }
    let members = schema.oneOf + schema.anyOf
    if !members.isEmpty { return choice(schema, members, path: path, depth: depth, hops: hops) }
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

  /// A reference with siblings that constrain it (3.1, or a `default` beside it): the referenced schema's value when
  /// it also meets the siblings, else nil and the value is made from the siblings' own keywords.
  private func referenced(
    _ reference: Reference, within schema: Schema, path: String, depth: Int, hops: Int
  ) -> JSONValue? {
    guard let target = spec.schema(for: reference) else { return nil }
    let candidate = value(for: target, path: path, depth: depth, hops: hops + 1)
    return isValid(candidate, schema) ? candidate : nil
  }

  private func isValid(_ value: JSONValue, _ schema: Schema) -> Bool {
    SchemaValidator(spec: spec, direction: direction).violations(of: value, against: schema).isEmpty
  }

  /// A value for one of `members`: the first whose value also meets the schema around them (which may add
  /// properties, or contradict a member, as OpenAI's `type: object` around a string member does), members that
  /// are only `null` (FastAPI's `anyOf: [X, {type: null}]`) last, as a value says more than a null.
  private func choice(_ schema: Schema, _ members: [Schema], path: String, depth: Int, hops: Int) -> JSONValue {
    let ordered =
      members.filter { !(spec.resolve($0)?.isNullOnly ?? false) }
      + members.filter {
        spec.resolve($0)?.isNullOnly ?? false
      }
    var first: JSONValue?
    for member in ordered {
      let candidate =
        combined(schema, member).map { object($0, path: path, depth: depth) }
        ?? value(for: member, path: path, depth: depth, hops: hops + 1)
      if isValid(candidate, schema) { return candidate }
      first = first ?? candidate
    }
    return first ?? .null
  }

  /// An object's own properties with the member of its `oneOf`/`anyOf` that the value takes (Stripe's and
  /// JSON Schema's `properties` beside `oneOf: [{required: [email]}, {required: [phone]}]`): one object meeting
  /// both. Nil when the schema has no properties of its own or the member is not an object.
  private func combined(_ schema: Schema, _ member: Schema) -> Schema? {
    guard !schema.properties.isEmpty, let resolved = spec.resolve(member).map(spec.flattenedAllOf),
      resolved.oneOf.isEmpty, resolved.anyOf.isEmpty, resolved.types.isEmpty || resolved.types == [.object]
    else { return nil }
    var combined = schema
    combined.oneOf = []
    combined.anyOf = []
    var member = Schema()
    member.properties = resolved.properties
    member.required = resolved.required
    combined.merge(member, joiningProperties: spec.joined)
    return combined
  }

  private func inferredType(_ schema: Schema) -> JSONType {
    if !schema.properties.isEmpty || schema.additionalProperties != nil { return .object }
    if schema.items != nil || !schema.prefixItems.isEmpty { return .array }
    if schema.minimum != nil || schema.maximum != nil { return .number }
    return .string
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
    // `minProperties` asks for more: the properties left out for depth, then extra keys where they are allowed.
    let wanted = schema.minProperties ?? 0
    for (name, property) in schema.properties where keys.count < wanted && fields[name] == nil {
      if isLeftOut(property) { continue }
      keys.append(name)
      fields[name] = value(for: property, path: path + "/" + name, depth: depth + 1)
    }
    var extra = 0
    while keys.count < wanted, extra < wanted {
      extra += 1
      let name = "key\(extra)"
      guard fields[name] == nil else { continue }
      switch schema.additionalProperties {
      case .allowed(false): return .object(fields, keys: keys)
      case .schema(let values): fields[name] = value(for: values.value, path: path + "/" + name, depth: depth + 1)
      case .allowed(true), nil: fields[name] = .string(name)
      }
      keys.append(name)
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
    guard schema.arrayElement != nil else { return .array([]) }
    let wanted = depth < maximumDepth ? max(1, schema.minItems ?? 0) : (schema.minItems ?? 0)
    let count = min(wanted, schema.maxItems ?? wanted)
    var items: [JSONValue] = []
    for index in 0..<count {
      // A tuple's member at its position; past them, `items`, else (none) any of the members.
      guard let element = schema.element(at: index) ?? schema.arrayElement else { break }
      var item = value(for: element, path: "\(path)/\(index)", depth: depth + 1)
      // `uniqueItems`: another place in the document makes another value, unless the schema allows only one.
      var attempt = 0
      while schema.uniqueItems, items.contains(item), attempt < 8 {
        attempt += 1
        item = value(for: element, path: "\(path)/\(index)/\(attempt)", depth: depth + 1)
      }
      items.append(item)
    }
    return .array(items)
  }

  private func integer(_ schema: Schema, _ path: String) -> Int {
    // Bounds beyond what an Int holds (`maximum: 1e20`, an unsigned 64-bit limit) are clamped, not trapped on.
    func clamped(_ bound: Double) -> Int {
      bound.isNaN ? 0 : bound >= 0x1p63 ? .max : bound <= -0x1p63 ? .min : Int(bound)
    }
    var low = schema.minimum.map { clamped($0.rounded(.up)) } ?? 1
    if let exclusive = schema.exclusiveMinimum { low = max(low, clamped(exclusive.rounded(.down)).addingSafely(1)) }
    var high = schema.maximum.map { clamped($0.rounded(.down)) } ?? max(low, 1).addingSafely(99)
    if let exclusive = schema.exclusiveMaximum { high = min(high, clamped(exclusive.rounded(.up)).addingSafely(-1)) }
    guard high >= low else { return low }
    let (span, overflow) = high.subtractingReportingOverflow(low)
    var value = low + pick(path, overflow ? 1001 : min(span, 1000) + 1)
    if let step = schema.multipleOf.map(clamped), step > 1, value <= .max - step {
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
      // Digits fit many patterns (ids, Discord's snowflakes) and differ from place to place, where a text made from
      // the pattern is the same everywhere.
      let digits = String(number)
      if FormatRules.matches(digits, pattern: pattern), digits.count >= schema.minLength ?? 0,
        digits.count <= schema.maxLength ?? .max
      {
        return digits
      }
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

extension Int {
  /// `self + other`, held at the ends of Int's range instead of trapping.
  fileprivate func addingSafely(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other > 0 ? .max : .min) : sum
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    count >= length ? String(suffix(length)) : String(repeating: "0", count: length - count) + self
  }
}
