/// How a struct stores, initialises and codes its properties: decided from each property's final flags (boxing is
/// known only after recursion breaking), so that templates only print.
extension StructDecl {
  /// The properties coded under their own keys (the others are read from the whole object).
  package var keyedProperties: [PropertyDecl] { properties.filter { $0.coding == .key } }

  /// A required property that may be null is encoded as `null`; synthesized coding would leave the key out.
  package var encodesNulls: Bool { properties.contains { $0.isRequired && $0.isOptional && $0.coding == .key } }

  /// Some property is not under a key of its own: synthesized coding cannot express it, so both `init(from:)` and
  /// `encode(to:)` are written out.
  package var codesWholeValue: Bool { properties.contains { $0.coding != .key } }

  /// `encode(to:)` is written out.
  package var writesEncode: Bool { encodesNulls || codesWholeValue }

  /// Written-out `CodingKeys`: a key differs from its name, some property is stored differently from how it is
  /// declared, or coding is written out over keyed properties.
  package var needsCodingKeys: Bool {
    let keyed = keyedProperties
    return keyed.contains { $0.name.declared != $0.key || $0.isBacked } || (writesEncode && !keyed.isEmpty)
  }
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

  /// The coding key's raw value when it differs from the stored name.
  package var explicitKey: String? {
    (isBacked ? storageName : name.bare) == key ? nil : key
  }

  /// Absent when unset; a required nullable property is encoded as `null` instead.
  package var encodedIfPresent: Bool { storageIsOptional && !(isRequired && isOptional) }
}
