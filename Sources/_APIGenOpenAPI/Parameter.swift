import _APIGenYAML

public enum ParameterLocation: String, Sendable, Hashable {
  case path, query, header, cookie
  /// OpenAPI 3.2: the whole query string as one value, described by the parameter's `content` (most often
  /// `application/x-www-form-urlencoded`, its fields encoded as a form body's are).
  case querystring
}

/// How a parameter's value is serialized (OpenAPI's `style`).
public enum ParameterStyle: String, Sendable, Hashable {
  case matrix, label, form, simple, spaceDelimited, pipeDelimited, deepObject

  /// The style a location uses when none is given.
  public static func defaultStyle(for location: ParameterLocation) -> ParameterStyle {
    switch location {
    case .query, .cookie, .querystring: return .form
    case .path, .header: return .simple
    }
  }
}

public struct Parameter: Sendable {
  public var name = ""
  public var location = ParameterLocation.query
  public var description: String?
  public var required = false
  public var deprecated = false
  public var allowEmptyValue = false
  /// The given style, or the location's default.
  public var style = ParameterStyle.form
  /// The given value, or the default (true for `form`, false otherwise).
  public var explode = true
  public var allowReserved = false
  /// Either `schema` or `content` describes the value.
  public var schema: Schema?
  public var content: OrderedMap<MediaType>?
  public var example: Node?
  public var examples: OrderedMap<Referenceable<Example>> = OrderedMap()
  public var extensions: Extensions = [:]
  public var mark = Mark.start
  public init() {}

  /// A header parameter named `Accept`, `Content-Type` or `Authorization`, which OpenAPI says SHALL be ignored:
  /// the response's media types, the body's media type and the security schemes decide those fields.
  public var isIgnoredHeader: Bool {
    location == .header && ["accept", "content-type", "authorization"].contains(name.lowercased())
  }
}

public struct Header: Sendable {
  public var description: String?
  public var required = false
  public var deprecated = false
  public var style = ParameterStyle.simple
  public var explode = false
  public var schema: Schema?
  public var content: OrderedMap<MediaType>?
  public var example: Node?
  public var examples: OrderedMap<Referenceable<Example>> = OrderedMap()
  public var extensions: Extensions = [:]
  public var mark = Mark.start
  public init() {}
}
