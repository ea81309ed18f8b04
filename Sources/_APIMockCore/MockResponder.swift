import HTTPTypes
import Synchronization
import _APIGenOpenAPI
import _APIGenYAML

/// The mock's answers, with no I/O: routes a request to its operation, checks it against the spec, and answers
/// from an overlay, the documented example, or a value made from the schema. `MockServer` puts it on a socket.
public struct MockResponder: Sendable {
  package let spec: Spec
  /// Whether requests are checked against the spec (the operation's documented client error, or 400 with a
  /// problem+json body, when they break it).
  public var validatesRequests = true
  /// Whether a request without the credentials its operation requires is answered 401 (`apigen mock --no-auth`
  /// turns it off).
  public var checksCredentials = true
  private let credentials: CredentialCheck
  let operations: [Operation]
  let routes: RouteTable
  private let basePaths: [String]
  private let serverOrigins: [String]
  private let overlays: [Int: [(file: String, answer: MockOverlay.Answer)]]
  private let handlers: [Int: MockHandler]
  private let requestValidator: RequestValidator
  private let answerValidator: SchemaValidator
  private let values: MockValues
  /// Documented answers made so far: examples are checked against their schemas, values made up and headers
  /// written once per answer.
  private let madeAnswers = AnswerCache()

  /// - Parameters:
  ///   - spec: The loaded spec; one with errors is refused.
  ///   - overlays: pinned answers; one naming an operation or route the spec does not have is an error.
  ///   - handlers: answers written in code, by operation name (tried before the overlays).
  ///   - seed: the made-up values' seed (same seed, same answers).
  package init(
    spec: Spec, overlays: [MockOverlay] = [], handlers: [String: MockHandler] = [:], seed: UInt64 = 1
  ) throws(MockSetupError) {
    if spec.hasErrors {
      throw MockSetupError(
        (["the spec has errors:"] + spec.errors.prefix(20).map { "\($0)" }).joined(separator: "\n"))
    }
    self.spec = spec
    operations = spec.document.operations
    routes = RouteTable(operations: operations)
    let servers = spec.document.servers.map(\.resolvedURL)
    serverOrigins = servers.compactMap(ServerURL.origin).filter { !$0.isEmpty }
    basePaths = Set(servers.map(ServerURL.path)).filter { !$0.isEmpty && $0 != "/" }.sorted { $0.count > $1.count }
    requestValidator = RequestValidator(spec: spec)
    credentials = CredentialCheck(spec: spec)
    answerValidator = SchemaValidator(spec: spec, direction: .response)
    values = MockValues(spec: spec, seed: seed)
    var byOperation: [Int: [(file: String, answer: MockOverlay.Answer)]] = [:]
    for overlay in overlays {
      let index = try Self.operationIndex(for: overlay, in: operations)
      byOperation[index, default: []] += overlay.answers.map { (overlay.file, $0) }
    }
    self.overlays = byOperation
    var handlersByOperation: [Int: MockHandler] = [:]
    for (name, handler) in handlers {
      guard let index = operations.firstIndex(where: { $0.name == name }) else {
        throw MockSetupError("a handler names the operation '\(name)', which the spec does not have")
      }
      handlersByOperation[index] = handler
    }
    self.handlers = handlersByOperation
  }

  /// The number of operations served.
  public var operationCount: Int { operations.count }

  public func answer(_ request: MockRequest) -> MockAnswer {
    let (rawPath, rawQuery) = Self.split(request.target)
    let query = QueryString.pairs(rawQuery)
    let method = HTTPMethod(token: request.method.rawValue)
    var match: RouteTable.Match?
    for path in candidatePaths(rawPath) {
      match = routes.match(method, path: path)
      if match != nil { break }
    }
    guard let match else { return noRoute(request, path: rawPath) }
    let operation = operations[match.operation]
    let origin = request.authority.map { "http://" + $0 } ?? ""
    let context = AnswerContext(
      operationIndex: match.operation, operation: operation, pathParameters: match.parameters, query: query,
      origin: origin, request: request)
    if checksCredentials, !credentials.isSatisfied(operation, request: request, query: query) {
      return unauthorized(context)
    }
    if validatesRequests {
      let problems = requestValidator.problems(
        request, operation: operation, pathParameters: match.parameters, query: query)
      if !problems.isEmpty { return invalid(context, problems: problems) }
    }
    if let handler = handlers[match.operation] {
      let call = MockCall(
        operation: operation.name, request: request, pathParameters: match.parameters,
        query: query.map { (name: $0.0, value: $0.1) }, baseURL: origin)
      if let reply = handler(call) {
        var answer = MockAnswer(
          status: HTTPResponse.Status(code: reply.status), body: reply.body, operation: operation.name,
          source: "handler")
        for (name, value) in reply.headers {
          if let field = HTTPField.Name(name) { answer.headers.append(HTTPField(name: field, value: value)) }
        }
        return answer
      }
    }
    let preferences = Preferences(request.headers[.prefer])
    if let pinned = overlayAnswer(match.operation, context: context, preferences: preferences) { return pinned }
    return specAnswer(context, preferences: preferences)
  }

  // MARK: Routing

  private static func split(_ target: String) -> (Substring, Substring) {
    var target = target[...]
    // An absolute-form target (`http://host/path`) is read for its path.
    if target.hasPrefix("http://") || target.hasPrefix("https://") {
      let afterScheme = target[target.index(target.firstIndex(of: ":")!, offsetBy: 3)...]
      target = afterScheme[(afterScheme.firstIndex(of: "/") ?? afterScheme.endIndex)...]
    }
    let withoutFragment = target[..<(target.firstIndex(of: "#") ?? target.endIndex)]
    guard let mark = withoutFragment.firstIndex(of: "?") else { return (withoutFragment, "") }
    return (withoutFragment[..<mark], withoutFragment[withoutFragment.index(after: mark)...])
  }

  /// The path with each server's base path taken off (`/v1/pets` for a server `https://x/v1`), then as sent.
  func candidatePaths(_ path: Substring) -> [Substring] {
    var paths: [Substring] = []
    for base in basePaths where path.hasPrefix(base) {
      let rest = path.dropFirst(base.count)
      if rest.isEmpty || rest.hasPrefix("/") { paths.append(rest.isEmpty ? "/" : rest) }
    }
    paths.append(path)
    return paths
  }

  private static func operationIndex(
    for overlay: MockOverlay, in operations: [Operation]
  ) throws(MockSetupError) -> Int {
    switch overlay.target {
    case .route(let method, let path):
      if let index = operations.firstIndex(where: { $0.method == method && $0.path == path }) { return index }
      throw MockSetupError(
        "\(overlay.file): the spec has no operation \(method.token) \(path)")
    case .operation(let name):
      if let index = operations.firstIndex(where: { $0.name == name }) { return index }
      let folded = Self.fold(name)
      let similar = operations.indices.filter { Self.fold(operations[$0].name) == folded }
      if similar.count == 1 { return similar[0] }
      throw MockSetupError("\(overlay.file): the spec has no operation '\(name)'")
    }
  }

  /// `repos/get`, `repos-get` and `Repos_Get` alike: file names cannot hold a `/`.
  private static func fold(_ name: String) -> String {
    String(name.lowercased().unicodeScalars.filter { CharacterSetASCII.isAlphanumeric($0) })
  }

  // MARK: Answers

  struct AnswerContext {
    var operationIndex: Int
    var operation: Operation
    var pathParameters: [String: String]
    var query: [(String, String)]
    var origin: String
    var request: MockRequest
  }

  private func overlayAnswer(
    _ index: Int, context: AnswerContext, preferences: Preferences
  ) -> MockAnswer? {
    guard let answers = overlays[index] else { return nil }
    for (file, answer) in answers where answer.when.matches(context) {
      if let code = preferences.code, (answer.status ?? successStatus(context.operation)) != code { continue }
      let fileName = file.split(separator: "/").last.map(String.init) ?? file
      let status = answer.status ?? successStatus(context.operation)
      let expander = Placeholders(context: context)
      var result: MockAnswer
      if let example = answer.example {
        result = specAnswer(context, preferences: Preferences(code: status, example: example, dynamic: false))
        // A name the spec lacks is the overlay's mistake: its problem answer says so.
        if result.status.code != status { return result }
      } else {
        result = MockAnswer(status: HTTPResponse.Status(code: status), operation: context.operation.name, source: "")
        switch answer.body {
        case .json(let value)?:
          result.body = Array(expander.expand(value).jsonText.utf8)
          result.headers[.contentType] = "application/json; charset=utf-8"
        case .text(let text)?:
          result.body = Array(expander.expand(text).utf8)
          result.headers[.contentType] = "text/plain; charset=utf-8"
        case nil:
          let documented = specAnswer(context, preferences: Preferences(code: status, example: nil, dynamic: false))
          if documented.status.code == status { result = documented }
        }
      }
      for (name, value) in answer.headers {
        guard let field = HTTPField.Name(name) else { continue }
        result.headers[field] = expander.expand(value)
      }
      result.source = "overlay \(fileName)#\(answer.index)"
      result.delay = answer.delay
      if answer.closesMidBody { result.closeAfterBodyBytes = result.body.count / 2 }
      return result
    }
    return nil
  }

  private func successStatus(_ operation: Operation) -> Int {
    for entry in operation.responses where entry.key.isSuccess {
      switch entry.key {
      case .status(let code): return code
      default: return 200
      }
    }
    return 200
  }

  func specAnswer(_ context: AnswerContext, preferences: Preferences) -> MockAnswer {
    let operation = context.operation
    guard let (status, entry) = chooseResponse(operation, code: preferences.code) else {
      let documented = operation.responses.map(\.key.description).joined(separator: ", ")
      return problem(
        context.request, operation: operation, status: 400, type: "unsatisfiable-preference",
        title: "The preferred answer is not documented",
        detail: "Prefer asks for status \(preferences.code ?? 0); the operation documents \(documented)")
    }
    guard let response = spec.resolve(entry.response) else {
      return MockAnswer(status: HTTPResponse.Status(code: status), operation: operation.name, source: "spec")
    }
    var choice: (mediaType: String, media: MediaType)?
    if !response.content.isEmpty {
      guard let chosen = MediaRange.choose(accept: context.request.headers[.accept], from: response.content) else {
        return problem(
          context.request, operation: operation, status: 406, type: "not-acceptable",
          title: "No documented answer has an acceptable media type",
          detail: "Accept: \(context.request.headers[.accept] ?? ""); the answer is documented as "
            + response.content.keys.joined(separator: ", "))
      }
      choice = chosen
    }
    let key = AnswerKey(
      operation: context.operationIndex, status: status, mediaType: choice?.mediaType ?? "",
      example: preferences.example, dynamic: preferences.dynamic)
    let made: MadeAnswer
    if let cached = madeAnswers.table.withLock({ $0[key] }) {
      made = cached
    } else {
      switch makeAnswer(response, choice, status: status, preferences: preferences) {
      case .success(let answer): made = answer
      case .failure(let unknownExample):
        let names = choice?.media.examples.keys ?? []
        return problem(
          context.request, operation: operation, status: 400, type: "unsatisfiable-preference",
          title: "The preferred example is not documented",
          detail:
            "Prefer asks for example '\(unknownExample.name)'; the \(status) \(choice?.mediaType ?? "") answer has "
            + (names.isEmpty ? "no named examples" : "examples " + names.joined(separator: ", ")))
      }
      madeAnswers.table.withLock { $0[key] = made }
    }
    var answer = MockAnswer(
      status: HTTPResponse.Status(code: status), body: made.body, operation: operation.name, source: made.source)
    for (field, text) in made.headers { answer.headers[field] = rewriteOrigins(text, to: context.origin) }
    return answer
  }

  /// A documented answer's body and headers, the same for every request with the same key (examples are fixed,
  /// made-up values seeded): made once, then kept.
  private func makeAnswer(
    _ response: Response, _ choice: (mediaType: String, media: MediaType)?, status: Int, preferences: Preferences
  ) -> Result<MadeAnswer, UnknownExample> {
    var made = MadeAnswer(body: [], source: "no content", headers: [])
    if let (mediaType, media) = choice, let (text, source) = serializedExample(media, mediaType, preferences) {
      made.body = Array(text.utf8)
      made.source = source
      made.headers.append((.contentType, Self.concreteType(mediaType)))
    } else if let (mediaType, media) = choice {
      let value: JSONValue
      if let name = preferences.example {
        guard let example = media.examples[name].flatMap(spec.resolve), let node = example.value else {
          return .failure(UnknownExample(name: name))
        }
        value = JSONValue(node)
        made.source = "example \"\(name)\""
      } else if let example = documentedExample(media, mediaType: mediaType, preferences: preferences) {
        value = example
        made.source = "example"
      } else if let schema = media.schema ?? media.itemSchema {
        value = values.value(for: schema)
        made.source = "schema"
      } else {
        value = .string("")
        made.source = "empty"
      }
      if MediaRange.essence(mediaType) == "multipart/form-data" {
        made.body = MultipartAnswer.body(value, encoding: media.encoding)
        made.headers.append((.contentType, MultipartAnswer.contentType(mediaType)))
      } else {
        made.body = Self.encode(value, as: mediaType)
        made.headers.append((.contentType, Self.concreteType(mediaType)))
      }
    }
    for (name, header) in response.headers {
      let lowered = name.lowercased()
      guard !["content-type", "content-length", "transfer-encoding", "connection"].contains(lowered),
        let field = HTTPField.Name(name), let header = spec.resolve(header),
        let text = headerText(header)
      else { continue }
      made.headers.append((field, text))
    }
    return .success(made)
  }

  /// An OpenAPI 3.2 example given only as it is sent (`serializedValue`, no `dataValue` or `value`), sent as
  /// written: the example Prefer names (whatever it holds, as a named `value` is), else the first of `examples` when
  /// no `example` comes before it, if it reads as JSON that meets the schema where the type is JSON. A multipart one
  /// is not used (its boundary is not known).
  private func serializedExample(_ media: MediaType, _ mediaType: String, _ preferences: Preferences) -> (
    text: String, source: String
  )? {
    guard !preferences.dynamic, !MediaRange.essence(mediaType).hasPrefix("multipart/") else { return nil }
    let named: (String, Example)?
    if let name = preferences.example {
      named = media.examples[name].flatMap(spec.resolve).map { (name, $0) }
    } else if media.example == nil {
      named =
        media.examples.lazy.compactMap { entry in
          self.spec.resolve(entry.value).flatMap {
            $0.value != nil || $0.serializedValue != nil ? (entry.key, $0) : nil
          }
        }.first
    } else {
      named = nil
    }
    guard let (name, example) = named, example.value == nil, let text = example.serializedValue else { return nil }
    if isJSON(mediaType), preferences.example == nil {
      guard let value = try? JSONValue.parseJSON(Array(text.utf8)) else { return nil }
      if let schema = media.schema, !answerValidator.violations(of: value, against: schema).isEmpty { return nil }
    }
    return (text, "example \"\(name)\" as serialized")
  }

  /// The media type's example (`example`, else its first of `examples`) unless Prefer asks for a made-up value or
  /// the example breaks the documented schema (the SDK could not decode it; a value made from the schema can be).
  private func documentedExample(_ media: MediaType, mediaType: String, preferences: Preferences) -> JSONValue? {
    guard !preferences.dynamic,
      let node = media.example ?? media.examples.lazy.compactMap({ self.spec.resolve($0.value)?.value }).first
    else { return nil }
    let example = JSONValue(node)
    if let schema = media.schema, isJSON(mediaType), !answerValidator.violations(of: example, against: schema).isEmpty {
      return nil
    }
    return example
  }

  /// The response for `code` (exact, then its `NXX` range, then `default`), else the first success, else the first
  /// documented one; with its status.
  private func chooseResponse(_ operation: Operation, code: Int?) -> (Int, ResponseEntry)? {
    let responses = operation.responses
    if let code { return AnswerChecker.documentedEntry(for: code, in: operation).map { (code, $0) } }
    func status(_ key: ResponseKey) -> Int {
      switch key {
      case .status(let code): code
      case .range(let digit): digit * 100
      case .default: 200
      }
    }
    if let entry = responses.first(where: { $0.key.isSuccess }) { return (status(entry.key), entry) }
    if let entry = responses.first(where: { $0.key != .default }) { return (status(entry.key), entry) }
    if let entry = responses.first { return (200, entry) }
    return (200, ResponseEntry(key: .status(200), response: .value(Response())))
  }

  private func headerText(_ header: Header) -> String? {
    let value: JSONValue?
    if let example = header.example ?? header.examples.values.lazy.compactMap({ self.spec.resolve($0)?.value }).first {
      value = JSONValue(example)
    } else if let schema = header.schema ?? header.content?.first?.value.schema {
      guard header.required || spec.resolve(schema).map({ !$0.types.contains(.object) }) == true else { return nil }
      value = values.value(for: schema)
    } else {
      value = nil
    }
    switch value {
    case .string(let text)?: return text
    case .int(let number)?: return String(number)
    case .double(let number)?: return String(number)
    case .bool(let flag)?: return String(flag)
    case .array(let items)?: return items.map { $0.stringValue ?? $0.jsonText }.joined(separator: ",")
    default: return nil
    }
  }

  /// Absolute URLs on one of the spec's servers point at the mock instead (a `Link` header's next page).
  private func rewriteOrigins(_ text: String, to origin: String) -> String {
    guard !origin.isEmpty else { return text }
    var text = text
    for server in serverOrigins where text.contains(server) {
      text = text.replacingOccurrences(of: server, with: origin)
    }
    return text
  }

  private static func encode(_ value: JSONValue, as mediaType: String) -> [UInt8] {
    if !isJSON(mediaType), case .string(let text) = value { return Array(text.utf8) }
    return Array(value.jsonText.utf8)
  }

  /// A media type to send: wildcard keys (`*/*`, `text/*`) become a concrete type.
  private static func concreteType(_ mediaType: String) -> String {
    switch MediaRange.essence(mediaType) {
    case "*/*": "application/octet-stream"
    case let range where range.hasSuffix("/*"): range.dropLast(2) == "text" ? "text/plain" : "application/octet-stream"
    default: mediaType
    }
  }
}

/// Which documented answer: the same key always makes the same body and headers.
private struct AnswerKey: Hashable {
  var operation: Int
  var status: Int
  var mediaType: String
  var example: String?
  var dynamic: Bool
}

/// A documented answer as made once: body, where it came from, and its headers before spec-server URLs in them are
/// pointed at the mock.
private struct MadeAnswer: Sendable {
  var body: [UInt8]
  var source: String
  var headers: [(HTTPField.Name, String)]
}

private struct UnknownExample: Error {
  var name: String
}

private final class AnswerCache: Sendable {
  let table = Mutex<[AnswerKey: MadeAnswer]>([:])
}
