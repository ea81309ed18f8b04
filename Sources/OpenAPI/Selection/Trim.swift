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

  public static func run(_ spec: Spec, filter: OperationFilter) throws(YAMLError) -> Output {
    let (selected, problems) = spec.operations(selectedBy: filter)
    var diagnostics = problems
    guard let root = spec.sources[spec.rootFile], let rootPairs = root.mapping else {
      return Output(yaml: "", operations: 0, components: 0, diagnostics: diagnostics)
    }
    let keep = Set(selected.map { "\($0.path) \($0.method.rawValue)" })

    // Paths: selected operations and the path-level fields around them.
    var pathPairs: [Pair] = []
    var pending: [Node] = []
    if let paths = root["paths"]?.mapping {
      for pair in paths {
        guard let path = pair.key.scalar?.value, let item = pair.value.mapping else { continue }
        let methods = Set(HTTPMethod.allCases.map(\.rawValue))
        let kept = item.filter { entry in
          guard let key = entry.key.scalar?.value else { return false }
          return methods.contains(key) ? keep.contains("\(path) \(key)") : true
        }
        guard kept.contains(where: { methods.contains($0.key.scalar?.value ?? "") }) else { continue }
        let node = Node(.mapping(kept), mark: pair.value.mark)
        pathPairs.append(Pair(key: pair.key, value: node))
        pending.append(node)
      }
    }

    // Components: every `$ref` reached, transitively.
    var keptComponents: [String: Set<String>] = [:]
    var external: Set<String> = []
    while let node = pending.popLast() {
      switch node.content {
      case .scalar: continue
      case .sequence(let items): pending.append(contentsOf: items)
      case .mapping(let pairs):
        for pair in pairs {
          if pair.key.scalar?.value == "$ref", let raw = pair.value.scalar?.value {
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
          } else {
            pending.append(pair.value)
          }
        }
      }
    }
    for raw in external.sorted() {
      diagnostics.append(
        Diagnostic(
          .warning,
          "reference '\(raw)' points into another file and is kept as it is; keep that file next to the output",
          file: spec.rootFile, mark: Mark(line: 1, column: 1)))
    }

    // Security schemes the kept operations (or the document) require, and the tags they use.
    let requirements = selected.flatMap { $0.security ?? spec.document.security ?? [] }
    for requirement in requirements {
      for (name, _) in requirement.schemes { keptComponents["securitySchemes", default: []].insert(name) }
    }
    // Tags the operations carry, and those that document a namespace the operations' ids name (`repos/get`).
    let usedTags = Set(selected.flatMap(\.tags)).union(
      selected.map(\.namespaceAndMethod.namespace))

    var result: [Pair] = []
    for pair in rootPairs {
      switch pair.key.scalar?.value {
      case "paths": result.append(Pair(key: pair.key, value: Node(.mapping(pathPairs), mark: pair.value.mark)))
      case "webhooks": continue
      case "tags":
        let tags = pair.value.sequence?.filter { usedTags.contains($0["name"]?.scalar?.value ?? "") } ?? []
        if !tags.isEmpty { result.append(Pair(key: pair.key, value: Node(.sequence(tags), mark: pair.value.mark))) }
      case "components":
        var sections: [Pair] = []
        for section in pair.value.mapping ?? [] {
          guard let name = section.key.scalar?.value, let entries = section.value.mapping,
            let wanted = keptComponents[name]
          else { continue }
          let kept = entries.filter { wanted.contains($0.key.scalar?.value ?? "") }
          if !kept.isEmpty {
            sections.append(Pair(key: section.key, value: Node(.mapping(kept), mark: section.value.mark)))
          }
        }
        if !sections.isEmpty {
          result.append(Pair(key: pair.key, value: Node(.mapping(sections), mark: pair.value.mark)))
        }
      default: result.append(pair)
      }
    }
    let yaml = try YAMLEmitter.emit(Node(.mapping(result), mark: root.mark))
    return Output(
      yaml: yaml, operations: selected.count, components: keptComponents.values.reduce(0) { $0 + $1.count },
      diagnostics: diagnostics)
  }
}
