/// How a run of text is drawn.
struct TextStyle: OptionSet, Hashable, Sendable {
  let rawValue: Int
  static let bold = TextStyle(rawValue: 1)
  static let italic = TextStyle(rawValue: 2)
  static let underline = TextStyle(rawValue: 4)
  static let dim = TextStyle(rawValue: 8)
  static let code = TextStyle(rawValue: 16)

  /// The terminal's SGR parameters for this style, in a fixed order.
  var sgrParameters: [String] {
    var parameters: [String] = []
    if contains(.bold) { parameters.append("1") }
    if contains(.dim) { parameters.append("2") }
    if contains(.italic) { parameters.append("3") }
    if contains(.underline) { parameters.append("4") }
    if contains(.code) { parameters.append("36") }
    return parameters
  }
}

/// A run of text in one style.
struct Span: Hashable, Sendable {
  var text: String
  var style: TextStyle = []
}

/// One line for the terminal: styled runs whose text fits the width it was laid out for.
struct StyledLine: Hashable, Sendable {
  var spans: [Span]

  init(_ spans: [Span]) { self.spans = spans.filter { !$0.text.isEmpty } }

  init(_ text: String, style: TextStyle = []) { self.init([Span(text: text, style: style)]) }

  /// The text without styling.
  var plain: String { spans.map(\.text).joined() }

  /// The line with ANSI SGR sequences around each styled run (what the terminal is sent).
  var ansi: String {
    spans.map { span in
      let parameters = span.style.sgrParameters
      return parameters.isEmpty ? span.text : "\u{1B}[\(parameters.joined(separator: ";"))m\(span.text)\u{1B}[0m"
    }.joined()
  }

  /// Breaks styled text into lines of at most `width` columns at spaces, the first line after `firstPrefix` and the
  /// rest after `prefix` (a list marker and its indent); words longer than a line are cut.
  static func wrap(_ spans: [Span], width: Int, firstPrefix: Span = Span(text: ""), prefix: Span = Span(text: ""))
    -> [StyledLine]
  {
    var lines: [StyledLine] = []
    var current = [firstPrefix]
    var used = DisplayWidth.columns(firstPrefix.text)
    var lineHasWords = false

    func breakLine() {
      lines.append(StyledLine(current))
      current = [prefix]
      used = DisplayWidth.columns(prefix.text)
      lineHasWords = false
    }
    func append(_ text: String, _ style: TextStyle) {
      if current.count > 1, current[current.count - 1].style == style {
        current[current.count - 1].text += text
      } else {
        current.append(Span(text: text, style: style))
      }
      used += DisplayWidth.columns(text)
    }

    for word in words(of: spans) {
      guard let text = word.text else {
        breakLine()
        continue
      }
      var rest = text
      let separator = word.spaceBefore && lineHasWords ? 1 : 0
      if lineHasWords && used + separator + DisplayWidth.columns(rest) > width {
        breakLine()
      } else if separator == 1 {
        // A space inside a styled run (a link's words, a code span) keeps the style, so the run stays whole.
        append(" ", current.last?.style == word.style ? word.style : [])
      }
      while used + DisplayWidth.columns(rest) > width {
        let head = TextLayout.prefix(rest, columns: max(0, width - used))
        // Nothing fits after the prefix: a character wider than the line still has to go somewhere.
        let cut = head.isEmpty ? String(rest.prefix(1)) : head
        append(cut, word.style)
        rest = String(rest.dropFirst(cut.count))
        breakLine()
        if rest.isEmpty { break }
      }
      if !rest.isEmpty {
        append(rest, word.style)
        lineHasWords = true
      }
    }
    if lineHasWords || lines.isEmpty { lines.append(StyledLine(current)) }
    return lines
  }

  /// The words of styled text, each knowing whether a space came before it; a nil text is a line break.
  private static func words(of spans: [Span]) -> [(text: String?, style: TextStyle, spaceBefore: Bool)] {
    var words: [(text: String?, style: TextStyle, spaceBefore: Bool)] = []
    var spaceBefore = false
    for span in spans {
      var word = ""
      for character in span.text {
        if character == " " || character == "\n" {
          if !word.isEmpty { words.append((word, span.style, spaceBefore)) }
          word = ""
          spaceBefore = true
          if character == "\n" {
            words.append((nil, [], false))
            spaceBefore = false
          }
        } else {
          word.append(character)
        }
      }
      if !word.isEmpty {
        words.append((word, span.style, spaceBefore))
        spaceBefore = false
      }
    }
    return words
  }
}
