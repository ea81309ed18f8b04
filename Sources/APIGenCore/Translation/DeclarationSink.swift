/// Where new type declarations go while translating: the top level, a struct or enum (nested types), or an
/// operation's namespace.
struct DeclarationSink {
  var decls: [TypeDecl] = []
  var scope: NameScope
  /// The container's qualified name (`Repository`, `ReposAPI.ListForUser`), empty at the top level.
  var qualifier: String
  /// What code outside the container writes before a name declared in it: `ListForUser.` for an operation's
  /// types (used in the method signature), empty for a struct's own nested types.
  var referencePrefix: [String]
  /// The names of the container and its ancestors, which a nested name must not repeat.
  var ancestors: [String]
  /// The names declared outside the container that code inside it (its nested types' included) refers to: a type
  /// nested in it under one of them would hide the outer one.
  var outerNames: Set<String> = []

  func qualified(_ name: String) -> String { qualifier.isEmpty ? name : qualifier + "." + name }

  /// Notes that code in the container names `type`, which is declared outside it.
  mutating func refer(to type: SwiftType) {
    for path in type.nominalPaths { if let first = path.first { outerNames.insert(first) } }
  }
}

/// What a schema becomes where it is used.
struct TypeInfo {
  /// The Swift type, without an optional mark.
  var type: SwiftType
  var nullable: Bool
  /// For a string or integer enum: its case names by the literal they stand for, so a default is written `.case`.
  var enumCases: [SwiftExpression: String]?
  /// The qualified name of the struct or choice enum the type is, directly (not through an array or dictionary):
  /// what recursion detection follows.
  var directID: String?
  /// For a oneOf/anyOf enum: its cases and what each holds, so a default is written as the case it matches.
  var choiceCases: [ChoiceCaseInfo]?
  /// For an alias of a primitive (`typealias Flag = Bool`): the type its literals are written as.
  var literalType: SwiftType?
  /// For an array of an enum: the element enum's case names by literal.
  var elementEnumCases: [SwiftExpression: String]?

  /// The type as it is used: optional when the schema is nullable.
  var usage: SwiftType { type.optional(if: nullable) }
}

/// A case of a oneOf/anyOf enum and the type of what it holds.
struct ChoiceCaseInfo {
  var name: SwiftIdentifier
  var payload: TypeInfo
}
