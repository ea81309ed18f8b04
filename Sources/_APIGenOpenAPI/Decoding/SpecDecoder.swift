import _APIGenYAML

/// What a `$ref` must resolve to.
public enum ComponentKind: String, Sendable, Hashable {
  case schema, response, parameter, example, requestBody, header, securityScheme, link, callback, pathItem
}

/// Decodes the nodes of one file into model values, collecting every problem instead of stopping at the first,
/// and every `$ref` it meets so that the loader can check and resolve them.
struct SpecDecoder {
  let file: String
  var version: SpecVersion
  var diagnostics: [Diagnostic] = []
  var references: [(reference: Reference, kind: ComponentKind)] = []
  /// Fields no decoder reads and no warning names (an unknown key beside the known ones), in the order met.
  var unknownFields: [UnknownField] = []
  /// Targets already parsed from `$ref` text: a large spec writes the same few hundred references thousands of times.
  private var parsedTargets: [String: ReferenceTarget] = [:]
  /// The JSON pointer tokens of the node being decoded, for diagnostics.
  private var path: [String]
  /// The load's files, for reading a `$ref` where the specification allows none; nil decodes such a `$ref` as
  /// what it literally is.
  let sources: SourceFiles?
  /// How many such `$ref`s were followed to reach this decoder, so that a loop of them ends.
  private var inlineDepth = 0
  /// Where the key of the field `fields` is passing to its body starts, for a diagnostic about the field itself
  /// rather than its value (which may start lines later).
  private(set) var currentKeyMark = Mark.start

  init(file: String, version: SpecVersion, path: [String] = [], sources: SourceFiles? = nil) {
    self.file = file
    self.version = version
    self.path = path
    self.sources = sources
  }

  // MARK: Diagnostics

  mutating func error(_ message: String, at mark: Mark) {
    diagnostics.append(Diagnostic(.error, message, file: file, mark: mark, path: JSONPointer.encode(path)))
  }

  mutating func warning(_ message: String, at mark: Mark) {
    diagnostics.append(Diagnostic(.warning, message, file: file, mark: mark, path: JSONPointer.encode(path)))
  }

  /// The dotted location of the current node, for messages: `paths./users.get`.
  var location: String { path.isEmpty ? "the document" : path.joined(separator: ".") }

  // MARK: Structure

  /// Calls `body` for each pair of a mapping with a scalar key, with the key pushed onto the path. Reports and
  /// returns false when the node is not a mapping.
  @discardableResult
  mutating func fields(
    _ node: Node, _ what: String, _ body: (inout SpecDecoder, String, Node) -> Void
  ) -> Bool {
    guard case .mapping(let pairs) = node.content else {
      if node.isNull {
        warning("\(what) is empty (YAML null); it is read as an empty mapping", at: node.mark)
        return true
      }
      error("expected \(what) to be a mapping, found \(node.kindDescription)", at: node.mark)
      return false
    }
    for pair in pairs {
      guard let key = pair.key.scalar?.value else {
        error("expected a string key in \(what), found \(pair.key.kindDescription)", at: pair.key.mark)
        continue
      }
      // `description:` with nothing after it is null in YAML: the author left the field out.
      if pair.value.isNull, Self.absentWhenNull.contains(key) {
        warning("'\(key)' is empty (YAML null); it is read as absent", at: pair.value.mark)
        continue
      }
      path.append(key)
      currentKeyMark = pair.key.mark
      body(&self, key, pair.value)
      path.removeLast()
    }
    return true
  }

  /// Optional fields of text, flags or single objects whose empty (null) value means the author left them out.
  /// Mappings and lists left empty are read as empty by `fields` and `items`; fields where null is a value
  /// (`default`, `example`, `const`, extensions) are not here. `security` is here because an empty list would
  /// mean "no security", which is not what an empty field says.
  static let absentWhenNull: Set<String> = [
    "description", "summary", "title", "format", "operationId", "termsOfService", "deprecated", "nullable",
    "readOnly", "writeOnly", "items", "security", "requestBody", "externalDocs", "contact", "license", "pattern",
    "discriminator", "additionalProperties", "not", "explode", "style", "required",
  ]

  /// Calls `body` for each item of a sequence, with the index pushed onto the path.
  mutating func items(_ node: Node, _ what: String, _ body: (inout SpecDecoder, Node) -> Void) {
    guard case .sequence(let items) = node.content else {
      if node.isNull {
        warning("\(what) is empty (YAML null); it is read as an empty list", at: node.mark)
        return
      }
      error("expected \(what) to be a sequence, found \(node.kindDescription)", at: node.mark)
      return
    }
    for (index, item) in items.enumerated() {
      path.append(String(index))
      body(&self, item)
      path.removeLast()
    }
  }

  /// Decodes a mapping of names to values, in document order.
  mutating func map<Value>(
    _ node: Node, _ what: String, _ decode: (inout SpecDecoder, Node) -> Value
  ) -> OrderedMap<Value> {
    if let pairs = node.mapping, pairs.count == 1, pairs[0].key.scalar?.value == "$ref",
      let inlined = throughReference(
        node, "\(what) given as a $ref, which OpenAPI does not allow for a map", unresolved: OrderedMap(),
        { $0.map($1, what, decode) })
    {
      return inlined
    }
    var result = OrderedMap<Value>()
    fields(node, what) { decoder, key, value in result.append(key, decode(&decoder, value)) }
    return result
  }

  /// Decodes a sequence.
  mutating func list<Value>(_ node: Node, _ what: String, _ decode: (inout SpecDecoder, Node) -> Value) -> [Value] {
    var result: [Value] = []
    items(node, what) { decoder, item in result.append(decode(&decoder, item)) }
    return result
  }

  mutating func withPath<Result>(_ key: String, _ body: (inout SpecDecoder) -> Result) -> Result {
    path.append(key)
    defer { path.removeLast() }
    return body(&self)
  }

  /// `withPath` for a node some keys down: `additionalOperations.LINK`.
  mutating func withPath<Result>(_ keys: [String], _ body: (inout SpecDecoder) -> Result) -> Result {
    path += keys
    defer { path.removeLast(keys.count) }
    return body(&self)
  }

  /// Keeps `x-` fields; every other unknown field is ignored, as the standard allows tools to.
  mutating func keepExtension(_ key: String, _ value: Node, in extensions: inout Extensions) {
    if key.hasPrefix("x-") { extensions[key] = value } else { unknownField(key) }
  }

  /// Records a field of the object being decoded that nothing reads: the standard lets tools ignore what they do
  /// not know, and `Spec.unknownFields` keeps the list so that nothing is dropped unseen.
  mutating func unknownField(_ key: String) {
    guard !key.hasPrefix("x-") else { return }
    unknownFields.append(UnknownField(key: key, file: file, mark: currentKeyMark, pointer: JSONPointer.encode(path)))
  }

  // MARK: Scalars

  /// Any non-null scalar read as text (a plain `1.0` where a string belongs is the string "1.0": real specs
  /// write `version: 1.0`).
  mutating func string(_ node: Node, _ what: String) -> String? {
    if case .scalar(let scalar) = node.content, scalar.resolved != .null { return scalar.value }
    if node.mapping?.contains(where: { $0.key.scalar?.value == "$ref" }) == true, sources != nil {
      // Redocly-style specs keep long Markdown in other files: `description: {$ref: description.yml#/intro}`.
      let target = throughReference(
        node, "\(what) given as a $ref, which OpenAPI does not allow for text", unresolved: Node?.none
      ) { Optional($1) }
      guard let target = target ?? nil else { return nil }
      if case .scalar(let scalar) = target.content, scalar.resolved != .null { return scalar.value }
      warning("the $ref for \(what) points at \(target.kindDescription), not text; it is ignored", at: node.mark)
      return nil
    }
    error("expected \(what) to be a string, found \(node.kindDescription)", at: node.mark)
    return nil
  }

  mutating func bool(_ node: Node, _ what: String) -> Bool? {
    if case .scalar(let scalar) = node.content {
      if case .bool(let value) = scalar.resolved { return value }
      if let value = CoreSchema.bool(scalar.value) { return value }
    }
    error("expected \(what) to be true or false, found \(node.kindDescription)", at: node.mark)
    return nil
  }

  mutating func int(_ node: Node, _ what: String) -> Int? {
    if case .scalar(let scalar) = node.content {
      switch scalar.resolved {
      case .int(let value): return value
      case .float(let value) where value.rounded() == value && abs(value) < 1e18: return Int(value)
      case .string:
        if let value = Int(scalar.value.trimmingSpaces) {
          warning(
            "expected \(what) to be an integer, found the text \"\(scalar.value)\"; it is read as \(value)",
            at: node.mark)
          return value
        }
      default: break
      }
    }
    error("expected \(what) to be an integer, found \(node.kindDescription)", at: node.mark)
    return nil
  }

  mutating func number(_ node: Node, _ what: String) -> Double? {
    if case .scalar(let scalar) = node.content {
      switch scalar.resolved {
      case .int(let value): return Double(value)
      case .float(let value): return value
      case .string:
        if let value = Double(scalar.value.trimmingSpaces), value.isFinite {
          warning(
            "expected \(what) to be a number, found the text \"\(scalar.value)\"; it is read as \(scalar.value.trimmingSpaces)",
            at: node.mark)
          return value
        }
      default: break
      }
    }
    error("expected \(what) to be a number, found \(node.kindDescription)", at: node.mark)
    return nil
  }

  mutating func strings(_ node: Node, _ what: String) -> [String] {
    list(node, what) { decoder, item in decoder.string(item, "an item of \(what)") }.compactMap { $0 }
  }

  // MARK: References

  /// Decodes what a `$ref` points at where the specification allows none (an operation, a `properties` map, text),
  /// as bundlers for multi-file specs do, with a warning saying so (`what`, nil where the specification allows it);
  /// nil when `node` is not a `$ref`. The target is
  /// decoded in its own file, so references inside it resolve from there; `unresolved` stands in when the target
  /// cannot be had (the reason is reported).
  mutating func throughReference<Value>(
    _ node: Node, _ what: String?, unresolved: @autoclosure () -> Value, _ decode: (inout SpecDecoder, Node) -> Value
  ) -> Value? {
    guard let sources, let pairs = node.mapping,
      let refNode = pairs.first(where: { $0.key.scalar?.value == "$ref" })?.value,
      case .scalar(let scalar) = refNode.content
    else { return nil }
    guard let target = parseTarget(scalar.value) else {
      error(ReferenceParser.problem(scalar.value), at: refNode.mark)
      return unresolved()
    }
    guard inlineDepth < 32 else {
      error("'\(scalar.value)' is reached through 32 references in a row; they loop", at: refNode.mark)
      return unresolved()
    }
    let reference = Reference(raw: scalar.value, target: target, file: file, mark: refNode.mark)
    // Nil: a place OpenAPI allows the `$ref` (3.2's media types), which is no news.
    if let what { warning("\(what); it is read from the place the $ref names", at: refNode.mark) }
    guard let targetNode = sources.target(of: reference) else { return unresolved() }
    var decoder = SpecDecoder(file: target.file, version: version, path: target.tokens, sources: sources)
    decoder.inlineDepth = inlineDepth + 1
    if file == sources.rootFile, path.count == 2, path[0] == "components" {
      sources.inlinedSections.append((path[1], target))
    }
    let value = decode(&decoder, targetNode)
    diagnostics.append(contentsOf: decoder.diagnostics)
    references.append(contentsOf: decoder.references)
    unknownFields.append(contentsOf: decoder.unknownFields)
    return value
  }

  /// Reads `{$ref: ...}` when the node is a reference object; nil (and no diagnostic) when it is not one.
  /// Beside the `$ref`, OpenAPI 3.1 reads `summary` and `description` (which replace the target's); 3.0 ignores
  /// every sibling.
  mutating func referenceIfAny(_ node: Node, _ kind: ComponentKind) -> Reference? {
    guard case .mapping(let pairs) = node.content, pairs.contains(where: { $0.key.scalar?.value == "$ref" }) else {
      return nil
    }
    var found: Reference?
    var summary: String?
    var description: String?
    let readsOverrides = version != .v3_0
    fields(node, "a reference") { decoder, key, value in
      switch key {
      case "$ref": found = decoder.reference(value, kind)
      case "summary" where readsOverrides: summary = decoder.string(value, key)
      case "description" where readsOverrides: description = decoder.string(value, key)
      default: decoder.unknownField(key)
      }
    }
    found?.summary = summary
    found?.description = description
    return found
  }

  /// The file and pointer `$ref` text names, from this decoder's file (and the root's `$self`).
  func parseTarget(_ raw: String) -> ReferenceTarget? {
    ReferenceParser.target(
      raw, from: file, identity: sources.flatMap { sources in sources.selfURI.map { ($0, sources.rootFile) } })
  }

  /// Parses a `$ref` value and records it for resolution.
  mutating func reference(_ node: Node, _ kind: ComponentKind) -> Reference? {
    guard let raw = string(node, "$ref") else { return nil }
    let target: ReferenceTarget
    if let parsed = parsedTargets[raw] {
      target = parsed
    } else {
      guard let parsed = parseTarget(raw) else {
        error(ReferenceParser.problem(raw), at: node.mark)
        return nil
      }
      parsedTargets[raw] = parsed
      target = parsed
    }
    let reference = Reference(raw: raw, target: target, file: file, mark: node.mark)
    references.append((reference, kind))
    return reference
  }

  /// Either a reference or a value decoded by `decode`.
  mutating func referenceable<Value>(
    _ node: Node, _ kind: ComponentKind, _ decode: (inout SpecDecoder, Node) -> Value
  ) -> Referenceable<Value> {
    if let reference = referenceIfAny(node, kind) { return .reference(reference) }
    return .value(decode(&self, node))
  }
}

extension String {
  /// Without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
