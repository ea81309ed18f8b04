import _APIGenYAML

/// A loaded spec: the root document, every component its references reach (in this file or others), and
/// everything found wrong on the way.
public struct Spec: Sendable {
  public var document: Document
  /// The root file as the user named it.
  public var rootFile: String
  /// Every file read, root first.
  public var files: [String]
  /// Sorted by file and position.
  public var diagnostics: [Diagnostic]
  /// Diagnostics left out past the cap.
  public var droppedDiagnostics: Int
  /// Every diagnostic found, kept or not (repeats of a message past the first few, past the cap), by severity.
  public var diagnosticCounts: [Diagnostic.Severity: Int] = [:]
  /// The lines to print for the diagnostics: those kept, a note per message repeated in places not shown, a note
  /// for what the cap left out.
  public var diagnosticLines: [String] = []
  var resolved: [ReferenceTarget: ResolvedComponent]
  /// Places that are pure references standing for a root component read from them (`schemas: {$ref:
  /// schemas.json}` makes `schemas.json#/X` stand for `#/components/schemas/X`): not named schemas of their own.
  var schemaAliases: Set<ReferenceTarget> = []
  /// Fields of OpenAPI objects that nothing reads and no warning names, in the order met: what a test of the
  /// decoder's coverage of the standard checks against its schema.
  package var unknownFields: [UnknownField] = []
  /// The file a `components` section given as a `$ref` was read from, by section name.
  public var componentSectionFiles: [String: String] = [:]
  /// The parsed tree of every file read, by file name: for tools that work on a spec's own structure (trimming).
  public var sources: [String: Node] = [:]
  /// "Swagger 2.0" when the root was a 2.0 document, read through its conversion to OpenAPI 3.0 (whose tree
  /// `sources` holds for the root).
  public var convertedFrom: String?

  /// Any error found, shown or not (one past the cap still stops generation).
  public var hasErrors: Bool {
    diagnosticCounts[.error, default: 0] > 0 || diagnostics.contains { $0.severity == .error }
  }
  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

  /// Follows a reference, through any chain of references, to the value it names. Nil when it dangles, loops
  /// or names another kind of thing (the loader has reported each of these).
  public func resolve<Value: ReferenceableComponent>(_ reference: Reference, as type: Value.Type = Value.self) -> Value?
  {
    var current = reference.target
    // The loader has reported cycles; a bound on hops keeps a lookup from looping without tracking a set.
    for _ in 0..<Self.maximumHops {
      guard let component = resolved[current] else { return nil }
      if case .alias(let next) = component {
        current = next.target
        continue
      }
      guard var value = Value.extract(ResolvedComponentBox(component: component)) else { return nil }
      // The reference as written: an inner reference of a chain does not speak for the place it is used.
      value.override(summary: reference.summary, description: reference.description)
      return value
    }
    return nil
  }

  /// The value itself, or what its reference resolves to.
  public func resolve<Value: ReferenceableComponent>(_ value: Referenceable<Value>) -> Value? {
    switch value {
    case .value(let value): return value
    case .reference(let reference): return resolve(reference, as: Value.self)
    }
  }

  /// The callback a reference names.
  public func resolveCallback(_ reference: Reference) -> Callback? {
    var current = reference.target
    for _ in 0..<Self.maximumHops {
      switch resolved[current] {
      case .alias(let next): current = next.target
      case .callback(let callback): return callback
      default: return nil
      }
    }
    return nil
  }

  /// The schema a `$ref` schema stands for, following chains of pure references; the schema itself when it
  /// has no `$ref`. Nil when a reference dangles or loops.
  public func resolve(_ schema: Schema) -> Schema? {
    var current = schema
    var hops = 0
    while let reference = current.ref, current.isPureReference {
      hops += 1
      guard hops <= Self.maximumHops else { return nil }
      guard case .schema(let next) = resolved[reference.target] else { return nil }
      current = next
    }
    return current
  }

  /// The schema a reference names (the first step; call `resolve(_:)` on it to follow further references).
  public func schema(for reference: Reference) -> Schema? {
    if case .schema(let schema) = resolved[reference.target] { return schema }
    return nil
  }

  /// Every schema that is a root component or that a reference reaches, with its target, in a stable order (by
  /// file, then pointer): what a generator declares as named types.
  public var namedSchemas: [(target: ReferenceTarget, schema: Schema)] {
    var result: [(target: ReferenceTarget, schema: Schema)] = []
    for (target, component) in resolved where !schemaAliases.contains(target) {
      if case .schema(let schema) = component { result.append((target, schema)) }
    }
    return result.sorted { first, second in
      first.target.file != second.target.file
        ? first.target.file < second.target.file
        : first.target.tokens.lexicographicallyPrecedes(second.target.tokens)
    }
  }

  /// The file a target's definition is written in: the root's components may be read from another file.
  public func definitionFile(of target: ReferenceTarget) -> String {
    guard target.file == rootFile, target.tokens.count == 3, target.tokens[0] == "components" else {
      return target.file
    }
    return componentSectionFiles[target.tokens[1]] ?? target.file
  }

  /// What a reference target resolves to when it is a schema.
  public func schema(at target: ReferenceTarget) -> Schema? {
    if case .schema(let schema) = resolved[target] { return schema }
    return nil
  }

  /// How many references a lookup follows before giving up (a chain this long is a cycle).
  static let maximumHops = 256

  /// Counts for a one-line summary.
  public var summary: String {
    let operations = document.operations.count
    let schemas = document.components.schemas.count
    let format = convertedFrom.map { "\($0) (read as OpenAPI \(document.openapi))" } ?? "OpenAPI \(document.openapi)"
    return "\(format): \(document.paths.count) paths, \(operations) operations, \(schemas) schemas"
  }
}
