import _APIGenOpenAPI

/// A multipart/form-data answer made from a value: one part per field of the object, a list one part per item,
/// each with the content type its `encoding` entry gives (else JSON for objects and lists, text for the rest), as
/// a client reads it back field by field.
enum MultipartAnswer {
  /// Fixed, so that the same answer is the same bytes every time.
  static let boundary = "apigen-mock-boundary"

  static func contentType(_ mediaType: String) -> String {
    "\(MediaRange.essence(mediaType)); boundary=\(boundary)"
  }

  static func body(_ value: JSONValue, encoding: OrderedMap<Encoding>) -> [UInt8] {
    var body = MultipartText(boundary: boundary)
    if case .object(let fields, let keys) = value {
      for key in keys {
        guard let field = fields[key] else { continue }
        let items: [JSONValue] = if case .array(let items) = field { items } else { [field] }
        for item in items {
          let declared = encoding[key]?.contentType
          let isJSON = declared.map { MediaRange.essence($0).hasSuffix("json") } ?? item.isContainer
          let contentType = declared ?? (isJSON ? "application/json" : "text/plain")
          body.append(
            headers: [
              "Content-Disposition: form-data; name=\"\(key.replacingOccurrences(of: "\"", with: "%22"))\"",
              "Content-Type: \(contentType)",
            ], content: isJSON ? item.jsonText : (item.stringValue ?? item.jsonText))
        }
      }
    }
    return body.bytes
  }
}

extension JSONValue {
  var isContainer: Bool {
    switch self {
    case .object, .array: true
    default: false
    }
  }
}
