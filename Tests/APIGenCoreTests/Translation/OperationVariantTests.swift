import APIGenCore
import Testing

/// Variants: the extra methods an operation gets for another form of its answer (`OperationTranslator+Variants`).
@Suite struct OperationVariantTests {
  @Test func aStreamOfferedBesideJSONGetsAMethodOfItsOwn() throws {
    let model = try ModelFixture.model(
      paths:
        "{/chat: {post: {operationId: chat, responses: {'200': {description: ok, content: {application/json: {schema: {type: object}}, text/event-stream: {schema: {type: string}}}}}}}}"
    )
    let operation = try ModelFixture.operation("chat", in: model)
    #expect(operation.successType.unwrapped != .generic("EventStream", [.string]))
    let variant = try #require(operation.variants.first)
    #expect(variant.successType == .generic("EventStream", [.string]))
    #expect(variant.accept == "text/event-stream")
  }
}
