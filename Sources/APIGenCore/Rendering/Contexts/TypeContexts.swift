/// What `type.mustache` and the partials it dispatches to (`struct`, `enum`, `oneOf`, `wrapper`) see for one
/// lowered declaration.
struct TypeContext: TemplateContext {
  var name: String
  var docs: [String]
  var structure: StructContext?
  var enumeration: EnumContext?
  var oneOf: OneOfContext?
  var alias: TargetContext?
  var wrapper: TargetContext?
  var nested: [TypeContext]
  var gap: Bool
  var isNonisolated: Bool

  static let scopeName = "type"
  static let scopeSummary = "one declaration: `types` in types-file, `nested` in types and operations"
  static let keys: [TemplateKey<Self>] = [
    .text("name", "the type's name") { $0.name },
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
    switch lowered.members {
    case .structure(let structure, let properties): self.structure = StructContext(structure, properties: properties)
    case .enumeration(let enumeration, let syntax): self.enumeration = EnumContext(enumeration, syntax, name: decl.name)
    case .oneOf(let choice, let syntax): self.oneOf = OneOfContext(choice, syntax)
    case .alias(let target): alias = TargetContext(target: target.code)
    case .wrapper(let target): wrapper = TargetContext(target: target.code)
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

  static let scopeName = "alias target"
  static let scopeSummary = "`alias` and `wrapper` of a type"
  static let keys: [TemplateKey<Self>] = [.text("target", "the aliased Swift type") { $0.target }]
}

struct StructContext: TemplateContext {
  var properties: [PropertyContext]
  var keyed: Bool
  var writesDecoding: Bool
  var writesEncoding: Bool
  var anyOf: Bool
  var mutable: Bool
  var identifiable: Bool
  var binding: String

  static let scopeName = "struct"
  static let scopeSummary = "`struct` of a type"
  static let keys: [TemplateKey<Self>] = [
    .list("properties", "the stored properties, in the spec's order") { $0.properties },
    .flag("keyed", "written-out coding goes through a keyed container (some property has a key of its own)") {
      $0.keyed
    },
    .flag("writesDecoding", "write `init(from:)` (the struct has properties)") { $0.writesDecoding },
    .flag("writesEncoding", "write `encode(to:)` (the struct has properties)") { $0.writesEncoding },
    .flag("anyOf", "an `anyOf` of objects: decoding collects `failures` and fails only when no member matches") {
      $0.anyOf
    },
    .flag("mutable", "callers may change its properties; not set for a type only answers reach") { $0.mutable },
    .flag("identifiable", "it conforms to `Identifiable` through a stable `id` property") { $0.identifiable },
    .text("binding", "how its stored properties are declared: `var`, or `let` when it is not `mutable`") {
      $0.binding
    },
  ]

  init(_ structure: StructDecl, properties: [LoweredProperty]) {
    self.properties = properties.enumerated().map { index, property in
      PropertyContext(property, isLast: index == properties.count - 1)
    }
    keyed = structure.isKeyed
    writesDecoding = structure.writesCoding
    writesEncoding = structure.writesCoding
    anyOf = structure.isAnyOf
    mutable = structure.isMutable
    identifiable = structure.isIdentifiable
    binding = structure.isMutable ? "var" : "let"
  }
}

struct PropertyContext: TemplateContext {
  var name: String
  var type: String
  var docs: [String]
  var boxed: BoxedStorageContext?
  var parameter: String
  var comma: String
  var assignment: String
  var decode: String
  var encode: String

  static let scopeName = "property"
  static let scopeSummary = "`properties` of a struct"
  static let keys: [TemplateKey<Self>] = [
    .text("name", "the property's name (backticked when a keyword)") { $0.name },
    .text("type", "its declared Swift type: `String?`, `[Repository]`") { $0.type },
    .lines("docs", "documentation comment lines and deprecation") { $0.docs },
    .object("boxed", "set when the property is computed over private storage (a default or a boxed value)") {
      $0.boxed
    },
    .text("parameter", "the memberwise initializer's parameter: `name: String? = nil`") { $0.parameter },
    .text("comma", "`,` except after the last property") { $0.comma },
    .text("assignment", "the initializer's statement: `self.name = name`") { $0.assignment },
    .text("decode", "the `init(from:)` statement for it (`container` is keyed by `AnyCodingKey`)") { $0.decode },
    .text("encode", "the `encode(to:)` statement for it") { $0.encode },
  ]

  init(_ lowered: LoweredProperty, isLast: Bool) {
    let (property, syntax) = (lowered.decl, lowered.syntax)
    if let accessors = syntax.accessors {
      boxed = BoxedStorageContext(
        storage: property.storageName, storageType: property.storageType.code,
        get: SwiftPrinter.print(accessors.get), set: SwiftPrinter.print(accessors.set))
    }
    name = property.name.declared
    type = property.declaredType.code
    docs = DocLines.lines(property.docs, deprecated: property.deprecated)
    parameter = SwiftPrinter.print(syntax.parameter)
    comma = isLast ? "" : ","
    assignment = SwiftPrinter.print(syntax.assignment)
    decode = SwiftPrinter.print(syntax.decode)
    encode = SwiftPrinter.print(syntax.encode)
  }
}

struct BoxedStorageContext: TemplateContext {
  var storage: String
  var storageType: String
  var get: String
  var set: String

  static let scopeName = "property storage"
  static let scopeSummary = "`boxed` of a property"
  static let keys: [TemplateKey<Self>] = [
    .text("storage", "the private stored property's name: `_parent`") { $0.storage },
    .text("storageType", "its type: `Indirect<Comment>?`") { $0.storageType },
    .text("get", "the getter's expression") { $0.get },
    .text("set", "what the setter stores, from `newValue`") { $0.set },
  ]
}

struct EnumContext: TemplateContext {
  var rawType: String
  var enumName: String
  var allCases: String
  var cases: [EnumCaseContext]

  static let scopeName = "enum"
  static let scopeSummary = "`enum` of a type"
  static let keys: [TemplateKey<Self>] = [
    .text("rawType", "`String` or `Int`") { $0.rawType },
    .text("enumName", "the type's name, for use inside `cases`") { $0.enumName },
    .text("allCases", "the listed values as one array body: `.open, .closed`") { $0.allCases },
    .list("cases", "the values the spec lists") { $0.cases },
  ]

  init(_ enumeration: EnumDecl, _ syntax: EnumSyntax, name: String) {
    rawType = enumeration.rawType.code
    enumName = name
    allCases = SwiftPrinter.list(syntax.allDocumented)
    cases = enumeration.cases.map {
      EnumCaseContext(name: $0.name.declared, literal: SwiftPrinter.print($0.literal), docs: DocLines.lines($0.docs))
    }
  }
}

struct EnumCaseContext: TemplateContext {
  var name: String
  var literal: String
  var docs: [String]

  static let scopeName = "enum value"
  static let scopeSummary = "`cases` of an enum"
  static let keys: [TemplateKey<Self>] = [
    .text("name", "the static constant's name") { $0.name },
    .text("literal", "the raw value as a Swift literal: `\"open\"`, `42`") { $0.literal },
    .lines("docs", "documentation comment lines") { $0.docs },
  ]
}

struct OneOfContext: TemplateContext {
  var indirect: Bool
  var cases: [OneOfCaseContext]
  var discriminator: DiscriminatorContext?
  var untagged: [OneOfCaseContext]

  static let scopeName = "oneOf"
  static let scopeSummary = "`oneOf` of a type"
  static let keys: [TemplateKey<Self>] = [
    .flag("indirect", "a case contains the enum itself: declare it `indirect`") { $0.indirect },
    .list("cases", "every case, in the spec's order") { $0.cases },
    .object("discriminator", "set when a discriminator property picks the case") { $0.discriminator },
    .list("untagged", "the cases tried one by one: those no discriminator value selects (all without one)") {
      $0.untagged
    },
  ]

  init(_ choice: OneOfDecl, _ syntax: OneOfSyntax) {
    indirect = choice.isIndirect
    let cases = syntax.cases.map(OneOfCaseContext.init)
    self.cases = cases
    let isTagged = syntax.cases.map { !$0.decl.discriminatorValues.isEmpty }
    if let key = syntax.key, isTagged.contains(true) {
      discriminator = DiscriminatorContext(
        key: SwiftPrinter.print(key), tagged: cases.indices.filter { isTagged[$0] }.map { cases[$0] },
        expected: SwiftPrinter.print(syntax.expected))
      untagged = cases.indices.filter { !isTagged[$0] }.map { cases[$0] }
    } else {
      untagged = cases
    }
  }
}

struct OneOfCaseContext: TemplateContext {
  var name: String
  var dotName: String
  var label: String
  var type: String
  var patterns: String

  static let scopeName = "oneOf case"
  static let scopeSummary = "`cases`, `untagged` and `tagged` of a oneOf"
  static let keys: [TemplateKey<Self>] = [
    .text("name", "the case name as declared (backticked when a keyword)") { $0.name },
    .text("dotName", "the case name after a dot: `.class`") { $0.dotName },
    .text("label", "the case name as a string literal, for error messages") { $0.label },
    .text("type", "the Swift type of its associated value") { $0.type },
    .text("patterns", "the discriminator values that select it, as `case` patterns: `\"cat\", \"Cat\"`") {
      $0.patterns
    },
  ]

  init(_ syntax: OneOfSyntax.Case) {
    let item = syntax.decl
    name = item.name.declared
    dotName = item.name.bare
    label = SwiftPrinter.print(syntax.label)
    type = item.type.code
    patterns = SwiftPrinter.list(syntax.patterns)
  }
}

struct DiscriminatorContext: TemplateContext {
  var key: String
  var tagged: [OneOfCaseContext]
  var expected: String

  static let scopeName = "discriminator"
  static let scopeSummary = "`discriminator` of a oneOf"
  static let keys: [TemplateKey<Self>] = [
    .text("key", "the discriminator property's name as a string literal") { $0.key },
    .list("tagged", "the cases some discriminator value selects") { $0.tagged },
    .text("expected", "every mapped value as an array literal, for the unknown-value error") { $0.expected },
  ]
}
