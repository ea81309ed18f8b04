public struct Components: Sendable {
  public var schemas: OrderedMap<Schema> = OrderedMap()
  public var responses: OrderedMap<Referenceable<Response>> = OrderedMap()
  public var parameters: OrderedMap<Referenceable<Parameter>> = OrderedMap()
  public var examples: OrderedMap<Referenceable<Example>> = OrderedMap()
  public var requestBodies: OrderedMap<Referenceable<RequestBody>> = OrderedMap()
  public var headers: OrderedMap<Referenceable<Header>> = OrderedMap()
  public var securitySchemes: OrderedMap<Referenceable<SecurityScheme>> = OrderedMap()
  public var links: OrderedMap<Referenceable<Link>> = OrderedMap()
  public var callbacks: OrderedMap<Referenceable<Callback>> = OrderedMap()
  public var pathItems: OrderedMap<Referenceable<PathItem>> = OrderedMap()
  /// OpenAPI 3.2: media types that `content` entries refer to; each use is read in place (`SpecDecoder.mediaType`).
  public var mediaTypes: OrderedMap<MediaType> = OrderedMap()
  public var extensions: Extensions = [:]
  public init() {}
}

extension Components {
  /// The names defined in the section holding components of `kind`.
  func names(in kind: ComponentKind) -> [String] {
    switch kind {
    case .schema: return schemas.keys
    case .response: return responses.keys
    case .parameter: return parameters.keys
    case .example: return examples.keys
    case .requestBody: return requestBodies.keys
    case .header: return headers.keys
    case .securityScheme: return securitySchemes.keys
    case .link: return links.keys
    case .callback: return callbacks.keys
    case .pathItem: return pathItems.keys
    }
  }
}
