import _APIGenOpenAPI

/// Cursor pagination (`pagination.cursor` in `apigen.yaml`) resolved against the declarations: each path of keys
/// becomes the properties it names, with their optionality, so that the pages method reads the cursor and the
/// elements from the typed answer.
extension OperationTranslator {
  /// The pagination of an operation configured to page by cursor; nil, with a warning saying why, when the config
  /// does not fit the operation (no such parameter, a key the answer does not have, types that do not match).
  mutating func cursorPaging(
    _ cursor: CursorPaging, decl: OperationDecl, operation: Operation, nested: [TypeDecl],
    _ schemas: SchemaTranslator
  ) -> PaginationDecl? {
    func fail(_ reason: String) -> PaginationDecl? {
      warn("pagination.cursor for '\(operation.name)': \(reason); it gets no pages method", at: operation.mark)
      return nil
    }
    guard let parameter = decl.parameters.first(where: { $0.key == cursor.parameter && $0.location == .query })
    else { return fail("it has no query parameter '\(cursor.parameter)'") }
    // The pages method reads the cursor from `page.body`, which an answer without a body (a 204 beside the 200)
    // would not have.
    guard !decl.successType.isOptional else { return fail("a success answer of it has no body") }
    let resolver = AccessResolver(typeName: decl.typeName, nested: nested, topLevel: schemas.declarations)
    let body = decl.successType.unwrapped
    let items: (steps: [AccessStep], type: SwiftType)
    if let path = cursor.items {
      guard let found = resolver.resolve(path, from: body) else { return fail("its answer has no '\(path)'") }
      items = found
    } else {
      items = ([], body)
    }
    guard case .array(let item) = items.type.unwrapped else {
      return fail("'\(cursor.items ?? "the body")' is not an array")
    }
    guard let next = resolver.resolve(cursor.next, from: body) else {
      return fail("its answer has no '\(cursor.next)'")
    }
    guard next.type.unwrapped == parameter.type.unwrapped else {
      return fail(
        "'\(cursor.next)' is \(next.type.unwrapped.code) but '\(cursor.parameter)' takes \(parameter.type.code)")
    }
    var hasMore: [AccessStep]?
    if let path = cursor.hasMore {
      guard let found = resolver.resolve(path, from: body), found.type.unwrapped == .bool else {
        return fail("its answer has no boolean '\(path)'")
      }
      hasMore = found.steps
    }
    return PaginationDecl(
      methodName: SwiftIdentifier(decl.methodName.bare + "Pages"), itemType: item,
      kind: .cursor(parameter: parameter.name, items: items.steps, next: next.steps, hasMore: hasMore))
  }
}

/// Follows a path of keys (`response_metadata.next_cursor`, `data[-1].id`) through struct declarations.
struct AccessResolver {
  /// The operation's types enum, where its inline types are nested.
  let typeName: String
  let nested: [TypeDecl]
  let topLevel: [TypeDecl]

  /// A list of declarations and the path that names them from where generated code refers to them.
  private typealias Scope = (decls: [TypeDecl], qualifier: [String])

  func resolve(_ path: String, from root: SwiftType) -> (steps: [AccessStep], type: SwiftType)? {
    var steps: [AccessStep] = []
    var current = root
    var optional = false
    // The declarations a type name is looked up in, innermost first, as Swift looks it up.
    var scopes: [Scope] = []
    for part in path.split(separator: ".") {
      var key = Substring(part)
      var takesLast = false
      if key.hasSuffix("[-1]") {
        key = key.dropLast(4)
        takesLast = true
      }
      if !key.isEmpty {
        guard let (structure, inner) = structure(of: current.unwrapped, in: scopes),
          let property = structure.properties.first(where: { $0.key == key && $0.coding == .key })
        else { return nil }
        steps.append(.property(property.name, optional: property.isOptional))
        optional = optional || property.isOptional
        scopes.insert(inner, at: 0)
        current = qualified(property.type, in: scopes)
      }
      if takesLast {
        guard case .array(let element) = current.unwrapped else { return nil }
        steps.append(.last)
        optional = true
        current = element
      }
    }
    return (steps, current.optional(if: optional))
  }

  /// The type as written from outside every scope: a nested type's name with the path to it.
  private func qualified(_ type: SwiftType, in scopes: [Scope]) -> SwiftType {
    switch type {
    case .optional(let wrapped): return .optional(qualified(wrapped, in: scopes))
    case .array(let element): return .array(qualified(element, in: scopes))
    case .dictionary(let value): return .dictionary(qualified(value, in: scopes))
    case .generic(let name, let arguments): return .generic(name, arguments.map { qualified($0, in: scopes) })
    case .nominal(let path):
      for scope in scopes where find(path, in: scope.decls) != nil { return .nominal(scope.qualifier + path) }
      return type
    }
  }

  /// The struct a type names (through aliases) and the scope of the types nested in it: looked up by its whole path
  /// in the inner scopes first, then in the operation's types enum or at the top level.
  private func structure(of type: SwiftType, in scopes: [Scope]) -> (StructDecl, Scope)? {
    guard case .nominal(let path) = type, let first = path.first else { return nil }
    var lookups: [(scope: Scope, names: [String])] = scopes.map { ($0, path) }
    if first == typeName {
      lookups.append(((nested, [typeName]), Array(path[1...])))
    } else {
      lookups.append(((topLevel, []), path))
    }
    for (scope, names) in lookups {
      guard let decl = find(names, in: scope.decls) else { continue }
      switch decl.kind {
      case .structure(let structure): return (structure, (decl.nested, scope.qualifier + names))
      case .alias(let target): return structure(of: target.unwrapped, in: scopes)
      default: return nil
      }
    }
    return nil
  }

  private func find(_ names: [String], in scope: [TypeDecl]) -> TypeDecl? {
    var decls = scope
    var found: TypeDecl?
    for name in names {
      guard let decl = decls.first(where: { $0.name == name }) else { return nil }
      found = decl
      decls = decl.nested
    }
    return found
  }
}
