import YAML

package struct SecurityScheme: Sendable {
  package enum Kind: String, Sendable, Hashable {
    case apiKey, http, oauth2, openIdConnect, mutualTLS
  }

  package var kind = Kind.http
  package var description: String?
  /// For `apiKey`: the header, query or cookie name.
  package var name: String?
  /// For `apiKey`: where the key goes.
  package var location: ParameterLocation?
  /// For `http`: `bearer`, `basic`, ...
  package var scheme: String?
  package var bearerFormat: String?
  package var flows: OAuthFlows?
  package var openIdConnectUrl: String?
  package var extensions: Extensions = [:]
  package var mark = Mark.start
  package init() {}
}

package struct OAuthFlows: Sendable {
  package var implicit: OAuthFlow?
  package var password: OAuthFlow?
  package var clientCredentials: OAuthFlow?
  package var authorizationCode: OAuthFlow?
  package init() {}
}

package struct OAuthFlow: Sendable {
  package var authorizationUrl: String?
  package var tokenUrl: String?
  package var refreshUrl: String?
  package var scopes: OrderedMap<String> = OrderedMap()
  package init() {}
}

/// Scheme names (keys of `components.securitySchemes`) to the scopes required; all must hold at once.
package struct SecurityRequirement: Sendable {
  package var schemes: OrderedMap<[String]> = OrderedMap()
  package var mark = Mark.start
  package init() {}
}
