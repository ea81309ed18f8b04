import _APIGenYAML

/// Checks and completes what needs references resolved: path items that are `$ref`s, path-level parameters
/// merged into operations, path templates against path parameters, unique operation ids, known security schemes.
struct Linker {
  var spec: Spec
  var diagnostics: [Diagnostic] = []

  init(spec: Spec) { self.spec = spec }

  mutating func link() {
    let notGrouping = Set(spec.document.tags.filter { !$0.groupsOperations }.map(\.name))
    var paths = spec.document.paths
    for index in paths.entries.indices {
      let (path, item) = paths.entries[index]
      paths.entries[index].value = linkPathItem(inlineReferences(item), path: path)
      for operation in paths.entries[index].value.operations.indices where !notGrouping.isEmpty {
        let tags = paths.entries[index].value.operations[operation].tags
        paths.entries[index].value.operations[operation].namespaceTag =
          tags.first { !notGrouping.contains($0) } ?? (tags.isEmpty ? nil : "")
      }
    }
    spec.document.paths = paths
    var responses = spec.document.components.responses
    for index in responses.entries.indices {
      guard case .value(var response) = responses.entries[index].value else { continue }
      readWildcardAsJSON(&response, file: spec.rootFile)
      responses.entries[index].value = .value(response)
    }
    spec.document.components.responses = responses
    checkOperationIDs()
    checkSecurity()
  }

  /// A path item with `$ref` takes the referenced item's fields; its own fields win.
  private mutating func inlineReferences(_ item: PathItem) -> PathItem {
    guard let reference = item.ref, let target = spec.resolve(reference, as: PathItem.self) else { return item }
    var merged = target
    merged.mark = item.mark
    merged.summary = item.summary ?? target.summary
    merged.description = item.description ?? target.description
    if !item.servers.isEmpty { merged.servers = item.servers }
    merged.parameters = target.parameters + item.parameters
    for operation in item.operations {
      merged.operations.removeAll { $0.method == operation.method }
      merged.operations.append(operation)
    }
    merged.ref = nil
    return merged
  }

  private mutating func linkPathItem(_ item: PathItem, path: String) -> PathItem {
    var item = item
    let templateNames = ServerTemplate.variableNames(in: path)
    for index in item.operations.indices {
      var operation = item.operations[index]
      operation.path = path
      if operation.operationId == nil { operation.name = Operation.derivedName(method: operation.method, path: path) }
      operation.parameters = merge(pathLevel: item.parameters, into: operation.parameters)
      if operation.servers.isEmpty { operation.servers = item.servers }
      reconcilePathParameters(of: &operation, against: templateNames)
      for entry in operation.responses.indices {
        guard case .value(var response) = operation.responses[entry].response else { continue }
        readWildcardAsJSON(&response, file: operation.file)
        operation.responses[entry].response = .value(response)
      }
      item.operations[index] = operation
    }
    return item
  }

  /// Operation parameters override path-level ones with the same name and location.
  private func merge(pathLevel: [Referenceable<Parameter>], into own: [Referenceable<Parameter>]) -> [Referenceable<
    Parameter
  >] {
    guard !pathLevel.isEmpty else { return own }
    let ownKeys = Set(own.compactMap { spec.resolve($0).map { "\($0.location.rawValue) \($0.name)" } })
    let inherited = pathLevel.filter { parameter in
      guard let resolved = spec.resolve(parameter) else { return true }
      return !ownKeys.contains("\(resolved.location.rawValue) \(resolved.name)")
    }
    return inherited + own
  }

  /// Reconciles the path template with the declared path parameters. A declared parameter the template lacks is
  /// left out (it could never be sent); one whose name differs from a template variable only in case fills that
  /// variable; a variable nobody declares becomes a required string parameter, as a reader of the path would take it.
  private mutating func reconcilePathParameters(of operation: inout Operation, against templateNames: [String]) {
    var declaredNames = Set<String>()
    var kept: [Referenceable<Parameter>] = []
    for entry in operation.parameters {
      guard var parameter = spec.resolve(entry), parameter.location == .path else {
        kept.append(entry)
        continue
      }
      if templateNames.contains(parameter.name) {
        declaredNames.insert(parameter.name)
        kept.append(entry)
      } else if let variable = templateNames.first(where: { $0.lowercased() == parameter.name.lowercased() }),
        !declaredNames.contains(variable)
      {
        report(
          .warning,
          "path parameter '\(parameter.name)' of operation '\(operation.name)' differs from '{\(variable)}' in the path '\(operation.path)' only in case; it fills '{\(variable)}'",
          at: operation)
        parameter.name = variable
        declaredNames.insert(variable)
        kept.append(.value(parameter))
      } else {
        report(
          .warning,
          "path parameter '\(parameter.name)' of operation '\(operation.name)' does not appear in the path '\(operation.path)'; it is left out",
          at: operation)
      }
    }
    for name in templateNames where !declaredNames.contains(name) {
      report(
        .warning,
        "path '\(operation.path)' has '{\(name)}', but operation '\(operation.name)' declares no path parameter '\(name)'; it is read as a required string parameter",
        at: operation)
      declaredNames.insert(name)
      kept.append(.value(Self.undeclaredPathParameter(name, at: operation.mark)))
    }
    operation.parameters = kept
  }

  /// springdoc writes every answer as `*/*` (Spring picks the media type at run time): a wildcard media type
  /// whose schema is structured data (an object, an array, a choice) is read as `application/json`, which is what
  /// such a server sends for it.
  private mutating func readWildcardAsJSON(_ response: inout Response, file: String) {
    guard !response.content.keys.contains(where: { Self.essence($0) == "application/json" }) else {
      return
    }
    for index in response.content.entries.indices {
      let (name, media) = response.content.entries[index]
      let essence = Self.essence(name)
      guard essence == "*/*" || essence == "application/*", let schema = media.schema.flatMap(spec.resolve),
        Self.isStructured(schema)
      else { continue }
      diagnostics.append(
        Diagnostic(
          .warning, "'\(name)' is answered with structured data; it is read as application/json", file: file,
          mark: media.mark))
      response.content.entries[index].key = "application/json"
      return
    }
  }

  /// `application/json` for `Application/JSON; charset=utf-8`.
  private static func essence(_ mediaType: String) -> String {
    String((mediaType.split(separator: ";", maxSplits: 1).first ?? "").filter { !$0.isWhitespace }).lowercased()
  }

  private static func isStructured(_ schema: Schema) -> Bool {
    !schema.properties.isEmpty || !schema.allOf.isEmpty || !schema.oneOf.isEmpty || !schema.anyOf.isEmpty
      || schema.items != nil || schema.types.contains(.object) || schema.types.contains(.array)
  }

  private static func undeclaredPathParameter(_ name: String, at mark: Mark) -> Parameter {
    var parameter = Parameter()
    parameter.name = name
    parameter.location = .path
    parameter.required = true
    parameter.style = .simple
    parameter.explode = false
    var schema = Schema()
    schema.types = [.string]
    schema.mark = mark
    parameter.schema = schema
    parameter.mark = mark
    return parameter
  }

  private mutating func checkOperationIDs() {
    var first: [String: Operation] = [:]
    for operation in spec.document.operations {
      guard let id = operation.operationId else { continue }
      if let earlier = first[id] {
        report(
          .error,
          "duplicate operationId '\(id)'; \(earlier.method.token) \(earlier.path) at \(earlier.file):\(earlier.mark) uses it too",
          at: operation)
      } else {
        first[id] = operation
      }
    }
  }

  private mutating func checkSecurity() {
    let known = Set(spec.document.components.securitySchemes.keys)
    var requirements = (spec.document.security ?? []).map { (file: spec.rootFile, requirement: $0) }
    for operation in spec.document.operations {
      requirements += (operation.security ?? []).map { (file: operation.file, requirement: $0) }
    }
    for (file, requirement) in requirements {
      for name in requirement.schemes.keys where !known.contains(name) {
        diagnostics.append(
          Diagnostic(
            .error, "security requirement names '\(name)', which components.securitySchemes does not define",
            file: file, mark: requirement.mark))
      }
    }
  }

  private mutating func report(_ severity: Diagnostic.Severity, _ message: String, at operation: Operation) {
    diagnostics.append(Diagnostic(severity, message, file: operation.file, mark: operation.mark))
  }
}
