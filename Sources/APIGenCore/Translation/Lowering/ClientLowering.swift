/// The client file's expressions: each server's URL (and the function setting its variables), the table of the
/// schemes each operation accepts, and the credential factories.
enum ClientLowering {
  static func syntax(_ model: GenModel) -> ClientSyntax {
    var syntax = ClientSyntax()
    syntax.servers = model.servers.map(server)
    // The client file declares the table and the factories only for a spec with security schemes.
    guard !model.securitySchemes.isEmpty else { return syntax }
    let operations = model.namespaces.flatMap(\.operations).sorted { $0.operationID < $1.operationID }
    syntax.requirements = operations.map { operation in
      SwiftDictionaryEntry(.string(operation.operationID), .array(operation.security.map(SwiftExpression.string)))
    }
    syntax.credentialFactories = model.securitySchemes.map(credentialFactory)
    return syntax
  }

  private static func server(_ server: ServerDecl) -> ClientSyntax.Server {
    ClientSyntax.Server(
      decl: server, url: .string(server.url),
      parameters: server.variables.map { SwiftParameter($0.name, .string, default: .string($0.defaultValue)) },
      template: .string(server.template),
      values: server.variables.map { SwiftDictionaryEntry(.string($0.key), .name($0.name)) })
  }

  private static func credentialFactory(_ decl: SecuritySchemeDecl) -> ClientSyntax.CredentialFactory {
    let scheme = (credential: decl.credential, key: SwiftArgument("scheme", .string(decl.key)))
    switch scheme.credential {
    case .bearerToken:
      return ClientSyntax.CredentialFactory(
        scheme: decl, parameters: [SwiftParameter(label: "_", "token", .string)],
        body: .call(.implicitMember("bearer"), [.value(.local("token")), scheme.key]))
    case .basic:
      return ClientSyntax.CredentialFactory(
        scheme: decl, parameters: [SwiftParameter("user", .string), SwiftParameter("password", .string)],
        body: .call(
          .implicitMember("basic"),
          [.forwarding("user"), .forwarding("password"), scheme.key]))
    case .apiKey(let name, let location):
      return ClientSyntax.CredentialFactory(
        scheme: decl, parameters: [SwiftParameter(label: "_", "value", .string)],
        body: .call(
          .implicitMember("apiKey"),
          [
            .value(.local("value")), SwiftArgument("name", .string(name)),
            SwiftArgument("in", .implicitMember(location.rawValue)), scheme.key,
          ]))
    }
  }
}
