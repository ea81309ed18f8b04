/// How many terminal columns text takes: two for East Asian wide and fullwidth characters and for emoji, none for
/// combining marks and other zero-width characters, one for the rest.
///
/// Written here rather than taken from the C library: glibc's `wcwidth` depends on the process locale and answers
/// -1 for every non-ASCII character in the "C" locale that CI and many servers run with; no package on the
/// machine's list measures display width.
enum DisplayWidth {
  static func columns(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + columns($1) }
  }

  static func columns(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    // An emoji presentation selector makes a text symbol (☺, ❤) an emoji, two columns wide.
    if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    if first.properties.isEmojiPresentation { return 2 }
    if isWide(first.value) { return 2 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: return 1
    }
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode's EastAsianWidth.txt, merged where they touch.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
      0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
      0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default:
      false
    }
  }
}
