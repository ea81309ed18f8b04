import _APIGenYAML

extension SpecDecoder {
  /// Decodes the root of an OpenAPI document. Returns nil when the node is not an OpenAPI 3 document at all.
  mutating func document(_ root: Node) -> Document? {
    guard root.mapping != nil else {
      error(
        "expected an OpenAPI document (a mapping with 'openapi', 'info' and 'paths'), found \(root.kindDescription)",
        at: root.mark)
      return nil
    }
    guard let versionNode = root["openapi"] else {
      error("missing required field 'openapi' (the OpenAPI version, such as 3.1.0)", at: root.mark)
      return nil
    }
    var document = Document()
    guard let versionText = string(versionNode, "openapi"), let read = readVersion(versionText, at: versionNode.mark)
    else { return nil }
    document.openapi = versionText
    version = read
    document.version = read

    var sawInfo = false
    var sawPaths = false
    fields(root, "the document") { decoder, key, value in
      switch key {
      case "openapi": break
      case "info":
        sawInfo = true
        document.info = decoder.info(value)
      case "jsonSchemaDialect": document.jsonSchemaDialect = decoder.string(value, key)
      case "$self": document.selfURI = decoder.selfURI(value)
      case "servers": document.servers = decoder.list(value, key) { $0.server($1) }
      case "paths":
        sawPaths = true
        document.paths = decoder.paths(value)
      case "webhooks": document.webhooks = decoder.webhooks(value, key)
      // Redocly's extension for webhooks before 3.1, of the same shape; `webhooks` wins when a document has both.
      case "x-webhooks":
        decoder.keepExtension(key, value, in: &document.extensions)
        if root["webhooks"] == nil { document.webhooks = decoder.webhooks(value, key) }
      case "components": document.components = decoder.components(value)
      case "security": document.security = decoder.list(value, key) { $0.securityRequirement($1) }
      case "tags": document.tags = decoder.list(value, key) { $0.tag($1) }
      case "externalDocs": document.externalDocs = decoder.externalDocs(value)
      default: decoder.keepExtension(key, value, in: &document.extensions)
      }
    }
    if !sawInfo { error("missing required field 'info'", at: root.mark) }
    if !sawPaths {
      if version == .v3_0 {
        error("missing required field 'paths'", at: root.mark)
      } else if document.webhooks.isEmpty && root["components"] == nil {
        error(
          "missing 'paths': an OpenAPI 3.1 document needs at least one of 'paths', 'webhooks' or 'components'",
          at: root.mark)
      }
    }
    return document
  }

  /// `webhooks` (or Redocly's `x-webhooks`): path items by webhook name.
  private mutating func webhooks(_ node: Node, _ key: String) -> OrderedMap<Referenceable<PathItem>> {
    map(node, key) { $0.referenceable($1, .pathItem) { $0.pathItem($1, path: "") } }
  }

  /// OpenAPI 3.2's `$self`, which names a whole document: a fragment is an error.
  private mutating func selfURI(_ node: Node) -> String? {
    let text = string(node, "$self")
    if text?.contains("#") == true {
      error("'$self' must not contain a fragment ('#'): it names the whole document", at: node.mark)
    }
    return text
  }

  /// The version a document's `openapi` names, as read: a later 3.x as 3.1, with a warning; nil for any other.
  private mutating func readVersion(_ text: String, at mark: Mark) -> SpecVersion? {
    if text.hasPrefix("3.0") { return .v3_0 }
    if text.hasPrefix("3.1") { return .v3_1 }
    if text.hasPrefix("3.") {
      warning("OpenAPI \(text) is newer than this version of APIGen knows; reading it as 3.1", at: mark)
      return .v3_1
    }
    error("unsupported OpenAPI version '\(text)'; APIGen reads 3.0.x and 3.1.x", at: mark)
    return nil
  }

  mutating func info(_ node: Node) -> Info {
    var info = Info()
    var sawTitle = false
    var sawVersion = false
    let isMapping = fields(node, "info") { decoder, key, value in
      switch key {
      case "title":
        sawTitle = true
        info.title = decoder.string(value, key) ?? ""
      case "version":
        sawVersion = true
        info.version = decoder.string(value, key) ?? ""
      case "summary": info.summary = decoder.string(value, key)
      case "description": info.description = decoder.string(value, key)
      case "termsOfService": info.termsOfService = decoder.string(value, key)
      case "contact":
        var contact = Contact()
        decoder.fields(value, key) { decoder, key, value in
          switch key {
          case "name": contact.name = decoder.string(value, key)
          case "url": contact.url = decoder.string(value, key)
          case "email": contact.email = decoder.string(value, key)
          default: decoder.unknownField(key)
          }
        }
        info.contact = contact
      case "license":
        var license = License()
        decoder.fields(value, key) { decoder, key, value in
          switch key {
          case "name": license.name = decoder.string(value, key) ?? ""
          case "identifier": license.identifier = decoder.string(value, key)
          case "url": license.url = decoder.string(value, key)
          default: decoder.unknownField(key)
          }
        }
        info.license = license
      default: decoder.keepExtension(key, value, in: &info.extensions)
      }
    }
    if isMapping {
      if !sawTitle { error("missing required field 'title' in info", at: node.mark) }
      if !sawVersion { error("missing required field 'version' in info", at: node.mark) }
    }
    return info
  }

  mutating func server(_ node: Node) -> Server {
    var server = Server()
    var sawURL = false
    let isMapping = fields(node, "a server") { decoder, key, value in
      switch key {
      case "url":
        sawURL = true
        server.url = decoder.string(value, key) ?? ""
      case "description": server.description = decoder.string(value, key)
      case "name": server.name = decoder.string(value, key)
      case "variables":
        server.variables = decoder.map(value, "server variables") { $0.serverVariable($1) }
      default: decoder.keepExtension(key, value, in: &server.extensions)
      }
    }
    if isMapping && !sawURL { error("missing required field 'url' in a server", at: node.mark) }
    if sawURL, let problem = ServerTemplate.problem(in: server.url) {
      error("server URL '\(server.url)' is not a valid URL template: \(problem)", at: node.mark)
      return server
    }
    for name in ServerTemplate.variableNames(in: server.url) where server.variables[name] == nil {
      error("server URL '\(server.url)' uses variable '{\(name)}', which 'variables' does not define", at: node.mark)
    }
    return server
  }

  private mutating func serverVariable(_ node: Node) -> ServerVariable {
    var variable = ServerVariable()
    var sawDefault = false
    let isMapping = fields(node, "a server variable") { decoder, key, value in
      switch key {
      case "default":
        sawDefault = true
        variable.defaultValue = decoder.string(value, key) ?? ""
      case "enum": variable.enumValues = decoder.strings(value, key)
      case "description": variable.description = decoder.string(value, key)
      default: decoder.unknownField(key)
      }
    }
    if isMapping && !sawDefault { error("missing required field 'default' in a server variable", at: node.mark) }
    if let values = variable.enumValues, sawDefault, !values.contains(variable.defaultValue) {
      error("server variable default '\(variable.defaultValue)' is not one of its enum values", at: node.mark)
    }
    return variable
  }

  mutating func tag(_ node: Node) -> Tag {
    var tag = Tag()
    tag.mark = node.mark
    var sawName = false
    let isMapping = fields(node, "a tag") { decoder, key, value in
      switch key {
      case "name":
        sawName = true
        tag.name = decoder.string(value, key) ?? ""
      case "description": tag.description = decoder.string(value, key)
      case "summary": tag.summary = decoder.string(value, key)
      case "kind": tag.kind = decoder.string(value, key)
      case "parent": tag.parent = decoder.string(value, key)
      case "externalDocs": tag.externalDocs = decoder.externalDocs(value)
      default: decoder.keepExtension(key, value, in: &tag.extensions)
      }
    }
    if isMapping && !sawName { error("missing required field 'name' in a tag", at: node.mark) }
    return tag
  }

  mutating func externalDocs(_ node: Node) -> ExternalDocs {
    var docs = ExternalDocs()
    fields(node, "externalDocs") { decoder, key, value in
      switch key {
      case "url": docs.url = decoder.string(value, key) ?? ""
      case "description": docs.description = decoder.string(value, key)
      default: decoder.unknownField(key)
      }
    }
    return docs
  }
}

/// `{name}` placeholders in server URLs and path templates.
public enum ServerTemplate {
  /// What makes a server URL template unusable, or nil: characters a URL cannot hold (spaces, quotes, angle
  /// brackets, control characters), a brace without its partner, a nested or empty `{}`.
  public static func problem(in template: String) -> String? {
    var open = false
    var name = ""
    for scalar in template.unicodeScalars {
      switch scalar {
      case "{":
        if open { return "'{' inside a variable" }
        open = true
        name = ""
      case "}":
        if !open { return "'}' without '{'" }
        if name.isEmpty { return "an empty variable '{}'" }
        open = false
      default:
        if scalar.value <= 0x20 || scalar.value == 0x7F || "\"<>\\^`|".unicodeScalars.contains(scalar) {
          return "it contains \(scalar.value == 0x20 ? "a space" : "'\(scalar.escaped(asASCII: true))'")"
        }
        if open { name.unicodeScalars.append(scalar) }
      }
    }
    return open ? "'{' without '}'" : nil
  }

  public static func variableNames(in template: String) -> [String] {
    var names: [String] = []
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      guard let close = rest[open...].firstIndex(of: "}") else { break }
      names.append(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }
}
