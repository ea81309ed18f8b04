/// The typed accessors on `APIError` for the error body types operations document (`error.basicError`), so that a
/// caller reads an error answer's body without guessing its type.
enum ErrorBodies {
  /// `APIError`'s own members (and Foundation's on `Error`), which an accessor must not shadow.
  static let reservedNames = [
    "transport", "unexpectedStatus", "undecodableBody", "encoding", "invalidRequest", "cancelled", "redirect",
    "description", "request", "status", "decodedBody", "localizedDescription",
  ]

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
        for item in operation.responseCases {
          guard case .failure(let type?) = item.outcome, case .nominal(let path) = type, let first = path.first
          else { continue }
          // An operation's own types are named from its namespace there; here they need the namespace's name.
          let qualified: SwiftType
          if first == operation.typeName {
            qualified = .nominal([namespace.typeName] + path)
          } else if topLevelTypes.contains(first) {
            qualified = type
          } else {
            continue
          }
          guard seen.insert(qualified).inserted else { continue }
          if operationCounts[qualified] == nil {
            order.append(qualified)
            preferredNames[qualified] = SwiftName.memberIdentifier(path.joined(separator: "_"))
          }
          operationCounts[qualified, default: 0] += 1
        }
      }
    }
    var names = NameScope(reserved: reservedNames)
    return order.map { type in
      let count = operationCounts[type] ?? 0
      let who = count == 1 ? "one operation documents" : "\(count) operations document"
      return ErrorBodyDecl(
        name: names.claimIdentifier(preferredNames[type] ?? "errorBody"), type: type,
        docs: [
          "The body of an error answer as `\(type.code)`, which \(who) for an error status.",
          "Nil for other errors, or when the body did not decode as it.",
        ])
    }
  }
}
