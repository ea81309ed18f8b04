import _APIGenYAML

/// Where a `$ref` points: a file (as the loader names it) and a JSON pointer inside it.
public struct ReferenceTarget: Sendable, Hashable, CustomStringConvertible {
  public var file: String
  /// The decoded JSON pointer tokens (`~1` is already `/`, percent-escapes are decoded).
  public var tokens: [String]

  public init(file: String, tokens: [String]) {
    self.file = file
    self.tokens = tokens
  }

  /// Parses `$ref` text written in `file`: nil for remote or malformed references.
  public static func parse(_ raw: String, relativeTo file: String) -> ReferenceTarget? {
    ReferenceParser.target(raw, from: file)
  }

  /// Hashes the tokens and only the length of the file path (equality still compares the path): targets are looked
  /// up for every `$ref`, and hashing the long, nearly always identical path each time was most of their cost.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(tokens)
    hasher.combine(file.utf8.count)
  }

  /// `file#/a/b`, with tokens escaped again.
  public var description: String { "\(file)#\(JSONPointer.encode(tokens))" }

  /// The component name when the target is `#/components/<kind>/<name>`.
  public func componentName(in kind: String) -> String? {
    tokens.count == 3 && tokens[0] == "components" && tokens[1] == kind ? tokens[2] : nil
  }
}

/// A `$ref` as written, where it was written, and what it points at.
public struct Reference: Sendable, Hashable {
  /// The text of the `$ref` value.
  public var raw: String
  public var target: ReferenceTarget
  /// The file the `$ref` appears in, and its position there.
  public var file: String
  public var mark: Mark
  /// OpenAPI 3.1's Reference Object `summary` and `description`, which replace the target's where it has such a
  /// field (`Spec.resolve` applies them).
  public var summary: String?
  public var description: String?

  public init(raw: String, target: ReferenceTarget, file: String, mark: Mark) {
    self.raw = raw
    self.target = target
    self.file = file
    self.mark = mark
  }
}

/// Either an inline value or a reference to one (OpenAPI's "Reference Object | X").
public enum Referenceable<Value: Sendable>: Sendable {
  case reference(Reference)
  case value(Value)

  public var reference: Reference? {
    if case .reference(let reference) = self { return reference }
    return nil
  }

  public var value: Value? {
    if case .value(let value) = self { return value }
    return nil
  }
}

/// JSON pointer (RFC 6901) tokens with `~0`/`~1` escapes, as used in URI fragments (percent-encoded).
public enum JSONPointer {
  /// Splits `/a/b~1c` (the part after `#`) into `["a", "b/c"]`, decoding percent-escapes first. Nil when the
  /// pointer is not empty and does not start with `/`, or an escape is malformed.
  public static func decode(_ fragment: String) -> [String]? {
    guard let unescaped = percentDecode(fragment) else { return nil }
    let bytes = unescaped.utf8
    if bytes.isEmpty { return [] }
    guard bytes.first == UInt8(ascii: "/") else { return nil }
    var tokens: [String] = []
    for part in bytes.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
      guard let token = unescapeToken(part) else { return nil }
      tokens.append(token)
    }
    return tokens
  }

  public static func encode(_ tokens: [String]) -> String {
    tokens.map { "/" + $0.replacingOccurrences("~", "~0").replacingOccurrences("/", "~1") }.joined()
  }

  private static func unescapeToken(_ part: Substring.UTF8View) -> String? {
    guard part.contains(UInt8(ascii: "~")) else { return String(Substring(part)) }
    var result: [UInt8] = []
    var iterator = part.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "~") else {
        result.append(byte)
        continue
      }
      switch iterator.next() {
      case UInt8(ascii: "0"): result.append(UInt8(ascii: "~"))
      case UInt8(ascii: "1"): result.append(UInt8(ascii: "/"))
      default: return nil
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  static func percentDecode(_ text: String) -> String? {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
    var bytes: [UInt8] = []
    var utf8 = Array(text.utf8)[...]
    while let byte = utf8.popFirst() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard utf8.count >= 2, let high = hexValue(utf8.popFirst()!), let low = hexValue(utf8.popFirst()!) else {
        return nil
      }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}

extension String {
  /// Foundation-free replacement of every occurrence of one string by another.
  func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    guard contains(target) else { return self }
    return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
