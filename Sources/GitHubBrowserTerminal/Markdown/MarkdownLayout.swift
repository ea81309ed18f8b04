/// A README laid out for the terminal: headings in bold, emphasis in italics, inline code and code blocks in
/// colour, list items behind their markers with wrapped lines indented under the text, links as underlined text.
enum MarkdownLayout {
  static func lines(_ markdown: String, width: Int) -> [StyledLine] {
    guard width > 0 else { return [] }
    var lines: [StyledLine] = []
    var previous: MarkdownBlock?
    for block in MarkdownBlocks.parse(markdown) {
      if let previous, !(isListItem(previous) && isListItem(block)) { lines.append(StyledLine([])) }
      lines += layout(block, width: width)
      previous = block
    }
    return lines
  }

  private static func isListItem(_ block: MarkdownBlock) -> Bool {
    if case .listItem = block { true } else { false }
  }

  private static func layout(_ block: MarkdownBlock, width: Int) -> [StyledLine] {
    switch block {
    case .heading(let level, let spans):
      let heading = spans.map { Span(text: $0.text, style: $0.style.union(level == 1 ? [.bold, .underline] : .bold)) }
      return StyledLine.wrap(heading, width: width)
    case .paragraph(let spans):
      return StyledLine.wrap(spans, width: width)
    case .listItem(let marker, let depth, let spans):
      let indent = String(repeating: "  ", count: depth)
      let first = Span(text: indent + marker + " ")
      let rest = Span(text: String(repeating: " ", count: DisplayWidth.columns(first.text)))
      return StyledLine.wrap(spans, width: width, firstPrefix: first, prefix: rest)
    case .code(let code):
      let gutter = Span(text: "│ ", style: .dim)
      return code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        StyledLine([gutter, Span(text: TextLayout.fit(String(line), width - 2), style: .code)])
      }
    case .quote(let spans):
      let bar = Span(text: "▌ ", style: .dim)
      let quoted = spans.map { Span(text: $0.text, style: $0.style.union(.italic)) }
      return StyledLine.wrap(quoted, width: width, firstPrefix: bar, prefix: bar)
    case .rule:
      return [StyledLine(String(repeating: "─", count: width), style: .dim)]
    }
  }
}
