import _APIGenYAML

/// Paths, operations, parameters and request bodies of the Swagger 2.0 conversion.
extension Swagger2Converter {
  // `trace` is not 2.0's, but flasgger writes it and 3.0 reads it.
  static let methods: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

  mutating func paths(_ node: Node) -> Node {
    convertEach(node, keepingExtensions: true) { $0.pathItem($1) }
  }

  /// A path item. Body and formData parameters declared for the whole path move into each of its operations,
  /// where 3.0 keeps request bodies.
  mutating func pathItem(_ node: Node) -> Node {
    guard let pairs = node.mapping else { return node }
    let shared = node["parameters"]?.sequence ?? []
    let sharedBodies = shared.filter { isBodyOrForm(definition(of: $0).node) }
    var converted: [Pair] = []
    for pair in pairs {
      let name = pair.key.scalar?.value ?? ""
      switch name {
      case "$ref":
        converted.append(Pair(key: pair.key, value: reference(pair.value)))
      case "parameters" where pair.value.sequence != nil:
        let plain = shared.filter { !isBodyOrForm(definition(of: $0).node) }.map { parameterOrReference($0) }
        if !plain.isEmpty { converted.append(Pair(key: pair.key, value: .list(plain, at: pair.value.mark))) }
      case _ where Self.methods.contains(name):
        converted.append(Pair(key: pair.key, value: operation(pair.value, pathBodies: sharedBodies)))
      default:
        converted.append(pair)
      }
    }
    return Node(.mapping(converted), mark: node.mark)
  }

  private mutating func operation(_ node: Node, pathBodies: [Node]) -> Node {
    guard let pairs = node.mapping else { return node }
    let consumes = mediaTypes(node["consumes"]) ?? self.consumes
    let ownProduces = mediaTypes(node["produces"])
    let produces = ownProduces ?? self.produces
    let own = node["parameters"]?.sequence ?? []
    let ownKeys = Set(own.map { parameterKey(definition(of: $0).node) })
    let inherited = pathBodies.filter { !ownKeys.contains(parameterKey(definition(of: $0).node)) }

    var plain: [Node] = []
    var body: Node?
    var formFields: [Node] = []
    for item in own + inherited {
      let (definition, sharedName) = definition(of: item)
      switch definition["in"]?.scalar?.value {
      case "body":
        if body != nil || !formFields.isEmpty {
          error("an operation takes one body parameter and no formData parameters besides it", at: item.mark)
          continue
        }
        body =
          sharedName.map {
            Node.mapping([("$ref", .text("#/components/requestBodies/\($0)", at: item.mark))], at: item.mark)
          }
          ?? requestBody(fromBody: definition, consumes: consumes)
      case "formData":
        if body != nil {
          error("an operation takes one body parameter and no formData parameters besides it", at: item.mark)
          continue
        }
        formFields.append(definition)
      default:
        plain.append(parameterOrReference(item))
      }
    }
    if !formFields.isEmpty { body = requestBody(fromForm: formFields, consumes: consumes, at: formFields[0].mark) }

    var converted: [Pair] = []
    for pair in pairs {
      switch pair.key.scalar?.value ?? "" {
      case "consumes", "produces":
        break
      case "schemes":
        warning("operation-level 'schemes' are ignored; the document's servers apply", at: pair.key.mark)
      case "parameters" where pair.value.sequence != nil:
        if !plain.isEmpty { converted.append(Pair(key: pair.key, value: .list(plain, at: pair.value.mark))) }
      case "responses":
        let declared = ownProduces != nil || declaresProduces
        converted.append(Pair(key: pair.key, value: responses(pair.value, produces: produces, declared: declared)))
      default:
        converted.append(pair)
      }
    }
    if let body { converted.append(Pair(key: .text("requestBody", at: body.mark), value: body)) }
    return Node(.mapping(converted), mark: node.mark)
  }

  /// An operation's responses. Where `produces` is declared, a success without a schema (flasgger writes no
  /// others) keeps a body of those types, read without a schema; an empty answer (204, 205) has none.
  private mutating func responses(_ node: Node, produces: [String], declared: Bool) -> Node {
    guard let pairs = node.mapping else { return node }
    var converted: [Pair] = []
    for pair in pairs {
      let key = pair.key.scalar?.value ?? ""
      if key.hasPrefix("x-") {
        converted.append(pair)
        continue
      }
      let schemaless = declared && key.hasPrefix("2") && !["204", "205"].contains(key)
      converted.append(Pair(key: pair.key, value: response(pair.value, produces: produces, schemaless: schemaless)))
    }
    return Node(.mapping(converted), mark: node.mark)
  }

  // MARK: Parameters

  /// The parameter an item of a `parameters` list stands for: the shared one a local `$ref` names (with its name),
  /// or the item itself.
  private func definition(of item: Node) -> (node: Node, sharedName: String?) {
    guard let ref = item["$ref"]?.scalar?.value, ref.hasPrefix("#/parameters/") else { return (item, nil) }
    let name = JSONPointer.decode(String(ref.dropFirst("#/parameters".count)))?.first ?? ""
    guard let shared = sharedParameters[name] else { return (item, nil) }
    return (shared, name)
  }

  private func isBodyOrForm(_ parameter: Node) -> Bool {
    let location = parameter["in"]?.scalar?.value
    return location == "body" || location == "formData"
  }

  private func parameterKey(_ parameter: Node) -> String {
    "\(parameter["in"]?.scalar?.value ?? "")/\(parameter["name"]?.scalar?.value ?? "")"
  }

  private mutating func parameterOrReference(_ item: Node) -> Node {
    if let ref = item["$ref"] { return item.setting("$ref", reference(ref)) }
    return parameter(item)
  }

  /// A query, header or path parameter: its type keywords move into `schema`, `collectionFormat` becomes a style.
  mutating func parameter(_ node: Node) -> Node {
    guard node.mapping != nil else { return node }
    if let ref = node["$ref"] { return node.setting("$ref", reference(ref)) }
    let location = node["in"]?.scalar?.value ?? ""
    var pairs = fieldsBesideType(node)
    guard let type = node["type"] else {
      // flasgger and hand-written 2.0 specs leave it out of header and query parameters, whose values are text.
      let what = node["name"]?.scalar.map { "parameter '\($0.value)'" } ?? "a parameter"
      warning(
        "\(what) has no 'type' (Swagger 2.0 parameters outside the body give their type directly); it is read as a string",
        at: node.mark)
      let schema = simpleSchema(node).setting("type", .text("string", at: node.mark))
      return .mapping(pairs + [("schema", schema)], at: node.mark)
    }
    if type.scalar?.value == "file" {
      error("a 'file' parameter must be 'in: formData' (with multipart/form-data in 'consumes')", at: type.mark)
    }
    pairs.append(("schema", simpleSchema(node)))
    if type.scalar?.value == "array" { pairs.append(contentsOf: style(of: node, in: location)) }
    return .mapping(pairs, at: node.mark)
  }

  /// `collectionFormat` as a 3.0 style and explode flag.
  private mutating func style(of node: Node, in location: String) -> [(String, Node)] {
    let format = node["collectionFormat"]
    let mark = format?.mark ?? node.mark
    let isQuery = location == "query"
    switch format?.scalar?.value ?? "csv" {
    case "csv":
      return isQuery ? [("style", .text("form", at: mark)), ("explode", .flag(false, at: mark))] : []
    case "multi" where isQuery:
      return [("style", .text("form", at: mark)), ("explode", .flag(true, at: mark))]
    case "ssv" where isQuery:
      return [("style", .text("spaceDelimited", at: mark)), ("explode", .flag(false, at: mark))]
    case "pipes" where isQuery:
      return [("style", .text("pipeDelimited", at: mark)), ("explode", .flag(false, at: mark))]
    case let other:
      warning(
        "collectionFormat '\(other)' has no OpenAPI 3 equivalent for a \(location) parameter; the values are sent comma-separated",
        at: mark)
      return isQuery ? [("style", .text("form", at: mark)), ("explode", .flag(false, at: mark))] : []
    }
  }

  // MARK: Request bodies

  /// A body parameter as a request body with one content entry per consumed media type.
  mutating func requestBody(fromBody node: Node, consumes: [String]) -> Node {
    let mark = node.mark
    var pairs: [(String, Node)] = []
    for (name, pair) in node.namedPairs where ["description", "required"].contains(name) || name.hasPrefix("x-") {
      pairs.append((name, pair.value))
    }
    let schemaNode: Node
    if let given = node["schema"] {
      schemaNode = schema(given)
    } else {
      error("a body parameter needs a 'schema'", at: mark)
      schemaNode = .mapping([], at: mark)
    }
    let types = consumes.isEmpty ? ["application/json"] : consumes
    let content = types.map { ($0, Node.mapping([("schema", schemaNode)], at: schemaNode.mark)) }
    pairs.append(("content", .mapping(content, at: mark)))
    return .mapping(pairs, at: mark)
  }

  /// formData parameters as one object schema, sent as a form: multipart when a field is a file or `consumes`
  /// says so, URL-encoded otherwise.
  private mutating func requestBody(fromForm fields: [Node], consumes: [String], at mark: Mark) -> Node {
    let formTypes = ["multipart/form-data", "application/x-www-form-urlencoded"]
    let fileField = fields.first { $0["type"]?.scalar?.value == "file" }
    var types = consumes.filter { formTypes.contains($0) }
    if let fileField, !types.contains("multipart/form-data") {
      if !types.isEmpty {
        warning(
          "a 'file' field needs multipart/form-data, which 'consumes' does not list; sending multipart",
          at: fileField.mark)
      }
      types = ["multipart/form-data"]
    }
    if types.isEmpty { types = ["application/x-www-form-urlencoded"] }

    var properties: [(String, Node)] = []
    var required: [Node] = []
    for field in fields {
      guard let name = field["name"]?.scalar?.value else {
        error("a formData parameter needs a 'name'", at: field.mark)
        continue
      }
      var property = simpleSchema(field)
      if let description = field["description"] { property = property.setting("description", description) }
      properties.append((name, property))
      if field["required"]?.scalar?.value == "true" { required.append(.text(name, at: field.mark)) }
    }
    var schemaPairs: [(String, Node)] = [
      ("type", .text("object", at: mark)), ("properties", .mapping(properties, at: mark)),
    ]
    if !required.isEmpty { schemaPairs.append(("required", .list(required, at: mark))) }
    let schemaNode = Node.mapping(schemaPairs, at: mark)
    let content = types.map { ($0, Node.mapping([("schema", schemaNode)], at: mark)) }
    var body: [(String, Node)] = [("content", .mapping(content, at: mark))]
    if !required.isEmpty { body.append(("required", .flag(true, at: mark))) }
    return .mapping(body, at: mark)
  }
}
