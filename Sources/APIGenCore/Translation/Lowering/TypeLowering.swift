/// The literals of open enums and `oneOf` enums, and an open enum's members.
enum TypeLowering {
  static func syntax(_ enumeration: EnumDecl) -> EnumSyntax {
    EnumSyntax(allDocumented: enumeration.cases.map { .implicitMember($0.name.bare) })
  }

  /// An open enum is a struct over its raw value: the value, `init(rawValue:)`, a static member per listed value,
  /// and the list.
  static func members(
    _ enumeration: EnumDecl, _ syntax: EnumSyntax, head: SwiftTypeHead, access: AccessLevel
  ) -> OpenEnumMembers {
    let access = SwiftFunction.Access.declared(access)
    let rawValue = SwiftIdentifier("rawValue")
    let makeSelf = SwiftExpression.type(.named("Self"))
    return OpenEnumMembers(
      head: head,
      rawValue: SwiftProperty(
        access: access, name: rawValue, type: enumeration.rawType, value: .stored(mutable: false, initial: nil)),
      initializer: SwiftFunction(
        isConcurrent: false, access: access, kind: .initializer,
        parameters: [SwiftParameter(rawValue, enumeration.rawType)], parameterLayout: .inline, effects: .none,
        returnType: nil, body: .statements([.assignment(.member(.selfValue, rawValue.bare), .name(rawValue))])),
      values: enumeration.cases.map { item in
        SwiftProperty(
          docs: item.docs, access: access, isStatic: true, name: item.name, type: .named("Self"),
          value: .computed(.call(makeSelf, [SwiftArgument(rawValue.bare, item.literal)])))
      },
      allDocumented: SwiftProperty(
        docs: ["The values the spec lists; a server may send others, which decode as they are."], access: access,
        isStatic: true, name: "allDocumented", type: .array(.named(head.name)),
        value: .computed(.array(syntax.allDocumented))))
  }

  static func syntax(_ choice: OneOfDecl) -> OneOfSyntax {
    let tagged = choice.cases.flatMap(\.discriminatorValues)
    return OneOfSyntax(
      cases: choice.cases.map { item in
        OneOfSyntax.Case(
          decl: item, label: .string(item.name.bare), patterns: item.discriminatorValues.map(SwiftExpression.string))
      },
      key: choice.discriminatorKey.map(SwiftExpression.string),
      expected: .array(tagged.map(SwiftExpression.string)), defaultCase: choice.defaultCase)
  }
}
