import _APIGenOpenAPI
import _APIGenYAML

/// An operation's request body: its Swift type (sent, so a required `readOnly` property is not required), its
/// encoding and the parameters it adds.
extension OperationTranslator {
  /// The request body, or nil when none of its media types can be sent.
  mutating func body(
    _ requestBody: RequestBody, names: inout NameScope, sink: inout DeclarationSink?, schemas: inout SchemaTranslator
  ) -> BodyDecl? {
    guard let (contentType, media) = Self.preferredContent(requestBody.content) else { return nil }
    let encoding = Self.encoding(of: contentType)
    let type: SwiftType
    switch encoding {
    case .binary: type = .data
    case .text: type = .string
    case .json, .form, .multipart:
      type =
        media.schema.map { schemas.typeOf($0, hint: "Body", use: .sent, sink: &sink) }.map { $0.type } ?? .jsonValue
    }
    // A list in a multipart type other than form-data (which names every part) is sent a part per element, in
    // order (OpenAPI 3.2's positional parts).
    let isPositional =
      encoding == .multipart && MediaEssence.of(contentType) != "multipart/form-data" && Self.isList(type)
    // A struct, a dictionary (an object without properties) or a JSON value (an object at run time) is sent field
    // by field; only a list or a single value has no field names.
    if encoding == .multipart || encoding == .form, Self.hasNoFieldNames(type), !isPositional {
      warn("a \(contentType) body that is not an object has no field names to send its value under", at: media.mark)
    }
    if encoding == .multipart, !isPositional, let mark = media.positionalEncodingMark {
      let why =
        MediaEssence.of(contentType) == "multipart/form-data"
        ? "which multipart/form-data cannot carry (it names every part)"
        : "and this \(contentType) body is not a list"
      warn(
        "'itemEncoding' and 'prefixEncoding' type the unnamed parts of a list, \(why); it is sent a part per property, so they are ignored",
        at: mark)
    }
    if encoding == .multipart { warnAboutPartHeaders(media, contentType: contentType) }
    let partContentTypes =
      encoding == .multipart
      ? media.encoding.entries.compactMap { entry in entry.value.contentType.map { (entry.key, $0) } } : []
    var decl = BodyDecl(
      name: names.claimIdentifier("body"), type: type, isOptional: !requestBody.required, contentType: contentType,
      encoding: encoding, partContentTypes: partContentTypes,
      docs: SwiftLiteral.docLines(requestBody.description, media.description))
    if encoding == .form { decl.formEncodings = Self.formEncodings(media) }
    if isPositional {
      decl.positionalParts = PositionalPartsDecl(
        prefix: media.prefixEncoding.map(\.contentType), item: media.itemEncoding?.contentType)
    }
    // Raw bytes and text may be of any type (an upload's own): the caller says which, the spec's is the default;
    // a wildcard the caller must replace.
    if encoding == .binary || encoding == .text {
      decl.contentTypeParameter = names.claimIdentifier("contentType")
      if contentType.contains("*") { decl.contentType = nil }
    }
    return decl
  }

  /// How a form's properties are written, where it differs from the default (`form`, exploded): only that is
  /// spelled out.
  static func formEncodings(_ media: MediaType) -> [FormEncodingDecl] {
    media.encoding.entries.compactMap { property, value in
      guard value.style != nil || value.explode != nil else { return nil }
      let style = value.style ?? .form
      let explode = value.explode ?? (style == .form)
      return style == .form && explode ? nil : FormEncodingDecl(property: property, style: style, explode: explode)
    }
  }

  /// Headers an `encoding` entry gives a multipart part (`x-name-locale` on each name) are not generated: the parts
  /// carry their content type only, which is worth a warning rather than silence.
  mutating func warnAboutPartHeaders(_ media: MediaType, contentType: String) {
    for (part, encoding) in media.encoding.entries where !encoding.headers.isEmpty {
      let names = encoding.headers.entries.map { "'\($0.key)'" }.joined(separator: ", ")
      warn(
        "the headers of \(contentType) part '\(part)' (\(names)) are not generated: its parts carry their content type only",
        at: media.mark)
    }
  }

  /// A list or a primitive: a form or multipart body of it has no field names.
  /// An array, optional or not: what a multipart type other than form-data sends a part per element.
  static func isList(_ type: SwiftType) -> Bool {
    switch type {
    case .array: return true
    case .optional(let wrapped): return isList(wrapped)
    default: return false
    }
  }

  static func hasNoFieldNames(_ type: SwiftType) -> Bool {
    switch type {
    case .array: return true
    case .optional(let wrapped): return hasNoFieldNames(wrapped)
    case .dictionary, .generic: return false
    case .nominal:
      return [SwiftType.string, .int, .int32, .int64, .double, .float, .bool, .data, .date].contains(type)
    }
  }
}
