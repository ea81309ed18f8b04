/// What `type.mustache` and the partials it dispatches to (`struct`, `enum`, `oneOf`, `wrapper`) see for one
/// lowered declaration.
struct TypeContext: TemplateContext {
  var name: String
  var head: String
  var docs: [String]
  var structure: StructContext?
  var enumeration: EnumContext?
  var oneOf: OneOfContext?
  var alias: TargetContext?
  var wrapper: WrapperContext?
  var nested: [TypeContext]
  var gap: Bool
  var isNonisolated: Bool

  static let scopeName = "type"
  static let scopeSummary = "one declaration: `types` in types-file, `nested` in types and operations"
  static let keys: [TemplateKey<Self>] = [
    .text("name", "the type's name") { $0.name },
    .text(
      "head", "the line opening a struct or enum: `public nonisolated struct Pet: Codable, Hashable, Sendable {`"
    ) { $0.head },
    .lines("docs", "documentation comment lines, with a note when the schema is deprecated") { $0.docs },
    .object("struct", "set when the declaration is a struct") { $0.structure },
    .object("enum", "set when it is an open enum (a struct over a raw value)") { $0.enumeration },
    .object("oneOf", "set when it is a choice between schemas (an enum with a case each)") { $0.oneOf },
    .object("alias", "set when it is a typealias") { $0.alias },
    .object("wrapper", "set when it is an alias that refers to itself, declared as a struct") { $0.wrapper },
    .list("nested", "the types declared inside it") { $0.nested },
    .flag("gap", "not the first in its list: a blank line goes before it") { $0.gap },
    .flag(
      "nonisolated",
      "the declaration says `nonisolated`: set on top-level types, so that a target's default isolation (the main"
        + " actor in Xcode 26's app targets) never applies to them; nested types inherit it"
    ) { $0.isNonisolated },
  ]

  init(_ lowered: LoweredType, gap: Bool = false, isTopLevel: Bool) {
    let decl = lowered.decl
    name = decl.name
    isNonisolated = isTopLevel
    docs = DocLines.lines(decl.deprecated ? decl.docs + DocLines.deprecationNote(decl.docs) : decl.docs)
    nested = Self.list(lowered.nested, areTopLevel: false)
    self.gap = gap
    head = ""
    switch lowered.members {
    case .structure(let structure, let properties, let members):
      self.structure = StructContext(structure, properties: properties, members: members)
      head = SwiftPrinter.print(members.head)
    case .enumeration(_, _, let members):
      self.enumeration = EnumContext(members)
      head = SwiftPrinter.print(members.head)
    case .oneOf(let choice, _, let members):
      self.oneOf = OneOfContext(choice, members)
      head = SwiftPrinter.print(members.head)
    case .alias(let alias):
      self.alias = TargetContext(target: alias.target.code, declaration: SwiftPrinter.print(alias))
    case .wrapper(let target, let members):
      wrapper = WrapperContext(target: target, members: members.members)
      head = SwiftPrinter.print(members.head)
    }
  }

  /// Declarations in order, each but the first marked `gap`.
  static func list(_ decls: [LoweredType], areTopLevel: Bool) -> [TypeContext] {
    decls.enumerated().map { TypeContext($1, gap: $0 > 0, isTopLevel: areTopLevel) }
  }
}

/// Documentation comment lines ready to print.
enum DocLines {
  /// The lines that say a type is deprecated, after its documentation.
  static func deprecationNote(_ docs: [String]) -> [String] {
    (docs.isEmpty ? [] : [""]) + ["- Important: Deprecated in the API description."]
  }

  static func lines(_ lines: [String], deprecated: Bool = false) -> [String] {
    var result = lines.map { $0.isEmpty ? "///" : "/// " + $0 }
    if deprecated { result.append("@available(*, deprecated)") }
    return result
  }
}

struct TargetContext: TemplateContext {
  var target: String
  var declaration: String

  static let scopeName = "alias target"
  static let scopeSummary = "`alias` of a type"
  static let keys: [TemplateKey<Self>] = [
    .text("target", "the aliased Swift type") { $0.target },
    .text("declaration", "the declaration: `public typealias Tags = [String]`") { $0.declaration },
  ]
}

/// A self-referring alias declared as a struct over its target.
struct WrapperContext: TemplateContext {
  var target: String
  var members: [MemberContext]

  static let scopeName = "wrapper"
  static let scopeSummary = "`wrapper` of a type"
  static let keys: [TemplateKey<Self>] = [
    .text("target", "the wrapped Swift type") { $0.target },
    .list("members", "`value`, `init(_:)`, `init(from:)` and `encode(to:)`") { $0.members },
  ]

  init(target: SwiftType, members: [SwiftMember]) {
    self.target = target.code
    self.members = MemberContext.list(members)
  }
}

struct StructContext: TemplateContext {
  var properties: [PropertyContext]
  var memberwise: [String]
  var decoding: [String]
  var encoding: [String]
  var writesDecoding: Bool
  var writesEncoding: Bool
  var mutable: Bool
  var identifiable: Bool

  static let scopeName = "struct"
  static let scopeSummary = "`struct` of a type"
  static let keys: [TemplateKey<Self>] = [
    .list("properties", "the stored properties, in the spec's order") { $0.properties },
    .lines("memberwise", "the memberwise initializer, a line each") { $0.memberwise },
    .flag("writesDecoding", "write `init(from:)` (the struct has properties)") { $0.writesDecoding },
    .lines("decoding", "`init(from:)`, a line each") { $0.decoding },
    .flag("writesEncoding", "write `encode(to:)` (the struct has properties)") { $0.writesEncoding },
    .lines("encoding", "`encode(to:)`, a line each") { $0.encoding },
    .flag("mutable", "callers may change its properties; not set for a type only answers reach") { $0.mutable },
    .flag("identifiable", "it conforms to `Identifiable` through a stable `id` property") { $0.identifiable },
  ]

  init(_ structure: StructDecl, properties: [LoweredProperty], members: StructMembers) {
    self.properties = properties.map(PropertyContext.init)
    memberwise = SwiftPrinter.lines(members.memberwise)
    decoding = members.decoding.map(SwiftPrinter.lines) ?? []
    encoding = members.encoding.map(SwiftPrinter.lines) ?? []
    writesDecoding = structure.writesCoding
    writesEncoding = structure.writesCoding
    mutable = structure.isMutable
    identifiable = structure.isIdentifiable
  }
}

struct PropertyContext: TemplateContext {
  var name: String
  var type: String
  var docs: [String]
  var declaration: [String]

  static let scopeName = "property"
  static let scopeSummary = "`properties` of a struct"
  static let keys: [TemplateKey<Self>] = [
    .text("name", "the property's name (backticked when a keyword)") { $0.name },
    .text("type", "its declared Swift type: `String?`, `[Repository]`") { $0.type },
    .lines("docs", "documentation comment lines and deprecation") { $0.docs },
    .lines(
      "declaration",
      "the property, a line each: stored, or computed over a private stored property (a default or a boxed value)"
    ) { $0.declaration },
  ]

  init(_ lowered: LoweredProperty) {
    let property = lowered.decl
    name = property.name.declared
    type = property.declaredType.code
    docs = DocLines.lines(property.docs, deprecated: property.deprecated)
    declaration = lowered.syntax.declarations.flatMap(SwiftPrinter.lines)
  }
}

struct EnumContext: TemplateContext {
  var rawValue: String
  var initializer: [String]
  var cases: [DeclarationContext]
  var allDocumented: DeclarationContext

  static let scopeName = "enum"
  static let scopeSummary = "`enum` of a type"
  static let keys: [TemplateKey<Self>] = [
    .text("rawValue", "the stored raw value: `public let rawValue: String`") { $0.rawValue },
    .lines("initializer", "`init(rawValue:)`, a line each") { $0.initializer },
    .list("cases", "a static member per value the spec lists") { $0.cases },
    .object("allDocumented", "the static list of those values") { $0.allDocumented },
  ]

  init(_ members: OpenEnumMembers) {
    rawValue = SwiftPrinter.lines(members.rawValue).joined(separator: "\n")
    initializer = SwiftPrinter.lines(members.initializer)
    cases = members.values.map(DeclarationContext.init)
    allDocumented = DeclarationContext(members.allDocumented)
  }
}

/// A one-line declaration with its documentation.
struct DeclarationContext: TemplateContext {
  var docs: [String]
  var declaration: String

  static let scopeName = "declaration"
  static let scopeSummary = "`cases` and `allDocumented` of an enum"
  static let keys: [TemplateKey<Self>] = [
    .lines("docs", "documentation comment lines") { $0.docs },
    .text("declaration", "the declaration: `public static var open: Self { Self(rawValue: \"open\") }`") {
      $0.declaration
    },
  ]

  init(_ property: SwiftProperty) {
    docs = DocLines.lines(property.docs, deprecated: property.deprecated)
    declaration = SwiftPrinter.lines(property).joined(separator: "\n")
  }
}

struct OneOfContext: TemplateContext {
  var indirect: Bool
  var cases: [MemberContext]
  var functions: [MemberContext]

  static let scopeName = "oneOf"
  static let scopeSummary = "`oneOf` of a type"
  static let keys: [TemplateKey<Self>] = [
    .flag("indirect", "a case contains the enum itself: declared `indirect`") { $0.indirect },
    .list("cases", "a case per schema, in the spec's order: `case pet(Pet)`") { $0.cases },
    .list(
      "functions",
      "`init(from:)` (by the discriminator's value first, when there is one; then each case in turn) and"
        + " `encode(to:)`"
    ) { $0.functions },
  ]

  init(_ choice: OneOfDecl, _ members: OneOfMembers) {
    indirect = choice.isIndirect
    cases = members.cases.map { MemberContext($0) }
    functions = MemberContext.list(members.functions.map(SwiftMember.function))
  }
}
