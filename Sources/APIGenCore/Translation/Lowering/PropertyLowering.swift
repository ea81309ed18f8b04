/// A struct property's initializer parameter, storage and coding statements.
enum PropertyLowering {
  /// What the struct's declaration prints for the property. `inAnyOf` and `mutable` are the struct's, read once per
  /// struct.
  static func syntax(_ property: PropertyDecl, inAnyOf: Bool, mutable: Bool, access: AccessLevel) -> PropertySyntax {
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
    return PropertySyntax(
      parameter: SwiftParameter(
        property.name, property.type.optional(if: property.parameterIsOptional), default: defaultArgument),
      assignment: .assignment(stored, value),
      decode: decode(property, stored: stored, inAnyOf: inAnyOf),
      encode: encode(property, stored: stored),
      accessors: accessors,
      declarations: declarations(property, accessors: accessors, mutable: mutable, access: .declared(access)))
  }

  /// The property as declared: stored; or computed over private storage (a default, a boxed value), with a setter
  /// when the struct's properties may change.
  private static func declarations(
    _ property: PropertyDecl, accessors: (get: SwiftExpression, set: SwiftExpression)?, mutable: Bool,
    access: SwiftFunction.Access
  ) -> [SwiftProperty] {
    func declared(_ value: SwiftProperty.Value) -> SwiftProperty {
      SwiftProperty(
        docs: property.docs, deprecated: property.deprecated, access: access, name: property.name,
        type: property.declaredType, value: value)
    }
    guard let accessors else { return [declared(.stored(mutable: mutable, initial: nil))] }
    let storage = SwiftIdentifier(property.storageName)
    return [
      declared(
        mutable
          ? .accessors(get: accessors.get, set: .assignment(.name(storage), accessors.set))
          : .computed(accessors.get)),
      SwiftProperty(
        access: .private, name: storage, type: property.storageType, value: .stored(mutable: mutable, initial: nil)),
    ]
  }

  private static let indirect = SwiftType.named("Indirect")

  /// `value.map(Indirect.init)`.
  private static func boxing(_ value: SwiftExpression) -> SwiftExpression {
    .call(value, "map", .value(.member(.type(indirect), "init")))
  }

  private static let decoder = SwiftExpression.local("decoder")
  private static let encoder = SwiftExpression.local("encoder")
  private static let container = SwiftExpression.local("container")

  /// The type the property is stored as (boxed or not), without the optional mark.
  private static func storedType(_ property: PropertyDecl) -> SwiftType {
    property.isBoxed ? .generic("Indirect", [property.type]) : property.type
  }

  /// The statement of written-out `init(from:)` that reads the property.
  private static func decode(_ property: PropertyDecl, stored: SwiftExpression, inAnyOf: Bool) -> SwiftStatement {
    var readWhole: SwiftExpression { .call(.type(storedType(property)), [SwiftArgument("from", decoder)]) }
    switch property.coding {
    case .key:
      let method = property.storageIsOptional ? "decodeIfPresent" : "decode"
      let key = SwiftArgument("forKey", .string(property.key))
      return .assignment(stored, .try(.call(container, method, key)))
    case .wholeValue where !property.storageIsOptional:
      return .assignment(stored, .try(readWhole))
    case .wholeValue where inAnyOf:
      return .assignment(
        stored,
        .call(
          .member(.local("failures"), "attempt"), [.value(.string(property.name.bare))],
          trailingClosure: .closure(.try(readWhole))))
    case .wholeValue:
      return .assignment(stored, .optionalTry(readWhole))
    case .extraKeys(let known):
      let keys = SwiftArgument("excluding", .array(known.map(SwiftExpression.string)))
      return .assignment(stored, .try(.call(decoder, "additionalProperties", keys)))
    }
  }

  /// The statement of written-out `encode(to:)` that writes the property.
  private static func encode(_ property: PropertyDecl, stored: SwiftExpression) -> SwiftStatement {
    switch property.coding {
    case .key:
      let method = property.encodedIfPresent ? "encodeIfPresent" : "encode"
      return .expression(
        .try(.call(container, method, .value(stored), SwiftArgument("under", .string(property.key)))))
    case .wholeValue where !property.storageIsOptional:
      return .expression(.try(.call(stored, "encode", SwiftArgument("to", encoder))))
    case .wholeValue:
      return .expression(.try(.call(.optionalChain(stored), "encode", SwiftArgument("to", encoder))))
    case .extraKeys(let known):
      let keys = SwiftArgument("excluding", .array(known.map(SwiftExpression.string)))
      return .expression(.try(.call(encoder, "encodeAdditionalProperties", .value(stored), keys)))
    }
  }
}
