import _APIGenOpenAPI

/// Request values a caller chose (`apigen verify --data FILE`), used before the spec's examples and made-up values:
/// parameters by name for every operation, and parameters and bodies for one operation by its id.
///
/// ```json
/// {
///   "parameters": { "owner": "octocat", "repo": "Hello-World" },
///   "operations": {
///     "repos/get-content": { "parameters": { "path": "README.md" } },
///     "pets/create": { "body": { "name": "Rex" } }
///   },
///   "bodies": { "users/update-authenticated": { "bio": "Hello" } }
/// }
/// ```
package struct SuppliedValues: Sendable {
  /// By parameter name, for every operation that has a parameter of that name.
  package var parameters: [String: JSONValue] = [:]
  /// By operation id (or the name `apigen` derives for operations without one): parameters for that operation
  /// only, winning over ``parameters``.
  package var operationParameters: [String: [String: JSONValue]] = [:]
  /// Request bodies by operation id.
  package var bodies: [String: JSONValue] = [:]

  package init() {}

  /// Reads the JSON object above; a key or value of the wrong shape is an error naming its place.
  package init(json: JSONValue) throws(SuppliedValuesError) {
    guard case .object(let top, let keys) = json else { throw SuppliedValuesError("the file must hold a JSON object") }
    for key in keys {
      switch (key, top[key]!) {
      case ("parameters", .object(let values, _)):
        parameters = values
      case ("bodies", .object(let values, _)):
        bodies.merge(values) { _, new in new }
      case ("operations", .object(let operations, let names)):
        for name in names {
          guard case .object(let entry, let entryKeys) = operations[name]! else {
            throw SuppliedValuesError("/operations/\(name) must be an object with `parameters` and/or `body`")
          }
          for entryKey in entryKeys {
            switch (entryKey, entry[entryKey]!) {
            case ("parameters", .object(let values, _)): operationParameters[name] = values
            case ("body", let body): bodies[name] = body
            default:
              throw SuppliedValuesError(
                "/operations/\(name)/\(entryKey): expected `parameters` (an object) or `body`")
            }
          }
        }
      default:
        throw SuppliedValuesError(
          "/\(key): expected `parameters` (an object), `operations` (an object by operation id) or `bodies` "
            + "(an object by operation id)")
      }
    }
  }

  func parameter(_ name: String, in location: ParameterLocation, of operation: Operation) -> JSONValue? {
    operationParameters[operation.name]?[name] ?? parameters[name]
  }

  func body(of operation: Operation) -> JSONValue? { bodies[operation.name] }

  /// Operation ids named in the file that `spec` does not have: likely a typo, reported before anything is sent.
  package func unknownOperations(in spec: Spec) -> [String] {
    let names = Set(spec.document.operations.map(\.name))
    return (Array(operationParameters.keys) + Array(bodies.keys)).filter { !names.contains($0) }.sorted()
  }
}

package struct SuppliedValuesError: Error, Sendable, CustomStringConvertible {
  package var description: String
  init(_ description: String) { self.description = description }
}
