import _APIGenOpenAPI
import _APIMockCore

/// What one answer gives a later call through the description's links (OpenAPI 3's `links` of the response it
/// matched): the id a create answered, put in the path of the read that the link names, so that the read asks for
/// what was made instead of a made-up id. Swagger 2.0 has no links.
package struct LinkedValue: Sendable, Equatable {
  /// Where the value goes in the target operation's request.
  package enum Slot: Sendable, Equatable {
    /// A parameter by name (a link may qualify it, `path.id`; the qualifier is dropped).
    case parameter(String)
    case body
  }

  /// The operation whose answer the value came from, and the link's name in that answer.
  package var source: String
  package var link: String
  /// The operation the link names (its `operationId`, or the operation its local `operationRef` points at).
  package var target: String
  package var slot: Slot
  /// The value, or nil when the link's expression found nothing in the answer (then the target's request keeps
  /// the value it would have had).
  package var value: JSONValue?
  /// The link's value as written, for notes.
  package var written: String
}

extension LinkedValue {
  /// The values the links of `exchange`'s documented answer give, in the order the description writes them; a
  /// link whose target the description does not have gives none.
  static func values(from exchange: Exchange, spec: Spec) -> [LinkedValue] {
    guard let entry = AnswerChecker.documentedEntry(for: exchange.answer.status, in: exchange.operation),
      let response = spec.resolve(entry.response)
    else { return [] }
    var values: [LinkedValue] = []
    for (name, reference) in response.links {
      guard let link = spec.resolve(reference), let target = target(of: link, in: spec) else { continue }
      func add(_ slot: Slot, _ written: JSONValue) {
        values.append(
          LinkedValue(
            source: exchange.operation.name, link: name, target: target, slot: slot,
            value: RuntimeExpression.evaluate(written, in: exchange), written: SampleRequests.text(written)))
      }
      for (key, node) in link.parameters.sorted(by: { $0.key < $1.key }) {
        add(.parameter(unqualified(key)), JSONValue(node))
      }
      if let body = link.requestBody { add(.body, JSONValue(body)) }
    }
    return values
  }

  /// `path.id` names the parameter `id`; a name with no location before its dot is kept whole.
  private static func unqualified(_ key: String) -> String {
    for location in ["path.", "query.", "header.", "cookie."] where key.hasPrefix(location) {
      return String(key.dropFirst(location.count))
    }
    return key
  }

  /// The operation a link names: by `operationId`, or by a local `operationRef`
  /// (`#/paths/~1items~1{id}/get`, `#/paths/~1items/additionalOperations/PURGE`); another document's operation
  /// is not followed.
  private static func target(of link: Link, in spec: Spec) -> String? {
    let operations = spec.document.operations
    if let id = link.operationId { return operations.first { $0.operationId == id }?.name }
    guard let reference = link.operationRef, reference.hasPrefix("#"),
      let tokens = JSONPointer.decode(String(reference.dropFirst())), tokens.count >= 3, tokens[0] == "paths"
    else { return nil }
    let method: HTTPMethod
    switch tokens.count {
    case 3:
      guard let fixed = HTTPMethod(fixedField: tokens[2].lowercased()) else { return nil }
      method = fixed
    case 4 where tokens[2] == "additionalOperations": method = HTTPMethod(token: tokens[3])
    default: return nil
    }
    return operations.first { $0.path == tokens[1] && $0.method == method }?.name
  }
}
