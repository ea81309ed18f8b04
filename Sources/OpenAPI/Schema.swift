import YAML

/// JSON Schema's primitive types.
public enum JSONType: String, Sendable, Hashable, CaseIterable {
  case null, boolean, object, array, number, string, integer
}

/// The JSON Schema subset that code generation needs. A `$ref` is kept in `ref`; in 3.1 it may have siblings
/// (a description, say), which are kept too; in 3.0 siblings of `$ref` are ignored, as the standard says.
public struct Schema: Sendable {
  public var ref: Reference?
  /// For the boolean schemas of 3.1 (`true` accepts anything, `false` nothing); nil for an object schema.
  public var boolean: Bool?
  /// The types given by `type`, in the order written, without `null` (see `isNullable`).
  public var types: [JSONType] = []
  /// 3.0 `nullable: true`, or `null` among 3.1's `type` array.
  public var isNullable = false
  public var format: String?
  public var title: String?
  public var description: String?
  public var defaultValue: JSONValue?
  public var example: Node?
  public var examples: [Node] = []
  public var enumValues: [JSONValue]?
  public var constValue: JSONValue?

  public var properties: OrderedMap<Schema> = OrderedMap()
  public var required: [String] = []
  public var additionalProperties: AdditionalProperties?
  public var items: Indirect<Schema>?
  /// The members of a tuple: 3.1's `prefixItems`, or `items` written as a list (draft 4).
  public var prefixItems: [Schema] = []
  public var allOf: [Schema] = []
  public var oneOf: [Schema] = []
  public var anyOf: [Schema] = []
  public var not: Indirect<Schema>?
  public var discriminator: Discriminator?

  public var deprecated = false
  public var readOnly = false
  public var writeOnly = false
  public var minimum: Double?
  public var maximum: Double?
  /// 3.1's numeric form; 3.0's `exclusiveMinimum: true` is turned into this from `minimum`.
  public var exclusiveMinimum: Double?
  public var exclusiveMaximum: Double?
  public var multipleOf: Double?
  public var minLength: Int?
  public var maxLength: Int?
  public var pattern: String?
  public var minItems: Int?
  public var maxItems: Int?
  public var uniqueItems = false
  public var minProperties: Int?
  public var maxProperties: Int?
  public var contentMediaType: String?
  public var contentEncoding: String?
  public var externalDocs: ExternalDocs?
  public var extensions: Extensions = [:]
  public var mark = Mark.start

  public init() {}

  /// What an element of the array is: `items`, or for a tuple one of its members (or of the items after them).
  public var arrayElement: Schema? {
    guard !prefixItems.isEmpty else { return items?.value }
    var element = Schema()
    element.mark = prefixItems[0].mark
    element.oneOf = prefixItems
    if let rest = items?.value, rest.boolean != false { element.oneOf.append(rest) }
    return element
  }

  /// Whether the schema is a `$ref` whose siblings, if any, only annotate it (description, title, examples,
  /// deprecated, readOnly, writeOnly, `x-`): such a schema means exactly what it references.
  public var isPureReference: Bool { ref != nil && !hasConstrainingSiblings }
  /// Draft 3's `required: true` on the schema of a property; the object's decoder adds the property to `required`.
  public var isRequiredByFlag = false
  /// Set by the decoder when a `$ref` stands beside keywords that change what the schema accepts (3.1 only).
  public var hasConstrainingSiblings = false
}

public enum AdditionalProperties: Sendable {
  case allowed(Bool)
  case schema(Indirect<Schema>)
}

public struct Discriminator: Sendable {
  public var propertyName = ""
  /// Payload values to schema references, as written.
  public var mapping: OrderedMap<String> = OrderedMap()
  public var mark = Mark.start
  public init() {}
}
