import _APIGenYAML

public struct SecurityScheme: Sendable {
  public enum Kind: String, Sendable, Hashable {
    case apiKey, http, oauth2, openIdConnect, mutualTLS
  }

  public var kind = Kind.http
  public var description: String?
  /// For `apiKey`: the header, query or cookie name.
  public var name: String?
  /// For `apiKey`: where the key goes.
  public var location: ParameterLocation?
  /// For `http`: `bearer`, `basic`, ...
  public var scheme: String?
  public var bearerFormat: String?
  public var flows: OAuthFlows?
  public var openIdConnectUrl: String?
  /// OpenAPI 3.2: for `oauth2`, where the authorization server's metadata (RFC 8414) is.
  public var oauth2MetadataUrl: String?
  /// OpenAPI 3.2: the scheme is on its way out.
  public var deprecated = false
  public var extensions: Extensions = [:]
  public var mark = Mark.start
  public init() {}
}

public struct OAuthFlows: Sendable {
  public var implicit: OAuthFlow?
  public var password: OAuthFlow?
  public var clientCredentials: OAuthFlow?
  public var authorizationCode: OAuthFlow?
  /// OpenAPI 3.2: RFC 8628's device authorization grant.
  public var deviceAuthorization: OAuthFlow?
  public init() {}
}

public struct OAuthFlow: Sendable {
  public var authorizationUrl: String?
  /// For the device authorization flow: where a device asks for its codes.
  public var deviceAuthorizationUrl: String?
  public var tokenUrl: String?
  public var refreshUrl: String?
  public var scopes: OrderedMap<String> = OrderedMap()
  public init() {}
}

/// Scheme names (keys of `components.securitySchemes`) to the scopes required; all must hold at once.
public struct SecurityRequirement: Sendable {
  public var schemes: OrderedMap<[String]> = OrderedMap()
  public var mark = Mark.start
  public init() {}
}
