/// The members of the client file's types: `Client` (its runtime client, initializers, `with(_:)` and namespace
/// properties), the namespace structs, the security table, and the error body accessors.
enum ClientMembersLowering {
  static func add(_ model: GenModel, to syntax: inout ClientSyntax) {
    let access = SwiftFunction.Access.declared(model.access)
    let client = SwiftIdentifier("client")
    let apiClient = SwiftType.named("APIClient")
    syntax.clientMembers =
      [
        .property(
          SwiftProperty(
            docs: ["The runtime client that sends every request: server URL, transport, middlewares, coding."],
            access: access, name: client, type: apiClient, value: .stored(mutable: false, initial: nil))),
        .function(
          SwiftFunction(
            isConcurrent: false, access: access, kind: .initializer,
            parameters: [SwiftParameter(label: "_", client, apiClient)], parameterLayout: .inline, effects: .none,
            returnType: nil, body: .statements([.assignment(.member(.selfValue, client.bare), .name(client))]))),
        .function(serverInitializer(model, access: access)),
        .function(
          SwiftFunction(
            docs: [
              "This client with `options` added for the calls made through it: a deadline, header fields, query items, a",
              "retry budget, an idempotency key (`client.with(.timeout(.seconds(5)))`).",
            ], isConcurrent: false, access: access, kind: .method("with"),
            parameters: [SwiftParameter(label: "_", "options", .named("CallOptions"))], parameterLayout: .inline,
            effects: .none, returnType: .named("Client"),
            body: .expression(
              .call(.type(.named("Client")), [.value(.call(.name(client), "with", .value(.local("options"))))])))),
      ]
      + accessors(of: nil, in: model, access: access)
    let stored = SwiftMember.property(
      SwiftProperty(access: .implicit, name: client, type: apiClient, value: .stored(mutable: false, initial: nil)))
    for namespace in model.namespaces where !namespace.property.bare.isEmpty {
      syntax.namespaceMembers[namespace.typeName] =
        [stored] + accessors(of: namespace.typeName, in: model, access: access)
    }
    if !model.securitySchemes.isEmpty {
      syntax.securityRequirements = SwiftProperty(
        docs: ["The security schemes each operation accepts (any one of them), from the spec."], access: access,
        isStatic: true, name: "securityRequirements", type: .dictionary(.array(.string)),
        value: .stored(mutable: false, initial: .dictionary(syntax.requirements)))
    }
    addErrorBodies(model, access: access, to: &syntax)
  }

  /// The properties that reach the namespaces nested in `parent` (nil: the client's own): `client.repos`,
  /// `client.billing.invoices`.
  private static func accessors(of parent: String?, in model: GenModel, access: SwiftFunction.Access) -> [SwiftMember] {
    model.namespaces.filter { !$0.property.bare.isEmpty && $0.parentTypeName == parent }.map { namespace in
      .property(
        SwiftProperty(
          docs: namespace.docs, access: access, name: namespace.property, type: .named(namespace.typeName),
          value: .computed(.call(.type(.named(namespace.typeName)), [.forwarding("client")]))))
    }
  }

  /// `init(serverURL:configuration:credentials:)`: the credentials go with the operations whose schemes they are.
  private static func serverInitializer(_ model: GenModel, access: SwiftFunction.Access) -> SwiftFunction {
    let configuration = SwiftIdentifier("configuration")
    let credentials = SwiftIdentifier("credentials")
    let authentication = SwiftIdentifier("authentication")
    let requirements: SwiftExpression =
      model.securitySchemes.isEmpty ? .nil : .member(.type(.named("Self")), "securityRequirements")
    let middleware = SwiftExpression.call(
      .type(.named("AuthenticationMiddleware")),
      [.forwarding(credentials), SwiftArgument("requirements", requirements)])
    return SwiftFunction(
      docs: [
        "A client for `serverURL`; `credentials` are added to the requests of the operations whose security schemes",
        "they belong to (a credential without a scheme goes with every request).",
      ], isConcurrent: false, access: access, kind: .initializer,
      parameters: [
        SwiftParameter(
          "serverURL", .named("URL"),
          default: model.servers.first.map { .member(.type(.named("Servers")), $0.name) }),
        SwiftParameter(
          configuration, .nominal(["APIClient", "Configuration"]), default: .call(.implicitMember("init"), [])),
        SwiftParameter(credentials, .array(.named("Credential")), default: .array([])),
      ], effects: .none, returnType: nil,
      body: .statements([
        .declaration(mutable: true, name: configuration, value: .name(configuration)),
        .if(
          .not(.member(.name(credentials), "isEmpty")),
          [
            .declaration(mutable: false, name: authentication, value: middleware),
            .expression(
              .call(
                .member(.name(configuration), "middlewares"), "insert", .value(.name(authentication)),
                SwiftArgument("at", .integer(0)))),
          ]),
        .assignment(
          .member(.selfValue, "client"),
          .call(.type(.named("APIClient")), [.forwarding("serverURL"), .forwarding(configuration)])),
      ]))
  }

  private static func addErrorBodies(_ model: GenModel, access: SwiftFunction.Access, to syntax: inout ClientSyntax) {
    guard !model.errorBodies.isEmpty else { return }
    let error = SwiftIdentifier("error")
    let bodiesType = SwiftType.named(ErrorBodies.typeName)
    syntax.errorBodyMembers =
      [
        .property(
          SwiftProperty(
            access: .implicit, name: error, type: .named("APIError"), value: .stored(mutable: false, initial: nil)))
      ]
      + model.errorBodies.map { body in
        .property(
          SwiftProperty(
            docs: body.docs, access: access, name: body.name, type: .optional(body.type),
            value: .computed(.call(.name(error), "decodedBody", SwiftArgument("as", .metatype(body.type))))))
      }
    let property = model.errorBodiesProperty.declared
    syntax.errorBodiesAccessor = SwiftProperty(
      docs: [
        "This SDK's error bodies, read by type (`error.\(property).…`); named after the module, so that the",
        "accessors of two SDKs in one program never clash.",
      ], access: access, name: model.errorBodiesProperty, type: bodiesType,
      value: .computed(.call(.type(bodiesType), [SwiftArgument("error", .selfValue)])))
  }
}
