/// The value a scalar stands for.
public enum ScalarValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  case float(Double)
  case string(String)
}

extension Scalar {
  /// The typed value under the YAML 1.2 core schema.
  ///
  /// Why 1.2 core and not 1.1: OpenAPI 3.1 names YAML 1.2, and the 1.2 core schema agrees with JSON, so a spec means
  /// the same in either syntax. Under YAML 1.1, plain `no`, `on` or `off` turn into booleans (the "Norway problem":
  /// an enum of country codes loses `NO`), and `010` turns octal. Here only `true`/`false` (and their capitalised
  /// forms) are booleans; `null`, `~` and the empty scalar are null; integers are decimal, `0x` hex or `0o` octal;
  /// floats include `.inf`, `-.inf` and `.nan`. Quoted and block scalars are always strings, and an explicit tag
  /// (`!!str`, `!!int`, ...) wins over the text.
  public var resolved: ScalarValue {
    if let tag {
      switch tag {
      case "tag:yaml.org,2002:str", "!": return .string(value)
      case "tag:yaml.org,2002:null": return .null
      case "tag:yaml.org,2002:bool": return CoreSchema.bool(value).map(ScalarValue.bool) ?? .string(value)
      case "tag:yaml.org,2002:int": return CoreSchema.int(value).map(ScalarValue.int) ?? .string(value)
      case "tag:yaml.org,2002:float":
        return CoreSchema.float(value).map(ScalarValue.float) ?? CoreSchema.int(value).map { .float(Double($0)) }
          ?? .string(value)
      default: return .string(value)
      }
    }
    guard style == .plain else { return .string(value) }
    return CoreSchema.resolvePlain(value)
  }
}

/// The YAML 1.2 core schema's resolution rules for plain scalars, written out by hand (no regular expressions:
/// this runs for every scalar of a multi-megabyte spec).
public enum CoreSchema {
  public static func resolvePlain(_ text: String) -> ScalarValue {
    guard let first = text.utf8.first else { return .null }
    switch first {
    case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "~"):
      if text == "null" || text == "Null" || text == "NULL" || text == "~" { return .null }
    case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
      if let bool = bool(text) { return .bool(bool) }
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
      if let int = int(text) { return .int(int) }
      if let float = float(text) { return .float(float) }
    default:
      break
    }
    return .string(text)
  }

  public static func bool(_ text: String) -> Bool? {
    switch text {
    case "true", "True", "TRUE": return true
    case "false", "False", "FALSE": return false
    default: return nil
    }
  }

  /// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`; nil when the text is not one, or does not fit in `Int`.
  public static func int(_ text: String) -> Int? {
    let bytes = Array(text.utf8)
    if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
      if bytes[1] == UInt8(ascii: "x") { return Int(text.dropFirst(2), radix: 16) }
      if bytes[1] == UInt8(ascii: "o") { return Int(text.dropFirst(2), radix: 8) }
    }
    var index = 0
    if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { index = 1 }
    guard index < bytes.count else { return nil }
    for byte in bytes[index...] where !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { return nil }
    return Int(text)
  }

  /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?\.inf` and `.nan` in their three spellings.
  public static func float(_ text: String) -> Double? {
    switch text {
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
    case "-.inf", "-.Inf", "-.INF": return -.infinity
    case ".nan", ".NaN", ".NAN": return .nan
    default: break
    }
    let bytes = Array(text.utf8)
    var index = 0
    func digits() -> Int {
      let start = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
    let integerDigits = digits()
    var fractionDigits = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      fractionDigits = digits()
    }
    guard integerDigits > 0 || fractionDigits > 0 else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
      guard digits() > 0 else { return nil }
    }
    guard index == bytes.count else { return nil }
    return Double(text)
  }
}
