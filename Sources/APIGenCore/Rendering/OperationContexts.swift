/// GenModel operations as template contexts: signatures, request-building statements and the response switch,
/// each line already written.
enum OperationContexts {
  static func operation(_ operation: OperationDecl) -> TemplateValue {
    var parameters: [String] = []
    var arguments: [String] = []
    for parameter in operation.parameters {
      var text = "\(parameter.name): \(parameter.type)\(parameter.isOptional ? "?" : "")"
      if parameter.isOptional { text += " = nil" }
      parameters.append(text)
      arguments.append("\(label(parameter.name)): \(parameter.name)")
    }
    if let body = operation.body {
      parameters.append("\(body.name): \(body.type)\(body.isOptional ? "? = nil" : "")")
      arguments.append("\(label(body.name)): \(body.name)")
      if let name = body.contentTypeParameter {
        parameters.append("\(name): String" + (body.contentType.map { " = " + SwiftLiteral.string($0) } ?? ""))
        arguments.append("\(label(name)): \(name)")
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
      "successType": .string(successType),
      "returns": .string(successType == "Void" ? "" : " -> " + successType),
      "request": .string(
        "\(statements(operation).isEmpty ? "let" : "var") request = APIRequest(method: .\(operation.httpMethod.rawValue), path: \"\(operation.pathExpression)\", operationID: \(SwiftLiteral.string(operation.operationID)))"
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
                "declaration": .string("\(header.name): \(header.type)?"),
                "assignment": .string(
                  "self.\(SwiftName.dotted(header.name)) = \(read)"
                    + (header.type == "String" ? "" : ".flatMap(\(header.type).init)")),
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
      let body = choice.bodyAlias.map { operationType + "." + $0 } ?? choice.bodyType
      return .object([
        "constraint": .string("Operation == \(operationType), Body == \(body)"),
        "docs": TypeContexts.docs(choice.docs, deprecated: false),
        "name": .string(choice.name),
        "value": .string(".\(choice.form.rawValue)(\(SwiftLiteral.string(choice.mediaType)))"),
      ])
    }
  }

  private static func label(_ name: String) -> String {
    name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
  }

  private static func statements(_ operation: OperationDecl) -> [String] {
    var lines: [String] = []
    if let server = operation.server { lines.append("request.server = \(SwiftLiteral.string(server))") }
    if !operation.documentedRedirects.isEmpty {
      lines.append(
        "request.documentedRedirects = [\(operation.documentedRedirects.map(String.init).joined(separator: ", "))]")
    }
    for parameter in operation.parameters where parameter.location != .path {
      var arguments = "\(SwiftLiteral.string(parameter.key)), \(parameter.name)"
      let defaultStyle = parameter.style == .form || parameter.location != .query
      let defaultExplode = parameter.explode == (parameter.style == .form)
      if parameter.location == .query, !defaultStyle || !defaultExplode {
        arguments += ", style: .\(parameter.style.rawValue), explode: \(parameter.explode)"
      }
      switch parameter.location {
      case .query: lines.append("request.query(\(arguments))")
      case .header: lines.append("request.header(\(arguments))")
      case .cookie: lines.append("request.cookie(\(arguments))")
      case .path: break
      }
    }
    if let body = operation.body {
      let method: String
      switch body.encoding {
      case .json: method = "jsonBody"
      case .form: method = "formBody"
      case .multipart: method = "multipartBody"
      case .binary: method = "binaryBody"
      case .text: method = "textBody"
      }
      let contentType = body.contentTypeParameter ?? SwiftLiteral.string(body.contentType ?? "application/octet-stream")
      var arguments = "\(body.name), contentType: \(contentType)"
      if !body.partContentTypes.isEmpty {
        let pairs = body.partContentTypes.map {
          "\(SwiftLiteral.string($0.property)): \(SwiftLiteral.string($0.contentType))"
        }
        arguments += ", partContentTypes: [\(pairs.joined(separator: ", "))]"
      }
      lines.append("request.\(method)(\(arguments))")
    }
    if let choices = operation.mediaTypeChoices {
      let also =
        choices.errorMediaTypes.isEmpty
        ? "" : ", also: " + SwiftLiteral.string(choices.errorMediaTypes.joined(separator: ", "))
      lines.append("request.accept(\(choices.parameter)\(also))")
    } else if !operation.accept.isEmpty {
      lines.append("request.accept(\(SwiftLiteral.string(operation.accept)))")
    }
    return lines
  }

  private static func responseCases(_ operation: OperationDecl) -> [String] {
    var lines: [String] = []
    var hasDefault = false
    for response in operation.responses {
      let pattern: String
      switch response.match {
      case .status(let code): pattern = "case \(code):"
      case .range(let digit): pattern = "case \(digit * 100)..<\(digit * 100 + 100):"
      case .default:
        pattern = "default:"
        hasDefault = true
      }
      let action: String
      if response.isSuccess, let choices = operation.mediaTypeChoices {
        // The caller's choice reads every success body; an empty one is nil.
        switch response.body {
        case .none: action = "return response.with(nil)"
        default:
          action =
            "return try \(choices.parameter).body(of: response)" + (choices.bodyIsOptional ? ".map { $0 }" : "")
        }
      } else if response.isSuccess {
        switch response.body {
        case _ where operation.successType == "Void": action = "return response.empty()"
        case .none: action = "return response.with(nil)"
        case .redirect where operation.successType == "Redirect": action = "return try response.redirect()"
        case .json: action = "return try response.decode(\(operation.successType).self)"
        case .text where ["String", "String?"].contains(operation.successType):
          action = "return response.text()" + (operation.successType == "String" ? "" : ".map { $0 }")
        case .binary where ["Data", "Data?"].contains(operation.successType):
          action = "return response.data()" + (operation.successType == "Data" ? "" : ".map { $0 }")
        // Another success response fixed the method's type (warned about): this body is decoded as that type.
        case .text, .binary, .redirect: action = "return try response.decode(\(operation.successType).self)"
        }
      } else {
        switch response.body {
        case .json(let type): action = "throw response.failure(decoding: \(type).self)"
        default: action = "throw response.failure()"
        }
      }
      lines.append("\(pattern) \(action)")
    }
    if !hasDefault { lines.append("default: throw response.failure()") }
    return lines
  }
}
