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
    _ entries: [Entry], in spec: Spec, typeName: String, signature configured: WebhookSignatureChoice?,
    schemas: inout SchemaTranslator
  ) -> (WebhookSetDecl?, [Diagnostic]) {
    guard !entries.isEmpty else { return (nil, []) }
    var diagnostics: [Diagnostic] = []
    let signature = configured ?? declaredSignature(in: spec, diagnostics: &diagnostics)
    let candidates = entries.map { WebhookDiscrimination.values(of: $0.operation, in: spec, schemas: schemas) }
    let fields = entries.count == 1 ? [] : WebhookDiscrimination.fields(for: candidates)
    var caseNames = NameScope(reserved: ["unknown"])
    var claimed: Set<[String?]> = []
    var webhooks: [WebhookDecl] = []
    for (entry, values) in zip(entries, candidates) {
      let operation = entry.operation
      let file = operation.file.isEmpty ? spec.rootFile : operation.file
      if fields.isEmpty && entries.count > 1 {
        diagnostics.append(
          Diagnostic(
            .warning,
            "webhook '\(shown(entry.key))' is left out of \(typeName): no body or header field has a single value per webhook to tell the webhooks apart (its requests decode as unknown)",
            file: file, mark: operation.mark))
        continue
      }
      let key = fields.map { values[$0] }
      guard fields.isEmpty || (key[0] != nil && claimed.insert(key).inserted) else {
        diagnostics.append(
          Diagnostic(
            .warning,
            "webhook '\(shown(entry.key))' has no value of its own for \(describe(fields, quote: "'")), which tells the other webhooks apart; it is left out of \(typeName) (its requests decode as unknown)",
            file: file, mark: operation.mark))
        continue
      }
      let match = values.filter { fields.contains($0.key) }
      let multiple = entries.filter { $0.key == entry.key }.count > 1
      let base = SwiftName.memberIdentifier(
        multiple ? entry.key + "_" + operation.method.token.lowercased() : entry.key)
      var sent = "The `\(entry.key)` webhook, sent with \(operation.method.token)"
      let given = fields.compactMap { field in match[field].map { "`\($0)` in " + describe([field]) } }
      if !given.isEmpty { sent += " and " + given.joined(separator: " and ") }
      let summary = SwiftLiteral.docLines(
        operation.summary, operation.description,
        operation.summary == nil && operation.description == nil
          ? operation.requestBody.flatMap { spec.resolve($0) }?.description : nil)
      webhooks.append(
        WebhookDecl(
          key: entry.key, caseName: caseNames.claimIdentifier(base), method: operation.method,
          match: match, payload: payloadType(entry, in: spec, schemas: &schemas),
          docs: SwiftLiteral.docLines(summary.joined(separator: "\n"), sent + "."),
          deprecated: operation.deprecated))
    }
    let title = spec.document.info.title
    let set = WebhookSetDecl(
      typeName: typeName,
      docs: SwiftLiteral.docLines(
        "The webhooks \(title.isEmpty ? "the API" : title) sends: a case per webhook of its description, decoded from a received request by `init(_:)` once its signature is checked (APIWebhooks has the schemes)."
      ), initializerDocs: initializerDocs(fields: fields, only: webhooks.count == 1 ? webhooks[0] : nil),
      signature: signature, discriminators: fields, webhooks: webhooks)
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

  /// `the body's `type` field`, or two such joined by `and`.
  private static func describe(_ fields: [WebhookDiscriminator], quote: String = "`") -> String {
    fields.map { field in
      switch field.source {
      case .bodyField: "the body's \(quote)\(field.name)\(quote) field"
      case .header: "the \(quote)\(field.name)\(quote) header field"
      }
    }.joined(separator: " and ")
  }

  private static func initializerDocs(fields: [WebhookDiscriminator], only: WebhookDecl?) -> [String] {
    let summary =
      if !fields.isEmpty {
        "Decodes a received request as the webhook \(describe(fields)) \(fields.count == 1 ? "names" : "name"); a request naming none is `unknown`."
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

  /// The payload's type: the JSON body's schema translated as a received value, nil for another kind of body.
  private static func payloadType(_ entry: Entry, in spec: Spec, schemas: inout SchemaTranslator) -> SwiftType? {
    guard let media = WebhookDiscrimination.jsonBody(of: entry.operation, in: spec) else { return nil }
    guard let schema = media.schema else { return .jsonValue }
    var sink: DeclarationSink? = nil
    return schemas.typeOf(schema, hint: SwiftName.type(entry.key) + "Webhook", use: .received, sink: &sink).usage
  }
}
