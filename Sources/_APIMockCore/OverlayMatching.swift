import HTTPTypes
import _APIGenOpenAPI

extension MockOverlay.Conditions {
  func matches(_ context: MockResponder.AnswerContext) -> Bool {
    for (name, value) in path where context.pathParameters[name] != value { return false }
    for (name, value) in query where !context.query.contains(where: { $0.0 == name && $0.1 == value }) {
      return false
    }
    for (name, value) in headers {
      guard let field = HTTPField.Name(name), context.request.headers[values: field].contains(value) else {
        return false
      }
    }
    return true
  }
}

/// `{{baseURL}}`, `{{path.NAME}}` and `{{query.NAME}}` in an overlay's strings.
struct Placeholders {
  let context: MockResponder.AnswerContext

  func expand(_ text: String) -> String {
    guard text.contains("{{") else { return text }
    var result = ""
    var rest = text[...]
    while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
      result += rest[..<open.lowerBound]
      let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: " ")
      result += value(of: name) ?? String(rest[open.lowerBound..<close.upperBound])
      rest = rest[close.upperBound...]
    }
    return result + rest
  }

  func expand(_ value: JSONValue) -> JSONValue {
    switch value {
    case .string(let text): .string(expand(text))
    case .array(let items): .array(items.map(expand))
    case .object(let fields, let keys): .object(fields.mapValues(expand), keys: keys)
    default: value
    }
  }

  private func value(of name: String) -> String? {
    if name == "baseURL" { return context.origin }
    if name.hasPrefix("path.") { return context.pathParameters[String(name.dropFirst(5))] }
    if name.hasPrefix("query.") {
      let key = name.dropFirst(6)
      return context.query.last { $0.0 == key }?.1
    }
    return nil
  }
}
