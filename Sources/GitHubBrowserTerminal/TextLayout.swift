/// Fitting text into a terminal's columns. Widths count characters (grapheme clusters); wide CJK characters and
/// emoji take two columns on most terminals and may push a line one column over.
enum TextLayout {
  /// `text` cut to `width` columns, with an ellipsis when cut.
  static func fit(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    guard text.count > width else { return text }
    return String(text.prefix(max(0, width - 1))) + "…"
  }

  /// `text` padded or cut to exactly `width` columns.
  static func pad(_ text: String, _ width: Int) -> String {
    let fitted = fit(text, width)
    return fitted + String(repeating: " ", count: max(0, width - fitted.count))
  }

  /// `text` broken into lines of at most `width` columns at spaces (long words are cut).
  static func wrap(_ text: String, _ width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        if line.isEmpty {
          line = String(word)
        } else if line.count + 1 + word.count <= width {
          line += " " + word
        } else {
          lines.append(line)
          line = String(word)
        }
        while line.count > width {
          lines.append(String(line.prefix(width)))
          line = String(line.dropFirst(width))
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
