/// Text made to match a `pattern`, for made-up values: a subset of ECMA-262 read by hand (literals and escapes,
/// `.`, `\d \w \s` and their negations, classes with ranges and negation, groups with alternation (the first
/// alternative is taken), `?`, `*`, `+` and `{n,m}`, anchors); anything else is taken literally and
/// ``MockValues`` checks the result against the pattern before it uses it.
struct PatternText {
  private let pattern: [Character]
  private var index = 0
  /// Repetitions beyond each quantifier's minimum (within its maximum), to reach a `minLength`.
  private let extra: Int

  private init(_ pattern: String, extra: Int) {
    self.pattern = Array(pattern)
    self.extra = extra
  }

  /// A text matching `pattern` with `extra` more repetitions than each quantifier needs.
  static func make(_ pattern: String, extra: Int = 0) -> String {
    var reader = PatternText(FormatRules.source(of: pattern), extra: extra)
    return reader.alternatives()
  }

  private mutating func alternatives() -> String {
    let first = sequence()
    while index < pattern.count, pattern[index] == "|" {
      index += 1
      _ = sequence()
    }
    return first
  }

  private mutating func sequence() -> String {
    var text = ""
    while index < pattern.count, pattern[index] != "|", pattern[index] != ")" {
      guard let atom = atom() else { continue }
      let (low, high) = quantifier()
      let count = high.map { min(low + extra, $0) } ?? (low + extra)
      for _ in 0..<count { text += atom() }
    }
    return text
  }

  /// One atom as a maker of its text (a group's text is the same each time).
  private mutating func atom() -> (() -> String)? {
    let character = pattern[index]
    index += 1
    switch character {
    case "^", "$":
      return nil
    case ".":
      return { "a" }
    case "(":
      if index + 1 < pattern.count, pattern[index] == "?" {
        // (?:...), (?=...), (?!...), (?<name>...): the group's body.
        index += 1
        if index < pattern.count, pattern[index] == "<", index + 1 < pattern.count,
          pattern[index + 1] != "=", pattern[index + 1] != "!"
        {
          while index < pattern.count, pattern[index] != ">" { index += 1 }
        }
        index += 1
      }
      let body = alternatives()
      if index < pattern.count, pattern[index] == ")" { index += 1 }
      return { body }
    case "[":
      let choice = characterClass()
      return { String(choice) }
    case "\\":
      let escaped = escape(inClass: false)
      return { String(escaped) }
    default:
      return { String(character) }
    }
  }

  private mutating func escape(inClass: Bool) -> Character {
    guard index < pattern.count else { return "\\" }
    let character = pattern[index]
    index += 1
    switch character {
    case "d": return "1"
    case "D", "W", "S": return "-"
    case "w": return "a"
    case "s": return " "
    case "n": return "\n"
    case "t": return "\t"
    case "b": return inClass ? "\u{8}" : "a"
    default: return character
    }
  }

  /// `[...]`: its first member, or for `[^...]` the first of `a`, `0`, `-`, `_`, `x` that it leaves out.
  private mutating func characterClass() -> Character {
    var negated = false
    if index < pattern.count, pattern[index] == "^" {
      negated = true
      index += 1
    }
    var members: [ClosedRange<Character>] = []
    var isFirst = true
    while index < pattern.count, pattern[index] != "]" || isFirst {
      isFirst = false
      var low = pattern[index]
      index += 1
      if low == "\\" { low = escape(inClass: true) }
      var high = low
      if index + 1 < pattern.count, pattern[index] == "-", pattern[index + 1] != "]" {
        index += 1
        high = pattern[index]
        index += 1
        if high == "\\" { high = escape(inClass: true) }
      }
      members.append(low <= high ? low...high : high...low)
    }
    index += 1
    if negated {
      return ["a", "0", "-", "_", "x", "Z"].first { candidate in !members.contains { $0.contains(candidate) } } ?? "~"
    }
    return members.first?.lowerBound ?? "a"
  }

  /// `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}` (and their lazy forms): the minimum and maximum counts.
  private mutating func quantifier() -> (Int, Int?) {
    guard index < pattern.count else { return (1, 1) }
    var bounds: (Int, Int?)
    switch pattern[index] {
    case "?": bounds = (0, 1)
    case "*": bounds = (0, nil)
    case "+": bounds = (1, nil)
    case "{":
      guard let close = pattern[index...].firstIndex(of: "}") else { return (1, 1) }
      let parts = String(pattern[(index + 1)..<close]).split(separator: ",", omittingEmptySubsequences: false)
      guard let low = Int(parts[0]) else { return (1, 1) }
      bounds = (low, parts.count == 1 ? low : Int(parts[1]))
      index = close
    default: return (1, 1)
    }
    index += 1
    if index < pattern.count, pattern[index] == "?" { index += 1 }
    return bounds
  }
}
