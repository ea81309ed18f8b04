/// The lowering stage: every operation's and property's statements and signatures decided as syntax
/// (`OperationSyntax`, `PropertySyntax`), from declarations that are final (the model passes have boxed what they
/// box). Rendering prints this syntax and builds none.
enum SyntaxLowering {
  static func lower(_ model: GenModel) -> LoweredModel {
    LoweredModel(
      model: model, types: model.types.map(lower),
      namespaces: model.namespaces.map { namespace in
        LoweredNamespace(
          decl: namespace,
          operations: namespace.operations.map { lower($0, namespaceType: namespace.typeName) })
      },
      client: ClientLowering.syntax(model))
  }

  private static func lower(_ operation: OperationDecl, namespaceType: String) -> LoweredOperation {
    LoweredOperation(
      decl: operation, syntax: OperationLowering.syntax(operation, namespaceType: namespaceType),
      nestedTypes: operation.nestedTypes.map(lower),
      variants: operation.variants.map { lower($0, namespaceType: namespaceType) })
  }

  private static func lower(_ type: TypeDecl) -> LoweredType {
    LoweredType(decl: type, members: members(type.kind), nested: type.nested.map(lower))
  }

  private static func members(_ kind: TypeDecl.Kind) -> LoweredType.Members {
    switch kind {
    case .structure(let structure):
      return .structure(
        structure,
        structure.properties.map { property in
          LoweredProperty(decl: property, syntax: PropertyLowering.syntax(property, inAnyOf: structure.isAnyOf))
        })
    case .enumeration(let enumeration): return .enumeration(enumeration, TypeLowering.syntax(enumeration))
    case .oneOf(let choice): return .oneOf(choice, TypeLowering.syntax(choice))
    case .alias(let target): return .alias(target)
    case .wrapper(let target): return .wrapper(target)
    }
  }
}
