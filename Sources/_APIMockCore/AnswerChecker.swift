import HTTPTypes
import _APIGenOpenAPI
import _APIGenYAML

/// An answer as received, for ``AnswerChecker``: status, header fields, and the body read so far.
package struct ReceivedAnswer: Sendable {
  package var status: Int
  package var headers: HTTPFields
  package var body: [UInt8]
  /// False when reading stopped early (an event stream, or a body past the reader's limit): the body is then
  /// not checked against its schema.
  package var bodyIsComplete: Bool

  package init(status: Int, headers: HTTPFields, body: [UInt8], bodyIsComplete: Bool = true) {
    self.status = status
    self.headers = headers
    self.body = body
    self.bodyIsComplete = bodyIsComplete
  }
}

/// Judges an answer against its operation's documented responses: the status documented (exactly, by range or
/// `default`), required headers present and valid, the content type documented for that status, and the body
/// valid against the documented schema, each violation at its schema keyword. `apigen verify` judges live servers
/// with it; the mock's tests judge the mock's own answers with it, so both keep the same rules.
package struct AnswerChecker: Sendable {
  package let spec: Spec
  private let validator: SchemaValidator
  private let text: ParameterText

  package init(spec: Spec) {
    self.spec = spec
    validator = SchemaValidator(spec: spec, direction: .response)
    text = ParameterText(spec: spec)
  }

  /// Everything about `answer` that `operation` does not document, in the order status, headers, body.
  package func findings(
    _ answer: ReceivedAnswer, to operation: Operation, method: HTTPRequest.Method
  ) -> [AnswerFinding] {
    let place = "\(method.rawValue) \(operation.path)"
    guard let entry = Self.documentedEntry(for: answer.status, in: operation) else {
      let documented = operation.responses.map(\.key.description).joined(separator: ", ")
      return [
        AnswerFinding(
          kind: .undocumentedStatus, severity: answer.status >= 500 ? .error : .warning,
          message: "\(place) answered \(answer.status), which the operation does not document"
            + (documented.isEmpty ? "" : " (documented: \(documented))"),
          file: operation.file, mark: operation.responsesMark)
      ]
    }
    guard let response = spec.resolve(entry.response) else { return [] }
    let file = entry.response.reference?.target.file ?? operation.file
    var found = headerFindings(answer, response, file: file, place: place)
    let hasNoBody =
      method == .head || answer.status == 204 || answer.status == 304 || (100..<200).contains(answer.status)
    if !hasNoBody { found += bodyFindings(answer, response, file: file, place: place) }
    return found
  }

  /// The response an answer's status falls under: the exact status, else its range (`4XX`), else `default`.
  package static func documentedEntry(for status: Int, in operation: Operation) -> ResponseEntry? {
    operation.responses.first { $0.key == .status(status) }
      ?? operation.responses.first { $0.key == .range(status / 100) }
      ?? operation.responses.first { $0.key == .default }
  }

  // MARK: Headers

  private func headerFindings(
    _ answer: ReceivedAnswer, _ response: Response, file: String, place: String
  ) -> [AnswerFinding] {
    var found: [AnswerFinding] = []
    for (name, entry) in response.headers {
      // Content-Type is described by `content`, not `headers` (OpenAPI ignores such a header).
      guard name.lowercased() != "content-type", let header = spec.resolve(entry) else { continue }
      let headerFile = entry.reference?.target.file ?? file
      let texts = HTTPField.Name(name).map { answer.headers[values: $0] } ?? []
      guard !texts.isEmpty else {
        if header.required {
          found.append(
            AnswerFinding(
              kind: .missingHeader, severity: .error,
              message: "\(place) answered \(answer.status) without the required header \(name)", file: headerFile,
              mark: header.mark))
        }
        continue
      }
      guard let schema = header.schema else { continue }
      let value = headerValue(texts.joined(separator: ","), schema: schema)
      for violation in validator.violations(of: value, against: schema) {
        found.append(
          AnswerFinding(
            kind: .headerSchema, severity: .error,
            message: "\(place) answered a header \(name) that breaks its schema: \(violation.message)",
            pointer: violation.pointer.isEmpty ? nil : violation.pointer, file: violation.file, mark: violation.mark))
      }
    }
    return found
  }

  /// A header's text as its schema's value: a comma-separated list for an array schema (style `simple`).
  private func headerValue(_ joined: String, schema: Schema) -> JSONValue {
    let types = text.allowedTypes(schema)
    guard types.contains(.array), !types.contains(.string) else { return text.value(joined, schema: schema) }
    let element = spec.resolve(schema)?.arrayElement
    return .array(joined.split(separator: ",").map { text.value($0.trimmingCharacters(in: " "), schema: element) })
  }

  // MARK: Body

  private func bodyFindings(
    _ answer: ReceivedAnswer, _ response: Response, file: String, place: String
  ) -> [AnswerFinding] {
    let documented = response.content.keys.joined(separator: ", ")
    let status = answer.status
    func finding(_ kind: AnswerFinding.Kind, _ severity: AnswerFinding.Severity, _ message: String) -> AnswerFinding {
      AnswerFinding(kind: kind, severity: severity, message: "\(place) \(message)", file: file, mark: response.mark)
    }
    if response.content.isEmpty {
      guard !answer.body.isEmpty else { return [] }
      return [
        finding(
          .undocumentedBody, .warning,
          "answered \(status) with a body of \(answer.body.count) bytes"
            + (answer.headers[.contentType].map { " (\($0))" } ?? "") + "; the spec documents no content")
      ]
    }
    guard !answer.body.isEmpty else {
      return [finding(.missingBody, .error, "answered \(status) without a body; the spec documents \(documented)")]
    }
    guard let contentType = answer.headers[.contentType] else {
      return [
        finding(
          .undocumentedContentType, .error,
          "answered \(status) with a body but no Content-Type (documented: \(documented))")
      ]
    }
    guard let (mediaType, media) = MediaRange.bestMatch(for: contentType, in: response.content) else {
      return [
        finding(
          .undocumentedContentType, .error,
          "answered \(status) as \(MediaRange.essence(contentType)), which the spec does not document for it "
            + "(documented: \(documented))")
      ]
    }
    guard answer.bodyIsComplete, isJSON(mediaType) || isJSON(contentType), let schema = media.schema else {
      return []
    }
    let value: JSONValue
    do {
      value = try JSONValue.parseJSON(answer.body)
    } catch {
      return [finding(.unreadableBody, .error, "answered \(status) with a body that is not JSON: \(error)")]
    }
    return validator.violations(of: value, against: schema).map { violation in
      let whose = violation.pointer.isEmpty ? "a body that" : "a body whose \(violation.pointer)"
      return AnswerFinding(
        kind: .bodySchema, severity: .error,
        message: "\(place) answered \(status) with \(whose) breaks its schema: \(violation.message)",
        pointer: violation.pointer, file: violation.file, mark: violation.mark)
    }
  }
}
