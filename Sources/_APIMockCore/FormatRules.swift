import Foundation
import Synchronization

/// The `format` and `pattern` checks of ``SchemaValidator``.
///
/// Formats checked: `date-time` (RFC 3339, its fields in range), `date`, `time` (offset optional), `email`,
/// `uuid`, `uri` (a scheme and no spaces; templates such as GitHub's `{/key_id}` pass), `ipv4`, `ipv6`,
/// `hostname`, and the ranges of `int32` and `int64`. Other formats are not checked. Patterns are ECMA-262
/// regular expressions, matched anywhere in the text as JSON Schema says, through `NSRegularExpression` (ICU,
/// which reads the same syntax for everything descriptions use); a pattern ICU cannot compile is not checked.
enum FormatRules {
  /// What is wrong with `text` for `format`, or nil when it conforms (or the format is not checked).
  static func violation(of text: String, format: String) -> String? {
    let valid: Bool
    switch format {
    case "date-time": valid = isDateTime(text)
    case "date": valid = isDate(Substring(text))
    case "time": valid = isTime(Substring(text), offsetRequired: false)
    case "email", "idn-email": valid = isEmail(text)
    case "uuid": valid = isUUID(text)
    case "uri", "url", "iri": valid = isURI(text)
    case "ipv4": valid = isIPv4(Substring(text))
    case "ipv6": valid = isIPv6(text)
    case "hostname": valid = isHostname(text)
    default: return nil
    }
    return valid ? nil : "'\(text)' is not a valid \(format)"
  }

  /// What is wrong with an integer for `int32` or `int64`.
  static func violation(ofInteger number: Double, format: String) -> String? {
    switch format {
    case "int32" where number < -2_147_483_648 || number > 2_147_483_647: "out of the int32 range"
    case "int64" where number < -9_223_372_036_854_775_808 || number >= 9_223_372_036_854_775_808:
      "out of the int64 range"
    default: nil
    }
  }

  /// Whether `text` contains a match of `pattern`; true when the pattern does not compile.
  static func matches(_ text: String, pattern: String) -> Bool {
    guard let expression = compiled(pattern) else { return true }
    let range = NSRange(text.startIndex..<text.endIndex, in: text)
    return expression.firstMatch(in: text, range: range) != nil
  }

  private static let cache = Mutex<[String: NSRegularExpression?]>([:])

  /// The regular expression a pattern holds: written as a JavaScript literal (`/^[a-z]+$/`, met in real
  /// descriptions), the text between the slashes, which is what its author meant.
  static func source(of pattern: String) -> String {
    guard pattern.count > 2, pattern.hasPrefix("/"), pattern.hasSuffix("/") else { return pattern }
    return String(pattern.dropFirst().dropLast())
  }

  private static func compiled(_ pattern: String) -> NSRegularExpression? {
    if let known = cache.withLock({ $0[pattern] }) { return known }
    let expression = try? NSRegularExpression(pattern: source(of: pattern))
    cache.withLock { $0[pattern] = expression }
    return expression
  }

  // MARK: Formats

  private static func digits(_ text: Substring, _ count: Int, in range: ClosedRange<Int>) -> Bool {
    text.count == count && text.allSatisfy { $0.isASCII && $0.isNumber } && Int(text).map(range.contains) == true
  }

  static func isDate(_ text: Substring) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    return parts.count == 3 && digits(parts[0], 4, in: 0...9999) && digits(parts[1], 2, in: 1...12)
      && digits(parts[2], 2, in: 1...31)
  }

  static func isTime(_ text: Substring, offsetRequired: Bool) -> Bool {
    var clock = text
    var offset: Substring = ""
    if let zone = text.firstIndex(where: { $0 == "Z" || $0 == "z" || $0 == "+" || $0 == "-" }) {
      clock = text[..<zone]
      offset = text[zone...]
    }
    if offsetRequired && offset.isEmpty { return false }
    if !offset.isEmpty, offset != "Z", offset != "z" {
      let fields = offset.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
      guard fields.count == 2, digits(fields[0], 2, in: 0...23), digits(fields[1], 2, in: 0...59) else { return false }
    }
    var seconds = clock
    if let dot = clock.firstIndex(of: ".") {
      let fraction = clock[clock.index(after: dot)...]
      guard !fraction.isEmpty, fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
      seconds = clock[..<dot]
    }
    let fields = seconds.split(separator: ":", omittingEmptySubsequences: false)
    return fields.count == 3 && digits(fields[0], 2, in: 0...23) && digits(fields[1], 2, in: 0...59)
      && digits(fields[2], 2, in: 0...60)
  }

  static func isDateTime(_ text: String) -> Bool {
    guard let separator = text.firstIndex(where: { $0 == "T" || $0 == "t" || $0 == " " }) else { return false }
    return isDate(text[..<separator]) && isTime(text[text.index(after: separator)...], offsetRequired: true)
  }

  private static func isEmail(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty && !text.contains(where: \.isWhitespace)
  }

  private static func isUUID(_ text: String) -> Bool {
    let groups = text.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
  }

  private static func isURI(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter else {
      return false
    }
    let scheme = text[..<colon]
    return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
      && !text.contains(where: { $0.isWhitespace })
  }

  private static func isIPv4(_ text: Substring) -> Bool {
    let octets = text.split(separator: ".", omittingEmptySubsequences: false)
    return octets.count == 4
      && octets.allSatisfy { octet in
        !octet.isEmpty && octet.count <= 3 && octet.allSatisfy { $0.isASCII && $0.isNumber }
          && Int(octet)! <= 255 && (octet.count == 1 || octet.first != "0")
      }
  }

  private static func isIPv6(_ text: String) -> Bool {
    var text = Substring(text)
    var groupsAllowed = 8
    if let lastColon = text.lastIndex(of: ":"), text[text.index(after: lastColon)...].contains(".") {
      guard isIPv4(text[text.index(after: lastColon)...]) else { return false }
      text = text[...lastColon]
      if !text.hasSuffix("::") { text = text.dropLast() }
      groupsAllowed = 6
    }
    let halves = text.components(separatedBy: "::")
    guard halves.count <= 2 else { return false }
    let groups = halves.flatMap { $0.isEmpty ? [] : $0.split(separator: ":", omittingEmptySubsequences: false) }
    guard groups.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy(\.isHexDigit) }) else { return false }
    return halves.count == 2 ? groups.count < groupsAllowed : groups.count == groupsAllowed
  }

  private static func isHostname(_ text: String) -> Bool {
    let name = text.hasSuffix(".") ? String(text.dropLast()) : text
    let labels = name.split(separator: ".", omittingEmptySubsequences: false)
    return !name.isEmpty && name.count <= 253
      && labels.allSatisfy { label in
        (1...63).contains(label.count) && label.first != "-" && label.last != "-"
          && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
      }
  }
}
