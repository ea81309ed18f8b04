/// Every declaration, the spec's and the operations' own, by its qualified name (`Repository.Permissions`), and
/// name lookup as Swift does it from inside a scope.
struct DeclarationIndex {
  private var decls: [String: (decl: TypeDecl, path: [String])] = [:]
  /// The qualified names in the order declared.
  private(set) var names: [String] = []

  init(types: [TypeDecl], namespaces: [NamespaceDecl]) {
    add(types, qualifier: [])
    for (nested, qualifier) in namespaces.operationTypes { add(nested, qualifier: qualifier) }
  }

  private mutating func add(_ list: [TypeDecl], qualifier: [String]) {
    for decl in list {
      let path = qualifier + [decl.name]
      let name = path.joined(separator: ".")
      if decls[name] == nil { names.append(name) }
      decls[name] = (decl, path)
      add(decl.nested, qualifier: path)
    }
  }

  subscript(name: String) -> (decl: TypeDecl, path: [String])? { decls[name] }

  /// The declaration a path names from inside `scope`: the innermost enclosing scope that declares it, as Swift
  /// looks names up.
  func resolve(_ path: [String], from scope: [String]) -> String? {
    for depth in stride(from: scope.count, through: 0, by: -1) {
      let name = (scope.prefix(depth) + path).joined(separator: ".")
      if decls[name] != nil { return name }
    }
    return nil
  }

  /// The types a declaration's values hold, each with the scope Swift looks its names up from: the declaration's
  /// own for a struct's properties, a choice's cases and a wrapper's value, the enclosing one for an alias's target.
  /// `inlineOnly` leaves out what is held out of line: boxed properties and the cases of an `indirect` choice.
  static func members(of entry: (decl: TypeDecl, path: [String]), inlineOnly: Bool = false)
    -> [(type: SwiftType, scope: [String])]
  {
    switch entry.decl.kind {
    case .structure(let structure):
      return structure.properties.filter { !(inlineOnly && $0.isBoxed) }.map { ($0.type, entry.path) }
    case .oneOf(let choice):
      return inlineOnly && choice.isIndirect ? [] : choice.cases.map { ($0.type, entry.path) }
    case .alias(let target): return [(target, Array(entry.path.dropLast()))]
    case .wrapper(let target): return [(target, entry.path)]
    case .enumeration: return []
    }
  }
}
