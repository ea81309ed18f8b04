/// The names already taken in one Swift scope. Claiming a name that is taken gives the first free `name2`, `name3`,
/// …, so that names which collide after sanitizing (`node_id` and `nodeId`) still declare distinct members. Callers
/// claim in a deterministic order, so the same spec always gives the same names.
public struct NameScope: Sendable {
  private var taken: Set<String>
  /// Names taken in enclosing scopes, shared between scopes and never copied.
  private let inherited: Set<String>

  public init(reserved: some Sequence<String> = []) {
    taken = Set(reserved.map(NameScope.key))
    inherited = []
  }

  /// A scope that must avoid `inherited` (shared as is) and `reserved`.
  public init(inherited: Set<String>, reserved: some Sequence<String>) {
    taken = Set(reserved.map(NameScope.key))
    self.inherited = inherited
  }

  /// The preferred name when free, else the first free numbered variant. Backticked names compare without backticks.
  public mutating func claim(_ preferred: String) -> String {
    let key = Self.key(preferred)
    if !inherited.contains(key), taken.insert(key).inserted { return preferred }
    let bare = key
    var number = 2
    while inherited.contains(bare + String(number)) || !taken.insert(bare + String(number)).inserted { number += 1 }
    return bare + String(number)
  }

  public func contains(_ name: String) -> Bool { taken.contains(Self.key(name)) || inherited.contains(Self.key(name)) }

  private static func key(_ name: String) -> String { SwiftName.dotted(name) }
}
