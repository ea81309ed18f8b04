import HTTPTypes
import _APIGenOpenAPI
import _APIGenYAML

/// The part of a request a problem is in: a parameter's location, or the body.
package enum RequestPart: Sendable, Hashable, CustomStringConvertible {
  case parameter(ParameterLocation)
  case body

  /// `path`, `query`, `header`, `cookie` or `body`, as problem+json's `in` field and messages name it.
  package var description: String {
    switch self {
    case .parameter(let location): location.rawValue
    case .body: "body"
    }
  }
}

/// One thing wrong with a request, and the rule in the spec it breaks.
package struct RequestProblem: Sendable, Hashable, CustomStringConvertible {
  package var location: RequestPart
  /// The parameter's name; nil for the body.
  package var name: String?
  /// Where inside the value (a JSON pointer), empty for the value as a whole.
  package var pointer: String
  package var message: String
  /// The spec file and position of the rule broken.
  package var file: String
  package var mark: Mark

  /// `query per_page: expected integer, found string (github.yaml:120:9)`.
  package var description: String {
    let place = [location.description, name.map { $0 + pointer } ?? (pointer.isEmpty ? nil : pointer)].compactMap { $0 }
    return "\(place.joined(separator: " ")): \(message) (\(specLocation))"
  }

  package var specLocation: String { "\(file):\(mark.line):\(mark.column)" }
}

/// Checks a request against its operation: path, query, header and cookie parameters (required, typed by their
/// schemas), and the body (required, content type, and JSON or form bodies against their schemas).
struct RequestValidator: Sendable {
  let spec: Spec
  private let validator: SchemaValidator
  private let text: ParameterText

  init(spec: Spec) {
    self.spec = spec
    validator = SchemaValidator(spec: spec, direction: .request)
    text = ParameterText(spec: spec)
  }

  /// Everything wrong with `request` for `operation`, parameters in the spec's order, then the body.
  func problems(
    _ request: MockRequest, operation: Operation, pathParameters: [String: String], query: [(String, String)]
  ) -> [RequestProblem] {
    var problems: [RequestProblem] = []
    for entry in operation.parameters {
      guard let parameter = spec.resolve(entry) else { continue }
      let file = entry.reference?.target.file ?? operation.file
      check(parameter, file: file, request, pathParameters, query, into: &problems)
    }
    checkBody(request, operation: operation, into: &problems)
    return problems
  }

  // MARK: Parameters

  private func check(
    _ parameter: Parameter, file: String, _ request: MockRequest, _ pathParameters: [String: String],
    _ query: [(String, String)], into problems: inout [RequestProblem]
  ) {
    let location = RequestPart.parameter(parameter.location)
    let texts: [String]
    switch parameter.location {
    case .path:
      texts = pathParameters[parameter.name].map { [$0] } ?? []
    case .query:
      if parameter.style == .deepObject {
        checkDeepObject(parameter, file: file, query, into: &problems)
        return
      }
      texts = query.filter { $0.0 == parameter.name }.map(\.1)
    case .header:
      if parameter.isIgnoredHeader { return }
      texts = HTTPField.Name(parameter.name).map { request.headers[values: $0] } ?? []
    case .cookie:
      texts = cookies(request).filter { $0.0 == parameter.name }.map(\.1)
    case .querystring:
      checkQueryString(parameter, file: file, request, into: &problems)
      return
    }
    guard !texts.isEmpty else {
      if parameter.required || parameter.location == .path {
        problems.append(
          RequestProblem(
            location: location, name: parameter.name, pointer: "",
            message: "the required \(location) parameter '\(parameter.name)' is missing", file: file,
            mark: parameter.mark))
      }
      return
    }
    if let schema = parameter.schema {
      if texts == [""], parameter.allowEmptyValue { return }
      let value = text.value(texts, parameter: parameter)
      report(
        validator.violations(of: value, against: schema), location: location, name: parameter.name, file: file,
        into: &problems)
    } else if let (mediaType, media) = parameter.content?.first, let schema = media.schema,
      isJSON(mediaType)
    {
      do {
        let value = try JSONValue.parseJSON(Array((texts.last ?? "").utf8))
        report(
          validator.violations(of: value, against: schema), location: location, name: parameter.name, file: file,
          into: &problems)
      } catch {
        problems.append(
          RequestProblem(
            location: location, name: parameter.name, pointer: "", message: "not JSON: \(error)", file: file,
            mark: parameter.mark))
      }
    }
  }

  /// An OpenAPI 3.2 `in: querystring` parameter: the whole query string read as its one media type says (a form's
  /// fields, JSON, or text) and checked against that media type's schema.
  private func checkQueryString(
    _ parameter: Parameter, file: String, _ request: MockRequest, into problems: inout [RequestProblem]
  ) {
    let raw = request.target.firstIndex(of: "?").map { request.target[request.target.index(after: $0)...] } ?? ""
    func problem(_ message: String) {
      problems.append(
        RequestProblem(
          location: .parameter(.querystring), name: parameter.name, pointer: "", message: message, file: file,
          mark: parameter.mark))
    }
    guard !raw.isEmpty else {
      if parameter.required { problem("the required query string '\(parameter.name)' is missing") }
      return
    }
    guard let (mediaType, media) = parameter.content?.first, let schema = media.schema else { return }
    let value: JSONValue
    if MediaRange.essence(mediaType) == "application/x-www-form-urlencoded" {
      value = FormFields(spec: spec, text: text).value(
        of: QueryString.pairs(raw), schema: schema, encoding: media.encoding)
    } else if isJSON(mediaType) {
      do {
        value = try JSONValue.parseJSON(Array(percentDecoded(raw).utf8))
      } catch {
        problem("the query string is not JSON: \(error)")
        return
      }
    } else {
      value = .string(percentDecoded(raw))
    }
    report(
      validator.violations(of: value, against: schema), location: .parameter(.querystring), name: parameter.name,
      file: file, into: &problems)
  }

  /// `filter[state]=open&filter[sort]=name` for a deepObject parameter `filter`.
  /// A `deepObject` query parameter (`filter[owner][name]=x`) read as a form body's fields are, at any depth,
  /// each text as the schema at its place says.
  private func checkDeepObject(
    _ parameter: Parameter, file: String, _ query: [(String, String)], into problems: inout [RequestProblem]
  ) {
    // `filter[owner][name]` is the field `owner`, `name` of the parameter's own object.
    let fields: [(path: ArraySlice<String>, text: String)] = query.compactMap { name, value in
      let path = FormFields.path(of: name)
      guard path.count > 1, path[0] == parameter.name else { return nil }
      return (path.dropFirst(), value)
    }
    if fields.isEmpty {
      if parameter.required {
        problems.append(
          RequestProblem(
            location: .parameter(.query), name: parameter.name, pointer: "",
            message: "the required query parameter '\(parameter.name)' is missing", file: file, mark: parameter.mark))
      }
      return
    }
    if let declared = parameter.schema {
      let value = FormFields(spec: spec, text: text).value(of: fields, schema: declared)
      report(
        validator.violations(of: value, against: declared), location: .parameter(.query), name: parameter.name,
        file: file, into: &problems)
    }
  }

  private func cookies(_ request: MockRequest) -> [(String, String)] {
    request.headers[values: .cookie].flatMap { header in
      header.split(separator: ";").compactMap { pair -> (String, String)? in
        let parts = pair.split(separator: "=", maxSplits: 1)
        guard let name = parts.first else { return nil }
        return (
          name.trimmingCharacters(in: " "),
          parts.count > 1 ? percentDecoded(parts[1].trimmingCharacters(in: " ")) : ""
        )
      }
    }
  }

  // MARK: Body

  private func checkBody(_ request: MockRequest, operation: Operation, into problems: inout [RequestProblem]) {
    guard let entry = operation.requestBody, let body = spec.resolve(entry) else { return }
    let file = entry.reference?.target.file ?? operation.file
    func problem(_ message: String, pointer: String = "") {
      problems.append(
        RequestProblem(location: .body, name: nil, pointer: pointer, message: message, file: file, mark: body.mark))
    }
    guard !request.body.isEmpty else {
      if body.required { problem("the request body is required") }
      return
    }
    guard let contentType = request.headers[.contentType] else {
      problem("a body was sent without Content-Type; expected \(body.content.keys.joined(separator: " or "))")
      return
    }
    guard let (mediaType, media) = MediaRange.bestMatch(for: contentType, in: body.content) else {
      problem(
        "the content type \(contentType) is not one the operation accepts (\(body.content.keys.joined(separator: ", ")))"
      )
      return
    }
    guard let schema = media.schema else { return }
    let value: JSONValue
    if isJSON(mediaType) {
      do {
        value = try JSONValue.parseJSON(request.body)
      } catch {
        problem("the body is not JSON: \(error)")
        return
      }
    } else if MediaRange.essence(mediaType) == "application/x-www-form-urlencoded" {
      value = FormFields(spec: spec, text: text).value(
        of: QueryString.pairs(Substring(decoding: request.body, as: UTF8.self)), schema: schema,
        encoding: media.encoding)
    } else if MediaRange.essence(mediaType).hasPrefix("multipart/") {
      let read = MultipartFields.parts(of: request.body, contentType: contentType).flatMap {
        MultipartFields(spec: spec, text: text).value(of: $0, schema: schema, mediaType: mediaType, media: media)
      }
      switch read {
      case .success(let read?): value = read
      case .success(nil): return
      case .failure(let failure):
        problem("the multipart body: \(failure.message)")
        return
      }
    } else {
      return
    }
    report(validator.violations(of: value, against: schema), location: .body, name: nil, file: file, into: &problems)
  }

  private func report(
    _ violations: [SchemaViolation], location: RequestPart, name: String?, file: String,
    into problems: inout [RequestProblem]
  ) {
    for violation in violations {
      problems.append(
        RequestProblem(
          location: location, name: name, pointer: violation.pointer, message: violation.message,
          file: violation.file, mark: violation.mark))
    }
  }
}

func isJSON(_ mediaType: String) -> Bool {
  let essence = MediaRange.essence(mediaType)
  return essence == "application/json" || essence.hasSuffix("+json")
}

/// A query string's `name=value` pairs, percent-decoded (`+` is a space), in order.
package enum QueryString {
  /// A query's `name=value` pairs in order, percent-decoded, `+` read as a space.
  package static func pairs(_ query: Substring) -> [(String, String)] {
    query.split(separator: "&").map { pair in
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return (
        percentDecoded(parts[0], plusIsSpace: true), parts.count > 1 ? percentDecoded(parts[1], plusIsSpace: true) : ""
      )
    }
  }
}
