import _APIGenOpenAPI

/// Document -> declarations: every naming and typing decision of the translation stage happens here.
enum DocumentTranslator {
  /// Names the generated files declare at the top level besides the spec's types.
  static let generatedTopLevelNames = ["Client", "Servers", ErrorBodies.typeName]

  /// The translation stage: every schema and operation of the document as declarations, named, typed and
  /// documented, in the order they are rendered. What needs every declaration at once is left to `ModelPass`es.
  static func translate(_ spec: Spec, options: GenerationOptions) -> TranslatedModel {
    let document = spec.document
    let operations = document.operations.filter { operation in
      options.operations.map { $0.contains(operation.name) } ?? true
    }
    let namespaceNames = namespaceTypeNames(of: operations, tags: document.tags)
    // Naming first: every named schema's Swift name is known before any reference to it is translated.
    var renames = options.renames
    let shortNames =
      options.shortensFrameworkOperationIDs ? FrameworkOperationIDs.shortNames(operations, renames: renames) : [:]
    renames.merge(
      FrameworkOperationIDs.bodySchemaRenames(
        operations, shortNames: shortNames, schemaNames: Set(document.components.schemas.keys), renames: renames)
    ) { given, _ in given }
    let webhookEntries = WebhookTranslator.entries(of: spec)
    let webhooks = webhookEntries.map(\.operation)
    let webhookNames = webhooks.isEmpty ? [] : [WebhookTranslator.typeName]
    var names = SchemaNames(
      spec, renames: renames, reserved: generatedTopLevelNames + webhookNames + namespaceNames.sorted(),
      only: options.schemaTargets)
    // Claimed before any type is translated, so that an operation's own types avoid them too.
    var fingerprints = SchemaFingerprints(spec: spec)
    let sharedChoices = SharedChoices.claim(in: spec, names: &names, fingerprints: &fingerprints)
    var schemas = SchemaTranslator(
      spec: spec, typeOverrides: options.typeOverrides, schemaTypeOverrides: options.schemaTypeOverrides, names: names,
      fingerprints: fingerprints,
      sharedChoices: sharedChoices, sentTargets: Reachability.targets(of: operations, in: spec, only: .requestBodies),
      // A webhook's request body is what the receiver reads.
      receivedTargets: Reachability.targets(of: operations, in: spec, only: .responses)
        .union(Reachability.targets(of: webhooks, in: spec, only: .requestBodies)),
      sharedResponses: sharedResponses(of: operations))
    schemas.declareNamedSchemas()
    var operationTranslator = OperationTranslator(
      spec: spec, options: options, typeNames: schemas.topLevelNamesWithSharedResponses, shortNames: shortNames)
    for operation in operations { operationTranslator.add(operation, document: document, schemas: &schemas) }
    let (webhookSet, webhookDiagnostics) = WebhookTranslator.translate(
      webhookEntries, in: spec, typeName: WebhookTranslator.typeName, signature: options.webhookSignature,
      schemas: &schemas)
    let model = GenModel(
      moduleName: options.moduleName, specFileName: options.specFileName, access: options.access,
      foundationImport: .covering(overrides: Array(options.typeOverrides.values) + options.schemaTypeOverrides.values),
      additionalImports: options.additionalImports, fileComments: options.fileComments,
      title: document.info.title, version: document.info.version, docs: clientDocs(document.info),
      types: schemas.declarations.sorted { $0.name < $1.name }, namespaces: operationTranslator.result(),
      servers: servers(document.servers), securitySchemes: securitySchemes(spec),
      errorBodies: [], errorBodiesProperty: ErrorBodies.property(moduleName: options.moduleName),
      webhooks: webhookSet,
      diagnostics: (schemas.diagnostics + operationTranslator.diagnostics + webhookDiagnostics).inSourceOrder())
    return TranslatedModel(model: model, containment: schemas.edges)
  }

  /// The namespace types the operations' tags give (`ReposAPI`), and those of the tags they are nested in.
  private static func namespaceTypeNames(of operations: [_APIGenOpenAPI.Operation], tags: [Tag]) -> Set<String> {
    let parents = tags.compactMap(\.parent).map { SwiftName.type($0) + "API" }
    return Set(
      operations.compactMap { operation -> String? in
        let namespace = operation.namespaceAndMethod.namespace
        return namespace.isEmpty ? nil : SwiftName.type(namespace) + "API"
      } + parents)
  }

  /// The responses in components that more than one of the operations answers with.
  private static func sharedResponses(of operations: [_APIGenOpenAPI.Operation]) -> Set<ReferenceTarget> {
    var counts: [ReferenceTarget: Int] = [:]
    for operation in operations {
      for target in Set(operation.responses.compactMap({ $0.response.reference?.target })) {
        counts[target, default: 0] += 1
      }
    }
    return Set(counts.filter { $0.value > 1 }.keys)
  }

  private static func clientDocs(_ info: Info) -> [String] {
    let title = [info.title, info.version].filter { !$0.isEmpty }.joined(separator: " ")
    return SwiftLiteral.docLines(title.isEmpty ? nil : "A client for \(title).")
  }

  private static func servers(_ servers: [Server]) -> [ServerDecl] {
    var names = NameScope(reserved: ["default"])
    return servers.enumerated().map { index, server in
      let url = OperationTranslator.serverURL(server)
      // OpenAPI 3.2 names a server; without a name, its place in the list does.
      let name = names.claim(
        server.name.map(SwiftName.memberIdentifier).flatMap { $0.isEmpty ? nil : $0 } ?? "server\(index + 1)")
      var parameterNames = NameScope()
      let variables = server.variables.map { key, variable in
        let values = variable.enumValues.map { "One of: " + $0.joined(separator: ", ") + "." }
        let name = parameterNames.claimIdentifier(SwiftName.memberIdentifier(key))
        let docs = SwiftLiteral.docLines(variable.description, values)
        let text = docs.isEmpty ? "The `\(key)` variable." : docs.filter { !$0.isEmpty }.joined(separator: " ")
        return ServerDecl.Variable(
          key: key, name: name, defaultValue: variable.defaultValue, docs: docs,
          parameterDoc: "- Parameter \(name.bare): \(text)")
      }
      return ServerDecl(
        name: name, url: url, template: server.url, variables: variables,
        docs: SwiftLiteral.docLines(server.description))
    }
  }

  private static func securitySchemes(_ spec: Spec) -> [SecuritySchemeDecl] {
    var names = NameScope()
    return spec.document.components.securitySchemes.compactMap { key, value in
      guard let scheme = spec.resolve(value) else { return nil }
      let credential: SecuritySchemeDecl.Credential
      let summary: String
      switch scheme.kind {
      case .http where scheme.scheme?.lowercased() == "basic":
        (credential, summary) = (.basic, "HTTP basic")
      case .apiKey:
        let name = scheme.name ?? key
        // Keys go in a header unless the spec says query or cookie.
        let location: ParameterLocation =
          scheme.location == .query || scheme.location == .cookie ? scheme.location! : .header
        (credential, summary) = (
          .apiKey(name: name, location: location), "an API key in \(location.rawValue) `\(name)`"
        )
      case .oauth2: (credential, summary) = (.bearerToken, "an OAuth 2 access token, sent as a bearer token")
      case .openIdConnect: (credential, summary) = (.bearerToken, "an OpenID Connect token, sent as a bearer token")
      default:
        (credential, summary) = (.bearerToken, "a bearer token")
      }
      return SecuritySchemeDecl(
        key: key, name: names.claimIdentifier(SwiftName.memberIdentifier(key)), credential: credential,
        docs: ["The `\(key)` scheme: \(summary)."] + SwiftLiteral.docLines(scheme.description)
          + SecuritySchemeDocs.tokenSources(scheme),
        deprecated: scheme.deprecated)
    }
  }
}
