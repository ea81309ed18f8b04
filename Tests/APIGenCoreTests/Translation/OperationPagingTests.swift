import APIGenCore
import Testing

/// Pages: by `Link` header, or by a cursor the configuration names (`CursorPagingResolver`).
@Suite struct OperationPagingTests {
  @Test func aListAnsweringWithALinkHeaderPagesByIt() throws {
    let model = try ModelFixture.model(
      paths: """
        {/issues: {get: {operationId: issues/list, responses: {'200': {description: ok,
          headers: {Link: {schema: {type: string}}, X-Total: {schema: {type: integer}}},
          \(OperationYAML.json("{type: array, items: {type: string}}"))}}}}}
        """)
    let operation = try ModelFixture.operation("issues/list", in: model)
    let pagination = try #require(operation.pagination)
    #expect(pagination.methodName == "listPages" && pagination.itemType == .string)
    #expect(pagination.kind.isLink)
    #expect(operation.responseHeaders.map(\.key) == ["Link", "X-Total"])
    #expect(operation.responseHeaders.map(\.type) == [.string, .int])
    #expect(try LoweredFixture.operation("issues/list", in: model).pages != nil)
  }

  @Test func aCursorFromTheConfigFindsItsFieldsInTheBody() throws {
    let model = try ModelFixture.model(
      paths: """
        {/customers: {get: {operationId: customers/list, parameters: [{name: after, in: query, schema: {type: string}}],
          responses: {'200': {description: ok, \(OperationYAML.json("{type: object, required: [data, has_more], properties: {data: {type: array, items: {type: object, required: [id], properties: {id: {type: string}}}}, has_more: {type: boolean}}}"))}}}}}
        """,
      options: ModelFixture.options.with {
        $0.cursorPagination = [
          "customers/list": CursorPaging(parameter: "after", next: "data[-1].id", items: "data", hasMore: "has_more")
        ]
      })
    let pagination = try #require(ModelFixture.operation("customers/list", in: model).pagination)
    guard case .cursor(let parameter, let items, let next, let hasMore) = pagination.kind else {
      Issue.record("not a cursor: \(pagination.kind)")
      return
    }
    #expect(parameter == "after")
    #expect(items == [.property("data", optional: false)])
    #expect(next == [.property("data", optional: false), .last, .property("id", optional: false)])
    #expect(hasMore == [.property("hasMore", optional: false)])
  }
}
