/// The typed accessors for the error body types operations document (`error.gitHubAPI.basicError`), so that a
/// caller reads an error answer's body without guessing its type.
///
/// They are members of a struct the SDK declares, reached through one `APIError` property named after the module:
/// accessors declared on `APIError` itself (a type of the shared runtime) would clash between two SDKs in one
/// program (every FastAPI SDK's `httpValidationError`), and Swift cannot say which module's member a call means.
enum ErrorBodies {
  /// The struct that holds the accessors.
  static let typeName = "ErrorBodies"
  /// The struct's stored error, which an accessor must not shadow.
  static let storedError = "error"
  /// `APIError`'s own members (and Foundation's on `Error`), which the property must not shadow.
  static let reservedNames = [
    "transport", "unexpectedStatus", "undecodableBody", "encoding", "invalidRequest", "cancelled", "redirect",
    "description", "request", "status", "decodedBody", "localizedDescription",
  ]

  /// The `APIError` property for a module: `gitHubAPI` for `GitHubAPI`.
  static func property(moduleName: String) -> SwiftIdentifier {
    var names = NameScope(reserved: reservedNames)
    return names.claimIdentifier(SwiftName.memberIdentifier(moduleName))
  }

  /// One accessor per type the SDK declares that some operation decodes an error answer as, in the order first
  /// met. Types Swift or the runtime declare (`[String: JSONValue]`, `String`) get none: `decodedBody(as:)` reads
  /// them.
  static func accessors(_ namespaces: [NamespaceDecl], topLevelTypes: Set<String>) -> [ErrorBodyDecl] {
    var order: [SwiftType] = []
    // Named without the namespace: `reposResponse503` for `SearchAPI.Repos.Response503`.
    var preferredNames: [SwiftType: String] = [:]
    var operationCounts: [SwiftType: Int] = [:]
    for namespace in namespaces {
      for operation in namespace.operations {
        var seen: Set<SwiftType> = []
        for (_, type, path) in errorTypes(of: operation, in: namespace, topLevelTypes: topLevelTypes) {
          guard seen.insert(type).inserted else { continue }
          if operationCounts[type] == nil {
            order.append(type)
            preferredNames[type] = SwiftName.memberIdentifier(path.joined(separator: "_"))
          }
          operationCounts[type, default: 0] += 1
        }
      }
    }
    // Inside the struct an accessor hides a type of its name (`名前`, `_1`: names without case are both), and
    // each accessor names its type there.
    let typeNames = Set(order.flatMap { $0.nominalPaths.compactMap(\.first) })
    var names = NameScope(reserved: [storedError] + typeNames)
    return order.map { type in
      let preferred = preferredNames[type] ?? "errorBody"
      let count = operationCounts[type] ?? 0
      let who = count == 1 ? "one operation documents" : "\(count) operations document"
      return ErrorBodyDecl(
        name: names.claimIdentifier(typeNames.contains(preferred) ? preferred + "Body" : preferred), type: type,
        docs: [
          "The body of an error answer as `\(type.code)`, which \(who) for an error status.",
          "Nil for other errors, or when the body did not decode as it.",
        ])
    }
  }

  /// Adds a `- Throws:` line to each operation with typed error bodies, naming the statuses and the accessor
  /// that reads each body: "the body of a 404 answer is `error.gitHubAPI.basicError`".
  static func documentThrows(
    _ namespaces: inout [NamespaceDecl], accessors: [ErrorBodyDecl], property: SwiftIdentifier,
    topLevelTypes: Set<String>
  ) {
    let accessorByType = Dictionary(accessors.map { ($0.type, $0.name) }, uniquingKeysWith: { first, _ in first })
    for index in namespaces.indices {
      let namespace = namespaces[index]
      for operationIndex in namespace.operations.indices {
        let operation = namespace.operations[operationIndex]
        var statuses: [(accessor: SwiftIdentifier, labels: [String?])] = []
        for (match, type, _) in errorTypes(of: operation, in: namespace, topLevelTypes: topLevelTypes) {
          guard let accessor = accessorByType[type] else { continue }
          if let existing = statuses.firstIndex(where: { $0.accessor == accessor }) {
            statuses[existing].labels.append(label(match))
          } else {
            statuses.append((accessor, [label(match)]))
          }
        }
        guard !statuses.isEmpty else { continue }
        let clauses = statuses.map {
          "the body of \(answers($0.labels)) is `error.\(property.bare).\($0.accessor.bare)`"
        }
        var docs = operation.docs
        if !docs.isEmpty, docs.last?.hasPrefix("- Parameter ") == false { docs.append("") }
        docs.append("- Throws: `APIError`; " + clauses.joined(separator: "; ") + ".")
        namespaces[index].operations[operationIndex].docs = docs
      }
    }
  }

  /// The error answers of an operation whose body is decoded as a type the SDK declares: the status, the type as
  /// written outside the operation, and its path as the operation writes it.
  private static func errorTypes(of operation: OperationDecl, in namespace: NamespaceDecl, topLevelTypes: Set<String>)
    -> [(match: ResponseDecl.Match?, type: SwiftType, path: [String])]
  {
    operation.responseCases.compactMap { item in
      guard case .failure(let type?) = item.outcome, case .nominal(let path) = type, let first = path.first
      else { return nil }
      // An operation's own types are named from its namespace there; outside they need the namespace's name.
      if first == operation.typeName { return (item.match, .nominal([namespace.typeName] + path), path) }
      return topLevelTypes.contains(first) ? (item.match, type, path) : nil
    }
  }

  /// A status as prose: `404`, `4XX`; nil for the spec's `default`.
  private static func label(_ match: ResponseDecl.Match?) -> String? {
    switch match {
    case .status(let code)?: return String(code)
    case .range(let digit)?: return "\(digit)XX"
    case .default?, nil: return nil
    }
  }

  /// `a 404 answer`, `a 401 or 403 answer`, `a 401, 403 or any other answer`, `any other answer`.
  private static func answers(_ labels: [String?]) -> String {
    var words = labels.compactMap { $0 }
    let other = words.count < labels.count
    if other { words.append("any other") }
    guard let last = words.last else { return "any answer" }
    let listed = words.count > 1 ? words.dropLast().joined(separator: ", ") + " or " + last : last
    return (words.first == "any other" ? "" : "a ") + listed + " answer"
  }
}
