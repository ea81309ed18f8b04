import _APIGenYAML

/// The objects to which OpenAPI 3.2 added fields that APIGen does not read yet.
///
/// A field leaves `unreadFields` in the change that makes the decoder read it. Until then a document using one gets
/// a warning at the field saying what the generated code lacks, so that nothing a description says is dropped
/// without a word.
enum LaterVersionObject: String, CaseIterable {
  case mediaType = "a media type"
  case encoding = "an encoding"

  /// Each field APIGen does not read yet, with what the generated code lacks because of it.
  var unreadFields: [String: String] {
    switch self {
    case .mediaType:
      return [:]
    case .encoding:
      return [
        "itemEncoding": "stream or array items are encoded by their schema alone",
        "prefixEncoding": "stream or array items are encoded by their schema alone",
        "encoding": "the part's own parts are encoded by their schema alone",
      ]
    }
  }
}

extension SpecDecoder {
  /// Keeps `x-` fields and reports the OpenAPI 3.2 fields of `object` that APIGen does not read yet; any other
  /// unknown field is ignored, as the standard allows tools to.
  mutating func keepExtension(
    _ key: String, _ value: Node, in extensions: inout Extensions, of object: LaterVersionObject
  ) {
    if key.hasPrefix("x-") {
      extensions[key] = value
    } else {
      reportUnread(key, of: object)
    }
  }

  /// Warns, at the field's key, when `key` is an OpenAPI 3.2 field of `object` that APIGen does not read yet.
  mutating func reportUnread(_ key: String, of object: LaterVersionObject) {
    guard let consequence = object.unreadFields[key] else { return unknownField(key) }
    warning(
      "'\(key)' in \(object.rawValue) (OpenAPI 3.2) is not supported yet: \(consequence)", at: currentKeyMark)
  }
}
