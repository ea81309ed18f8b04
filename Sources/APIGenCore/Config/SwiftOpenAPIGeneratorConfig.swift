import _APIGenOpenAPI
import _APIGenYAML

/// swift-openapi-generator's `openapi-generator-config.yaml`, read into the `GeneratorConfig` that does the same in
/// APIGen, so that a target moved over from it generates the API its config describes. Every key is mapped or gets a
/// diagnostic at its line and column; none is ignored without a word.
package enum SwiftOpenAPIGeneratorConfig {
  /// The file names swift-openapi-generator looks for in a target.
  package static let fileNames = ["openapi-generator-config.yaml", "openapi-generator-config.yml"]
  /// The spec names it looks for beside its config.
  package static let specFileNames = ["openapi.yaml", "openapi.yml", "openapi.json"]

  /// Whether a config file's name says it is swift-openapi-generator's.
  package static func isNamed(_ path: String) -> Bool {
    fileNames.contains(String(path.split(separator: "/").last ?? ""))
  }

  /// What a run says first when it reads such a file, so that nobody wonders which config applied.
  package static func readingNote(file: String) -> Diagnostic {
    Diagnostic(
      .note,
      "reading swift-openapi-generator's config (no apigen.yaml here); 'apigen migrate-config \(file)' writes the apigen.yaml that does the same",
      file: file, mark: Mark(line: 1, column: 1))
  }

  /// Parses the file's text: the config, and its errors, warnings and notes.
  package static func parse(_ text: String, file: String) -> (GeneratorConfig, [Diagnostic]) {
    var reader = ConfigReader(file: file)
    let root: Node
    do {
      guard let parsed = try YAMLParser.parse(text) else {
        reader.error(
          "the config is empty; swift-openapi-generator's config needs at least 'generate'", Mark(line: 1, column: 1))
        return (GeneratorConfig(), reader.diagnostics)
      }
      root = parsed
    } catch {
      return (GeneratorConfig(), [Diagnostic(.error, error.message, file: file, mark: error.mark)])
    }
    guard let pairs = root.mapping else {
      reader.error("expected the config to be a mapping, found \(root.kindDescription)", root.mark)
      return (GeneratorConfig(), reader.diagnostics)
    }
    // swift-openapi-generator's default access level, which apigen.yaml's (`public`) is not.
    var config = GeneratorConfig()
    config.access = .internal
    for pair in pairs {
      guard let key = pair.key.scalar?.value else { continue }
      reader.readSwiftOpenAPIGeneratorKey(key, pair.value, into: &config, keyMark: pair.key.mark)
    }
    if !pairs.contains(where: { $0.key.scalar?.value == "generate" }) {
      reader.error("'generate' is missing; write 'generate: [types, client]'", root.mark)
    }
    return (config, reader.diagnostics)
  }
}

extension ConfigReader {
  /// One top-level key of swift-openapi-generator's config.
  mutating func readSwiftOpenAPIGeneratorKey(
    _ key: String, _ value: Node, into config: inout GeneratorConfig, keyMark: Mark
  ) {
    switch key {
    case "generate": readGenerateModes(value)
    case "accessModifier":
      if let word = string(value, key) {
        config.access = AccessLevel(rawValue: word)
        if config.access == nil {
          error("accessModifier must be public, package or internal, not '\(word)'", value.mark)
        }
      }
    case "filter": readFilter(value, into: &config)
    case "namingStrategy": readNamingStrategy(value)
    case "nameOverrides": readRenames(value, key, into: &config)
    case "typeOverrides": readSwiftOpenAPIGeneratorTypeOverrides(value, into: &config)
    case "additionalImports", "additionalFileComments":
      read(key, value, into: &config, keyMark: keyMark)
    case "featureFlags":
      for flag in named(value, key) {
        warning(
          "feature flag '\(flag.name)' is swift-openapi-generator's; APIGen has no feature flags, and ignores it",
          flag.mark)
      }
    default:
      error(
        "unknown key '\(key)' of swift-openapi-generator's config; expected generate, accessModifier, filter, namingStrategy, nameOverrides, typeOverrides, additionalImports, additionalFileComments or featureFlags",
        keyMark)
    }
  }

  /// `generate`: APIGen writes the types and the client of one SDK together; it writes no server.
  private mutating func readGenerateModes(_ value: Node) {
    let modes = named(value, "generate")
    for mode in modes {
      switch mode.name {
      case "types", "client": break
      case "server":
        error(
          "APIGen generates clients, not servers; leave 'server' to swift-openapi-generator, or serve the spec offline with 'apigen mock SPEC'",
          mode.mark)
      default: error("unknown mode '\(mode.name)'; expected types, client or server", mode.mark)
      }
    }
    let names = Set(modes.map(\.name))
    if modes.isEmpty, value.sequence != nil {
      error("'generate' lists nothing to generate; write 'generate: [types, client]'", value.mark)
    } else if names.contains("types") != names.contains("client"), !names.contains("server") {
      warning(
        "APIGen generates the types and the client together, in one module: this target gets both, as 'generate: [types, client]'",
        value.mark)
    }
  }

  /// `namingStrategy`: APIGen has one strategy, which is close to `idiomatic`.
  private mutating func readNamingStrategy(_ value: Node) {
    switch string(value, "namingStrategy") {
    case "idiomatic":
      note(
        "namingStrategy idiomatic: APIGen's names are idiomatic too (UpperCamelCase types, lowerCamelCase members, no '_' prefixes); a name that would collide gets a number",
        value.mark)
    case "defensive":
      warning(
        "namingStrategy defensive is not available: APIGen writes idiomatic names ('repo-id' is repoId, not repo_hyphen_id), so call sites written against defensive names change",
        value.mark)
    case let word?: error("namingStrategy must be idiomatic or defensive, not '\(word)'", value.mark)
    case nil: break
    }
  }

  /// `typeOverrides`: swift-openapi-generator keys them by schema only.
  private mutating func readSwiftOpenAPIGeneratorTypeOverrides(_ value: Node, into config: inout GeneratorConfig) {
    for entry in mapping(value, "typeOverrides") ?? [] {
      if entry.key.scalar?.value == "schemas" {
        config.schemaTypeOverrides += schemaTypeOverrides(entry.value)
      } else {
        error(
          "unknown typeOverrides key '\(entry.key.scalar?.value ?? "")'; expected schemas", entry.key.mark)
      }
    }
  }
}
