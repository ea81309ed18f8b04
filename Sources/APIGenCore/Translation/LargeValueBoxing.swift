/// Keeps each type's inline layout small. A struct stores the structs it holds inline, so the code that copies,
/// assigns and destroys it (the value witnesses the compiler emits for every type) touches every reference-counted
/// field of every struct and enum payload it reaches. In GitHub's SDK such code was half of the LLVM IR: the
/// witnesses of `TimelineIssueEvents` alone, an `anyOf` of twenty-one events each holding issues, users and
/// repositories, were 330k lines (issue 40's measurements). So a property whose value would put more than `limit`
/// references inline is stored in an `Indirect` box, which copies as one reference, and a choice enum whose cases
/// together would is declared `indirect`. Users see the same properties: a boxed one reads and writes through its
/// box. Decided after recursion breaking, on the declarations as built.
enum LargeValueBoxing {
  /// The most references a property's value may put inline in its holder. GitHub's `SimpleUser` (twenty strings)
  /// is above it, a `License` (five) below; figures for other limits are in the README's benchmark section.
  static let limit = 16

  static func decide(types: inout [TypeDecl], namespaces: inout [NamespaceDecl], limit: Int = limit) {
    var sizes = InlineSizes(index: DeclarationIndex(types: types, namespaces: namespaces), limit: limit)
    for name in sizes.index.names { _ = sizes.references(inline: name) }
    guard !sizes.boxed.isEmpty || !sizes.indirect.isEmpty else { return }
    apply(sizes, to: &types, qualifier: [])
    namespaces.updateOperationTypes { apply(sizes, to: &$0, qualifier: $1) }
  }

  private static func apply(_ sizes: InlineSizes, to decls: inout [TypeDecl], qualifier: [String]) {
    for position in decls.indices {
      let path = qualifier + [decls[position].name]
      let name = path.joined(separator: ".")
      switch decls[position].kind {
      case .structure(var structure):
        for index in structure.properties.indices where sizes.boxed.contains(Site(owner: name, index: index)) {
          structure.properties[index].isBoxed = true
        }
        decls[position].kind = .structure(structure)
      case .oneOf(var choice) where sizes.indirect.contains(name):
        choice.isIndirect = true
        decls[position].kind = .oneOf(choice)
      default: break
      }
      apply(sizes, to: &decls[position].nested, qualifier: path)
    }
  }

  /// A struct's property, by the struct's qualified name and the property's position.
  struct Site: Hashable {
    var owner: String
    var index: Int
  }

  /// How many references each declaration holds inline once its own large members are boxed, computed once each,
  /// and the boxing that decided.
  struct InlineSizes {
    let index: DeclarationIndex
    let limit: Int
    private(set) var boxed: Set<Site> = []
    private(set) var indirect: Set<String> = []
    private var known: [String: Int] = [:]

    init(index: DeclarationIndex, limit: Int) {
      self.index = index
      self.limit = limit
    }

    /// Types that hold no reference: copying one copies bytes.
    private static let trivial: Set<String> = [
      "Int", "Int32", "Int64", "Double", "Float", "Bool", "Date", "Decimal", "Void",
    ]

    /// The references a value of the declaration holds inline, once the declarations it holds inline are sized
    /// (an explicit stack: a chain of ten thousand aliases must not overflow the stack).
    mutating func references(inline root: String) -> Int {
      var pending = [root]
      var started: Set<String> = []
      while let name = pending.last {
        if known[name] != nil {
          pending.removeLast()
          continue
        }
        let unsized = heldInline(by: name).filter { known[$0] == nil && !started.contains($0) }
        if unsized.isEmpty || started.contains(name) {
          // Recursion breaking has made containment acyclic; were a cycle left, its unsized member counts once.
          known[name] = size(of: name)
          pending.removeLast()
        } else {
          started.insert(name)
          pending += unsized
        }
      }
      return known[root] ?? 1
    }

    /// The declarations a value of this one holds inline.
    private func heldInline(by name: String) -> [String] {
      guard let entry = index[name] else { return [] }
      return DeclarationIndex.members(of: entry, inlineOnly: true).compactMap { declaration($0.type, from: $0.scope) }
    }

    /// The declaration whose value a value of `type` holds inline: arrays, dictionaries and the runtime's generic
    /// types hold theirs out of line.
    private func declaration(_ type: SwiftType, from scope: [String]) -> String? {
      switch type {
      case .optional(let wrapped): return declaration(wrapped, from: scope)
      case .nominal(let path): return index.resolve(path, from: scope)
      case .array, .dictionary, .generic: return nil
      }
    }

    /// The declaration's size from its members' (known by now), deciding the boxing of its large members.
    private mutating func size(of name: String) -> Int {
      guard let entry = index[name] else { return 1 }
      switch entry.decl.kind {
      case .structure(let structure):
        var total = 0
        for (position, property) in structure.properties.enumerated() {
          var size = property.isBoxed ? 1 : references(of: property.type, from: entry.path)
          if size > limit {
            boxed.insert(Site(owner: name, index: position))
            size = 1
          }
          total += size
        }
        return total
      case .oneOf(let choice):
        if choice.isIndirect { return 1 }
        let total = choice.cases.reduce(0) { $0 + references(of: $1.type, from: entry.path) }
        guard total > limit else { return total }
        indirect.insert(name)
        return 1
      case .enumeration(let enumeration):
        return enumeration.rawType == .string ? 1 : 0
      case .alias, .wrapper:
        return DeclarationIndex.members(of: entry).reduce(0) { $0 + references(of: $1.type, from: $1.scope) }
      }
    }

    /// The references a value of `type` holds inline.
    private func references(of type: SwiftType, from scope: [String]) -> Int {
      switch type {
      case .optional(let wrapped): return references(of: wrapped, from: scope)
      case .array, .dictionary, .generic: return 1
      case .nominal(let path):
        if let name = index.resolve(path, from: scope) { return known[name] ?? 1 }
        return path.count == 1 && Self.trivial.contains(path[0]) ? 0 : 1
      }
    }
  }
}
