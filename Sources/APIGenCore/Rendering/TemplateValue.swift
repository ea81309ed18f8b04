/// What a template sees: strings, flags, lists and objects, all computed before rendering starts.
///
/// Templates never decide anything; a section shows when its value is `true`, a non-empty string, a non-empty
/// list (once per item) or an object.
package indirect enum TemplateValue: Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
  case string(String)
  case bool(Bool)
  case list([TemplateValue])
  /// A list of strings, kept as strings (documentation lines, statements): what most lists are.
  case lines([String])
  case object(TemplateObject)

  package init(stringLiteral value: String) { self = .string(value) }
  package init(booleanLiteral value: Bool) { self = .bool(value) }

  /// An optional string: absent values render as nothing and hide their sections.
  package static func text(_ value: String?) -> TemplateValue { .string(value ?? "") }

  var isTruthy: Bool {
    switch self {
    case .string(let value): return !value.isEmpty
    case .bool(let value): return value
    case .list(let items): return !items.isEmpty
    case .lines(let lines): return !lines.isEmpty
    case .object: return true
    }
  }

  subscript(key: String) -> TemplateValue? {
    if case .object(let fields) = self { return fields[key] }
    return nil
  }
}

/// The fields of a template object: a handful of keys, kept in a small array (cheaper to build, search and free
/// than a dictionary at these sizes). Setting a key that exists replaces its value.
package struct TemplateObject: Sendable, ExpressibleByDictionaryLiteral {
  private var fields: [(key: String, value: TemplateValue)]

  package init(dictionaryLiteral elements: (String, TemplateValue)...) {
    fields = elements.map { (key: $0.0, value: $0.1) }
  }

  /// Fields in order; the keys are distinct.
  init(_ elements: [(String, TemplateValue)]) {
    fields = elements.map { (key: $0.0, value: $0.1) }
  }

  package subscript(key: String) -> TemplateValue? {
    get {
      var index = 0
      while index < fields.count {
        if fields[index].key == key { return fields[index].value }
        index += 1
      }
      return nil
    }
    set {
      if let index = fields.firstIndex(where: { $0.key == key }) {
        if let newValue { fields[index].value = newValue } else { fields.remove(at: index) }
      } else if let newValue {
        fields.append((key, newValue))
      }
    }
  }
}
