/// The last step of translation: every operation's and property's statements and signatures decided as syntax
/// (`OperationSyntax`, `PropertySyntax`), from declarations that are final (recursion breaking has boxed what it
/// boxes). Rendering prints this syntax and builds none.
enum SyntaxLowering {
  static func lower(_ model: inout GenModel) {
    lower(&model.types)
    for index in model.namespaces.indices {
      let typeName = model.namespaces[index].typeName
      for operationIndex in model.namespaces[index].operations.indices {
        lower(&model.namespaces[index].operations[operationIndex], namespaceType: typeName)
      }
    }
    model.syntax = ClientLowering.syntax(model)
  }

  private static func lower(_ operation: inout OperationDecl, namespaceType: String) {
    lower(&operation.nestedTypes)
    operation.syntax = OperationLowering.syntax(operation, namespaceType: namespaceType)
    for index in operation.variants.indices { lower(&operation.variants[index], namespaceType: namespaceType) }
  }

  private static func lower(_ types: inout [TypeDecl]) {
    for index in types.indices {
      types[index].kind = lower(types[index].kind)
      lower(&types[index].nested)
    }
  }

  private static func lower(_ kind: TypeDecl.Kind) -> TypeDecl.Kind {
    switch kind {
    case .structure(var structure):
      let inAnyOf = structure.isAnyOf
      for property in structure.properties.indices {
        structure.properties[property].syntax = PropertyLowering.syntax(
          structure.properties[property], inAnyOf: inAnyOf)
      }
      return .structure(structure)
    case .enumeration(var enumeration):
      enumeration.syntax = TypeLowering.syntax(enumeration)
      return .enumeration(enumeration)
    case .oneOf(var choice):
      choice.syntax = TypeLowering.syntax(choice)
      return .oneOf(choice)
    case .alias, .wrapper: return kind
    }
  }
}
