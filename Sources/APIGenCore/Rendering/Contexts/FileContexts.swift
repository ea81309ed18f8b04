/// The keys every generated file's template sees, whatever it is nested in.
struct FileHeader: Sendable {
  var access: String
  var specFileName: String
  var moduleName: String
  var imports: [String]
  var fileComments: [String]

  init(_ model: GenModel) {
    access = model.access.rawValue
    specFileName = model.specFileName
    moduleName = model.moduleName
    imports = SwiftPrinter.imports(foundation: model.foundationImport, additional: model.additionalImports)
    fileComments = model.fileComments.flatMap { comment in
      comment.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "//" : "// \($0)" }
    }
  }

  static func keys<Context>(_ header: @escaping @Sendable (Context) -> FileHeader) -> [TemplateKey<Context>] {
    [
      .text("access", "the access level of every declaration: `public`, `package` or `internal`") {
        header($0).access
      },
      .text("specFileName", "the spec's file name: `github.yaml`") { header($0).specFileName },
      .text("moduleName", "the generated module's name: `GitHubAPI`") { header($0).moduleName },
      .lines(
        "imports",
        "the import declarations: the runtime, and Foundation's types by name (all of Foundation when apigen.yaml"
          + " overrides a type)"
      ) { header($0).imports },
      .lines(
        "fileComments",
        "the comments the config's `additionalFileComments` gives, each line as `// text`"
      ) { header($0).fileComments },
    ]
  }
}

/// `types-file.mustache`: `Part01Types.swift` … `Part50Types.swift`.
struct TypesFileContext: TemplateContext {
  var header: FileHeader
  var types: [TypeContext]

  static let scopeName = "types-file"
  static let scopeSummary = "the root of `types-file.mustache` (`header.mustache` and `type.mustache` included from it)"
  static let keys: [TemplateKey<Self>] =
    FileHeader.keys { $0.header } + [.list("types", "the top-level types of this file, by name") { $0.types }]
}

/// `operations-file.mustache`: `Part01Operations.swift` … `Part50Operations.swift`.
struct OperationsFileContext: TemplateContext {
  var header: FileHeader
  var extensions: [NamespaceExtensionContext]

  static let scopeName = "operations-file"
  static let scopeSummary = "the root of `operations-file.mustache` (`operation.mustache` included from it)"
  static let keys: [TemplateKey<Self>] =
    FileHeader.keys { $0.header } + [
      .list("extensions", "one per run of operations of the same namespace in this file") { $0.extensions }
    ]
}

struct NamespaceExtensionContext: TemplateContext {
  var typeName: String
  var operations: [OperationContext]
  var mediaTypeChoices: [MediaTypeChoiceContext]

  static let scopeName = "extension"
  static let scopeSummary = "`extensions` of operations-file"
  static let keys: [TemplateKey<Self>] = [
    .text("typeName", "the namespace's type: `ReposAPI`") { $0.typeName },
    .list("operations", "its operations in this file") { $0.operations },
    .list("mediaTypeChoices", "the media type choices of those operations, declared after the extension") {
      $0.mediaTypeChoices
    },
  ]
}
