/// The client file's expressions: each server's URL (and the function setting its variables), the table of the
/// schemes each operation accepts, and the credential factories.
enum ClientLowering {
  static func syntax(_ model: GenModel) -> ClientSyntax {
    var syntax = ClientSyntax()
    syntax.servers = model.servers.map { server($0, access: model.access) }
    // The client file declares the table and the factories only for a spec with security schemes.
    if !model.securitySchemes.isEmpty { addSecurity(model, to: &syntax) }
    ClientMembersLowering.add(model, to: &syntax)
    return syntax
  }

  private static func addSecurity(_ model: GenModel, to syntax: inout ClientSyntax) {
    let operations = model.namespaces.flatMap(\.operations).sorted { $0.operationID < $1.operationID }
    syntax.requirements = operations.map { operation in
      SwiftDictionaryEntry(.string(operation.operationID), .array(operation.security.map(SwiftExpression.string)))
    }
    syntax.credentialFactories = model.securitySchemes.map { scheme in
      let (parameters, body) = credentialFactory(scheme)
      return ClientSyntax.CredentialFactory(
        scheme: scheme,
        function: SwiftFunction(
          docs: scheme.docs, deprecated: scheme.deprecated, isConcurrent: false, access: .declared(model.access),
          kind: .staticMethod(scheme.name),
          parameters: parameters, parameterLayout: .inline, effects: .none, returnType: .named("Credential"),
          body: .expression(body)))
    }
  }

  private static func server(_ server: ServerDecl, access: AccessLevel) -> ClientSyntax.Server {
    let url = SwiftExpression.string(server.url)
    var syntax = ClientSyntax.Server(
      decl: server, url: url,
      constant: SwiftProperty(
        docs: server.docs, access: .declared(access), isStatic: true, name: SwiftIdentifier(server.name), type: nil,
        value: .stored(
          mutable: false, initial: .forceUnwrap(.call(.type(.named("URL")), [SwiftArgument("string", url)])))))
    guard !server.variables.isEmpty else { return syntax }
    let values = server.variables.map { SwiftDictionaryEntry(.string($0.key), .name($0.name)) }
    syntax.withVariables = SwiftFunction(
      docs: ["`\(server.name)` with its variables set."] + server.variables.map(\.parameterDoc), isConcurrent: false,
      access: .declared(access), kind: .staticMethod(SwiftIdentifier(server.name)),
      parameters: server.variables.map { SwiftParameter($0.name, .string, default: .string($0.defaultValue)) },
      parameterLayout: .inline, effects: .none, returnType: .named("URL"),
      body: .expression(
        .call(.type(.named("ServerURL")), "expand", .value(.string(server.template)), .value(.dictionary(values)))))
    return syntax
  }

  /// The factory's parameters and the `Credential` it builds from them.
  private static func credentialFactory(
    _ decl: SecuritySchemeDecl
  ) -> (parameters: [SwiftParameter], body: SwiftExpression) {
    let scheme = (credential: decl.credential, key: SwiftArgument("scheme", .string(decl.key)))
    switch scheme.credential {
    case .bearerToken:
      return (
        parameters: [SwiftParameter(label: "_", "token", .string)],
        body: .call(.implicitMember("bearer"), [.value(.local("token")), scheme.key])
      )
    case .basic:
      return (
        parameters: [SwiftParameter("user", .string), SwiftParameter("password", .string)],
        body: .call(
          .implicitMember("basic"),
          [.forwarding("user"), .forwarding("password"), scheme.key])
      )
    case .apiKey(let name, let location):
      return (
        parameters: [SwiftParameter(label: "_", "value", .string)],
        body: .call(
          .implicitMember("apiKey"),
          [
            .value(.local("value")), SwiftArgument("name", .string(name)),
            SwiftArgument("in", .implicitMember(location.rawValue)), scheme.key,
          ])
      )
    }
  }
}
