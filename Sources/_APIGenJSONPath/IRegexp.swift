/// I-Regexp (RFC 9485), the regular expressions `match()` and `search()` take: checked against its grammar and
/// translated to a Swift `Regex` over Unicode scalars. A pattern outside the grammar compiles to nil, which makes
/// the function false (RFC 9535 section 2.4.6).
///
/// Translated rather than matched by an engine of our own: the two differ only in what `.` matches and in which
/// characters are special, which the translation spells out.
struct IRegexp {
  private let regex: Regex<AnyRegexOutput>
  private let anchored: Bool

  static func compile(_ pattern: String, anchored: Bool) -> IRegexp? {
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return nil }
    var translator = IRegexpTranslator(pattern)
    guard let translated = translator.translate(), let regex = try? Regex(translated) else { return nil }
    return IRegexp(regex: regex.matchingSemantics(.unicodeScalar), anchored: anchored)
  }

  func matches(_ text: String) -> Bool {
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return false }
    return anchored ? (try? regex.wholeMatch(in: text)) != nil : (try? regex.firstMatch(in: text)) != nil
  }
}

/// RFC 9485 section 3's grammar, read one scalar at a time and written out in Swift's regex syntax.
private struct IRegexpTranslator {
  private let scalars: [Unicode.Scalar]
  private var position = 0
  private var output = ""
  private var depth = 0

  init(_ pattern: String) { scalars = Array(pattern.unicodeScalars) }

  mutating func translate() -> String? {
    guard branches(), position == scalars.count else { return nil }
    return output
  }

  private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

  private mutating func branches() -> Bool {
    guard branch() else { return false }
    while peek == "|" {
      position += 1
      output += "|"
      guard branch() else { return false }
    }
    return true
  }

  private mutating func branch() -> Bool {
    while let next = peek, next != "|", next != ")" {
      guard atom(), quantifier() else { return false }
    }
    return true
  }

  private mutating func atom() -> Bool {
    guard let next = peek else { return false }
    position += 1
    switch next {
    case ".": output += "[^\\n\\r]"
    // RFC 9485's grammar makes these ordinary characters, but the compliance suite (and every implementation it
    // was checked against) reads them as anchors at the start and end of the text.
    case "^": output += "\\A"
    case "$": output += "\\z"
    case "(":
      depth += 1
      guard depth < 100 else { return false }
      output += "(?:"
      guard branches(), peek == ")" else { return false }
      position += 1
      depth -= 1
      output += ")"
    case "[": return characterClass()
    case "\\":
      guard let escaped = escapedCharacter() else { return false }
      output += escaped.text
    case "?", "*", "+", "{", "}", ")", "]", "|": return false
    default: output += Self.literal(next)
    }
    return true
  }

  private mutating func quantifier() -> Bool {
    switch peek {
    case "?", "*", "+":
      output += String(peek!)
      position += 1
    case "{":
      position += 1
      let lower = digits()
      guard !lower.isEmpty else { return false }
      var text = "{" + lower
      if peek == "," {
        position += 1
        let upper = digits()
        if !upper.isEmpty, let low = Int(lower), let high = Int(upper), high < low { return false }
        text += "," + upper
      }
      guard peek == "}" else { return false }
      position += 1
      output += text + "}"
    default: break
    }
    return true
  }

  private mutating func digits() -> String {
    var text = ""
    while let next = peek, ("0"..."9").contains(next) {
      text.unicodeScalars.append(next)
      position += 1
    }
    return text
  }

  /// `[...]`, `[^...]`: single characters, escapes and ranges; `-` literal only first or last.
  private mutating func characterClass() -> Bool {
    output += "["
    if peek == "^" {
      position += 1
      output += "^"
    }
    var first = true
    while let next = peek, next != "]" || first {
      if next == "-" {
        // A `-` is literal at the start or just before the closing bracket.
        let atEnd = position + 1 < scalars.count && scalars[position + 1] == "]"
        guard first || atEnd else { return false }
        position += 1
        output += "\\-"
        first = false
        continue
      }
      first = false
      guard let low = classCharacter() else { return false }
      if peek == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
        position += 1
        guard let high = classCharacter(), case .scalar(let lowScalar) = low, case .scalar(let highScalar) = high,
          lowScalar <= highScalar
        else { return false }
        output += Self.literal(lowScalar) + "-" + Self.literal(highScalar)
      } else {
        output += low.text
      }
    }
    guard peek == "]" else { return false }
    position += 1
    output += "]"
    return true
  }

  private enum ClassCharacter {
    case scalar(Unicode.Scalar)
    case property(String)

    var text: String {
      switch self {
      case .scalar(let scalar): IRegexpTranslator.literal(scalar)
      case .property(let text): text
      }
    }
  }

  private mutating func classCharacter() -> ClassCharacter? {
    guard let next = peek else { return nil }
    position += 1
    switch next {
    case "[": return nil
    case "\\": return escapedCharacter()
    default: return .scalar(next)
    }
  }

  private static let singleEscapes: [Unicode.Scalar: Unicode.Scalar] = [
    "(": "(", ")": ")", "*": "*", "+": "+", "-": "-", ".": ".", "?": "?", "[": "[", "\\": "\\", "]": "]",
    "^": "^", "{": "{", "|": "|", "}": "}", "n": "\n", "r": "\r", "t": "\t",
  ]

  /// After a `\`: a single-character escape, or `\p{…}`/`\P{…}` with a general category.
  private mutating func escapedCharacter() -> ClassCharacter? {
    guard let next = peek else { return nil }
    position += 1
    if let scalar = Self.singleEscapes[next] { return .scalar(scalar) }
    guard next == "p" || next == "P", peek == "{" else { return nil }
    position += 1
    var name = ""
    while let letter = peek, letter != "}" {
      name.unicodeScalars.append(letter)
      position += 1
    }
    guard peek == "}", Self.categories.contains(name) else { return nil }
    position += 1
    return .property("\\\(next){\(name)}")
  }

  private static let categories: Set<String> = [
    "L", "Lu", "Ll", "Lt", "Lm", "Lo", "M", "Mn", "Mc", "Me", "N", "Nd", "Nl", "No", "P", "Pc", "Pd", "Ps", "Pe",
    "Pi", "Pf", "Po", "Z", "Zs", "Zl", "Zp", "S", "Sm", "Sc", "Sk", "So", "C", "Cc", "Cf", "Co", "Cn",
  ]

  /// A scalar as a literal in Swift's syntax: ASCII punctuation escaped, control characters by code.
  static func literal(_ scalar: Unicode.Scalar) -> String {
    if scalar.value < 0x20 || scalar.value == 0x7F { return "\\u{\(String(scalar.value, radix: 16))}" }
    if scalar.isASCII && !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) && scalar != " " {
      return "\\" + String(scalar)
    }
    return String(scalar)
  }
}
