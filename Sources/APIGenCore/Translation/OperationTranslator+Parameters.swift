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
    let ordered = [ParameterLocation.path, .query, .header, .cookie].flatMap { location in
      resolved.filter { $0.location == location }
    }
    return ordered.map { parameter($0, names: &names, sink: &sink, schemas: &schemas) }
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
