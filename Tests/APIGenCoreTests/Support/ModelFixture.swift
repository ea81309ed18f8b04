import APIGenCore
import Testing
import _APIGenOpenAPI

/// Builds GenModel from a spec written inline, for the tests that read the translator's decisions as values.
enum ModelFixture {
  /// The options of a generation with no apigen.yaml.
  static let options = GenerationOptions(moduleName: "API", specFileName: "api.yaml")

  static func model(_ yaml: String, options: GenerationOptions = options) throws -> GenModel {
    let spec = SpecLoader().load(bytes: Array(yaml.utf8), named: "api.yaml")
    try #require(!spec.hasErrors, "\(spec.errors.map(\.description))")
    return GenerationPipeline.declarations(spec, options: options)
  }

  /// A 3.1 document with these paths (a YAML mapping) and schemas (lines of `components.schemas`).
  static func model(
    paths: String, schemas: String = "Unused: {type: string}", options: GenerationOptions = options
  ) throws -> GenModel {
    try model(GenModelTests.document(schemas: schemas, paths: paths), options: options)
  }

  static func operation(_ id: String, in model: GenModel) throws -> OperationDecl {
    try #require(model.namespaces.flatMap(\.operations).first { $0.operationID == id }, "no operation \(id)")
  }

  static func structure(_ name: String, in model: GenModel) throws -> StructDecl {
    guard case .structure(let structure) = try GenModelTests.type(name, in: model).kind else {
      throw FixtureError("\(name) is not a struct")
    }
    return structure
  }

  static func choice(_ name: String, in model: GenModel) throws -> OneOfDecl {
    guard case .oneOf(let choice) = try GenModelTests.type(name, in: model).kind else {
      throw FixtureError("\(name) is not a oneOf enum")
    }
    return choice
  }

  static func enumeration(_ name: String, in model: GenModel) throws -> EnumDecl {
    guard case .enumeration(let enumeration) = try GenModelTests.type(name, in: model).kind else {
      throw FixtureError("\(name) is not an enum")
    }
    return enumeration
  }

  struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
