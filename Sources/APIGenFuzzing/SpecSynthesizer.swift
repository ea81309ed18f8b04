import APIGenCore
import _APIGenOpenAPI

/// Builds a valid-looking OpenAPI document from a stream of choices (fuzzer bytes, or a seed), so that fuzzing
/// explores what a spec can say (names, schema shapes, references, parameters, bodies) instead of mostly breaking
/// the YAML syntax. The names come from a pool of what hurts generated Swift: keywords, the generated code's own
/// names, digits, symbols, unicode and near-collisions.
package struct SpecSynthesizer {
  private var choices: Choices
  private var schemaCount = 0
  private var isOpenAPI31 = false
  private var usedOperationIDs: Set<String> = []

  /// Names that are hard to turn into Swift: keywords, standard and generated type names, near-collisions.
  package static let hardNames = [
    "id", "type", "Type", "self", "Self", "init", "default", "class", "struct", "protocol", "func", "var", "let", "in",
    "is", "as", "try", "throws", "async", "await", "return", "nil", "true", "false", "Any", "Protocol", "client",
    "request", "response", "body", "Body", "Response", "Client", "APIError", "String", "Int", "Data", "Date", "URL",
    "Foundation", "Swift", "Codable", "Sendable", "Hashable", "hashValue", "description", "CodingKeys", "value", "_",
    "__", "", " ", "1", "+1", "-1", "1st", "a-b", "a_b", "aB", "AB", "ab", "a.b", "a b", "ümlaut", "名前", "🙂",
    "x-ext", "Users", "users", "user_id", "userId", "UserID", "null", "Optional", "Array", "Result", "Error", "Never",
    "Void", "Bool", "Double", "UUID", "JSONValue", "OpenEnum", "Indirect", "APIClient", "APIRequest", "APIResponse",
    "Servers", "Credentials", "Credential", "Headers", "Value", "allDocumented", "rawValue", "unknown", "decoder",
    "Item", "Pages", "PageLink", "UploadBody", "ResponseMediaType", "Operation", "mediaType", "maxPages", "pageLink",
    "container", "1st value",
  ]

  package init(bytes: [UInt8]) {
    choices = Choices(bytes: bytes)
  }

  /// A deterministic stream for a seed (splitmix64), for tests and long runs outside libFuzzer.
  package init(seed: UInt64, length: Int = 4096) {
    var state = seed
    var bytes: [UInt8] = []
    bytes.reserveCapacity(length)
    while bytes.count < length {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      withUnsafeBytes(of: z) { bytes.append(contentsOf: $0) }
    }
    self.init(bytes: bytes)
  }

  /// The document as JSON text.
  package mutating func document() -> String {
    isOpenAPI31 = choices.flag()
    schemaCount = 1 + choices.below(8)
    var schemas: [(String, SynthesizedJSON)] = []
    var schemaNames: Set<String> = []
    for index in 0..<schemaCount {
      var name = pickName()
      if name.isEmpty || schemaNames.contains(name) { name += "S\(index)" }
      schemaNames.insert(name)
      schemas.append((name, schema(depth: 0)))
    }
    componentNames = schemas.map(\.0)
    var paths: [(String, SynthesizedJSON)] = []
    for index in 0..<(1 + choices.below(5)) { paths.append(pathItem(index)) }
    let root = SynthesizedJSON.object([
      ("openapi", .string(isOpenAPI31 ? "3.1.0" : "3.0.3")),
      ("info", .object([("title", .string(pickName())), ("version", .string("1"))])),
      ("paths", .object(paths)),
      ("components", .object([("schemas", .object(schemas))])),
    ])
    return resolveRefs(root).text
  }

  private var componentNames: [String] = []

  // MARK: Schemas

  private mutating func schema(depth: Int) -> SynthesizedJSON {
    let limit = depth >= 3 ? 6 : 15
    switch choices.below(limit) {
    case 0: return scalar("string", formats: ["", "date-time", "date", "uuid", "uri", "binary", "byte", "email"])
    case 1: return scalar("integer", formats: ["", "int32", "int64"])
    case 2: return scalar("number", formats: ["", "float", "double"])
    case 3: return .object([("type", .string("boolean"))])
    case 4: return reference()
    case 5: return .object([])
    case 6, 7: return object(depth: depth)
    case 8: return .object([("type", .string("array")), ("items", schema(depth: depth + 1))])
    case 9: return enumeration()
    case 10: return composition("oneOf", depth: depth)
    case 11: return composition("anyOf", depth: depth)
    case 12: return composition("allOf", depth: depth)
    case 13: return nullable(schema(depth: depth + 1))
    default:
      return .object([
        ("type", .string("object")), ("additionalProperties", choices.flag() ? .bool(true) : schema(depth: depth + 1)),
      ])
    }
  }

  private mutating func scalar(_ type: String, formats: [String]) -> SynthesizedJSON {
    let format = formats[choices.below(formats.count)]
    return .object([("type", .string(type))] + (format.isEmpty ? [] : [("format", .string(format))]))
  }

  /// A reference to one of the components, by index (resolved to a name once all are named).
  private mutating func reference() -> SynthesizedJSON {
    .object([("$ref", .string("#index/\(choices.below(schemaCount))"))])
  }

  private func resolveRefs(_ json: SynthesizedJSON) -> SynthesizedJSON {
    switch json {
    case .object(let pairs):
      return .object(
        pairs.map { key, value in
          if key == "$ref", case .string(let text) = value, text.hasPrefix("#index/"),
            let index = Int(text.dropFirst("#index/".count))
          {
            return (key, .string("#/components/schemas/" + Self.pointerEscaped(componentNames[index])))
          }
          return (key, resolveRefs(value))
        })
    case .array(let items): return .array(items.map(resolveRefs))
    default: return json
    }
  }

  /// A name as a JSON pointer token inside a URI fragment.
  private static func pointerEscaped(_ name: String) -> String {
    var result = ""
    for character in name {
      switch character {
      case "~": result += "~0"
      case "/": result += "~1"
      case "%": result += "%25"
      case " ": result += "%20"
      case "\"": result += "%22"
      default: result.append(character)
      }
    }
    return result
  }

  private mutating func object(depth: Int) -> SynthesizedJSON {
    var properties: [(String, SynthesizedJSON)] = []
    var required: [SynthesizedJSON] = []
    var seen: Set<String> = []
    for _ in 0..<choices.below(6) {
      let name = pickName()
      guard seen.insert(name).inserted else { continue }
      properties.append((name, schema(depth: depth + 1)))
      if choices.flag() { required.append(.string(name)) }
    }
    var pairs: [(String, SynthesizedJSON)] = [("type", .string("object")), ("properties", .object(properties))]
    if !required.isEmpty { pairs.append(("required", .array(required))) }
    return .object(pairs)
  }

  private mutating func enumeration() -> SynthesizedJSON {
    if choices.flag() {
      let values = (0..<(1 + choices.below(5))).map { _ in SynthesizedJSON.number(choices.below(5) - 2) }
      return .object([("type", .string("integer")), ("enum", .array(values))])
    }
    let values = (0..<(1 + choices.below(6))).map { _ in SynthesizedJSON.string(pickName()) }
    return .object([("type", .string("string")), ("enum", .array(values))])
  }

  private mutating func composition(_ keyword: String, depth: Int) -> SynthesizedJSON {
    let members = (0..<(1 + choices.below(3))).map { _ in choices.flag() ? reference() : schema(depth: depth + 1) }
    var pairs: [(String, SynthesizedJSON)] = [(keyword, .array(members))]
    if keyword == "oneOf", choices.below(4) == 0 {
      pairs.append(("discriminator", .object([("propertyName", .string(pickName()))])))
    }
    return .object(pairs)
  }

  private mutating func nullable(_ schema: SynthesizedJSON) -> SynthesizedJSON {
    guard case .object(var pairs) = schema, !pairs.contains(where: { $0.0 == "nullable" }) else { return schema }
    if isOpenAPI31 {
      if let index = pairs.firstIndex(where: { $0.0 == "type" }), case .string(let type) = pairs[index].1 {
        pairs[index].1 = .array([.string(type), .string("null")])
        return .object(pairs)
      }
      return .object([("anyOf", .array([schema, .object([("type", .string("null"))])]))])
    }
    return .object(pairs + [("nullable", .bool(true))])
  }

  // MARK: Operations

  private mutating func pathItem(_ index: Int) -> (String, SynthesizedJSON) {
    var path = "/p\(index)"
    var parameters: [SynthesizedJSON] = []
    for _ in 0..<choices.below(3) {
      let name = pickName()
      guard !name.isEmpty, !name.contains("/"), !name.contains("{"), !name.contains("}") else { continue }
      guard !path.contains("{\(name)}") else { continue }
      path += "/{\(name)}"
      parameters.append(
        .object([
          ("name", .string(name)), ("in", .string("path")), ("required", .bool(true)),
          ("schema", scalar(choices.flag() ? "string" : "integer", formats: [""])),
        ]))
    }
    var operations: [(String, SynthesizedJSON)] = []
    for method in ["get", "post", "put", "delete", "patch"] where choices.below(3) == 0 || method == "get" {
      operations.append((method, operation(method: method, pathParameters: parameters)))
    }
    return (path, .object(operations))
  }

  private mutating func operation(method: String, pathParameters: [SynthesizedJSON]) -> SynthesizedJSON {
    var pairs: [(String, SynthesizedJSON)] = []
    if choices.below(4) != 0 {
      var id = pickName()
      if id.isEmpty || !usedOperationIDs.insert(id).inserted {
        id += "Op\(usedOperationIDs.count)"
        usedOperationIDs.insert(id)
      }
      pairs.append(("operationId", .string(id)))
    }
    if choices.flag() { pairs.append(("tags", .array([.string(pickName())]))) }
    var parameters = pathParameters
    var taken: Set<String> = []
    for _ in 0..<choices.below(5) {
      let name = pickName()
      let location = ["query", "header", "cookie"][choices.below(3)]
      guard !name.isEmpty, taken.insert(location + name).inserted else { continue }
      var parameter: [(String, SynthesizedJSON)] = [("name", .string(name)), ("in", .string(location))]
      if choices.flag() { parameter.append(("required", .bool(true))) }
      parameter.append(("schema", schema(depth: 2)))
      if location == "query", choices.flag() {
        let style = ["form", "spaceDelimited", "pipeDelimited", "deepObject"][choices.below(4)]
        parameter.append(("style", .string(style)))
        parameter.append(("explode", .bool(choices.flag())))
      }
      parameters.append(.object(parameter))
    }
    if !parameters.isEmpty { pairs.append(("parameters", .array(parameters))) }
    if method != "get" && method != "delete" && choices.flag() {
      let type = Self.mediaTypes[choices.below(Self.mediaTypes.count)]
      pairs.append(
        (
          "requestBody",
          .object([
            ("required", .bool(choices.flag())),
            ("content", .object([(type, .object([("schema", schema(depth: 1))]))])),
          ])
        ))
    }
    var responses: [(String, SynthesizedJSON)] = []
    var statuses: Set<String> = []
    for _ in 0..<(1 + choices.below(3)) {
      let status = ["200", "201", "204", "2XX", "400", "404", "default", "500"][choices.below(8)]
      guard statuses.insert(status).inserted else { continue }
      var response: [(String, SynthesizedJSON)] = [("description", .string(pickName()))]
      if status != "204", choices.below(4) != 0 {
        let type = choices.below(4) == 0 ? "text/plain" : "application/json"
        response.append(("content", .object([(type, .object([("schema", schema(depth: 1))]))])))
      }
      if choices.below(3) == 0 {
        response.append(("headers", .object([(pickName(), .object([("schema", scalar("string", formats: [""]))]))])))
      }
      responses.append((status, .object(response)))
    }
    pairs.append(("responses", .object(responses)))
    return .object(pairs)
  }

  static let mediaTypes = [
    "application/json", "multipart/form-data", "application/x-www-form-urlencoded", "text/plain",
    "application/octet-stream", "application/xml", "application/vnd.api+json",
  ]

  private mutating func pickName() -> String {
    let name = Self.hardNames[choices.below(Self.hardNames.count)]
    // Sometimes two names glued together, for longer near-collisions (`a-b_self`). Not on choice 0, which is all
    // an exhausted input gives: the recursion must end.
    return choices.below(5) == 1 ? name + ["-", "_", "", " "][choices.below(4)] + pickName() : name
  }
}

/// Reads choices from bytes; past the end every choice is the first option, so any input gives a finite document.
private struct Choices {
  let bytes: [UInt8]
  var position = 0

  mutating func below(_ count: Int) -> Int {
    guard count > 1 else { return 0 }
    guard position < bytes.count else { return 0 }
    var value = Int(bytes[position])
    position += 1
    if count > 256, position < bytes.count {
      value = value << 8 | Int(bytes[position])
      position += 1
    }
    return value % count
  }

  mutating func flag() -> Bool { below(2) == 1 }
}

/// JSON with its keys in the order given, rendered as text.
private enum SynthesizedJSON {
  case object([(String, SynthesizedJSON)])
  case array([SynthesizedJSON])
  case string(String)
  case number(Int)
  case bool(Bool)

  var text: String {
    var output = ""
    write(to: &output)
    return output
  }

  private func write(to output: inout String) {
    switch self {
    case .object(let pairs):
      output += "{"
      for (index, (key, value)) in pairs.enumerated() {
        if index > 0 { output += "," }
        SynthesizedJSON.string(key).write(to: &output)
        output += ":"
        value.write(to: &output)
      }
      output += "}"
    case .array(let items):
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += "," }
        item.write(to: &output)
      }
      output += "]"
    case .string(let text):
      output += JSONValue.string(text).jsonText
    case .number(let value): output += String(value)
    case .bool(let value): output += value ? "true" : "false"
    }
  }
}
