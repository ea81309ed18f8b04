import Testing
import _APIGenOpenAPI

/// OpenAPI 3.2's operations beyond the eight methods with fields of their own: `query`, and `additionalOperations`
/// keyed by the method as it is sent.
@Suite struct PathItemMethodsTests {
  static let document = """
    openapi: 3.2.0
    info: {title: T, version: '1'}
    paths:
      /items/{id}:
        parameters: [{name: id, in: path, required: true, schema: {type: string}}]
        query:
          requestBody: {content: {application/json: {schema: {type: object}}}}
          responses: {'200': {description: OK}}
        additionalOperations:
          PURGE:
            operationId: purge
            responses: {'204': {description: Gone}}
          link:
            responses: {'204': {description: Linked}}
        get: {responses: {'200': {description: OK}}}
    """

  @Test func queryAndAdditionalOperationsAreOperationsWithTheirMethod() throws {
    let spec = try load(Self.document)
    #expect(lines(spec) == [warning32])
    let operations = spec.document.operations
    #expect(operations.map(\.method.token) == ["QUERY", "PURGE", "link", "GET"])
    #expect(operations.map(\.name) == ["query-items-by-id", "purge", "link-items-by-id", "get-items-by-id"])
    // The path item's parameters reach them as they reach any operation.
    #expect(operations.allSatisfy { $0.parameters.count == 1 })
    #expect(operations.map { $0.method.fixedField } == ["query", nil, nil, "get"])
  }

  @Test func aMethodWithAFieldOfItsOwnOrANameThatIsNoTokenIsAnErrorAtItsKey() throws {
    let spec = try load(
      """
      openapi: 3.2.0
      info: {title: T, version: '1'}
      paths:
        /a:
          additionalOperations:
            post: {responses: {'200': {description: OK}}}
            QUERY: {responses: {'200': {description: OK}}}
            'BAD METHOD': {responses: {'200': {description: OK}}}
            COPY: {responses: {'200': {description: OK}}}
      """)
    #expect(
      lines(spec) == [
        warning32,
        "api.yaml:6:7: error: 'post' in additionalOperations: the POST operation belongs in the path item's 'post' field",
        "api.yaml:7:7: error: 'QUERY' in additionalOperations: the QUERY operation belongs in the path item's 'query' field",
        "api.yaml:8:7: error: 'BAD METHOD' in additionalOperations is not an HTTP method name: a method is letters, digits and !#$%&'*+-.^_`|~ only",
      ])
    #expect(spec.document.operations.map(\.method.token) == ["COPY"])
  }

  @Test func trimKeepsTheSelectedAdditionalOperationsAlone() throws {
    let spec = try load(Self.document)
    let output = try Trim.run(spec, filter: OperationFilter(operations: ["purge"], tags: [], paths: []))
    let trimmed = try load(output.yaml)
    #expect(trimmed.document.operations.map(\.name) == ["purge"])
    #expect(output.yaml.contains("additionalOperations:"))
    #expect(!output.yaml.contains("link:"))
  }

  private var warning32: String {
    "api.yaml:1:10: warning: OpenAPI 3.2.0 is newer than this version of APIGen knows; reading it as 3.1"
  }
}
