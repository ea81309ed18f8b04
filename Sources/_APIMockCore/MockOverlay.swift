import Foundation
import _APIGenOpenAPI

/// Answers a team pins for one operation, read from a JSON file of a `--data` folder. A file names its operation
/// by `"operation": "repos/get"` (its operationId), or by `"route": "GET /repos/{owner}/{repo}"`, or else by its
/// own name (`repos-get.json` or `repos_get.json` -> `repos-get` / `repos_get`, matched against operationIds), and
/// holds `"answers"`: a list tried in order, the first whose `when` matches is sent.
///
/// ```json
/// {
///   "operation": "search/repos",
///   "answers": [
///     {"when": {"query": {"q": "ratelimit"}}, "status": 403,
///      "headers": {"x-ratelimit-remaining": "0"}, "body": {"message": "API rate limit exceeded"}},
///     {"when": {"query": {"q": "slow"}}, "delay": 2},
///     {"when": {"query": {"q": "cut"}}, "fault": "close"},
///     {"body": {"total_count": 0, "incomplete_results": false, "items": []},
///      "headers": {"Link": "<{{baseURL}}/search/repositories?q={{query.q}}&page=2>; rel=\"next\""}}
///   ]
/// }
/// ```
///
/// An answer has any of: `when` (`path`, `query`, `headers`: names to exact values; all must match), `status`
/// (default: the operation's first success), `headers`, `body` (JSON) or `text` (sent as written), `example` (a
/// named example of the spec instead of a body), `delay` (seconds before answering) and `fault` (`"close"`: the
/// connection is closed halfway through the body). Strings in headers, `text` and `body` may use
/// `{{baseURL}}` (the mock's own address), `{{path.NAME}}` and `{{query.NAME}}`.
public struct MockOverlay: Sendable {
  package enum Target: Sendable, Hashable {
    case operation(String)
    case route(HTTPMethod, String)
  }

  package var file: String
  package var target: Target
  package var answers: [Answer]

  package struct Answer: Sendable {
    package var when = Conditions()
    package var status: Int?
    package var headers: [(name: String, value: String)] = []
    package var body: Body?
    package var example: String?
    package var delay: Duration?
    package var closesMidBody = false
    /// The answer's index in its file, for the log (`overlay search.json#2`).
    package var index = 0
  }

  package enum Body: Sendable {
    case json(JSONValue)
    case text(String)
  }

  package struct Conditions: Sendable {
    package var path: [String: String] = [:]
    package var query: [String: String] = [:]
    package var headers: [String: String] = [:]
  }

  /// Reads every `*.json` file of `folder` (sorted by name), each an overlay or a list of overlays.
  public static func load(folder: URL) throws(MockSetupError) -> [MockOverlay] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
    } catch {
      throw MockSetupError("cannot read the overlay folder \(folder.path): \(error.localizedDescription)")
    }
    var overlays: [MockOverlay] = []
    for name in names {
      let url = folder.appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw MockSetupError("\(url.path): cannot read the file")
      }
      overlays += try parse(Array(data), file: url.path)
    }
    return overlays
  }

  /// Parses one overlay file's text.
  public static func parse(_ bytes: [UInt8], file: String) throws(MockSetupError) -> [MockOverlay] {
    let document: JSONValue
    do {
      document = try JSONValue.parseJSON(bytes)
    } catch {
      throw MockSetupError("\(file):\(error.line):\(error.column): not JSON: \(error.message)")
    }
    switch document {
    case .array(let items):
      var overlays: [MockOverlay] = []
      for (index, item) in items.enumerated() { overlays.append(try overlay(item, file: file, place: "[\(index)]")) }
      return overlays
    default:
      return [try overlay(document, file: file, place: "")]
    }
  }

  private static func overlay(_ value: JSONValue, file: String, place: String) throws(MockSetupError) -> MockOverlay {
    guard case .object(let fields, _) = value else { throw MockSetupError("\(file)\(place): expected an object") }
    func fail(_ message: String) -> MockSetupError { MockSetupError("\(file)\(place): \(message)") }
    let target: Target
    if let route = fields["route"] {
      guard let text = route.stringValue else { throw fail("\"route\" must be a string like \"GET /pets/{id}\"") }
      let parts = text.split(separator: " ", maxSplits: 1)
      guard parts.count == 2, let method = HTTPMethod(routeWord: String(parts[0])), parts[1].hasPrefix("/") else {
        throw fail("\"route\" must be a method and a path template, like \"GET /pets/{id}\"; found \"\(text)\"")
      }
      target = .route(method, String(parts[1]))
    } else if let operation = fields["operation"] {
      guard let name = operation.stringValue, !name.isEmpty else { throw fail("\"operation\" must be a string") }
      target = .operation(name)
    } else {
      target = .operation(String(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent))
    }
    let answerValues: [JSONValue]
    switch fields["answers"] {
    case .array(let items)?: answerValues = items
    case nil: answerValues = [value]
    default: throw fail("\"answers\" must be a list")
    }
    var answers: [Answer] = []
    for (index, item) in answerValues.enumerated() {
      answers.append(try answer(item, index: index, fail: { fail("answers[\(index)]: " + $0) }))
    }
    return MockOverlay(file: file, target: target, answers: answers)
  }

  private static func answer(
    _ value: JSONValue, index: Int, fail: (String) -> MockSetupError
  ) throws(MockSetupError) -> Answer {
    guard case .object(let fields, let keys) = value else { throw fail("expected an object") }
    let known: Set = ["when", "status", "headers", "body", "text", "example", "delay", "fault", "operation", "route"]
    if let unknown = keys.first(where: { !known.contains($0) }) {
      throw fail("unknown key \"\(unknown)\" (known: \(known.sorted().joined(separator: ", ")))")
    }
    var answer = Answer(index: index)
    if let when = fields["when"] {
      guard case .object(let conditions, let names) = when else { throw fail("\"when\" must be an object") }
      for name in names {
        let table = try strings(conditions[name]!, fail: { fail("when.\(name): " + $0) })
        switch name {
        case "path": answer.when.path = Dictionary(table, uniquingKeysWith: { $1 })
        case "query": answer.when.query = Dictionary(table, uniquingKeysWith: { $1 })
        case "headers": answer.when.headers = Dictionary(table.map { ($0.lowercased(), $1) }, uniquingKeysWith: { $1 })
        default: throw fail("\"when\" takes path, query and headers; found \"\(name)\"")
        }
      }
    }
    if let status = fields["status"] {
      guard case .int(let code) = status, (100...599).contains(code) else { throw fail("\"status\" must be 100...599") }
      answer.status = code
    }
    if let headers = fields["headers"] {
      answer.headers = try strings(headers, fail: { fail("headers: " + $0) })
    }
    if let body = fields["body"] { answer.body = .json(body) }
    if let text = fields["text"] {
      guard let string = text.stringValue else { throw fail("\"text\" must be a string") }
      if answer.body != nil { throw fail("give \"body\" or \"text\", not both") }
      answer.body = .text(string)
    }
    if let example = fields["example"] {
      guard let name = example.stringValue else { throw fail("\"example\" must be a string") }
      answer.example = name
    }
    if let delay = fields["delay"] {
      let seconds: Double
      switch delay {
      case .int(let value): seconds = Double(value)
      case .double(let value): seconds = value
      default: throw fail("\"delay\" must be a number of seconds")
      }
      guard seconds >= 0, seconds <= 600 else { throw fail("\"delay\" must be 0...600 seconds") }
      answer.delay = .milliseconds(Int((seconds * 1000).rounded()))
    }
    if let fault = fields["fault"] {
      guard fault.stringValue == "close" else { throw fail("\"fault\" can only be \"close\"") }
      answer.closesMidBody = true
    }
    return answer
  }

  /// An object of strings (numbers and booleans are written as text).
  private static func strings(
    _ value: JSONValue, fail: (String) -> MockSetupError
  ) throws(MockSetupError) -> [(String, String)] {
    guard case .object(let fields, let keys) = value else { throw fail("expected an object of strings") }
    var pairs: [(String, String)] = []
    for key in keys {
      switch fields[key]! {
      case .string(let text): pairs.append((key, text))
      case .int(let number): pairs.append((key, String(number)))
      case .double(let number): pairs.append((key, String(number)))
      case .bool(let flag): pairs.append((key, String(flag)))
      default: throw fail("\"\(key)\" must be a string")
      }
    }
    return pairs
  }
}

/// The mock cannot start: a spec with errors, an unreadable or wrong overlay, a port in use.
public struct MockSetupError: Error, Sendable, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}

extension HTTPMethod {
  /// The method a mock overlay's `route` names: a path item field in any case (`get`, `GET`), else an
  /// `additionalOperations` method as it is sent (`PURGE`).
  fileprivate init?(routeWord word: String) {
    if let method = HTTPMethod(fixedField: word.lowercased()) {
      self = method
    } else if HTTPMethod.isToken(word) {
      self = HTTPMethod(token: word)
    } else {
      return nil
    }
  }
}
