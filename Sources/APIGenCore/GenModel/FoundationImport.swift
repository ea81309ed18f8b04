/// How every generated file imports Foundation.
package enum FoundationImport: Sendable, Equatable {
  /// `import struct Foundation.Date` and so on, one per type. A scoped import keeps each name lookup in the module
  /// from searching Foundation and all it re-exports (Glibc on Linux): GitHub's module-interface job, the one every
  /// rebuild waits for, runs about a tenth quicker for it.
  case types([String])
  /// `import Foundation`: a type override (`typeOverrides` in apigen.yaml) names a type the generator cannot place.
  case module

  /// The Foundation types the generator writes of its own accord.
  package static let generatorTypes = Self.types(generatorTypeNames)

  private static let generatorTypeNames = ["Data", "Date", "URL", "UUID"]
  /// Foundation's value types a format is overridden with, imported by name like the generator's own.
  private static let foundationValueTypes = Set(generatorTypeNames + ["Decimal"])
  private static let standardLibraryTypes: Set = [
    "Bool", "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64", "String", "UInt", "UInt8", "UInt16", "UInt32",
    "UInt64",
  ]

  /// The import that covers the generator's types and the types `typeOverrides` names: the standard library's need
  /// none, Foundation's value types are imported by name, and any other type (another of Foundation's, or one the
  /// SDK's target declares) brings all of Foundation, which declares or can see it.
  package static func covering(overrides: some Sequence<SwiftType>) -> Self {
    var names = Set(generatorTypeNames)
    for override in overrides {
      guard case .nominal(let path) = override, let name = path.last, path.count <= 2 else { return .module }
      let module = path.count == 2 ? path[0] : nil
      if standardLibraryTypes.contains(name), module == nil || module == "Swift" { continue }
      guard foundationValueTypes.contains(name), module == nil || module == "Foundation" else { return .module }
      names.insert(name)
    }
    return .types(names.sorted())
  }
}
