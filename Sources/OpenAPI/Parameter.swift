import YAML

package enum ParameterLocation: String, Sendable, Hashable {
  case path, query, header, cookie
}

/// How a parameter's value is serialized (OpenAPI's `style`).
package enum ParameterStyle: String, Sendable, Hashable {
  case matrix, label, form, simple, spaceDelimited, pipeDelimited, deepObject

  /// The style a location uses when none is given.
  package static func defaultStyle(for location: ParameterLocation) -> ParameterStyle {
    switch location {
    case .query, .cookie: return .form
    case .path, .header: return .simple
    }
  }
}

package struct Parameter: Sendable {
  package var name = ""
  package var location = ParameterLocation.query
  package var description: String?
  package var required = false
  package var deprecated = false
  package var allowEmptyValue = false
  /// The given style, or the location's default.
  package var style = ParameterStyle.form
  /// The given value, or the default (true for `form`, false otherwise).
  package var explode = true
  package var allowReserved = false
  /// Either `schema` or `content` describes the value.
  package var schema: Schema?
  package var content: OrderedMap<MediaType>?
  package var example: Node?
  package var examples: OrderedMap<Referenceable<Example>> = OrderedMap()
  package var extensions: Extensions = [:]
  package var mark = Mark.start
  package init() {}
}

package struct Header: Sendable {
  package var description: String?
  package var required = false
  package var deprecated = false
  package var style = ParameterStyle.simple
  package var explode = false
  package var schema: Schema?
  package var content: OrderedMap<MediaType>?
  package var example: Node?
  package var examples: OrderedMap<Referenceable<Example>> = OrderedMap()
  package var extensions: Extensions = [:]
  package var mark = Mark.start
  package init() {}
}
