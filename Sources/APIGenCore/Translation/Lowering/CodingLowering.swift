/// The initializers and `Codable` methods of the types declared as structs: a schema's struct (memberwise, and
/// written-out coding when its properties need it) and a self-referring alias's wrapper (coded as its value).
enum CodingLowering {
  static func structure(
    _ structure: StructDecl, _ properties: [LoweredProperty], head: SwiftTypeHead, access: AccessLevel
  ) -> StructMembers {
    let access = SwiftFunction.Access.declared(access)
    let memberwise = SwiftFunction(
      isConcurrent: false, access: access, kind: .initializer, parameters: properties.map(\.syntax.parameter),
      effects: .none, returnType: nil, body: .statements(properties.map(\.syntax.assignment)))
    guard structure.writesCoding else {
      return StructMembers(head: head, memberwise: memberwise, decoding: nil, encoding: nil)
    }
    let container = SwiftIdentifier("container")
    let keyedBy = SwiftArgument("keyedBy", .metatype(.named("AnyCodingKey")))
    var decoding: [SwiftStatement] = []
    var encoding: [SwiftStatement] = []
    if structure.isKeyed {
      decoding.append(.declaration(mutable: false, name: container, value: .try(.call(decoder, "container", keyedBy))))
      encoding.append(.declaration(mutable: true, name: container, value: .call(encoder, "container", keyedBy)))
    }
    let failures = SwiftExpression.local("failures")
    if structure.isAnyOf {
      decoding.append(
        .declaration(
          mutable: true, name: "failures",
          value: .call(.type(.named("OneOfFailures")), [SwiftArgument("of", .metatype(.named("Self")))])))
    }
    decoding += properties.map(\.syntax.decode)
    if structure.isAnyOf { decoding.append(.expression(.try(.call(failures, "requireAnyMatch", .value(decoder))))) }
    encoding += properties.map(\.syntax.encode)
    return StructMembers(
      head: head, memberwise: memberwise, decoding: decodingInitializer(access, .statements(decoding)),
      encoding: encodingMethod(access, .statements(encoding)))
  }

  /// The stored value, `init(_ value:)`, and coding through a single value container.
  static func wrapper(_ target: SwiftType, access: AccessLevel) -> [SwiftMember] {
    let access = SwiftFunction.Access.declared(access)
    let value = SwiftIdentifier("value")
    let container = SwiftIdentifier("container")
    let functions = [
      SwiftFunction(
        isConcurrent: false, access: access, kind: .initializer,
        parameters: [SwiftParameter(label: "_", value, target)],
        parameterLayout: .inline, effects: .none, returnType: nil,
        body: .statements([.assignment(.member(.selfValue, "value"), .name(value))])),
      decodingInitializer(
        access,
        .statements([
          .assignment(
            .name(value), .try(.call(.call(decoder, "singleValueContainer"), "decode", .value(.metatype(target)))))
        ])),
      encodingMethod(
        access,
        .statements([
          .declaration(mutable: true, name: container, value: .call(encoder, "singleValueContainer")),
          .expression(.try(.call(.name(container), "encode", .value(.name(value))))),
        ])),
    ]
    let stored = SwiftProperty(access: access, name: value, type: target, value: .stored(mutable: true, initial: nil))
    return [.property(stored)] + functions.map(SwiftMember.function)
  }

  /// `init(from:)`, trying each case (by the discriminator's value first, when there is one) and `encode(to:)`,
  /// encoding the case's value as the whole.
  static func oneOf(_ syntax: OneOfSyntax, name: String, access: AccessLevel) -> [SwiftFunction] {
    let access = SwiftFunction.Access.declared(access)
    let tagged = syntax.cases.filter { !$0.decl.discriminatorValues.isEmpty }
    let decoding: [SwiftStatement]
    if let key = syntax.key, !tagged.isEmpty {
      let tag = SwiftIdentifier("tag")
      let untagged = syntax.cases.filter { $0.decl.discriminatorValues.isEmpty }
      // OpenAPI 3.2's defaultMapping reads a payload without the property, or with a value nothing maps, as its
      // case; without one, such a payload is an error naming the values that are mapped.
      let fallback = syntax.cases.first { $0.decl.name == syntax.defaultCase }
      let otherwise =
        untagged.map(attempt) + [
          fallback.map { .assignment(.selfValue, wrapped($0, .try(decoded($0)))) }
            ?? .throw(
              .call(
                decoder, "unknownDiscriminator", .value(key), .value(.name(tag)),
                SwiftArgument("expected", syntax.expected)))
        ]
      let read = fallback == nil ? "discriminator" : "discriminatorIfPresent"
      decoding = [
        .declaration(mutable: false, name: tag, value: .try(.call(decoder, read, .value(key)))),
        .switch(
          .name(tag),
          tagged.map { item in
            SwiftSwitchCase(.values(item.patterns), .assignment(.selfValue, wrapped(item, .try(decoded(item)))))
          } + [SwiftSwitchCase(.default, lines: otherwise)]),
      ]
    } else {
      let failures = SwiftIdentifier("failures")
      decoding =
        [
          .declaration(
            mutable: true, name: failures,
            value: .call(.type(.named("OneOfFailures")), [SwiftArgument("of", .metatype(.named(name)))]))
        ]
        + syntax.cases.map { item in
          .doCatch(
            [.assignment(.selfValue, wrapped(item, .try(decoded(item)))), .returnEarly],
            catch: .expression(.call(.name(failures), "append", .value(item.label), .value(.local("error")))))
        } + [.throw(.call(.name(failures), "error", .value(decoder)))]
    }
    let value = SwiftIdentifier("value")
    let encoding = SwiftStatement.switch(
      .selfValue,
      syntax.cases.map { item in
        SwiftSwitchCase(
          .enumCase(item.decl.name, binding: value),
          .expression(.try(.call(encoder, "encodeValue", .value(.name(value))))))
      })
    return [decodingInitializer(access, .statements(decoding)), encodingMethod(access, .statements([encoding]))]
  }

  /// `T(from: decoder)`: the case's value decoded from the whole.
  private static func decoded(_ item: OneOfSyntax.Case) -> SwiftExpression {
    .call(.type(item.decl.type), [SwiftArgument("from", decoder)])
  }

  /// `.name(value)`.
  private static func wrapped(_ item: OneOfSyntax.Case, _ value: SwiftExpression) -> SwiftExpression {
    .call(.implicitMember(item.decl.name.bare), [.value(value)])
  }

  /// `if let value = try? T(from: decoder) { self = .name(value); return }`: a case no discriminator value selects.
  private static func attempt(_ item: OneOfSyntax.Case) -> SwiftStatement {
    let value = SwiftIdentifier("value")
    return .ifLet(
      value, .optionalTry(decoded(item)), [.assignment(.selfValue, wrapped(item, .name(value))), .returnEarly])
  }

  private static let decoder = SwiftExpression.local("decoder")
  private static let encoder = SwiftExpression.local("encoder")

  /// `init(from decoder: any Decoder) throws`.
  private static func decodingInitializer(_ access: SwiftFunction.Access, _ body: SwiftFunction.Body) -> SwiftFunction {
    SwiftFunction(
      isConcurrent: false, access: access, kind: .initializer,
      parameters: [SwiftParameter(label: "from", "decoder", .named("any Decoder"))], parameterLayout: .inline,
      effects: .coding, returnType: nil, body: body)
  }

  /// `func encode(to encoder: any Encoder) throws`.
  private static func encodingMethod(_ access: SwiftFunction.Access, _ body: SwiftFunction.Body) -> SwiftFunction {
    SwiftFunction(
      isConcurrent: false, access: access, kind: .method("encode"),
      parameters: [SwiftParameter(label: "to", "encoder", .named("any Encoder"))], parameterLayout: .inline,
      effects: .coding, returnType: nil, body: body)
  }
}
