import APIGenCore
import Testing

/// What the lowering stage decides for a model's declarations, found by operation id or top-level type name, for
/// the tests that read the syntax.
enum LoweredFixture {
  static func operation(_ id: String, in model: GenModel) throws -> OperationSyntax {
    let operations = GenerationPipeline.lower(model).namespaces.flatMap(\.operations)
    return try #require(operations.first { $0.decl.operationID == id }, "no operation \(id)").syntax
  }

  static func type(_ name: String, in model: GenModel) throws -> LoweredType.Members {
    try #require(GenerationPipeline.lower(model).types.first { $0.decl.name == name }, "no type \(name)").members
  }

  /// A struct's properties' syntax, in order.
  static func properties(_ name: String, in model: GenModel) throws -> [PropertySyntax] {
    try loweredProperties(name, in: model).map(\.syntax)
  }

  /// A struct's property's syntax, by the property's spec key.
  static func property(_ key: String, of name: String, in model: GenModel) throws -> PropertySyntax {
    let properties = try loweredProperties(name, in: model)
    return try #require(properties.first { $0.decl.key == key }, "\(name) has no property \(key)").syntax
  }

  private static func loweredProperties(_ name: String, in model: GenModel) throws -> [LoweredProperty] {
    guard case .structure(_, let properties, _) = try type(name, in: model) else {
      throw ModelFixture.FixtureError("\(name) is not a struct")
    }
    return properties
  }

  static func enumeration(_ name: String, in model: GenModel) throws -> EnumSyntax {
    guard case .enumeration(_, let syntax, _) = try type(name, in: model) else {
      throw ModelFixture.FixtureError("\(name) is not an enum")
    }
    return syntax
  }

  static func choice(_ name: String, in model: GenModel) throws -> OneOfSyntax {
    guard case .oneOf(_, let syntax, _) = try type(name, in: model) else {
      throw ModelFixture.FixtureError("\(name) is not a oneOf enum")
    }
    return syntax
  }
}
