/// A logic-less template in the Mustache subset that code generation needs, parsed once and rendered many times.
///
/// Supported: `{{name}}` and `{{a.b}}` (printed as is: generated Swift needs no HTML escaping), `{{{name}}}` (the
/// same), `{{.}}`, sections `{{#name}}…{{/name}}`, inverted sections `{{^name}}…{{/name}}`, comments `{{! … }}` and
/// partials `{{>name}}`. A line holding only a section, comment or partial tag disappears from the output, and a
/// standalone partial is indented like its tag, so nested declarations indent themselves.
///
/// We use our own engine rather than a general Mustache library because the context is a typed, `Sendable` value
/// (no reflection, no `Any`), rendering is a straight walk over a pre-parsed tree, and errors in a user's template
/// point at its file, line and column.
package struct Template: Sendable {
  /// The parsed pieces; tags keep the byte offset they start at, for errors found after parsing.
  indirect enum Part: Sendable {
    case text(String)
    case value([String], at: Int)
    case section([String], inverted: Bool, [Template.Part], at: Int)
    case partial(String, indent: String, at: Int)
  }

  /// The file name errors are reported with: the path of a user's template, `name.mustache` for a built-in one.
  package let name: String
  let parts: [Part]
  private let source: String

  package init(name: String, source: String) throws(TemplateError) {
    self.name = name
    self.source = source
    var parser = TemplateParser(name: name, source: source)
    self.parts = try parser.parse()
  }

  /// An error at a byte offset of the template's source.
  func error(_ message: String, at offset: Int) -> TemplateError {
    TemplateError(name: name, bytes: Array(source.utf8), offset: offset, message: message)
  }
}

/// A template that cannot be parsed or rendered, with where the problem is.
package struct TemplateError: Error, Sendable, CustomStringConvertible {
  package var file: String
  package var line: Int
  package var column: Int
  package var message: String

  package var description: String { "\(file):\(line):\(column): error: \(message)" }

  init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// An error at a byte offset of a template's source, with its line and column (in characters).
  init(name: String, bytes: [UInt8], offset: Int, message: String) {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
    self.init(file: name, line: line, column: column, message: message)
  }
}

private struct TemplateParser {
  let name: String
  let bytes: [UInt8]
  var position = 0

  init(name: String, source: String) {
    self.name = name
    self.bytes = Array(source.utf8)
  }

  private struct Tag {
    var kind: UInt8  // 0 for a value, else '#', '^', '/', '!', '>', '{'
    var content: String
    var start: Int
    var end: Int
  }

  mutating func parse() throws(TemplateError) -> [Template.Part] {
    var stack: [(name: [String], inverted: Bool, parts: [Template.Part], start: Int)] = []
    var parts: [Template.Part] = []
    var textStart = 0
    while let open = find("{{", from: position) {
      var tag = try readTag(at: open)
      var textEnd = open
      var resume = tag.end
      let standaloneKinds: [UInt8] = [
        UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "/"), UInt8(ascii: "!"), UInt8(ascii: ">"),
      ]
      var indent = ""
      if standaloneKinds.contains(tag.kind), let (lineStart, lineEnd) = standaloneLine(tagStart: open, tagEnd: tag.end)
      {
        indent = String(decoding: bytes[lineStart..<open], as: UTF8.self)
        textEnd = lineStart
        resume = lineEnd
      }
      if textEnd > textStart { parts.append(.text(String(decoding: bytes[textStart..<textEnd], as: UTF8.self))) }
      position = resume
      textStart = resume
      switch tag.kind {
      case UInt8(ascii: "!"):
        break
      case UInt8(ascii: "#"), UInt8(ascii: "^"):
        stack.append((path(tag.content), tag.kind == UInt8(ascii: "^"), parts, tag.start))
        parts = []
      case UInt8(ascii: "/"):
        guard let open = stack.popLast() else {
          throw error("'{{/\(tag.content)}}' closes a section that was never opened", at: tag.start)
        }
        guard open.name == path(tag.content) else {
          throw error(
            "'{{/\(tag.content)}}' does not match the open section '\(open.name.joined(separator: "."))'",
            at: tag.start)
        }
        let section = Template.Part.section(open.name, inverted: open.inverted, parts, at: open.start)
        parts = open.parts
        parts.append(section)
      case UInt8(ascii: ">"):
        parts.append(.partial(tag.content, indent: indent, at: tag.start))
      default:
        tag.content = tag.content.trimmingSpaces
        parts.append(.value(path(tag.content), at: tag.start))
      }
    }
    if textStart < bytes.count { parts.append(.text(String(decoding: bytes[textStart...], as: UTF8.self))) }
    if let open = stack.last {
      throw error("section '\(open.name.joined(separator: "."))' is never closed", at: open.start)
    }
    return parts
  }

  private func path(_ content: String) -> [String] {
    content == "." ? [] : content.split(separator: ".").map(String.init)
  }

  private func find(_ needle: String, from start: Int) -> Int? {
    let target = Array(needle.utf8)
    var index = start
    while index + target.count <= bytes.count {
      if bytes[index..<index + target.count].elementsEqual(target) { return index }
      index += 1
    }
    return nil
  }

  private func readTag(at open: Int) throws(TemplateError) -> Tag {
    var contentStart = open + 2
    var kind: UInt8 = 0
    if contentStart < bytes.count, "#^/!>{".utf8.contains(bytes[contentStart]) {
      kind = bytes[contentStart]
      contentStart += 1
    }
    let closer = kind == UInt8(ascii: "{") ? "}}}" : "}}"
    guard let close = find(closer, from: contentStart) else {
      throw error("a tag opened here is never closed with '\(closer)'", at: open)
    }
    let content = String(decoding: bytes[contentStart..<close], as: UTF8.self).trimmingSpaces
    if kind != UInt8(ascii: "!"), content.isEmpty { throw error("an empty tag", at: open) }
    return Tag(
      kind: kind == UInt8(ascii: "{") ? 0 : kind, content: content, start: open, end: close + closer.utf8.count)
  }

  /// The line around a tag when nothing but blanks shares it: (start of line, just past its newline).
  private func standaloneLine(tagStart: Int, tagEnd: Int) -> (Int, Int)? {
    var lineStart = tagStart
    while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") {
      guard bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") else { return nil }
      lineStart -= 1
    }
    var lineEnd = tagEnd
    while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") {
      guard
        bytes[lineEnd] == UInt8(ascii: " ") || bytes[lineEnd] == UInt8(ascii: "\t")
          || bytes[lineEnd] == UInt8(ascii: "\r")
      else { return nil }
      lineEnd += 1
    }
    if lineEnd < bytes.count { lineEnd += 1 }
    return (lineStart, lineEnd)
  }

  private func error(_ message: String, at offset: Int) -> TemplateError {
    TemplateError(name: name, bytes: bytes, offset: offset, message: message)
  }
}

extension String {
  var trimmingSpaces: String {
    var view = Substring(self)
    while let first = view.first, first == " " || first == "\t" { view.removeFirst() }
    while let last = view.last, last == " " || last == "\t" { view.removeLast() }
    return String(view)
  }
}
