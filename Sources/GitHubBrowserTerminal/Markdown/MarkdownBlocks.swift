import Ink

/// A README's structure: what the terminal draws differently.
enum MarkdownBlock: Hashable, Sendable {
  case heading(level: Int, [Span])
  case paragraph([Span])
  /// A list item's first paragraph, with its marker ("•" or "3.") and nesting depth (0 for a top-level list).
  case listItem(marker: String, depth: Int, [Span])
  case code(String)
  case quote([Span])
  case rule
}

/// Markdown parsed by Ink (John Sundell's parser), read back from the small, regular HTML it writes.
///
/// Ink's syntax tree is internal, and HTML is its one output; the tags it writes are few and always well formed,
/// so reading them back is a short walk rather than an HTML parser.
enum MarkdownBlocks {
  static func parse(_ markdown: String) -> [MarkdownBlock] {
    var reader = HTMLWalk()
    reader.read(MarkdownParser().html(from: markdown))
    return reader.blocks
  }
}

/// Walks Ink's HTML, collecting blocks.
private struct HTMLWalk {
  var blocks: [MarkdownBlock] = []
  private var spans: [Span] = []
  private var styles: [TextStyle] = []
  /// Open lists, innermost last: whether ordered, and the next item number.
  private var lists: [(ordered: Bool, next: Int)] = []
  private var pendingMarker: String?
  private var inHeading: Int?
  private var inPre = false
  private var quoteDepth = 0

  private var style: TextStyle { styles.reduce([]) { $0.union($1) } }

  mutating func read(_ html: String) {
    var rest = Substring(html)
    while !rest.isEmpty {
      if rest.first == "<", let close = rest.firstIndex(of: ">") {
        tag(rest[rest.index(after: rest.startIndex)..<close])
        rest = rest[rest.index(after: close)...]
      } else {
        let end = rest.firstIndex(of: "<") ?? rest.endIndex
        text(Self.decodeEntities(rest[..<end]))
        rest = rest[end...]
      }
    }
    flush()
  }

  private mutating func tag(_ tag: Substring) {
    let isClosing = tag.hasPrefix("/")
    let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
    switch (name, isClosing) {
    case ("h1", false), ("h2", false), ("h3", false), ("h4", false), ("h5", false), ("h6", false):
      flush()
      inHeading = Int(name.dropFirst()) ?? 1
    case ("h1", true), ("h2", true), ("h3", true), ("h4", true), ("h5", true), ("h6", true):
      flush()
    case ("p", _), ("blockquote", _), ("tr", true):
      flush()
      if name == "blockquote" { quoteDepth += isClosing ? -1 : 1 }
    case ("ul", false), ("ol", false):
      flush()
      lists.append((name == "ol", 1))
    case ("ul", true), ("ol", true):
      flush()
      _ = lists.popLast()
    case ("li", false):
      flush()
      if let list = lists.last {
        pendingMarker = list.ordered ? "\(list.next)." : "•"
        lists[lists.count - 1].next += 1
      }
    case ("li", true):
      flush()
    case ("pre", false):
      flush()
      inPre = true
    case ("pre", true):
      let code = spans.map(\.text).joined()
      blocks.append(.code(code.hasSuffix("\n") ? String(code.dropLast()) : code))
      spans = []
      inPre = false
    case ("hr", _):
      flush()
      blocks.append(.rule)
    case ("br", _):
      text("\n")
    case ("td", true), ("th", true):
      text("  ")
    case ("img", _):
      if let alt = Self.attribute("alt", in: tag), !alt.isEmpty { text("[\(alt)]") }
    case ("strong", false), ("b", false): styles.append(.bold)
    case ("em", false), ("i", false): styles.append(.italic)
    case ("code", false) where !inPre: styles.append(.code)
    case ("a", false): styles.append(.underline)
    case ("strong", true), ("b", true), ("em", true), ("i", true), ("a", true):
      _ = styles.popLast()
    case ("code", true) where !inPre:
      _ = styles.popLast()
    default:
      break
    }
  }

  private mutating func text(_ text: String) {
    guard !text.isEmpty else { return }
    if inPre {
      spans.append(Span(text: text))
      return
    }
    if text == "\n" {  // a <br>
      spans.append(Span(text: text, style: style))
      return
    }
    // Ink keeps the source's line breaks inside a paragraph; they are spaces to a reader.
    let flowing = text.replacingOccurrences(of: "\n", with: " ")
    if spans.isEmpty && flowing.allSatisfy(\.isWhitespace) { return }  // between tags, before any text
    spans.append(Span(text: flowing, style: style))
  }

  /// Ends the block being collected, if any.
  private mutating func flush() {
    defer {
      spans = []
      inHeading = nil
    }
    guard !spans.isEmpty, !inPre else { return }
    if let level = inHeading {
      blocks.append(.heading(level: level, spans))
    } else if let marker = pendingMarker {
      blocks.append(.listItem(marker: marker, depth: max(0, lists.count - 1), spans))
      pendingMarker = nil
    } else if quoteDepth > 0 {
      blocks.append(.quote(spans))
    } else {
      blocks.append(.paragraph(spans))
    }
  }

  private static func attribute(_ name: String, in tag: Substring) -> String? {
    guard let start = tag.range(of: "\(name)=\"") else { return nil }
    let value = tag[start.upperBound...].prefix { $0 != "\"" }
    return decodeEntities(value)
  }

  /// The entities Ink writes (it escapes only these), and numeric ones.
  static func decodeEntities(_ text: Substring) -> String {
    guard text.contains("&") else { return String(text) }
    var result = ""
    var rest = text
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      let entity = rest[ampersand...].prefix { $0 != ";" && $0 != " " }
      let named: [Substring: String] = ["&amp": "&", "&lt": "<", "&gt": ">", "&quot": "\"", "&#39": "'", "&apos": "'"]
      if entity.count < rest[ampersand...].count, rest[rest.index(ampersand, offsetBy: entity.count)] == ";" {
        if let replacement = named[entity] {
          result += replacement
          rest = rest[rest.index(ampersand, offsetBy: entity.count + 1)...]
          continue
        }
        if entity.hasPrefix("&#"), let value = UInt32(entity.dropFirst(2)), let scalar = Unicode.Scalar(value) {
          result.unicodeScalars.append(scalar)
          rest = rest[rest.index(ampersand, offsetBy: entity.count + 1)...]
          continue
        }
      }
      result += "&"
      rest = rest[rest.index(after: ampersand)...]
    }
    return result + rest
  }
}
