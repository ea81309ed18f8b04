/// Which structs callers may change. A struct a request reaches (its body, a parameter, or a type inside one) keeps
/// `var` properties: callers build it up. A struct only answers reach is a value the server gave, read and never
/// built up field by field, and declares `let` properties, as a hand-written response model does; the compiler
/// then gives each property one accessor instead of three, which is a fifth of the work of emitting GitHub's
/// module interface, redone on every edit (issue 40's measurements). A struct nothing reaches (a component no
/// operation uses) keeps `var`. `mutableResponses` in apigen.yaml keeps `var` everywhere.
///
/// Decided on the declarations as built, through the types they name, so that every way a type is reached counts:
/// a shared type, an inline copy typed as a named schema, a choice's member.
enum PropertyMutability {
  /// Marks the structs only answers reach as immutable, in the spec's types and the operations' own.
  static func decide(types: inout [TypeDecl], namespaces: inout [NamespaceDecl]) {
    let index = DeclarationIndex(types: types, namespaces: namespaces)
    var sent = Set<String>()
    var received = Set<String>()
    for namespace in namespaces {
      for operation in namespace.operations {
        for decl in [operation] + operation.variants {
          let scope = [namespace.typeName]
          for type in decl.parameters.map(\.type) + (decl.body.map { [$0.type] } ?? []) {
            index.reach(type, from: scope, into: &sent)
          }
          for type in answerTypes(of: decl) { index.reach(type, from: scope, into: &received) }
        }
      }
    }
    let immutable = received.subtracting(sent)
    guard !immutable.isEmpty else { return }
    markImmutable(immutable, in: &types, qualifier: [])
    namespaces.updateOperationTypes { markImmutable(immutable, in: &$0, qualifier: $1) }
  }

  /// The types an operation's answers are read as.
  private static func answerTypes(of operation: OperationDecl) -> [SwiftType] {
    var types = [operation.successType]
    for response in operation.responses {
      switch response.body {
      case .json(let type): types.append(type)
      case .stream(_, let item): types.append(item)
      default: break
      }
    }
    types += operation.mediaTypeChoices?.choices.map(\.bodyType) ?? []
    return types
  }

  private static func markImmutable(_ immutable: Set<String>, in decls: inout [TypeDecl], qualifier: [String]) {
    for index in decls.indices {
      let path = qualifier + [decls[index].name]
      if case .structure(var structure) = decls[index].kind, immutable.contains(path.joined(separator: ".")) {
        structure.isMutable = false
        decls[index].kind = .structure(structure)
      }
      markImmutable(immutable, in: &decls[index].nested, qualifier: path)
    }
  }
}

extension DeclarationIndex {
  /// Adds to `reached` the qualified name of each declaration `type` names, as seen from inside `scope`, and
  /// of each declaration those reach in turn.
  func reach(_ type: SwiftType, from scope: [String], into reached: inout Set<String>) {
    var pending = [(type, scope)]
    while let (type, scope) = pending.popLast() {
      for path in type.nominalPaths {
        guard let name = resolve(path, from: scope), reached.insert(name).inserted, let entry = self[name] else {
          continue
        }
        pending += Self.members(of: entry)
      }
    }
  }
}
