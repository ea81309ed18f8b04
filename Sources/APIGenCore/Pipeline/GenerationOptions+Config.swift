import _APIGenOpenAPI

extension GenerationOptions {
  /// The config-check stage: apigen.yaml's settings checked against the document and turned into options. Every
  /// name the config gives (an operation, a tag, a header) that the document lacks, or that is malformed, is an
  /// error at the config's line and column; the options leave it out, so that one run reports every mistake.
  static func checked(
    _ config: GeneratorConfig, for spec: Spec, moduleName: String, specFileName: String
  ) -> (options: GenerationOptions, diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var operationIDs: Set<String>?
    if !config.filter.isEmpty {
      let (selected, problems) = spec.operations(selectedBy: config.filter)
      operationIDs = Set(selected.map { $0.name })
      diagnostics += problems
    }
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
    if let operationIDs {
      let operations = spec.document.operations.filter { operationIDs.contains($0.name) }
      options.schemaTargets = Reachability.targets(of: operations, in: spec)
    }
    options.renames = config.renames
    options.typeOverrides = config.typeOverrides.mapValues(SwiftType.written)
    options.responseMediaTypes = mediaTypes
    options.linkPagination = Set(config.linkPagination.map(\.name))
    options.cursorPagination = cursors
    options.shortensFrameworkOperationIDs = !config.operationIDsAsWritten
    options.mutableResponses = config.mutableResponses
    options.identifiable = config.identifiable
    if let terminator = config.eventTerminator { options.eventTerminator = terminator.isEmpty ? nil : terminator }
    options.idempotencyKeys = idempotencyKeys(config, names: known.union(tags), diagnostics: &diagnostics)
    return (options, diagnostics)
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
