/// Fitting text into a terminal's columns, measured by display width (`DisplayWidth`): a CJK character or an emoji
/// takes two columns, so a line of them is cut at half the characters and never overflows.
enum TextLayout {
  /// `text` cut to `width` columns, with an ellipsis when cut.
  static func fit(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    guard DisplayWidth.columns(text) > width else { return text }
    return prefix(text, columns: width - 1) + "…"
  }

  /// `text` padded or cut to exactly `width` columns.
  static func pad(_ text: String, _ width: Int) -> String {
    let fitted = fit(text, width)
    return fitted + String(repeating: " ", count: max(0, width - DisplayWidth.columns(fitted)))
  }

  /// The longest start of `text` that fits in `columns` (a wide character that would straddle the edge is left out).
  static func prefix(_ text: some StringProtocol, columns: Int) -> String {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let next = used + DisplayWidth.columns(text[index])
      if next > columns { break }
      used = next
      end = text.index(after: index)
    }
    return String(text[..<end])
  }

  /// `text` broken into lines of at most `width` columns at spaces (long words are cut).
  static func wrap(_ text: String, _ width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let wordWidth = DisplayWidth.columns(word)
        if line.isEmpty {
          line = String(word)
          lineWidth = wordWidth
        } else if lineWidth + 1 + wordWidth <= width {
          line += " " + word
          lineWidth += 1 + wordWidth
        } else {
          lines.append(line)
          line = String(word)
          lineWidth = wordWidth
        }
        while lineWidth > width {
          let head = prefix(line, columns: width)
          // A wide character wider than the whole line still has to go somewhere.
          let cut = head.isEmpty ? String(line.prefix(1)) : head
          lines.append(cut)
          line = String(line.dropFirst(cut.count))
          lineWidth = DisplayWidth.columns(line)
        }
      }
      lines.append(line)
    }
    return lines
  }

  /// A count the way GitHub shows it: 950, 1.6k, 68.9k.
  static func count(_ value: Int) -> String {
    guard value >= 1000 else { return "\(value)" }
    let thousands = Double(value) / 1000
    return thousands >= 100 ? "\(Int(thousands))k" : "\((thousands * 10).rounded() / 10)k"
  }
}
