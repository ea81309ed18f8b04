import _APIGenYAML

/// A JSON value read from a spec (`default`, `enum`, `const`), typed by the YAML 1.2 core schema.
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue], keys: [String])

  /// Converts a node (keys of non-scalar type become empty strings; the last of equal keys wins).
  public init(_ node: Node) {
    switch node.content {
    case .scalar(let scalar):
      switch scalar.resolved {
      case .null: self = .null
      case .bool(let value): self = .bool(value)
      case .int(let value): self = .int(value)
      case .float(let value): self = .double(value)
      case .string(let value): self = .string(value)
      }
    case .sequence(let items):
      self = .array(items.map(JSONValue.init))
    case .mapping(let pairs):
      var object: [String: JSONValue] = [:]
      var keys: [String] = []
      for pair in pairs {
        let key = pair.key.scalar?.value ?? ""
        if object.updateValue(JSONValue(pair.value), forKey: key) == nil { keys.append(key) }
      }
      self = .object(object, keys: keys)
    }
  }

  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }
}
