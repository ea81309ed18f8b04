import _APIGenOpenAPI

extension Spec {
  /// `schema` with its `allOf` members (and theirs, and what a reference with siblings names) folded into one
  /// schema, for making up a value that meets them all: properties and `required` joined, types intersected, the
  /// first bound, format, enum or choice each keyword gets. Members that only annotate (`{description: ...}`,
  /// `{deprecated: true}`, DigitalOcean's way of deprecating a referenced object) add nothing. What cannot be
  /// folded (two different `oneOf`s) keeps the first; the value is checked against the whole schema afterwards.
  func flattenedAllOf(_ schema: Schema) -> Schema {
    var result = schema
    result.allOf = []
    var budget = 64
    for member in schema.allOf { absorb(member, into: &result, budget: &budget) }
    return result
  }

  private func absorb(_ member: Schema, into result: inout Schema, budget: inout Int) {
    budget -= 1
    guard budget > 0, var part = resolve(member) else { return }
    if let reference = part.ref, let target = schema(for: reference) {
      absorb(target, into: &result, budget: &budget)
      part.ref = nil
    }
    for nested in part.allOf { absorb(nested, into: &result, budget: &budget) }
    result.merge(part, joiningProperties: joined)
  }

  /// A property two objects both define (Xero's events that add `data` to the items of a referenced list): one
  /// schema that is both, left out of a message if either side is read-only or write-only.
  func joined(_ first: Schema, _ second: Schema) -> Schema {
    var both = Schema()
    both.allOf = [first, second]
    let sides = [first, second].map { resolve($0) ?? $0 }
    both.readOnly = sides.contains { $0.readOnly } || first.readOnly || second.readOnly
    both.writeOnly = sides.contains { $0.writeOnly } || first.writeOnly || second.writeOnly
    return both
  }
}

extension Schema {
  /// Adds `part`'s constraints to this schema's, the first one given winning where both give one; a property both
  /// define (or the items of two arrays) becomes `joiningProperties` of the two.
  mutating func merge(_ part: Schema, joiningProperties: (Schema, Schema) -> Schema) {
    if types.isEmpty {
      types = part.types
    } else if !part.types.isEmpty {
      let both = types.filter { part.types.contains($0) || ($0 == .integer && part.types.contains(.number)) }
      if !both.isEmpty { types = both }
    }
    for (name, property) in part.properties {
      if let index = properties.entries.firstIndex(where: { $0.key == name }) {
        properties.entries[index].value = joiningProperties(properties.entries[index].value, property)
      } else {
        properties.append(name, property)
      }
    }
    required += part.required.filter { !required.contains($0) }
    // An empty `enum` (Discord writes `enum: []` beside an `allOf`) is read as no enum, as the generator does.
    if let values = part.enumValues, !values.isEmpty {
      enumValues = enumValues.flatMap { own in own.isEmpty ? nil : own.filter { values.contains($0) } } ?? values
    }
    constValue = constValue ?? part.constValue
    if oneOf.isEmpty { oneOf = part.oneOf }
    if anyOf.isEmpty { anyOf = part.anyOf }
    discriminator = discriminator ?? part.discriminator
    format = format ?? part.format
    pattern = pattern ?? part.pattern
    minimum = [minimum, part.minimum].compactMap { $0 }.max()
    maximum = [maximum, part.maximum].compactMap { $0 }.min()
    exclusiveMinimum = [exclusiveMinimum, part.exclusiveMinimum].compactMap { $0 }.max()
    exclusiveMaximum = [exclusiveMaximum, part.exclusiveMaximum].compactMap { $0 }.min()
    multipleOf = multipleOf ?? part.multipleOf
    minLength = [minLength, part.minLength].compactMap { $0 }.max()
    maxLength = [maxLength, part.maxLength].compactMap { $0 }.min()
    minItems = [minItems, part.minItems].compactMap { $0 }.max()
    maxItems = [maxItems, part.maxItems].compactMap { $0 }.min()
    minProperties = [minProperties, part.minProperties].compactMap { $0 }.max()
    maxProperties = [maxProperties, part.maxProperties].compactMap { $0 }.min()
    uniqueItems = uniqueItems || part.uniqueItems
    if let own = items, let theirs = part.items {
      items = Indirect(joiningProperties(own.value, theirs.value))
    } else if items == nil {
      items = part.items
    }
    if prefixItems.isEmpty { prefixItems = part.prefixItems }
    if additionalProperties == nil { additionalProperties = part.additionalProperties }
    if example == nil, examples.isEmpty {
      example = part.example
      examples = part.examples
    }
    readOnly = readOnly || part.readOnly
    writeOnly = writeOnly || part.writeOnly
  }
}
