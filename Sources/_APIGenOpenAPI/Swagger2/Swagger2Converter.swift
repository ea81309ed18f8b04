import _APIGenYAML

/// Turns the tree of a Swagger 2.0 document into the OpenAPI 3.0 tree that says the same thing, before decoding:
/// `definitions`, `parameters`, `responses` and `securityDefinitions` become components; body and formData
/// parameters become request bodies; `consumes`/`produces` become the media types of bodies and responses;
/// `host`, `basePath` and `schemes` become servers. Every node keeps the mark of the 2.0 text it came from, so the
/// decoder's diagnostics point at the file the user wrote.
///
/// Converting the tree rather than the decoded model keeps one decoder, one validator and one set of messages for
/// both versions.
public struct Swagger2Converter: Sendable {
  /// The version written into the converted tree.
  static let openAPIVersion = "3.0.3"

  let file: String
  /// Whether `#/definitions/...`-style pointers are rewritten to where the converted tree holds them: true for the
  /// root document, false for a node taken from another file (which is not converted as a whole).
  let rewritesLocalReferences: Bool
  var diagnostics: [Diagnostic] = []
  var consumes = ["application/json"]
  var produces = ["application/json"]
  /// Whether the root lists `produces` (then a success response without a schema still has a body of those types).
  var declaresProduces = false
  /// The root's `parameters` by name, so that a `$ref` to a body or formData parameter can become a request body.
  var sharedParameters: [String: Node] = [:]

  public init(file: String, rewritesLocalReferences: Bool = true) {
    self.file = file
    self.rewritesLocalReferences = rewritesLocalReferences
  }

  /// Whether a parsed document is Swagger 2.0 rather than OpenAPI 3.
  public static func isSwagger2(_ root: Node) -> Bool {
    root["swagger"] != nil && root["openapi"] == nil
  }

  mutating func error(_ message: String, at mark: Mark) {
    diagnostics.append(Diagnostic(.error, message, file: file, mark: mark))
  }

  mutating func warning(_ message: String, at mark: Mark) {
    diagnostics.append(Diagnostic(.warning, message, file: file, mark: mark))
  }

  // MARK: The document

  /// The OpenAPI 3.0 tree for a Swagger 2.0 root. Keys it does not know are kept, so the decoder reports them.
  public mutating func document(_ root: Node) -> Node {
    guard root.mapping != nil else { return root }
    if let swagger = root["swagger"], swagger.scalar?.value != "2.0" {
      error(
        "unsupported Swagger version '\(swagger.scalar?.value ?? swagger.kindDescription)'; APIGen reads Swagger 2.0 and OpenAPI 3.0/3.1",
        at: swagger.mark)
    }
    consumes = mediaTypes(root["consumes"]) ?? consumes
    if let declared = mediaTypes(root["produces"]) {
      produces = declared
      declaresProduces = true
    }
    for (name, pair) in root["parameters"]?.namedPairs ?? [] { sharedParameters[name] = pair.value }

    var pairs: [Pair] = []
    var components: [(String, Node)] = []
    var componentsMark = root.mark
    for (name, pair) in root.namedPairs {
      let value = pair.value
      switch name {
      case "swagger":
        pairs.append(Pair(key: .text("openapi", at: pair.key.mark), value: .text(Self.openAPIVersion, at: value.mark)))
      case "host", "basePath", "schemes", "consumes", "produces":
        break
      case "info":
        pairs.append(pair)
        if let servers = servers(root) { pairs.append(Pair(key: .text("servers", at: pair.key.mark), value: servers)) }
      case "paths":
        pairs.append(Pair(key: pair.key, value: paths(value)))
      case "definitions":
        componentsMark = pair.key.mark
        components.append(("schemas", convertEach(value) { $0.schema($1) }))
      case "parameters":
        components.append(contentsOf: sharedParameterComponents(value))
      case "responses":
        components.append(("responses", convertEach(value) { $0.response($1, produces: nil) }))
      case "securityDefinitions":
        components.append(("securitySchemes", convertEach(value) { $0.securityScheme($1) }))
      default:
        pairs.append(pair)
      }
    }
    // Empty sections keep a dangling `#/definitions/X` reported as a missing X, not as a missing section.
    for section in ["schemas", "parameters", "responses"] where !components.contains(where: { $0.0 == section }) {
      components.append((section, .mapping([], at: componentsMark)))
    }
    if !components.isEmpty {
      pairs.append(Pair(key: .text("components", at: componentsMark), value: .mapping(components, at: componentsMark)))
    }
    return Node(.mapping(pairs), mark: root.mark)
  }

  /// `host`, `basePath` and `schemes` as 3.0 servers: one per scheme (https when none is given, as the API is most
  /// likely served over it), a relative URL when there is no host, none when there is neither.
  private mutating func servers(_ root: Node) -> Node? {
    let host = root["host"]?.scalar?.value
    let basePath = root["basePath"]?.scalar?.value ?? ""
    guard host != nil || !basePath.isEmpty else { return nil }
    let mark = root["host"]?.mark ?? root["basePath"]?.mark ?? root.mark
    guard let host else {
      return .list([.mapping([("url", .text(basePath, at: mark))], at: mark)], at: mark)
    }
    let schemes = root["schemes"]?.strings ?? ["https"]
    let servers = schemes.map { scheme in
      Node.mapping([("url", .text("\(scheme)://\(host)\(basePath)", at: mark))], at: mark)
    }
    return .list(servers, at: mark)
  }

  /// Shared parameters: body and formData ones are not parameters in 3.0; a body parameter becomes a shared
  /// request body of the same name, and formData ones are merged into each operation that refers to them.
  private mutating func sharedParameterComponents(_ node: Node) -> [(String, Node)] {
    guard node.mapping != nil else { return [("parameters", node)] }
    var parameters: [(String, Node)] = []
    var bodies: [(String, Node)] = []
    for (name, pair) in node.namedPairs {
      switch pair.value["in"]?.scalar?.value {
      case "body": bodies.append((name, requestBody(fromBody: pair.value, consumes: consumes)))
      case "formData": break
      default: parameters.append((name, parameter(pair.value)))
      }
    }
    var result: [(String, Node)] = []
    if !parameters.isEmpty { result.append(("parameters", .mapping(parameters, at: node.mark))) }
    if !bodies.isEmpty { result.append(("requestBodies", .mapping(bodies, at: node.mark))) }
    return result
  }

  /// Converts each value of a mapping of names (kept as they are, in order; an entry converted to nil, already
  /// reported, is left out); any other node is left for the decoder to report. With `keepingExtensions`, `x-`
  /// entries (in paths and responses, where other keys are names) are kept as written.
  mutating func convertEach(
    _ node: Node, keepingExtensions: Bool = false, _ convert: (inout Swagger2Converter, Node) -> Node?
  ) -> Node {
    guard let pairs = node.mapping else { return node }
    var converted: [Pair] = []
    for pair in pairs {
      if keepingExtensions, pair.key.scalar?.value.hasPrefix("x-") ?? true {
        converted.append(pair)
      } else if let value = convert(&self, pair.value) {
        converted.append(Pair(key: pair.key, value: value))
      }
    }
    return Node(.mapping(converted), mark: node.mark)
  }

  /// A `consumes`/`produces` list; nil when absent or not a list of strings (the decoder never sees these keys, so
  /// a malformed one is reported here).
  mutating func mediaTypes(_ node: Node?) -> [String]? {
    guard let node else { return nil }
    guard let values = node.strings else {
      error("expected a list of media types, found \(node.kindDescription)", at: node.mark)
      return nil
    }
    return values
  }

  // MARK: Security

  /// A security definition as a 3.0 scheme; nil (reported) when it cannot be one.
  private mutating func securityScheme(_ node: Node) -> Node? {
    guard node.mapping != nil, let type = node["type"]?.scalar?.value else { return node }
    var pairs: [(String, Node)] = []
    for (name, pair) in node.namedPairs {
      switch name {
      case "type", "flow", "authorizationUrl", "tokenUrl", "scopes": break
      default: pairs.append((name, pair.value))
      }
    }
    let mark = node.mark
    switch type {
    case "basic":
      pairs.insert(contentsOf: [("type", .text("http", at: mark)), ("scheme", .text("basic", at: mark))], at: 0)
    case "apiKey":
      pairs.insert(("type", .text("apiKey", at: mark)), at: 0)
    case "oauth2":
      let flowNode = node["flow"]
      let flowName: String
      switch flowNode?.scalar?.value {
      case "implicit": flowName = "implicit"
      case "password": flowName = "password"
      case "application": flowName = "clientCredentials"
      case "accessCode": flowName = "authorizationCode"
      default:
        error(
          "expected 'flow' to be implicit, password, application or accessCode, found \(flowNode?.scalar?.value ?? "nothing")",
          at: flowNode?.mark ?? mark)
        return nil
      }
      var flow: [(String, Node)] = []
      for key in ["authorizationUrl", "tokenUrl"] { if let value = node[key] { flow.append((key, value)) } }
      flow.append(("scopes", node["scopes"] ?? .mapping([], at: mark)))
      pairs.insert(
        contentsOf: [
          ("type", .text("oauth2", at: mark)),
          ("flows", .mapping([(flowName, .mapping(flow, at: flowNode?.mark ?? mark))], at: mark)),
        ], at: 0)
    default:
      error("unknown security type '\(type)'; Swagger 2.0 has basic, apiKey and oauth2", at: node["type"]?.mark ?? mark)
      return nil
    }
    return .mapping(pairs, at: mark)
  }
}

extension Swagger2Converter {
  /// The converter for nodes that another file supplies to this document's references: same media types, but
  /// pointers inside such a node stay as written, since its file is not converted as a whole.
  func forReferencedFile(_ file: String) -> Swagger2Converter {
    var converter = Swagger2Converter(file: file, rewritesLocalReferences: false)
    converter.consumes = consumes
    converter.produces = produces
    converter.declaresProduces = declaresProduces
    return converter
  }

  /// A node from another file, converted as what the reference to it expects.
  mutating func component(_ node: Node, as kind: ComponentKind) -> Node {
    switch kind {
    case .schema: return schema(node)
    case .response: return response(node, produces: nil)
    case .pathItem: return pathItem(node)
    case .parameter:
      if let location = node["in"], ["body", "formData"].contains(location.scalar?.value) {
        error(
          "a \(location.scalar?.value ?? "") parameter in another file cannot become a request body; declare it in the operation or the root document's 'parameters'",
          at: location.mark)
      }
      return parameter(node)
    default: return node
    }
  }

  /// A message about the converted tree, with its pointers written the 2.0 way again.
  static func originalPointers(in message: String) -> String {
    var text = message.replacingOccurrences("#/components/requestBodies", "#/parameters")
    for (from, to) in sectionMoves { text = text.replacingOccurrences(to, from) }
    return text
  }
}
