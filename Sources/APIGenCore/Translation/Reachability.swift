import _APIGenOpenAPI

/// What a set of operations reaches: every schema, through parameters, bodies, responses, headers and the schemas
/// those name, transitively. Used to generate or trim a subset that is still self-contained.
package enum Reachability {
  /// The referenced targets (of any kind) the operations reach, and the schemas among them.
  package static func targets(of operations: [Operation], in spec: Spec) -> Set<ReferenceTarget> {
    var walker = Walker(spec: spec)
    for operation in operations { walker.visit(operation) }
    walker.drain()
    return walker.reached
  }

  /// The targets the operations reach, and the named schemas `schemas` with what they reach (`filter.schemas`).
  package static func targets(of operations: [Operation], schemas: [ReferenceTarget], in spec: Spec)
    -> Set<ReferenceTarget>
  {
    var walker = Walker(spec: spec)
    for operation in operations { walker.visit(operation) }
    for target in schemas where walker.reached.insert(target).inserted {
      if let schema = spec.schema(at: target) { walker.pending.append(schema) }
    }
    walker.drain()
    return walker.reached
  }

  /// The targets the operations' request bodies reach (what callers send), or their responses (what they read).
  static func targets(of operations: [Operation], in spec: Spec, only part: Part) -> Set<ReferenceTarget> {
    var walker = Walker(spec: spec, part: part)
    for operation in operations { walker.visit(operation) }
    walker.drain()
    return walker.reached
  }

  enum Part { case all, requestBodies, responses }

  private struct Walker {
    let spec: Spec
    var part = Part.all
    var reached: Set<ReferenceTarget> = []
    var pending: [Schema] = []

    init(spec: Spec, part: Part = .all) {
      self.spec = spec
      self.part = part
    }

    mutating func note(_ reference: Reference?) {
      guard let reference else { return }
      reached.insert(reference.target)
    }

    mutating func visit(_ operation: Operation) {
      switch part {
      case .all: break
      case .requestBodies:
        if let body = operation.requestBody, let value = spec.resolve(body) { visit(value.content) }
        return
      case .responses:
        for entry in operation.responses {
          if let response = spec.resolve(entry.response) { visit(response.content) }
        }
        return
      }
      for parameter in operation.parameters {
        note(parameter.reference)
        if let value = spec.resolve(parameter) { visit(value) }
      }
      if let body = operation.requestBody {
        note(body.reference)
        if let value = spec.resolve(body) { visit(value.content) }
      }
      for entry in operation.responses {
        note(entry.response.reference)
        guard let response = spec.resolve(entry.response) else { continue }
        visit(response.content)
        for (_, header) in response.headers {
          note(header.reference)
          if let value = spec.resolve(header) {
            if let schema = value.schema { pending.append(schema) }
            if let content = value.content { visit(content) }
          }
        }
      }
    }

    mutating func visit(_ parameter: Parameter) {
      if let schema = parameter.schema { pending.append(schema) }
      if let content = parameter.content { visit(content) }
    }

    mutating func visit(_ content: OrderedMap<MediaType>) {
      for (_, media) in content {
        if let schema = media.schema { pending.append(schema) }
      }
    }

    /// Walks pending schemas without recursion, following each reference once.
    mutating func drain() {
      while let schema = pending.popLast() {
        if let reference = schema.ref, reached.insert(reference.target).inserted,
          let target = spec.schema(at: reference.target)
        {
          pending.append(target)
        }
        for (_, property) in schema.properties { pending.append(property) }
        if let items = schema.items { pending.append(items.value) }
        pending.append(contentsOf: schema.prefixItems)
        if case .schema(let additional)? = schema.additionalProperties { pending.append(additional.value) }
        if let not = schema.not { pending.append(not.value) }
        pending.append(contentsOf: schema.allOf)
        pending.append(contentsOf: schema.oneOf)
        pending.append(contentsOf: schema.anyOf)
        if let discriminator = schema.discriminator {
          for (_, mapped) in discriminator.mapping {
            let raw = mapped.contains("/") ? mapped : "#/components/schemas/\(mapped)"
            if let target = ReferenceTarget.parse(raw, relativeTo: spec.rootFile),
              reached.insert(target).inserted, let value = spec.schema(at: target)
            {
              pending.append(value)
            }
          }
        }
      }
    }
  }
}
