import YAML

package struct RequestBody: Sendable {
  package var description: String?
  /// Media type (`application/json`, `multipart/form-data`, ...) to what it carries, in document order.
  package var content: OrderedMap<MediaType> = OrderedMap()
  package var required = false
  package var extensions: Extensions = [:]
  package var mark = Mark.start
  package init() {}
}

package struct MediaType: Sendable {
  package var schema: Schema?
  /// OpenAPI 3.2: the schema of each item of a sequential media type (`text/event-stream`, JSON Lines).
  package var itemSchema: Schema?
  package var example: Node?
  package var examples: OrderedMap<Referenceable<Example>> = OrderedMap()
  /// Per-property encoding for form and multipart bodies.
  package var encoding: OrderedMap<Encoding> = OrderedMap()
  package var extensions: Extensions = [:]
  package var mark = Mark.start
  package init() {}
}

package struct Encoding: Sendable {
  package var contentType: String?
  package var headers: OrderedMap<Referenceable<Header>> = OrderedMap()
  package var style: ParameterStyle?
  package var explode: Bool?
  package var allowReserved = false
  package var extensions: Extensions = [:]
  package init() {}
}

package struct Response: Sendable {
  package var description = ""
  package var headers: OrderedMap<Referenceable<Header>> = OrderedMap()
  package var content: OrderedMap<MediaType> = OrderedMap()
  package var links: OrderedMap<Referenceable<Link>> = OrderedMap()
  package var extensions: Extensions = [:]
  package var mark = Mark.start
  package init() {}
}

package struct Example: Sendable {
  package var summary: String?
  package var description: String?
  /// The example value as written; never searched for references.
  package var value: Node?
  package var externalValue: String?
  package var extensions: Extensions = [:]
  package init() {}
}

package struct Link: Sendable {
  package var operationRef: String?
  package var operationId: String?
  package var parameters: [String: Node] = [:]
  package var requestBody: Node?
  package var description: String?
  package var server: Server?
  package var extensions: Extensions = [:]
  package init() {}
}
