/// Makes recursive types finite. A struct that contains itself directly or through other structs (not through an
/// array or dictionary, which already store their elements out of line) would have infinite size: each property on
/// such a cycle is stored in an `Indirect` box, and each choice enum on one is declared `indirect`.
enum RecursionBreaker {
  struct Edge {
    enum Site: Hashable {
      case property(owner: String, index: Int)
      case choice(owner: String)
    }

    var from: String
    var to: String
    var site: Site
  }

  /// The sites on cycles: which properties to box and which enums to make indirect.
  static func sitesOnCycles(_ edges: [Edge]) -> Set<Edge.Site> {
    let components = stronglyConnectedComponents(edges)
    var result: Set<Edge.Site> = []
    for edge in edges where components[edge.from] != nil && components[edge.from] == components[edge.to] {
      result.insert(edge.site)
    }
    return result
  }

  /// Tarjan's algorithm with an explicit stack (no recursion, so deep chains cannot overflow). Nodes not on any
  /// cycle get no entry unless they have a self-loop.
  static func stronglyConnectedComponents(_ edges: [Edge]) -> [String: Int] {
    var successors: [String: [String]] = [:]
    for edge in edges { successors[edge.from, default: []].append(edge.to) }
    var index: [String: Int] = [:]
    var lowLink: [String: Int] = [:]
    var onStack: Set<String> = []
    var stack: [String] = []
    var component: [String: Int] = [:]
    var nextIndex = 0
    var componentCount = 0
    for root in successors.keys.sorted() where index[root] == nil {
      var work: [(node: String, next: Int)] = [(root, 0)]
      index[root] = nextIndex
      lowLink[root] = nextIndex
      nextIndex += 1
      stack.append(root)
      onStack.insert(root)
      while let (node, next) = work.last {
        let nodeSuccessors = successors[node] ?? []
        if next < nodeSuccessors.count {
          work[work.count - 1].next += 1
          let successor = nodeSuccessors[next]
          if index[successor] == nil {
            index[successor] = nextIndex
            lowLink[successor] = nextIndex
            nextIndex += 1
            stack.append(successor)
            onStack.insert(successor)
            work.append((successor, 0))
          } else if onStack.contains(successor) {
            lowLink[node] = min(lowLink[node]!, index[successor]!)
          }
          continue
        }
        work.removeLast()
        if let parent = work.last { lowLink[parent.node] = min(lowLink[parent.node]!, lowLink[node]!) }
        guard lowLink[node] == index[node] else { continue }
        var members: [String] = []
        while let member = stack.popLast() {
          onStack.remove(member)
          members.append(member)
          if member == node { break }
        }
        let selfLoop = nodeSuccessors.contains(node)
        if members.count > 1 || selfLoop {
          for member in members { component[member] = componentCount }
          componentCount += 1
        }
      }
    }
    return component
  }

  /// Applies the boxing to declarations (recursively through nested types), given their container's qualifier.
  static func apply(_ sites: Set<Edge.Site>, to decls: inout [TypeDecl], qualifier: String) {
    guard !sites.isEmpty else { return }
    for position in decls.indices {
      let qualified = qualifier.isEmpty ? decls[position].name : qualifier + "." + decls[position].name
      switch decls[position].kind {
      case .structure(var structure):
        for index in structure.properties.indices where sites.contains(.property(owner: qualified, index: index)) {
          structure.properties[index].isBoxed = true
        }
        decls[position].kind = .structure(structure)
      case .oneOf(var choice):
        if sites.contains(.choice(owner: qualified)) {
          choice.isIndirect = true
          decls[position].kind = .oneOf(choice)
        }
      default: break
      }
      apply(sites, to: &decls[position].nested, qualifier: qualified)
    }
  }

  /// Top-level aliases whose target names the alias again through other aliases (`D = [D]`, `C = D` with
  /// `D = [C]`, `E = [String: E]`, `S = S`) cannot be declared in Swift. In each such cycle the aliases with an
  /// array or dictionary target become wrapper structs (the container stores its elements out of line, so that
  /// breaks the cycle); a cycle without a container says nothing about the value, so its aliases become JSONValue.
  static func wrapSelfReferentialAliases(_ decls: inout [TypeDecl]) {
    var targets: [String: SwiftType] = [:]
    for decl in decls { if case .alias(let target) = decl.kind { targets[decl.name] = target } }
    var edges: [Edge] = []
    for (name, target) in targets {
      // Only top-level aliases can be on such a cycle: a path is followed by its first name.
      let named = Set(target.nominalPaths.compactMap(\.first))
      for alias in named where targets[alias] != nil {
        edges.append(Edge(from: name, to: alias, site: .choice(owner: name)))
      }
    }
    let components = stronglyConnectedComponents(edges)
    guard !components.isEmpty else { return }
    var componentsWithContainers: Set<Int> = []
    for (name, component) in components where targets[name]?.isContainer == true {
      componentsWithContainers.insert(component)
    }
    for index in decls.indices {
      guard case .alias(let target) = decls[index].kind, let component = components[decls[index].name] else {
        continue
      }
      if !componentsWithContainers.contains(component) {
        decls[index].kind = .alias(.jsonValue)
      } else if target.isContainer {
        decls[index].kind = .wrapper(target)
      }
    }
  }
}
