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

  /// swift-openapi-generator's event-streams example: one answer documented as JSON Lines, JSON Sequence and
  /// server-sent events. The first is the operation's own method; each other kind gets a method asking for it.
  @Test func everyKindOfStreamAnAnswerDocumentsHasAMethod() throws {
    let model = try ModelFixture.model(
      paths:
        "{/greetings: {get: {operationId: getGreetingsStream, responses: {'200': {description: ok, content: {application/jsonl: {}, application/x-ndjson: {}, application/json-seq: {}, text/event-stream: {}}}}}}}"
    )
    let operation = try ModelFixture.operation("getGreetingsStream", in: model)
    #expect(operation.successType == .generic("JSONStream", [.jsonValue]))
    #expect(operation.accept == "application/jsonl")
    let variants = operation.variants.map { ($0.methodName.bare, $0.accept, $0.successType) }
    #expect(variants.map(\.0) == ["getGreetingsStreamJSONSequence", "getGreetingsStreamEvents"])
    #expect(variants.map(\.1) == ["application/json-seq", "text/event-stream"])
    #expect(
      variants.map(\.2) == [.generic("JSONStream", [.jsonValue]), .generic("EventStream", [.jsonValue])])
  }

  /// Part headers an `encoding` entry documents are not generated; each part that has them gets a warning, for the
  /// request body and for the answer alike, rather than silence.
  @Test func multipartPartHeadersAreWarnedAbout() throws {
    let multipart =
      "{multipart/form-data: {schema: {type: object, properties: {names: {type: array, items: {type: string}}}}, encoding: {names: {contentType: text/plain, headers: {x-name-locale: {schema: {type: string}}}}}}}"
    let model = try ModelFixture.model(
      paths:
        "{/parts: {post: {operationId: send, requestBody: {content: \(multipart)}, responses: {'200': {description: ok, content: \(multipart)}}}}}"
    )
    let message =
      "the headers of multipart/form-data part 'names' ('x-name-locale') are not generated: its parts carry their content type only"
    #expect(model.diagnostics.map(\.message) == [message, message])
  }
}
