import _APIGenOpenAPI

/// Where a caller gets the token an OAuth 2 or OpenID Connect scheme takes, for its credential factory's
/// documentation: each flow's endpoints and the scopes, the authorization server's metadata, the discovery URL.
enum SecuritySchemeDocs {
  static func tokenSources(_ scheme: SecurityScheme) -> [String] {
    var lines: [String] = []
    if let flows = scheme.flows {
      let named: [(String, OAuthFlow?)] = [
        ("Authorization code", flows.authorizationCode), ("Device authorization", flows.deviceAuthorization),
        ("Client credentials", flows.clientCredentials), ("Password", flows.password), ("Implicit", flows.implicit),
      ]
      for case (let name, let flow?) in named {
        let steps = [
          flow.deviceAuthorizationUrl.map { "device codes from <\($0)>" },
          flow.authorizationUrl.map { "authorize at <\($0)>" }, flow.tokenUrl.map { "tokens from <\($0)>" },
          flow.refreshUrl.map { "refresh at <\($0)>" },
        ].compactMap { $0 }
        lines.append("- \(name)" + (steps.isEmpty ? "." : ": " + steps.joined(separator: ", ") + "."))
      }
      let scopes = Set(named.compactMap(\.1).flatMap(\.scopes.keys)).sorted()
      if !scopes.isEmpty { lines.append("- Scopes: " + scopes.map { "`\($0)`" }.joined(separator: ", ") + ".") }
    }
    if let metadata = scheme.oauth2MetadataUrl { lines.append("- Authorization server metadata: <\(metadata)>.") }
    if let discovery = scheme.openIdConnectUrl { lines.append("- Discovery: <\(discovery)>.") }
    // Text from the description, one line each: a line break or a backtick run in a URL stays inside its line.
    let safe = lines.flatMap { SwiftLiteral.docLines($0) }
    return safe.isEmpty ? [] : [""] + safe
  }
}
