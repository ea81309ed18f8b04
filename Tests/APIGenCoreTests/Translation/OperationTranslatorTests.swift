import APIGenCore
import Testing
import _APIGenOpenAPI

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

/// OpenAPI 3.2's tag `parent`: a namespace nested in its parent's (`client.billing.invoices`), and tag kinds.
@Suite struct NestedNamespaceTests {
  static let document = """
    openapi: 3.2.0
    info: {title: T, version: '1'}
    tags:
      - {name: billing, summary: Money.}
      - {name: invoices, parent: billing}
      - {name: drafts, parent: invoices}
      - {name: loop, parent: loop}
      - {name: orphan, parent: nowhere}
      - {name: beta, kind: badge}
    paths:
      /invoices: {get: {operationId: list, tags: [invoices], responses: {'204': {description: OK}}}}
      /drafts: {get: {operationId: listDrafts, tags: [beta, drafts], responses: {'204': {description: OK}}}}
      /loop: {get: {operationId: spin, tags: [loop], responses: {'204': {description: OK}}}}
      /orphan: {get: {operationId: stray, tags: [orphan], responses: {'204': {description: OK}}}}
      /beta: {get: {operationId: tryIt, tags: [beta], responses: {'204': {description: OK}}}}
    """

  @Test func aTagsParentNestsItsNamespaceAndMakesTheParentIfItHasNoOperations() throws {
    let model = try ModelFixture.model(Self.document)
    let namespaces = model.namespaces.map { "\($0.property.bare):\($0.typeName)<\($0.parentTypeName ?? "Client")" }
    #expect(
      namespaces == [
        ":Client<Client", "billing:BillingAPI<Client", "invoices:InvoicesAPI<BillingAPI",
        "drafts:DraftsAPI<InvoicesAPI", "loop:LoopAPI<Client", "orphan:OrphanAPI<Client",
      ])
    // The badge gives no namespace: `tryIt` is on the client, `listDrafts` under drafts.
    #expect(model.namespaces.first?.operations.map(\.operationID) == ["tryIt"])
    #expect(model.namespaces.first { $0.typeName == "BillingAPI" }?.operations.isEmpty == true)
    #expect(model.namespaces.first { $0.typeName == "BillingAPI" }?.docs == ["Money."])
    #expect(
      model.diagnostics.map(\.message) == [
        "tag 'loop' is its own ancestor through 'parent'; it is a namespace on the client",
        "tag 'orphan' names parent 'nowhere', which is no tag; it is a namespace on the client",
      ])
  }

  @Test func theNestedNamespacesAreReachedThroughTheirParents() throws {
    let spec = SpecLoader().load(bytes: Array(Self.document.utf8), named: "api.yaml")
    let output = try GenerationPipeline.run(
      spec, config: GeneratorConfig(), moduleName: "API", specFileName: "api.yaml", templates: try TemplateSet.builtIn()
    )
    let client = try #require(output.files.first { $0.name == "Client.swift" }?.contents)
    #expect(
      client.contains(
        "public nonisolated struct BillingAPI: Sendable {\n  let client: APIClient\n  public var invoices: InvoicesAPI { InvoicesAPI(client: client) }\n}"
      ))
    #expect(client.contains("  public var drafts: DraftsAPI { DraftsAPI(client: client) }\n}"))
    #expect(!client.contains("Client {\n  public var invoices"))
  }
}
