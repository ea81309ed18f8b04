import _APIGenOpenAPI
import _APIGenYAML

/// Reads `apigen.yaml`'s nodes into a `GeneratorConfig`, one section at a time, collecting a diagnostic at the line
/// and column of every problem.
struct ConfigReader {
  let file: String
  private(set) var diagnostics: [Diagnostic] = []

  init(file: String) { self.file = file }

  mutating func error(_ message: String, _ mark: Mark) {
    diagnostics.append(Diagnostic(.error, message, file: file, mark: mark))
  }

  mutating func warning(_ message: String, _ mark: Mark) {
    diagnostics.append(Diagnostic(.warning, message, file: file, mark: mark))
  }

  mutating func note(_ message: String, _ mark: Mark) {
    diagnostics.append(Diagnostic(.note, message, file: file, mark: mark))
  }

  /// One top-level key.
  mutating func read(_ key: String, _ value: Node, into config: inout GeneratorConfig, keyMark: Mark) {
    switch key {
    case "spec": config.spec = string(value, key)
    case "output": config.output = string(value, key)
    case "module": config.module = string(value, key)
    case "templates": config.templates = string(value, key)
    case "overlays": config.overlays += strings(value, key)
    case "access":
      if let word = string(value, key) {
        config.access = AccessLevel(rawValue: word)
        if config.access == nil { error("\(AccessLevel.expectation), not '\(word)'", value.mark) }
      }
    case "files":
      if let text = string(value, key), let count = Int(text), (1...64).contains(count) {
        config.files = count
      } else {
        error("files must be a number from 1 to 64", value.mark)
      }
    case "filter": readFilter(value, into: &config)
    case "naming": readNaming(value, into: &config)
    case "typeOverrides": readTypeOverrides(value, into: &config)
    case "additionalImports": config.additionalImports += moduleNames(value, key)
    case "additionalFileComments": config.additionalFileComments += strings(value, key)
    case "mutableResponses":
      switch string(value, key) {
      case "true": config.mutableResponses = true
      case "false": config.mutableResponses = false
      case let word?: error("mutableResponses must be true or false, not '\(word)'", value.mark)
      case nil: break
      }
    case "identifiable":
      switch string(value, key) {
      case "true": config.identifiable = true
      case "false": config.identifiable = false
      case let word?: error("identifiable must be true or false, not '\(word)'", value.mark)
      case nil: break
      }
    case "streams": readStreams(value, into: &config)
    case "pagination": readPagination(value, into: &config)
    case "idempotencyKeys": readIdempotencyKeys(value, into: &config)
    case "webhooks": readWebhooks(value, into: &config)
    case "responseMediaTypes": config.responseMediaTypes += responseMediaTypes(value)
    default:
      error(
        "unknown key '\(key)'; expected spec, overlays, output, module, access, files, templates, filter, naming, typeOverrides, additionalImports, additionalFileComments, mutableResponses, identifiable, responseMediaTypes, pagination, idempotencyKeys, streams or webhooks",
        keyMark)
    }
  }

  // MARK: - Values

  /// The node's pairs, or an error saying what `key` should have been.
  mutating func mapping(_ node: Node, _ key: String) -> [Pair]? {
    guard let pairs = node.mapping else {
      error("expected '\(key)' to be a mapping, found \(node.kindDescription)", node.mark)
      return nil
    }
    return pairs
  }

  mutating func string(_ node: Node, _ key: String) -> String? {
    guard let scalar = node.scalar else {
      error("expected '\(key)' to be a string, found \(node.kindDescription)", node.mark)
      return nil
    }
    return scalar.value
  }

  mutating func strings(_ node: Node, _ key: String) -> [String] {
    guard let items = node.sequence else {
      error("expected '\(key)' to be a list, found \(node.kindDescription)", node.mark)
      return []
    }
    return items.compactMap { string($0, key) }
  }

  /// The names of a list, each with where it is given.
  mutating func named(_ node: Node, _ key: String) -> [GeneratorConfig.NamedEntry] {
    guard let items = node.sequence else {
      error("expected '\(key)' to be a list, found \(node.kindDescription)", node.mark)
      return []
    }
    return items.compactMap { item in
      string(item, key).map { GeneratorConfig.NamedEntry(name: $0, file: file, mark: item.mark) }
    }
  }

  mutating func map(_ node: Node, _ key: String) -> [String: String] {
    guard let entries = mapping(node, key) else { return [:] }
    var result: [String: String] = [:]
    for entry in entries {
      if let name = string(entry.key, key), let value = string(entry.value, name) { result[name] = value }
    }
    return result
  }

  /// Spec names to Swift names, each name with where it is given.
  mutating func readRenames(_ node: Node, _ key: String, into config: inout GeneratorConfig) {
    for entry in mapping(node, key) ?? [] {
      guard let name = string(entry.key, key), let value = string(entry.value, name) else { continue }
      config.renames[name] = value
      config.renamed.append(GeneratorConfig.NamedEntry(name: name, file: file, mark: entry.key.mark))
    }
  }

  // MARK: - Sections

  mutating func readFilter(_ value: Node, into config: inout GeneratorConfig) {
    for entry in mapping(value, "filter") ?? [] {
      switch entry.key.scalar?.value {
      case "operations": config.filterEntries[.operations] = named(entry.value, "operations")
      case "tags": config.filterEntries[.tags] = named(entry.value, "tags")
      case "paths": config.filterEntries[.paths] = named(entry.value, "paths")
      case "schemas": config.filterSchemas = named(entry.value, "schemas")
      default:
        error(
          "unknown filter '\(entry.key.scalar?.value ?? "")'; expected operations, tags, paths or schemas",
          entry.key.mark)
      }
    }
  }

  /// `typeOverrides`: formats to types, and under `schemas`, component schemas to types.
  mutating func readTypeOverrides(_ value: Node, into config: inout GeneratorConfig) {
    for entry in mapping(value, "typeOverrides") ?? [] {
      guard let key = string(entry.key, "typeOverrides") else { continue }
      if key == "schemas" {
        config.schemaTypeOverrides += schemaTypeOverrides(entry.value)
      } else if let type = swiftType(entry.value, key) {
        config.typeOverrides[key] = type
      }
    }
  }

  /// `schemas:` of `typeOverrides`, schema name to Swift type.
  mutating func schemaTypeOverrides(_ value: Node) -> [GeneratorConfig.TypeOverrideEntry] {
    (mapping(value, "schemas") ?? []).compactMap { entry in
      guard let schema = string(entry.key, "schemas"), let type = swiftType(entry.value, schema) else { return nil }
      return GeneratorConfig.TypeOverrideEntry(schema: schema, type: type, file: file, mark: entry.key.mark)
    }
  }

  /// A type as the user writes it in Swift (`Date`, `Foundation.UUID`, `[String: MyValue]`): its characters are
  /// checked here, the type itself by the compiler.
  private mutating func swiftType(_ node: Node, _ key: String) -> String? {
    guard let text = string(node, key) else { return nil }
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.<>[]:?, ")
    guard let first = text.first, first.isLetter || first == "_" || first == "[", text.allSatisfy(allowed.contains)
    else {
      error("'\(text)' is not a Swift type name (such as Date, Foundation.UUID or MyModule.Money)", node.mark)
      return nil
    }
    return text
  }

  /// A list of module names (`SharedTypes`, `Foundation.NSURL`), each with where it is given.
  private mutating func moduleNames(_ node: Node, _ key: String) -> [GeneratorConfig.NamedEntry] {
    named(node, key).filter { entry in
      let parts = entry.name.split(separator: ".", omittingEmptySubsequences: false)
      let valid = parts.allSatisfy { part in
        guard let first = part.first, first.isLetter || first == "_" else { return false }
        return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      }
      if !valid { error("'\(entry.name)' is not a module name to import", entry.mark) }
      return valid
    }
  }

  private mutating func readNaming(_ value: Node, into config: inout GeneratorConfig) {
    for entry in mapping(value, "naming") ?? [] {
      switch entry.key.scalar?.value {
      case "rename": readRenames(entry.value, "rename", into: &config)
      case "operationIds":
        switch entry.value.scalar?.value {
        case "as-written": config.operationIDsAsWritten = true
        case "framework": config.operationIDsAsWritten = false
        default:
          error(
            "expected 'operationIds' to be 'as-written' or 'framework', found '\(entry.value.scalar?.value ?? entry.value.kindDescription)'",
            entry.value.mark)
        }
      default:
        error(
          "unknown naming option '\(entry.key.scalar?.value ?? "")'; expected rename or operationIds", entry.key.mark)
      }
    }
  }

  private mutating func readStreams(_ value: Node, into config: inout GeneratorConfig) {
    for entry in mapping(value, "streams") ?? [] {
      if entry.key.scalar?.value == "terminator" {
        config.eventTerminator = string(entry.value, "terminator")
      } else {
        error("unknown streams option '\(entry.key.scalar?.value ?? "")'; expected terminator", entry.key.mark)
      }
    }
  }

  private mutating func readWebhooks(_ value: Node, into config: inout GeneratorConfig) {
    for entry in mapping(value, "webhooks") ?? [] {
      switch entry.key.scalar?.value {
      case "signature":
        guard let name = string(entry.value, "signature") else { continue }
        guard WebhookSignatureChoice(rawValue: name) != nil else {
          error("unknown webhook signature scheme '\(name)'; \(WebhookSignatureChoice.expectation)", entry.value.mark)
          continue
        }
        config.webhookSignature = GeneratorConfig.NamedEntry(name: name, file: file, mark: entry.value.mark)
      default:
        error("unknown webhooks option '\(entry.key.scalar?.value ?? "")'; expected signature", entry.key.mark)
      }
    }
  }

  private mutating func readIdempotencyKeys(_ value: Node, into config: inout GeneratorConfig) {
    for entry in mapping(value, "idempotencyKeys") ?? [] {
      switch entry.key.scalar?.value {
      case "header":
        config.idempotencyKeyHeader = string(entry.value, "header").map {
          GeneratorConfig.NamedEntry(name: $0, file: file, mark: entry.value.mark)
        }
      case "operations": config.idempotencyKeyOperations += named(entry.value, "operations")
      default:
        error(
          "unknown idempotencyKeys option '\(entry.key.scalar?.value ?? "")'; expected header or operations",
          entry.key.mark)
      }
    }
  }

  private mutating func readPagination(_ value: Node, into config: inout GeneratorConfig) {
    for entry in mapping(value, "pagination") ?? [] {
      switch entry.key.scalar?.value {
      case "cursor":
        guard let items = entry.value.sequence else {
          error("expected 'cursor' to be a list, found \(entry.value.kindDescription)", entry.value.mark)
          continue
        }
        config.cursorPagination += items.compactMap { cursorEntry($0) }
      case "link": config.linkPagination += named(entry.value, "link")
      default:
        error("unknown pagination '\(entry.key.scalar?.value ?? "")'; expected link or cursor", entry.key.mark)
      }
    }
  }

  private mutating func cursorEntry(_ node: Node) -> GeneratorConfig.CursorEntry? {
    guard let fields = node.mapping else {
      error("expected a cursor entry to be a mapping, found \(node.kindDescription)", node.mark)
      return nil
    }
    var entry = GeneratorConfig.CursorEntry(file: file, mark: node.mark)
    for field in fields {
      let name = field.key.scalar?.value ?? ""
      switch name {
      case "operations": entry.operations = named(field.value, name)
      case "parameter": entry.parameter = string(field.value, name) ?? ""
      case "next": entry.next = string(field.value, name) ?? ""
      case "items": entry.items = string(field.value, name)
      case "hasMore": entry.hasMore = string(field.value, name)
      default:
        error("unknown cursor option '\(name)'; expected operations, parameter, next, items or hasMore", field.key.mark)
      }
    }
    guard !entry.operations.isEmpty, !entry.parameter.isEmpty, !entry.next.isEmpty else {
      error("a cursor entry needs operations, parameter and next", node.mark)
      return nil
    }
    return entry
  }

  private mutating func responseMediaTypes(_ value: Node) -> [GeneratorConfig.ResponseMediaTypeEntry] {
    var result: [GeneratorConfig.ResponseMediaTypeEntry] = []
    for operation in mapping(value, "responseMediaTypes") ?? [] {
      guard let id = string(operation.key, "responseMediaTypes") else { continue }
      guard let entries = operation.value.mapping else {
        error(
          "expected '\(id)' to map media types to json, text or data, found \(operation.value.kindDescription)",
          operation.value.mark)
        continue
      }
      for entry in entries {
        guard let mediaType = string(entry.key, id), let formName = string(entry.value, mediaType) else { continue }
        guard GeneratorConfig.isMediaType(mediaType) else {
          error("'\(mediaType)' is not a media type (type/subtype)", entry.key.mark)
          continue
        }
        guard let form = MediaTypeChoicesDecl.Choice.Form(rawValue: formName) else {
          error("the form of '\(mediaType)' must be json, text or data, not '\(formName)'", entry.value.mark)
          continue
        }
        result.append(
          GeneratorConfig.ResponseMediaTypeEntry(
            operation: id, mediaType: mediaType, form: form, file: file, mark: entry.key.mark))
      }
    }
    return result
  }
}
