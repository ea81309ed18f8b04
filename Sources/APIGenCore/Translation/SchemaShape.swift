import _APIGenOpenAPI

/// What Swift shape a schema takes, decided from its keywords alone (references are followed by the caller).
enum SchemaShape {
  /// A struct: `properties`, or an `allOf` whose members have properties.
  case object
  /// An enum with one case per member: `oneOf`, `anyOf`, or a 3.1 type array with several non-null types.
  case choice([Schema])
  /// A string or integer enum.
  case enumeration([JSONValue], rawType: SwiftType)
  /// The same type as one member (an `allOf`/`oneOf`/`anyOf` of one non-null schema).
  case single(Schema)
  case array(Schema?)
  case dictionary(Schema?)
  case primitive(JSONType)
  /// Any JSON value.
  case any

  static func of(_ schema: Schema) -> SchemaShape {
    if schema.boolean != nil { return .any }
    let choices =
      schema.oneOf.isEmpty && schema.anyOf.isEmpty ? [] : (schema.oneOf + schema.anyOf).filter { !isNullOnly($0) }
    if !choices.isEmpty, schema.properties.isEmpty, schema.allOf.isEmpty {
      return choices.count == 1 ? .single(choices[0]) : .choice(choices)
    }
    if !schema.allOf.isEmpty {
      if schema.properties.isEmpty, schema.allOf.count == 1, choices.isEmpty { return .single(schema.allOf[0]) }
      return .object
    }
    if let values = schema.enumValues?.filter({ $0 != .null }), !values.isEmpty {
      if values.allSatisfy({ $0.stringValue != nil }) { return .enumeration(values, rawType: .string) }
      if values.allSatisfy({ if case .int = $0 { return true } else { return false } }) {
        return .enumeration(values, rawType: .int)
      }
    }
    if let constant = schema.constValue, case .string = constant { return .enumeration([constant], rawType: .string) }
    let types = schema.types.filter { $0 != .null }
    if types.count > 1 {
      return .choice(
        types.map { type in
          var member = schema
          member.types = [type]
          member.isNullable = false
          return member
        })
    }
    switch types.first {
    case .object?:
      return schema.properties.isEmpty ? .dictionary(additionalSchema(schema)) : .object
    case .array?:
      return .array(schema.arrayElement)
    case let type?:
      return .primitive(type)
    case nil:
      if !schema.properties.isEmpty { return .object }
      if let element = schema.arrayElement { return .array(element) }
      if let additional = additionalSchema(schema) { return .dictionary(additional) }
      return .any
    }
  }

  private static func additionalSchema(_ schema: Schema) -> Schema? {
    if case .schema(let value)? = schema.additionalProperties { return value.value }
    return nil
  }

  /// `{type: "null"}`, `{enum: [null]}` or `{nullable: true}` alone: a member that only adds `null`.
  static func isNullOnly(_ schema: Schema) -> Bool { schema.isNullOnly }

  /// Whether the schema itself admits `null` (3.0 `nullable`, 3.1 `null` in the type, a null member or enum value).
  static func isNullable(_ schema: Schema) -> Bool {
    if schema.isNullable || schema.types.contains(.null) { return true }
    if schema.enumValues?.contains(.null) == true { return true }
    return schema.oneOf.contains(where: isNullOnly) || schema.anyOf.contains(where: isNullOnly)
  }
}
