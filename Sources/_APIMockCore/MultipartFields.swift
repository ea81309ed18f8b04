import _APIGenOpenAPI

/// A multipart request body read as the JSON value its schema describes, so that the mock judges what a client
/// sent as it judges JSON and forms. multipart/form-data is an object, a field per part name (a name sent twice is
/// a list); another multipart type with a list schema is that list, its parts in order (OpenAPI 3.2's positional
/// parts). A JSON part is parsed; any other part is text, read as the schema at its place says (`3` is a number
/// where a number is expected).
struct MultipartFields {
  let spec: Spec
  let text: ParameterText

  struct Part {
    var name: String?
    var contentType: String?
    var body: [UInt8]
  }

  /// The body's parts, split by the boundary its `Content-Type` names, or what is wrong with it.
  static func parts(of body: [UInt8], contentType: String) -> Result<[Part], MultipartProblem> {
    guard let boundary = parameter("boundary", of: contentType), !boundary.isEmpty else {
      return .failure(MultipartProblem("its Content-Type (\(contentType)) names no boundary"))
    }
    let delimiter = Array("--\(boundary)".utf8)
    guard var cursor = body.firstRange(of: delimiter)?.upperBound else {
      return .failure(MultipartProblem("no part starts with the boundary '\(boundary)'"))
    }
    var parts: [Part] = []
    while !body[cursor...].starts(with: Array("--".utf8)) {
      guard let head = body[cursor...].firstRange(of: Array("\r\n\r\n".utf8)),
        let next = body[head.upperBound...].firstRange(of: Array("\r\n".utf8) + delimiter)
      else {
        return .failure(MultipartProblem("part \(parts.count + 1) does not end with the boundary '\(boundary)'"))
      }
      parts.append(
        part(
          headers: String(decoding: body[cursor..<head.lowerBound], as: UTF8.self),
          body: Array(body[head.upperBound..<next.lowerBound])))
      cursor = next.upperBound
    }
    return .success(parts)
  }

  /// The parts as one value for `schema`: by name for multipart/form-data, else by position where the schema is a
  /// list (another schema has no parts to read: nil).
  func value(of parts: [Part], schema: Schema, mediaType: String, media: MediaType) -> Result<
    JSONValue?, MultipartProblem
  > {
    if MediaRange.essence(mediaType) == "multipart/form-data" {
      return byName(parts, schema: schema, encoding: media.encoding)
    }
    guard let list = spec.resolve(schema), list.arrayElement != nil || !list.prefixItems.isEmpty else {
      return .success(nil)
    }
    var items: [JSONValue] = []
    for (index, part) in parts.enumerated() {
      if let declared = media.positionalEncoding(at: index)?.contentType,
        !Self.contentType(part.contentType, isOneOf: declared)
      {
        let field = index < media.prefixEncoding.count ? "prefixEncoding" : "itemEncoding"
        return .failure(
          MultipartProblem(
            "part \(index + 1) is \(part.contentType ?? "text/plain (it has no Content-Type)"), where the description's \(field) says \(declared)"
          ))
      }
      let element = list.element(at: index)
      switch value(of: part, schema: element) {
      case .success(let value): items.append(value)
      case .failure(let problem): return .failure(MultipartProblem("part \(index + 1) \(problem.message)"))
      }
    }
    return .success(.array(items))
  }

  private func byName(_ parts: [Part], schema: Schema, encoding: OrderedMap<Encoding>) -> Result<
    JSONValue?, MultipartProblem
  > {
    var textFields: [(String, String)] = []
    // JSON parts by name, and their names in the order they first appear.
    var jsonNames: [String] = []
    var jsonValues: [String: [JSONValue]] = [:]
    for (index, part) in parts.enumerated() {
      guard let name = part.name else {
        return .failure(MultipartProblem("part \(index + 1) has no name (Content-Disposition: form-data; name=...)"))
      }
      guard Self.isJSON(part) else {
        textFields.append((name, String(decoding: part.body, as: UTF8.self)))
        continue
      }
      switch value(of: part, schema: nil) {
      case .success(let value):
        if jsonValues[name] == nil { jsonNames.append(name) }
        jsonValues[name, default: []].append(value)
      case .failure(let problem): return .failure(MultipartProblem("part '\(name)' \(problem.message)"))
      }
    }
    let forms = FormFields(spec: spec, text: text)
    guard case .object(var fields, var keys) = forms.value(of: textFields, schema: schema, encoding: encoding) else {
      return .success(nil)
    }
    for name in jsonNames where fields[name] == nil {
      let values = jsonValues[name, default: []]
      keys.append(name)
      fields[name] =
        values.count == 1 ? oneOrList(values[0], schema: forms.property(name, of: schema, depth: 0)) : .array(values)
    }
    return .success(.object(fields, keys: keys))
  }

  /// One JSON part where the schema takes only a list of them is a list of one, as a client sends a list of one.
  private func oneOrList(_ value: JSONValue, schema: Schema?) -> JSONValue {
    guard let schema, !SchemaValidator(spec: spec, direction: .request).conforms(value, schema) else { return value }
    let list = JSONValue.array([value])
    return SchemaValidator(spec: spec, direction: .request).conforms(list, schema) ? list : value
  }

  private func value(of part: Part, schema: Schema?) -> Result<JSONValue, MultipartProblem> {
    guard Self.isJSON(part) else {
      return .success(text.value(String(decoding: part.body, as: UTF8.self), schema: schema))
    }
    do {
      return .success(try JSONValue.parseJSON(part.body))
    } catch {
      return .failure(MultipartProblem("is \(part.contentType ?? "JSON") but not JSON: \(error)"))
    }
  }

  /// Whether a part's type is one of an encoding's comma-separated types, each of which may be a `type/*` range.
  /// A part without `Content-Type` is text/plain (RFC 2046).
  private static func contentType(_ sent: String?, isOneOf declared: String) -> Bool {
    let essence = MediaRange.essence(sent ?? "text/plain")
    return declared.split(separator: ",").map { MediaRange.essence(String($0)) }.contains { range in
      range == "*/*" || range == essence || (range.hasSuffix("/*") && essence.hasPrefix(range.dropLast()))
    }
  }

  private static func isJSON(_ part: Part) -> Bool { part.contentType.map(_APIMockCore.isJSON) ?? false }

  private static func part(headers: String, body: [UInt8]) -> Part {
    var part = Part(body: body)
    for line in headers.split(separator: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let field = line[..<colon].trimmingCharacters(in: " ").lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: " ")
      if field == "content-disposition" { part.name = parameter("name", of: value) }
      if field == "content-type" { part.contentType = value }
    }
    return part
  }

  /// A parameter of a header value (`boundary=abc`, `name="file"`), unquoted.
  private static func parameter(_ name: String, of value: String) -> String? {
    for piece in value.split(separator: ";").dropFirst() {
      let pair = piece.split(separator: "=", maxSplits: 1)
      guard pair.count == 2, pair[0].trimmingCharacters(in: " ").lowercased() == name else { continue }
      let raw = pair[1].trimmingCharacters(in: " ")
      return raw.hasPrefix("\"") && raw.hasSuffix("\"") && raw.count >= 2 ? String(raw.dropFirst().dropLast()) : raw
    }
    return nil
  }
}

/// What is wrong with a multipart body, in words that follow "the multipart body: ".
struct MultipartProblem: Error {
  var message: String

  init(_ message: String) { self.message = message }
}
