/// GenModel type declarations as template contexts. Every key a template may test is set on every object (false
/// or empty when it does not apply), so that a lookup never falls through to an enclosing declaration.
enum TypeContexts {
  static func type(_ decl: TypeDecl) -> TemplateValue {
    var fields: TemplateObject = [
      "name": .string(decl.name),
      "docs": docs(decl.docs, deprecated: decl.deprecated),
      "struct": false, "enum": false, "oneOf": false, "alias": false, "wrapper": false,
      "nested": list(decl.nested),
      "gap": false,
    ]
    switch decl.kind {
    case .structure(let structure): fields["struct"] = self.structure(structure)
    case .enumeration(let enumeration): fields["enum"] = self.enumeration(enumeration, name: decl.name)
    case .oneOf(let choice): fields["oneOf"] = self.choice(choice)
    case .alias(let target): fields["alias"] = .object(["target": .string(target.code)])
    case .wrapper(let target): fields["wrapper"] = .object(["target": .string(target.code)])
    }
    return .object(fields)
  }

  /// Declarations in order, each but the first marked `gap` (a blank line before it).
  static func list(_ decls: [TypeDecl]) -> TemplateValue {
    .list(
      decls.enumerated().map { index, decl in
        guard index > 0, case .object(var fields) = type(decl) else { return type(decl) }
        fields["gap"] = true
        return .object(fields)
      })
  }

  /// Documentation comment lines and the deprecation attribute, ready to print.
  static func docs(_ lines: [String], deprecated: Bool) -> TemplateValue {
    var result: [TemplateValue] = lines.map { .string($0.isEmpty ? "///" : "/// " + $0) }
    if deprecated { result.append("@available(*, deprecated)") }
    return .list(result)
  }

  private static func structure(_ structure: StructDecl) -> TemplateValue {
    let properties = structure.properties
    var items: [TemplateValue] = []
    for (index, property) in properties.enumerated() {
      let storage = property.storageName
      let parameterType = property.type.optional(if: property.parameterIsOptional)
      let storedValue =
        !property.isBoxed
        ? property.name
        : property.parameterIsOptional ? "\(property.name).map(Indirect.init)" : "Indirect(\(property.name))"
      var accessors: TemplateValue = false
      if property.isBacked {
        var get =
          property.isBoxed ? (property.storageIsOptional ? "\(storage)?.value" : "\(storage).value") : storage
        if let defaulted = property.defaultValue { get += " ?? " + defaulted }
        let set =
          !property.isBoxed ? "newValue" : property.isOptional ? "newValue.map(Indirect.init)" : "Indirect(newValue)"
        accessors = .object([
          "storage": .string(storage), "storageType": .string(property.storageType.code), "get": .string(get),
          "set": .string(set),
        ])
      }
      items.append(
        .object([
          "name": .string(property.name),
          "type": .string(property.declaredType.code),
          "docs": docs(property.docs, deprecated: property.deprecated),
          "boxed": accessors,
          "parameter": .string(
            "\(property.name): \(parameterType.code)" + (property.parameterIsOptional ? " = nil" : "")),
          "comma": .string(index == properties.count - 1 ? "" : ","),
          "assignment": .string("self.\(storage) = \(storedValue)"),
          "codingKey": .string(
            "case \(storage)" + (property.explicitKey.map { " = " + SwiftLiteral.string($0) } ?? "")),
          "encode": .string(
            "try container.\(property.encodedIfPresent ? "encodeIfPresent" : "encode")(\(storage), forKey: .\(storage))"
          ),
        ]))
    }
    return .object([
      "properties": .list(items),
      "codingKeys": .bool(structure.needsCodingKeys),
      "encodesNulls": .bool(structure.encodesNulls),
    ])
  }

  private static func enumeration(_ enumeration: EnumDecl, name: String) -> TemplateValue {
    .object([
      "rawType": .string(enumeration.rawType.code),
      "enumName": .string(name),
      "allCases": .string(enumeration.cases.map { "." + SwiftName.dotted($0.name) }.joined(separator: ", ")),
      "cases": .list(
        enumeration.cases.map { item in
          .object([
            "name": .string(item.name), "literal": .string(item.literal), "docs": docs(item.docs, deprecated: false),
          ])
        }),
    ])
  }

  private static func choice(_ choice: OneOfDecl) -> TemplateValue {
    let tagged = choice.cases.filter { !$0.discriminatorValues.isEmpty }
    let untagged = choice.cases.filter { $0.discriminatorValues.isEmpty }
    func item(_ item: OneOfDecl.Case) -> TemplateValue {
      let bare = SwiftName.dotted(item.name)
      return .object([
        "name": .string(item.name),
        "dotName": .string(bare),
        "label": .string(SwiftLiteral.string(bare)),
        "type": .string(item.type.code),
        "patterns": .string(item.discriminatorValues.map(SwiftLiteral.string).joined(separator: ", ")),
      ])
    }
    let discriminator: TemplateValue =
      if let key = choice.discriminatorKey, !tagged.isEmpty {
        .object([
          "key": .string(SwiftLiteral.string(key)),
          "tagged": .list(tagged.map(item)),
          "expected": .string(
            "[" + tagged.flatMap(\.discriminatorValues).map(SwiftLiteral.string).joined(separator: ", ") + "]"),
        ])
      } else {
        false
      }
    return .object([
      "indirect": .bool(choice.isIndirect),
      "cases": .list(choice.cases.map(item)),
      "discriminator": discriminator,
      "untagged": .list((discriminator.isTruthy ? untagged : choice.cases).map(item)),
    ])
  }
}
