/// Every method an operation gets, as whole declarations in the order its extension lists them: the plain method
/// and the one returning the whole response; the pages methods; the overloads taking the response media type
/// (`as:`); the private method a paged response method hands over to.
enum MethodLowering {
  static func methods(_ operation: OperationDecl, _ syntax: OperationSyntax, access: AccessLevel) -> [SwiftFunction] {
    let methods = Methods(operation: operation, syntax: syntax, access: .declared(access))
    var result = [methods.plain(), methods.response()]
    if let pages = syntax.pages { result += methods.pages(pages) }
    if let choice = syntax.choice {
      if let pages = choice.pages { result += methods.choicePages(pages) }
      result += methods.choice(choice)
    }
    if let cursor = syntax.cursorPages { result.append(methods.cursorPages(cursor)) }
    return result
  }

  /// The `Headers` struct's initializer, reading every documented header from a response; nil without any.
  static func headersInitializer(_ syntax: OperationSyntax, access: AccessLevel) -> SwiftFunction? {
    guard !syntax.headers.isEmpty else { return nil }
    let response = SwiftParameter(
      label: "_", GeneratedLocals.response, .generic("APIResponse", [.named("some Sendable")]))
    return SwiftFunction(
      isConcurrent: false, access: .declared(access), kind: .initializer, parameters: [response],
      parameterLayout: .inline, effects: .none, returnType: nil, body: .statements(syntax.headers.map(\.assignment)))
  }
}

/// The methods of one operation, each built from its lowered parts.
private struct Methods {
  var operation: OperationDecl
  var syntax: OperationSyntax
  var access: SwiftFunction.Access

  private var label: String { operation.methodName.bare }
  private var responseMethod: SwiftIdentifier { SwiftIdentifier(operation.responseMethodName) }
  private var responseType: SwiftType { .generic("APIResponse", [operation.successType]) }
  private var pagesMethod: SwiftIdentifier { operation.pagination?.methodName ?? operation.methodName }
  private var pagesType: SwiftType { .generic("Pages", [operation.pagination?.itemType ?? .void]) }

  func plain() -> SwiftFunction {
    SwiftFunction(
      docs: operation.docs, deprecated: operation.deprecated, isConcurrent: true, access: access,
      kind: .method(operation.methodName), parameters: syntax.parameters, effects: .request,
      returnType: operation.successType == .void ? nil : operation.successType,
      body: .expression(bodyOf(syntax.arguments)))
  }

  /// Builds the request and reads the answer, unless a later method does: then it calls that one.
  func response() -> SwiftFunction {
    let handedOver = syntax.pages?.forwardCall ?? syntax.choice?.defaultCall
    return SwiftFunction(
      docs: ["The whole response of `\(label)`: status, headers (such as `Link`) and body."], isConcurrent: true,
      access: access, kind: .method(responseMethod), parameters: syntax.parameters, effects: .request,
      returnType: responseType, body: handedOver.map { .expression(.try(.await($0))) } ?? .statements(syntax.body))
  }

  func pages(_ pages: PagesSyntax) -> [SwiftFunction] {
    [
      SwiftFunction(
        docs: linkPagesDocs, isConcurrent: false, access: access, kind: .method(pagesMethod),
        parameters: pages.parameters,
        effects: .none, returnType: pagesType, body: .expression(everyPage(pages.pageCall))),
      following(parameters: pages.followingParameters, generic: [], returnType: responseType),
    ]
  }

  func choicePages(_ pages: ChoicePagesSyntax) -> [SwiftFunction] {
    [
      SwiftFunction(
        docs: linkPagesDocs, isConcurrent: false, access: access, kind: .method(pagesMethod),
        parameters: pages.defaultParameters, effects: .none, returnType: pagesType,
        body: .expression(pages.defaultCall)),
      SwiftFunction(
        docs: ["Every page of `\(label)(…, as:)`, each in the chosen form (a JSON array)."], isConcurrent: false,
        access: access, kind: .method(pagesMethod),
        genericParameters: [SwiftGenericParameter(pages.itemTypeParameter, .named("Sendable"))],
        parameters: pages.parameters, effects: .none,
        returnType: .generic("Pages", [.named(pages.itemTypeParameter)]),
        body: .expression(everyPage(pages.pageCall))),
    ]
  }

  func choice(_ choice: ChoiceMethodsSyntax) -> [SwiftFunction] {
    let generic = [SwiftGenericParameter(choice.bodyTypeParameter)]
    var result = [
      SwiftFunction(
        docs: operation.mediaTypeChoices?.docs ?? [], deprecated: operation.deprecated, isConcurrent: true,
        access: access, kind: .method(operation.methodName), genericParameters: generic, parameters: choice.parameters,
        effects: .request, returnType: choice.returnType, body: .expression(bodyOf(choice.arguments))),
      SwiftFunction(
        docs: ["The whole response of `\(label)(…, as:)`: status, headers and the body in the chosen form."],
        isConcurrent: true, access: access, kind: .method(responseMethod), genericParameters: generic,
        parameters: choice.parameters, effects: .request, returnType: choice.responseType,
        body: choice.pages.map { .expression(.try(.await($0.forwardCall))) } ?? .statements(syntax.body)),
    ]
    if let pages = choice.pages {
      result.append(following(parameters: pages.followingParameters, generic: generic, returnType: choice.responseType))
    }
    return result
  }

  func cursorPages(_ cursor: CursorPagesSyntax) -> SwiftFunction {
    var parameterName = ""
    if case .cursor(let parameter, _, _, _)? = operation.pagination?.kind { parameterName = parameter.bare }
    let closure = SwiftClosure(
      .typed([SwiftParameter(GeneratedLocals.pageCursor, .optional(cursor.cursorType))]), effects: .request,
      statements: [
        .declaration(mutable: false, name: GeneratedLocals.page, value: .try(.await(cursor.responseCall))),
        .return(.tuple([cursor.items, cursor.next])),
      ])
    return SwiftFunction(
      docs: [
        "Every page of `\(label)`, each request after the first carrying in `\(parameterName)` the cursor the answer",
        "before it gave; `.items` gives the elements one by one. A page is requested only when the one before it is used",
        "up.",
      ] + operation.parameterDocs + [Self.maxPagesDoc], isConcurrent: false, access: access, kind: .method(pagesMethod),
      parameters: cursor.parameters, effects: .none, returnType: pagesType,
      body: .expression(
        .call(.type(.named("Pages")), [maxPages, SwiftArgument("cursor", .statementClosure(closure))])))
  }

  private static let maxPagesDoc = "- Parameter maxPages: At most this many pages are requested (nil: until the last)."

  private var linkPagesDocs: [String] {
    [
      "Every page of `\(label)`, following the server's `Link: rel=\"next\"` URLs to the last page; `.items` gives",
      "the elements one by one. A page is requested only when the one before it is used up.",
    ] + operation.parameterDocs + [Self.maxPagesDoc]
  }

  private var maxPages: SwiftArgument { .forwarding(GeneratedLocals.maxPages) }

  /// `try await listResponse(…).body`.
  private func bodyOf(_ arguments: [SwiftArgument]) -> SwiftExpression {
    .try(.await(.member(.call(.name(responseMethod), arguments), "body")))
  }

  /// `Pages(maxPages: maxPages) { pageLink throws(APIError) in try await … }`.
  private func everyPage(_ pageCall: SwiftExpression) -> SwiftExpression {
    let closure = SwiftClosure(
      .inferred([GeneratedLocals.pageLink]), effects: .throwing, statements: [.expression(.try(.await(pageCall)))])
    return .call(.type(.named("Pages")), [maxPages], trailingClosure: .statementClosure(closure))
  }

  /// The private response method both the first page and every next one call: it builds the request, follows the
  /// link when there is one, and reads the answer.
  private func following(
    parameters: [SwiftParameter], generic: [SwiftGenericParameter], returnType: SwiftType
  ) -> SwiftFunction {
    SwiftFunction(
      isConcurrent: true, access: .private, kind: .method(responseMethod), genericParameters: generic,
      parameters: parameters,
      effects: .request, returnType: returnType, body: .statements(syntax.body))
  }
}
