import _APIGenOpenAPI
import _APIGenYAML

extension GenerationOptions {
  /// The config-check stage: apigen.yaml's settings checked against the document and turned into options. Every
  /// name the config gives (an operation, a tag, a header) that the document lacks, or that is malformed, is an
  /// error at the config's line and column; the options leave it out, so that one run reports every mistake.
  static func checked(
    _ config: GeneratorConfig, for spec: Spec, moduleName: String, specFileName: String
  ) -> (options: GenerationOptions, diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let operationIDs = selectedOperations(config, in: spec, &diagnostics)
    let filterSchemas = componentSchemas(config.filterSchemas, in: spec, key: "filter.schemas", &diagnostics)
    var mediaTypes: [String: [(mediaType: String, form: MediaTypeChoicesDecl.Choice.Form)]] = [:]
    let known = Set(spec.document.operations.map { $0.name })
    for entry in config.responseMediaTypes {
      guard known.contains(entry.operation) else {
        diagnostics.append(
          Diagnostic(
            .error, "responseMediaTypes names operation '\(entry.operation)', which the spec does not have",
            file: entry.file, mark: entry.mark))
        continue
      }
      mediaTypes[entry.operation, default: []].append((entry.mediaType, entry.form))
    }
    let tags = Set(spec.document.operations.flatMap(\.tags))
    var cursors: [String: CursorPaging] = [:]
    for cursor in config.cursorPagination {
      for entry in cursor.operations {
        cursors[entry.name] = CursorPaging(
          parameter: cursor.parameter, next: cursor.next, items: cursor.items, hasMore: cursor.hasMore)
      }
    }
    let named = config.linkPagination + config.cursorPagination.flatMap(\.operations)
    for entry in named where !known.contains(entry.name) && !tags.contains(entry.name) {
      diagnostics.append(
        Diagnostic(
          .error, "pagination names '\(entry.name)', which is neither an operation id nor a tag of the spec",
          file: entry.file, mark: entry.mark))
    }
    var options = GenerationOptions(moduleName: moduleName, specFileName: specFileName)
    options.access = config.access ?? .public
    options.operations = operationIDs
    let webhooks = WebhookTranslator.entries(of: spec).map(\.operation)
    if let operationIDs {
      // The webhooks stay whatever operations are chosen: a receiver's types are not the client's to select.
      let operations = spec.document.operations.filter { operationIDs.contains($0.name) } + webhooks
      options.schemaTargets = Reachability.targets(of: operations, schemas: filterSchemas, in: spec)
    }
    options.renames = config.renames
    diagnostics += unmatchedRenames(config, names: known.union(tags).union(spec.document.components.schemas.keys))
    options.typeOverrides = config.typeOverrides.mapValues(SwiftType.written)
    options.schemaTypeOverrides = schemaTypeOverrides(config, in: spec, &diagnostics)
    options.additionalImports = config.additionalImports.map(\.name)
    options.fileComments = config.additionalFileComments
    options.responseMediaTypes = mediaTypes
    options.linkPagination = Set(config.linkPagination.map(\.name))
    options.cursorPagination = cursors
    options.shortensFrameworkOperationIDs = !config.operationIDsAsWritten
    options.mutableResponses = config.mutableResponses
    options.identifiable = config.identifiable
    options.webhookSignature = webhookSignature(config, hasWebhooks: !webhooks.isEmpty, diagnostics: &diagnostics)
    if let terminator = config.eventTerminator { options.eventTerminator = terminator.isEmpty ? nil : terminator }
    options.idempotencyKeys = idempotencyKeys(config, names: known.union(tags), diagnostics: &diagnostics)
    return (options, diagnostics)
  }

  /// The operations `filter` selects (nil: no filter, all of them), each name that selects nothing an error at
  /// the config's line and column.
  private static func selectedOperations(
    _ config: GeneratorConfig, in spec: Spec, _ diagnostics: inout [Diagnostic]
  ) -> Set<String>? {
    guard config.filters else { return nil }
    let (selected, unmatched) = spec.operations(selectedBy: config.filter)
    for entry in unmatched {
      let given = config.filterEntries[entry.key]?.first { $0.name == entry.name }
      diagnostics.append(
        Diagnostic(
          .error, entry.message, file: given?.file ?? spec.rootFile, mark: given?.mark ?? Mark(line: 1, column: 1)))
    }
    return Set(selected.map { $0.name })
  }

  /// A warning for each name a rename gives that is no operation id, tag or schema of the spec (`names`).
  private static func unmatchedRenames(_ config: GeneratorConfig, names: Set<String>) -> [Diagnostic] {
    config.renamed.filter { !names.contains($0.name) }.map { entry in
      Diagnostic(
        .warning,
        "'\(entry.name)' is renamed, but the spec has no schema, operation id or tag of that name (only those are renamed; property names and enum values keep theirs)",
        file: entry.file, mark: entry.mark)
    }
  }

  /// `typeOverrides.schemas`, each schema the spec lacks an error.
  private static func schemaTypeOverrides(
    _ config: GeneratorConfig, in spec: Spec, _ diagnostics: inout [Diagnostic]
  ) -> [ReferenceTarget: SwiftType] {
    var result: [ReferenceTarget: SwiftType] = [:]
    for entry in config.schemaTypeOverrides {
      let named = GeneratorConfig.NamedEntry(name: entry.schema, file: entry.file, mark: entry.mark)
      for target in componentSchemas([named], in: spec, key: "typeOverrides.schemas", &diagnostics) {
        result[target] = .written(entry.type)
      }
    }
    return result
  }

  /// The component schemas the config names under `key`, each that the spec lacks an error at the config's line
  /// and column.
  private static func componentSchemas(
    _ entries: [GeneratorConfig.NamedEntry], in spec: Spec, key: String, _ diagnostics: inout [Diagnostic]
  ) -> [ReferenceTarget] {
    entries.compactMap { entry in
      let target = ReferenceTarget(file: spec.rootFile, tokens: ["components", "schemas", entry.name])
      if spec.schema(at: target) == nil {
        diagnostics.append(
          Diagnostic(
            .error, "\(key) names schema '\(entry.name)', which the spec's components/schemas does not have",
            file: entry.file, mark: entry.mark))
        return nil
      }
      return target
    }
  }

  /// `webhooks.signature` of apigen.yaml; a warning when the spec has no webhooks to sign.
  private static func webhookSignature(
    _ config: GeneratorConfig, hasWebhooks: Bool, diagnostics: inout [Diagnostic]
  ) -> WebhookSignatureChoice? {
    guard let signature = config.webhookSignature else { return nil }
    if !hasWebhooks {
      diagnostics.append(
        Diagnostic(
          .warning, "webhooks.signature is set, but the spec describes no webhooks", file: signature.file,
          mark: signature.mark))
    }
    return WebhookSignatureChoice(rawValue: signature.name)
  }

  /// `idempotencyKeys` of apigen.yaml, checked: every entry names an operation id or a tag (`names`), and the
  /// header is a valid header name.
  private static func idempotencyKeys(
    _ config: GeneratorConfig, names: Set<String>, diagnostics: inout [Diagnostic]
  ) -> IdempotencyKeys {
    var keys = IdempotencyKeys()
    keys.operations = Set(config.idempotencyKeyOperations.map(\.name))
    for entry in config.idempotencyKeyOperations where !names.contains(entry.name) {
      diagnostics.append(
        Diagnostic(
          .error, "idempotencyKeys names '\(entry.name)', which is neither an operation id nor a tag of the spec",
          file: entry.file, mark: entry.mark))
    }
    guard let header = config.idempotencyKeyHeader else { return keys }
    if isHeaderName(header.name) {
      keys.header = header.name
    } else {
      diagnostics.append(
        Diagnostic(
          .error, "idempotencyKeys header '\(header.name)' is not a valid HTTP header name", file: header.file,
          mark: header.mark))
    }
    return keys
  }

  /// Whether `name` is a valid HTTP header name (a token, RFC 9110).
  static func isHeaderName(_ name: String) -> Bool {
    !name.isEmpty
      && name.unicodeScalars.allSatisfy { scalar in
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
          || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar)
      }
  }
}
