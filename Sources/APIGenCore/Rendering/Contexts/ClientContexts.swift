/// `client-file.mustache`: `Client.swift`, with the client, its namespaces, servers, credentials and the typed
/// error body accessors.
struct ClientFileContext: TemplateContext {
  var header: FileHeader
  var docs: [String]
  var defaultServer: String
  var servers: [ServerContext]
  var security: SecurityContext?
  var namespaces: [NamespaceContext]
  var errorBodies: [ErrorBodyContext]
  var errorBodiesProperty: String
  var errorBodiesType: String

  static let scopeName = "client-file"
  static let scopeSummary = "the root of `client-file.mustache`"
  static let keys: [TemplateKey<Self>] =
    FileHeader.keys { $0.header } + [
      .lines("docs", "the client's documentation comment lines (the spec's title and version)") { $0.docs },
      .text("defaultServer", "the first server's member name in `Servers`, empty without servers") {
        $0.defaultServer
      },
      .list("servers", "the spec's servers") { $0.servers },
      .object("security", "set when the spec declares security schemes") { $0.security },
      .list("namespaces", "one per tag: the client's properties and their types") { $0.namespaces },
      .list("errorBodies", "one accessor per error body type operations document") { $0.errorBodies },
      .flag("hasErrorBodies", "some operation documents an error body type") { !$0.errorBodies.isEmpty },
      .text("errorBodiesProperty", "the `APIError` property holding the accessors, after the module: `gitHubAPI`") {
        $0.errorBodiesProperty
      },
      .text("errorBodiesType", "the struct declaring the accessors: `ErrorBodies`") { $0.errorBodiesType },
    ]

  init(_ lowered: LoweredModel) {
    let model = lowered.model
    header = FileHeader(model)
    docs = DocLines.lines(model.docs)
    defaultServer = model.servers.first?.name ?? ""
    servers = lowered.client.servers.map(ServerContext.init)
    if !model.securitySchemes.isEmpty { security = SecurityContext(lowered.client) }
    namespaces = model.namespaces.filter { !$0.property.bare.isEmpty }.map {
      NamespaceContext(property: $0.property.declared, typeName: $0.typeName, docs: DocLines.lines($0.docs))
    }
    errorBodies = model.errorBodies.map {
      ErrorBodyContext(name: $0.name.declared, type: $0.type.code, docs: DocLines.lines($0.docs))
    }
    errorBodiesProperty = model.errorBodiesProperty.declared
    errorBodiesType = ErrorBodies.typeName
  }
}

struct NamespaceContext: TemplateContext {
  var property: String
  var typeName: String
  var docs: [String]

  static let scopeName = "namespace"
  static let scopeSummary = "`namespaces` of client-file"
  static let keys: [TemplateKey<Self>] = [
    .text("property", "the client's property: `repos`") { $0.property },
    .text("typeName", "its type: `ReposAPI`") { $0.typeName },
    .lines("docs", "documentation comment lines (the tag's description)") { $0.docs },
  ]
}

struct ServerContext: TemplateContext {
  var name: String
  var url: String
  var docs: [String]
  var variables: ServerVariablesContext?

  static let scopeName = "server"
  static let scopeSummary = "`servers` of client-file"
  static let keys: [TemplateKey<Self>] = [
    .text("name", "the member name in `Servers`: `server1`") { $0.name },
    .text("url", "the URL with every variable at its default, as a string literal") { $0.url },
    .lines("docs", "documentation comment lines") { $0.docs },
    .object("variables", "set when the URL has variables: a function taking them") { $0.variables },
  ]

  init(_ syntax: ClientSyntax.Server) {
    let server = syntax.decl
    name = server.name
    url = SwiftPrinter.print(syntax.url)
    docs = DocLines.lines(server.docs)
    guard !server.variables.isEmpty else { return }
    variables = ServerVariablesContext(
      parameters: SwiftPrinter.print(syntax.parameters), template: SwiftPrinter.print(syntax.template),
      values: SwiftPrinter.print(syntax.values),
      docs: DocLines.lines(server.variables.map(\.parameterDoc)))
  }
}

struct ServerVariablesContext: TemplateContext {
  var parameters: String
  var template: String
  var values: String
  var docs: [String]

  static let scopeName = "server variables"
  static let scopeSummary = "`variables` of a server"
  static let keys: [TemplateKey<Self>] = [
    .text("parameters", "the function's parameters, each defaulting to the spec's default") { $0.parameters },
    .text("template", "the URL template as a string literal: `\"https://{region}.example.com\"`") { $0.template },
    .text("values", "the dictionary literal body from variable names to parameters") { $0.values },
    .lines("docs", "one `- Parameter` line per variable") { $0.docs },
  ]
}

struct SecurityContext: TemplateContext {
  var requirements: [String]
  var factories: [CredentialFactoryContext]

  static let scopeName = "security"
  static let scopeSummary = "`security` of client-file"
  static let keys: [TemplateKey<Self>] = [
    .lines("requirements", "dictionary literal lines: operation id to the schemes it accepts") { $0.requirements },
    .list("factories", "one credential factory per security scheme") { $0.factories },
  ]

  init(_ client: ClientSyntax) {
    requirements = client.requirements.map { SwiftPrinter.print($0) + "," }
    factories = client.credentialFactories.map(CredentialFactoryContext.init)
  }
}

struct CredentialFactoryContext: TemplateContext {
  var docs: [String]
  var name: String
  var signature: String
  var body: String

  static let scopeName = "credential factory"
  static let scopeSummary = "`factories` of security"
  static let keys: [TemplateKey<Self>] = [
    .lines("docs", "documentation comment lines: what the credential sends, then the scheme's description") {
      $0.docs
    },
    .text("name", "the factory's name: `bearerAuth`") { $0.name },
    .text("signature", "its parameters: `_ token: String`") { $0.signature },
    .text("body", "the expression building the `Credential`") { $0.body },
  ]

  init(_ syntax: ClientSyntax.CredentialFactory) {
    let scheme = syntax.scheme
    docs = DocLines.lines(scheme.docs)
    name = scheme.name.declared
    signature = SwiftPrinter.print(syntax.parameters)
    body = SwiftPrinter.print(syntax.body)
  }
}

struct ErrorBodyContext: TemplateContext {
  var name: String
  var type: String
  var docs: [String]

  static let scopeName = "error body"
  static let scopeSummary = "`errorBodies` of client-file"
  static let keys: [TemplateKey<Self>] = [
    .text("name", "the accessor's name: `basicError`") { $0.name },
    .text("type", "the body's Swift type: `BasicError`") { $0.type },
    .lines("docs", "documentation comment lines") { $0.docs },
  ]
}
