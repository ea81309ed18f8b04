/// How a struct stores, initialises and codes its properties: decided from each property's final flags (boxing is
/// known only after recursion breaking), so that templates only print.
extension StructDecl {
  /// Some property is coded under a key of its own (the others are read from the whole object).
  package var isKeyed: Bool { properties.contains { $0.coding == .key } }

  /// `init(from:)` and `encode(to:)` are written out, each property under its spec key as a string literal
  /// (`AnyCodingKey`), whenever the struct has properties (CONTRIBUTING.md says why).
  package var writesCoding: Bool { !properties.isEmpty }
}

extension PropertyDecl {
  /// Stored privately under another name: boxed properties store an `Indirect`; deprecated ones store privately so
  /// that the memberwise init and coding do not warn while users of the public property do; defaulted ones store an
  /// optional (unset is neither decoded nor encoded) and read as the default while unset.
  package var isBacked: Bool { isBoxed || deprecated || defaultValue != nil }

  /// The stored property's name as declared: `_name` when backed.
  package var storageName: String { isBacked ? "_" + name.bare : name.declared }

  /// The stored property may be absent.
  package var storageIsOptional: Bool { isOptional || defaultValue != nil }

  package var storageType: SwiftType {
    (isBoxed ? SwiftType.generic("Indirect", [type]) : type).optional(if: storageIsOptional)
  }

  /// The declared type users see.
  package var declaredType: SwiftType { type.optional(if: isOptional) }

  /// The caller may leave it out of `init`: optional, or defaulted and not required (unset: not sent).
  package var parameterIsOptional: Bool { isOptional || (defaultValue != nil && !isRequired) }

  /// Absent when unset; a required nullable property is encoded as `null` instead.
  package var encodedIfPresent: Bool { storageIsOptional && !(isRequired && isOptional) }
}
