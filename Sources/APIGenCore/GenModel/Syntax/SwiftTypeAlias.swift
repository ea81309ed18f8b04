/// `typealias Name = Target`, at the SDK's access level.
package struct SwiftTypeAlias: Hashable, Sendable {
  package var access: AccessLevel
  package var name: String
  package var target: SwiftType

  package init(access: AccessLevel, name: String, target: SwiftType) {
    self.access = access
    self.name = name
    self.target = target
  }
}

/// The line that opens a type's declaration: `public nonisolated struct Pet: Codable, Hashable, Sendable {`.
package struct SwiftTypeHead: Hashable, Sendable {
  package enum Kind: String, Hashable, Sendable {
    case `struct`, `enum`
  }

  package var access: AccessLevel
  /// Says `nonisolated`: a top-level type, so that a target's default isolation (the main actor in Xcode 26's app
  /// targets) never applies to it; nested types inherit it.
  package var isNonisolated: Bool
  /// An enum with a case that contains the enum itself.
  package var isIndirect: Bool
  package var kind: Kind
  package var name: String
  package var conformances: [String]

  package init(
    access: AccessLevel, isNonisolated: Bool, isIndirect: Bool = false, kind: Kind, name: String,
    conformances: [String]
  ) {
    self.access = access
    self.isNonisolated = isNonisolated
    self.isIndirect = isIndirect
    self.kind = kind
    self.name = name
    self.conformances = conformances
  }
}
