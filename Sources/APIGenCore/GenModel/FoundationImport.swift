/// How every generated file imports Foundation.
package enum FoundationImport: Sendable, Equatable {
  /// `import struct Foundation.Date` and so on, one per type. A scoped import keeps each name lookup in the module
  /// from searching Foundation and all it re-exports (Glibc on Linux): GitHub's module-interface job, the one every
  /// rebuild waits for, runs about a tenth quicker for it.
  case types([String])
  /// `import Foundation`: a type override (`typeOverrides` in apigen.yaml) may name any of Foundation's types.
  case module

  /// The Foundation types the generator writes of its own accord.
  package static let generatorTypes = Self.types(["Data", "Date", "URL", "UUID"])
}
