import _APIGenOpenAPI
import _APIGenYAML

/// Object schemas as structs: listed properties (with `allOf` members and references merged in), the
/// `oneOf`/`anyOf` written next to them, the extra keys `additionalProperties` allows, and `anyOf` of objects.
extension SchemaTranslator {
  /// What an object schema brings together, gathered through `allOf` and references.
  private struct ObjectParts {
    var properties = OrderedMap<Schema>()
    var required: Set<String> = []
    /// Schemas whose `oneOf`/`anyOf` the object must also match: inline ones, or references to named choices.
    var choices: [Schema] = []
    /// What the keys beyond the listed properties hold, when the spec allows them (`true` reads as any JSON).
    var additional: Schema?
    var seen: Set<ReferenceTarget> = []
  }

  /// The struct for an object schema; nil when it has neither properties nor a choice to hold.
  mutating func structDecl(_ schema: Schema, qualified: String, sink: inout DeclarationSink?) -> StructDecl? {
    var parts = ObjectParts()
    collectObject(schema, into: &parts)
    var scope = memberScope(of: qualified)
    var declared: [PropertyDecl] = []
    for (key, propertySchema) in parts.properties {
      let name = scope.claimIdentifier(propertyName(key))
      declared.append(
        listedProperty(
          key, propertySchema, name: name, required: parts.required, index: declared.count, qualified: qualified,
          sink: &sink))
    }
    let listed = Set(parts.properties.keys)
    for choice in parts.choices {
      if let property = choiceProperty(
        choice, listed: listed, scope: &scope, index: declared.count, qualified: qualified, sink: &sink)
      {
        declared.append(property)
      }
    }
    guard !declared.isEmpty else { return nil }
    if let additional = parts.additional {
      let name = scope.claimIdentifier("additionalProperties")
      let value = typeInPlace(additional, hint: "AdditionalProperty", sink: &sink)
      declared.append(
        PropertyDecl(
          name: name, key: "", type: .dictionary(value.usage), isOptional: false, isRequired: false,
          defaultValue: nil,
          docs: ["The keys the object has beyond the properties above, which the API description allows."],
          deprecated: false, isBoxed: false, coding: .extraKeys(known: parts.properties.keys)))
    }
    return StructDecl(properties: declared)
  }

  /// A listed property's name. Names without case (`_1`, 名前) are the same as member and as type, and a property
  /// named like a top-level type would hide it from the code of the struct and of its nested types
  /// (`_1(from: decoder)` would name the property): it gets a `Value` suffix.
  private func propertyName(_ key: String) -> String {
    let name = SwiftName.memberIdentifier(key)
    return topLevelNames.contains(name) ? name + "Value" : name
  }

  /// A property listed under `properties`, coded under its key.
  private mutating func listedProperty(
    _ key: String, _ propertySchema: Schema, name: SwiftIdentifier, required: Set<String>, index: Int,
    qualified: String, sink: inout DeclarationSink?
  ) -> PropertyDecl {
    var required = required
    let info = typeInPlace(propertySchema, hint: key, sink: &sink)
    let resolved = propertySchema.ref == nil ? nil : spec.resolve(propertySchema)
    var defaultValue: SwiftExpression?
    if let value = propertySchema.defaultValue ?? resolved?.defaultValue, value != .null {
      defaultValue = defaultLiteral(value, info)
      if defaultValue == nil { warnUnusedDefault(value, type: info.type, at: propertySchema.mark) }
    }
    // The server sets a `readOnly` property and never reads a `writeOnly` one back: neither is required where
    // it does not travel, so a request body can be built without the first.
    let readOnly = propertySchema.readOnly || resolved?.readOnly == true
    let writeOnly = propertySchema.writeOnly || resolved?.writeOnly == true
    if required.contains(key), (readOnly && use.isSent) || (writeOnly && use.isReceived) { required.remove(key) }
    // A default is what the server assumes when the key is absent: reading gives it, but it is never sent on
    // the caller's behalf (a PATCH with defaults would reset every field the caller did not name).
    let isOptional = info.nullable || (!required.contains(key) && defaultValue == nil)
    if let directID = info.directID {
      edges.append(.init(from: qualified, to: directID, site: .property(owner: qualified, index: index)))
    }
    var defaultDocs = (propertySchema.defaultValue ?? resolved?.defaultValue).flatMap(Self.defaultDocLine)
    if readOnly && use.isSent {
      defaultDocs = [defaultDocs, "Read-only: the server sets it; leave it `nil` in requests."].compactMap { $0 }
        .joined(separator: " ")
    }
    return PropertyDecl(
      name: name, key: key, type: info.type, isOptional: isOptional, isRequired: required.contains(key),
      defaultValue: isOptional ? nil : defaultValue,
      docs: SwiftLiteral.docLines(propertySchema.description ?? resolved?.description, defaultDocs),
      deprecated: propertySchema.deprecated || resolved?.deprecated == true, isBoxed: false)
  }

  /// The properties a struct of this object schema would have: its own and those its `allOf` and references
  /// bring in, a later definition replacing an earlier one in place.
  func objectProperties(of schema: Schema) -> OrderedMap<Schema> {
    var parts = ObjectParts()
    collectObject(schema, into: &parts)
    return parts.properties
  }

  /// Gathers the properties of a schema and of everything its `allOf` (and references) bring in; later
  /// definitions of a property replace earlier ones in place.
  private func collectObject(_ schema: Schema, into parts: inout ObjectParts) {
    if let reference = schema.ref {
      guard parts.seen.insert(reference.target).inserted, let target = spec.schema(at: reference.target) else {
        return
      }
      // A named choice brought in by reference is held whole, as its own type.
      if case .choice = SchemaShape.of(target), names.byTarget[reference.target] != nil {
        var pure = Schema()
        pure.ref = reference
        pure.mark = schema.mark
        parts.choices.append(pure)
      } else {
        collectObject(target, into: &parts)
      }
    }
    for member in schema.allOf { collectObject(member, into: &parts) }
    if schema.ref == nil, (schema.oneOf + schema.anyOf).contains(where: { !SchemaShape.isNullOnly($0) }) {
      parts.choices.append(schema)
    }
    for (key, value) in schema.properties {
      if let index = parts.properties.entries.firstIndex(where: { $0.key == key }) {
        parts.properties.entries[index].value = value
      } else {
        parts.properties.entries.append((key, value))
      }
    }
    parts.required.formUnion(schema.required)
    if parts.additional == nil {
      switch schema.additionalProperties {
      case .schema(let value)?: parts.additional = value.value
      case .allowed(true)?: parts.additional = Schema()
      default: break
      }
    }
  }

  /// The property holding a `oneOf`/`anyOf` the object must also match, read from the whole object; nil when its
  /// members only require or narrow listed properties (nothing to hold) or when it cannot be held.
  private mutating func choiceProperty(
    _ schema: Schema, listed: Set<String>, scope: inout NameScope, index: Int, qualified: String,
    sink: inout DeclarationSink?
  ) -> PropertyDecl? {
    let info: TypeInfo
    let name: SwiftIdentifier
    var isOptional = false
    let docs: [String]
    if let reference = schema.ref {
      info = typeInPlace(schema, hint: "", sink: &sink)
      let base = SwiftName.memberIdentifier(SchemaNames.rawName(of: reference.target))
      name = scope.claimIdentifier(Self.memberName(base, holding: info.type))
      docs = ["What the object reads as besides the properties above (`allOf` with a `oneOf`/`anyOf`)."]
    } else {
      let keyword = schema.oneOf.isEmpty ? "anyOf" : "oneOf"
      let members = (schema.oneOf.isEmpty ? schema.anyOf : schema.oneOf).filter { !SchemaShape.isNullOnly($0) }
      let shaped = members.filter { !Self.onlyConstrains($0, listed: listed) }
      guard !shaped.isEmpty else { return nil }
      guard shaped.allSatisfy({ isObjectLike($0, depth: 0) }) else {
        warn(
          "a \(keyword) next to properties whose members are not all objects is not represented; only the listed properties are generated",
          at: schema.mark)
        return nil
      }
      var choice = Schema()
      choice.mark = schema.mark
      if keyword == "oneOf" {
        choice.oneOf = shaped
        choice.discriminator = schema.discriminator
      } else {
        choice.anyOf = shaped
      }
      // A member that only constrains listed properties may be the one that matches: then nothing is held.
      isOptional = shaped.count < members.count
      let hint = SwiftName.type(keyword)
      if shaped.count == 1 {
        info = typeInPlace(shaped[0], hint: hint, sink: &sink)
      } else {
        info = declareInline(choice, hint: hint, nullable: false, part: 1, sink: &sink)
      }
      name = scope.claimIdentifier(keyword)
      docs = [
        "The `\(keyword)` the API description lists next to the properties above, read from the whole object"
          + (isOptional ? " (nil when a member that only constrains those properties matches)." : ".")
      ]
    }
    if let directID = info.directID {
      edges.append(.init(from: qualified, to: directID, site: .property(owner: qualified, index: index)))
    }
    return PropertyDecl(
      name: name, key: "", type: info.type, isOptional: isOptional, isRequired: !isOptional, defaultValue: nil,
      docs: docs, deprecated: false, isBoxed: false, coding: .wholeValue)
  }

  /// An `anyOf` whose members are all objects, as a struct with a property per member: a value matching several
  /// keeps what each reads. Nil for any other choice (an enum holds it).
  mutating func anyOfStruct(_ schema: Schema, members: [Schema], qualified: String, sink: inout DeclarationSink?)
    -> StructDecl?
  {
    guard schema.oneOf.isEmpty, schema.discriminator == nil, members.count > 1,
      members.count == schema.anyOf.filter({ !SchemaShape.isNullOnly($0) }).count,
      members.allSatisfy({ isObjectLike($0, depth: 0) })
    else { return nil }
    var scope = memberScope(of: qualified)
    var properties: [PropertyDecl] = []
    var referenced: Set<ReferenceTarget> = []
    for (index, member) in members.enumerated() {
      if let reference = member.ref, !referenced.insert(reference.target).inserted {
        warn("'\(reference.raw)' is listed twice; the second listing is left out", at: member.mark)
        continue
      }
      let info = typeInPlace(member, hint: member.title.map(SwiftName.type) ?? "Variant\(index + 1)", sink: &sink)
      if let directID = info.directID {
        edges.append(
          .init(from: qualified, to: directID, site: .property(owner: qualified, index: properties.count)))
      }
      properties.append(
        PropertyDecl(
          name: scope.claimIdentifier(Self.memberName(Self.caseBase(for: info.type), holding: info.type)), key: "",
          type: info.type, isOptional: true,
          isRequired: false, defaultValue: nil,
          docs: ["The value read as `\(info.type.code)`; nil when it does not match."], deprecated: false,
          isBoxed: false, coding: .wholeValue))
    }
    return StructDecl(properties: properties, isAnyOf: true)
  }

  /// A member that adds no shape of its own: it only requires listed properties or narrows them
  /// (`oneOf: [{required: [a]}, {required: [b]}]`), which the generated struct does not check.
  private static func onlyConstrains(_ member: Schema, listed: Set<String>) -> Bool {
    member.ref == nil && member.allOf.isEmpty && member.oneOf.isEmpty && member.anyOf.isEmpty
      && member.items == nil && member.prefixItems.isEmpty && member.enumValues == nil && member.constValue == nil
      && member.types.allSatisfy({ $0 == .object }) && member.properties.keys.allSatisfy(listed.contains)
      && {
        if case .schema? = member.additionalProperties { return false }
        return true
      }()
  }

  /// Whether every value of the schema is a JSON object, so that it can be read from (and written into) the same
  /// object as other properties.
  private func isObjectLike(_ schema: Schema, depth: Int) -> Bool {
    guard depth < 32 else { return false }
    if let reference = schema.ref {
      guard let target = spec.schema(at: reference.target) else { return false }
      return isObjectLike(target, depth: depth + 1)
    }
    switch SchemaShape.of(schema) {
    case .object, .dictionary: return true
    case .choice(let members): return members.allSatisfy { isObjectLike($0, depth: depth + 1) }
    case .single(let member): return isObjectLike(member, depth: depth + 1)
    default: return false
    }
  }
}
