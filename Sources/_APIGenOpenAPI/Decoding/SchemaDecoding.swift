import _APIGenYAML

extension SpecDecoder {
  mutating func schema(_ node: Node) -> Schema {
    var schema = Schema()
    schema.mark = node.mark
    if case .scalar(let scalar) = node.content, case .bool(let value) = scalar.resolved, version == .v3_1 {
      schema.boolean = value
      return schema
    }
    var flags = DraftFlags()
    fields(node, "a schema") { decoder, key, value in
      decoder.keyword(key, value, into: &schema, flags: &flags)
    }
    apply(flags, to: &schema)
    return siblingsOfReference(schema, node)
  }

  /// What older drafts say with flags beside other keywords, and what a `type` list implies.
  private struct DraftFlags {
    var exclusiveMinimum = false
    var exclusiveMaximum = false
    var isRequired = false
    var impliedFormat: String?
  }

  /// The structure and annotations of a schema; validation keywords are read by `validationKeyword`.
  private mutating func keyword(_ key: String, _ value: Node, into schema: inout Schema, flags: inout DraftFlags) {
    switch key {
    case "$ref": schema.ref = reference(value, .schema)
    case "type": flags.impliedFormat = types(value, into: &schema)
    case "nullable": schema.isNullable = bool(value, key) ?? false || schema.isNullable
    case "format": schema.format = string(value, key)
    case "title": schema.title = string(value, key)
    case "description": schema.description = string(value, key)
    case "default": schema.defaultValue = JSONValue(value)
    case "example": schema.example = value
    case "examples":
      if let items = value.sequence { schema.examples = items } else { schema.examples = [value] }
    case "enum": schema.enumValues = list(value, key) { _, item in JSONValue(item) }
    case "const": schema.constValue = JSONValue(value)
    case "properties": properties(value, into: &schema)
    case "required":
      if value.sequence == nil, let flag = value.scalar.flatMap({ CoreSchema.bool($0.value) }) {
        // Draft 3 marks a property required on the property itself; `properties` reads the flag.
        flags.isRequired = flag
      } else {
        schema.required = strings(value, key)
      }
    case "additionalProperties":
      if case .scalar(let scalar) = value.content, case .bool(let allowed) = scalar.resolved {
        schema.additionalProperties = .allowed(allowed)
      } else {
        schema.additionalProperties = .schema(Indirect(self.schema(value)))
      }
    case "items": items(value, into: &schema)
    case "prefixItems": schema.prefixItems = list(value, key) { $0.schema($1) }
    case "allOf": schema.allOf = list(value, key) { $0.schema($1) }
    case "oneOf": schema.oneOf = list(value, key) { $0.schema($1) }
    case "anyOf": schema.anyOf = list(value, key) { $0.schema($1) }
    case "not": schema.not = Indirect(self.schema(value))
    case "discriminator": schema.discriminator = discriminator(value)
    case "deprecated": schema.deprecated = deprecationFlag(value)
    case "readOnly": schema.readOnly = bool(value, key) ?? false
    case "writeOnly": schema.writeOnly = bool(value, key) ?? false
    case "contentMediaType": schema.contentMediaType = string(value, key)
    case "contentEncoding": schema.contentEncoding = string(value, key)
    case "externalDocs": schema.externalDocs = externalDocs(value)
    case "xml": schema.xml = xmlNaming(value)
    default: validationKeyword(key, value, into: &schema, flags: &flags)
    }
  }

  /// Bounds on numbers, strings, arrays and objects; anything else is kept as an extension.
  private mutating func validationKeyword(
    _ key: String, _ value: Node, into schema: inout Schema, flags: inout DraftFlags
  ) {
    switch key {
    case "minimum": schema.minimum = number(value, key)
    case "maximum": schema.maximum = number(value, key)
    case "exclusiveMinimum":
      if let flag = value.scalar.flatMap({ CoreSchema.bool($0.value) }) {
        flags.exclusiveMinimum = flag
      } else {
        schema.exclusiveMinimum = number(value, key)
      }
    case "exclusiveMaximum":
      if let flag = value.scalar.flatMap({ CoreSchema.bool($0.value) }) {
        flags.exclusiveMaximum = flag
      } else {
        schema.exclusiveMaximum = number(value, key)
      }
    case "multipleOf": schema.multipleOf = number(value, key)
    case "minLength": schema.minLength = int(value, key)
    case "maxLength": schema.maxLength = int(value, key)
    case "pattern": schema.pattern = string(value, key)
    case "minItems": schema.minItems = int(value, key)
    case "maxItems": schema.maxItems = int(value, key)
    case "uniqueItems": schema.uniqueItems = bool(value, key) ?? false
    case "minProperties": schema.minProperties = int(value, key)
    case "maxProperties": schema.maxProperties = int(value, key)
    default: keepExtension(key, value, in: &schema.extensions)
    }
  }

  private func apply(_ flags: DraftFlags, to schema: inout Schema) {
    schema.isRequiredByFlag = flags.isRequired
    if schema.format == nil, let implied = flags.impliedFormat { schema.format = implied }
    for (name, property) in schema.properties where property.isRequiredByFlag && !schema.required.contains(name) {
      schema.required.append(name)
    }
    if flags.exclusiveMinimum, let minimum = schema.minimum {
      schema.exclusiveMinimum = minimum
      schema.minimum = nil
    }
    if flags.exclusiveMaximum, let maximum = schema.maximum {
      schema.exclusiveMaximum = maximum
      schema.maximum = nil
    }
  }

  /// A `$ref` with siblings: in 3.1 they constrain too (noted); in 3.0 they are ignored, but for what documents
  /// the reference.
  private func siblingsOfReference(_ schema: Schema, _ node: Node) -> Schema {
    guard schema.ref != nil, let pairs = node.mapping else { return schema }
    var schema = schema
    if version == .v3_1 {
      schema.hasConstrainingSiblings = pairs.contains { pair in
        guard let key = pair.key.scalar?.value else { return false }
        return !Self.annotationKeywords.contains(key) && !key.hasPrefix("x-")
      }
    }
    guard version == .v3_0 && pairs.count > 1 else { return schema }
    var kept = Schema()
    kept.ref = schema.ref
    kept.description = schema.description
    kept.isNullable = schema.isNullable
    kept.mark = node.mark
    return kept
  }

  /// `properties`, adding to `required` the properties that say `required: true` themselves (draft 3, still met
  /// in converted specs).
  private mutating func properties(_ node: Node, into schema: inout Schema) {
    schema.properties =
      throughReference(
        node, "'properties' given as a $ref, which OpenAPI allows only for a schema", unresolved: OrderedMap()
      ) {
        $0.map($1, "properties") { $0.schema($1) }
      } ?? map(node, "properties") { $0.schema($1) }
    for (name, property) in schema.properties where property.isRequiredByFlag {
      warning(
        "property '\(name)' says 'required: true', which belongs in its object's 'required' list; it is read as required",
        at: property.mark)
    }
  }

  /// `items`: one schema, or a list (the draft 4 tuple form) read as `prefixItems`.
  private mutating func items(_ node: Node, into schema: inout Schema) {
    guard let list = node.sequence else {
      schema.items = Indirect(self.schema(node))
      return
    }
    let members = self.list(node, "items") { $0.schema($1) }
    if members.count == 1 {
      warning("'items' is a list of one schema; reading it as that schema", at: node.mark)
      schema.items = Indirect(members[0])
    } else if list.isEmpty {
      warning("'items' is an empty list; the array's elements are read as any value", at: node.mark)
    } else {
      warning(
        "'items' is a list (a tuple, as JSON Schema draft 4 writes it); an element is read as one of its \(list.count) schemas",
        at: node.mark)
      schema.prefixItems = members
    }
  }

  /// `deprecated`, which some specs write as the reason (`deprecated: Replaced with isStatic`).
  mutating func deprecationFlag(_ node: Node) -> Bool {
    if case .scalar(let scalar) = node.content, CoreSchema.bool(scalar.value) == nil, scalar.resolved != .null,
      !scalar.value.isEmpty
    {
      warning("'deprecated' is text, not true or false; it is read as true", at: node.mark)
      return true
    }
    return bool(node, "deprecated") ?? false
  }

  /// Keywords that describe a schema without changing what it accepts.
  private static let annotationKeywords: Set<String> = [
    "$ref", "description", "title", "summary", "deprecated", "readOnly", "writeOnly", "example", "examples",
    "externalDocs", "$comment",
  ]

  /// The types `type` names, read leniently (`TypeSpellings`); returns the format a lenient spelling implies.
  private mutating func types(_ node: Node, into schema: inout Schema) -> String? {
    let names: [(String, Mark)]
    if let items = node.sequence {
      if version == .v3_0 {
        // Common in specs converted from JSON Schema: read as 3.1 reads it.
        warning("'type' is a list, which OpenAPI 3.0 does not allow; it is read as OpenAPI 3.1 reads it", at: node.mark)
      }
      names = items.compactMap { item in
        if item.isNull, item.scalar?.isPlain == true {
          warning("an unquoted null in 'type' is YAML's null; it is read as the type \"null\"", at: item.mark)
          return ("null", item.mark)
        }
        return string(item, "an item of type").map { ($0, item.mark) }
      }
    } else if let name = string(node, "type") {
      names = [(name, node.mark)]
    } else {
      return nil
    }
    var impliedFormat: String?
    for (name, mark) in names {
      guard let reading = TypeSpellings.reading(of: name) else {
        error(
          "unknown type '\(name)': expected one of \(JSONType.allCases.map(\.rawValue).joined(separator: ", ")) (a format such as int64 or date-time goes in 'format')",
          at: mark)
        continue
      }
      let type = reading.type
      if type.rawValue != name {
        let format = reading.format.map { " with format '\($0)'" } ?? ""
        warning("type '\(name)' is not a JSON Schema type; it is read as '\(type.rawValue)'\(format)", at: mark)
        impliedFormat = impliedFormat ?? reading.format
      }
      if type == .null {
        schema.isNullable = true
      } else if !schema.types.contains(type) {
        schema.types.append(type)
      }
    }
    return impliedFormat
  }

  private mutating func xmlNaming(_ node: Node) -> XMLNaming {
    var xml = XMLNaming()
    fields(node, "an xml object") { decoder, key, value in
      switch key {
      case "name": xml.name = decoder.string(value, key)
      case "namespace": xml.namespace = decoder.string(value, key)
      case "prefix": xml.prefix = decoder.string(value, key)
      case "nodeType": xml.nodeType = decoder.string(value, key)
      case "attribute": xml.attribute = decoder.bool(value, key) ?? false
      case "wrapped": xml.wrapped = decoder.bool(value, key) ?? false
      default: decoder.unknownField(key)
      }
    }
    return xml
  }

  /// A `mapping` or `defaultMapping` value: a schema name or a reference, which must resolve.
  private mutating func discriminatorTarget(_ node: Node, _ what: String) -> String {
    let text = string(node, what) ?? ""
    let raw =
      text.contains("#") || text.contains("/") || text.hasSuffix(".yaml") || text.hasSuffix(".json")
      ? text : "#/components/schemas/\(text)"
    if !text.isEmpty, let target = parseTarget(raw) {
      references.append((Reference(raw: text, target: target, file: file, mark: node.mark), .schema))
    }
    return text
  }

  private mutating func discriminator(_ node: Node) -> Discriminator {
    var discriminator = Discriminator()
    discriminator.mark = node.mark
    var sawPropertyName = false
    let isMapping = fields(node, "a discriminator") { decoder, key, value in
      switch key {
      case "propertyName":
        sawPropertyName = true
        discriminator.propertyName = decoder.string(value, key) ?? ""
      case "mapping":
        discriminator.mapping = decoder.map(value, key) { decoder, valueNode in
          decoder.discriminatorTarget(valueNode, "a discriminator mapping")
        }
      case "defaultMapping":
        discriminator.defaultMapping = decoder.discriminatorTarget(value, "a discriminator's defaultMapping")
        discriminator.defaultMappingMark = value.mark
      default: decoder.unknownField(key)
      }
    }
    if isMapping && !sawPropertyName {
      error("missing required field 'propertyName' in a discriminator", at: node.mark)
    }
    return discriminator
  }
}
