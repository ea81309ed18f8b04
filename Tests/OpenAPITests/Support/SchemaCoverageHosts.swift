import Foundation

/// Where each object of OpenAPI 3.2's schema goes in a document, for `OpenAPI32SchemaCoverageTests`: a document
/// with a `{{OBJECT}}` line where the object's fields go, the fields it needs to be valid, and values for fields
/// whose schema-given type is not enough.
struct SchemaCoverageHost {
  var template: String
  /// Written after the field under test (unless it is one of them), so that the object is what it must be.
  var base: [(String, String)] = []
  /// Values for this object's fields where `SchemaCoverageHosts.values` does not fit.
  var values: [String: String] = [:]

  /// The document with `field` first in the object, the probe field after it, then the base fields; and the line
  /// of `field`.
  func document(with field: String) -> (text: String, line: Int) {
    let lines = template.split(separator: "\n", omittingEmptySubsequences: false)
    let index = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "{{OBJECT}}" }!
    let indent = String(lines[index].prefix { $0 == " " })
    let value = values[field] ?? SchemaCoverageHosts.values[field] ?? "x"
    var object = ["\(indent)\(field): \(value)", "\(indent)\(OpenAPI32SchemaCoverageTests.probe): 1"]
    object += base.filter { $0.0 != field }.map { "\(indent)\($0.0): \($0.1)" }
    let text = (lines[..<index].map(String.init) + object + lines[(index + 1)...].map(String.init))
      .joined(separator: "\n")
    return (text, index + 1)
  }
}

enum SchemaCoverageHosts {
  static let header = "openapi: 3.2.0\ninfo: {title: T, version: '1'}\n"

  /// Components that references in the hosts point at.
  static let shared = """
    components:
      pathItems:
        P: {get: {responses: {'200': {description: OK}}}}
      parameters:
        P: {name: p, in: query, schema: {type: string}}
      schemas:
        S: {type: object}
    """

  static let operation = "{responses: {'200': {description: OK}}}"

  /// Values by field name, for fields that are not text.
  static let values: [String: String] = [
    "openapi": "3.2.0", "info": "{title: T, version: '1'}", "paths": "{}", "servers": "[{url: 'https://e.com'}]",
    "webhooks": "{}", "components": "{}", "security": "[]", "tags": "[]", "externalDocs": "{url: 'https://e.com'}",
    "$self": "'https://e.com/api.yaml'", "jsonSchemaDialect": "'https://spec.openapis.org/oas/3.1/dialect/base'",
    "contact": "{name: C}", "license": "{name: L}", "variables": "{}", "enum": "[a]", "schemas": "{}",
    "responses": "{'200': {description: OK}}", "parameters": "[]", "examples": "{}", "requestBodies": "{}",
    "headers": "{}", "securitySchemes": "{}", "links": "{}", "callbacks": "{}", "pathItems": "{}",
    "mediaTypes": "{}", "$ref": "'#/components/pathItems/P'", "additionalOperations": "{PURGE: \(operation)}",
    "get": operation, "put": operation, "post": operation, "delete": operation, "options": operation,
    "head": operation, "patch": operation, "trace": operation, "query": operation,
    "requestBody":
      "{content: {text/plain: {}}}", "deprecated": "true", "required": "true", "in": "query",
    "schema":
      "{type: string}", "content": "{text/plain: {}}", "style": "form", "explode": "true", "allowReserved": "true",
    "allowEmptyValue": "true", "itemSchema": "{type: string}", "encoding": "{}", "prefixEncoding": "[]",
    "itemEncoding": "{}", "default": "{description: D}", "dataValue": "1", "serializedValue": "'1'", "value": "1",
    "externalValue": "'https://e.com/e.json'", "server": "{url: 'https://e.com'}", "type": "apiKey",
    "scheme": "bearer", "flows": "{}", "oauth2MetadataUrl": "'https://e.com/.well-known/oauth-authorization-server'",
    "openIdConnectUrl": "'https://e.com/.well-known/openid-configuration'", "scopes": "{}",
    "implicit": "{authorizationUrl: 'https://e.com/a', scopes: {}}",
    "password": "{tokenUrl: 'https://e.com/t', scopes: {}}",
    "clientCredentials": "{tokenUrl: 'https://e.com/t', scopes: {}}",
    "authorizationCode": "{authorizationUrl: 'https://e.com/a', tokenUrl: 'https://e.com/t', scopes: {}}",
    "deviceAuthorization": "{deviceAuthorizationUrl: 'https://e.com/d', tokenUrl: 'https://e.com/t', scopes: {}}",
    "authorizationUrl": "'https://e.com/a'", "tokenUrl": "'https://e.com/t'", "refreshUrl": "'https://e.com/r'",
    "deviceAuthorizationUrl": "'https://e.com/d'", "url": "'https://e.com'", "termsOfService": "'https://e.com/t'",
    "mapping": "{cat: '#/components/schemas/S'}", "defaultMapping": "'#/components/schemas/S'",
    "propertyName": "kind", "nodeType": "element", "namespace": "'https://e.com/ns'", "attribute": "true",
    "wrapped": "true", "discriminator": "{propertyName: kind}", "example": "1", "xml": "{name: n}",
    "operationRef": "'#/paths/~1a/get'", "operationId": "op", "identifier": "MIT", "email": "a@e.com",
  ]

  static let paths = "paths:\n  /a:\n"

  static let all: [String: SchemaCoverageHost] = [
    "document": SchemaCoverageHost(
      template: "{{OBJECT}}", base: [("openapi", "3.2.0"), ("info", "{title: T, version: '1'}"), ("paths", "{}")]),
    "info": SchemaCoverageHost(
      template: "openapi: 3.2.0\ninfo:\n  {{OBJECT}}\npaths: {}", base: [("title", "T"), ("version", "'1'")]),
    "contact": SchemaCoverageHost(
      template: "openapi: 3.2.0\ninfo:\n  title: T\n  version: '1'\n  contact:\n    {{OBJECT}}\npaths: {}"),
    "license": SchemaCoverageHost(
      template: "openapi: 3.2.0\ninfo:\n  title: T\n  version: '1'\n  license:\n    {{OBJECT}}\npaths: {}",
      base: [("name", "L")]),
    "server": SchemaCoverageHost(
      template: header + "servers:\n  -\n    {{OBJECT}}\npaths: {}", base: [("url", "'https://e.com'")]),
    "server-variable": SchemaCoverageHost(
      template: header
        + "servers:\n  - url: 'https://e.com/{v}'\n    variables:\n      v:\n        {{OBJECT}}\npaths: {}",
      base: [("default", "a")], values: ["default": "a"]),
    "components": SchemaCoverageHost(template: header + "paths: {}\ncomponents:\n  {{OBJECT}}"),
    "path-item": SchemaCoverageHost(template: header + paths + "    {{OBJECT}}\n" + shared),
    "operation": SchemaCoverageHost(
      template: header + paths + "    get:\n      {{OBJECT}}\n" + shared,
      base: [("responses", "{'200': {description: OK}}")], values: ["servers": "[{url: 'https://e.com'}]"]),
    "external-documentation": SchemaCoverageHost(
      template: header + "paths: {}\nexternalDocs:\n  {{OBJECT}}", base: [("url", "'https://e.com'")]),
    "parameter": SchemaCoverageHost(
      template: header + paths
        + "    get:\n      responses: {'200': {description: OK}}\n      parameters:\n        -\n          {{OBJECT}}",
      base: [("name", "p"), ("in", "query"), ("schema", "{type: string}")]),
    "request-body": SchemaCoverageHost(
      template: header + paths + "    post:\n      responses: {'200': {description: OK}}\n      requestBody:\n"
        + "        {{OBJECT}}",
      base: [("content", "{application/json: {schema: {type: object}}}")]),
    "media-type": SchemaCoverageHost(
      template: header + paths + "    post:\n      responses: {'200': {description: OK}}\n      requestBody:\n"
        + "        content:\n          application/json:\n            {{OBJECT}}"),
    "encoding": SchemaCoverageHost(
      template: header + paths + "    post:\n      responses: {'200': {description: OK}}\n      requestBody:\n"
        + "        content:\n          multipart/form-data:\n"
        + "            schema: {type: object, properties: {f: {type: string}}}\n            encoding:\n"
        + "              f:\n                {{OBJECT}}",
      values: ["contentType": "text/plain", "headers": "{X-H: {schema: {type: string}}}"]),
    "responses": SchemaCoverageHost(
      template: header + paths + "    get:\n      responses:\n        {{OBJECT}}",
      base: [("'200'", "{description: OK}")]),
    "response": SchemaCoverageHost(
      template: header + paths + "    get:\n      responses:\n        '200':\n          {{OBJECT}}",
      base: [("description", "OK")]),
    "example": SchemaCoverageHost(
      template: header + paths + "    get:\n      responses:\n        '200':\n          description: OK\n"
        + "          content:\n            application/json:\n              examples:\n                e:\n"
        + "                  {{OBJECT}}"),
    "link": SchemaCoverageHost(
      template: header + paths + "    get:\n      operationId: op\n      responses:\n        '200':\n"
        + "          description: OK\n          links:\n            l:\n              {{OBJECT}}",
      values: ["parameters": "{p: '$response.body#/id'}", "requestBody": "'$request.body'"]),
    "header": SchemaCoverageHost(
      template: header + paths + "    get:\n      responses:\n        '200':\n          description: OK\n"
        + "          headers:\n            X-H:\n              {{OBJECT}}",
      base: [("schema", "{type: string}")]),
    "tag": SchemaCoverageHost(
      template: header + "paths: {}\ntags:\n  - name: t0\n  -\n    {{OBJECT}}", base: [("name", "t")],
      values: ["parent": "t0", "kind": "nav"]),
    "reference": SchemaCoverageHost(
      template: header + paths
        + "    get:\n      responses: {'200': {description: OK}}\n      parameters:\n        -\n          {{OBJECT}}\n"
        + shared,
      base: [("$ref", "'#/components/parameters/P'")], values: ["$ref": "'#/components/parameters/P'"]),
    "security-scheme": SchemaCoverageHost(
      template: header + "paths: {}\ncomponents:\n  securitySchemes:\n    s:\n      {{OBJECT}}",
      base: [("type", "http"), ("scheme", "bearer")], values: ["name": "k", "in": "header"]),
    "oauth-flows": SchemaCoverageHost(
      template: header + "paths: {}\ncomponents:\n  securitySchemes:\n    o:\n      type: oauth2\n      flows:\n"
        + "        {{OBJECT}}"),
    "oauth-flows/implicit": flow("implicit"),
    "oauth-flows/password": flow("password"),
    "oauth-flows/client-credentials": flow("clientCredentials"),
    "oauth-flows/authorization-code": flow("authorizationCode"),
    "oauth-flows/device-authorization": flow("deviceAuthorization"),
    "meta/schema": SchemaCoverageHost(
      template: header + "paths: {}\ncomponents:\n  schemas:\n    S:\n      {{OBJECT}}", base: [("type", "object")]),
    "meta/discriminator": SchemaCoverageHost(
      template: header + "paths: {}\ncomponents:\n  schemas:\n    S: {type: object}\n    Pet:\n"
        + "      oneOf: [{$ref: '#/components/schemas/S'}]\n      discriminator:\n        {{OBJECT}}",
      base: [("propertyName", "kind")]),
    "meta/xml": SchemaCoverageHost(
      template: header
        + "paths: {}\ncomponents:\n  schemas:\n    S:\n      type: object\n      xml:\n        {{OBJECT}}"
    ),
    "meta/external-docs": SchemaCoverageHost(
      template: header
        + "paths: {}\ncomponents:\n  schemas:\n    S:\n      type: object\n      externalDocs:\n        {{OBJECT}}",
      base: [("url", "'https://e.com'")]),
  ]

  /// A single OAuth flow, under its key in a scheme's `flows`.
  static func flow(_ key: String) -> SchemaCoverageHost {
    SchemaCoverageHost(
      template: header + "paths: {}\ncomponents:\n  securitySchemes:\n    o:\n      type: oauth2\n      flows:\n"
        + "        \(key):\n          {{OBJECT}}",
      base: [("scopes", "{}")])
  }
}
