/// What a reference target decoded to.
enum ResolvedComponent: Sendable {
  /// The target is itself a `$ref`: follow it.
  case alias(Reference)
  case schema(Schema)
  case response(Response)
  case parameter(Parameter)
  case example(Example)
  case requestBody(RequestBody)
  case header(Header)
  case securityScheme(SecurityScheme)
  case link(Link)
  case callback(Callback)
  case pathItem(PathItem)
}

/// A model type that a `$ref` can point at.
public protocol ReferenceableComponent: Sendable {
  static var componentKind: ComponentKind { get }
  static func extract(_ component: ResolvedComponentBox) -> Self?
  /// Takes a reference's `summary` and `description` in place of its own, where it has such a field.
  mutating func override(summary: String?, description: String?)
}

extension ReferenceableComponent {
  public mutating func override(summary: String?, description: String?) {}
}

extension Parameter {
  public mutating func override(summary: String?, description: String?) {
    if let description { self.description = description }
  }
}

extension RequestBody {
  public mutating func override(summary: String?, description: String?) {
    if let description { self.description = description }
  }
}

extension Response {
  public mutating func override(summary: String?, description: String?) {
    if let summary { self.summary = summary }
    if let description { self.description = description }
  }
}

extension Header {
  public mutating func override(summary: String?, description: String?) {
    if let description { self.description = description }
  }
}

extension Example {
  public mutating func override(summary: String?, description: String?) {
    if let summary { self.summary = summary }
    if let description { self.description = description }
  }
}

extension Link {
  public mutating func override(summary: String?, description: String?) {
    if let description { self.description = description }
  }
}

extension SecurityScheme {
  public mutating func override(summary: String?, description: String?) {
    if let description { self.description = description }
  }
}

extension PathItem {
  public mutating func override(summary: String?, description: String?) {
    if let summary { self.summary = summary }
    if let description { self.description = description }
  }
}

/// Wraps the internal resolution table entry for `ReferenceableComponent.extract`.
public struct ResolvedComponentBox: Sendable {
  let component: ResolvedComponent
}

extension Response: ReferenceableComponent {
  public static var componentKind: ComponentKind { .response }
  public static func extract(_ box: ResolvedComponentBox) -> Response? {
    if case .response(let value) = box.component { return value }
    return nil
  }
}

extension Parameter: ReferenceableComponent {
  public static var componentKind: ComponentKind { .parameter }
  public static func extract(_ box: ResolvedComponentBox) -> Parameter? {
    if case .parameter(let value) = box.component { return value }
    return nil
  }
}

extension Example: ReferenceableComponent {
  public static var componentKind: ComponentKind { .example }
  public static func extract(_ box: ResolvedComponentBox) -> Example? {
    if case .example(let value) = box.component { return value }
    return nil
  }
}

extension RequestBody: ReferenceableComponent {
  public static var componentKind: ComponentKind { .requestBody }
  public static func extract(_ box: ResolvedComponentBox) -> RequestBody? {
    if case .requestBody(let value) = box.component { return value }
    return nil
  }
}

extension Header: ReferenceableComponent {
  public static var componentKind: ComponentKind { .header }
  public static func extract(_ box: ResolvedComponentBox) -> Header? {
    if case .header(let value) = box.component { return value }
    return nil
  }
}

extension SecurityScheme: ReferenceableComponent {
  public static var componentKind: ComponentKind { .securityScheme }
  public static func extract(_ box: ResolvedComponentBox) -> SecurityScheme? {
    if case .securityScheme(let value) = box.component { return value }
    return nil
  }
}

extension Link: ReferenceableComponent {
  public static var componentKind: ComponentKind { .link }
  public static func extract(_ box: ResolvedComponentBox) -> Link? {
    if case .link(let value) = box.component { return value }
    return nil
  }
}

extension PathItem: ReferenceableComponent {
  public static var componentKind: ComponentKind { .pathItem }
  public static func extract(_ box: ResolvedComponentBox) -> PathItem? {
    if case .pathItem(let value) = box.component { return value }
    return nil
  }
}

extension ComponentKind {
  /// The key under `components` that holds this kind.
  var componentsSection: String {
    switch self {
    case .schema: return "schemas"
    case .response: return "responses"
    case .parameter: return "parameters"
    case .example: return "examples"
    case .requestBody: return "requestBodies"
    case .header: return "headers"
    case .securityScheme: return "securitySchemes"
    case .link: return "links"
    case .callback: return "callbacks"
    case .pathItem: return "pathItems"
    }
  }

  /// In words, for messages: "a schema", "a request body".
  var article: String {
    switch self {
    case .schema: return "a schema"
    case .response: return "a response"
    case .parameter: return "a parameter"
    case .example: return "an example"
    case .requestBody: return "a request body"
    case .header: return "a header"
    case .securityScheme: return "a security scheme"
    case .link: return "a link"
    case .callback: return "a callback"
    case .pathItem: return "a path item"
    }
  }

  init?(componentsSection: String) {
    let all: [ComponentKind] = [
      .schema, .response, .parameter, .example, .requestBody, .header, .securityScheme, .link, .callback, .pathItem,
    ]
    guard let kind = all.first(where: { $0.componentsSection == componentsSection }) else { return nil }
    self = kind
  }
}
