import _APIGenYAML

/// The OpenAPI version family a document declares.
public enum SpecVersion: String, Sendable, Hashable {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case v3_0 = "3.0"
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case v3_1 = "3.1"
}

/// An OpenAPI 3.0 or 3.1 document, decoded. References stay references; `Spec` resolves them.
public struct Document: Sendable {
  /// The `openapi` field as written, such as `3.0.3`.
  public var openapi = ""
  public var version = SpecVersion.v3_0
  public var info = Info()
  public var jsonSchemaDialect: String?
  /// OpenAPI 3.2's `$self`: the document's own URI, under which references name the root's files.
  public var selfURI: String?
  public var servers: [Server] = []
  /// Path templates in document order; path-level parameters are merged into each operation.
  public var paths: OrderedMap<PathItem> = OrderedMap()
  public var webhooks: OrderedMap<Referenceable<PathItem>> = OrderedMap()
  public var components = Components()
  /// The document-wide security requirements; nil when not given.
  public var security: [SecurityRequirement]?
  public var tags: [Tag] = []
  public var externalDocs: ExternalDocs?
  public var extensions: Extensions = [:]

  public init() {}

  /// Every operation under `paths`, in document order.
  public var operations: [Operation] { paths.values.flatMap(\.operations) }
}

/// `x-` fields kept as their nodes.
public typealias Extensions = [String: Node]

public struct Info: Sendable {
  public var title = ""
  public var version = ""
  public var summary: String?
  public var description: String?
  public var termsOfService: String?
  public var contact: Contact?
  public var license: License?
  public var extensions: Extensions = [:]
  public init() {}
}

public struct Contact: Sendable {
  public var name: String?
  public var url: String?
  public var email: String?
  public init() {}
}

public struct License: Sendable {
  public var name = ""
  public var identifier: String?
  public var url: String?
  public init() {}
}

public struct Server: Sendable {
  public var url = ""
  public var description: String?
  /// OpenAPI 3.2: the server's name (`production`), which names its generated constant.
  public var name: String?
  public var variables: OrderedMap<ServerVariable> = OrderedMap()
  public var extensions: Extensions = [:]
  public init() {}
}

public struct ServerVariable: Sendable {
  public var defaultValue = ""
  public var enumValues: [String]?
  public var description: String?
  public init() {}
}

public struct Tag: Sendable {
  public var name = ""
  /// OpenAPI 3.2: a short summary, before `description` in the documentation.
  public var summary: String?
  public var description: String?
  /// OpenAPI 3.2: what the tag is for, from the OpenAPI registry: `nav` (a group of operations, as a tag without a
  /// kind is), `badge`, `audience`, or another value a tool defines.
  public var kind: String?
  /// OpenAPI 3.2: the tag this one is nested under (its name).
  public var parent: String?
  public var mark = Mark.start

  /// Whether the tag groups operations (no `kind`, or `nav`): only such a tag gives an operation its namespace.
  public var groupsOperations: Bool { kind == nil || kind == "nav" }
  public var externalDocs: ExternalDocs?
  public var extensions: Extensions = [:]
  public init() {}
}

public struct ExternalDocs: Sendable {
  public var url = ""
  public var description: String?
  public init() {}
}
