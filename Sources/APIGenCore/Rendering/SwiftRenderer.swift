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

/// GenModel -> Swift files through the templates. The file set is fixed before any spec is read (`Client.swift`,
/// `Types1…N.swift`, `Operations1…N.swift`), so a build plugin can declare its outputs up front. Each declaration
/// has a stable home among the numbered files, chosen by a hash of its name (`StableHome`), so that editing one
/// schema or operation changes one file and an incremental build recompiles that file only; the hash spreads
/// declarations evenly enough for the compiler to work on the files in parallel.
package struct SwiftRenderer: Sendable {
  package var templates: TemplateSet
  package var filesPerKind: Int

  /// How many `Types` and `Operations` files are written when the config does not say (the build plugin, which
  /// cannot link this module, repeats it).
  package static let defaultFilesPerKind = 12

  package init(templates: TemplateSet, filesPerKind: Int = defaultFilesPerKind) {
    self.templates = templates
    self.filesPerKind = max(1, filesPerKind)
  }

  /// The names of the files `render` writes, in order.
  package static func fileNames(filesPerKind: Int) -> [String] {
    let count = max(1, filesPerKind)
    return [clientFileName] + (1...count).map(typesFileName) + (1...count).map(operationsFileName)
  }

  private static let clientFileName = "Client.swift"
  private static func typesFileName(_ number: Int) -> String { "Types\(number).swift" }
  private static func operationsFileName(_ number: Int) -> String { "Operations\(number).swift" }

  /// The templates that write files, each with the context it is rendered with; partials are reached from them.
  static let entryTemplates: [(template: String, context: any TemplateContext.Type)] = [
    ("client-file", ClientFileContext.self), ("types-file", TypesFileContext.self),
    ("operations-file", OperationsFileContext.self),
  ]

  package func render(_ model: GenModel) throws(TemplateError) -> [GeneratedFile] {
    try TemplateChecker(templates: templates).check(entries: Self.entryTemplates)
    let header = FileHeader(model)
    var files: [GeneratedFile] = []
    files.append(
      GeneratedFile(
        name: Self.clientFileName,
        contents: try templates.render("client-file", ClientFileContext(model).templateValue)))

    let typeChunks = StableHome.spread(model.types, count: filesPerKind) { $0.name }
    for (index, chunk) in typeChunks.enumerated() {
      let context = TypesFileContext(header: header, types: TypeContext.list(chunk))
      files.append(
        GeneratedFile(
          name: Self.typesFileName(index + 1), contents: try templates.render("types-file", context.templateValue)))
    }

    let operations = model.namespaces.flatMap { namespace in namespace.operations.map { (namespace, $0) } }
    let operationChunks = StableHome.spread(operations, count: filesPerKind) { $0.1.operationID }
    for (index, chunk) in operationChunks.enumerated() {
      var extensions: [NamespaceExtensionContext] = []
      for (namespace, operation) in chunk {
        if extensions.last?.typeName != namespace.typeName {
          extensions.append(
            NamespaceExtensionContext(typeName: namespace.typeName, operations: [], mediaTypeChoices: []))
        }
        extensions[extensions.count - 1].operations.append(
          OperationContext(operation, gap: !extensions[extensions.count - 1].operations.isEmpty))
        for variant in operation.variants {
          extensions[extensions.count - 1].operations.append(OperationContext(variant, gap: true))
        }
        extensions[extensions.count - 1].mediaTypeChoices += operation.syntax.mediaTypeChoices.map(
          MediaTypeChoiceContext.init)
      }
      let context = OperationsFileContext(header: header, extensions: extensions)
      files.append(
        GeneratedFile(
          name: Self.operationsFileName(index + 1),
          contents: try templates.render("operations-file", context.templateValue)))
    }
    return files
  }
}
