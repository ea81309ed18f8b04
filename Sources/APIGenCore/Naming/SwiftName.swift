/// Turns names written in a spec into Swift identifiers that follow the API design guidelines: types in
/// UpperCamelCase, members in lowerCamelCase, acronyms consistently upper case (`htmlURL`, `userID`, `HTTPMethod`).
///
/// Every result is a valid identifier, whatever the input: words are split at punctuation, spaces and case changes
/// (`list-for-user`, `list_for_user` and `listForUser` all give `listForUser`); a leading `+` or `-` becomes `plus`
/// or `minus` (`+1` -> `plus1`); a leading digit gets an underscore (`2fa` -> `_2fa`); characters that are neither
/// letters nor digits (emoji, symbols) are dropped, or spelled as code points when nothing else is left; an empty
/// name becomes `empty`. Keywords are escaped with backticks where Swift allows it, and renamed where it does not
/// (`self` -> `selfValue`, a type named `Type` -> `TypeModel`).
public enum SwiftName {
  /// A type name: `simple-user` -> `SimpleUser`, `api_overview` -> `APIOverview`.
  public static func type(_ raw: String) -> String {
    let name = join(words(raw), upperFirst: true)
    return reservedTypeNames.contains(name) ? name + "Model" : name
  }

  /// A member (property, method, case, parameter) name, escaped when it is a keyword: `node_id` -> `nodeID`,
  /// `default` -> `` `default` ``.
  public static func member(_ raw: String) -> String {
    escapedMember(memberIdentifier(raw))
  }

  /// A member name without keyword escaping, for building other names from.
  public static func memberIdentifier(_ raw: String) -> String {
    let name = join(words(raw), upperFirst: false)
    return renamedMembers.contains(name) ? name + "Value" : name
  }

  /// Backticks around a member name that is a keyword.
  public static func escapedMember(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// The words of a name, split at anything that is not a letter or digit and at case changes, with a sign
  /// spelled out when it leads a number.
  static func words(_ raw: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    let characters = Array(raw)
    for (index, character) in characters.enumerated() {
      if index == 0 || !(previous?.isLetter ?? false || previous?.isNumber ?? false) {
        if character == "+" || character == "-", index + 1 < characters.count, characters[index + 1].isNumber {
          if !current.isEmpty { words.append(current) }
          words.append(character == "+" ? "plus" : "minus")
          current = ""
          previous = nil
          continue
        }
      }
      guard isIdentifierCharacter(character) else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previous = nil
        continue
      }
      if let previous, !current.isEmpty {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let lowerToUpper = (previous.isLowercase || previous.isNumber) && character.isUppercase
        // "HTTPServer": split before the last capital of a run followed by a lower-case letter.
        let acronymEnd = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
        if lowerToUpper || acronymEnd {
          words.append(current)
          current = ""
        }
      }
      current.append(character)
      previous = character
    }
    if !current.isEmpty { words.append(current) }
    if words.isEmpty, !raw.isEmpty {
      return ["u" + raw.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "u")]
    }
    return words
  }

  private static func isIdentifierCharacter(_ character: Character) -> Bool {
    guard character.isLetter || character.isNumber else { return false }
    // Digits and letters in the identifier ranges; Character.isNumber also admits fractions such as "½".
    return character.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || scalar.properties.generalCategory == .decimalNumber
    }
  }

  private static func join(_ words: [String], upperFirst: Bool) -> String {
    guard !words.isEmpty else { return upperFirst ? "Empty" : "empty" }
    var result = ""
    for (index, word) in words.enumerated() {
      let lower = word.lowercased()
      if index == 0 && !upperFirst {
        result += lower
      } else if let acronym = acronyms[lower] {
        result += acronym
      } else {
        result += lower.prefix(1).uppercased() + lower.dropFirst()
      }
    }
    if let first = result.unicodeScalars.first,
      ("0"..."9").contains(first) || first.properties.generalCategory == .decimalNumber
    {
      result = "_" + result
    }
    return result
  }

  /// Words written in capitals when they are not the first word of a member name.
  static let acronyms: [String: String] = {
    var table: [String: String] = [:]
    for word in [
      "api", "cpu", "css", "dns", "gpg", "html", "http", "https", "id", "ip", "json", "jwt", "oidc", "saml", "scim",
      "sha", "sms", "sql", "ssh", "sso", "ssl", "tls", "ttl", "ui", "uri", "url", "utc", "uuid", "xml",
    ] {
      table[word] = word.uppercased()
    }
    for plural in ["api", "id", "ip", "uri", "url", "uuid"] {
      table[plural + "s"] = plural.uppercased() + "s"
    }
    return table
  }()

  /// Swift keywords that backticks make usable as member names.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
    "is", "nil", "super", "throws", "true", "try", "await", "async", "any", "some", "consume", "borrowing",
    "consuming", "package", "each", "macro",
  ]

  /// Member names that even backticks do not make safe to declare and call.
  static let renamedMembers: Set<String> = [
    "self", "super", "init", "deinit", "subscript", "_", "hashValue", "rawValue",
  ]

  /// Type names that would shadow what generated code uses or that Swift reserves.
  static let reservedTypeNames: Set<String> = [
    "Type", "Protocol", "Self", "Any", "AnyObject", "String", "Int", "Int32", "Int64", "Double", "Float", "Bool",
    "Data", "Date", "URL", "UUID", "Array", "Dictionary", "Set", "Optional", "Result", "Error", "Never", "Void",
    "Codable", "Decodable", "Encodable", "Decoder", "Encoder", "CodingKey", "Hashable", "Sendable", "Equatable",
    "Character", "Substring", "Task", "JSONValue", "CalendarDate", "APIClient", "APIError", "APIResponse",
    "APIRequest", "Indirect", "OpenEnum", "Foundation", "APIRuntime", "Swift", "Client", "Servers",
  ]
}
