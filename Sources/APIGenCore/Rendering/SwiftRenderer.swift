/// One generated source file.
public struct GeneratedFile: Sendable, Equatable {
  public var name: String
  public var contents: String

  /// The number of lines in a text.
  public static func lineCount(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { bytes in
      var count = 0
      for byte in bytes where byte == UInt8(ascii: "\n") { count += 1 }
      return count
    }
  }
}

/// GenModel -> Swift files through the templates. The file set is fixed before any spec is read (`Client.swift`,
/// `Types1…N.swift`, `Operations1…N.swift`), so a build plugin can declare its outputs up front; declarations are
/// spread over the numbered files in order, balanced by size, so the compiler can work on them in parallel.
public struct SwiftRenderer: Sendable {
  public var templates: TemplateSet
  public var filesPerKind: Int

  public init(templates: TemplateSet, filesPerKind: Int = 8) {
    self.templates = templates
    self.filesPerKind = max(1, filesPerKind)
  }

  /// The names of the files `render` writes, in order.
  public static func fileNames(filesPerKind: Int) -> [String] {
    let count = max(1, filesPerKind)
    return ["Client.swift"] + (1...count).map { "Types\($0).swift" } + (1...count).map { "Operations\($0).swift" }
  }

  public func render(_ model: GenModel) throws(TemplateError) -> [GeneratedFile] {
    let root: TemplateObject = [
      "access": .string(model.access.rawValue),
      "specFileName": .string(model.specFileName),
      "moduleName": .string(model.moduleName),
    ]
    var files: [GeneratedFile] = []
    files.append(
      GeneratedFile(name: "Client.swift", contents: try templates.render("client-file", clientContext(model, root))))

    let typeChunks = Self.chunks(model.types, count: filesPerKind, weight: Self.weight)
    for (index, chunk) in typeChunks.enumerated() {
      var context = root
      context["types"] = TypeContexts.list(chunk)
      files.append(
        GeneratedFile(name: "Types\(index + 1).swift", contents: try templates.render("types-file", .object(context))))
    }

    let operations = model.namespaces.flatMap { namespace in namespace.operations.map { (namespace, $0) } }
    let operationChunks = Self.chunks(operations, count: filesPerKind) { Self.weight($0.1) }
    for (index, chunk) in operationChunks.enumerated() {
      var extensions: [TemplateValue] = []
      var current: ExtensionGroup?
      for (namespace, operation) in chunk {
        if current?.typeName != namespace.typeName {
          if let current { extensions.append(Self.extensionContext(current)) }
          current = ExtensionGroup(typeName: namespace.typeName)
        }
        guard case .object(var fields) = OperationContexts.operation(operation) else { continue }
        fields["gap"] = .bool(!current!.operations.isEmpty)
        current!.operations.append(.object(fields))
        current!.mediaTypeChoices += OperationContexts.mediaTypeChoices(operation, namespaceType: namespace.typeName)
      }
      if let current { extensions.append(Self.extensionContext(current)) }
      var context = root
      context["extensions"] = .list(extensions)
      files.append(
        GeneratedFile(
          name: "Operations\(index + 1).swift", contents: try templates.render("operations-file", .object(context))))
    }
    return files
  }

  /// The operations of one namespace in one file, and the media type choices declared after them.
  private struct ExtensionGroup {
    var typeName: String
    var operations: [TemplateValue] = []
    var mediaTypeChoices: [TemplateValue] = []
  }

  private static func extensionContext(_ group: ExtensionGroup) -> TemplateValue {
    .object([
      "typeName": .string(group.typeName), "operations": .list(group.operations),
      "mediaTypeChoices": .list(group.mediaTypeChoices),
    ])
  }

  private func clientContext(_ model: GenModel, _ root: TemplateObject) -> TemplateValue {
    var context = root
    let title = [model.title, model.version].filter { !$0.isEmpty }.joined(separator: " ")
    context["docs"] = TypeContexts.docs(
      SwiftLiteral.docLines(title.isEmpty ? nil : "A client for \(title)."), deprecated: false)
    context["defaultServer"] = .text(model.servers.first?.name)
    context["servers"] = .list(
      model.servers.map { server in
        .object([
          "name": .string(server.name), "url": .string(SwiftLiteral.string(server.url)),
          "docs": TypeContexts.docs(server.docs, deprecated: false),
          "variables": server.variables.isEmpty
            ? false
            : .object([
              "parameters": .string(
                server.variables.map { "\($0.name): String = \(SwiftLiteral.string($0.defaultValue))" }
                  .joined(separator: ", ")),
              "template": .string(SwiftLiteral.string(server.template)),
              "values": .string(
                server.variables.map { "\(SwiftLiteral.string($0.key)): \($0.name)" }.joined(separator: ", ")),
              "docs": .list(
                server.variables.map { variable in
                  let text =
                    variable.docs.isEmpty ? "The `\(variable.key)` variable." : variable.docs.joined(separator: " ")
                  return .string("/// - Parameter \(SwiftName.dotted(variable.name)): \(text)")
                }),
            ]),
        ])
      })
    context["security"] = Self.securityContext(model)
    context["namespaces"] = .list(
      model.namespaces.filter { !$0.property.isEmpty }.map { namespace in
        .object([
          "property": .string(namespace.property), "typeName": .string(namespace.typeName),
          "docs": TypeContexts.docs(namespace.docs, deprecated: false),
        ])
      })
    return .object(context)
  }

  /// The operations' security requirements and a credential factory per security scheme; false without schemes.
  static func securityContext(_ model: GenModel) -> TemplateValue {
    guard !model.securitySchemes.isEmpty else { return false }
    let operations = model.namespaces.flatMap(\.operations).sorted { $0.operationID < $1.operationID }
    let requirements = operations.map { operation in
      TemplateValue.string(
        "\(SwiftLiteral.string(operation.operationID)): [\(operation.security.map(SwiftLiteral.string).joined(separator: ", "))],"
      )
    }
    let factories = model.securitySchemes.map { scheme -> TemplateValue in
      let key = SwiftLiteral.string(scheme.key)
      let (signature, body, summary): (String, String, String)
      switch scheme.kind {
      case .bearer, .oauth2, .other:
        (signature, body, summary) = ("_ token: String", ".bearer(token, scheme: \(key))", "a bearer token")
      case .basic:
        (signature, body, summary) = (
          "user: String, password: String", ".basic(user: user, password: password, scheme: \(key))", "HTTP basic"
        )
      case .apiKey(let name, let location):
        let place = location == .query ? "query" : location == .cookie ? "cookie" : "header"
        (signature, body, summary) = (
          "_ value: String", ".apiKey(value, name: \(SwiftLiteral.string(name)), in: .\(place), scheme: \(key))",
          "an API key in \(place) `\(name)`"
        )
      }
      var docs = ["/// The `\(scheme.key)` scheme: \(summary)."]
      docs += scheme.docs.map { $0.isEmpty ? "///" : "/// " + $0 }
      return .object([
        "docs": .list(docs.map { .string($0) }), "name": .string(scheme.name), "signature": .string(signature),
        "body": .string(body),
      ])
    }
    return .object(["requirements": .list(requirements), "factories": .list(factories)])
  }

  /// Splits items, in order, into exactly `count` runs of roughly equal total weight (some may be empty).
  static func chunks<Item>(_ items: [Item], count: Int, weight: (Item) -> Int) -> [[Item]] {
    let weights = items.map(weight)
    let total = max(1, weights.reduce(0, +))
    var result: [[Item]] = Array(repeating: [], count: count)
    var accumulated = 0
    for (index, item) in items.enumerated() {
      // The file an item goes to is decided by where its middle falls in the running total.
      let middle = accumulated + weights[index] / 2
      let file = min(count - 1, middle * count / total)
      result[file].append(item)
      accumulated += weights[index]
    }
    return result
  }

  static func weight(_ decl: TypeDecl) -> Int {
    let own: Int
    switch decl.kind {
    case .structure(let structure): own = 6 + structure.properties.count * 4
    case .enumeration(let enumeration): own = 8 + enumeration.cases.count * 3
    case .oneOf(let choice): own = 10 + choice.cases.count * 6
    case .alias: own = 2
    case .wrapper: own = 8
    }
    return own + decl.docs.count + decl.nested.reduce(0) { $0 + weight($1) }
  }

  static func weight(_ operation: OperationDecl) -> Int {
    20 + operation.parameters.count * 3 + operation.responses.count + operation.docs.count
      + operation.nestedTypes.reduce(0) { $0 + weight($1) }
  }
}
