import _APIGenYAML

/// Schemas, references, responses and headers of the Swagger 2.0 conversion.
extension Swagger2Converter {
  /// The keywords a 2.0 parameter, header or items object uses to describe its value: they become its schema.
  static let typeKeywords: Set<String> = [
    "type", "format", "items", "default", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
    "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "enum", "multipleOf", "x-nullable",
  ]

  /// Where the 2.0 sections live in the converted tree.
  static let sectionMoves: [(from: String, to: String)] = [
    ("#/definitions", "#/components/schemas"),
    ("#/parameters", "#/components/parameters"),
    ("#/responses", "#/components/responses"),
    ("#/securityDefinitions", "#/components/securitySchemes"),
  ]

  // MARK: References

  /// A `$ref` value pointing where the converted tree keeps its target.
  mutating func reference(_ node: Node) -> Node {
    guard rewritesLocalReferences, let text = node.scalar?.value else { return node }
    for (from, to) in Self.sectionMoves where text.hasPrefix(from + "/") {
      return .text(to + text.dropFirst(from.count), at: node.mark)
    }
    return node
  }

  /// A schema's `$ref`; also accepts the bare definition names (`$ref: Pet`) that Swagger 1.2-era documents and
  /// many tools still write, with a warning.
  private mutating func schemaReference(_ node: Node) -> Node {
    if let text = node.scalar?.value, !text.isEmpty, !text.contains("#"), !text.contains("/"),
      !text.contains("."), rewritesLocalReferences
    {
      warning("'$ref: \(text)' is not a JSON reference; reading it as '#/definitions/\(text)'", at: node.mark)
      return .text("#/components/schemas/\(text)", at: node.mark)
    }
    return reference(node)
  }

  // MARK: Schemas

  /// A 2.0 schema object: the same as 3.0's except for `type: file`, the string form of `discriminator`, the
  /// common `x-nullable` extension and where references point.
  mutating func schema(_ node: Node) -> Node {
    guard let pairs = node.mapping else { return node }
    var converted: [Pair] = []
    for pair in pairs {
      let value = pair.value
      switch pair.key.scalar?.value ?? "" {
      case "$ref":
        converted.append(Pair(key: pair.key, value: schemaReference(value)))
      case "properties", "patternProperties":
        converted.append(Pair(key: pair.key, value: convertEach(value) { $0.schema($1) }))
      case "items":
        converted.append(Pair(key: pair.key, value: items(value)))
      case "additionalProperties", "not":
        converted.append(Pair(key: pair.key, value: schema(value)))
      case "allOf", "anyOf", "oneOf":
        let list = value.sequence.map { items in Node.list(items.map { schema($0) }, at: value.mark) } ?? value
        converted.append(Pair(key: pair.key, value: list))
      case "x-nullable":
        converted.append(Pair(key: .text("nullable", at: pair.key.mark), value: value))
      case "discriminator" where value.scalar != nil:
        converted.append(Pair(key: pair.key, value: .mapping([("propertyName", value)], at: value.mark)))
      case "type" where value.scalar?.value == "file":
        converted.append(Pair(key: pair.key, value: .text("string", at: value.mark)))
        if node["format"] == nil {
          converted.append(Pair(key: .text("format", at: value.mark), value: .text("binary", at: value.mark)))
        }
      case "format" where node["type"]?.scalar?.value == "file":
        converted.append(Pair(key: pair.key, value: .text("binary", at: value.mark)))
      default:
        converted.append(pair)
      }
    }
    return Node(.mapping(converted), mark: node.mark)
  }

  /// `items`, which some 2.0 documents write as a list (read by the decoder as a tuple, with a warning).
  private mutating func items(_ node: Node) -> Node {
    guard let list = node.sequence else { return schema(node) }
    return Node(.sequence(list.map { schema($0) }), mark: node.mark)
  }

  /// The schema of a parameter, header or items object: its type keywords, with `items` converted the same way.
  mutating func simpleSchema(_ node: Node) -> Node {
    var pairs: [(String, Node)] = []
    for (name, pair) in node.namedPairs where Self.typeKeywords.contains(name) {
      switch name {
      case "items": pairs.append((name, pair.value.mapping != nil ? simpleSchema(pair.value) : pair.value))
      case "x-nullable": pairs.append(("nullable", pair.value))
      case "type" where pair.value.scalar?.value == "file":
        pairs.append(contentsOf: [
          ("type", .text("string", at: pair.value.mark)), ("format", .text("binary", at: pair.value.mark)),
        ])
      case "format" where node["type"]?.scalar?.value == "file": break
      default: pairs.append((name, pair.value))
      }
    }
    if let nested = node["items"]?["collectionFormat"], nested.scalar?.value != "csv" {
      warning(
        "collectionFormat of nested arrays is not supported; inner values are sent comma-separated", at: nested.mark)
    }
    return .mapping(pairs, at: node.mark)
  }

  // MARK: Responses

  /// A response: `schema` and `examples` become content for each produced media type, headers get schemas.
  mutating func response(_ node: Node, produces: [String]?, schemaless: Bool = false) -> Node {
    guard node.mapping != nil else { return node }
    if let ref = node["$ref"] { return node.setting("$ref", reference(ref)) }
    let mark = node.mark
    var pairs: [(String, Node)] = []
    for (name, pair) in node.namedPairs {
      switch name {
      case "schema", "examples": break
      case "headers": pairs.append((name, convertEach(pair.value) { $0.header($1) }))
      default: pairs.append((name, pair.value))
      }
    }
    let examples = node["examples"]?.namedPairs ?? []
    let schemaNode = node["schema"].map { schema($0) }
    var types = produces ?? self.produces
    if types.isEmpty { types = ["application/json"] }
    if schemaNode == nil && !schemaless { types = [] }
    for (type, _) in examples where !types.contains(type) { types.append(type) }
    let content: [(String, Node)] = types.map { type in
      var media: [(String, Node)] = []
      if let schemaNode { media.append(("schema", schemaNode)) }
      if let example = examples.first(where: { $0.name == type }) { media.append(("example", example.pair.value)) }
      return (type, .mapping(media, at: schemaNode?.mark ?? mark))
    }
    if !content.isEmpty { pairs.append(("content", .mapping(content, at: mark))) }
    return .mapping(pairs, at: mark)
  }

  private mutating func header(_ node: Node) -> Node {
    guard node.mapping != nil else { return node }
    return .mapping(fieldsBesideType(node) + [("schema", simpleSchema(node))], at: node.mark)
  }

  /// The fields of a parameter or header other than those that describe its value (which `simpleSchema` takes).
  func fieldsBesideType(_ node: Node) -> [(String, Node)] {
    node.namedPairs.filter { !Self.typeKeywords.contains($0.name) && $0.name != "collectionFormat" }
      .map { ($0.name, $0.pair.value) }
  }
}
