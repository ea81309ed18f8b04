/// Turns names written in a spec into Swift identifiers that follow the API design guidelines: types in
/// UpperCamelCase, members in lowerCamelCase, acronyms consistently upper case (`htmlURL`, `userID`, `HTTPMethod`).
///
/// Every result is a valid identifier, whatever the input: words are split at punctuation, spaces and case changes
/// (`list-for-user`, `list_for_user` and `listForUser` all give `listForUser`); a leading `+` or `-` becomes `plus`
/// or `minus` (`+1` -> `plus1`); a leading digit gets an underscore (`2fa` -> `_2fa`); characters that are neither
/// letters nor digits (emoji, symbols) are dropped, or, when nothing else is left, spelled as words (`*/*` ->
/// `starSlashStar`) or code points (an emoji); an empty name becomes `empty`. Keywords are escaped with backticks
/// where Swift allows it, and renamed where it does not (`self` -> `selfValue`, a type named `Type` ->
/// `TypeModel`).
package enum SwiftName {
  /// A type name: `simple-user` -> `SimpleUser`, `api_overview` -> `APIOverview`.
  package static func type(_ raw: String) -> String {
    let name = join(words(raw), upperFirst: true)
    return reservedTypeNames.contains(name) ? name + "Model" : name
  }

  /// A member (property, method, case, parameter) name: `node_id` -> `nodeID`; `default` is declared
  /// `` `default` `` (the identifier escapes it where it is written).
  package static func member(_ raw: String) -> SwiftIdentifier {
    SwiftIdentifier(memberIdentifier(raw))
  }

  /// A member name as text, unescaped: what `NameScope`s claim and other names are built from.
  package static func memberIdentifier(_ raw: String) -> String {
    let name = join(words(raw), upperFirst: false)
    return renamedMembers.contains(name) ? name + "Value" : name
  }

  /// The words of a name, split at anything that is not a letter or digit and at case changes, with a sign
  /// spelled out when it leads a number.
  static func words(_ raw: String) -> [String] {
    var words: [String] = []
    var current = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    let scalars = Array(raw.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if scalar == "+" || scalar == "-", previous == nil, let next, isDigit(next) {
        if !current.isEmpty { words.append(String(current)) }
        words.append(scalar == "+" ? "plus" : "minus")
        current = String.UnicodeScalarView()
        continue
      }
      guard isIdentifierScalar(scalar) else {
        if !current.isEmpty { words.append(String(current)) }
        current = String.UnicodeScalarView()
        previous = nil
        continue
      }
      if let previous, !current.isEmpty {
        let lowerToUpper = (isLower(previous) || isDigit(previous)) && isUpper(scalar)
        // "HTTPServer": split before the last capital of a run followed by a lower-case letter.
        let acronymEnd = isUpper(previous) && isUpper(scalar) && (next.map(isLower) ?? false)
        if lowerToUpper || acronymEnd {
          words.append(String(current))
          current = String.UnicodeScalarView()
        }
      }
      current.append(scalar)
      previous = scalar
    }
    if !current.isEmpty { words.append(String(current)) }
    if words.isEmpty, !raw.isEmpty, raw.unicodeScalars.allSatisfy({ $0 == "_" }) { return ["underscore"] }
    if words.isEmpty, !raw.isEmpty { return spelled(raw) }
    return words
  }

  /// A name of punctuation only (`*/*`, `>=`, `+`) spelled a word per character (`starSlashStar`,
  /// `greaterThanEquals`, `plus`); a character without a word (an emoji) is spelled as its code point.
  private static func spelled(_ raw: String) -> [String] {
    raw.unicodeScalars.flatMap { scalar in
      punctuationWords[scalar].map { $0.split(separator: " ").map(String.init) }
        ?? ["u" + String(scalar.value, radix: 16, uppercase: true)]
    }
  }

  private static let punctuationWords: [Unicode.Scalar: String] = [
    "*": "star", "/": "slash", "\\": "backslash", "+": "plus", "-": "minus", ".": "dot", ",": "comma",
    ":": "colon", ";": "semicolon", "=": "equals", "<": "less than", ">": "greater than", "!": "not",
    "?": "question", "@": "at", "#": "hash", "$": "dollar", "%": "percent", "&": "and", "|": "or",
    "~": "tilde", "^": "caret", "(": "open paren", ")": "close paren", "[": "open bracket",
    "]": "close bracket", "{": "open brace", "}": "close brace", "'": "quote", "\"": "double quote",
    "`": "backtick", " ": "space", "_": "underscore",
  ]

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? ("0"..."9").contains(scalar) : scalar.properties.generalCategory == .decimalNumber
  }

  private static func isUpper(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
  }

  private static func isLower(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? ("a"..."z").contains(scalar) : scalar.properties.isLowercase
  }

  /// Letters and decimal digits, the characters a Swift identifier may continue with (combining marks excluded
  /// for simplicity: they are dropped like punctuation).
  private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
    return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber
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
    "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
    "is", "nil", "super", "throws", "true", "try", "await", "any", "some",
    "consuming",
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
    "Credential", "Credentials", "AuthenticationMiddleware", "Decimal", "Redirect",
    "APIPath", "RawResponse", "RequestContext", "ResponseMediaType", "OneOfFailures", "AnyCodingKey", "ServerURL",
    "ParameterStyle", "Pages", "PageLink", "UploadBody", "CallOptions", "EventStream", "JSONStream", "ByteStream",
    "WebhookRequest", "WebhookError", "WebhookDecoding", "UnknownWebhookEvent", "WebhookSignatureScheme",
    // Fixed names of nested types, which would hide a top-level type of the same name inside them.
    "Headers", "CodingKeys", "RawValue",
  ]
}
