import _APIGenYAML

/// JSON Schema's primitive types.
public enum JSONType: String, Sendable, Hashable, CaseIterable {
  case null, boolean, object, array, number, string, integer
}

/// The JSON Schema subset that code generation needs. A `$ref` is kept in `ref`; in 3.1 it may have siblings
/// (a description, say), which are kept too; in 3.0 siblings of `$ref` are ignored, as the standard says.
public struct Schema: Sendable {
  /// The fields live in one box shared by copies until one of them writes (copy on write): the loader and the
  /// generator copy schemas wherever they walk a spec, and a copy that retained some twenty fields one by one was
  /// a tenth of the generator's time.
  private final class Storage: @unchecked Sendable {  // Mutated only while uniquely referenced.
    var ref: Reference?
    var boolean: Bool?
    var types: [JSONType] = []
    var isNullable: Bool = false
    var format: String?
    var title: String?
    var description: String?
    var defaultValue: JSONValue?
    var example: Node?
    var examples: [Node] = []
    var enumValues: [JSONValue]?
    var constValue: JSONValue?
    var properties: OrderedMap<Schema> = OrderedMap()
    var required: [String] = []
    var additionalProperties: AdditionalProperties?
    var items: Indirect<Schema>?
    var prefixItems: [Schema] = []
    var allOf: [Schema] = []
    var oneOf: [Schema] = []
    var anyOf: [Schema] = []
    var not: Indirect<Schema>?
    var discriminator: Discriminator?
    var deprecated: Bool = false
    var readOnly: Bool = false
    var writeOnly: Bool = false
    var minimum: Double?
    var maximum: Double?
    var exclusiveMinimum: Double?
    var exclusiveMaximum: Double?
    var multipleOf: Double?
    var minLength: Int?
    var maxLength: Int?
    var pattern: String?
    var minItems: Int?
    var maxItems: Int?
    var uniqueItems: Bool = false
    var minProperties: Int?
    var maxProperties: Int?
    var contentMediaType: String?
    var contentEncoding: String?
    var externalDocs: ExternalDocs?
    var xml: XMLNaming?
    var extensions: Extensions = [:]
    var mark: Mark = Mark.start
    var isRequiredByFlag: Bool = false
    var hasConstrainingSiblings: Bool = false

    init() {}

    func copy() -> Storage {
      let copy = Storage()
      copy.ref = ref
      copy.boolean = boolean
      copy.types = types
      copy.isNullable = isNullable
      copy.format = format
      copy.title = title
      copy.description = description
      copy.defaultValue = defaultValue
      copy.example = example
      copy.examples = examples
      copy.enumValues = enumValues
      copy.constValue = constValue
      copy.properties = properties
      copy.required = required
      copy.additionalProperties = additionalProperties
      copy.items = items
      copy.prefixItems = prefixItems
      copy.allOf = allOf
      copy.oneOf = oneOf
      copy.anyOf = anyOf
      copy.not = not
      copy.discriminator = discriminator
      copy.deprecated = deprecated
      copy.readOnly = readOnly
      copy.writeOnly = writeOnly
      copy.minimum = minimum
      copy.maximum = maximum
      copy.exclusiveMinimum = exclusiveMinimum
      copy.exclusiveMaximum = exclusiveMaximum
      copy.multipleOf = multipleOf
      copy.minLength = minLength
      copy.maxLength = maxLength
      copy.pattern = pattern
      copy.minItems = minItems
      copy.maxItems = maxItems
      copy.uniqueItems = uniqueItems
      copy.minProperties = minProperties
      copy.maxProperties = maxProperties
      copy.contentMediaType = contentMediaType
      copy.contentEncoding = contentEncoding
      copy.externalDocs = externalDocs
      copy.xml = xml
      copy.extensions = extensions
      copy.mark = mark
      copy.isRequiredByFlag = isRequiredByFlag
      copy.hasConstrainingSiblings = hasConstrainingSiblings
      return copy
    }
  }

  private var storage = Storage()

  private var uniqueStorage: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
      return storage
    }
  }

  public init() {}

  public var ref: Reference? {
    get { storage.ref }
    _modify { yield &uniqueStorage.ref }
  }
  /// For the boolean schemas of 3.1 (`true` accepts anything, `false` nothing); nil for an object schema.
  public var boolean: Bool? {
    get { storage.boolean }
    _modify { yield &uniqueStorage.boolean }
  }
  /// The types given by `type`, in the order written, without `null` (see `isNullable`).
  public var types: [JSONType] {
    get { storage.types }
    _modify { yield &uniqueStorage.types }
  }
  /// 3.0 `nullable: true`, or `null` among 3.1's `type` array.
  public var isNullable: Bool {
    get { storage.isNullable }
    _modify { yield &uniqueStorage.isNullable }
  }
  public var format: String? {
    get { storage.format }
    _modify { yield &uniqueStorage.format }
  }
  public var title: String? {
    get { storage.title }
    _modify { yield &uniqueStorage.title }
  }
  public var description: String? {
    get { storage.description }
    _modify { yield &uniqueStorage.description }
  }
  public var defaultValue: JSONValue? {
    get { storage.defaultValue }
    _modify { yield &uniqueStorage.defaultValue }
  }
  public var example: Node? {
    get { storage.example }
    _modify { yield &uniqueStorage.example }
  }
  public var examples: [Node] {
    get { storage.examples }
    _modify { yield &uniqueStorage.examples }
  }
  public var enumValues: [JSONValue]? {
    get { storage.enumValues }
    _modify { yield &uniqueStorage.enumValues }
  }
  public var constValue: JSONValue? {
    get { storage.constValue }
    _modify { yield &uniqueStorage.constValue }
  }
  public var properties: OrderedMap<Schema> {
    get { storage.properties }
    _modify { yield &uniqueStorage.properties }
  }
  public var required: [String] {
    get { storage.required }
    _modify { yield &uniqueStorage.required }
  }
  public var additionalProperties: AdditionalProperties? {
    get { storage.additionalProperties }
    _modify { yield &uniqueStorage.additionalProperties }
  }
  public var items: Indirect<Schema>? {
    get { storage.items }
    _modify { yield &uniqueStorage.items }
  }
  /// The members of a tuple: 3.1's `prefixItems`, or `items` written as a list (draft 4).
  public var prefixItems: [Schema] {
    get { storage.prefixItems }
    _modify { yield &uniqueStorage.prefixItems }
  }
  public var allOf: [Schema] {
    get { storage.allOf }
    _modify { yield &uniqueStorage.allOf }
  }
  public var oneOf: [Schema] {
    get { storage.oneOf }
    _modify { yield &uniqueStorage.oneOf }
  }
  public var anyOf: [Schema] {
    get { storage.anyOf }
    _modify { yield &uniqueStorage.anyOf }
  }
  public var not: Indirect<Schema>? {
    get { storage.not }
    _modify { yield &uniqueStorage.not }
  }
  public var discriminator: Discriminator? {
    get { storage.discriminator }
    _modify { yield &uniqueStorage.discriminator }
  }
  public var deprecated: Bool {
    get { storage.deprecated }
    _modify { yield &uniqueStorage.deprecated }
  }
  public var readOnly: Bool {
    get { storage.readOnly }
    _modify { yield &uniqueStorage.readOnly }
  }
  public var writeOnly: Bool {
    get { storage.writeOnly }
    _modify { yield &uniqueStorage.writeOnly }
  }
  public var minimum: Double? {
    get { storage.minimum }
    _modify { yield &uniqueStorage.minimum }
  }
  public var maximum: Double? {
    get { storage.maximum }
    _modify { yield &uniqueStorage.maximum }
  }
  /// 3.1's numeric form; 3.0's `exclusiveMinimum: true` is turned into this from `minimum`.
  public var exclusiveMinimum: Double? {
    get { storage.exclusiveMinimum }
    _modify { yield &uniqueStorage.exclusiveMinimum }
  }
  public var exclusiveMaximum: Double? {
    get { storage.exclusiveMaximum }
    _modify { yield &uniqueStorage.exclusiveMaximum }
  }
  public var multipleOf: Double? {
    get { storage.multipleOf }
    _modify { yield &uniqueStorage.multipleOf }
  }
  public var minLength: Int? {
    get { storage.minLength }
    _modify { yield &uniqueStorage.minLength }
  }
  public var maxLength: Int? {
    get { storage.maxLength }
    _modify { yield &uniqueStorage.maxLength }
  }
  public var pattern: String? {
    get { storage.pattern }
    _modify { yield &uniqueStorage.pattern }
  }
  public var minItems: Int? {
    get { storage.minItems }
    _modify { yield &uniqueStorage.minItems }
  }
  public var maxItems: Int? {
    get { storage.maxItems }
    _modify { yield &uniqueStorage.maxItems }
  }
  public var uniqueItems: Bool {
    get { storage.uniqueItems }
    _modify { yield &uniqueStorage.uniqueItems }
  }
  public var minProperties: Int? {
    get { storage.minProperties }
    _modify { yield &uniqueStorage.minProperties }
  }
  public var maxProperties: Int? {
    get { storage.maxProperties }
    _modify { yield &uniqueStorage.maxProperties }
  }
  public var contentMediaType: String? {
    get { storage.contentMediaType }
    _modify { yield &uniqueStorage.contentMediaType }
  }
  public var contentEncoding: String? {
    get { storage.contentEncoding }
    _modify { yield &uniqueStorage.contentEncoding }
  }
  public var externalDocs: ExternalDocs? {
    get { storage.externalDocs }
    _modify { yield &uniqueStorage.externalDocs }
  }
  /// How the value is written as XML (`xml`). Read so that tools see it; generated code reads and writes JSON and
  /// hands XML bodies over as bytes, so it does not apply it.
  public var xml: XMLNaming? {
    get { storage.xml }
    _modify { yield &uniqueStorage.xml }
  }
  public var extensions: Extensions {
    get { storage.extensions }
    _modify { yield &uniqueStorage.extensions }
  }
  public var mark: Mark {
    get { storage.mark }
    _modify { yield &uniqueStorage.mark }
  }
  /// Draft 3's `required: true` on the schema of a property; the object's decoder adds the property to `required`.
  public var isRequiredByFlag: Bool {
    get { storage.isRequiredByFlag }
    _modify { yield &uniqueStorage.isRequiredByFlag }
  }
  /// Set by the decoder when a `$ref` stands beside keywords that change what the schema accepts (3.1 only).
  public var hasConstrainingSiblings: Bool {
    get { storage.hasConstrainingSiblings }
    _modify { yield &uniqueStorage.hasConstrainingSiblings }
  }

  /// What an element of the array is: `items`, or for a tuple one of its members (or of the items after them).
  public var arrayElement: Schema? {
    guard !prefixItems.isEmpty else { return items?.value }
    var element = Schema()
    element.mark = prefixItems[0].mark
    element.oneOf = prefixItems
    if let rest = items?.value, rest.boolean != false { element.oneOf.append(rest) }
    return element
  }

  /// The schema of the item at `index`: a tuple's member at that position, `items` after the members (nil for any
  /// value, as without `items`).
  public func element(at index: Int) -> Schema? {
    index < prefixItems.count ? prefixItems[index] : items?.value
  }

  /// Whether the schema is a `$ref` whose siblings, if any, only annotate it (description, title, examples,
  /// deprecated, readOnly, writeOnly, `x-`): such a schema means exactly what it references.
  public var isPureReference: Bool { ref != nil && !hasConstrainingSiblings }

  /// `{type: "null"}`, `{enum: [null]}` or `{nullable: true}` alone: a schema whose only value is `null` (a member
  /// of `oneOf`/`anyOf` that makes the others nullable).
  public var isNullOnly: Bool {
    if ref != nil { return false }
    if types == [.null] { return true }
    // The decoder records `type: "null"` as nullability with no type.
    if types.isEmpty, isNullable, properties.isEmpty, items == nil, prefixItems.isEmpty, allOf.isEmpty,
      oneOf.isEmpty, anyOf.isEmpty, enumValues == nil, additionalProperties == nil, constValue == nil
    {
      return true
    }
    return enumValues == [.null]
  }
}

public enum AdditionalProperties: Sendable {
  case allowed(Bool)
  case schema(Indirect<Schema>)
}

public struct Discriminator: Sendable {
  public var propertyName = ""
  /// Payload values to schema references, as written.
  public var mapping: OrderedMap<String> = OrderedMap()
  /// OpenAPI 3.2: the schema (a name or a reference, as written) a payload is read as when the property is
  /// missing or its value is not mapped.
  public var defaultMapping: String?
  public var defaultMappingMark = Mark.start
  public var mark = Mark.start
  public init() {}
}
