/// What the lowering stage returns: every declaration of the final GenModel with its signatures, statements and
/// literals decided as syntax, each lowered value holding the declaration it came from. Rendering prints this and
/// builds no syntax of its own.
package struct LoweredModel: Sendable {
  /// The declarations, for what rendering reads beside the syntax (module, access, names, documentation).
  package var model: GenModel
  /// `model.types`, lowered, in the same order.
  package var types: [LoweredType]
  /// `model.namespaces`, lowered, in the same order.
  package var namespaces: [LoweredNamespace]
  /// The client file's servers, security table and credential factories.
  package var client: ClientSyntax
}

/// A type declaration with its members lowered.
package struct LoweredType: Sendable {
  package var decl: TypeDecl
  package var members: Members
  /// `decl.nested`, lowered, in the same order.
  package var nested: [LoweredType]

  package enum Members: Sendable {
    /// A struct's properties, in order.
    case structure(StructDecl, [LoweredProperty])
    case enumeration(EnumDecl, EnumSyntax)
    case oneOf(OneOfDecl, OneOfSyntax)
    /// Aliases and wrappers declare nothing beside their target.
    case alias(SwiftType)
    case wrapper(SwiftType)
  }
}

/// A struct property with how it is initialised, stored and coded.
package struct LoweredProperty: Sendable {
  package var decl: PropertyDecl
  package var syntax: PropertySyntax
}

package struct LoweredNamespace: Sendable {
  package var decl: NamespaceDecl
  /// `decl.operations`, lowered, in the same order.
  package var operations: [LoweredOperation]
}

/// An operation with its methods' signatures and statements, and its own types lowered.
package struct LoweredOperation: Sendable {
  package var decl: OperationDecl
  package var syntax: OperationSyntax
  /// `decl.nestedTypes`, lowered, in the same order.
  package var nestedTypes: [LoweredType]
  /// `decl.variants`, lowered, in the same order.
  package var variants: [LoweredOperation]
}
