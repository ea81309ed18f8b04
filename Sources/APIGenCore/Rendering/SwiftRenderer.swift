/// One generated source file.
package struct GeneratedFile: Sendable, Equatable {
  package var name: String
  package var contents: String

  /// The number of lines in a text.
  package static func lineCount(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { bytes in
      var count = 0
      var start = 0
      while let lineFeed = LineFeeds.next(in: bytes, from: start) {
        count += 1
        start = lineFeed + 1
      }
      return count
    }
  }
}

/// The lay-out stage: the lowered model -> Swift files through the templates. The file set is fixed before any spec is
/// read (`Client.swift`, then `Part01Operations.swift`, `Part01Types.swift` … `Part50Types.swift`: `fileNames`), so a
/// build plugin can declare its outputs up front. Each declaration has a stable home among the numbered files, chosen
/// by a hash of its name (`StableHome`), so that editing one schema or operation changes one file and an incremental
/// build recompiles that file only; the hash spreads declarations evenly enough for the compiler to work on the files
/// in parallel.
package struct SwiftRenderer: Sendable {
  package var templates: TemplateSet
  package var filesPerKind: Int

  /// How many `Types` and `Operations` files are written when the config does not say (the build plugin, which
  /// cannot link this module, repeats it). Fifty keeps both cores of a small machine busy despite a stall in the
  /// compiler driver on Linux: the configuration reference gives the measurements.
  package static let defaultFilesPerKind = 50

  /// How many declarations of the larger kind a part gets when `files` is not set and the count can follow the spec
  /// (the command line and the command plugin: the build plugin names its files before it reads the spec).
  static let declarationsPerPart = 10

  /// The part count for a model when the config does not set one: enough parts for `declarationsPerPart` types or
  /// operations each, at most `defaultFilesPerKind`, so that a one-operation description is three files, not 101.
  /// The count grows in powers of two: a new count moves declarations between files, and a description that grows
  /// one operation at a time should rewrite every committed file rarely.
  package static func filesPerKind(sizedFor lowered: LoweredModel) -> Int {
    let operations = lowered.namespaces.reduce(0) { $0 + $1.operations.count }
    let needed = (max(lowered.types.count, operations) + declarationsPerPart - 1) / declarationsPerPart
    var count = 1
    while count < needed && count < defaultFilesPerKind { count *= 2 }
    return min(count, defaultFilesPerKind)
  }

  package init(templates: TemplateSet, filesPerKind: Int = defaultFilesPerKind) {
    self.templates = templates
    self.filesPerKind = max(1, filesPerKind)
  }

  /// The names of the files `render` writes, in order: `Client.swift`, then each part's operations and types files.
  package static func fileNames(filesPerKind: Int) -> [String] {
    let count = max(1, filesPerKind)
    return [clientFileName]
      + (1...count).flatMap { [partFileName($0, of: count, "Operations"), partFileName($0, of: count, "Types")] }
  }

  private static let clientFileName = "Client.swift"

  /// `Part07Types.swift`: the part number, zero-padded to the width of the count so names sort by number, comes
  /// before the kind. The files of a part hold unrelated declarations; the name decides only the build's order.
  /// swift-driver splits a module's files into one batch per core as contiguous runs of their sorted names, and with
  /// the kind first (`Operations1…N`, `Types1…N`) two cores got one batch of all operations and one of all types;
  /// for a spec that is mostly schemas the types batch then ran alone for most of the build (Benchmarks/README.md has
  /// the figures).
  private static func partFileName(_ number: Int, of count: Int, _ kind: String) -> String {
    let digits = String(number)
    let padding = String(repeating: "0", count: String(count).count - digits.count)
    return "Part\(padding)\(digits)\(kind).swift"
  }

  /// The templates that write files, each with the context it is rendered with; partials are reached from them.
  static let entryTemplates: [(template: String, context: any TemplateContext.Type)] = [
    ("client-file", ClientFileContext.self), ("types-file", TypesFileContext.self),
    ("operations-file", OperationsFileContext.self),
  ]

  package func render(_ lowered: LoweredModel) throws(TemplateError) -> [GeneratedFile] {
    try TemplateChecker(templates: templates).check(entries: Self.entryTemplates)
    let header = FileHeader(lowered.model)
    var files = [
      GeneratedFile(
        name: Self.clientFileName,
        contents: try templates.render("client-file", ClientFileContext(lowered).templateValue)
      )
    ]
    let typeChunks = StableHome.spread(lowered.types, count: filesPerKind) { $0.decl.name }
    let operations = lowered.namespaces.flatMap { namespace in namespace.operations.map { (namespace.decl, $0) } }
    let operationChunks = StableHome.spread(operations, count: filesPerKind) { $0.1.decl.operationID }
    for part in 0..<filesPerKind {
      let operationsContext = OperationsFileContext(header: header, extensions: Self.extensions(operationChunks[part]))
      files.append(
        GeneratedFile(
          name: Self.partFileName(part + 1, of: filesPerKind, "Operations"),
          contents: try templates.render("operations-file", operationsContext.templateValue)))
      let typesContext = TypesFileContext(header: header, types: TypeContext.list(typeChunks[part], areTopLevel: true))
      files.append(
        GeneratedFile(
          name: Self.partFileName(part + 1, of: filesPerKind, "Types"),
          contents: try templates.render("types-file", typesContext.templateValue)))
    }
    return files
  }

  /// One extension per run of operations of the same namespace, each operation followed by its variants.
  private static func extensions(_ operations: [(NamespaceDecl, LoweredOperation)]) -> [NamespaceExtensionContext] {
    var extensions: [NamespaceExtensionContext] = []
    for (namespace, operation) in operations {
      if extensions.last?.typeName != namespace.typeName {
        extensions.append(NamespaceExtensionContext(typeName: namespace.typeName, operations: [], mediaTypeChoices: []))
      }
      extensions[extensions.count - 1].operations.append(
        OperationContext(operation, gap: !extensions[extensions.count - 1].operations.isEmpty))
      for variant in operation.variants {
        extensions[extensions.count - 1].operations.append(OperationContext(variant, gap: true))
      }
      extensions[extensions.count - 1].mediaTypeChoices += operation.syntax.mediaTypeChoices.map(
        MediaTypeChoiceContext.init)
    }
    return extensions
  }
}
