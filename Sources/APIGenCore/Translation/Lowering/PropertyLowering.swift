/// A struct property's initializer parameter, storage and coding statements.
enum PropertyLowering {
  static func syntax(_ property: PropertyDecl, inAnyOf: Bool) -> PropertySyntax {
    let storage = property.storageName
    let stored = SwiftExpression.member(.selfValue, storage)
    let name = SwiftExpression.name(property.name)
    let value: SwiftExpression =
      !property.isBoxed
      ? name
      : property.parameterIsOptional ? boxing(name) : .call(.type(indirect), [.value(name)])
    var accessors: (get: SwiftExpression, set: SwiftExpression)?
    if property.isBacked {
      let storageName = SwiftExpression.local(storage)
      var get =
        property.isBoxed
        ? .member(property.storageIsOptional ? .optionalChain(storageName) : storageName, "value") : storageName
      if let defaulted = property.defaultValue { get = .binary(get, .nilCoalescing, defaulted) }
      let newValue = SwiftExpression.local("newValue")
      let set: SwiftExpression =
        !property.isBoxed
        ? newValue : property.isOptional ? boxing(newValue) : .call(.type(indirect), [.value(newValue)])
      accessors = (get, set)
    }
    var defaultArgument: SwiftExpression?
    if property.parameterIsOptional {
      defaultArgument = .nil
    } else if case .extraKeys = property.coding {
      defaultArgument = .dictionary([])
    }
    let (decode, encode) = coding(property, stored: stored, inAnyOf: inAnyOf)
    return PropertySyntax(
      parameter: SwiftParameter(
        property.name, property.type.optional(if: property.parameterIsOptional), default: defaultArgument),
      assignment: .assignment(stored, value),
      codingKey: SwiftEnumCase(storage, rawValue: property.explicitKey.map(SwiftExpression.string)),
      decode: decode, encode: encode, accessors: accessors)
  }

  private static let indirect = SwiftType.named("Indirect")

  /// `value.map(Indirect.init)`.
  private static func boxing(_ value: SwiftExpression) -> SwiftExpression {
    .call(value, "map", .value(.member(.type(indirect), "init")))
  }

  /// The statements that read and write one property in written-out coding.
  private static func coding(
    _ property: PropertyDecl, stored: SwiftExpression, inAnyOf: Bool
  ) -> (SwiftStatement, SwiftStatement) {
    let storage = property.storageName
    let type = property.isBoxed ? SwiftType.generic("Indirect", [property.type]) : property.type
    let decoder = SwiftExpression.local("decoder")
    let encoder = SwiftExpression.local("encoder")
    let container = SwiftExpression.local("container")
    let readWhole = SwiftExpression.call(.type(type), [SwiftArgument("from", decoder)])
    switch property.coding {
    case .key:
      let present = property.storageIsOptional ? "IfPresent" : ""
      let key = SwiftArgument("forKey", .implicitMember(storage))
      return (
        .assignment(stored, .try(.call(container, "decode" + present, .value(.metatype(type)), key))),
        .expression(
          .try(.call(container, property.encodedIfPresent ? "encodeIfPresent" : "encode", .value(stored), key)))
      )
    case .wholeValue where !property.storageIsOptional:
      return (
        .assignment(stored, .try(readWhole)),
        .expression(.try(.call(stored, "encode", SwiftArgument("to", encoder))))
      )
    case .wholeValue:
      let read: SwiftExpression =
        inAnyOf
        ? .call(
          .member(.local("failures"), "attempt"), [.value(.string(property.name.bare))],
          trailingClosure: .closure(.try(readWhole)))
        : .optionalTry(readWhole)
      return (
        .assignment(stored, read),
        .expression(.try(.call(.optionalChain(stored), "encode", SwiftArgument("to", encoder))))
      )
    case .extraKeys(let known):
      let keys = SwiftArgument("excluding", .array(known.map(SwiftExpression.string)))
      return (
        .assignment(stored, .try(.call(decoder, "additionalProperties", keys))),
        .expression(.try(.call(encoder, "encodeAdditionalProperties", .value(stored), keys)))
      )
    }
  }
}
