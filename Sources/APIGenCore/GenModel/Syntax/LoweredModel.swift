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
  /// `model.webhooks`' enum members: its cases and the initializer decoding a request (empty without webhooks).
  package var webhookMembers: [SwiftMember] = []
}

/// A type declaration with its members lowered.
package struct LoweredType: Sendable {
  package var decl: TypeDecl
  package var members: Members
  /// `decl.nested`, lowered, in the same order.
  package var nested: [LoweredType]

  package enum Members: Sendable {
    /// A struct's properties, in order, and its initializers and coding methods.
    case structure(StructDecl, [LoweredProperty], StructMembers)
    case enumeration(EnumDecl, EnumSyntax, OpenEnumMembers)
    /// A `oneOf` enum's literals, its cases and its coding methods.
    case oneOf(OneOfDecl, OneOfSyntax, OneOfMembers)
    /// Aliases and wrappers declare nothing beside their target.
    case alias(SwiftTypeAlias)
    /// A self-referring alias, declared as a struct over its target: the value, its initializers and coding
    /// methods.
    case wrapper(SwiftType, WrapperMembers)
  }
}

/// An open enum's members: a struct over its raw value.
package struct OpenEnumMembers: Sendable {
  package var head: SwiftTypeHead
  package var rawValue: SwiftProperty
  package var initializer: SwiftFunction
  /// A static member per listed value, in order.
  package var values: [SwiftProperty]
  package var allDocumented: SwiftProperty
}

/// A struct's functions beside its properties.
package struct StructMembers: Sendable {
  package var head: SwiftTypeHead
  /// `init(…)`, a parameter per property.
  package var memberwise: SwiftFunction
  /// `init(from:)` and `encode(to:)`, written out for a struct with properties (nil without).
  package var decoding: SwiftFunction?
  package var encoding: SwiftFunction?
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
  /// Its methods, whole, in the order they are declared: built from `syntax`.
  package var methods: [SwiftFunction]
  /// The `Headers` struct's initializer, when success responses document headers.
  package var headersInitializer: SwiftFunction?
  /// `decl.nestedTypes`, lowered, in the same order.
  package var nestedTypes: [LoweredType]
  /// `decl.variants`, lowered, in the same order.
  package var variants: [LoweredOperation]
}

/// A `oneOf` enum's declaration: a case per schema, `init(from:)` and `encode(to:)`.
package struct OneOfMembers: Sendable {
  package var head: SwiftTypeHead
  package var cases: [SwiftMember]
  package var functions: [SwiftFunction]
}

/// A self-referring alias declared as a struct over its target: the value, its initializer and coding methods.
package struct WrapperMembers: Sendable {
  package var head: SwiftTypeHead
  package var members: [SwiftMember]
}
