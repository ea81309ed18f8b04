import _APIGenOpenAPI

/// The top-level Swift names of a spec's named schemas, claimed before any schema is translated so that every
/// reference, in any order, gets the same name; and the names inline schemas claim at the top level later.
struct SchemaNames {
  /// The named schemas to declare, in the order their names were claimed (by Swift name, then by place).
  let declarationOrder: [(target: ReferenceTarget, schema: Schema)]
  private(set) var byTarget: [ReferenceTarget: String] = [:]
  /// Every top-level type name: what an operation's own types avoid, so that none hides a top-level one.
  private(set) var topLevel: Set<String> = []
  private var scope: NameScope

  /// Claims a name for every named schema (or those `selection` keeps), avoiding `reserved`; `renames` maps a
  /// spec name to the Swift name to use.
  init(_ spec: Spec, renames: [String: String], reserved: [String], only selection: Set<ReferenceTarget>? = nil) {
    scope = NameScope(reserved: reserved)
    var preferred: [(name: String, target: ReferenceTarget, schema: Schema)] = []
    for (target, schema) in spec.namedSchemas where selection?.contains(target) ?? true {
      let raw = Self.rawName(of: target)
      preferred.append((renames[raw] ?? SwiftName.type(raw), target, schema))
    }
    // Ties between equal Swift names are broken by where the schemas are, so claims are deterministic.
    let keyed = preferred.map { (entry: $0, place: $0.target.description) }
    preferred = keyed.sorted { ($0.entry.name, $0.place) < ($1.entry.name, $1.place) }.map(\.entry)
    for entry in preferred { byTarget[entry.target] = scope.claim(entry.name) }
    topLevel = Set(byTarget.values)
    declarationOrder = preferred.map { ($0.target, $0.schema) }
  }

  /// Claims a top-level name for an inline schema declared at the top level.
  mutating func claimTopLevel(_ preferred: String) -> String {
    let name = scope.claim(preferred)
    topLevel.insert(name)
    return name
  }

  /// `simple-user` for `#/components/schemas/simple-user`; the last pointer token or the file's base name otherwise.
  static func rawName(of target: ReferenceTarget) -> String {
    if let last = target.tokens.last { return last }
    let base = target.file.split(separator: "/").last.map(String.init) ?? target.file
    return base.split(separator: ".").first.map(String.init) ?? base
  }
}
