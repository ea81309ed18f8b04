import YAML

/// The OpenAPI version family a document declares.
package enum SpecVersion: String, Sendable, Hashable {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case v3_0 = "3.0"
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case v3_1 = "3.1"
}

/// An OpenAPI 3.0 or 3.1 document, decoded. References stay references; `Spec` resolves them.
package struct Document: Sendable {
  /// The `openapi` field as written, such as `3.0.3`.
  package var openapi = ""
  package var version = SpecVersion.v3_0
  package var info = Info()
  package var jsonSchemaDialect: String?
  package var servers: [Server] = []
  /// Path templates in document order; path-level parameters are merged into each operation.
  package var paths: OrderedMap<PathItem> = OrderedMap()
  package var webhooks: OrderedMap<Referenceable<PathItem>> = OrderedMap()
  package var components = Components()
  /// The document-wide security requirements; nil when not given.
  package var security: [SecurityRequirement]?
  package var tags: [Tag] = []
  package var externalDocs: ExternalDocs?
  package var extensions: Extensions = [:]

  package init() {}

  /// Every operation under `paths`, in document order.
  package var operations: [Operation] { paths.values.flatMap(\.operations) }
}

/// `x-` fields kept as their nodes.
package typealias Extensions = [String: Node]

package struct Info: Sendable {
  package var title = ""
  package var version = ""
  package var summary: String?
  package var description: String?
  package var termsOfService: String?
  package var contact: Contact?
  package var license: License?
  package var extensions: Extensions = [:]
  package init() {}
}

package struct Contact: Sendable {
  package var name: String?
  package var url: String?
  package var email: String?
  package init() {}
}

package struct License: Sendable {
  package var name = ""
  package var identifier: String?
  package var url: String?
  package init() {}
}

package struct Server: Sendable {
  package var url = ""
  package var description: String?
  package var variables: OrderedMap<ServerVariable> = OrderedMap()
  package var extensions: Extensions = [:]
  package init() {}
}

package struct ServerVariable: Sendable {
  package var defaultValue = ""
  package var enumValues: [String]?
  package var description: String?
  package init() {}
}

package struct Tag: Sendable {
  package var name = ""
  package var description: String?
  package var externalDocs: ExternalDocs?
  package var extensions: Extensions = [:]
  package init() {}
}

package struct ExternalDocs: Sendable {
  package var url = ""
  package var description: String?
  package init() {}
}
