import _APIGenYAML

extension SpecDecoder {
  mutating func paths(_ node: Node) -> OrderedMap<PathItem> {
    var paths = OrderedMap<PathItem>()
    fields(node, "paths") { decoder, key, value in
      if key.hasPrefix("x-") { return }
      if !key.hasPrefix("/") {
        decoder.error("path '\(key)' must start with '/'", at: value.mark)
      }
      paths.append(key, decoder.pathItem(value, path: key))
    }
    return paths
  }

  /// A path item; `path` is empty for path items outside `paths` (webhooks, callbacks, components).
  mutating func pathItem(_ node: Node, path: String) -> PathItem {
    var item = PathItem()
    item.mark = node.mark
    var operationNodes: [(field: [String], method: HTTPMethod, node: Node)] = []
    fields(node, "a path item") { decoder, key, value in
      if let method = HTTPMethod(fixedField: key) {
        operationNodes.append(([key], method, value))
        return
      }
      switch key {
      case "additionalOperations":
        operationNodes += decoder.additionalOperations(value).map { (["additionalOperations", $0.token], $0, $1) }
      case "$ref": item.ref = decoder.reference(value, .pathItem)
      case "summary": item.summary = decoder.string(value, key)
      case "description": item.description = decoder.string(value, key)
      case "servers": item.servers = decoder.list(value, key) { $0.server($1) }
      case "parameters": item.parameters = decoder.list(value, key) { $0.parameterOrReference($1) }
      default: decoder.keepExtension(key, value, in: &item.extensions)
      }
    }
    // The loader merges the path-level parameters into each operation once references are resolved.
    for (field, method, value) in operationNodes {
      let operation = withPath(field) { $0.operationOrReference(value, method: method, path: path) }
      item.operations.append(operation)
    }
    return item
  }

  /// OpenAPI 3.2's operations by any method name: each key is the method as it is sent, so it must be an HTTP
  /// token, and a method that has a field of its own (`post`) belongs there.
  private mutating func additionalOperations(_ node: Node) -> [(HTTPMethod, Node)] {
    var operations: [(HTTPMethod, Node)] = []
    fields(node, "additionalOperations") { decoder, key, value in
      if let field = HTTPMethod.fixedFields.first(where: { $0.token == key.uppercased() }) {
        decoder.error(
          "'\(key)' in additionalOperations: the \(field.token) operation belongs in the path item's "
            + "'\(field.fixedField ?? "")' field", at: decoder.currentKeyMark)
      } else if !HTTPMethod.isToken(key) {
        decoder.error(
          "'\(key)' in additionalOperations is not an HTTP method name: a method is letters, digits and "
            + "!#$%&'*+-.^_`|~ only", at: decoder.currentKeyMark)
      } else {
        operations.append((HTTPMethod(token: key), value))
      }
    }
    return operations
  }

  /// An operation, or one given as a `$ref` (which bundlers for multi-file specs accept), read from its place.
  private mutating func operationOrReference(_ node: Node, method: HTTPMethod, path: String) -> Operation {
    // A copy: the fallback is built inside the call that mutates `self`.
    let file = file
    return throughReference(
      node, "an operation given as a $ref, which OpenAPI allows only for a whole path item",
      unresolved: Self.blankOperation(
        method: method, path: path, file: file, at: node.mark,
        name: Operation.derivedName(method: method, path: path))
    ) { $0.operationOrReference($1, method: method, path: path) } ?? operation(node, method: method, path: path)
  }

  /// An operation with its place filled in and nothing read yet.
  private static func blankOperation(
    method: HTTPMethod, path: String, file: String, at mark: Mark, name: String = ""
  ) -> Operation {
    var operation = Operation()
    operation.method = method
    operation.path = path
    operation.mark = mark
    operation.file = file
    operation.name = name
    return operation
  }

  mutating func operation(_ node: Node, method: HTTPMethod, path: String) -> Operation {
    var operation = Self.blankOperation(method: method, path: path, file: file, at: node.mark)
    var sawResponses = false
    let isMapping = fields(node, "an operation") { decoder, key, value in
      switch key {
      case "operationId": operation.operationId = decoder.string(value, key)
      case "tags": operation.tags = decoder.strings(value, key)
      case "summary": operation.summary = decoder.string(value, key)
      case "description": operation.description = decoder.string(value, key)
      case "externalDocs": operation.externalDocs = decoder.externalDocs(value)
      case "parameters": operation.parameters = decoder.list(value, key) { $0.parameterOrReference($1) }
      case "requestBody":
        operation.requestBody = decoder.referenceable(value, .requestBody) { $0.requestBody($1) }
      case "responses":
        sawResponses = true
        operation.responsesMark = value.mark
        operation.responses = decoder.responses(value)
      case "callbacks":
        operation.callbacks = decoder.map(value, key) { $0.referenceable($1, .callback) { $0.callback($1) } }
      case "deprecated": operation.deprecated = decoder.bool(value, key) ?? false
      case "security": operation.security = decoder.list(value, key) { $0.securityRequirement($1) }
      case "servers": operation.servers = decoder.list(value, key) { $0.server($1) }
      default: decoder.keepExtension(key, value, in: &operation.extensions)
      }
    }
    operation.name = operation.operationId ?? Operation.derivedName(method: method, path: path)
    if isMapping && !sawResponses && version == .v3_0 {
      error("missing required field 'responses' in operation '\(operation.name)'", at: node.mark)
    }
    return operation
  }

  mutating func callback(_ node: Node) -> Callback {
    map(node, "a callback") { $0.referenceable($1, .pathItem) { $0.pathItem($1, path: "") } }
  }

  mutating func responses(_ node: Node) -> [ResponseEntry] {
    var entries: [ResponseEntry] = []
    fields(node, "responses") { decoder, key, value in
      if key.hasPrefix("x-") { return }
      guard let responseKey = ResponseKey(key) else {
        decoder.error(
          "invalid response key '\(key)': expected an HTTP status code (such as 200), a range (2XX) or 'default'",
          at: value.mark)
        return
      }
      entries.append(
        ResponseEntry(key: responseKey, response: decoder.referenceable(value, .response) { $0.response($1) }))
    }
    if entries.isEmpty, node.mapping != nil {
      warning("an operation without any response; callers will get no value", at: node.mark)
    }
    return entries
  }

  mutating func response(_ node: Node) -> Response {
    var response = Response()
    response.mark = node.mark
    var sawDescription = false
    let isMapping = fields(node, "a response") { decoder, key, value in
      switch key {
      case "description":
        sawDescription = true
        response.description = decoder.string(value, key) ?? ""
      case "summary": response.summary = decoder.string(value, key)
      case "headers": response.headers = decoder.map(value, key) { $0.referenceable($1, .header) { $0.header($1) } }
      case "content": response.content = decoder.content(value)
      case "links": response.links = decoder.map(value, key) { $0.referenceable($1, .link) { $0.link($1) } }
      default: decoder.keepExtension(key, value, in: &response.extensions)
      }
    }
    if isMapping && !sawDescription && version == .v3_0 {
      warning("missing required field 'description' in a response", at: node.mark)
    }
    return response
  }

  mutating func requestBody(_ node: Node) -> RequestBody {
    var body = RequestBody()
    body.mark = node.mark
    var sawContent = false
    let isMapping = fields(node, "a request body") { decoder, key, value in
      switch key {
      case "description": body.description = decoder.string(value, key)
      case "content":
        sawContent = true
        body.content = decoder.content(value)
      case "required": body.required = decoder.bool(value, key) ?? false
      default: decoder.keepExtension(key, value, in: &body.extensions)
      }
    }
    if isMapping && !sawContent { error("missing required field 'content' in a request body", at: node.mark) }
    return body
  }

  mutating func content(_ node: Node) -> OrderedMap<MediaType> {
    let content = map(node, "content") { $0.mediaType($1) }
    for (key, media) in content {
      guard let mark = media.positionalEncodingMark else { continue }
      if !key.lowercased().hasPrefix("multipart/") {
        warning(
          "'itemEncoding' and 'prefixEncoding' type the parts of a multipart body; \(key) has no parts, so they are ignored",
          at: mark)
      } else if !media.encoding.isEmpty {
        warning(
          "'encoding' cannot stand beside 'itemEncoding' or 'prefixEncoding' (OpenAPI 3.2); a body that is an object is sent by 'encoding', a list by the other two",
          at: mark)
      }
    }
    return content
  }

  /// A media type, or (OpenAPI 3.2) a `$ref` to one, such as one of `components.mediaTypes`, read in place from
  /// where it points.
  mutating func mediaType(_ node: Node) -> MediaType {
    if let referenced = throughReference(node, nil, unresolved: MediaType(), { $0.mediaType($1) }) {
      return referenced
    }
    var media = MediaType()
    media.mark = node.mark
    fields(node, "a media type") { decoder, key, value in
      switch key {
      case "schema": media.schema = decoder.schema(value)
      case "itemSchema": media.itemSchema = decoder.schema(value)
      case "description": media.description = decoder.string(value, key)
      case "example": media.example = value
      case "examples": media.examples = decoder.examples(value)
      case "encoding": media.encoding = decoder.map(value, key) { $0.encoding($1) }
      case "prefixEncoding":
        media.positionalEncodingMark = media.positionalEncodingMark ?? decoder.currentKeyMark
        media.prefixEncoding = decoder.list(value, key) { $0.encoding($1) }
      case "itemEncoding":
        media.positionalEncodingMark = media.positionalEncodingMark ?? decoder.currentKeyMark
        media.itemEncoding = decoder.encoding(value)
      default: decoder.keepExtension(key, value, in: &media.extensions, of: .mediaType)
      }
    }
    return media
  }

  private mutating func encoding(_ node: Node) -> Encoding {
    var encoding = Encoding()
    fields(node, "an encoding") { decoder, key, value in
      switch key {
      case "contentType": encoding.contentType = decoder.string(value, key)
      case "headers": encoding.headers = decoder.map(value, key) { $0.referenceable($1, .header) { $0.header($1) } }
      case "style": encoding.style = decoder.style(value)
      case "explode": encoding.explode = decoder.bool(value, key)
      case "allowReserved": encoding.allowReserved = decoder.bool(value, key) ?? false
      default: decoder.keepExtension(key, value, in: &encoding.extensions, of: .encoding)
      }
    }
    return encoding
  }

  mutating func examples(_ node: Node) -> OrderedMap<Referenceable<Example>> {
    map(node, "examples") { $0.referenceable($1, .example) { $0.example($1) } }
  }

  /// OpenAPI 3.2's `dataValue` (the value as data) is what `value` holds when both are given, so that the mock
  /// server and the documentation use the data; `serializedValue` is the value as sent.
  mutating func example(_ node: Node) -> Example {
    var example = Example()
    var dataValue: Node?
    fields(node, "an example") { decoder, key, value in
      switch key {
      case "summary": example.summary = decoder.string(value, key)
      case "description": example.description = decoder.string(value, key)
      case "value": example.value = value
      case "dataValue": dataValue = value
      case "serializedValue": example.serializedValue = decoder.string(value, key)
      case "externalValue": example.externalValue = decoder.string(value, key)
      default: decoder.keepExtension(key, value, in: &example.extensions)
      }
    }
    if let dataValue { example.value = dataValue }
    return example
  }

  mutating func link(_ node: Node) -> Link {
    var link = Link()
    fields(node, "a link") { decoder, key, value in
      switch key {
      case "operationRef": link.operationRef = decoder.string(value, key)
      case "operationId": link.operationId = decoder.string(value, key)
      case "parameters":
        decoder.fields(value, key) { _, name, expression in link.parameters[name] = expression }
      case "requestBody": link.requestBody = value
      case "description": link.description = decoder.string(value, key)
      case "server": link.server = decoder.server(value)
      default: decoder.keepExtension(key, value, in: &link.extensions)
      }
    }
    return link
  }
}
