/// Which structs are `Identifiable`: those with a stable identity, a required, non-optional `id` property of a
/// string, integer or UUID type, so that SwiftUI's `ForEach(repositories)` and `List` take them as they are. An `id`
/// that may be missing or null, or that holds an object, an array or any other type, is not an identity, and its
/// struct gets no conformance. A struct that declares a type named `ID` inside it gets none either: Swift would take
/// that type as the conformance's `ID`. `identifiable: false` in apigen.yaml turns this off.
///
/// Decided on the declarations as built (their properties' final types and their nested types).
enum StableIdentity {
  /// The types an `id` may have to be an identity: values that compare and hash as the server's key does.
  static let identityTypes: Set<SwiftType> = [.string, .int, .int32, .int64, .named("UUID")]

  static func decide(types: inout [TypeDecl], namespaces: inout [NamespaceDecl]) {
    mark(&types)
    namespaces.updateOperationTypes { decls, _ in mark(&decls) }
  }

  private static func mark(_ decls: inout [TypeDecl]) {
    for position in decls.indices {
      if case .structure(var structure) = decls[position].kind {
        structure.isIdentifiable = hasIdentity(structure, nested: decls[position].nested)
        decls[position].kind = .structure(structure)
      }
      mark(&decls[position].nested)
    }
  }

  static func hasIdentity(_ structure: StructDecl, nested: [TypeDecl]) -> Bool {
    guard !structure.isAnyOf, !nested.contains(where: { $0.name == "ID" }),
      let id = structure.properties.first(where: { $0.name.bare == "id" })
    else { return false }
    return !id.isOptional && !id.type.isOptional && identityTypes.contains(id.type)
  }
}
