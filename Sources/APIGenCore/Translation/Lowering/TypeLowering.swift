/// The literals of open enums and `oneOf` enums.
enum TypeLowering {
  static func syntax(_ enumeration: EnumDecl) -> EnumSyntax {
    EnumSyntax(allDocumented: enumeration.cases.map { .implicitMember($0.name.bare) })
  }

  static func syntax(_ choice: OneOfDecl) -> OneOfSyntax {
    let tagged = choice.cases.flatMap(\.discriminatorValues)
    return OneOfSyntax(
      cases: choice.cases.map { item in
        OneOfSyntax.Case(
          decl: item, label: .string(item.name.bare), patterns: item.discriminatorValues.map(SwiftExpression.string))
      },
      key: choice.discriminatorKey.map(SwiftExpression.string),
      expected: .array(tagged.map(SwiftExpression.string)))
  }
}
