import _APIGenOpenAPI

/// Inline `oneOf`/`anyOf` schemas written identically in several places (pydantic writes `value: int | str | None`
/// out in full in `VariableCreate` and in `Variable`) become one top-level type, so that a value read back has the
/// type of the one sent.
///
/// Identical means under the same property (or parameter) name, with the same composition keyword, the same
/// members in the same order and the same constraints (two properties of one shape but different names, `epochs`
/// and `rate`, mean different things and keep types of their own);
/// descriptions, titles, examples, defaults and nullability (which stays with each use) do not count. Only choices
/// whose members are references, plain values (primitives, enums of them, arrays of those) or inline objects are
/// shared, an inline object member by its `SchemaFingerprints` (Stripe's `created`: an integer or a range object),
/// and not when a `readOnly` or `writeOnly` property in it would type it differently where it is sent and where it
/// is read. A body's or response's own choice repeated is named after its first operation (`AddAppsBody`).
///
/// Inline objects written identically under the same property name in several places are shared the same way
/// (Stripe writes `payment_method_options` out in full in each operation's body that takes it): identical here
/// means the same `SchemaFingerprints` (descriptions count), an object that is not a copy of a named schema (that
/// one is its type already) and has no `readOnly` or `writeOnly` property (its type would depend on the direction).
/// Only objects under a property (or its items or values) are shared, not a body's or response's own schema. A
/// repeat inside a shared object counts once, as the shared object is declared once.
///
/// Inline enums are shared the same way: the same values under the same property (or parameter) name (GitHub writes
/// `direction: asc | desc` out in 21 operations, OpenAI's and Stripe's repeats were a fifth of their types).
///
/// The shared type is named after the property (or parameter) of its first place in the document, `Value`; when a
/// named schema or an earlier shared choice has that name, after the first place's owner and property,
/// `VariableCreateValue`; when that is taken too, with a number (`Value2`). A type several operations share is
/// never named after one of them (it would read as another operation's in the others): it is qualified by their
/// namespace when they have one in common (`ReposSort`), by its values when it is an enum of up to three
/// (`SortCreatedUpdated`), and numbered otherwise; a body's or response's own choice, which `Body2` would not
/// describe, keeps its first operation's name unless the operations have a namespace in common. An enum takes the bare name only when no
/// other inline type is declared under it: enum names recur with other values across an API (GitHub's `sort` has
/// thirteen sets, mostly parameters), and an operation's own types avoid top-level names, so the others would
/// become `Sort2`. A shared enum or choice carries its places' description when they all have the same one, and none
/// when they differ (each property or parameter keeps its own).
///
/// A response's own inline object answered in several places is one type too (a FastAPI app's error object written
/// out under six statuses of every operation; a PUT's 200 and 201): identical means the same `SchemaFingerprints`,
/// and only inline responses count (a response component several operations use is declared once already). Within
/// one operation it is declared there, as `Response`, or `ErrorResponse` when only error statuses answer with it.
/// Across operations it is a top-level type named, in this order, by its `title`; by the operations' common
/// namespace (`ReposErrorResponse`); `ErrorResponse` for an error body when that is free; by its properties when
/// it has up to three (`CodeMessageErrorResponse`, `IdStatusResponse`); by its first operation (`AddAppsResponse`),
/// numbered when taken.
struct SharedChoices {
  /// Shape keys that occur more than once, with the name claimed for each.
  private(set) var names: [String: String] = [:]
  /// The keys of responses' own inline objects answered in more than one place, with where each is declared.
  private(set) var responses: [String: ResponsePlacement] = [:]

  enum ResponsePlacement: Equatable {
    /// Declared once at the top level under this name.
    case topLevel(String)
    /// Declared in its one operation, under this name there.
    case inOperation(String)
  }
  /// The keys whose places are described differently: their shared type is left undocumented.
  private(set) var describedDifferently: Set<String> = []

  /// Claims a name for each inline choice, object or enum written in more than one place, in document order;
  /// `fingerprints` is the table the schema translator goes on with, so that every schema is fingerprinted once.
  static func claim(
    in spec: Spec, names schemaNames: inout SchemaNames, fingerprints: inout SchemaFingerprints
  ) -> SharedChoices {
    var walker = Walker(spec: spec, fingerprints: fingerprints)
    walker.walkDocument()
    fingerprints = walker.fingerprints
    var shared = SharedChoices()
    for key in walker.order where walker.counts[key, default: 0] > 1 {
      if walker.responseKeys.contains(key) {
        let suffix = walker.successResponseKeys.contains(key) ? "Response" : "ErrorResponse"
        guard (walker.operationsUsing[key]?.count ?? 0) > 1 else {
          shared.responses[key] = .inOperation(suffix)
          continue
        }
        let name = walker.sharedResponseName(of: key, suffix: suffix, isTaken: schemaNames.topLevel.contains)
        shared.responses[key] = .topLevel(schemaNames.claimTopLevel(name))
        continue
      }
      let place = walker.firstPlace[key]!
      let preferred = SwiftName.type(place.name)
      let qualified = SwiftName.type(place.owner + "_" + place.name)
      // A body's or response's own choice says nothing by its place's name alone.
      let saysLittle = place.name == Walker.bodyName || place.name == Walker.responseName
      let onlyTypeSoNamed = !walker.enumKeys.contains(key) || walker.typePlaces[preferred] == walker.counts[key]
      let name =
        (!schemaNames.topLevel.contains(preferred) && !saysLittle && onlyTypeSoNamed) || place.owner.isEmpty
        ? schemaNames.claimTopLevel(preferred)
        : schemaNames.claimTopLevel(walker.qualifiedName(of: key, place: place, fallback: qualified, preferred))
      shared.names[key] = name
    }
    shared.describedDifferently = walker.describedDifferently
    return shared
  }

  /// The key of an inline choice or enum that may be shared, placed under `name` (a property's or parameter's), or
  /// nil.
  static func key(of schema: Schema, named name: String, fingerprints: inout SchemaFingerprints) -> String? {
    guard schema.ref == nil else { return nil }
    if case .enumeration = SchemaShape.of(schema) {
      return SwiftName.type(name) + ":enum(" + valueKey(schema) + (schema.deprecated ? " deprecated" : "") + ")"
    }
    guard case .choice(let members) = SchemaShape.of(schema) else { return nil }
    var parts: [String] = []
    for member in members {
      guard let part = memberKey(member, fingerprints: &fingerprints) else { return nil }
      parts.append(part)
    }
    let keyword = !schema.oneOf.isEmpty ? "oneOf" : !schema.anyOf.isEmpty ? "anyOf" : "types"
    var key = keyword + "(" + parts.joined(separator: ",") + ")"
    if let discriminator = schema.discriminator {
      key += "/" + discriminator.propertyName + discriminator.mapping.entries.map { "\($0.key)=\($0.value)" }.joined()
      if let fallback = discriminator.defaultMapping { key += "/default=" + fallback }
    }
    return SwiftName.type(name) + ":" + key
  }

  /// The key of a response's own inline object with properties, from its fingerprint; nil for any other schema.
  /// Every response is read, never sent, so a `readOnly` or `writeOnly` property does not matter here.
  /// Only such an object is fingerprinted: a reference may lead down a long chain, which the object's own
  /// declaration follows anyway.
  static func responseKey(_ schema: Schema, fingerprints: inout SchemaFingerprints) -> (
    key: String, fingerprint: SchemaFingerprints.Entry
  )? {
    guard schema.ref == nil, case .object = SchemaShape.of(schema), !schema.properties.isEmpty else { return nil }
    let fingerprint = fingerprints.of(schema)
    return ("(response)#" + String(fingerprint.value), fingerprint)
  }

  /// The key of an inline object with properties that may be shared, placed under `name`, from its fingerprint;
  /// nil for any other schema.
  static func objectKey(_ schema: Schema, _ fingerprint: SchemaFingerprints.Entry, named name: String) -> String? {
    guard case .object = SchemaShape.of(schema), !schema.properties.isEmpty, !fingerprint.hasAccessModifiers else {
      return nil
    }
    return SwiftName.type(name) + ":object#" + String(fingerprint.value)
  }

  /// A member written as a reference, a plain value, or an object declared in place (by its fingerprint, which
  /// counts its descriptions; nil when a `readOnly` or `writeOnly` property makes its type depend on the
  /// direction it travels in); nil for anything else declared in place.
  private static func memberKey(_ schema: Schema, fingerprints: inout SchemaFingerprints) -> String? {
    if let reference = schema.ref { return schema.isPureReference ? "$" + reference.target.description : nil }
    switch SchemaShape.of(schema) {
    case .primitive, .enumeration: return valueKey(schema)
    case .array(let element?):
      guard let elementKey = memberKey(element, fingerprints: &fingerprints) else { return nil }
      return "[" + elementKey + "]" + valueKey(schema)
    case .object:
      let print = fingerprints.of(schema)
      return print.hasAccessModifiers ? nil : "{#\(print.value)}"
    default: return nil
    }
  }

  /// The keywords that constrain a plain value, as text.
  private static func valueKey(_ schema: Schema) -> String {
    var key = schema.types.filter { $0 != .null }.map(\.rawValue).joined(separator: "|")
    func add(_ name: String, _ value: (some Any)?) {
      if let value { key += " \(name)=\(value)" }
    }
    add("format", schema.format)
    // JSON text, so values JSON holds equal (1 and 1.0) make one key. Not `description`: an array's reflects over
    // each value, which took 7% of translating GitHub's description.
    add("enum", schema.enumValues.map { JSONValue.array($0).jsonText })
    add("const", schema.constValue.map(\.jsonText))
    add("min", schema.minimum)
    add("max", schema.maximum)
    add("xmin", schema.exclusiveMinimum)
    add("xmax", schema.exclusiveMaximum)
    add("multipleOf", schema.multipleOf)
    add("minLength", schema.minLength)
    add("maxLength", schema.maxLength)
    add("pattern", schema.pattern)
    add("minItems", schema.minItems)
    add("maxItems", schema.maxItems)
    if schema.uniqueItems { key += " unique" }
    return key
  }

  /// Every inline schema of the document, components first, then operations in order, with where it is.
  private struct Walker {
    let spec: Spec
    var counts: [String: Int] = [:]
    var order: [String] = []
    var firstPlace: [String: (owner: String, name: String)] = [:]
    /// The description (or title) of each key's first place, and the keys a later place describes otherwise.
    var firstDescription: [String: String] = [:]
    var describedDifferently: Set<String> = []
    /// How many inline types (objects, choices, enums; shared or not, not copies of named objects) each name is
    /// declared under.
    var typePlaces: [String: Int] = [:]
    /// The keys of enums (their bare name is given only when no other type is declared under it).
    var enumKeys: Set<String> = []
    var fingerprints: SchemaFingerprints
    /// The fingerprints of the named object schemas: an inline copy of one is typed as it, not shared.
    var namedObjects: Set<Int> = []

    /// The operation being walked (nil while walking components), and the operations each key occurs in.
    var currentOperation: (namespace: String, method: String)?
    /// The text values of each shareable enum.
    var enumValues: [String: [String]] = [:]
    var operationsUsing: [String: Set<OperationName>] = [:]
    /// The keys of responses' own objects (`countResponse`), those a success answers with, and each one's title
    /// and property names.
    var responseKeys: Set<String> = []
    var successResponseKeys: Set<String> = []
    var responseTitles: [String: String] = [:]
    var responseProperties: [String: [String]] = [:]

    struct OperationName: Hashable {
      let namespace: String
      let method: String
      init(_ name: (namespace: String, method: String)) {
        namespace = name.namespace
        method = name.method
      }
    }

    /// The names a body's and a response's own schemas are walked under.
    static let bodyName = "Body"
    static let responseName = "Response"

    init(spec: Spec, fingerprints: SchemaFingerprints) {
      self.spec = spec
      self.fingerprints = fingerprints
      for (target, schema) in spec.namedSchemas where schema.ref == nil {
        if case .object = SchemaShape.of(schema) { namedObjects.insert(self.fingerprints.of(target).value) }
      }
    }

    mutating func walkDocument() {
      for (name, schema) in spec.document.components.schemas {
        walk(schema, owner: "", name: name, isRoot: true)
      }
      for operation in spec.document.operations {
        let owner = operation.namespaceAndMethod.method
        currentOperation = operation.namespaceAndMethod
        // Shared parameters, bodies and responses count at each use: each operation declares their types anew.
        for entry in operation.parameters {
          guard let parameter = spec.resolve(entry), !parameter.isIgnoredHeader, let schema = parameter.schema
          else { continue }
          walk(schema, owner: owner, name: parameter.name)
        }
        if let entry = operation.requestBody, let body = spec.resolve(entry) {
          for (_, media) in body.content { media.schema.map { walk($0, owner: owner, name: Self.bodyName) } }
        }
        for response in operation.responses {
          guard let resolved = spec.resolve(response.response) else { continue }
          let answered = response.response.reference == nil ? Self.objectContentType(resolved.content) : nil
          for (contentType, media) in resolved.content {
            guard let schema = media.schema else { continue }
            if contentType == answered, countResponse(schema, owner: owner, isSuccess: response.key.isSuccess) {
              continue
            }
            walk(schema, owner: owner, name: Self.responseName)
          }
        }
      }
      currentOperation = nil
    }

    /// The qualified name of a shared type whose bare name is not free: `fallback` (owner and name) unless the
    /// owner is one of several operations using it; then their common namespace and the name, or the bare name to
    /// be numbered.
    func qualifiedName(
      of key: String, place: (owner: String, name: String), fallback: String, _ preferred: String
    ) -> String {
      let operations = operationsUsing[key] ?? []
      guard operations.count > 1, operations.contains(where: { $0.method == place.owner }) else { return fallback }
      let namespaces = Set(operations.map(\.namespace))
      if namespaces.count == 1, let namespace = namespaces.first, !namespace.isEmpty {
        return SwiftName.type(namespace + "_" + place.name)
      }
      // A body's or response's own choice would say nothing as `Body2`: it keeps its first operation's name.
      if place.name == Self.bodyName || place.name == Self.responseName { return fallback }
      // An enum of a few values says what it is by them (`SortCreatedUpdated`); anything else is numbered.
      if let values = enumValues[key], (1...3).contains(values.count) {
        return SwiftName.type(([place.name] + values).joined(separator: "_"))
      }
      return preferred
    }

    /// The content type an operation reads a response's body as, when it reads it field by field (not as a stream,
    /// text or bytes).
    private static func objectContentType(_ content: OrderedMap<MediaType>) -> String? {
      guard let (contentType, _) = OperationTranslator.preferredContent(content), StreamKind.of(contentType) == nil
      else { return nil }
      switch OperationTranslator.encoding(of: contentType) {
      case .json, .form, .multipart: return contentType
      case .text, .binary: return nil
      }
    }

    /// Counts a response's own inline object answered as JSON or a form, not a copy of a named object; true when
    /// it was counted before (its insides are walked at its first place only).
    private mutating func countResponse(_ schema: Schema, owner: String, isSuccess: Bool) -> Bool {
      guard let (key, print) = SharedChoices.responseKey(schema, fingerprints: &fingerprints),
        !namedObjects.contains(print.value)
      else { return false }
      responseKeys.insert(key)
      if isSuccess { successResponseKeys.insert(key) }
      if responseTitles[key] == nil {
        responseTitles[key] = schema.title ?? ""
        responseProperties[key] = schema.properties.entries.map(\.key)
      }
      return !count(key, owner: owner, name: Self.responseName, description: schema.description ?? "")
    }

    /// The top-level name of a response's own object several operations answer with (the rule `SharedChoices`
    /// states), before numbering.
    func sharedResponseName(of key: String, suffix: String, isTaken: (String) -> Bool) -> String {
      if let title = responseTitles[key], !title.isEmpty, !isTaken(SwiftName.type(title)) {
        return SwiftName.type(title)
      }
      let namespaces = Set((operationsUsing[key] ?? []).map(\.namespace))
      if namespaces.count == 1, let namespace = namespaces.first, !namespace.isEmpty {
        return SwiftName.type(namespace + "_" + suffix)
      }
      if suffix == "ErrorResponse", !isTaken(suffix) { return suffix }
      if let properties = responseProperties[key], (1...3).contains(properties.count) {
        return SwiftName.type((properties + [suffix]).joined(separator: "_"))
      }
      return SwiftName.type((firstPlace[key]?.owner ?? "") + "_" + suffix)
    }

    /// Counts `schema` if it is a shareable choice (a named schema's own root is a type already), or a shareable
    /// object where `sharesObjects` (under a property), then looks inside it, never through references. A shared
    /// schema is declared once, so only its first place is looked inside; an inline copy of a named object is
    /// typed as that object, whose insides are counted where it is declared.
    mutating func walk(
      _ schema: Schema, owner: String, name: String, isRoot: Bool = false, sharesObjects: Bool = false
    ) {
      guard schema.ref == nil else { return }
      var inner = isRoot ? name : owner
      if !isRoot {
        switch kind(of: schema, name: name, sharesObjects: sharesObjects) {
        case .shareable(let key):
          typePlaces[SwiftName.type(name), default: 0] += 1
          if case .enumeration = SchemaShape.of(schema) {
            enumKeys.insert(key)
            let texts = (schema.enumValues ?? []).compactMap { value in
              if case .string(let text) = value { text } else { nil }
            }
            if texts.count == schema.enumValues?.count { enumValues[key] = texts }
          }
          guard count(key, owner: owner, name: name, description: schema.description ?? schema.title ?? "") else {
            return
          }
          inner = name
        case .copyOfNamedObject: return
        case .declaredInPlace:
          switch SchemaShape.of(schema) {
          case .object where !schema.properties.isEmpty, .choice, .enumeration:
            typePlaces[SwiftName.type(name), default: 0] += 1
          default: break
          }
        }
      }
      for (property, value) in schema.properties { walk(value, owner: inner, name: property, sharesObjects: true) }
      if let items = schema.items?.value {
        walk(items, owner: owner, name: name + "Item", sharesObjects: sharesObjects)
      }
      if case .schema(let value)? = schema.additionalProperties {
        walk(value.value, owner: owner, name: name + "Value", sharesObjects: sharesObjects)
      }
      for member in schema.allOf + schema.oneOf + schema.anyOf { walk(member, owner: inner, name: name) }
    }

    /// Counts a place of `key`; true at its first place.
    private mutating func count(_ key: String, owner: String, name: String, description: String) -> Bool {
      counts[key, default: 0] += 1
      if let currentOperation {
        operationsUsing[key, default: []].insert(OperationName(currentOperation))
      }
      guard counts[key] == 1 else {
        if firstDescription[key] != description { describedDifferently.insert(key) }
        return false
      }
      order.append(key)
      firstPlace[key] = (owner, name)
      firstDescription[key] = description
      return true
    }

    private enum Kind {
      case shareable(key: String)
      /// Typed as the named object, not looked inside.
      case copyOfNamedObject
      case declaredInPlace
    }

    private mutating func kind(of schema: Schema, name: String, sharesObjects: Bool) -> Kind {
      if let key = SharedChoices.key(of: schema, named: name, fingerprints: &fingerprints) {
        return .shareable(key: key)
      }
      guard sharesObjects, case .object = SchemaShape.of(schema), !schema.properties.isEmpty else {
        return .declaredInPlace
      }
      let print = fingerprints.of(schema)
      if namedObjects.contains(print.value) { return .copyOfNamedObject }
      return SharedChoices.objectKey(schema, print, named: name).map { .shareable(key: $0) } ?? .declaredInPlace
    }
  }
}
