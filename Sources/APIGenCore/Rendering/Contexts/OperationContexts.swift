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
  var request: String
  var statements: [String]
  var send: [String]
  var cases: [String]
  var nested: [TypeContext]
  var hasNested: Bool
  var headers: ResponseHeadersContext?
  var pages: PagesContext?
  var cursorPages: CursorPagesContext?
  var followsPages: Bool
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
    .text("request", "the statement declaring `request`") { $0.request },
    .lines("statements", "the statements that fill in the request (parameters, body, `Accept`)") { $0.statements },
    .lines("send", "the statements that send it and declare `response` (and `streamed` for a streamed body)") {
      $0.send
    },
    .lines("cases", "the cases of the switch over the answer's status, `default:` last") { $0.cases },
    .list("nested", "the operation's own types (inline schemas, enums of parameters)") { $0.nested },
    .flag("hasNested", "the operation has a types enum (nested types, response headers or media type choices)") {
      $0.hasNested
    },
    .object("headers", "set when success responses document headers (a `Headers` struct)") { $0.headers },
    .object("pages", "set for a list operation that pages by `Link` header (a method returning `Pages`)") {
      $0.pages
    },
    .flag("followsPages", "the request may go to a next-page link (`pages`, or `choicePages` of `choice`)") {
      $0.followsPages
    },
    .object("cursorPages", "set for a list operation that pages by a cursor in its answer (`apigen.yaml`)") {
      $0.cursorPages
    },
    .flag("gap", "not the first operation of its extension") { $0.gap },
  ]

  init(_ operation: OperationDecl, gap: Bool) {
    var parameters: [String] = []
    // The same without default values, for the private method every page calls.
    var undefaulted: [String] = []
    var arguments: [String] = []
    func add(_ declaration: String, default value: String?, argument: SwiftIdentifier) {
      parameters.append(declaration + (value.map { " = " + $0 } ?? ""))
      undefaulted.append(declaration)
      arguments.append("\(argument.bare): \(argument)")
    }
    for parameter in operation.parameters {
      add(
        "\(parameter.name): \(parameter.type.optional(if: parameter.isOptional).code)",
        default: parameter.isOptional ? "nil" : nil, argument: parameter.name)
    }
    if let body = operation.body {
      add(
        "\(body.name): \(body.type.optional(if: body.isOptional).code)", default: body.isOptional ? "nil" : nil,
        argument: body.name)
      if let name = body.contentTypeParameter {
        add("\(name): String", default: body.contentType.map(SwiftLiteral.string), argument: name)
      }
    }
    var followsPages = false
    if let pagination = operation.pagination {
      switch pagination.kind {
      case .link: followsPages = true
      case .cursor(let parameter, let items, let next, let hasMore):
        var passed = operation.parameters.map { item in
          "\(item.name.bare): " + (item.name == parameter ? "pageCursor ?? \(item.name)" : item.name.declared)
        }
        if let body = operation.body {
          passed.append("\(body.name.bare): \(body.name)")
          if let name = body.contentTypeParameter { passed.append("\(name.bare): \(name)") }
        }
        let cursorType = operation.parameters.first { $0.name == parameter }?.type.unwrapped ?? .string
        var nextExpression = Self.access("page.body", next).text
        if let hasMore {
          nextExpression = "\(Self.access("page.body", hasMore).text) == false ? nil : \(nextExpression)"
        }
        let itemsAccess = Self.access("$0", items)
        cursorPages = CursorPagesContext(
          parameterDocs: DocLines.lines(operation.parameterDocs),
          methodName: pagination.methodName.declared, parameterName: parameter.bare,
          parameters: ParameterLineContext.lines(parameters + ["maxPages: Int? = nil"]),
          cursorType: cursorType.code, itemType: pagination.itemType.code,
          responseCall: "self.\(operation.responseMethodName)(\(passed.joined(separator: ", ")))",
          items: items.isEmpty ? "page" : "page.map { \(itemsAccess.text)\(itemsAccess.optional ? " ?? []" : "") }",
          next: nextExpression)
      }
    }
    self.followsPages = followsPages
    if let choices = operation.mediaTypeChoices, let first = choices.choices.first {
      let optional = choices.bodyIsOptional ? "?" : ""
      let asParameter = "as \(choices.parameter): ResponseMediaType<\(operation.typeName), Body>"
      var choicePages: ChoicePagesContext?
      if let pagination = operation.pagination, case .link = pagination.kind {
        let passed = arguments + ["as: \(choices.parameter)"]
        choicePages = ChoicePagesContext(
          parameterDocs: DocLines.lines(operation.parameterDocs),
          pagesMethodName: pagination.methodName.declared,
          defaultParameters: ParameterLineContext.lines(parameters + ["maxPages: Int? = nil"]),
          parameters: ParameterLineContext.lines(
            parameters + [
              "as \(choices.parameter): ResponseMediaType<\(operation.typeName), [Item]>", "maxPages: Int? = nil",
            ]),
          followingParameters: ParameterLineContext.lines(
            undefaulted + [asParameter, "following pageLink: PageLink?"]),
          itemType: pagination.itemType.code,
          defaultCall: "\(pagination.methodName.declared)("
            + (arguments + [
              "as: \(MediaTypeChoiceContext.construction(first, type: ".init")).byDefault", "maxPages: maxPages",
            ]).joined(separator: ", ") + ")",
          forwardCall: "\(operation.responseMethodName)(\((passed + ["following: nil"]).joined(separator: ", ")))",
          pageCall:
            "self.\(operation.responseMethodName)(\((passed + ["following: pageLink"]).joined(separator: ", ")))")
      }
      choice = MediaTypeChoiceMethodsContext(
        choicePages: choicePages,
        docs: DocLines.lines(choices.docs, deprecated: operation.deprecated),
        parameters: ParameterLineContext.lines(
          parameters + [asParameter]),
        arguments: (arguments + ["as: \(choices.parameter)"]).joined(separator: ", "),
        returns: " -> Body" + optional,
        responseType: "APIResponse<Body\(optional)>",
        defaultCall: "\(operation.responseMethodName)("
          + (arguments + ["as: \(MediaTypeChoiceContext.construction(first, type: ".init")).byDefault"]).joined(
            separator: ", ") + ")")
    }
    docs = DocLines.lines(operation.docs, deprecated: operation.deprecated)
    methodName = operation.methodName.declared
    methodLabel = operation.methodName.bare
    responseMethodName = operation.responseMethodName
    typeName = operation.typeName
    self.parameters = ParameterLineContext.lines(parameters)
    self.arguments = arguments.joined(separator: ", ")
    successType = operation.successType.code
    returns = operation.successType == .void ? "" : " -> " + operation.successType.code
    if let pagination = operation.pagination, case .link = pagination.kind, operation.mediaTypeChoices == nil {
      pages = PagesContext(
        parameterDocs: DocLines.lines(operation.parameterDocs),
        methodName: pagination.methodName.declared,
        parameters: ParameterLineContext.lines(parameters + ["maxPages: Int? = nil"]),
        followingParameters: ParameterLineContext.lines(
          undefaulted + ["following pageLink: PageLink?"]),
        itemType: pagination.itemType.code,
        forwardCall: "\(operation.responseMethodName)(\((arguments + ["following: nil"]).joined(separator: ", ")))",
        pageCall:
          "self.\(operation.responseMethodName)(\((arguments + ["following: pageLink"]).joined(separator: ", ")))"
      )
    }
    request =
      "\(operation.requestSteps.isEmpty && operation.pagination == nil ? "let" : "var") request = APIRequest(method: .\(operation.httpMethod.rawValue), path: \"\(operation.pathExpression)\", operationID: \(SwiftLiteral.string(operation.operationID)))"
    statements = operation.requestSteps.map(Self.statement)
    cases = operation.responseCases.map { Self.responseCase($0, terminator: operation.eventTerminator) }
    let streamed = OperationStatements.streamedStatuses(operation.responseCases)
    send =
      streamed.isEmpty
      ? ["let response = try await client.send(request)"]
      : [
        "let streamed = try await client.stream(request, streaming: [\(streamed.map(String.init).joined(separator: ", "))])",
        "let response = streamed.raw",
      ]
    nested = TypeContext.list(operation.nestedTypes)
    // The types enum also tags the operation's media type choices.
    hasNested =
      !operation.nestedTypes.isEmpty || !operation.responseHeaders.isEmpty || operation.mediaTypeChoices != nil
    if !operation.responseHeaders.isEmpty {
      headers = ResponseHeadersContext(
        gap: !operation.nestedTypes.isEmpty, fields: operation.responseHeaders.map(ResponseHeaderContext.init))
    }
    self.gap = gap
  }

  /// A path of property accesses from `root` as Swift, optional-chained after the first optional step.
  static func access(_ root: String, _ steps: [AccessStep]) -> (text: String, optional: Bool) {
    var text = root
    var chained = false
    for step in steps {
      switch step {
      case .property(let name, let optional):
        text += (chained ? "?." : ".") + name.declared
        chained = chained || optional
      case .last:
        text += (chained ? "?." : ".") + "last"
        chained = true
      }
    }
    return (text, chained)
  }

  private static func statement(_ step: RequestStep) -> String {
    switch step {
    case .server(let server): return "request.server = \(SwiftLiteral.string(server))"
    case .documentedRedirects(let statuses):
      return "request.documentedRedirects = [\(statuses.map(String.init).joined(separator: ", "))]"
    case .parameter(let location, let key, let name, let style, let explode):
      var arguments = "\(SwiftLiteral.string(key)), \(name)"
      if let style, let explode { arguments += ", style: .\(style.rawValue), explode: \(explode)" }
      return "request.\(location.rawValue)(\(arguments))"
    case .body(let name, let encoding, let contentType, let partContentTypes, let formEncodings):
      var arguments = "\(name), contentType: "
      switch contentType {
      case .literal(let text): arguments += SwiftLiteral.string(text)
      case .parameter(let parameter): arguments += parameter.declared
      }
      if !partContentTypes.isEmpty {
        let pairs = partContentTypes.map {
          "\(SwiftLiteral.string($0.property)): \(SwiftLiteral.string($0.contentType))"
        }
        arguments += ", partContentTypes: [\(pairs.joined(separator: ", "))]"
      }
      if !formEncodings.isEmpty {
        let pairs = formEncodings.map {
          "\(SwiftLiteral.string($0.property)): .init(style: .\($0.style.rawValue), explode: \($0.explode))"
        }
        arguments += ", encodings: [\(pairs.joined(separator: ", "))]"
      }
      return "request.\(encoding.rawValue)Body(\(arguments))"
    case .acceptChoice(let parameter, let errorMediaTypes):
      let also =
        errorMediaTypes.isEmpty ? "" : ", also: " + SwiftLiteral.string(errorMediaTypes.joined(separator: ", "))
      return "request.accept(\(parameter)\(also))"
    case .accept(let mediaTypes): return "request.accept(\(SwiftLiteral.string(mediaTypes)))"
    }
  }

  private static func responseCase(_ item: ResponseCase, terminator: String?) -> String {
    let pattern: String
    switch item.match {
    case .status(let code)?: pattern = "case \(code):"
    case .range(let digit)?: pattern = "case \(digit * 100)..<\(digit * 100 + 100):"
    case .default?, nil: pattern = "default:"
    }
    let action: String
    switch item.outcome {
    case .empty: action = "return response.empty()"
    case .noBody: action = "return response.with(nil)"
    case .redirect: action = "return try response.redirect()"
    case .decode(let type): action = "return try response.decode(\(type.code).self)"
    case .text(let optional): action = "return response.text()" + (optional ? ".map { $0 }" : "")
    case .data(let optional): action = "return response.data()" + (optional ? ".map { $0 }" : "")
    case .chosen(let parameter, let optional):
      action = "return try \(parameter).body(of: response)" + (optional ? ".map { $0 }" : "")
    case .undocumentedJSON(let type): action = "return try response.undocumentedSuccess(decoding: \(type.code).self)"
    case .undocumentedText(let optional):
      action = "return try response.undocumentedSuccessText()" + (optional ? ".map { $0 }" : "")
    case .failure(let type?): action = "throw response.failure(decoding: \(type.code).self)"
    case .failure(nil): action = "throw response.failure()"
    case .outcome(let type, let caseName, let body):
      let read: String
      switch body {
      case .decode(let payload): read = "try response.decode(\(payload.code).self)"
      case .text: read = "response.text()"
      case .data: read = "response.data()"
      }
      action = "return \(read).map { \(type.code).\(caseName.declared)($0) }"
    case .stream(let kind, let item):
      switch kind {
      case .events:
        // `[DONE]` is the runtime's default for typed events; text events have none unless one is configured.
        if item == .string {
          action = "return streamed.textEvents(\(terminator.map { "terminator: " + SwiftLiteral.string($0) } ?? ""))"
        } else {
          let spelled = terminator == "[DONE]" ? "" : ", terminator: " + (terminator.map(SwiftLiteral.string) ?? "nil")
          action = "return streamed.events(\(item.code).self\(spelled))"
        }
      case .jsonLines: action = "return streamed.jsonLines(\(item.code).self)"
      case .jsonSequence: action = "return streamed.jsonSequence(\(item.code).self)"
      case .bytes: action = "return streamed.bytes()"
      }
    }
    return "\(pattern) \(action)"
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

  static func lines(_ parameters: [String]) -> [ParameterLineContext] {
    parameters.enumerated().map { index, text in
      ParameterLineContext(text: text, comma: index == parameters.count - 1 ? "" : ",")
    }
  }
}

struct MediaTypeChoiceMethodsContext: TemplateContext {
  var choicePages: ChoicePagesContext?
  var docs: [String]
  var parameters: [ParameterLineContext]
  var arguments: String
  var returns: String
  var responseType: String
  var defaultCall: String

  static let scopeName = "media type choice methods"
  static let scopeSummary = "`choice` of an operation: the overloads taking `as:`"
  static let keys: [TemplateKey<Self>] = [
    .lines("docs", "documentation comment lines of the overloads") { $0.docs },
    .list("parameters", "the overloads' parameters, `as` last") { $0.parameters },
    .text("arguments", "the parameters passed on, `as:` included") { $0.arguments },
    .text("returns", "` -> Body` (or `Body?`)") { $0.returns },
    .text("responseType", "`APIResponse<Body>`") { $0.responseType },
    .text("defaultCall", "the call the plain response method makes with the default choice") { $0.defaultCall },
    .object("choicePages", "set when the operation pages by `Link` header: `Pages` methods, plain and taking `as:`") {
      $0.choicePages
    },
  ]
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
    .text("declaration", "the property after `var`: `link: String?`") { $0.declaration },
    .text("assignment", "the statement reading it from `response`") { $0.assignment },
  ]

  init(_ header: HeaderDecl) {
    let read = "response.header(\(SwiftLiteral.string(header.key)))"
    docs = DocLines.lines(header.docs)
    declaration = "\(header.name): \(header.type.optional.code)"
    assignment =
      "self.\(header.name.bare) = \(read)"
      + (header.type == .string ? "" : ".flatMap(\(header.type.code).init)")
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

  /// The expression that makes `choice`, through an initializer: a `.json` here would be weighed against every
  /// operation's `json` member (see `ResponseMediaType`).
  static func construction(_ choice: MediaTypeChoicesDecl.Choice, type: String = "Self") -> String {
    "\(type)(\(choice.form.rawValue): \(SwiftLiteral.string(choice.mediaType)))"
  }

  /// The static members that pick an operation's response media types, declared outside the namespace.
  static func choices(_ operation: OperationDecl, namespaceType: String) -> [MediaTypeChoiceContext] {
    guard let choices = operation.mediaTypeChoices else { return [] }
    let operationType = namespaceType + "." + operation.typeName
    return choices.choices.map { choice in
      // Text and data bodies are plain `String` and `Data`; a JSON body is named through its alias, which is
      // reachable from outside the operation.
      let body = choice.bodyAlias.map { operationType + "." + $0 } ?? choice.bodyType.code
      return MediaTypeChoiceContext(
        constraint: "Operation == \(operationType), Body == \(body)", docs: DocLines.lines(choice.docs),
        name: choice.name.declared, value: construction(choice))
    }
  }
}
