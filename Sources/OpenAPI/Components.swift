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
  public var extensions: Extensions = [:]
  public init() {}
}
