/// `client-file.mustache`: `Client.swift`, with the client, its namespaces, servers, credentials and the typed
/// error body accessors.
struct ClientFileContext: TemplateContext {
  var header: FileHeader
  var docs: [String]
  var members: [MemberContext]
  var servers: [ServerContext]
  var security: SecurityContext?
  var namespaces: [NamespaceContext]
  var errorBodies: [MemberContext]
  var errorBodiesAccessor: MemberContext?
  var errorBodiesProperty: String
  var errorBodiesType: String
  var webhooks: WebhooksContext?

  static let scopeName = "client-file"
  static let scopeSummary = "the root of `client-file.mustache`"
  static let keys: [TemplateKey<Self>] =
    FileHeader.keys { $0.header } + [
      .lines("docs", "the client's documentation comment lines (the spec's title and version)") { $0.docs },
      .list("members", "`Client`'s members: the runtime client, the initializers, `with(_:)`, the namespaces") {
        $0.members
      },
      .list("servers", "the spec's servers") { $0.servers },
      .object("security", "set when the spec declares security schemes") { $0.security },
      .list("namespaces", "one per tag: the namespace types the client's properties (and nested tags') reach") {
        $0.namespaces
      },
      .list("errorBodies", "the error bodies struct's members: the error, an accessor per body type") {
        $0.errorBodies
      },
      .object("errorBodiesAccessor", "the `APIError` property reaching the accessors") { $0.errorBodiesAccessor },
      .flag("hasErrorBodies", "some operation documents an error body type") { !$0.errorBodies.isEmpty },
      .text("errorBodiesProperty", "the `APIError` property holding the accessors, after the module: `gitHubAPI`") {
        $0.errorBodiesProperty
      },
      .text("errorBodiesType", "the struct declaring the accessors: `ErrorBodies`") { $0.errorBodiesType },
      .object("webhooks", "set when the spec describes webhooks: the enum decoding received requests") {
        $0.webhooks
      },
    ]

  init(_ lowered: LoweredModel) {
    let model = lowered.model
    header = FileHeader(model)
    docs = DocLines.lines(model.docs)
    let client = lowered.client
    members = MemberContext.list(client.clientMembers)
    servers = client.servers.map(ServerContext.init)
    if let table = client.securityRequirements { security = SecurityContext(client, table: table) }
    namespaces = model.namespaces.filter { !$0.property.bare.isEmpty }.map {
      NamespaceContext(
        property: $0.property.declared, typeName: $0.typeName, docs: DocLines.lines($0.docs),
        members: MemberContext.list(client.namespaceMembers[$0.typeName] ?? []))
    }
    errorBodies = MemberContext.list(client.errorBodyMembers)
    errorBodiesAccessor = client.errorBodiesAccessor.map { MemberContext(.property($0)) }
    errorBodiesProperty = model.errorBodiesProperty.declared
    errorBodiesType = ErrorBodies.typeName
    if let set = model.webhooks {
      webhooks = WebhooksContext(
        typeName: set.typeName, docs: DocLines.lines(set.docs), members: MemberContext.list(lowered.webhookMembers))
    }
  }
}

/// The webhook enum: a case per webhook and the initializer that decodes a request.
struct WebhooksContext: TemplateContext {
  var typeName: String
  var docs: [String]
  var members: [MemberContext]

  static let scopeName = "webhooks"
  static let scopeSummary = "`webhooks` of client-file"
  static let keys: [TemplateKey<Self>] = [
    .text("typeName", "the enum's name: `WebhookEvent`") { $0.typeName },
    .lines("docs", "documentation comment lines") { $0.docs },
    .list("members", "its cases (each webhook's, then `unknown`) and `init(_:)`") { $0.members },
  ]
}

struct NamespaceContext: TemplateContext {
  var property: String
  var typeName: String
  var docs: [String]
  var members: [MemberContext]

  static let scopeName = "namespace"
  static let scopeSummary = "`namespaces` of client-file"
  static let keys: [TemplateKey<Self>] = [
    .text("property", "the client's property: `repos`") { $0.property },
    .text("typeName", "its type: `ReposAPI`") { $0.typeName },
    .lines("docs", "documentation comment lines (the tag's description)") { $0.docs },
    .list(
      "members",
      "the struct's members: the runtime client its methods send through, then the properties of the "
        + "namespaces nested in it (a tag's `parent`)"
    ) { $0.members },
  ]
}

struct ServerContext: TemplateContext {
  var name: String
  var url: String
  var docs: [String]
  var declaration: [String]
  var variables: ServerVariablesContext?

  static let scopeName = "server"
  static let scopeSummary = "`servers` of client-file"
  static let keys: [TemplateKey<Self>] = [
    .text("name", "the member name in `Servers`: `server1`") { $0.name },
    .text("url", "the URL with every variable at its default, as a string literal") { $0.url },
    .lines("docs", "documentation comment lines") { $0.docs },
    .lines("declaration", "the static constant: `public static let server1 = URL(string: \"…\")!`") {
      $0.declaration
    },
    .object("variables", "set when the URL has variables: a function taking them") { $0.variables },
  ]

  init(_ syntax: ClientSyntax.Server) {
    let server = syntax.decl
    name = server.name
    url = SwiftPrinter.print(syntax.url)
    docs = DocLines.lines(server.docs)
    declaration = SwiftPrinter.lines(syntax.constant)
    guard let function = syntax.withVariables else { return }
    variables = ServerVariablesContext(
      docs: DocLines.lines(function.docs), declaration: SwiftPrinter.lines(function))
  }
}

struct ServerVariablesContext: TemplateContext {
  var docs: [String]
  var declaration: [String]

  static let scopeName = "server variables"
  static let scopeSummary = "`variables` of a server"
  static let keys: [TemplateKey<Self>] = [
    .lines("docs", "documentation comment lines: what it returns, one `- Parameter` line per variable") { $0.docs },
    .lines(
      "declaration",
      "the static function taking the variables (each defaulting to the spec's default) and returning the URL"
    ) { $0.declaration },
  ]
}

struct SecurityContext: TemplateContext {
  var requirements: MemberContext
  var factories: [CredentialFactoryContext]

  static let scopeName = "security"
  static let scopeSummary = "`security` of client-file"
  static let keys: [TemplateKey<Self>] = [
    .object("requirements", "the static table from operation id to the schemes it accepts") { $0.requirements },
    .list("factories", "one credential factory per security scheme") { $0.factories },
  ]

  init(_ client: ClientSyntax, table: SwiftProperty) {
    requirements = MemberContext(.property(table))
    factories = client.credentialFactories.map(CredentialFactoryContext.init)
  }
}

struct CredentialFactoryContext: TemplateContext {
  var docs: [String]
  var name: String
  var declaration: [String]

  static let scopeName = "credential factory"
  static let scopeSummary = "`factories` of security"
  static let keys: [TemplateKey<Self>] = [
    .lines(
      "docs",
      "documentation comment lines: what the credential sends, the scheme's description, where tokens come "
        + "from, and deprecation"
    ) { $0.docs },
    .text("name", "the factory's name: `bearerAuth`") { $0.name },
    .lines("declaration", "the static function building the scheme's `Credential`, a line each") {
      $0.declaration
    },
  ]

  init(_ syntax: ClientSyntax.CredentialFactory) {
    docs = DocLines.lines(syntax.function.docs, deprecated: syntax.function.deprecated)
    name = syntax.function.name
    declaration = SwiftPrinter.lines(syntax.function)
  }
}
