/// What `operation.mustache` sees for one operation: its methods, each a whole declaration printed from the lowered
/// syntax, and its own types.
struct OperationContext: TemplateContext {
  var methodName: String
  var methodLabel: String
  var responseMethodName: String
  var typeName: String
  var methods: [MemberContext]
  var nested: [TypeContext]
  var hasNested: Bool
  var headers: ResponseHeadersContext?
  var gap: Bool

  static let scopeName = "operation"
  static let scopeSummary = "`operations` of an extension in operations-file"
  static let keys: [TemplateKey<Self>] = [
    .text("methodName", "the method's name: `listForUser`") { $0.methodName },
    .text("methodLabel", "the method's name after a dot or in prose (no backticks)") { $0.methodLabel },
    .text("responseMethodName", "the variant returning the whole response: `listForUserResponse`") {
      $0.responseMethodName
    },
    .text("typeName", "the enum holding the operation's own types: `ListForUser`") { $0.typeName },
    .list(
      "methods",
      "its methods in order: the plain one, the one returning the whole response, the pages methods, the overloads"
        + " taking `as:`"
    ) { $0.methods },
    .list("nested", "the operation's own types (inline schemas, enums of parameters)") { $0.nested },
    .flag("hasNested", "the operation has a types enum (nested types, response headers or media type choices)") {
      $0.hasNested
    },
    .object("headers", "set when success responses document headers (a `Headers` struct)") { $0.headers },
    .flag("gap", "not the first operation of its extension") { $0.gap },
  ]

  init(_ lowered: LoweredOperation, gap: Bool) {
    let (operation, syntax) = (lowered.decl, lowered.syntax)
    methodName = operation.methodName.declared
    methodLabel = operation.methodName.bare
    responseMethodName = operation.responseMethodName
    typeName = operation.typeName
    methods = MemberContext.list(lowered.methods.map(SwiftMember.function))
    nested = TypeContext.list(lowered.nestedTypes, areTopLevel: false)
    // The types enum also tags the operation's media type choices.
    hasNested =
      !operation.nestedTypes.isEmpty || !operation.responseHeaders.isEmpty || operation.mediaTypeChoices != nil
    if let initializer = lowered.headersInitializer {
      headers = ResponseHeadersContext(
        gap: !operation.nestedTypes.isEmpty, fields: syntax.headers.map(ResponseHeaderContext.init),
        initializer: SwiftPrinter.lines(initializer))
    }
    self.gap = gap
  }
}

struct ResponseHeadersContext: TemplateContext {
  var gap: Bool
  var fields: [ResponseHeaderContext]
  var initializer: [String]

  static let scopeName = "response headers"
  static let scopeSummary = "`headers` of an operation"
  static let keys: [TemplateKey<Self>] = [
    .flag("gap", "nested types come before the `Headers` struct") { $0.gap },
    .list("fields", "one per documented header") { $0.fields },
    .lines("initializer", "`init(_ response:)`, a line each, reading every field from the response") {
      $0.initializer
    },
  ]
}

struct ResponseHeaderContext: TemplateContext {
  var docs: [String]
  var declaration: String

  static let scopeName = "response header"
  static let scopeSummary = "`fields` of response headers"
  static let keys: [TemplateKey<Self>] = [
    .lines("docs", "documentation comment lines and deprecation") { $0.docs },
    .text("declaration", "the stored property: `public let link: String?`") { $0.declaration },
  ]

  init(_ syntax: HeaderSyntax) {
    docs = DocLines.lines(syntax.property.docs)
    declaration = SwiftPrinter.lines(syntax.property).joined(separator: "\n")
  }
}

struct MediaTypeChoiceContext: TemplateContext {
  var constraint: String
  var docs: [String]
  var name: String
  var declaration: String

  static let scopeName = "media type choice"
  static let scopeSummary = "`mediaTypeChoices` of an extension: one static member per pickable media type"
  static let keys: [TemplateKey<Self>] = [
    .text("constraint", "the `where` clause: `Operation == ReposAPI.GetContent, Body == String`") { $0.constraint },
    .lines("docs", "documentation comment lines") { $0.docs },
    .text("name", "the member's name: `raw`") { $0.name },
    .text(
      "declaration", "the member: `public static var raw: Self { Self(text: \"application/vnd.github.raw+json\") }`"
    ) { $0.declaration },
  ]

  init(_ syntax: MediaTypeChoiceSyntax) {
    constraint = SwiftPrinter.print(syntax.constraint)
    docs = DocLines.lines(syntax.property.docs)
    name = syntax.property.name.declared
    declaration = SwiftPrinter.lines(syntax.property).joined(separator: "\n")
  }
}
