/// The lowering stage: every operation's and property's statements and signatures decided as syntax
/// (`OperationSyntax`, `PropertySyntax`), from declarations that are final (the model passes have boxed what they
/// box). Rendering prints this syntax and builds none.
enum SyntaxLowering {
  static func lower(_ model: GenModel) -> LoweredModel {
    LoweredModel(
      model: model, types: model.types.map { lower($0, access: model.access, isTopLevel: true) },
      namespaces: model.namespaces.map { namespace in
        LoweredNamespace(
          decl: namespace,
          operations: namespace.operations.map { lower($0, namespaceType: namespace.typeName, access: model.access) })
      },
      client: ClientLowering.syntax(model),
      webhookMembers: model.webhooks.map { WebhookLowering.members($0, access: model.access) } ?? [])
  }

  private static func lower(
    _ operation: OperationDecl, namespaceType: String, access: AccessLevel
  ) -> LoweredOperation {
    let syntax = OperationLowering.syntax(operation, namespaceType: namespaceType, access: access)
    return LoweredOperation(
      decl: operation, syntax: syntax, methods: MethodLowering.methods(operation, syntax, access: access),
      headersInitializer: MethodLowering.headersInitializer(syntax, access: access),
      nestedTypes: operation.nestedTypes.map { lower($0, access: access, isTopLevel: false) },
      variants: operation.variants.map { lower($0, namespaceType: namespaceType, access: access) })
  }

  private static func lower(_ type: TypeDecl, access: AccessLevel, isTopLevel: Bool) -> LoweredType {
    LoweredType(
      decl: type, members: members(type, access: access, isTopLevel: isTopLevel),
      nested: type.nested.map { lower($0, access: access, isTopLevel: false) })
  }

  private static let coded = ["Codable", "Hashable", "Sendable"]

  private static func members(_ type: TypeDecl, access: AccessLevel, isTopLevel: Bool) -> LoweredType.Members {
    func head(_ kind: SwiftTypeHead.Kind, _ conformances: [String], indirect: Bool = false) -> SwiftTypeHead {
      SwiftTypeHead(
        access: access, isNonisolated: isTopLevel, isIndirect: indirect, kind: kind, name: type.name,
        conformances: conformances)
    }
    switch type.kind {
    case .structure(let structure):
      let properties = structure.properties.map { property in
        LoweredProperty(
          decl: property,
          syntax: PropertyLowering.syntax(
            property, inAnyOf: structure.isAnyOf, mutable: structure.isMutable, access: access))
      }
      let conformances = ["Codable", "Hashable"] + (structure.isIdentifiable ? ["Identifiable"] : []) + ["Sendable"]
      return .structure(
        structure, properties,
        CodingLowering.structure(structure, properties, head: head(.struct, conformances), access: access))
    case .enumeration(let enumeration):
      let syntax = TypeLowering.syntax(enumeration)
      return .enumeration(
        enumeration, syntax,
        TypeLowering.members(enumeration, syntax, head: head(.struct, ["OpenEnum"]), access: access))
    case .oneOf(let choice):
      let syntax = TypeLowering.syntax(choice)
      return .oneOf(
        choice, syntax,
        OneOfMembers(
          head: head(.enum, coded, indirect: choice.isIndirect),
          cases: choice.cases.map { .enumCase($0.name, $0.type) },
          functions: CodingLowering.oneOf(syntax, name: type.name, access: access)))
    case .alias(let target): return .alias(SwiftTypeAlias(access: access, name: type.name, target: target))
    case .wrapper(let target):
      return .wrapper(
        target, WrapperMembers(head: head(.struct, coded), members: CodingLowering.wrapper(target, access: access)))
    }
  }
}
