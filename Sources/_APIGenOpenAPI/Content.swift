import _APIGenYAML

public struct RequestBody: Sendable {
  public var description: String?
  /// Media type (`application/json`, `multipart/form-data`, ...) to what it carries, in document order.
  public var content: OrderedMap<MediaType> = OrderedMap()
  public var required = false
  public var extensions: Extensions = [:]
  public var mark = Mark.start
  public init() {}
}

public struct MediaType: Sendable {
  public var schema: Schema?
  /// OpenAPI 3.2: the schema of each item of a sequential media type (`text/event-stream`, JSON Lines).
  public var itemSchema: Schema?
  /// OpenAPI 3.2: what this media type of the body carries, after the body's own description in the documentation.
  public var description: String?
  public var example: Node?
  public var examples: OrderedMap<Referenceable<Example>> = OrderedMap()
  /// Per-property encoding for form and multipart bodies.
  public var encoding: OrderedMap<Encoding> = OrderedMap()
  /// OpenAPI 3.2: the encoding of the first parts of a multipart body that is a list, by position.
  public var prefixEncoding: [Encoding] = []
  /// OpenAPI 3.2: the encoding of each part of a multipart body that is a list, after `prefixEncoding`'s.
  public var itemEncoding: Encoding?
  /// Where the first of `prefixEncoding` and `itemEncoding` is, for reporting them where they do not apply.
  public var positionalEncodingMark: Mark?
  public var extensions: Extensions = [:]
  public var mark = Mark.start
  public init() {}

  /// The encoding of the part at `index` of a list body: its `prefixEncoding` entry, else `itemEncoding`.
  public func positionalEncoding(at index: Int) -> Encoding? {
    index < prefixEncoding.count ? prefixEncoding[index] : itemEncoding
  }
}

public struct Encoding: Sendable {
  public var contentType: String?
  public var headers: OrderedMap<Referenceable<Header>> = OrderedMap()
  public var style: ParameterStyle?
  public var explode: Bool?
  public var allowReserved = false
  public var extensions: Extensions = [:]
  public init() {}
}

public struct Response: Sendable {
  /// OpenAPI 3.2: a short summary, before `description` in the documentation.
  public var summary: String?
  public var description = ""
  public var headers: OrderedMap<Referenceable<Header>> = OrderedMap()
  public var content: OrderedMap<MediaType> = OrderedMap()
  public var links: OrderedMap<Referenceable<Link>> = OrderedMap()
  public var extensions: Extensions = [:]
  public var mark = Mark.start
  public init() {}
}

public struct Example: Sendable {
  public var summary: String?
  public var description: String?
  /// The example value as written (OpenAPI 3.2's `dataValue` when given); never searched for references.
  public var value: Node?
  /// OpenAPI 3.2: the value as it is sent (its serialized text).
  public var serializedValue: String?
  public var externalValue: String?
  public var extensions: Extensions = [:]
  public init() {}
}

public struct Link: Sendable {
  public var operationRef: String?
  public var operationId: String?
  public var parameters: [String: Node] = [:]
  public var requestBody: Node?
  public var description: String?
  public var server: Server?
  public var extensions: Extensions = [:]
  public init() {}
}
