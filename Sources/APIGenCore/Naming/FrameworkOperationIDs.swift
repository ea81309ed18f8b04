import _APIGenOpenAPI

/// Operation ids that web frameworks make up from code, read back to the name the developer gave: FastAPI's
/// default (`read_flow_flows__id__get`: the function, the path with every non-word character as `_`, the method),
/// NestJS's `FlowsController_findOne`, Connexion's dotted `api.flows.read_flow`, and ids that repeat their
/// namespace, as drf-spectacular's `flows_retrieve` under the tag `flows` does. Each becomes the function's own
/// name (`readFlow`, `findOne`, `retrieve`) where that name is unique in its namespace.
enum FrameworkOperationIDs {
  /// The method names to use instead of the written ids, by operation name: only where a framework's pattern was
  /// recognised and the shorter name is unique among its namespace's operations.
  static func shortNames(_ operations: [Operation], renames: [String: String]) -> [String: String] {
    var candidates: [(operation: Operation, namespace: String, short: String)] = []
    var methodCounts: [String: [String: Int]] = [:]
    for operation in operations {
      let (namespace, method) = operation.namespaceAndMethod
      let short =
        renames[operation.name] == nil && operation.operationId != nil
        ? shortName(method, namespace: namespace, httpMethod: operation.method, path: operation.path) : nil
      let key = SwiftName.memberIdentifier(short ?? method)
      methodCounts[namespace, default: [:]][key, default: 0] += 1
      if let short { candidates.append((operation, namespace, short)) }
    }
    var names: [String: String] = [:]
    for candidate in candidates
    where methodCounts[candidate.namespace]?[SwiftName.memberIdentifier(candidate.short)] == 1 {
      names[candidate.operation.name] = candidate.short
    }
    return names
  }

  /// FastAPI names the schema of a form or multipart body `Body_{operation id}`: where that id was shortened, the
  /// schema is named after the method (`UploadAttachmentBody`), unless apigen.yaml renames it.
  static func bodySchemaRenames(
    _ operations: [Operation], shortNames: [String: String], schemaNames: Set<String>, renames: [String: String]
  ) -> [String: String] {
    var result: [String: String] = [:]
    for operation in operations {
      guard let id = operation.operationId, let short = shortNames[operation.name] else { continue }
      let schema = "Body_" + id
      if schemaNames.contains(schema), renames[schema] == nil { result[schema] = SwiftName.type(short) + "Body" }
    }
    return result
  }

  /// The developer's name inside a framework-made id, or nil when the id follows no known pattern.
  static func shortName(_ id: String, namespace: String, httpMethod: HTTPMethod, path: String) -> String? {
    if let function = fastAPIFunction(id, httpMethod: httpMethod, path: path) { return function }
    if let method = nestMethod(id) { return method }
    if let function = dottedFunction(id) { return function }
    return withoutNamespace(id, namespace: namespace, path: path)
  }

  /// FastAPI's `generate_unique_id`: `{function}{path}` with each non-word character as `_`, then `_{method}`.
  static func fastAPIFunction(_ id: String, httpMethod: HTTPMethod, path: String) -> String? {
    let method = "_" + httpMethod.lowercased
    guard id.hasSuffix(method) else { return nil }
    let flattened = String(path.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    let suffix = flattened + method
    guard id.count > suffix.count, id.hasSuffix(suffix) else { return nil }
    let function = String(id.dropLast(suffix.count))
    return function.contains(where: { $0.isLetter }) ? function : nil
  }

  /// NestJS's default `{Controller}_{method}` (`FlowsController_findOne`).
  static func nestMethod(_ id: String) -> String? {
    let parts = id.split(separator: "_", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].hasSuffix("Controller"), parts[0].count > "Controller".count,
      let first = parts[1].first, first.isLetter, parts[1].allSatisfy({ $0.isLetter || $0.isNumber })
    else { return nil }
    return String(parts[1])
  }

  /// Connexion's `module.function` (`api.flows.read_flow`): the function.
  static func dottedFunction(_ id: String) -> String? {
    let parts = id.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 2,
      parts.allSatisfy({ part in
        part.first.map { $0.isLetter || $0 == "_" } == true
          && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      })
    else { return nil }
    return String(parts[parts.count - 1])
  }

  /// An id that repeats its path: it starts with the words of its namespace (a tag, not an `ns/` prefix), which
  /// are those of one of the path's segments, followed by a separator (drf-spectacular's `flows_retrieve` for
  /// `/api/flows/{id}/` under the tag `flows`, Swashbuckle's `AccidentStats_Get`): the rest. An id in one piece
  /// (`purgeCache` under `purge`) was chosen as it is and stays.
  static func withoutNamespace(_ id: String, namespace: String, path: String) -> String? {
    guard !id.contains("/") else { return nil }
    let namespaceWords = SwiftName.words(namespace).map { $0.lowercased() }
    guard !namespaceWords.isEmpty,
      path.split(separator: "/").contains(where: {
        SwiftName.words(String($0)).map { $0.lowercased() } == namespaceWords
      })
    else { return nil }
    let separators: Set<Character> = ["_", "-", ".", " "]
    for index in id.indices where separators.contains(id[index]) {
      guard SwiftName.words(String(id[..<index])).map({ $0.lowercased() }) == namespaceWords else { continue }
      let rest = id[index...].drop { separators.contains($0) }
      return rest.first?.isLetter == true ? String(rest) : nil
    }
    return nil
  }
}
