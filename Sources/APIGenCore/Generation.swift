import OpenAPI
import YAML

/// The generator from a loaded spec to files, without I/O: select operations, translate, render.
public enum Generation {
  public struct Output: Sendable {
    public var files: [GeneratedFile]
    /// Warnings about what was simplified, and errors (unknown filter entries).
    public var diagnostics: [Diagnostic]
    public var model: GenModel
  }

  public static func run(
    _ spec: Spec, config: GeneratorConfig, moduleName: String, specFileName: String, templates: TemplateSet
  ) throws(TemplateError) -> Output {
    var diagnostics: [Diagnostic] = []
    var operationIDs: Set<String>?
    if !config.filter.isEmpty {
      let (selected, problems) = select(spec, filter: config.filter)
      operationIDs = Set(selected.map { $0.operationId ?? $0.name })
      diagnostics += problems
    }
    var mediaTypes: [String: [(mediaType: String, form: MediaTypeChoicesDecl.Choice.Form)]] = [:]
    let known = Set(spec.document.operations.map { $0.operationId ?? $0.name })
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
    var options = GenerationOptions(
      moduleName: moduleName, access: config.access ?? .public, specFileName: specFileName,
      translation: TranslationOptions(
        renames: config.renames, typeOverrides: config.typeOverrides.mapValues(SwiftType.written),
        responseMediaTypes: mediaTypes),
      operations: operationIDs)
    if operationIDs != nil {
      let operations = spec.document.operations.filter { operationIDs!.contains($0.operationId ?? $0.name) }
      options.schemaTargets = Reachability.targets(of: operations, in: spec)
    }
    let model = GenModelBuilder.build(spec, options: options)
    let files = try SwiftRenderer(templates: templates, filesPerKind: config.files ?? 8).render(model)
    return Output(files: files, diagnostics: diagnostics + model.diagnostics, model: model)
  }

  /// The operations a filter selects (the union of its operation ids, tags and paths), and an error for each entry
  /// that selects nothing.
  public static func select(_ spec: Spec, filter: GeneratorConfig.Filter) -> ([Operation], [Diagnostic]) {
    let operations = spec.document.operations
    var diagnostics: [Diagnostic] = []
    func problem(_ message: String) {
      diagnostics.append(Diagnostic(.error, message, file: spec.rootFile, mark: Mark(line: 1, column: 1)))
    }
    for id in filter.operations where !operations.contains(where: { ($0.operationId ?? $0.name) == id }) {
      problem("the filter names operation '\(id)', which the spec does not have")
    }
    for tag in filter.tags where !operations.contains(where: { $0.tags.contains(tag) }) {
      problem("the filter names tag '\(tag)', which no operation has")
    }
    for path in filter.paths where spec.document.paths[path] == nil {
      problem("the filter names path '\(path)', which the spec does not have")
    }
    let selected = operations.filter { operation in
      filter.operations.contains(operation.operationId ?? operation.name)
        || operation.tags.contains(where: filter.tags.contains) || filter.paths.contains(operation.path)
    }
    return (selected, diagnostics)
  }
}
