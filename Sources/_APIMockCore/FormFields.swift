import _APIGenOpenAPI

/// A form-encoded body read as the JSON value its schema describes. Besides `name=value` pairs (a repeated name is
/// an array), it reads the bracket keys that `style: deepObject, explode: true` writes for nested values, as Stripe,
/// Rails and PHP do: `dob[day]=1` is `{"dob": {"day": 1}}`, `items[0][price]=p` an array of objects, `expand[]=a`
/// an array. Each text is read as the schema at its place says (`1` as an integer where an integer is expected);
/// numbered keys make an array only where the schema allows one, and so does a single field where the schema takes
/// a string or an array and only the array fits.
struct FormFields {
  let spec: Spec
  let text: ParameterText

  /// The fields as a tree of keys before their schemas are known.
  private indirect enum Tree {
    case texts([String])
    case fields([(key: String, tree: Tree)])

    mutating func insert(_ text: String, at path: ArraySlice<String>) {
      guard let key = path.first else {
        if case .texts(let texts) = self { self = .texts(texts + [text]) } else { self = .texts([text]) }
        return
      }
      var entries: [(key: String, tree: Tree)] = []
      if case .fields(let existing) = self { entries = existing }
      if let index = entries.firstIndex(where: { $0.key == key }) {
        entries[index].tree.insert(text, at: path.dropFirst())
      } else {
        var child = Tree.fields([])
        child.insert(text, at: path.dropFirst())
        entries.append((key, child))
      }
      self = .fields(entries)
    }
  }

  /// - Parameter encoding: the media type's per-property encoding: an array property whose `explode` is false
  ///   comes as one field, its items joined by the style's delimiter (`tags=a,b`).
  func value(of pairs: [(String, String)], schema: Schema?, encoding: OrderedMap<Encoding>) -> JSONValue {
    value(
      of: pairs.flatMap { name, value in
        let path = Self.path(of: name)
        return pieces(of: value, named: name, schema: schema, encoding: encoding).map { (path: path[...], text: $0) }
      }, schema: schema)
  }

  /// Fields whose names are already keys (`a[b][0]` as `a`, `b`, `0`), read as `schema` says.
  func value(of fields: [(path: ArraySlice<String>, text: String)], schema: Schema?) -> JSONValue {
    var tree = Tree.fields([])
    for (path, text) in fields { tree.insert(text, at: path) }
    return value(of: tree, schema: schema, depth: 0)
  }

  private func pieces(of value: String, named name: String, schema: Schema?, encoding: OrderedMap<Encoding>)
    -> [String]
  {
    guard let rule = encoding[name], rule.explode == false,
      let delimiter = ParameterText.delimiter(style: rule.style ?? .form, explode: false),
      text.allowedTypes(property(name, of: schema, depth: 0)).contains(.array)
    else { return [value] }
    return value.split(separator: delimiter, omittingEmptySubsequences: false).map(String.init)
  }

  /// `a[b][0]` -> `a`, `b`, `0`; a name whose brackets do not close is one key as written.
  static func path(of name: String) -> [String] {
    guard let open = name.firstIndex(of: "["), open != name.startIndex, name.hasSuffix("]") else { return [name] }
    var path = [String(name[..<open])]
    var rest = name[open...]
    while rest.first == "[", let close = rest.firstIndex(of: "]") {
      path.append(String(rest[rest.index(after: rest.startIndex)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return rest.isEmpty ? path : [name]
  }

  private func value(of tree: Tree, schema: Schema?, depth: Int) -> JSONValue {
    let types = text.allowedTypes(schema)
    switch tree {
    case .texts(let texts):
      // A repeated name is an array, which the validator then judges against a schema that wants none.
      if texts.count > 1 || (types.contains(.array) && !types.contains(.string)) {
        let element = types.contains(.array) ? self.element(of: schema, depth: 0) : schema
        return .array(texts.map { text.value($0, schema: element) })
      }
      let single = text.value(texts.last ?? "", schema: schema)
      // One field where the schema takes a string or an array (Stripe's `tax_rates`: a list of ids, or "" to
      // clear it) is the array of one item unless it reads as a valid string.
      if types.contains(.array), let schema, !SchemaValidator(spec: spec, direction: .request).conforms(single, schema)
      {
        let list = JSONValue.array([text.value(texts.last ?? "", schema: element(of: schema, depth: 0))])
        if SchemaValidator(spec: spec, direction: .request).conforms(list, schema) { return list }
      }
      return single
    case .fields(let entries):
      guard depth < 32 else { return .object([:], keys: []) }
      let indices = entries.map { $0.key.isEmpty ? 0 : Int($0.key) }
      if types.contains(.array), !indices.contains(nil) {
        let element = self.element(of: schema, depth: 0)
        let ordered = zip(indices, entries).sorted { $0.0! < $1.0! }.map(\.1.tree)
        return .array(
          ordered.flatMap { item -> [JSONValue] in
            if case .texts(let texts) = item, texts.count > 1 {
              return texts.map { text.value($0, schema: element) }
            }
            return [value(of: item, schema: element, depth: depth + 1)]
          })
      }
      var fields: [String: JSONValue] = [:]
      for (key, child) in entries {
        fields[key] = value(of: child, schema: property(key, of: schema, depth: 0), depth: depth + 1)
      }
      return .object(fields, keys: entries.map(\.key))
    }
  }

  /// The schema a property of `schema` has: its own, the additional properties', or a member's (Stripe writes
  /// most objects as `anyOf: [object, enum [""]]`).
  func property(_ key: String, of schema: Schema?, depth: Int) -> Schema? {
    guard depth < 16, let schema, let resolved = spec.resolve(schema) else { return nil }
    if let own = resolved.properties[key] { return own }
    for member in resolved.allOf + resolved.anyOf + resolved.oneOf {
      if let found = property(key, of: member, depth: depth + 1) { return found }
    }
    if case .schema(let extra)? = resolved.additionalProperties { return extra.value }
    return nil
  }

  /// The schema of an array's elements, from `schema` or a member of it.
  private func element(of schema: Schema?, depth: Int) -> Schema? {
    guard depth < 16, let schema, let resolved = spec.resolve(schema) else { return nil }
    if let element = resolved.arrayElement { return element }
    for member in resolved.allOf + resolved.anyOf + resolved.oneOf {
      if let found = element(of: member, depth: depth + 1) { return found }
    }
    return nil
  }
}
