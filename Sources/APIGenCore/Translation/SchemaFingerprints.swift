import _APIGenOpenAPI

/// Structural fingerprints of schemas, references followed, so that a named schema copied out in place can be
/// told to be that schema: Connexion serves its spec with every `$ref` replaced by what it points at, and bundlers
/// do the same, which would otherwise give each operation types of its own for `Pet`.
///
/// Everything that changes what a schema accepts or how it reads counts (titles and descriptions too, so that only
/// true copies match); where it was written does not. References count as the fingerprint of their target,
/// computed once; a reference back into a schema being fingerprinted counts as that target's name, so cycles end.
struct SchemaFingerprints {
  let spec: Spec
  private var byTarget: [ReferenceTarget: Entry] = [:]
  private var inProgress: Set<ReferenceTarget> = []

  /// A fingerprint, and whether a property in it is `readOnly` or `writeOnly` (then the type depends on the
  /// direction it travels in).
  struct Entry: Equatable {
    var value: Int
    var hasAccessModifiers: Bool
  }

  init(spec: Spec) { self.spec = spec }

  mutating func of(_ schema: Schema) -> Entry {
    var hasher = Hasher()
    var modifiers = false
    feed(schema, into: &hasher, modifiers: &modifiers)
    return Entry(value: hasher.finalize(), hasAccessModifiers: modifiers)
  }

  mutating func of(_ target: ReferenceTarget) -> Entry {
    if let known = byTarget[target] { return known }
    guard let schema = spec.schema(at: target), inProgress.insert(target).inserted else {
      var hasher = Hasher()
      hasher.combine("cycle")
      hasher.combine(target)
      return Entry(value: hasher.finalize(), hasAccessModifiers: false)
    }
    let entry = of(schema)
    inProgress.remove(target)
    byTarget[target] = entry
    return entry
  }

  private mutating func feed(_ schema: Schema, into hasher: inout Hasher, modifiers: inout Bool) {
    if let reference = schema.ref {
      let target = of(reference.target)
      hasher.combine(target.value)
      modifiers = modifiers || target.hasAccessModifiers
      if schema.isPureReference { return }
    }
    modifiers = modifiers || schema.readOnly || schema.writeOnly
    hasher.combine(schema.boolean)
    hasher.combine(schema.types)
    hasher.combine(schema.isNullable)
    hasher.combine(schema.format)
    hasher.combine(schema.title)
    hasher.combine(schema.description)
    hasher.combine(schema.enumValues)
    hasher.combine(schema.constValue)
    hasher.combine(schema.defaultValue)
    hasher.combine(schema.required)
    hasher.combine(schema.properties.count)
    for (name, property) in schema.properties {
      hasher.combine(name)
      feed(property, into: &hasher, modifiers: &modifiers)
    }
    switch schema.additionalProperties {
    case nil: hasher.combine(0)
    case .allowed(let allowed): hasher.combine(allowed ? 1 : 2)
    case .schema(let value):
      hasher.combine(3)
      feed(value.value, into: &hasher, modifiers: &modifiers)
    }
    feed(optional: schema.items?.value, into: &hasher, modifiers: &modifiers)
    feed(optional: schema.not?.value, into: &hasher, modifiers: &modifiers)
    for list in [schema.prefixItems, schema.allOf, schema.oneOf, schema.anyOf] {
      hasher.combine(list.count)
      for member in list { feed(member, into: &hasher, modifiers: &modifiers) }
    }
    hasher.combine(schema.discriminator?.propertyName)
    hasher.combine(schema.discriminator?.defaultMapping)
    for (value, target) in schema.discriminator?.mapping ?? OrderedMap() {
      hasher.combine(value)
      hasher.combine(target)
    }
    hasher.combine(schema.deprecated)
    hasher.combine(schema.readOnly)
    hasher.combine(schema.writeOnly)
    for number in [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum, schema.multipleOf]
    {
      hasher.combine(number)
    }
    for count in [
      schema.minLength, schema.maxLength, schema.minItems, schema.maxItems, schema.minProperties, schema.maxProperties,
    ] {
      hasher.combine(count)
    }
    hasher.combine(schema.pattern)
    hasher.combine(schema.uniqueItems)
    hasher.combine(schema.contentMediaType)
    hasher.combine(schema.contentEncoding)
  }

  private mutating func feed(optional schema: Schema?, into hasher: inout Hasher, modifiers: inout Bool) {
    guard let schema else {
      hasher.combine(false)
      return
    }
    hasher.combine(true)
    feed(schema, into: &hasher, modifiers: &modifiers)
  }
}
