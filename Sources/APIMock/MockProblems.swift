import HTTPTypes
import OpenAPI
import YAML

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
          + allowed.map { $0.rawValue.uppercased() }.joined(separator: ", ") + " on this path")
      answer.headers[.allow] = allowed.map { $0.rawValue.uppercased() }.joined(separator: ", ")
      return answer
    }
    return problem(
      request, operation: nil, status: 404, type: "no-route", title: "No operation matches",
      detail: "\(request.method.rawValue) \(path) matches no path of \(spec.rootFile)")
  }

  func invalid(_ request: MockRequest, operation: Operation, problems: [RequestProblem]) -> MockAnswer {
    let errors: [JSONValue] = problems.map { problem in
      var fields: [String: JSONValue] = ["in": .string(problem.location), "message": .string(problem.message)]
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
    var answer = problem(
      request, operation: operation, status: 400, type: "invalid-request",
      title: "The request does not match the spec",
      detail: "\(operation.method.rawValue.uppercased()) \(operation.path) (\(operation.name)): "
        + problems.map(\.description).joined(separator: "; "),
      extra: [("errors", .array(errors))])
    answer.source = "invalid request"
    return answer
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
