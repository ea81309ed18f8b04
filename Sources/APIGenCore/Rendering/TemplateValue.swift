/// What a template sees: strings, flags, lists and objects, all computed before rendering starts.
///
/// Templates never decide anything; a section shows when its value is `true`, a non-empty string, a non-empty
/// list (once per item) or an object.
public indirect enum TemplateValue: Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
  case string(String)
  case bool(Bool)
  case list([TemplateValue])
  case object([String: TemplateValue])

  public init(stringLiteral value: String) { self = .string(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }

  /// An optional string: absent values render as nothing and hide their sections.
  public static func text(_ value: String?) -> TemplateValue { .string(value ?? "") }

  var isTruthy: Bool {
    switch self {
    case .string(let value): return !value.isEmpty
    case .bool(let value): return value
    case .list(let items): return !items.isEmpty
    case .object: return true
    }
  }

  subscript(key: String) -> TemplateValue? {
    if case .object(let fields) = self { return fields[key] }
    return nil
  }
}
