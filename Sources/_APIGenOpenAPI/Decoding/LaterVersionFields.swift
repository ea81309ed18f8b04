import _APIGenYAML

/// The objects to which OpenAPI 3.2 added fields that APIGen does not read yet.
///
/// A field leaves `unreadFields` in the change that makes the decoder read it. Until then a document using one gets
/// a warning at the field saying what the generated code lacks, so that nothing a description says is dropped
/// without a word.
enum LaterVersionObject: String, CaseIterable {
  case document = "the document"
  case components
  case tag = "a tag"
  case discriminator = "a discriminator"
  case mediaType = "a media type"
  case encoding = "an encoding"
  case oauthFlows = "OAuth flows"
  case securityScheme = "a security scheme"
  case server = "a server"
  case response = "a response"
  case example = "an example"

  /// Each field APIGen does not read yet, with what the generated code lacks because of it.
  var unreadFields: [String: String] {
    switch self {
    case .document:
      return ["$self": "relative references resolve against the file's location, not this URI"]
    case .components:
      return ["mediaTypes": "a '$ref' to one of these media types does not resolve"]
    case .tag:
      return [
        "parent": "the tag's operations are not nested under its parent's namespace",
        "kind": "the tag is treated as a plain navigation tag",
        "summary": "the summary is not in the documentation",
      ]
    case .discriminator:
      return ["defaultMapping": "a payload whose discriminator value is not mapped is not decoded as the default"]
    case .mediaType, .encoding:
      return [
        "itemEncoding": "stream or array items are encoded by their schema alone",
        "prefixEncoding": "stream or array items are encoded by their schema alone",
      ]
    case .oauthFlows:
      return ["deviceAuthorization": "the flow is not in the generated security table"]
    case .securityScheme:
      return [
        "oauth2MetadataUrl": "the authorization server's metadata is not read; the flows come from 'flows' alone",
        "deprecated": "the generated credential is not marked deprecated",
      ]
    case .server:
      return ["name": "the generated server is named by its position, not by this name"]
    case .response:
      return ["summary": "the summary is not in the documentation"]
    case .example:
      return [
        "dataValue": "the mock server and the documentation use 'value' alone",
        "serializedValue": "the mock server and the documentation use 'value' alone",
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
    guard let consequence = object.unreadFields[key] else { return }
    warning(
      "'\(key)' in \(object.rawValue) (OpenAPI 3.2) is not supported yet: \(consequence)", at: currentKeyMark)
  }
}
