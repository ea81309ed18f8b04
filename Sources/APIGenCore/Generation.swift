import _APIGenOpenAPI
import _APIGenYAML

/// The generator from a loaded spec to files, without I/O: select operations, translate, render.
package enum Generation {
  package struct Output: Sendable {
    package var files: [GeneratedFile]
    /// Warnings about what was simplified, and errors (unknown filter entries).
    package var diagnostics: [Diagnostic]
    package var model: GenModel
  }

  package static func run(
    _ spec: Spec, config: GeneratorConfig, moduleName: String, specFileName: String, templates: TemplateSet
  ) throws(TemplateError) -> Output {
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
    var translation = TranslationOptions(
      renames: config.renames, typeOverrides: config.typeOverrides.mapValues(SwiftType.written),
      responseMediaTypes: mediaTypes, linkPagination: Set(config.linkPagination.map(\.name)),
      cursorPagination: cursors)
    translation.shortensFrameworkOperationIDs = !config.operationIDsAsWritten
    translation.mutableResponses = config.mutableResponses
    translation.identifiable = config.identifiable
    if let terminator = config.eventTerminator { translation.eventTerminator = terminator.isEmpty ? nil : terminator }
    translation.idempotencyKeys = idempotencyKeys(config, names: known.union(tags), diagnostics: &diagnostics)
    var options = GenerationOptions(
      moduleName: moduleName, access: config.access ?? .public, specFileName: specFileName,
      translation: translation, operations: operationIDs)
    if operationIDs != nil {
      let operations = spec.document.operations.filter { operationIDs!.contains($0.name) }
      options.schemaTargets = Reachability.targets(of: operations, in: spec)
    }
    let model = GenModelBuilder.build(spec, options: options)
    let files = try SwiftRenderer(templates: templates, filesPerKind: config.files ?? SwiftRenderer.defaultFilesPerKind)
      .render(model)
    return Output(files: files, diagnostics: diagnostics + model.diagnostics, model: model)
  }

  /// `idempotencyKeys` of apigen.yaml, checked: every entry names an operation id or a tag (`names`), and the
  /// header is a valid header name.
  private static func idempotencyKeys(
    _ config: GeneratorConfig, names: Set<String>, diagnostics: inout [Diagnostic]
  ) -> TranslationOptions.IdempotencyKeys {
    var keys = TranslationOptions.IdempotencyKeys()
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
