import _APIGenOpenAPI
import _APIGenYAML

/// An operation's parameters and header fields: their Swift names, types and docs, the path they fill, and the
/// idempotency key header.
extension OperationTranslator {
  /// The header an operation's idempotency key goes in: the one it documents (`Idempotency-Key`, in any case), else
  /// the configured one when apigen.yaml names the operation or one of its tags.
  func idempotencyKeyHeader(of operation: _APIGenOpenAPI.Operation, parameters: [ParameterDecl]) -> String? {
    if let documented = parameters.first(where: {
      $0.location == .header && $0.key.lowercased() == GenerationOptions.IdempotencyKeys.standardHeader.lowercased()
    }) {
      return documented.key
    }
    let named = options.idempotencyKeys.operations
    return named.contains(operation.name) || operation.tags.contains(where: named.contains)
      ? options.idempotencyKeys.header : nil
  }

  /// The parameters in the order the methods take them: path, query, header, cookie.
  mutating func parameterDecls(
    _ operation: Operation, names: inout NameScope, sink: inout DeclarationSink?, schemas: inout SchemaTranslator
  ) -> [ParameterDecl] {
    var resolved = operation.parameters.compactMap { spec.resolve($0) }
    for parameter in resolved where parameter.isIgnoredHeader {
      warn(
        "header parameter '\(parameter.name)' is left out of the method: OpenAPI says Accept, Content-Type and "
          + "Authorization parameters are ignored (the response and body media types and the security schemes "
          + "set those fields)", at: parameter.mark)
    }
    resolved.removeAll(where: \.isIgnoredHeader)
    warnAboutQueryStringMixes(resolved)
    let ordered = [ParameterLocation.path, .querystring, .query, .header, .cookie].flatMap { location in
      resolved.filter { $0.location == location }
    }
    return ordered.map { parameter($0, names: &names, sink: &sink, schemas: &schemas) }
  }

  /// OpenAPI 3.2 allows one `in: querystring` parameter and no `in: query` beside it. Both are still sent, the
  /// query parameters after the query string, which is what a server reading either is most likely to accept.
  mutating func warnAboutQueryStringMixes(_ parameters: [Parameter]) {
    let queryStrings = parameters.filter { $0.location == .querystring }
    guard let first = queryStrings.first else { return }
    for extra in queryStrings.dropFirst() {
      warn(
        "querystring parameter '\(extra.name)' is a second one beside '\(first.name)': OpenAPI allows one; both "
          + "are sent, one after the other", at: extra.mark)
    }
    for query in parameters where query.location == .query {
      warn(
        "query parameter '\(query.name)' is beside querystring parameter '\(first.name)', which OpenAPI does not "
          + "allow; it is sent after the query string", at: query.mark)
    }
  }

  /// Once one parameter is documented every one is (DocC warns about each left out), the undocumented ones by where
  /// they go; none when none is.
  static func parameterDocs(_ parameters: [ParameterDecl], body: BodyDecl?) -> [String] {
    guard parameters.contains(where: { !$0.docs.isEmpty }) || body?.docs.isEmpty == false else { return [] }
    var lines: [String] = []
    for parameter in parameters {
      let text = parameter.docs.filter { !$0.isEmpty }.joined(separator: " ")
      lines.append(
        "- Parameter \(parameter.name): "
          + (text.isEmpty ? "The `\(parameter.key)` \(parameter.location.rawValue) parameter." : text))
    }
    if let body {
      let text = body.docs.joined(separator: " ")
      lines.append("- Parameter \(body.name): " + (text.isEmpty ? "The request body." : text))
      if let contentType = body.contentTypeParameter {
        lines.append(
          "- Parameter \(contentType): The body's media type"
            + (body.contentType.map { " (default: `\($0)`)." } ?? ", which the caller must give."))
      }
    }
    return lines
  }

  mutating func parameter(
    _ parameter: Parameter, names: inout NameScope, sink: inout DeclarationSink?, schemas: inout SchemaTranslator
  ) -> ParameterDecl {
    if parameter.location == .querystring {
      return queryString(parameter, names: &names, sink: &sink, schemas: &schemas)
    }
    let name = names.claimIdentifier(SwiftName.memberIdentifier(parameter.name))
    var info = TypeInfo(type: .string, nullable: false)
    // A default is what the server assumes when the parameter is left out: documented, never sent for the caller.
    var defaultDocs: String?
    if let schema = parameter.schema ?? parameter.content?.entries.first?.value.schema {
      info = schemas.typeOf(schema, hint: parameter.name, use: .neither, sink: &sink)
      let resolved = spec.resolve(schema) ?? schema
      defaultDocs = (schema.defaultValue ?? resolved.defaultValue).flatMap(SchemaTranslator.defaultDocLine)
    }
    if parameter.content != nil {
      warn(
        "parameter '\(parameter.name)' is described by content; its value is sent as text, not as that media type",
        at: parameter.mark)
    }
    let required = parameter.location == .path || parameter.required
    return ParameterDecl(
      name: name, key: parameter.name, location: parameter.location, style: parameter.style,
      explode: parameter.explode, type: info.type, isOptional: !required,
      docs: SwiftLiteral.docLines(parameter.description, defaultDocs), deprecated: parameter.deprecated)
  }

  /// An OpenAPI 3.2 `in: querystring` parameter: the value of its one media type, sent as the whole query string
  /// (a form is typed by its schema as a form body is; JSON by its schema; anything else is text).
  mutating func queryString(
    _ parameter: Parameter, names: inout NameScope, sink: inout DeclarationSink?, schemas: inout SchemaTranslator
  ) -> ParameterDecl {
    let name = names.claimIdentifier(SwiftName.memberIdentifier(parameter.name))
    var type = SwiftType.string
    var encoding = QueryStringEncoding.text
    if let (mediaType, media) = parameter.content?.first {
      // A form or JSON value is typed by its schema, as a body is.
      func schemaType() -> SwiftType {
        media.schema.map { schemas.typeOf($0, hint: parameter.name, use: .sent, sink: &sink).type } ?? .jsonValue
      }
      switch Self.encoding(of: mediaType) {
      case .form:
        encoding = .form(Self.formEncodings(media))
        type = schemaType()
        if Self.hasNoFieldNames(type) {
          warn(
            "querystring parameter '\(parameter.name)' is a form that is not an object: it has no field names to "
              + "send its value under", at: media.mark)
        }
      case .json:
        encoding = .json
        type = schemaType()
      // A URL carries text: any other media type (`application/jsonpath`, `text/plain`) is the caller's text.
      case .text, .binary: encoding = .text
      case .multipart:
        warn(
          "querystring parameter '\(parameter.name)' is \(mediaType), which a query string cannot carry: its value "
            + "is sent as text, percent-encoded", at: media.mark)
      }
    }
    return ParameterDecl(
      name: name, key: parameter.name, location: .querystring, style: .form, explode: true, type: type,
      isOptional: !parameter.required, docs: SwiftLiteral.docLines(parameter.description),
      deprecated: parameter.deprecated, queryString: encoding)
  }

  mutating func header(_ key: String, _ header: Header, names: inout NameScope, schemas: inout SchemaTranslator)
    -> HeaderDecl
  {
    var type = SwiftType.string
    if let schema = header.schema.flatMap({ spec.resolve($0) }) {
      switch (schema.types.first { $0 != .null }, schema.format) {
      case (.integer?, "int64"?): type = .int64
      case (.integer?, "int32"?): type = .int32
      case (.integer?, _): type = .int
      case (.number?, "float"?): type = .float
      case (.number?, _): type = .double
      case (.boolean?, _): type = .bool
      default: type = .string
      }
    }
    return HeaderDecl(
      key: key, name: names.claimIdentifier(SwiftName.memberIdentifier(key)), type: type,
      docs: SwiftLiteral.docLines(header.description), deprecated: header.deprecated)
  }

  /// The path as a string literal, placeholders as `\(path: name)` interpolations.
  static func pathExpression(_ path: String, parameters: [ParameterDecl]) -> SwiftExpression {
    var segments: [InterpolationSegment] = []
    var text = ""
    var rest = Substring(path)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      text += rest[..<open]
      let key = String(rest[rest.index(after: open)..<close])
      if let parameter = parameters.first(where: { $0.location == .path && $0.key == key }) {
        if !text.isEmpty { segments.append(.text(text)) }
        text = ""
        segments.append(.value(label: "path", .name(parameter.name)))
      } else {
        text += rest[open...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    text += rest
    if !text.isEmpty { segments.append(.text(text)) }
    return .interpolation(segments)
  }
}
