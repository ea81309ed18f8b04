/// The methods an operation gets beyond the plain and response ones: every page (by `Link` header or by cursor),
/// and the overloads that take the response media type (`as:`).
enum PagingLowering {
  private static let maxPages = SwiftParameter(GeneratedLocals.maxPages, .optional(.int), default: .nil)
  private static let pageLink = SwiftParameter(
    label: "following", GeneratedLocals.pageLink, .optional(.named("PageLink")))

  static func add(_ operation: OperationDecl, to syntax: inout OperationSyntax) {
    let parameters = syntax.parameters
    let arguments = syntax.arguments
    let responseMethod = SwiftIdentifier(operation.responseMethodName)
    /// `responseMethod(arguments…, following: link)`, on `self` when `onSelf`.
    func responseCall(_ passed: [SwiftArgument], following link: SwiftExpression, onSelf: Bool) -> SwiftExpression {
      let callee: SwiftExpression = onSelf ? .member(.selfValue, responseMethod.bare) : .name(responseMethod)
      return .call(callee, passed + [SwiftArgument("following", link)])
    }
    guard let pagination = operation.pagination else { return addChoice(operation, to: &syntax) }
    switch pagination.kind {
    case .link where operation.mediaTypeChoices == nil:
      syntax.pages = PagesSyntax(
        parameters: parameters + [maxPages],
        followingParameters: parameters.map(\.undefaulted) + [pageLink],
        forwardCall: responseCall(arguments, following: .nil, onSelf: false),
        pageCall: responseCall(arguments, following: .name(GeneratedLocals.pageLink), onSelf: true))
    case .link: break
    case .cursor(let parameter, let items, let next, let hasMore):
      syntax.cursorPages = cursorPages(
        operation, parameters: parameters, cursor: parameter, items: items, next: next, hasMore: hasMore)
    }
    addChoice(operation, to: &syntax)
    guard let choices = operation.mediaTypeChoices, let first = choices.choices.first, case .link = pagination.kind
    else { return }
    let choice = SwiftArgument("as", .name(choices.parameter))
    let passed = arguments + [choice]
    syntax.choice?.pages = ChoicePagesSyntax(
      itemTypeParameter: choices.itemTypeParameter,
      defaultParameters: parameters + [maxPages],
      parameters: parameters + [
        choiceParameter(operation, choices, body: .array(.named(choices.itemTypeParameter))), maxPages,
      ],
      followingParameters: parameters.map(\.undefaulted) + [
        choiceParameter(operation, choices, body: .named(choices.bodyTypeParameter)), pageLink,
      ],
      defaultCall: .call(
        .name(pagination.methodName),
        arguments + [
          defaultChoice(first), SwiftArgument(GeneratedLocals.maxPages.bare, .name(GeneratedLocals.maxPages)),
        ]),
      forwardCall: responseCall(passed, following: .nil, onSelf: false),
      pageCall: responseCall(passed, following: .name(GeneratedLocals.pageLink), onSelf: true))
  }

  /// `as choice: ResponseMediaType<Operation, Body>`.
  private static func choiceParameter(
    _ operation: OperationDecl, _ choices: MediaTypeChoicesDecl, body: SwiftType
  ) -> SwiftParameter {
    SwiftParameter(
      label: "as", choices.parameter,
      .generic("ResponseMediaType", [.named(operation.typeName), body]))
  }

  /// `as: .init(json: "…").byDefault`: what the plain methods ask for.
  private static func defaultChoice(_ first: MediaTypeChoicesDecl.Choice) -> SwiftArgument {
    SwiftArgument(
      "as", .member(OperationLowering.construction(first, callee: .implicitMember("init")), "byDefault"))
  }

  private static func addChoice(_ operation: OperationDecl, to syntax: inout OperationSyntax) {
    guard let choices = operation.mediaTypeChoices, let first = choices.choices.first else { return }
    let body = SwiftType.named(choices.bodyTypeParameter).optional(if: choices.bodyIsOptional)
    syntax.choice = ChoiceMethodsSyntax(
      bodyTypeParameter: choices.bodyTypeParameter,
      parameters: syntax.parameters + [choiceParameter(operation, choices, body: .named(choices.bodyTypeParameter))],
      arguments: syntax.arguments + [SwiftArgument("as", .name(choices.parameter))],
      returnType: body, responseType: .generic("APIResponse", [body]),
      defaultCall: .call(.local(operation.responseMethodName), syntax.arguments + [defaultChoice(first)]))
  }

  private static func cursorPages(
    _ operation: OperationDecl, parameters: [SwiftParameter], cursor: SwiftIdentifier, items: [AccessStep],
    next: [AccessStep], hasMore: [AccessStep]?
  ) -> CursorPagesSyntax {
    var passed = operation.parameters.map { item in
      SwiftArgument(
        item.name.bare,
        item.name == cursor
          ? .binary(.name(GeneratedLocals.pageCursor), .nilCoalescing, .name(item.name)) : .name(item.name))
    }
    if let body = operation.body {
      passed.append(.forwarding(body.name))
      if let name = body.contentTypeParameter { passed.append(.forwarding(name)) }
    }
    let page = SwiftExpression.name(GeneratedLocals.page)
    let pageBody = SwiftExpression.member(page, "body")
    var nextValue = access(pageBody, next).expression
    if let hasMore {
      nextValue = .ternary(.binary(access(pageBody, hasMore).expression, .equal, .boolean(false)), .nil, nextValue)
    }
    let itemsAccess = access(.closureArgument, items)
    let pageItems: SwiftExpression =
      itemsAccess.optional ? .binary(itemsAccess.expression, .nilCoalescing, .array([])) : itemsAccess.expression
    return CursorPagesSyntax(
      parameters: parameters + [maxPages],
      cursorType: operation.parameters.first { $0.name == cursor }?.type.unwrapped ?? .string,
      responseCall: .call(.member(.selfValue, operation.responseMethodName), passed),
      items: items.isEmpty ? page : .trailing(page, "map", pageItems),
      next: nextValue)
  }

  /// A path of property accesses from `root`, optional-chained after the first optional step.
  static func access(_ root: SwiftExpression, _ steps: [AccessStep]) -> (expression: SwiftExpression, optional: Bool) {
    var expression = root
    var chained = false
    for step in steps {
      let base = chained ? SwiftExpression.optionalChain(expression) : expression
      switch step {
      case .property(let name, let optional):
        expression = .member(base, name.declared)
        chained = chained || optional
      case .last:
        expression = .member(base, "last")
        chained = true
      }
    }
    return (expression, chained)
  }
}
