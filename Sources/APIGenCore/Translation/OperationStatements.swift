/// What an operation's methods do, step by step: the request builder's statements and the response switch's cases,
/// decided from the rest of the operation's declaration.
enum OperationStatements {
  static func requestSteps(_ operation: OperationDecl) -> [RequestStep] {
    var steps: [RequestStep] = []
    if let server = operation.server { steps.append(.server(server)) }
    if !operation.documentedRedirects.isEmpty { steps.append(.documentedRedirects(operation.documentedRedirects)) }
    for parameter in operation.parameters where parameter.location != .path {
      if let encoding = parameter.queryString {
        steps.append(.queryString(name: parameter.name, encoding: encoding))
        continue
      }
      // Query parameters say their style when it is not `form` exploded; other locations have one style each.
      let defaultStyle = parameter.style == .form || parameter.location != .query
      let defaultExplode = parameter.explode == (parameter.style == .form)
      let spelled = parameter.location == .query && (!defaultStyle || !defaultExplode)
      steps.append(
        .parameter(
          location: parameter.location, key: parameter.key, name: parameter.name,
          style: spelled ? parameter.style : nil, explode: spelled ? parameter.explode : nil))
    }
    if let header = operation.idempotencyKeyHeader { steps.append(.idempotencyKey(header: header)) }
    if let body = operation.body {
      let contentType: RequestStep.ContentType =
        body.contentTypeParameter.map { .parameter($0) }
        ?? .literal(body.contentType ?? "application/octet-stream")
      steps.append(
        .body(
          name: body.name, encoding: body.encoding, contentType: contentType,
          partContentTypes: body.partContentTypes, positionalParts: body.positionalParts,
          formEncodings: body.formEncodings))
    }
    if let choices = operation.mediaTypeChoices {
      steps.append(.acceptChoice(parameter: choices.parameter, errorMediaTypes: choices.errorMediaTypes))
    } else if !operation.accept.isEmpty {
      steps.append(.accept(operation.accept))
    }
    return steps
  }

  static func responseCases(_ operation: OperationDecl) -> [ResponseCase] {
    var cases: [ResponseCase] = []
    let successType = operation.successType
    for response in operation.responses {
      let outcome: ResponseCase.Outcome
      if response.isSuccess, let choices = operation.mediaTypeChoices {
        // The caller's choice reads every success body; an empty one is nil.
        outcome =
          response.body == .none ? .noBody : .chosen(parameter: choices.parameter, optional: choices.bodyIsOptional)
      } else if response.isSuccess, let caseName = response.outcomeCase {
        let body: OutcomeBody
        switch response.body {
        case .json(let type): body = .decode(type)
        case .text: body = .text
        default: body = .data
        }
        outcome = .outcome(type: successType.unwrapped, caseName: caseName, body: body)
      } else if response.isSuccess, case .stream(let kind, let item) = response.body,
        successType.unwrapped == kind.sequenceType(of: item)
      {
        outcome = .stream(kind, item: item)
      } else if response.isSuccess {
        switch response.body {
        case _ where successType == .void: outcome = .empty
        case .none: outcome = .noBody
        case .redirect where successType == .redirect: outcome = .redirect
        case .json: outcome = .decode(successType)
        case .text where successType.unwrapped == .string: outcome = .text(optional: successType.isOptional)
        case .binary where successType.unwrapped == .data: outcome = .data(optional: successType.isOptional)
        // Another success response fixed the method's type (warned about): this body is decoded as that type.
        case .text, .binary, .redirect, .stream: outcome = .decode(successType)
        }
      } else if case .json(let type) = response.body {
        outcome = .failure(decoding: type)
      } else {
        outcome = .failure(decoding: nil)
      }
      cases.append(ResponseCase(match: response.match, outcome: outcome))
    }
    if let outcome = undocumentedSuccess(operation) {
      // Right after the documented successes, where a reader looks for it.
      let position = (cases.lastIndex { if case .status(let code)? = $0.match { code < 300 } else { false } } ?? -1) + 1
      cases.insert(ResponseCase(match: .range(2), outcome: outcome), at: position)
    }
    if !operation.responses.contains(where: { $0.match == .default }) {
      cases.append(ResponseCase(match: nil, outcome: .failure(decoding: nil)))
    }
    return cases
  }

  /// How a 2xx the spec does not document is read (web frameworks set statuses at run time: FastAPI answers 201
  /// to a create documented as 200): as the one success body when the documented successes agree on it, as
  /// success without a body when they have none; nil leaves it an error, which keeps the body.
  static func undocumentedSuccess(_ operation: OperationDecl) -> ResponseCase.Outcome? {
    let successes = operation.responses.filter(\.isSuccess)
    guard !successes.isEmpty, operation.mediaTypeChoices == nil, operation.documentedRedirects.isEmpty,
      !successes.contains(where: { $0.match == .range(2) || $0.match == .default || $0.outcomeCase != nil })
    else { return nil }
    for response in successes {
      switch response.body {
      case .stream, .redirect, .binary: return nil
      case .none, .json, .text: continue
      }
    }
    let type = operation.successType
    if type == .void { return .empty }
    if successes.contains(where: { if case .json = $0.body { true } else { false } }) {
      return .undocumentedJSON(type)
    }
    if type.unwrapped == .string { return .undocumentedText(optional: type.isOptional) }
    return nil
  }

}
