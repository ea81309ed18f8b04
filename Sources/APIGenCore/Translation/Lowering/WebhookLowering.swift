/// The webhook enum as syntax: a case per webhook, `unknown`, and the initializer that decodes a request.
enum WebhookLowering {
  static func members(_ set: WebhookSetDecl, access: AccessLevel) -> [SwiftMember] {
    let cases = set.webhooks.map { SwiftMember.enumCase($0.caseName, $0.payload ?? .data, docs: $0.docs) }
    let unknown = SwiftMember.enumCase(
      "unknown", .named("UnknownWebhookEvent"),
      docs: ["A request that is none of the described webhooks (one newer than this SDK), kept whole."])
    let scheme = set.signature.map { choice in
      SwiftMember.property(
        SwiftProperty(
          docs: [
            "How the API signs these webhooks: `try \(set.typeName).signatureScheme.verifier(secret: ...)` (APIWebhooks)",
            "checks a request before `init(_:)` decodes it.",
          ], access: .declared(access), isStatic: true, name: "signatureScheme",
          type: .named("WebhookSignatureScheme"),
          value: .stored(mutable: false, initial: .implicitMember(caseName(choice))))
      )
    }
    return cases + [unknown] + (scheme.map { [$0] } ?? []) + [.function(initializer(set, access: access))]
  }

  /// The runtime's `WebhookSignatureScheme` case of a choice.
  private static func caseName(_ choice: WebhookSignatureChoice) -> String {
    switch choice {
    case .gitHub: "gitHub"
    case .stripe: "stripe"
    case .standardWebhooks: "standardWebhooks"
    case .svix: "svix"
    }
  }

  private static let request = SwiftExpression.local("request")
  private static let decoding = SwiftExpression.type(.named("WebhookDecoding"))
  /// The locals the fields are read into, in the order of the set's discriminators.
  private static let fieldLocals = [SwiftIdentifier("eventType"), SwiftIdentifier("eventSubtype")]
  /// `_` in a tuple pattern: a second field the webhook leaves open.
  private static let wildcard = SwiftExpression.name("_")

  private static func initializer(_ set: WebhookSetDecl, access: AccessLevel) -> SwiftFunction {
    let body: [SwiftStatement]
    if !set.discriminators.isEmpty {
      let fields = Array(zip(set.discriminators.prefix(fieldLocals.count), fieldLocals))
      let reads = fields.map { field, local in
        SwiftStatement.declaration(mutable: false, name: local, value: read(field))
      }
      // A webhook that leaves a field open comes after those of its first value that name one.
      let ordered =
        set.webhooks.filter { $0.match.count == fields.count }
        + set.webhooks.filter { $0.match.count != fields.count }
      let cases = ordered.map { webhook in
        let values = fields.map { field, _ in webhook.match[field].map(SwiftExpression.string) ?? wildcard }
        return SwiftSwitchCase(.values([values.count == 1 ? values[0] : .tuple(values)]), lines: [assignment(webhook)])
      }
      let unknown = SwiftSwitchCase(.default, unknownAssignment(eventType: .name(fieldLocals[0])))
      let subject: SwiftExpression =
        fields.count == 1 ? .name(fields[0].1) : .tuple(fields.map { .name($0.1) })
      body = reads + [.switch(subject, cases + [unknown])]
    } else if let only = set.webhooks.first {
      body = [assignment(only)]
    } else {
      body = [unknownAssignment(eventType: .nil)]
    }
    return SwiftFunction(
      docs: set.initializerDocs, isConcurrent: false, access: .declared(access), kind: .initializer,
      parameters: [SwiftParameter(label: "_", "request", .named("WebhookRequest"))], parameterLayout: .inline,
      effects: SwiftEffects(isAsync: false, throwing: .typed(.named("WebhookError"))), returnType: nil,
      body: .statements(body))
  }

  /// `WebhookDecoding.bodyField("type", of: request)`, or `headerField` for a header.
  private static func read(_ field: WebhookDiscriminator) -> SwiftExpression {
    let method = field.source == .bodyField ? "bodyField" : "headerField"
    return .call(decoding, method, .value(.string(field.name)), .init("of", request))
  }

  /// `self = .unknown(UnknownWebhookEvent(eventType: eventType, request: request))`.
  private static func unknownAssignment(eventType: SwiftExpression) -> SwiftStatement {
    let event = SwiftExpression.call(
      .type(.named("UnknownWebhookEvent")), [.init("eventType", eventType), .init("request", request)])
    return .assignment(.selfValue, .call(.implicitMember("unknown"), [.value(event)]))
  }

  /// `self = .case(try WebhookDecoding.payload(of: request, event: "key", method: "POST"))`.
  private static func assignment(_ webhook: WebhookDecl) -> SwiftStatement {
    let decode = SwiftExpression.call(
      decoding, webhook.payload == nil ? "rawBody" : "payload", .init("of", request),
      .init("event", .string(webhook.key)), .init("method", .string(webhook.method.token)))
    return .assignment(.selfValue, .call(.implicitMember(webhook.caseName.bare), [.value(.try(decode))]))
  }
}
