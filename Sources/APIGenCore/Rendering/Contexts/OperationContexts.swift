/// What `operation.mustache` sees for one operation: signatures, the request-building statements and the response
/// switch, each line printed from GenModel's typed steps and cases.
struct OperationContext: TemplateContext {
  var docs: [String]
  var methodName: String
  var methodLabel: String
  var responseMethodName: String
  var typeName: String
  var parameters: [ParameterLineContext]
  var choice: MediaTypeChoiceMethodsContext?
  var arguments: String
  var successType: String
  var returns: String
  var body: [String]
  var nested: [TypeContext]
  var hasNested: Bool
  var headers: ResponseHeadersContext?
  var pages: PagesContext?
  var cursorPages: CursorPagesContext?
  var gap: Bool

  static let scopeName = "operation"
  static let scopeSummary = "`operations` of an extension in operations-file"
  static let keys: [TemplateKey<Self>] = [
    .lines("docs", "documentation comment lines (summary, description, `- Parameter` lines) and deprecation") {
      $0.docs
    },
    .text("methodName", "the method's name: `listForUser`") { $0.methodName },
    .text("methodLabel", "the method's name after a dot or in prose (no backticks)") { $0.methodLabel },
    .text("responseMethodName", "the variant returning the whole response: `listForUserResponse`") {
      $0.responseMethodName
    },
    .text("typeName", "the enum holding the operation's own types: `ListForUser`") { $0.typeName },
    .list("parameters", "the methods' parameters, one per line") { $0.parameters },
    .object("choice", "set when the caller may pick the response media type (`as:` overloads)") { $0.choice },
    .flag("hasParameters", "the methods take parameters") { !$0.parameters.isEmpty },
    .text("arguments", "the parameters passed on: `owner: owner, repo: repo`") { $0.arguments },
    .text("successType", "what a successful call returns: `[Repository]`, `Void`") { $0.successType },
    .text("returns", "the return clause of the plain method: ` -> [Repository]`, empty for `Void`") { $0.returns },
    .lines(
      "body",
      "the response method's body, a line each: build the request, send it, and switch over the answer's status"
    ) { $0.body },
    .list("nested", "the operation's own types (inline schemas, enums of parameters)") { $0.nested },
    .flag("hasNested", "the operation has a types enum (nested types, response headers or media type choices)") {
      $0.hasNested
    },
    .object("headers", "set when success responses document headers (a `Headers` struct)") { $0.headers },
    .object("pages", "set for a list operation that pages by `Link` header (a method returning `Pages`)") {
      $0.pages
    },
    .object("cursorPages", "set for a list operation that pages by a cursor in its answer (`apigen.yaml`)") {
      $0.cursorPages
    },
    .flag("gap", "not the first operation of its extension") { $0.gap },
  ]

  init(_ lowered: LoweredOperation, gap: Bool) {
    let (operation, syntax) = (lowered.decl, lowered.syntax)
    docs = DocLines.lines(operation.docs, deprecated: operation.deprecated)
    methodName = operation.methodName.declared
    methodLabel = operation.methodName.bare
    responseMethodName = operation.responseMethodName
    typeName = operation.typeName
    parameters = ParameterLineContext.lines(syntax.parameters)
    arguments = SwiftPrinter.print(syntax.arguments)
    successType = operation.successType.code
    returns = operation.successType == .void ? "" : " -> " + operation.successType.code
    if let choice = syntax.choice {
      self.choice = MediaTypeChoiceMethodsContext(
        choice, docs: DocLines.lines(operation.mediaTypeChoices?.docs ?? [], deprecated: operation.deprecated),
        parameterDocs: DocLines.lines(operation.parameterDocs), operation: operation)
    }
    if let pages = syntax.pages, let pagination = operation.pagination {
      self.pages = PagesContext(
        parameterDocs: DocLines.lines(operation.parameterDocs), methodName: pagination.methodName.declared,
        parameters: ParameterLineContext.lines(pages.parameters),
        followingParameters: ParameterLineContext.lines(pages.followingParameters),
        itemType: pagination.itemType.code, forwardCall: SwiftPrinter.print(pages.forwardCall),
        pageCall: SwiftPrinter.print(pages.pageCall))
    }
    if let cursor = syntax.cursorPages, let pagination = operation.pagination,
      case .cursor(let parameter, _, _, _) = pagination.kind
    {
      cursorPages = CursorPagesContext(
        parameterDocs: DocLines.lines(operation.parameterDocs), methodName: pagination.methodName.declared,
        parameterName: parameter.bare, parameters: ParameterLineContext.lines(cursor.parameters),
        cursorType: cursor.cursorType.code, itemType: pagination.itemType.code,
        responseCall: SwiftPrinter.print(cursor.responseCall), items: SwiftPrinter.print(cursor.items),
        next: SwiftPrinter.print(cursor.next))
    }
    body = SwiftPrinter.lines(syntax.body)
    nested = TypeContext.list(lowered.nestedTypes, areTopLevel: false)
    // The types enum also tags the operation's media type choices.
    hasNested =
      !operation.nestedTypes.isEmpty || !operation.responseHeaders.isEmpty || operation.mediaTypeChoices != nil
    if !syntax.headers.isEmpty {
      headers = ResponseHeadersContext(
        gap: !operation.nestedTypes.isEmpty,
        fields: syntax.headers.map(ResponseHeaderContext.init))
    }
    self.gap = gap
  }
}

struct ParameterLineContext: TemplateContext {
  var text: String
  var comma: String

  static let scopeName = "parameter"
  static let scopeSummary = "`parameters` of an operation and of its `choice`"
  static let keys: [TemplateKey<Self>] = [
    .text("text", "the parameter: `perPage: Int? = nil`") { $0.text },
    .text("comma", "`,` except after the last") { $0.comma },
  ]

  static func lines(_ parameters: [SwiftParameter]) -> [ParameterLineContext] {
    parameters.enumerated().map { index, parameter in
      ParameterLineContext(text: SwiftPrinter.print(parameter), comma: index == parameters.count - 1 ? "" : ",")
    }
  }
}

struct MediaTypeChoiceMethodsContext: TemplateContext {
  var choicePages: ChoicePagesContext?
  var docs: [String]
  var bodyTypeParameter: String
  var parameters: [ParameterLineContext]
  var arguments: String
  var returns: String
  var responseType: String
  var defaultCall: String

  static let scopeName = "media type choice methods"
  static let scopeSummary = "`choice` of an operation: the overloads taking `as:`"
  static let keys: [TemplateKey<Self>] = [
    .lines("docs", "documentation comment lines of the overloads") { $0.docs },
    .text("bodyTypeParameter", "the body type's generic parameter: `Body` (`Body2` beside a type so named)") {
      $0.bodyTypeParameter
    },
    .list("parameters", "the overloads' parameters, `as` last") { $0.parameters },
    .text("arguments", "the parameters passed on, `as:` included") { $0.arguments },
    .text("returns", "` -> Body` (or `Body?`)") { $0.returns },
    .text("responseType", "`APIResponse<Body>`") { $0.responseType },
    .text("defaultCall", "the call the plain response method makes with the default choice") { $0.defaultCall },
    .object("choicePages", "set when the operation pages by `Link` header: `Pages` methods, plain and taking `as:`") {
      $0.choicePages
    },
  ]

  init(_ choice: ChoiceMethodsSyntax, docs: [String], parameterDocs: [String], operation: OperationDecl) {
    if let pages = choice.pages, let pagination = operation.pagination {
      choicePages = ChoicePagesContext(
        parameterDocs: parameterDocs, pagesMethodName: pagination.methodName.declared,
        itemTypeParameter: pages.itemTypeParameter,
        defaultParameters: ParameterLineContext.lines(pages.defaultParameters),
        parameters: ParameterLineContext.lines(pages.parameters),
        followingParameters: ParameterLineContext.lines(pages.followingParameters),
        itemType: pagination.itemType.code, defaultCall: SwiftPrinter.print(pages.defaultCall),
        forwardCall: SwiftPrinter.print(pages.forwardCall), pageCall: SwiftPrinter.print(pages.pageCall))
    }
    self.docs = docs
    bodyTypeParameter = choice.bodyTypeParameter
    parameters = ParameterLineContext.lines(choice.parameters)
    arguments = SwiftPrinter.print(choice.arguments)
    returns = " -> " + choice.returnType.code
    responseType = choice.responseType.code
    defaultCall = SwiftPrinter.print(choice.defaultCall)
  }
}

struct CursorPagesContext: TemplateContext {
  var parameterDocs: [String]
  var methodName: String
  var parameterName: String
  var parameters: [ParameterLineContext]
  var cursorType: String
  var itemType: String
  var responseCall: String
  var items: String
  var next: String

  static let scopeName = "cursor pages"
  static let scopeSummary = "`cursorPages` of an operation: the method returning every page, by cursor"
  static let keys: [TemplateKey<Self>] = [
    .lines("parameterDocs", "the operation's `- Parameter` documentation lines (`maxPages` aside)") {
      $0.parameterDocs
    },
    .text("methodName", "the method returning the pages: `listPages`") { $0.methodName },
    .text("parameterName", "the parameter the cursor goes in") { $0.parameterName },
    .list("parameters", "its parameters: the operation's, then `maxPages`") { $0.parameters },
    .text("cursorType", "the cursor's Swift type: `String`") { $0.cursorType },
    .text("itemType", "the element type of a page") { $0.itemType },
    .text("responseCall", "the response method's call for one page, `pageCursor` in the cursor's parameter") {
      $0.responseCall
    },
    .text("items", "the page as `APIResponse<[Item]>`, from `page`") { $0.items },
    .text("next", "the next cursor from `page` (nil on the last page)") { $0.next },
  ]
}

struct ChoicePagesContext: TemplateContext {
  var parameterDocs: [String]
  var pagesMethodName: String
  var itemTypeParameter: String
  var defaultParameters: [ParameterLineContext]
  var parameters: [ParameterLineContext]
  var followingParameters: [ParameterLineContext]
  var itemType: String
  var defaultCall: String
  var forwardCall: String
  var pageCall: String

  static let scopeName = "choice pages"
  static let scopeSummary = "`choicePages` of an operation's media type choice methods"
  static let keys: [TemplateKey<Self>] = [
    .lines("parameterDocs", "the operation's `- Parameter` documentation lines (`maxPages` aside)") {
      $0.parameterDocs
    },
    .text("pagesMethodName", "the methods returning the pages: `listForUserPages`") { $0.pagesMethodName },
    .text("itemTypeParameter", "the element type's generic parameter: `Item` (`Item2` beside a type so named)") {
      $0.itemTypeParameter
    },
    .list("defaultParameters", "the plain method's parameters: the operation's, then `maxPages`") {
      $0.defaultParameters
    },
    .list("parameters", "the generic method's: the operation's, `as`, then `maxPages`") { $0.parameters },
    .list("followingParameters", "the private response method's: without defaults, `as`, then `pageLink`") {
      $0.followingParameters
    },
    .text("itemType", "the element type of a page in the default choice") { $0.itemType },
    .text("defaultCall", "the plain method's call of the generic one with the default choice") { $0.defaultCall },
    .text("forwardCall", "the call the public response method makes: the first page") { $0.forwardCall },
    .text("pageCall", "the call each page makes, with `pageLink`") { $0.pageCall },
  ]
}

struct PagesContext: TemplateContext {
  var parameterDocs: [String]
  var methodName: String
  var parameters: [ParameterLineContext]
  var followingParameters: [ParameterLineContext]
  var itemType: String
  var forwardCall: String
  var pageCall: String

  static let scopeName = "pages"
  static let scopeSummary = "`pages` of an operation: the method returning every page, and the private method both call"
  static let keys: [TemplateKey<Self>] = [
    .lines("parameterDocs", "the operation's `- Parameter` documentation lines (`maxPages` aside)") {
      $0.parameterDocs
    },
    .text("methodName", "the method returning the pages: `listForUserPages`") { $0.methodName },
    .list("parameters", "its parameters: the operation's, then `maxPages`") { $0.parameters },
    .list("followingParameters", "the private method's: the operation's without defaults, then `pageLink`") {
      $0.followingParameters
    },
    .text("itemType", "the element type of a page: `MinimalRepository`") { $0.itemType },
    .text("forwardCall", "the call the public response method makes: the first page") { $0.forwardCall },
    .text("pageCall", "the call each page makes, with `pageLink`") { $0.pageCall },
  ]
}

struct ResponseHeadersContext: TemplateContext {
  var gap: Bool
  var fields: [ResponseHeaderContext]

  static let scopeName = "response headers"
  static let scopeSummary = "`headers` of an operation"
  static let keys: [TemplateKey<Self>] = [
    .flag("gap", "nested types come before the `Headers` struct") { $0.gap },
    .list("fields", "one per documented header") { $0.fields },
  ]
}

struct ResponseHeaderContext: TemplateContext {
  var docs: [String]
  var declaration: String
  var assignment: String

  static let scopeName = "response header"
  static let scopeSummary = "`fields` of response headers"
  static let keys: [TemplateKey<Self>] = [
    .lines("docs", "documentation comment lines and deprecation") { $0.docs },
    .text("declaration", "the property after `let`: `link: String?`") { $0.declaration },
    .text("assignment", "the statement reading it from `response`") { $0.assignment },
  ]

  init(_ syntax: HeaderSyntax) {
    docs = DocLines.lines(syntax.header.docs)
    declaration = SwiftPrinter.print(syntax.declaration)
    assignment = SwiftPrinter.print(syntax.assignment)
  }
}

struct MediaTypeChoiceContext: TemplateContext {
  var constraint: String
  var docs: [String]
  var name: String
  var value: String

  static let scopeName = "media type choice"
  static let scopeSummary = "`mediaTypeChoices` of an extension: one static member per pickable media type"
  static let keys: [TemplateKey<Self>] = [
    .text("constraint", "the `where` clause: `Operation == ReposAPI.GetContent, Body == String`") { $0.constraint },
    .lines("docs", "documentation comment lines") { $0.docs },
    .text("name", "the member's name: `raw`") { $0.name },
    .text("value", "the expression: `Self(text: \"application/vnd.github.raw+json\")`") { $0.value },
  ]

  init(_ syntax: MediaTypeChoiceSyntax) {
    constraint = SwiftPrinter.print(syntax.constraint)
    docs = DocLines.lines(syntax.docs)
    name = syntax.name.declared
    value = SwiftPrinter.print(syntax.value)
  }
}
