import APIGenCore
import Testing

/// Operations: their names, path, own server and security, and idempotency keys.
@Suite struct OperationTranslatorTests {
  @Test func operationIDsNameTheNamespaceMethodAndTypes() throws {
    let model = try ModelFixture.model(
      paths:
        "{'/users/{u}/repos': {get: {operationId: repos/list-for-user, parameters: [{name: u, in: path, required: true, schema: {type: string}}], \(OperationYAML.ok)}}}"
    )
    let namespace = try #require(model.namespaces.first)
    #expect(namespace.property == "repos" && namespace.typeName == "ReposAPI")
    let operation = try #require(namespace.operations.first)
    #expect(operation.methodName == "listForUser")
    #expect(operation.responseMethodName == "listForUserResponse")
    #expect(operation.typeName == "ListForUser")
  }

  @Test func anOperationWithoutIDIsNamedFromItsMethodAndPath() throws {
    let model = try ModelFixture.model(paths: "{'/pets/{petId}/toys': {post: {\(OperationYAML.ok)}}}")
    let operation = try #require(model.namespaces.flatMap(\.operations).first)
    #expect(operation.methodName.bare.hasPrefix("post"))
    #expect(operation.methodName.bare.lowercased().contains("toys"))
  }

  @Test func thePathInterpolatesItsParametersAndEscapesTheRest() throws {
    let model = try ModelFixture.model(
      paths:
        #"{'/repos/{owner}/{repo}/"raw"\{x}': {get: {operationId: raw, parameters: [{name: owner, in: path, required: true, schema: {type: string}}, {name: repo, in: path, required: true, schema: {type: string}}], \#(OperationYAML.ok)}}}"#
    )
    let operation = try ModelFixture.operation("raw", in: model)
    #expect(
      operation.path
        == .interpolation([
          .text("/repos/"), .value(label: "path", .name("owner")), .text("/"),
          .value(label: "path", .name("repo")), .text(#"/"raw"\"#), .value(label: "path", .name("x")),
        ]))
    // Quotes and backslashes in the path are escaped; `{x}`, which no parameter declares, becomes one (warned).
    #expect(SwiftPrinter.print(operation.path) == #""/repos/\(path: owner)/\(path: repo)/\"raw\"\\\(path: x)""#)
  }

  @Test func anOperationsOwnServerAndSecurityAreKept() throws {
    let model = try ModelFixture.model(
      """
      openapi: 3.1.0
      info: {title: T, version: "1"}
      security: [{token: []}]
      paths:
        /upload:
          post:
            operationId: upload
            servers: [{url: "https://uploads.example.com/{v}", variables: {v: {default: v2}}}]
            security: [{key: []}, {token: []}]
            \(OperationYAML.ok)
        /me: {get: {operationId: me, \(OperationYAML.ok)}}
      components:
        securitySchemes:
          token: {type: http, scheme: bearer}
          key: {type: apiKey, in: query, name: api_key}
      """)
    let upload = try ModelFixture.operation("upload", in: model)
    #expect(upload.server == "https://uploads.example.com/v2")
    #expect(upload.security == ["key", "token"])
    #expect(try ModelFixture.operation("me", in: model).security == ["token"])
    #expect(upload.requestSteps.first.map { if case .server = $0 { true } else { false } } == true)
  }

  @Test func anIdempotencyKeyHeaderIsDocumentedOrConfigured() throws {
    var translation = ModelFixture.options
    translation.idempotencyKeys.header = "X-Idempotency-Key"
    translation.idempotencyKeys.operations = ["refunds"]
    let model = try ModelFixture.model(
      """
      openapi: 3.0.3
      info: {title: T, version: "1"}
      paths:
        /charges:
          post:
            operationId: charges/create
            parameters: [{name: idempotency-key, in: header, schema: {type: string}}]
            responses: {'204': {description: done}}
        /refunds:
          post:
            operationId: refunds/create
            tags: [refunds]
            responses: {'204': {description: done}}
        /notes:
          post:
            operationId: notes/create
            responses: {'204': {description: done}}
      """, options: translation)
    func keyHeader(_ id: String) throws -> [String] {
      try ModelFixture.operation(id, in: model).requestSteps.compactMap {
        if case .idempotencyKey(let header) = $0 { return header }
        return nil
      }
    }
    // Documented, in the case written; configured by tag; neither.
    #expect(try keyHeader("charges/create") == ["idempotency-key"])
    #expect(try keyHeader("refunds/create") == ["X-Idempotency-Key"])
    #expect(try keyHeader("notes/create") == [])
  }
}
