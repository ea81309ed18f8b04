/// An operation's methods as syntax: the parameters, the request statements and the response switch from its typed
/// steps and cases, and the paging and media type choice methods.
enum OperationLowering {
  static func syntax(_ operation: OperationDecl, namespaceType: String, access: AccessLevel) -> OperationSyntax {
    var syntax = OperationSyntax()
    syntax.parameters = parameters(operation)
    syntax.arguments = syntax.parameters.map { .forwarding($0.name) }
    // HTTPTypes names the methods a path item has fields for (`.get`, `.query`); any other is given as sent.
    let method =
      operation.httpMethod.fixedField.map { SwiftArgument("method", .implicitMember($0)) }
      ?? SwiftArgument("methodToken", .string(operation.httpMethod.token))
    let request = SwiftExpression.call(
      .type(.named("APIRequest")),
      [method, SwiftArgument("path", operation.path), SwiftArgument("operationID", .string(operation.operationID))])
    syntax.request = .declaration(
      mutable: !operation.requestSteps.isEmpty || operation.pagination != nil, name: GeneratedLocals.request,
      value: request)
    syntax.statements = operation.requestSteps.map(statement)
    syntax.send = send(streaming: streamedStatuses(operation.responseCases))
    syntax.cases = operation.responseCases.map { responseCase($0, terminator: operation.eventTerminator) }
    PagingLowering.add(operation, to: &syntax)
    if syntax.pages != nil || syntax.choice?.pages != nil {
      syntax.followPage = .expression(.call(Self.request, "follow", .value(.name(GeneratedLocals.pageLink))))
    }
    syntax.headers = operation.responseHeaders.map { header($0, access: access) }
    syntax.mediaTypeChoices = mediaTypeChoices(operation, namespaceType: namespaceType, access: access)
    return syntax
  }

  /// The plain and response methods' parameters: the operation's, its body, the body's content type.
  private static func parameters(_ operation: OperationDecl) -> [SwiftParameter] {
    var parameters = operation.parameters.map { parameter in
      SwiftParameter(
        parameter.name, parameter.type.optional(if: parameter.isOptional),
        default: parameter.isOptional ? .nil : nil)
    }
    if let body = operation.body {
      parameters.append(
        SwiftParameter(body.name, body.type.optional(if: body.isOptional), default: body.isOptional ? .nil : nil))
      if let name = body.contentTypeParameter {
        parameters.append(SwiftParameter(name, .string, default: body.contentType.map(SwiftExpression.string)))
      }
    }
    return parameters
  }

  private static let request = SwiftExpression.name(GeneratedLocals.request)
  private static let response = SwiftExpression.name(GeneratedLocals.response)
  private static let streamed = SwiftExpression.name(GeneratedLocals.streamed)

  private static func send(streaming statuses: [Int]) -> [SwiftStatement] {
    let client = SwiftExpression.name(GeneratedLocals.client)
    guard !statuses.isEmpty else {
      return [
        .declaration(
          mutable: false, name: GeneratedLocals.response, value: .try(.await(.call(client, "send", .value(request)))))
      ]
    }
    let stream = SwiftExpression.call(
      client, "stream", .value(request), SwiftArgument("streaming", .array(statuses.map(SwiftExpression.integer))))
    return [
      .declaration(mutable: false, name: GeneratedLocals.streamed, value: .try(.await(stream))),
      .declaration(mutable: false, name: GeneratedLocals.response, value: .member(streamed, "raw")),
    ]
  }

  /// The statuses whose bodies are read as they arrive: `client.stream(request, streaming:)`.
  static func streamedStatuses(_ cases: [ResponseCase]) -> [Int] {
    cases.flatMap { item -> [Int] in
      guard case .stream = item.outcome else { return [] }
      switch item.match {
      case .status(let code)?: return [code]
      case .range(let digit)?: return Array(digit * 100..<digit * 100 + 100)
      case .default?, nil: return Array(200..<300)
      }
    }
  }

  private static func statement(_ step: RequestStep) -> SwiftStatement {
    switch step {
    case .server(let server): return .assignment(.member(request, "server"), .string(server))
    case .documentedRedirects(let statuses):
      return .assignment(.member(request, "documentedRedirects"), .array(statuses.map(SwiftExpression.integer)))
    case .idempotencyKey(let header):
      return .expression(.call(.member(request, "idempotencyKey"), [SwiftArgument("header", .string(header))]))
    case .parameter(let location, let key, let name, let style, let explode):
      var arguments: [SwiftArgument] = [.value(.string(key)), .value(.name(name))]
      if let style, let explode {
        arguments += [
          SwiftArgument("style", .implicitMember(style.rawValue)), SwiftArgument("explode", .boolean(explode)),
        ]
      }
      return .expression(.call(.member(request, location.rawValue), arguments))
    case .queryString(let name, let encoding):
      switch encoding {
      case .form(let encodings):
        var arguments: [SwiftArgument] = [.value(.name(name))]
        if !encodings.isEmpty { arguments.append(SwiftArgument("encodings", formEncodingsDictionary(encodings))) }
        return .expression(.call(.member(request, "formQueryString"), arguments))
      case .json: return .expression(.call(.member(request, "jsonQueryString"), [.value(.name(name))]))
      case .text: return .expression(.call(.member(request, "textQueryString"), [.value(.name(name))]))
      }
    case .body(let name, let encoding, let contentType, let partContentTypes, let positionalParts, let formEncodings):
      var arguments: [SwiftArgument] = [.value(.name(name))]
      switch contentType {
      case .literal(let text): arguments.append(SwiftArgument("contentType", .string(text)))
      case .parameter(let parameter): arguments.append(SwiftArgument("contentType", .name(parameter)))
      }
      if !partContentTypes.isEmpty {
        let pairs = partContentTypes.map { SwiftDictionaryEntry(.string($0.property), .string($0.contentType)) }
        arguments.append(SwiftArgument("partContentTypes", .dictionary(pairs)))
      }
      if let positionalParts {
        if !positionalParts.prefix.isEmpty {
          let types = positionalParts.prefix.map { $0.map(SwiftExpression.string) ?? .nil }
          arguments.append(SwiftArgument("prefixContentTypes", .array(types)))
        }
        if let item = positionalParts.item { arguments.append(SwiftArgument("itemContentType", .string(item))) }
      }
      if !formEncodings.isEmpty { arguments.append(SwiftArgument("encodings", formEncodingsDictionary(formEncodings))) }
      return .expression(.call(.member(request, encoding.rawValue + "Body"), arguments))
    case .acceptChoice(let parameter, let errorMediaTypes):
      var arguments: [SwiftArgument] = [.value(.name(parameter))]
      if !errorMediaTypes.isEmpty {
        arguments.append(SwiftArgument("also", .string(errorMediaTypes.joined(separator: ", "))))
      }
      return .expression(.call(.member(request, "accept"), arguments))
    case .accept(let mediaTypes): return .expression(.call(request, "accept", .value(.string(mediaTypes))))
    }
  }

  /// `["metadata": .init(style: .deepObject, explode: true)]`: how a form's properties are written.
  private static func formEncodingsDictionary(_ encodings: [FormEncodingDecl]) -> SwiftExpression {
    .dictionary(
      encodings.map { encoding in
        SwiftDictionaryEntry(
          .string(encoding.property),
          .call(
            .implicitMember("init"),
            [
              SwiftArgument("style", .implicitMember(encoding.style.rawValue)),
              SwiftArgument("explode", .boolean(encoding.explode)),
            ]))
      })
  }

  private static func responseCase(_ item: ResponseCase, terminator: String?) -> SwiftSwitchCase {
    let pattern: SwiftSwitchCase.Pattern
    switch item.match {
    case .status(let code)?: pattern = .values([.integer(code)])
    case .range(let digit)?:
      pattern = .values([.binary(.integer(digit * 100), .halfOpenRange, .integer(digit * 100 + 100))])
    case .default?, nil: pattern = .default
    }
    return SwiftSwitchCase(pattern, action(item.outcome, terminator: terminator))
  }

  private static func action(_ outcome: ResponseCase.Outcome, terminator: String?) -> SwiftStatement {
    /// `.map { $0 }`: a non-optional read returned where the method's type is optional.
    func widened(_ value: SwiftExpression, _ optional: Bool) -> SwiftExpression {
      optional ? .trailing(value, "map", .closureArgument) : value
    }
    func decode(_ type: SwiftType) -> SwiftExpression { .call(response, "decode", .value(.metatype(type))) }
    switch outcome {
    case .empty: return .return(.call(response, "empty"))
    case .noBody: return .return(.call(response, "with", .value(.nil)))
    case .redirect: return .return(.try(.call(response, "redirect")))
    case .decode(let type): return .return(.try(decode(type)))
    case .text(let optional): return .return(widened(.call(response, "text"), optional))
    case .data(let optional): return .return(widened(.call(response, "data"), optional))
    case .chosen(let parameter, let optional):
      return .return(.try(widened(.call(.name(parameter), "body", SwiftArgument("of", response)), optional)))
    case .undocumentedJSON(let type):
      return .return(.try(.call(response, "undocumentedSuccess", SwiftArgument("decoding", .metatype(type)))))
    case .undocumentedText(let optional):
      return .return(.try(widened(.call(response, "undocumentedSuccessText"), optional)))
    case .failure(let type?): return .throw(.call(response, "failure", SwiftArgument("decoding", .metatype(type))))
    case .failure(nil): return .throw(.call(response, "failure"))
    case .outcome(let type, let caseName, let body):
      let read: SwiftExpression
      switch body {
      case .decode(let payload): read = decode(payload)
      case .text: read = .call(response, "text")
      case .data: read = .call(response, "data")
      }
      let wrapped = SwiftExpression.trailing(
        read, "map", .call(.member(.type(type), caseName.declared), [.value(.closureArgument)]))
      if case .decode = body { return .return(.try(wrapped)) }
      return .return(wrapped)
    case .stream(let kind, let item): return .return(stream(kind, item: item, terminator: terminator))
    }
  }

  private static func stream(_ kind: StreamKind, item: SwiftType, terminator: String?) -> SwiftExpression {
    switch kind {
    case .events:
      // `[DONE]` is the runtime's default for typed events; text events have none unless one is configured.
      if item == .string {
        return .call(
          .member(streamed, "textEvents"), terminator.map { [SwiftArgument("terminator", .string($0))] } ?? [])
      }
      var arguments: [SwiftArgument] = [.value(.metatype(item))]
      if terminator != "[DONE]" {
        arguments.append(SwiftArgument("terminator", terminator.map(SwiftExpression.string) ?? .nil))
      }
      return .call(.member(streamed, "events"), arguments)
    case .jsonLines: return .call(streamed, "jsonLines", .value(.metatype(item)))
    case .jsonSequence: return .call(streamed, "jsonSequence", .value(.metatype(item)))
    case .bytes: return .call(streamed, "bytes")
    }
  }

  private static func header(_ header: HeaderDecl, access: AccessLevel) -> HeaderSyntax {
    var read = SwiftExpression.call(response, "header", .value(.string(header.key)))
    if header.type != .string { read = .call(read, "flatMap", .value(.member(.type(header.type), "init"))) }
    return HeaderSyntax(
      header: header,
      property: SwiftProperty(
        docs: header.docs, access: .declared(access), name: header.name, type: header.type.optional,
        value: .stored(mutable: false, initial: nil)),
      assignment: .assignment(.member(.selfValue, header.name.bare), read))
  }

  /// The expression that makes `choice` through an initializer (`.json` alone would be weighed against every
  /// operation's `json` member, see `ResponseMediaType`): `Self(text: "…")`, or `.init(…)` where `callee` says.
  static func construction(_ choice: MediaTypeChoicesDecl.Choice, callee: SwiftExpression) -> SwiftExpression {
    .call(callee, [SwiftArgument(choice.form.rawValue, .string(choice.mediaType))])
  }

  private static func mediaTypeChoices(
    _ operation: OperationDecl, namespaceType: String, access: AccessLevel
  ) -> [MediaTypeChoiceSyntax] {
    guard let choices = operation.mediaTypeChoices else { return [] }
    let operationType = SwiftType.nominal([namespaceType, operation.typeName])
    return choices.choices.map { choice in
      // Text and data bodies are plain `String` and `Data`; a JSON body is named through its alias, which is
      // reachable from outside the operation.
      let body = choice.bodyAlias.map { SwiftType.nominal([namespaceType, operation.typeName, $0]) } ?? choice.bodyType
      return MediaTypeChoiceSyntax(
        constraint: [SwiftSameType(.named("Operation"), operationType), SwiftSameType(.named("Body"), body)],
        property: SwiftProperty(
          docs: choice.docs, access: .declared(access), isStatic: true, name: choice.name, type: .named("Self"),
          value: .computed(construction(choice, callee: .type(.named("Self"))))))
    }
  }
}
