import HTTPTypes
import _APIGenOpenAPI
import _APIGenYAML

extension HTTPField.Name {
  /// What was wrong with a request the mock refused, in one line.
  static let mockProblem = HTTPField.Name("APIGen-Mock-Problem")!
}

/// The answers that are not the API's: no route, no such method, a request that breaks the spec, a preference
/// the spec cannot satisfy; all `application/problem+json` (RFC 9457).
extension MockResponder {

  func noRoute(_ request: MockRequest, path: Substring) -> MockAnswer {
    var allowed: [HTTPMethod] = []
    for candidate in candidatePaths(path) where allowed.isEmpty { allowed = routes.methods(forPath: candidate) }
    if !allowed.isEmpty {
      var answer = problem(
        request, operation: nil, status: 405, type: "method-not-allowed", title: "No operation for this method",
        detail: "\(request.method.rawValue) \(path): the spec has "
          + allowed.map { $0.token }.joined(separator: ", ") + " on this path")
      answer.headers[.allow] = allowed.map { $0.token }.joined(separator: ", ")
      return answer
    }
    return problem(
      request, operation: nil, status: 404, type: "no-route", title: "No operation matches",
      detail: "\(request.method.rawValue) \(path) matches no path of \(spec.rootFile)")
  }

  /// A request that breaks the spec gets the operation's own documented client error (``clientErrorStatus``),
  /// filled from its example or schema, its `message` (or `detail`) saying what is wrong when the schema has room
  /// for it; problem+json only when the operation documents none. The problems are also in the
  /// `APIGen-Mock-Problem` header.
  func invalid(_ context: AnswerContext, problems: [RequestProblem]) -> MockAnswer {
    let operation = context.operation
    let detail =
      "\(operation.method.token) \(operation.path) (\(operation.name)): "
      + problems.map(\.description).joined(separator: "; ")
    var answer: MockAnswer
    let pathOnly = problems.allSatisfy { $0.location == .parameter(.path) }
    if let status = Self.clientErrorStatus(of: operation, pathOnly: pathOnly) {
      answer = specAnswer(context, preferences: Preferences(code: status, example: nil, dynamic: false))
      answer.body = explained(answer, detail: detail, operation: operation) ?? answer.body
    } else {
      let errors: [JSONValue] = problems.map { problem in
        var fields: [String: JSONValue] = [
          "in": .string(problem.location.description), "message": .string(problem.message),
        ]
        var keys = ["in"]
        if let name = problem.name {
          fields["name"] = .string(name)
          keys.append("name")
        }
        if !problem.pointer.isEmpty {
          fields["pointer"] = .string(problem.pointer)
          keys.append("pointer")
        }
        fields["spec"] = .string(problem.specLocation)
        keys += ["message", "spec"]
        return .object(fields, keys: keys)
      }
      answer = problem(
        context.request, operation: operation, status: 400, type: "invalid-request",
        title: "The request does not match the spec", detail: detail, extra: [("errors", .array(errors))])
    }
    answer.headers[.mockProblem] = Self.headerText(detail)
    answer.source = "invalid request"
    return answer
  }

  /// A request without the credentials its operation requires: the documented 401 (or `4XX`, `default`), else
  /// problem+json; with a `WWW-Authenticate` challenge either way.
  func unauthorized(_ context: AnswerContext) -> MockAnswer {
    let operation = context.operation
    let keys = operation.responses.map(\.key)
    var answer: MockAnswer
    if keys.contains(.status(401)) || keys.contains(.range(4)) || keys.contains(.default) {
      answer = specAnswer(context, preferences: Preferences(code: 401, example: nil, dynamic: false))
    } else {
      answer = problem(
        context.request, operation: operation, status: 401, type: "unauthorized", title: "Credentials required",
        detail: "\(operation.method.token) \(operation.path) (\(operation.name)) requires "
          + "credentials (its security requirements); the request carries none of them")
    }
    if answer.headers[.wwwAuthenticate] == nil { answer.headers[.wwwAuthenticate] = "Bearer realm=\"apigen-mock\"" }
    answer.source = "no credentials"
    return answer
  }

  /// The status a bad request is answered with: 400, else 422, else a documented `4XX` or `default` (as 400), else
  /// another documented client error that says the request was refused; nil when the operation documents none.
  /// A 404 answers only problems in the path (`pathOnly`), and a 401 none: clients act on both (drop what they
  /// cached, sign in again), so neither may stand for a bad query or body.
  static func clientErrorStatus(of operation: Operation, pathOnly: Bool) -> Int? {
    let keys = operation.responses.map(\.key)
    for code in [400, 422] where keys.contains(.status(code)) { return code }
    if keys.contains(.range(4)) || keys.contains(.default) { return 400 }
    let refusals = [409, 403, 415, 406, 405, 428, 429]
    return ((pathOnly ? [404] : []) + refusals).first { keys.contains(.status($0)) }
  }

  /// Each operation's answer to a request whose query, headers, cookies or body break the spec: the documented
  /// status chosen as above, or nil where the mock answers with its own 400 problem+json. `apigen mock
  /// --print-refusals` prints these, so that what judges the mock (the contract step's summary) reads its rule
  /// rather than restating it.
  package var refusals: [(method: String, path: String, status: Int?)] {
    operations.map { ($0.method.token, $0.path, Self.clientErrorStatus(of: $0, pathOnly: false)) }
  }

  /// The documented error body with its `message` (or `detail`, `title`) text replaced by what is wrong, when the
  /// body is a JSON object with such a string and stays valid for its schema.
  private func explained(_ answer: MockAnswer, detail: String, operation: Operation) -> [UInt8]? {
    guard let contentType = answer.headers[.contentType], isJSON(contentType),
      case .object(var fields, let keys)? = try? JSONValue.parseJSON(answer.body),
      let key = ["message", "detail", "title"].first(where: { fields[$0]?.stringValue != nil }),
      let entry = AnswerChecker.documentedEntry(for: answer.status.code, in: operation),
      let response = spec.resolve(entry.response),
      let schema = MediaRange.bestMatch(for: contentType, in: response.content)?.1.schema
    else { return nil }
    fields[key] = .string(detail)
    let explained = JSONValue.object(fields, keys: keys)
    guard SchemaValidator(spec: spec).violations(of: explained, against: schema).isEmpty else { return nil }
    return Array(explained.jsonText.utf8)
  }

  /// Printable ASCII only (a request's own bytes may be anything), at most 2,000 characters.
  private static func headerText(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars.prefix(2000) {
      result += (0x20..<0x7F).contains(scalar.value) ? String(scalar) : "?"
    }
    return result
  }

  func problem(
    _ request: MockRequest, operation: Operation?, status: Int, type: String, title: String, detail: String,
    extra: [(String, JSONValue)] = []
  ) -> MockAnswer {
    var fields: [String: JSONValue] = [
      "type": .string("urn:apigen:mock:" + type), "title": .string(title), "status": .int(status),
      "detail": .string(detail),
    ]
    var keys = ["type", "title", "status", "detail"]
    if let operation {
      fields["operation"] = .string(operation.name)
      keys.append("operation")
    }
    for (key, value) in extra {
      fields[key] = value
      keys.append(key)
    }
    var answer = MockAnswer(
      status: HTTPResponse.Status(code: status), body: Array(JSONValue.object(fields, keys: keys).jsonText.utf8),
      operation: operation?.name, source: type)
    answer.headers[.contentType] = "application/problem+json"
    return answer
  }
}
