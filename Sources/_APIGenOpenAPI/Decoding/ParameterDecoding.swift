import _APIGenYAML

extension SpecDecoder {
  mutating func parameterOrReference(_ node: Node) -> Referenceable<Parameter> {
    referenceable(node, .parameter) { $0.parameter($1) }
  }

  mutating func parameter(_ node: Node) -> Parameter {
    var parameter = Parameter()
    parameter.mark = node.mark
    var location: ParameterLocation?
    var sawName = false
    var style: ParameterStyle?
    var explode: Bool?
    var required: Bool?
    let isMapping = fields(node, "a parameter") { decoder, key, value in
      switch key {
      case "name":
        sawName = true
        parameter.name = decoder.string(value, key) ?? ""
      case "in":
        guard let text = decoder.string(value, key) else { return }
        location = ParameterLocation(rawValue: text)
        if location == nil {
          decoder.error(
            "invalid parameter location '\(text)': expected path, query, querystring, header or cookie",
            at: value.mark)
        }
      case "description": parameter.description = decoder.string(value, key)
      case "required": required = decoder.bool(value, key)
      case "deprecated": parameter.deprecated = decoder.bool(value, key) ?? false
      case "allowEmptyValue": parameter.allowEmptyValue = decoder.bool(value, key) ?? false
      case "style": style = decoder.style(value)
      case "explode": explode = decoder.bool(value, key)
      case "allowReserved": parameter.allowReserved = decoder.bool(value, key) ?? false
      case "schema": parameter.schema = decoder.schema(value)
      case "content": parameter.content = decoder.content(value)
      case "example": parameter.example = value
      case "examples": parameter.examples = decoder.examples(value)
      default: decoder.keepExtension(key, value, in: &parameter.extensions)
      }
    }
    guard isMapping else { return parameter }
    if !sawName { error("missing required field 'name' in a parameter", at: node.mark) }
    guard let location else {
      if node["in"] == nil {
        error("missing required field 'in' in parameter '\(parameter.name)'", at: node.mark)
      }
      return parameter
    }
    parameter.location = location
    if location == .querystring { checkQueryString(&parameter, node: node) }
    parameter.style = style ?? ParameterStyle.defaultStyle(for: location)
    parameter.explode = explode ?? (parameter.style == .form)
    parameter.required = required ?? false
    if location == .path && required != true {
      warning(
        "path parameter '\(parameter.name)' must be marked 'required: true'; it is treated as required", at: node.mark)
      parameter.required = true
    }
    if sawName && parameter.schema == nil && parameter.content == nil && location != .querystring {
      warning(
        "parameter '\(parameter.name)' has neither 'schema' nor 'content'; it is treated as a string", at: node.mark)
    }
    return parameter
  }

  /// OpenAPI 3.2's `in: querystring`: the whole query string is the value of the one media type in `content`, so
  /// `style`, `explode` and `allowReserved` say nothing. A `schema` in place of `content` is read as a form.
  private mutating func checkQueryString(_ parameter: inout Parameter, node: Node) {
    if ["style", "explode", "allowReserved"].contains(where: { node[$0] != nil }) {
      warning(
        "'style', 'explode' and 'allowReserved' are ignored on querystring parameter '\(parameter.name)': the "
          + "media type in its 'content' says how the query string is written", at: node.mark)
    }
    if let content = parameter.content {
      if content.count != 1 {
        error(
          "querystring parameter '\(parameter.name)' must have exactly one media type in 'content', found "
            + "\(content.count)", at: content.entries.dropFirst().first?.value.mark ?? node.mark)
      }
    } else if let schema = parameter.schema {
      warning(
        "querystring parameter '\(parameter.name)' must be described by 'content', not 'schema'; it is read as "
          + "application/x-www-form-urlencoded content", at: node.mark)
      var media = MediaType()
      media.schema = schema
      media.mark = schema.mark
      parameter.content = OrderedMap([("application/x-www-form-urlencoded", media)])
      parameter.schema = nil
    } else {
      error(
        "querystring parameter '\(parameter.name)' has no 'content': the media type of the query string is needed",
        at: node.mark)
    }
  }

  mutating func header(_ node: Node) -> Header {
    var header = Header()
    header.mark = node.mark
    fields(node, "a header") { decoder, key, value in
      switch key {
      case "description": header.description = decoder.string(value, key)
      case "required": header.required = decoder.bool(value, key) ?? false
      case "deprecated": header.deprecated = decoder.bool(value, key) ?? false
      case "style": header.style = decoder.style(value) ?? .simple
      case "explode": header.explode = decoder.bool(value, key) ?? false
      case "schema": header.schema = decoder.schema(value)
      case "content": header.content = decoder.content(value)
      case "example": header.example = value
      case "examples": header.examples = decoder.examples(value)
      default: decoder.keepExtension(key, value, in: &header.extensions)
      }
    }
    return header
  }

  mutating func style(_ node: Node) -> ParameterStyle? {
    guard let text = string(node, "style") else { return nil }
    guard let style = ParameterStyle(rawValue: text) else {
      error(
        "unknown style '\(text)': expected matrix, label, form, simple, spaceDelimited, pipeDelimited or deepObject",
        at: node.mark)
      return nil
    }
    return style
  }
}
