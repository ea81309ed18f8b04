/// GenModel operations as template contexts: signatures, request-building statements and the response switch,
/// each line already written.
enum OperationContexts {
  static func operation(_ operation: OperationDecl) -> TemplateValue {
    var parameters: [String] = []
    var arguments: [String] = []
    for parameter in operation.parameters {
      parameters.append(
        "\(parameter.name): \(parameter.type.optional(if: parameter.isOptional).code)"
          + (parameter.isOptional ? " = nil" : ""))
      arguments.append("\(SwiftName.dotted(parameter.name)): \(parameter.name)")
    }
    if let body = operation.body {
      parameters.append(
        "\(body.name): \(body.type.optional(if: body.isOptional).code)\(body.isOptional ? " = nil" : "")")
      arguments.append("\(SwiftName.dotted(body.name)): \(body.name)")
      if let name = body.contentTypeParameter {
        parameters.append("\(name): String" + (body.contentType.map { " = " + SwiftLiteral.string($0) } ?? ""))
        arguments.append("\(SwiftName.dotted(name)): \(name)")
      }
    }
    let successType = operation.successType
    var choice: TemplateValue = false
    if let choices = operation.mediaTypeChoices, let first = choices.choices.first {
      let picked = "\(choices.parameter): ResponseMediaType<\(operation.typeName), Body>"
      let choiceParameters = parameters + ["as " + picked]
      let forward = (arguments + ["as: \(choices.parameter)"]).joined(separator: ", ")
      let optional = choices.bodyIsOptional ? "?" : ""
      choice = .object([
        "docs": TypeContexts.docs(choices.docs, deprecated: operation.deprecated),
        "parameters": list(choiceParameters),
        "arguments": .string(forward),
        "returns": .string(" -> Body" + optional),
        "responseType": .string("APIResponse<Body\(optional)>"),
        "defaultCall": .string(
          "\(operation.responseMethodName)("
            + (arguments + ["as: .\(SwiftName.dotted(first.name)).byDefault"]).joined(separator: ", ") + ")"),
      ])
    }
    return .object([
      "docs": TypeContexts.docs(operation.docs, deprecated: operation.deprecated),
      "methodName": .string(operation.methodName),
      "methodLabel": .string(SwiftName.dotted(operation.methodName)),
      "responseMethodName": .string(operation.responseMethodName),
      "typeName": .string(operation.typeName),
      "parameters": list(parameters),
      "choice": choice,
      "hasParameters": .bool(!parameters.isEmpty),
      "arguments": .string(arguments.joined(separator: ", ")),
      "successType": .string(successType.code),
      "returns": .string(successType == .void ? "" : " -> " + successType.code),
      "request": .string(
        "\(operation.requestSteps.isEmpty ? "let" : "var") request = APIRequest(method: .\(operation.httpMethod.rawValue), path: \"\(operation.pathExpression)\", operationID: \(SwiftLiteral.string(operation.operationID)))"
      ),
      "statements": .list(statements(operation).map { .string($0) }),
      "cases": .list(responseCases(operation).map { .string($0) }),
      "nested": TypeContexts.list(operation.nestedTypes),
      // The types enum also tags the operation's media type choices.
      "hasNested": .bool(
        !operation.nestedTypes.isEmpty || !operation.responseHeaders.isEmpty || operation.mediaTypeChoices != nil),
      "headers": operation.responseHeaders.isEmpty
        ? false
        : .object([
          "gap": .bool(!operation.nestedTypes.isEmpty),
          "fields": .list(
            operation.responseHeaders.map { header in
              let read = "response.header(\(SwiftLiteral.string(header.key)))"
              return .object([
                "docs": TypeContexts.docs(header.docs, deprecated: false),
                "declaration": .string("\(header.name): \(header.type.optional.code)"),
                "assignment": .string(
                  "self.\(SwiftName.dotted(header.name)) = \(read)"
                    + (header.type == .string ? "" : ".flatMap(\(header.type.code).init)")),
              ])
            }),
        ]),
    ])
  }

  private static func list(_ parameters: [String]) -> TemplateValue {
    .list(
      parameters.enumerated().map { index, text in
        .object(["text": .string(text), "comma": .string(index == parameters.count - 1 ? "" : ",")])
      })
  }

  /// The static members that pick an operation's response media types, declared outside the namespace (as
  /// `extension ResponseMediaType where Operation == ReposAPI.GetContent, Body == ...`).
  static func mediaTypeChoices(_ operation: OperationDecl, namespaceType: String) -> [TemplateValue] {
    guard let choices = operation.mediaTypeChoices else { return [] }
    let operationType = namespaceType + "." + operation.typeName
    return choices.choices.map { choice in
      // Text and data bodies are plain `String` and `Data`; a JSON body is named through its alias, which is
      // reachable from outside the operation.
      let body = choice.bodyAlias.map { operationType + "." + $0 } ?? choice.bodyType.code
      return .object([
        "constraint": .string("Operation == \(operationType), Body == \(body)"),
        "docs": TypeContexts.docs(choice.docs, deprecated: false),
        "name": .string(choice.name),
        "value": .string(".\(choice.form.rawValue)(\(SwiftLiteral.string(choice.mediaType)))"),
      ])
    }
  }

  private static func statements(_ operation: OperationDecl) -> [String] {
    operation.requestSteps.map { step in
      switch step {
      case .server(let server): return "request.server = \(SwiftLiteral.string(server))"
      case .documentedRedirects(let statuses):
        return "request.documentedRedirects = [\(statuses.map(String.init).joined(separator: ", "))]"
      case .parameter(let location, let key, let name, let style, let explode):
        var arguments = "\(SwiftLiteral.string(key)), \(name)"
        if let style, let explode { arguments += ", style: .\(style.rawValue), explode: \(explode)" }
        return "request.\(location.rawValue)(\(arguments))"
      case .body(let name, let encoding, let contentType, let partContentTypes):
        var arguments = "\(name), contentType: "
        switch contentType {
        case .literal(let text): arguments += SwiftLiteral.string(text)
        case .parameter(let parameter): arguments += parameter
        }
        if !partContentTypes.isEmpty {
          let pairs = partContentTypes.map {
            "\(SwiftLiteral.string($0.property)): \(SwiftLiteral.string($0.contentType))"
          }
          arguments += ", partContentTypes: [\(pairs.joined(separator: ", "))]"
        }
        return "request.\(encoding.rawValue)Body(\(arguments))"
      case .acceptChoice(let parameter, let errorMediaTypes):
        let also =
          errorMediaTypes.isEmpty ? "" : ", also: " + SwiftLiteral.string(errorMediaTypes.joined(separator: ", "))
        return "request.accept(\(parameter)\(also))"
      case .accept(let mediaTypes): return "request.accept(\(SwiftLiteral.string(mediaTypes)))"
      }
    }
  }

  private static func responseCases(_ operation: OperationDecl) -> [String] {
    operation.responseCases.map { item in
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
      case .failure(let type?): action = "throw response.failure(decoding: \(type.code).self)"
      case .failure(nil): action = "throw response.failure()"
      }
      return "\(pattern) \(action)"
    }
  }
}
