import _APIGenOpenAPI

/// Which fields tell a description's webhooks apart: the body or header fields each webhook's request sets to one
/// value of its own (`type: {enum: [batch.cancelled]}`, a `const`, an event header's documented value), one field
/// when it is enough (OpenAI's `type`), a second where the first repeats (GitHub's `X-GitHub-Event: issues` with
/// the body's `action: opened`).
enum WebhookDiscrimination {
  /// A webhook's single-valued fields.
  typealias Values = [WebhookDiscriminator: String]

  /// The fields to switch on, the first telling most webhooks apart; empty when none has two values.
  static func fields(for candidates: [Values]) -> [WebhookDiscriminator] {
    let fields = distinguishing(candidates)
    guard let primary = fields.first else { return [] }
    let groups = Dictionary(grouping: candidates.filter { $0[primary] != nil }) { $0[primary]! }.values
      .filter { $0.count > 1 }
    guard !groups.isEmpty else { return [primary] }
    // The second field is the one that settles the most webhooks of the groups sharing a first value.
    let scored = fields.dropFirst().map { field in
      (field, groups.filter { settles(field, $0) }.reduce(0) { $0 + $1.count })
    }
    guard let best = scored.max(by: { $0.1 < $1.1 }), best.1 > 0 else { return [primary] }
    return [primary, best.0]
  }

  /// Fields with at least two values among the webhooks: the one most webhooks set first, then the one with the
  /// most values, body fields before header fields, then the description's order.
  private static func distinguishing(_ candidates: [Values]) -> [WebhookDiscriminator] {
    var values: [WebhookDiscriminator: Set<String>] = [:]
    var coverage: [WebhookDiscriminator: Int] = [:]
    var order: [WebhookDiscriminator] = []
    for webhook in candidates {
      for (field, value) in webhook.sorted(by: { $0.key.name < $1.key.name }) {
        if values[field] == nil { order.append(field) }
        values[field, default: []].insert(value)
        coverage[field, default: 0] += 1
      }
    }
    func rank(_ index: Int, _ field: WebhookDiscriminator) -> (Int, Int, Int, Int) {
      (coverage[field]!, values[field]!.count, field.source == .bodyField ? 1 : 0, -index)
    }
    return order.enumerated().filter { values[$0.element]!.count > 1 }
      .sorted { rank($0.offset, $0.element) > rank($1.offset, $1.element) }.map(\.element)
  }

  /// Whether `field` tells a group's webhooks apart: their values differ, and at most one lacks it (that one is
  /// what the group's other values leave).
  private static func settles(_ field: WebhookDiscriminator, _ group: [Values]) -> Bool {
    let present = group.compactMap { $0[field] }
    return group.count - present.count <= 1 && Set(present).count == present.count
  }

  /// The fields a webhook's request sets to one value: top-level body properties whose schema has one `enum`
  /// string or a `const` one, and header parameters of the same kind or with a documented `example` (GitHub
  /// documents `X-GitHub-Event` so).
  static func values(of operation: Operation, in spec: Spec, schemas: SchemaTranslator) -> Values {
    var values: Values = [:]
    for parameter in operation.parameters {
      guard let parameter = spec.resolve(parameter), parameter.location == .header, let schema = parameter.schema
      else { continue }
      let example = parameter.example?.scalar?.value ?? spec.resolve(schema)?.example?.scalar?.value
      if let value = singleString(schema, in: spec) ?? example {
        values[WebhookDiscriminator(source: .header, name: parameter.name)] = value
      }
    }
    guard let schema = jsonBody(of: operation, in: spec)?.schema else { return values }
    for (name, property) in schemas.objectProperties(of: schema) {
      if let value = singleString(property, in: spec) {
        values[WebhookDiscriminator(source: .bodyField, name: name)] = value
      }
    }
    return values
  }

  /// The media type of the request body the receiver reads as JSON; nil when the body is of another kind.
  static func jsonBody(of operation: Operation, in spec: Spec) -> MediaType? {
    guard let body = operation.requestBody.flatMap({ spec.resolve($0) }),
      let (contentType, media) = OperationTranslator.preferredContent(body.content),
      OperationTranslator.encoding(of: contentType) == .json
    else { return nil }
    return media
  }

  private static func singleString(_ schema: Schema, in spec: Spec) -> String? {
    guard let schema = spec.resolve(schema) else { return nil }
    if case .string(let value)? = schema.constValue { return value }
    if let values = schema.enumValues, values.count == 1, case .string(let value) = values[0] { return value }
    return nil
  }
}
