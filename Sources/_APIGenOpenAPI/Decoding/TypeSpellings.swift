/// The `type` values web frameworks and hand-written specs put where JSON Schema expects one of its seven type
/// names: a language's own name for the type (flasgger's `int`, Java's `long`, Python's `str`), a format given as
/// the type (`int64`, `date-time`), or a type name in another case (`String`). Each reads as the JSON Schema type it
/// plainly means, with the format it implies when the schema gives none.
enum TypeSpellings {
  struct Reading: Equatable {
    var type: JSONType
    var format: String?
  }

  /// What `spelling` means, or nil when it means nothing a reader could tell.
  static func reading(of spelling: String) -> Reading? {
    let key = spelling.lowercased().filter { $0 != "_" && $0 != " " }
    if let type = JSONType(rawValue: key) { return Reading(type: type) }
    return table[key]
  }

  private static let table: [String: Reading] = [
    "int": Reading(type: .integer),
    "int8": Reading(type: .integer),
    "int16": Reading(type: .integer),
    "int32": Reading(type: .integer, format: "int32"),
    "integer32": Reading(type: .integer, format: "int32"),
    "int64": Reading(type: .integer, format: "int64"),
    "integer64": Reading(type: .integer, format: "int64"),
    "long": Reading(type: .integer, format: "int64"),
    "short": Reading(type: .integer),
    "uint": Reading(type: .integer),
    "uint32": Reading(type: .integer),
    "uint64": Reading(type: .integer),
    "float": Reading(type: .number, format: "float"),
    "float32": Reading(type: .number, format: "float"),
    "double": Reading(type: .number, format: "double"),
    "float64": Reading(type: .number, format: "double"),
    "decimal": Reading(type: .number),
    "numeric": Reading(type: .number),
    "bool": Reading(type: .boolean),
    "str": Reading(type: .string),
    "text": Reading(type: .string),
    "char": Reading(type: .string),
    "uuid": Reading(type: .string, format: "uuid"),
    "date": Reading(type: .string, format: "date"),
    "datetime": Reading(type: .string, format: "date-time"),
    "date-time": Reading(type: .string, format: "date-time"),
    "binary": Reading(type: .string, format: "binary"),
    "file": Reading(type: .string, format: "binary"),
    "dict": Reading(type: .object),
    "map": Reading(type: .object),
    "hash": Reading(type: .object),
    "list": Reading(type: .array),
    "none": Reading(type: .null),
  ]
}
