import HTTPTypes
import _APIGenOpenAPI
import _APIMockCore

/// An OpenAPI runtime expression (`$response.body#/id`, `$request.path.owner`, `$statusCode`): what a link's
/// parameter takes from one exchange, evaluated against the request `apigen verify` sent and the answer it got.
struct RuntimeExpression: Sendable, Equatable {
  enum Source: Sendable, Equatable {
    case url, method, statusCode
    case requestHeader(String)
    case requestQuery(String)
    case requestPath(String)
    case requestBody(pointer: [String])
    case responseHeader(String)
    case responseBody(pointer: [String])
  }

  var source: Source

  /// Reads `text` by the specification's grammar; nil when it is not an expression.
  init?(_ text: String) {
    switch text {
    case "$url": source = .url
    case "$method": source = .method
    case "$statusCode": source = .statusCode
    default:
      for (prefix, isRequest) in [("$request.", true), ("$response.", false)] where text.hasPrefix(prefix) {
        guard let source = Self.source(String(text.dropFirst(prefix.count)), isRequest: isRequest) else { return nil }
        self.source = source
        return
      }
      return nil
    }
  }

  private static func source(_ text: String, isRequest: Bool) -> Source? {
    if text == "body" || text.hasPrefix("body#") {
      guard let pointer = Self.pointer(String(text.dropFirst(4))) else { return nil }
      return isRequest ? .requestBody(pointer: pointer) : .responseBody(pointer: pointer)
    }
    guard let dot = text.firstIndex(of: "."), text.index(after: dot) < text.endIndex else { return nil }
    let name = String(text[text.index(after: dot)...])
    switch (text[..<dot], isRequest) {
    case ("header", true): return .requestHeader(name)
    case ("header", false): return .responseHeader(name)
    case ("query", true): return .requestQuery(name)
    case ("path", true): return .requestPath(name)
    default: return nil
    }
  }

  /// The reference tokens of `#/a/b~1c` (RFC 6901's fragment form); empty for the whole body.
  private static func pointer(_ fragment: String) -> [String]? {
    guard !fragment.isEmpty else { return [] }
    guard fragment.hasPrefix("#") else { return nil }
    return JSONPointer.decode(String(fragment.dropFirst()))
  }

  /// The value in one exchange; nil when it has none (a header not sent, a pointer into nothing).
  func value(in exchange: Exchange) -> JSONValue? {
    switch source {
    case .url: return .string(exchange.url)
    case .method: return .string(exchange.request.method.rawValue)
    case .statusCode: return .int(exchange.answer.status)
    case .requestHeader(let name):
      return HTTPField.Name(name).flatMap { exchange.request.headers[$0] }.map(JSONValue.string)
    case .responseHeader(let name):
      return HTTPField.Name(name).flatMap { exchange.answer.headers[$0] }.map(JSONValue.string)
    case .requestQuery(let name):
      return exchange.queryItems.last { $0.name == name }.map { .string($0.value) }
    case .requestPath(let name):
      return exchange.pathParameters[name].map(JSONValue.string)
    case .requestBody(let pointer):
      return (try? JSONValue.parseJSON(exchange.request.body)).flatMap { Self.follow(pointer, in: $0) }
    case .responseBody(let pointer):
      return (try? JSONValue.parseJSON(exchange.answer.body)).flatMap { Self.follow(pointer, in: $0) }
    }
  }

  private static func follow(_ pointer: [String], in value: JSONValue) -> JSONValue? {
    var current = value
    for token in pointer {
      switch current {
      case .object(let fields, _):
        guard let next = fields[token] else { return nil }
        current = next
      case .array(let items):
        guard let index = Int(token), items.indices.contains(index) else { return nil }
        current = items[index]
      default:
        return nil
      }
    }
    return current
  }

  /// A link's value: an expression (`$response.body#/id`), a string with expressions in braces
  /// (`repos/{$request.path.owner}`), or a constant. Nil when an expression in it finds nothing.
  static func evaluate(_ written: JSONValue, in exchange: Exchange) -> JSONValue? {
    guard case .string(let text) = written else { return written }
    if let expression = RuntimeExpression(text) { return expression.value(in: exchange) }
    guard text.contains("{$") else { return written }
    var result = ""
    var rest = Substring(text)
    while let open = rest.range(of: "{$") {
      result += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].firstIndex(of: "}"),
        let expression = RuntimeExpression(String(rest[rest.index(after: open.lowerBound)..<close]))
      else { return written }
      guard let value = expression.value(in: exchange) else { return nil }
      result += SampleRequests.text(value)
      rest = rest[rest.index(after: close)...]
    }
    return .string(result + rest)
  }
}

/// One request `apigen verify` sent and the answer it ended with, as runtime expressions read them.
struct Exchange: Sendable {
  var operation: _APIGenOpenAPI.Operation
  var request: MockRequest
  var answer: ReceivedAnswer
  /// The request's absolute URL.
  var url: String

  var queryItems: [(name: String, value: String)] {
    guard let query = request.target.split(separator: "?", maxSplits: 1).dropFirst().first else { return [] }
    return QueryString.pairs(query).map { (name: $0.0, value: $0.1) }
  }

  /// The path's parameters, as the mock's router reads them from the operation's template: the target ends with
  /// the template filled in, after any base path.
  var pathParameters: [String: String] {
    let path = request.target.split(separator: "?", maxSplits: 1).first ?? ""
    let depth = operation.path.split(separator: "/").count
    let tail = path.split(separator: "/", omittingEmptySubsequences: false).suffix(depth).joined(separator: "/")
    return RouteTable.parameters(of: Substring(tail), in: operation) ?? [:]
  }
}
