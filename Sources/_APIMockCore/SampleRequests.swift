import Foundation
import HTTPTypes
import _APIGenOpenAPI

/// A valid request for an operation, made from the spec: path parameters, required (and, unless turned off,
/// simple optional) query parameters, required headers and cookies, and a body of the first documented media type.
/// Each value comes from, in order, the ``SuppliedValues``, the parameter's or media type's example, then a value
/// made from the schema. What `apigen verify`, the mock's tests and `apigen-bench mock` send.
package struct SampleRequests: Sendable {
  package let spec: Spec
  private let values: MockValues
  /// Put before each operation's path: the first server's path by default (`/v1`).
  package var basePath: String
  /// Values chosen by the caller, before any example or made-up value.
  package var supplied: SuppliedValues
  /// Whether optional query parameters with simple schemas are sent too (with made-up values); supplied ones are
  /// always sent.
  package var includesOptionalQuery = true

  package init(spec: Spec, seed: UInt64 = 1, supplied: SuppliedValues = SuppliedValues()) {
    self.spec = spec
    values = MockValues(spec: spec, seed: seed, direction: .request)
    basePath = spec.document.servers.first.map { ServerURL.path($0.resolvedURL) } ?? ""
    self.supplied = supplied
  }

  /// One request per operation, in document order.
  package var all: [(operation: _APIGenOpenAPI.Operation, request: MockRequest)] {
    spec.document.operations.map { ($0, request(for: $0)) }
  }

  package func request(for operation: _APIGenOpenAPI.Operation) -> MockRequest {
    var path = operation.path
    var query: [String] = []
    var headers = HTTPFields()
    var cookies: [String] = []
    for entry in operation.parameters {
      guard let parameter = spec.resolve(entry) else { continue }
      let schema = parameter.schema.flatMap(spec.resolve)
      let isSimple = schema.map { !ParameterText(spec: spec).allowedTypes($0).contains(.object) } ?? false
      let given = supplied.parameter(parameter.name, in: parameter.location, of: operation)
      guard
        given != nil || parameter.required || parameter.location == ParameterLocation.path
          || (includesOptionalQuery && isSimple && parameter.location == .query)
      else { continue }
      let value =
        given ?? example(of: parameter)
        ?? parameter.schema.map { values.value(for: $0) } ?? .string("x")
      switch parameter.location {
      case .path:
        path = path.replacingOccurrences(of: "{\(parameter.name)}", with: Self.encode(Self.text(value), keeping: ""))
      case .query:
        if case .array(let items) = value, parameter.style == .form, parameter.explode {
          for item in items { query.append(Self.encode(parameter.name) + "=" + Self.encode(Self.text(item))) }
        } else {
          query.append(Self.encode(parameter.name) + "=" + Self.encode(Self.text(value)))
        }
      case .header:
        if let name = HTTPField.Name(parameter.name), !parameter.isIgnoredHeader { headers[name] = Self.text(value) }
      case .cookie:
        cookies.append(parameter.name + "=" + Self.encode(Self.text(value)))
      case .querystring:
        query.insert(contentsOf: queryString(given, of: parameter), at: 0)
      }
    }
    if !cookies.isEmpty { headers[.cookie] = cookies.joined(separator: "; ") }
    let body = requestBody(of: operation, headers: &headers)
    let target = basePath + path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    return MockRequest(
      method: HTTPRequest.Method(operation.method.token)!, target: target, headers: headers,
      body: body)
  }

  /// The body in the first media type the operation documents, with its `Content-Type`; empty without one.
  private func requestBody(of operation: _APIGenOpenAPI.Operation, headers: inout HTTPFields) -> [UInt8] {
    guard let entry = operation.requestBody, let requestBody = spec.resolve(entry),
      let (mediaType, media) = requestBody.content.first
    else { return [] }
    let value = supplied.body(of: operation) ?? example(media) ?? media.schema.map { values.value(for: $0) } ?? .null
    let essence = MediaRange.essence(mediaType)
    if isJSON(mediaType) {
      headers[.contentType] = mediaType
      return Array(value.jsonText.utf8)
    }
    if essence == "application/x-www-form-urlencoded" {
      headers[.contentType] = mediaType
      return Array(Self.formPairs(value).joined(separator: "&").utf8)
    }
    if essence.hasPrefix("multipart/") {
      headers[.contentType] = essence + "; boundary=mock-boundary"
      if essence != "multipart/form-data", case .array(let items) = value {
        return Self.positionalParts(items, media: media)
      }
      return multipart(value, schema: media.schema.flatMap(spec.resolve))
    }
    headers[.contentType] = essence.contains("*") ? "application/octet-stream" : mediaType
    return Array((value.stringValue ?? "mock").utf8)
  }

  /// A multipart body with a part per field of `value` (each item of an array its own part): binary fields as
  /// files, objects as JSON, the rest as text.
  private func multipart(_ value: JSONValue, schema: Schema?) -> [UInt8] {
    var body = MultipartText(boundary: "mock-boundary")
    if case .object(let fields, let keys) = value {
      for key in keys {
        let property = schema?.properties[key].flatMap(spec.resolve)
        let items: [JSONValue]
        if case .array(let list) = fields[key]! { items = list } else { items = [fields[key]!] }
        let element = property?.arrayElement.flatMap(spec.resolve) ?? property
        for item in items {
          let isFile = element?.format == "binary" || element?.contentMediaType != nil
          let disposition = "Content-Disposition: form-data; name=\"\(key)\""
          if isFile {
            body.append(
              headers: [disposition + "; filename=\"\(key).bin\"", "Content-Type: application/octet-stream"],
              content: "mock file")
          } else if case .object = item {
            body.append(headers: [disposition, "Content-Type: application/json"], content: Self.text(item))
          } else {
            body.append(headers: [disposition], content: Self.text(item))
          }
        }
      }
    }
    return body.bytes
  }

  /// A list in a multipart type other than form-data: a part per item, in order, without names (OpenAPI 3.2's
  /// positional parts), each typed by its position's `prefixEncoding`, else `itemEncoding`, else its value.
  private static func positionalParts(_ items: [JSONValue], media: MediaType) -> [UInt8] {
    var body = MultipartText(boundary: "mock-boundary")
    for (index, item) in items.enumerated() {
      let declared = media.positionalEncoding(at: index)?.contentType
      let contentType = declared.map(concreteType) ?? (item.isContainer ? "application/json" : "text/plain")
      body.append(
        headers: ["Content-Type: \(contentType)"], content: isJSON(contentType) ? item.jsonText : Self.text(item))
    }
    return body.bytes
  }

  /// A type that an encoding's `contentType` allows: its first, with a range's wildcard made a common subtype.
  private static func concreteType(_ declared: String) -> String {
    let first = MediaRange.essence(String(declared.split(separator: ",").first ?? ""))
    guard first.hasSuffix("/*") else { return first.isEmpty ? "application/octet-stream" : first }
    let subtypes = ["image": "png", "audio": "mpeg", "video": "mp4", "text": "plain"]
    let type = String(first.dropLast(2))
    return type == "*" ? "application/octet-stream" : "\(type)/\(subtypes[type] ?? "octet-stream")"
  }

  /// An OpenAPI 3.2 `in: querystring` parameter's query: the value given, else its media type's example or a
  /// value of its schema, written as that media type says (a form's fields, JSON or text), percent-encoded.
  private func queryString(_ given: JSONValue?, of parameter: Parameter) -> [String] {
    guard let (mediaType, media) = parameter.content?.first else { return [] }
    let value = given ?? example(media) ?? media.schema.map { values.value(for: $0) } ?? .string("x")
    if MediaRange.essence(mediaType) == "application/x-www-form-urlencoded" {
      return Self.formPairs(value)
    }
    return [Self.encode(isJSON(mediaType) ? value.jsonText : Self.text(value))]
  }

  /// An object's fields as form pairs (`name=value`, both percent-encoded), in the object's order; none for a
  /// value that is no object.
  private static func formPairs(_ value: JSONValue) -> [String] {
    guard case .object(let fields, let keys) = value else { return [] }
    return keys.map { encode($0) + "=" + encode(text(fields[$0]!)) }
  }

  /// The parameter's example (`example`, else its first of `examples`) when it is valid for its schema.
  private func example(of parameter: Parameter) -> JSONValue? {
    guard
      let node = parameter.example
        ?? parameter.examples.values.lazy.compactMap({ self.spec.resolve($0)?.value }).first
    else { return nil }
    let value = JSONValue(node)
    guard let schema = parameter.schema else { return value }
    return SchemaValidator(spec: spec, direction: .request).violations(of: value, against: schema).isEmpty ? value : nil
  }

  /// The media type's example when it is valid for its schema (GitHub's check-run example is not).
  private func example(_ media: MediaType) -> JSONValue? {
    guard let node = media.example ?? media.examples.lazy.compactMap({ self.spec.resolve($0.value)?.value }).first
    else { return nil }
    let value = JSONValue(node)
    guard let schema = media.schema else { return value }
    return SchemaValidator(spec: spec, direction: .request).violations(of: value, against: schema).isEmpty ? value : nil
  }

  /// A parameter value as text: strings as they are, arrays comma-joined, objects as JSON.
  package static func text(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): text
    case .array(let items): items.map(text).joined(separator: ",")
    case .null: ""
    default: value.jsonText
    }
  }

  /// Percent-encodes all but RFC 3986's unreserved characters (and `keeping`).
  package static func encode(_ text: String, keeping: String = ",") -> String {
    var result = ""
    for byte in text.utf8 {
      let scalar = Unicode.Scalar(byte)
      if CharacterSetASCII.isAlphanumeric(scalar) || "-._~".unicodeScalars.contains(scalar)
        || keeping.unicodeScalars.contains(scalar)
      {
        result.unicodeScalars.append(scalar)
      } else {
        result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return result
  }
}
