import Foundation
import _APIGenOpenAPI

/// What one generation produces and how: the module, access level, which operations, and naming and typing options.
package struct GenerationOptions: Sendable {
  package var moduleName: String
  package var access: AccessLevel
  /// The spec's file name as printed in file headers.
  package var specFileName: String
  package var translation: TranslationOptions
  /// When set, only these operations (by operation id or derived name) are generated.
  package var operations: Set<String>?
  /// When set, only these named schemas are declared (what the selected operations reach).
  package var schemaTargets: Set<ReferenceTarget>?

  package init(
    moduleName: String, access: AccessLevel = .public, specFileName: String,
    translation: TranslationOptions = TranslationOptions(), operations: Set<String>? = nil
  ) {
    self.moduleName = moduleName
    self.access = access
    self.specFileName = specFileName
    self.translation = translation
    self.operations = operations
  }
}

/// Document -> GenModel: every naming and typing decision happens here.
package enum GenModelBuilder {
  /// Names the generated files declare at the top level besides the spec's types.
  static let generatedTopLevelNames = ["Client", "Servers", ErrorBodies.typeName]

  package static func build(_ spec: Spec, options: GenerationOptions) -> GenModel {
    let document = spec.document
    let operations = document.operations.filter { operation in
      options.operations.map { $0.contains(operation.name) } ?? true
    }
    let namespaceNames = namespaceTypeNames(of: operations)
    // Naming first: every named schema's Swift name is known before any reference to it is translated.
    var renames = options.translation.renames
    let shortNames =
      options.translation.shortensFrameworkOperationIDs
      ? FrameworkOperationIDs.shortNames(operations, renames: renames) : [:]
    renames.merge(
      FrameworkOperationIDs.bodySchemaRenames(
        operations, shortNames: shortNames, schemaNames: Set(document.components.schemas.keys), renames: renames)
    ) { given, _ in given }
    var names = SchemaNames(
      spec, renames: renames, reserved: generatedTopLevelNames + namespaceNames.sorted(),
      only: options.schemaTargets)
    // Claimed before any type is translated, so that an operation's own types avoid them too.
    var fingerprints = SchemaFingerprints(spec: spec)
    let sharedChoices = SharedChoices.claim(in: spec, names: &names, fingerprints: &fingerprints)
    var schemas = SchemaTranslator(
      spec: spec, typeOverrides: options.translation.typeOverrides, names: names, fingerprints: fingerprints,
      sharedChoices: sharedChoices, sentTargets: Reachability.targets(of: operations, in: spec, only: .requestBodies),
      receivedTargets: Reachability.targets(of: operations, in: spec, only: .responses),
      sharedResponses: sharedResponses(of: operations))
    schemas.declareNamedSchemas()
    var operationTranslator = OperationTranslator(
      spec: spec, options: options.translation, typeNames: schemas.topLevelNamesWithSharedResponses,
      shortNames: shortNames)
    for operation in operations { operationTranslator.add(operation, document: document, schemas: &schemas) }
    var namespaces = operationTranslator.result()
    var types = schemas.declarations
    breakRecursion(schemas.edges, types: &types, namespaces: &namespaces)
    if !options.translation.mutableResponses { PropertyMutability.decide(types: &types, namespaces: &namespaces) }
    LargeValueBoxing.decide(types: &types, namespaces: &namespaces)
    if options.translation.identifiable { StableIdentity.decide(types: &types, namespaces: &namespaces) }
    types.sort { $0.name < $1.name }
    let topLevelTypes = Set(types.map(\.name))
    let errorBodies = ErrorBodies.accessors(namespaces, topLevelTypes: topLevelTypes)
    let errorBodiesProperty = ErrorBodies.property(moduleName: options.moduleName)
    ErrorBodies.documentThrows(
      &namespaces, accessors: errorBodies, property: errorBodiesProperty, topLevelTypes: topLevelTypes)
    var model = GenModel(
      moduleName: options.moduleName, specFileName: options.specFileName, access: options.access,
      title: document.info.title, version: document.info.version, docs: clientDocs(document.info),
      types: types, namespaces: namespaces,
      servers: servers(document.servers), securitySchemes: securitySchemes(spec),
      errorBodies: errorBodies, errorBodiesProperty: errorBodiesProperty,
      diagnostics: (schemas.diagnostics + operationTranslator.diagnostics).inSourceOrder())
    model.foundationImport = .covering(overrides: options.translation.typeOverrides.values)
    SyntaxLowering.lower(&model)
    return model
  }

  /// The namespace types the operations' tags give: `ReposAPI`.
  private static func namespaceTypeNames(of operations: [_APIGenOpenAPI.Operation]) -> Set<String> {
    Set(
      operations.compactMap { operation -> String? in
        let namespace = operation.namespaceAndMethod.namespace
        return namespace.isEmpty ? nil : SwiftName.type(namespace) + "API"
      })
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

  /// Boxes what sits on a cycle of containment, in the spec's types and the operations' own.
  private static func breakRecursion(
    _ edges: [RecursionBreaker.Edge], types: inout [TypeDecl], namespaces: inout [NamespaceDecl]
  ) {
    let sites = RecursionBreaker.sitesOnCycles(edges)
    RecursionBreaker.apply(sites, to: &types, qualifier: "")
    RecursionBreaker.wrapSelfReferentialAliases(&types)
    namespaces.updateOperationTypes { RecursionBreaker.apply(sites, to: &$0, qualifier: $1.joined(separator: ".")) }
  }

  private static func clientDocs(_ info: Info) -> [String] {
    let title = [info.title, info.version].filter { !$0.isEmpty }.joined(separator: " ")
    return SwiftLiteral.docLines(title.isEmpty ? nil : "A client for \(title).")
  }

  private static func servers(_ servers: [Server]) -> [ServerDecl] {
    var names = NameScope(reserved: ["default"])
    return servers.enumerated().map { index, server in
      let url = OperationTranslator.serverURL(server)
      let name = names.claim("server\(index + 1)")
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
      default:
        (credential, summary) = (.bearerToken, "a bearer token")
      }
      return SecuritySchemeDecl(
        key: key, name: names.claimIdentifier(SwiftName.memberIdentifier(key)), credential: credential,
        docs: ["The `\(key)` scheme: \(summary)."] + SwiftLiteral.docLines(scheme.description))
    }
  }
}
