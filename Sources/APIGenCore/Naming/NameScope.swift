/// The names already taken in one Swift scope. Claiming a name that is taken gives the first free `name2`, `name3`,
/// …, so that names which collide after sanitizing (`node_id` and `nodeId`) still declare distinct members. Callers
/// claim in a deterministic order, so the same spec always gives the same names.
package struct NameScope: Sendable {
  private var taken: Set<String>
  /// Names taken in enclosing scopes, shared between scopes and never copied.
  private let inherited: Set<String>

  package init(reserved: some Sequence<String> = []) {
    taken = Set(reserved)
    inherited = []
  }

  /// A scope that must avoid `inherited` (shared as is) and `reserved`.
  package init(inherited: Set<String>, reserved: some Sequence<String>) {
    taken = Set(reserved)
    self.inherited = inherited
  }

  /// The preferred name when free, else the first free numbered variant.
  package mutating func claim(_ preferred: String) -> String {
    if !inherited.contains(preferred), taken.insert(preferred).inserted { return preferred }
    var number = 2
    while inherited.contains(preferred + String(number)) || !taken.insert(preferred + String(number)).inserted {
      number += 1
    }
    return preferred + String(number)
  }

  package func contains(_ name: String) -> Bool { taken.contains(name) || inherited.contains(name) }
}
