import _APIGenYAML

extension GeneratorConfig {
  /// The config as apigen.yaml text, with `comment` as its first lines: what `apigen migrate-config` writes. Only
  /// keys whose value differs from the default are written, in the order the configuration reference gives them.
  package func apigenYAML(comment: [String]) throws(YAMLError) -> String {
    var pairs: [Pair] = []
    func add(_ key: String, _ value: Node) { pairs.append(Pair(key: Self.scalar(key), value: value)) }
    if let spec { add("spec", Self.scalar(spec)) }
    if !overlays.isEmpty { add("overlays", Self.list(overlays)) }
    if let output { add("output", Self.scalar(output)) }
    if let module { add("module", Self.scalar(module)) }
    if let access { add("access", Self.scalar(access.rawValue)) }
    if let files { add("files", Self.scalar(String(files))) }
    if let templates { add("templates", Self.scalar(templates)) }
    let filterPairs = [
      ("operations", filter.operations), ("tags", filter.tags), ("paths", filter.paths),
      ("schemas", filterSchemas.map(\.name)),
    ].filter { !$0.1.isEmpty }.map { Pair(key: Self.scalar($0.0), value: Self.list($0.1)) }
    if !filterPairs.isEmpty { add("filter", Node(.mapping(filterPairs))) }
    if !renamed.isEmpty {
      let renames = renamed.map { Pair(key: Self.scalar($0.name), value: Self.scalar(self.renames[$0.name] ?? "")) }
      add("naming", Node(.mapping([Pair(key: Self.scalar("rename"), value: Node(.mapping(renames)))])))
    }
    var overrides = typeOverrides.sorted { $0.key < $1.key }.map {
      Pair(key: Self.scalar($0.key), value: Self.scalar($0.value))
    }
    if !schemaTypeOverrides.isEmpty {
      let schemas = schemaTypeOverrides.map { Pair(key: Self.scalar($0.schema), value: Self.scalar($0.type)) }
      overrides.append(Pair(key: Self.scalar("schemas"), value: Node(.mapping(schemas))))
    }
    if !overrides.isEmpty { add("typeOverrides", Node(.mapping(overrides))) }
    if !additionalImports.isEmpty { add("additionalImports", Self.list(additionalImports.map(\.name))) }
    if !additionalFileComments.isEmpty { add("additionalFileComments", Self.list(additionalFileComments)) }
    let body = pairs.isEmpty ? "{}\n" : try YAMLEmitter.emit(Node(.mapping(pairs)))
    return comment.map { "# \($0)\n" }.joined() + body
  }

  private static func scalar(_ text: String) -> Node { Node(.scalar(Scalar(text))) }

  private static func list(_ items: [String]) -> Node { Node(.sequence(items.map(scalar))) }
}
