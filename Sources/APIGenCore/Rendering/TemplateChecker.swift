/// Checks templates against the keys their contexts declare before anything is rendered, so that a misspelled key
/// in a user's override is an error at its line and column instead of silently rendering nothing.
///
/// It follows rendering's lookup exactly: a name is looked up in the innermost context and outwards; a section
/// over a list or object makes that item's keys visible inside it; a partial sees the contexts of the place that
/// includes it.
struct TemplateChecker {
  let templates: TemplateSet

  /// What a section pushes onto the lookup stack.
  private enum Frame {
    case context(any TemplateContext.Type)
    /// Inside a section over lines: `{{.}}` is the line; names are looked up outside.
    case line
  }

  /// Checks each entry template against its root context and every partial through the places that include it;
  /// a user's template that no generated file uses is an error too (a misspelled file name).
  func check(entries: [(template: String, context: any TemplateContext.Type)]) throws(TemplateError) {
    var checked: Set<String> = []
    for entry in entries {
      guard let template = templates.templates[entry.template] else {
        throw TemplateError(
          file: "\(entry.template).mustache", line: 1, column: 1, message: "no template named '\(entry.template)'")
      }
      checked.insert(entry.template)
      try check(template.parts, in: template, stack: [.context(entry.context)], checked: &checked)
    }
    for name in templates.overridden.sorted() where !checked.contains(name) {
      guard let template = templates.templates[name] else { continue }
      let used = Set(entries.map(\.template)).union(checked).sorted().joined(separator: ", ")
      throw template.error(
        "no generated file uses the template '\(name)'; the templates are \(used)", at: 0)
    }
  }

  private func check(_ parts: [Template.Part], in template: Template, stack: [Frame], checked: inout Set<String>)
    throws(TemplateError)
  {
    for part in parts {
      switch part {
      case .text:
        break
      case .value(let path, let offset):
        guard !path.isEmpty else { continue }
        let kind = try resolve(path, in: template, at: offset, stack: stack)
        switch kind {
        case .text: break
        case .flag, .lines, .list, .object:
          throw template.error(
            "'\(path.joined(separator: "."))' is a \(kind.word), which prints nothing; use it as a section: "
              + "{{#\(path.joined(separator: "."))}}…{{/\(path.joined(separator: "."))}}", at: offset)
        }
      case .section(let path, let inverted, let children, let offset):
        let kind: TemplateKeyKind = path.isEmpty ? .text : try resolve(path, in: template, at: offset, stack: stack)
        var inner = stack
        if !inverted {
          switch kind {
          case .list(let item), .object(let item): inner.append(.context(item))
          case .lines: inner.append(.line)
          case .text, .flag: break
          }
        }
        try check(children, in: template, stack: inner, checked: &checked)
      case .partial(let name, _, let offset):
        guard let partial = templates.templates[name] else {
          throw template.error("no template named '\(name)'", at: offset)
        }
        // A partial is checked once per set of contexts around it: a type's partial includes itself for nested
        // types, and deeper levels add no context the first levels did not have.
        let key = name + "@" + Set(stack.map(Self.frameName)).sorted().joined(separator: ",")
        checked.insert(name)
        guard checked.insert(key).inserted else { continue }
        try check(partial.parts, in: partial, stack: stack, checked: &checked)
      }
    }
  }

  private static func frameName(_ frame: Frame) -> String {
    switch frame {
    case .context(let context): return context.scopeName
    case .line: return "line"
    }
  }

  /// The kind of the key a dotted path names, looked up as rendering does.
  private func resolve(_ path: [String], in template: Template, at offset: Int, stack: [Frame])
    throws(TemplateError) -> TemplateKeyKind
  {
    let first = path[0]
    var found: TemplateKeyKind?
    for frame in stack.reversed() {
      guard case .context(let context) = frame else { continue }
      if let key = context.declaredKeys.first(where: { $0.name == first }) {
        found = key.kind
        break
      }
    }
    guard var kind = found else {
      throw template.error(
        "unknown key '\(first)'; here the keys are \(Self.visibleKeys(stack)) (the Templates article of apigen's documentation lists them)",
        at: offset)
    }
    for name in path.dropFirst() {
      guard case .object(let context) = kind else {
        throw template.error("'\(first)' is a \(kind.word) and has no key '\(name)'", at: offset)
      }
      guard let key = context.declaredKeys.first(where: { $0.name == name }) else {
        throw template.error(
          "unknown key '\(name)' in '\(first)'; its keys are \(context.declaredKeys.map(\.name).joined(separator: ", "))",
          at: offset)
      }
      kind = key.kind
    }
    return kind
  }

  /// The names visible at a place, innermost context first, each once.
  private static func visibleKeys(_ stack: [Frame]) -> String {
    var seen: Set<String> = []
    var names: [String] = []
    for frame in stack.reversed() {
      guard case .context(let context) = frame else { continue }
      for key in context.declaredKeys where seen.insert(key.name).inserted { names.append(key.name) }
    }
    return names.joined(separator: ", ")
  }
}
