/// The templates one generation uses, by name (the file name without `.mustache`): the built-in defaults, with any
/// the user supplies replacing those of the same name.
public struct TemplateSet: Sendable {
  public private(set) var templates: [String: Template]

  public init(templates: [String: Template]) {
    self.templates = templates
  }

  /// The templates compiled into the tool (from `Templates/`).
  public static func builtIn() throws(TemplateError) -> TemplateSet {
    var templates: [String: Template] = [:]
    for (name, source) in DefaultTemplates.sources {
      templates[name] = try Template(name: "\(name).mustache", source: source)
    }
    return TemplateSet(templates: templates)
  }

  /// Replaces built-in templates by the user's, keyed by name.
  public mutating func override(with sources: [String: String]) throws(TemplateError) {
    for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
      templates[name] = try Template(name: "\(name).mustache", source: source)
    }
  }

  /// Renders the named template against a context.
  public func render(_ name: String, _ context: TemplateValue) throws(TemplateError) -> String {
    var output = ""
    try render(name, context: [context], into: &output, depth: 0)
    return output
  }

  private func render(_ name: String, context: [TemplateValue], into output: inout String, depth: Int)
    throws(TemplateError)
  {
    guard let template = templates[name] else {
      throw TemplateError(file: "\(name).mustache", line: 1, column: 1, message: "no template named '\(name)'")
    }
    guard depth < 64 else {
      throw TemplateError(
        file: template.name, line: 1, column: 1,
        message: "partials nest more than 64 deep; is a partial including itself?")
    }
    try render(template.parts, context: context, into: &output, depth: depth)
  }

  private func render(_ parts: [Template.Part], context: [TemplateValue], into output: inout String, depth: Int)
    throws(TemplateError)
  {
    for part in parts {
      switch part {
      case .text(let text):
        output += text
      case .value(let path):
        if case .string(let text)? = Self.lookup(path, in: context) { output += text }
      case .section(let path, let inverted, let children):
        let value = Self.lookup(path, in: context)
        let shows = value?.isTruthy ?? false
        if inverted {
          if !shows { try render(children, context: context, into: &output, depth: depth) }
          continue
        }
        guard shows, let value else { continue }
        switch value {
        case .list(let items):
          for item in items { try render(children, context: context + [item], into: &output, depth: depth) }
        case .object:
          try render(children, context: context + [value], into: &output, depth: depth)
        case .string, .bool:
          try render(children, context: context, into: &output, depth: depth)
        }
      case .partial(let name, let indent):
        if indent.isEmpty {
          try render(name, context: context, into: &output, depth: depth + 1)
        } else {
          var nested = ""
          try render(name, context: context, into: &nested, depth: depth + 1)
          output += Self.indent(nested, by: indent)
        }
      }
    }
  }

  private static func lookup(_ path: [String], in context: [TemplateValue]) -> TemplateValue? {
    guard let first = path.first else { return context.last }
    for frame in context.reversed() {
      guard var value = frame[first] else { continue }
      for key in path.dropFirst() {
        guard let next = value[key] else { return nil }
        value = next
      }
      return value
    }
    return nil
  }

  static func indent(_ text: String, by indent: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count + text.utf8.count / 8)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.offset > 0 { result += "\n" }
      if !line.element.isEmpty { result += indent }
      result += line.element
    }
    return result
  }
}
