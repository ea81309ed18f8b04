import _APIGenYAML

extension SpecDecoder {
  mutating func components(_ node: Node) -> Components {
    var components = Components()
    fields(node, "components") { decoder, key, value in
      switch key {
      case "schemas": components.schemas = decoder.map(value, key) { $0.schema($1) }
      case "responses":
        components.responses = decoder.map(value, key) { $0.referenceable($1, .response) { $0.response($1) } }
      case "parameters": components.parameters = decoder.map(value, key) { $0.parameterOrReference($1) }
      case "examples": components.examples = decoder.examples(value)
      case "requestBodies":
        components.requestBodies = decoder.map(value, key) {
          $0.referenceable($1, .requestBody) { $0.requestBody($1) }
        }
      case "headers":
        components.headers = decoder.map(value, key) { $0.referenceable($1, .header) { $0.header($1) } }
      case "securitySchemes":
        components.securitySchemes = decoder.map(value, key) {
          $0.referenceable($1, .securityScheme) { $0.securityScheme($1) }
        }
      case "links": components.links = decoder.map(value, key) { $0.referenceable($1, .link) { $0.link($1) } }
      case "callbacks":
        components.callbacks = decoder.map(value, key) { $0.referenceable($1, .callback) { $0.callback($1) } }
      case "pathItems":
        components.pathItems = decoder.map(value, key) {
          $0.referenceable($1, .pathItem) { $0.pathItem($1, path: "") }
        }
      case "mediaTypes": components.mediaTypes = decoder.map(value, key) { $0.mediaType($1) }
      default: decoder.keepExtension(key, value, in: &components.extensions)
      }
    }
    return components
  }

  mutating func securityScheme(_ node: Node) -> SecurityScheme {
    var scheme = SecurityScheme()
    scheme.mark = node.mark
    var kind: SecurityScheme.Kind?
    let isMapping = fields(node, "a security scheme") { decoder, key, value in
      switch key {
      case "type":
        guard let text = decoder.string(value, key) else { return }
        kind = SecurityScheme.Kind(rawValue: text)
        if kind == nil {
          decoder.error(
            "unknown security scheme type '\(text)': expected apiKey, http, oauth2, openIdConnect or mutualTLS",
            at: value.mark)
        }
      case "description": scheme.description = decoder.string(value, key)
      case "name": scheme.name = decoder.string(value, key)
      case "in":
        guard let text = decoder.string(value, key) else { return }
        scheme.location = ParameterLocation(rawValue: text)
        if scheme.location == nil || scheme.location == .path || scheme.location == .querystring {
          decoder.error("invalid API key location '\(text)': expected query, header or cookie", at: value.mark)
        }
      case "scheme": scheme.scheme = decoder.string(value, key)
      case "bearerFormat": scheme.bearerFormat = decoder.string(value, key)
      case "flows": scheme.flows = decoder.flows(value)
      case "openIdConnectUrl": scheme.openIdConnectUrl = decoder.string(value, key)
      case "oauth2MetadataUrl": scheme.oauth2MetadataUrl = decoder.string(value, key)
      case "deprecated": scheme.deprecated = decoder.deprecationFlag(value)
      default: decoder.keepExtension(key, value, in: &scheme.extensions)
      }
    }
    guard isMapping else { return scheme }
    guard let kind else {
      if node["type"] == nil { error("missing required field 'type' in a security scheme", at: node.mark) }
      return scheme
    }
    scheme.kind = kind
    switch kind {
    case .apiKey where scheme.name == nil || scheme.location == nil:
      error("an apiKey security scheme needs 'name' and 'in'", at: node.mark)
    case .http where scheme.scheme == nil:
      error("an http security scheme needs 'scheme' (such as bearer or basic)", at: node.mark)
    case .oauth2 where scheme.flows == nil:
      error("an oauth2 security scheme needs 'flows'", at: node.mark)
    case .openIdConnect where scheme.openIdConnectUrl == nil:
      error("an openIdConnect security scheme needs 'openIdConnectUrl'", at: node.mark)
    default: break
    }
    return scheme
  }

  private mutating func flows(_ node: Node) -> OAuthFlows {
    var flows = OAuthFlows()
    fields(node, "flows") { decoder, key, value in
      switch key {
      case "implicit": flows.implicit = decoder.flow(value)
      case "password": flows.password = decoder.flow(value)
      case "clientCredentials": flows.clientCredentials = decoder.flow(value)
      case "authorizationCode": flows.authorizationCode = decoder.flow(value)
      case "deviceAuthorization": flows.deviceAuthorization = decoder.flow(value)
      default: decoder.unknownField(key)
      }
    }
    return flows
  }

  private mutating func flow(_ node: Node) -> OAuthFlow {
    var flow = OAuthFlow()
    fields(node, "an OAuth flow") { decoder, key, value in
      switch key {
      case "authorizationUrl": flow.authorizationUrl = decoder.string(value, key)
      case "deviceAuthorizationUrl": flow.deviceAuthorizationUrl = decoder.string(value, key)
      case "tokenUrl": flow.tokenUrl = decoder.string(value, key)
      case "refreshUrl": flow.refreshUrl = decoder.string(value, key)
      case "scopes": flow.scopes = decoder.map(value, key) { $0.string($1, "a scope description") ?? "" }
      default: decoder.unknownField(key)
      }
    }
    return flow
  }

  mutating func securityRequirement(_ node: Node) -> SecurityRequirement {
    var requirement = SecurityRequirement()
    requirement.mark = node.mark
    requirement.schemes = map(node, "a security requirement") { $0.strings($1, "scopes") }
    return requirement
  }
}
