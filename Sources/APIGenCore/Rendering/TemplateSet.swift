/// The templates one generation uses, by name (the file name without `.mustache`): the built-in defaults, with any
/// the user supplies replacing those of the same name.
package struct TemplateSet: Sendable {
  package private(set) var templates: [String: Template]
  /// The names of the templates a user supplied.
  package private(set) var overridden: Set<String> = []

  package init(templates: [String: Template]) {
    self.templates = templates
  }

  /// The templates compiled into the tool (from `Sources/APIGenCore/Templates`).
  package static func builtIn() throws(TemplateError) -> TemplateSet {
    var templates: [String: Template] = [:]
    for (name, bytes) in BuiltInTemplates.sources {
      templates[name] = try Template(name: "\(name).mustache", source: String(decoding: bytes, as: UTF8.self))
    }
    return TemplateSet(templates: templates)
  }

  /// Replaces built-in templates by the user's, keyed by name; errors name the files in `directory` (as the
  /// user wrote it) when given.
  package mutating func override(with sources: [String: String], directory: String? = nil) throws(TemplateError) {
    for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
      let file = "\(name).mustache"
      templates[name] = try Template(
        name: directory.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + file } ?? file, source: source)
      overridden.insert(name)
    }
  }

  /// Renders the named template against a context.
  package func render(_ name: String, _ context: TemplateValue) throws(TemplateError) -> String {
    var output = Output()
    var stack = [context]
    try render(name, context: &stack, into: &output, depth: 0)
    return output.text
  }

  /// Rendered text as UTF-8 bytes, with the indentation of the partials being rendered put before every
  /// non-empty line.
  private struct Output {
    var bytes: [UInt8] = []
    var indent: [UInt8] = []
    var atLineStart = true

    init() { bytes.reserveCapacity(1 << 16) }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ piece: String) {
      var piece = piece
      piece.withUTF8 { append($0) }
    }

    private mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
      guard !piece.isEmpty else { return }
      if indent.isEmpty {
        bytes.append(contentsOf: piece)
        atLineStart = piece[piece.count - 1] == UInt8(ascii: "\n")
        return
      }
      var lineStart = 0
      while let lineFeed = LineFeeds.next(in: piece, from: lineStart) {
        if atLineStart, lineFeed > lineStart { bytes.append(contentsOf: indent) }
        bytes.append(contentsOf: LineFeeds.slice(piece, lineStart, lineFeed + 1))
        atLineStart = true
        lineStart = lineFeed + 1
      }
      if lineStart < piece.count {
        if atLineStart { bytes.append(contentsOf: indent) }
        bytes.append(contentsOf: LineFeeds.slice(piece, lineStart, piece.count))
        atLineStart = false
      }
    }
  }

  private func render(_ name: String, context: inout [TemplateValue], into output: inout Output, depth: Int)
    throws(TemplateError)
  {
    guard let template = templates[name] else {
      throw TemplateError(file: "\(name).mustache", line: 1, column: 1, message: "no template named '\(name)'")
    }
    // Nested types render through nested partials, so real depth follows the spec's (itself bounded by the YAML
    // parser's depth limit); only a partial that includes itself gets this far.
    guard depth < 1024 else {
      throw TemplateError(
        file: template.name, line: 1, column: 1,
        message: "partials nest more than 1024 deep; is a partial including itself?")
    }
    try render(template.parts, context: &context, into: &output, depth: depth)
  }

  /// Renders parts with `context` as the lookup stack, innermost last; sections push their item and pop it again,
  /// so that no item copies the stack.
  private func render(
    _ parts: [Template.Part], context: inout [TemplateValue], into output: inout Output, depth: Int
  )
    throws(TemplateError)
  {
    // Index loops rather than iterators here and in `lookup`: the plugins run a debug build of this code, where
    // generic iterators cost several times the work they do.
    var partIndex = 0
    while partIndex < parts.count {
      let part = parts[partIndex]
      partIndex += 1
      switch part {
      case .text(let text):
        output.append(text)
      case .value(let path, _):
        if case .string(let text)? = Self.lookup(path, in: context) { output.append(text) }
      case .section(let path, let inverted, let children, _):
        let value = Self.lookup(path, in: context)
        let shows = value?.isTruthy ?? false
        if inverted {
          if !shows { try render(children, context: &context, into: &output, depth: depth) }
          continue
        }
        guard shows, let value else { continue }
        switch value {
        case .list(let items):
          var index = 0
          while index < items.count {
            context.append(items[index])
            defer { context.removeLast() }
            try render(children, context: &context, into: &output, depth: depth)
            index += 1
          }
        case .lines(let lines):
          var index = 0
          while index < lines.count {
            context.append(.string(lines[index]))
            defer { context.removeLast() }
            try render(children, context: &context, into: &output, depth: depth)
            index += 1
          }
        case .object:
          context.append(value)
          defer { context.removeLast() }
          try render(children, context: &context, into: &output, depth: depth)
        case .string, .bool:
          try render(children, context: &context, into: &output, depth: depth)
        }
      case .partial(let name, let indent, _):
        let saved = output.indent
        output.indent += Array(indent.utf8)
        try render(name, context: &context, into: &output, depth: depth + 1)
        output.indent = saved
      }
    }
  }

  private static func lookup(_ path: [String], in context: [TemplateValue]) -> TemplateValue? {
    guard !path.isEmpty else { return context.last }
    var frame = context.count - 1
    while frame >= 0 {
      defer { frame -= 1 }
      guard var value = context[frame][path[0]] else { continue }
      var key = 1
      while key < path.count {
        guard let next = value[path[key]] else { return nil }
        value = next
        key += 1
      }
      return value
    }
    return nil
  }
}
