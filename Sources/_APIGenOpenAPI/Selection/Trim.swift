import _APIGenYAML

/// `apigen trim`: the part of a spec that some operations need, as a spec of its own.
///
/// Works on the spec's own node tree, so everything kept reads exactly as written (order, quoting, descriptions,
/// examples, extensions): the selected operations, their path items' shared fields, every component their `$ref`s
/// reach (schemas, parameters, responses, examples, headers, links, callbacks...) transitively, the security
/// schemes they use and the tags they carry. References to other files are kept as they are.
public enum Trim {
  public struct Output: Sendable {
    public var yaml: String
    public var operations: Int
    public var components: Int
    /// Errors (a filter that selects nothing) and notes (references to other files kept as they are).
    public var diagnostics: [Diagnostic]
  }

  /// `source`, the root file's text, gives the output the comments of what it keeps.
  public static func run(_ spec: Spec, filter: OperationFilter, commentsFrom source: [UInt8]? = nil) throws(YAMLError)
    -> Output
  {
    let (selected, unmatched) = spec.operations(selectedBy: filter)
    // The filter comes from the command line, which has no line and column: the spec's start stands for it.
    var diagnostics = unmatched.map {
      Diagnostic(.error, $0.message, file: spec.rootFile, mark: Mark(line: 1, column: 1))
    }
    guard let root = spec.sources[spec.rootFile], let rootPairs = root.mapping else {
      return Output(yaml: "", operations: 0, components: 0, diagnostics: diagnostics)
    }
    let pathPairs = keptPaths(root, keeping: Set(selected.map { "\($0.path) \($0.method.token)" }))
    var (keptComponents, external) = reachedComponents(from: pathPairs.map(\.value), root: root, spec: spec)
    for raw in external.sorted() {
      diagnostics.append(
        Diagnostic(
          .warning,
          "reference '\(raw)' points into another file and is kept as it is; keep that file next to the output",
          file: spec.rootFile, mark: Mark(line: 1, column: 1)))
    }
    // Security schemes the kept operations (or the document) require.
    let requirements = selected.flatMap { $0.security ?? spec.document.security ?? [] }
    for requirement in requirements {
      for (name, _) in requirement.schemes { keptComponents["securitySchemes", default: []].insert(name) }
    }
    // Tags the operations carry, and those that document a namespace the operations' ids name (`repos/get`).
    let usedTags = Set(selected.flatMap(\.tags)).union(selected.map(\.namespaceAndMethod.namespace))
    var result: [Pair] = []
    for pair in rootPairs {
      switch pair.key.scalar?.value {
      case "paths": result.append(Pair(key: pair.key, value: Node(.mapping(pathPairs), mark: pair.value.mark)))
      case "webhooks": continue
      case "tags":
        let tags = pair.value.sequence?.filter { usedTags.contains($0["name"]?.scalar?.value ?? "") } ?? []
        if !tags.isEmpty { result.append(Pair(key: pair.key, value: Node(.sequence(tags), mark: pair.value.mark))) }
      case "components":
        if let components = keptSections(pair.value, keptComponents) {
          result.append(Pair(key: pair.key, value: components))
        }
      default: result.append(pair)
      }
    }
    let trimmed = Node(.mapping(result), mark: root.mark)
    let yaml: String
    if let source {
      let commented = try CommentCarrying.emit(trimmed, commentsFrom: source)
      yaml = commented.text
      if !commented.keptComments {
        diagnostics.append(
          Diagnostic(
            .warning, "the spec's comments could not be placed in the output; it is written without them",
            file: spec.rootFile, mark: Mark(line: 1, column: 1)))
      }
    } else {
      yaml = try YAMLEmitter.emit(trimmed)
    }
    return Output(
      yaml: yaml, operations: selected.count, components: keptComponents.values.reduce(0) { $0 + $1.count },
      diagnostics: diagnostics)
  }

  /// The path items of the selected operations, each with those operations and its path-level fields; `keep`
  /// holds each selected operation's path and method token (`/pets GET`).
  private static func keptPaths(_ root: Node, keeping keep: Set<String>) -> [Pair] {
    var pathPairs: [Pair] = []
    for pair in root["paths"]?.mapping ?? [] {
      guard let path = pair.key.scalar?.value, let item = pair.value.mapping else { continue }
      var keptOperations = 0
      var kept: [Pair] = []
      for entry in item {
        guard let key = entry.key.scalar?.value else { continue }
        if let method = HTTPMethod(fixedField: key) {
          guard keep.contains("\(path) \(method.token)") else { continue }
          keptOperations += 1
          kept.append(entry)
        } else if key == "additionalOperations" {
          let operations = (entry.value.mapping ?? []).filter { keep.contains("\(path) \($0.key.scalar?.value ?? "")") }
          guard !operations.isEmpty else { continue }
          keptOperations += operations.count
          kept.append(Pair(key: entry.key, value: Node(.mapping(operations), mark: entry.value.mark)))
        } else {
          kept.append(entry)
        }
      }
      guard keptOperations > 0 else { continue }
      pathPairs.append(Pair(key: pair.key, value: Node(.mapping(kept), mark: pair.value.mark)))
    }
    return pathPairs
  }

  /// Every component a `$ref` in `nodes` reaches, transitively, by section; and references into other files.
  private static func reachedComponents(
    from nodes: [Node], root: Node, spec: Spec
  ) -> (components: [String: Set<String>], external: Set<String>) {
    var pending = nodes
    var keptComponents: [String: Set<String>] = [:]
    var external: Set<String> = []
    while let node = pending.popLast() {
      switch node.content {
      case .scalar: continue
      case .sequence(let items): pending.append(contentsOf: items)
      case .mapping(let pairs):
        for pair in pairs {
          guard pair.key.scalar?.value == "$ref", let raw = pair.value.scalar?.value else {
            pending.append(pair.value)
            continue
          }
          guard let target = ReferenceTarget.parse(raw, relativeTo: spec.rootFile) else { continue }
          guard target.file == spec.rootFile else {
            external.insert(raw)
            continue
          }
          guard target.tokens.count >= 3, target.tokens[0] == "components" else { continue }
          let (section, name) = (target.tokens[1], target.tokens[2])
          guard keptComponents[section, default: []].insert(name).inserted,
            let component = root["components"]?[section]?[name]
          else { continue }
          pending.append(component)
        }
      }
    }
    return (keptComponents, external)
  }

  /// `components` with only the kept entries of each section; nil when none is kept.
  private static func keptSections(_ components: Node, _ kept: [String: Set<String>]) -> Node? {
    var sections: [Pair] = []
    for section in components.mapping ?? [] {
      guard let name = section.key.scalar?.value, let entries = section.value.mapping, let wanted = kept[name]
      else { continue }
      let entriesKept = entries.filter { wanted.contains($0.key.scalar?.value ?? "") }
      if !entriesKept.isEmpty {
        sections.append(Pair(key: section.key, value: Node(.mapping(entriesKept), mark: section.value.mark)))
      }
    }
    return sections.isEmpty ? nil : Node(.mapping(sections), mark: components.mark)
  }
}
