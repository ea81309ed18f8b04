package struct Components: Sendable {
  package var schemas: OrderedMap<Schema> = OrderedMap()
  package var responses: OrderedMap<Referenceable<Response>> = OrderedMap()
  package var parameters: OrderedMap<Referenceable<Parameter>> = OrderedMap()
  package var examples: OrderedMap<Referenceable<Example>> = OrderedMap()
  package var requestBodies: OrderedMap<Referenceable<RequestBody>> = OrderedMap()
  package var headers: OrderedMap<Referenceable<Header>> = OrderedMap()
  package var securitySchemes: OrderedMap<Referenceable<SecurityScheme>> = OrderedMap()
  package var links: OrderedMap<Referenceable<Link>> = OrderedMap()
  package var callbacks: OrderedMap<Referenceable<Callback>> = OrderedMap()
  package var pathItems: OrderedMap<Referenceable<PathItem>> = OrderedMap()
  package var extensions: Extensions = [:]
  package init() {}
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
