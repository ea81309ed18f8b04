import _APIGenOpenAPI

/// Webhooks -> `WebhookSetDecl`: a case per webhook, its payload's type, and the body or header field whose
/// single-valued schema (`enum: [batch.cancelled]`, `const`) tells the webhooks apart.
enum WebhookTranslator {
  /// The enum's name, reserved when there are webhooks: a schema of that name is renamed.
  static let typeName = "WebhookEvent"

  /// A webhook's operation and its key in `webhooks`.
  struct Entry {
    var key: String
    var operation: Operation
  }

  /// Every operation of the description's webhooks, each named after its webhook's key.
  static func entries(of spec: Spec) -> [Entry] {
    spec.document.webhooks.entries.flatMap { key, item -> [Entry] in
      guard let item = spec.resolve(item) else { return [] }
      return item.operations.map { operation in
        var operation = operation
        operation.name = key
        return Entry(key: key, operation: operation)
      }
    }
  }

  /// The webhook enum, or nil when the description has no webhooks. Payload types are declared through `schemas`;
  /// webhooks that cannot be told apart from the others are left out with a warning at their line.
  static func translate(
    _ spec: Spec, typeName: String, signature configured: WebhookSignatureChoice?, schemas: inout SchemaTranslator
  ) -> (WebhookSetDecl?, [Diagnostic]) {
    let entries = entries(of: spec)
    guard !entries.isEmpty else { return (nil, []) }
    var diagnostics: [Diagnostic] = []
    let signature = configured ?? declaredSignature(in: spec, diagnostics: &diagnostics)
    let candidates = entries.map { discriminatorValues(of: $0.operation, in: spec) }
    let discriminator = entries.count == 1 ? nil : chooseDiscriminator(candidates)
    var caseNames = NameScope(reserved: ["unknown"])
    var claimedValues: Set<String> = []
    var webhooks: [WebhookDecl] = []
    for (entry, values) in zip(entries, candidates) {
      let operation = entry.operation
      var value: String?
      if discriminator == nil && entries.count > 1 {
        diagnostics.append(
          Diagnostic(
            .warning,
            "webhook '\(shown(entry.key))' is left out of \(typeName): no body or header field has a single value per webhook to tell the webhooks apart (its requests decode as unknown)",
            file: operation.file.isEmpty ? spec.rootFile : operation.file, mark: operation.mark))
        continue
      }
      if let discriminator {
        guard let found = values[discriminator], claimedValues.insert(found).inserted else {
          diagnostics.append(
            Diagnostic(
              .warning,
              "webhook '\(shown(entry.key))' has no value of its own for \(describe(discriminator, quote: "'")), which tells the other webhooks apart; it is left out of \(typeName) (its requests decode as unknown)",
              file: operation.file.isEmpty ? spec.rootFile : operation.file, mark: operation.mark))
          continue
        }
        value = found
      }
      let multiple = entries.filter { $0.key == entry.key }.count > 1
      let base = SwiftName.memberIdentifier(
        multiple ? entry.key + "_" + operation.method.token.lowercased() : entry.key)
      var sent = "The `\(entry.key)` webhook, sent with \(operation.method.token)"
      if let discriminator, let value { sent += " and `\(value)` in " + describe(discriminator) }
      let summary = SwiftLiteral.docLines(
        operation.summary, operation.description,
        operation.summary == nil && operation.description == nil
          ? operation.requestBody.flatMap { spec.resolve($0) }?.description : nil)
      webhooks.append(
        WebhookDecl(
          key: entry.key, caseName: caseNames.claimIdentifier(base), method: operation.method,
          discriminatorValue: value, payload: payloadType(entry, in: spec, schemas: &schemas),
          docs: SwiftLiteral.docLines(summary.joined(separator: "\n"), sent + "."),
          deprecated: operation.deprecated))
    }
    let title = spec.document.info.title
    let set = WebhookSetDecl(
      typeName: typeName,
      docs: SwiftLiteral.docLines(
        "The webhooks \(title.isEmpty ? "the API" : title) sends: a case per webhook of its description, decoded from a received request by `init(_:)` once its signature is checked (APIWebhooks has the schemes)."
      ), initializerDocs: initializerDocs(discriminator: discriminator, only: webhooks.count == 1 ? webhooks[0] : nil),
      signature: signature,
      discriminator: discriminator, webhooks: webhooks)
    return (set, diagnostics)
  }

  /// A key as a message shows it, on one line: a diagnostic is one line of output.
  private static func shown(_ key: String) -> String {
    key.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }
      .joined()
  }

  /// The scheme the description's root `x-webhook-signature` names (apigen.yaml's `webhooks.signature` wins).
  private static func declaredSignature(in spec: Spec, diagnostics: inout [Diagnostic]) -> WebhookSignatureChoice? {
    guard let node = spec.document.extensions["x-webhook-signature"] else { return nil }
    if let name = node.scalar?.value, let choice = WebhookSignatureChoice(rawValue: name) { return choice }
    diagnostics.append(
      Diagnostic(
        .warning,
        "x-webhook-signature names no scheme APIWebhooks verifies; \(WebhookSignatureChoice.expectation) (WebhookEvent gets no signatureScheme)",
        file: spec.rootFile, mark: node.mark))
    return nil
  }

  private static func describe(_ discriminator: WebhookDiscriminator, quote: String = "`") -> String {
    switch discriminator.source {
    case .bodyField: "the body's \(quote)\(discriminator.name)\(quote) field"
    case .header: "the \(quote)\(discriminator.name)\(quote) header field"
    }
  }

  private static func initializerDocs(discriminator: WebhookDiscriminator?, only: WebhookDecl?) -> [String] {
    let summary =
      if let discriminator {
        "Decodes a received request as the webhook \(describe(discriminator)) names; a request naming none is `unknown`."
      } else if let only {
        "Decodes a received request as the description's one webhook, `\(only.key)`."
      } else {
        "Keeps a received request as `unknown`: the description's webhooks cannot be told apart."
      }
    return SwiftLiteral.docLines(
      summary, "Check the request's signature first: this reads the body, it does not authenticate it.",
      "- Throws: `WebhookError` when the request names a webhook but its body is not that webhook's payload, or it came with another method."
    )
  }

  /// The field telling the most webhooks apart: one that each of them gives a single value of its own (OpenAI's
  /// `type`; not `object`, which is `event` in all). Body fields win a tie.
  private static func chooseDiscriminator(_ candidates: [[WebhookDiscriminator: String]]) -> WebhookDiscriminator? {
    var seen: [WebhookDiscriminator: (count: Int, values: Set<String>, order: Int)] = [:]
    for values in candidates {
      for (field, value) in values {
        var entry = seen[field] ?? (0, [], seen.count)
        entry.count += 1
        entry.values.insert(value)
        seen[field] = entry
      }
    }
    return seen.filter { $0.value.values.count > 1 }
      .max { left, right in
        let l = (left.value.values.count, left.key.source == .bodyField ? 1 : 0, -left.value.order)
        let r = (right.value.values.count, right.key.source == .bodyField ? 1 : 0, -right.value.order)
        return l < r
      }?.key
  }

  /// The fields a webhook's request sets to one value: top-level body properties whose schema has one `enum`
  /// string or a `const` one, and header parameters of the same kind.
  private static func discriminatorValues(of operation: Operation, in spec: Spec) -> [WebhookDiscriminator: String] {
    var values: [WebhookDiscriminator: String] = [:]
    for parameter in operation.parameters {
      guard let parameter = spec.resolve(parameter), parameter.location == .header,
        let schema = parameter.schema, let value = singleString(schema, in: spec)
      else { continue }
      values[WebhookDiscriminator(source: .header, name: parameter.name)] = value
    }
    guard let body = operation.requestBody.flatMap({ spec.resolve($0) }),
      let (contentType, media) = OperationTranslator.preferredContent(body.content),
      OperationTranslator.encoding(of: contentType) == .json, let schema = media.schema
    else { return values }
    for (name, property) in topLevelProperties(schema, in: spec, depth: 0) {
      if let value = singleString(property, in: spec) {
        values[WebhookDiscriminator(source: .bodyField, name: name)] = value
      }
    }
    return values
  }

  /// An object schema's properties and those of its `allOf` members.
  private static func topLevelProperties(_ schema: Schema, in spec: Spec, depth: Int) -> [(String, Schema)] {
    guard depth < 8, let schema = spec.resolve(schema) else { return [] }
    return schema.properties.entries.map { ($0.key, $0.value) }
      + schema.allOf.flatMap { topLevelProperties($0, in: spec, depth: depth + 1) }
  }

  private static func singleString(_ schema: Schema, in spec: Spec) -> String? {
    guard let schema = spec.resolve(schema) else { return nil }
    if case .string(let value)? = schema.constValue { return value }
    if let values = schema.enumValues, values.count == 1, case .string(let value) = values[0] { return value }
    return nil
  }

  /// The payload's type: the JSON body's schema translated as a received value, nil for another kind of body.
  private static func payloadType(_ entry: Entry, in spec: Spec, schemas: inout SchemaTranslator) -> SwiftType? {
    guard let body = entry.operation.requestBody.flatMap({ spec.resolve($0) }),
      let (contentType, media) = OperationTranslator.preferredContent(body.content),
      OperationTranslator.encoding(of: contentType) == .json
    else { return nil }
    guard let schema = media.schema else { return .jsonValue }
    var sink: DeclarationSink? = nil
    return schemas.typeOf(schema, hint: SwiftName.type(entry.key) + "Webhook", use: .received, sink: &sink).usage
  }
}
