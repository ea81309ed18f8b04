import APIGenCore
import Testing

/// Responses: how each answer is read (`OperationTranslator+Responses`, `OperationStatements`).
@Suite struct OperationResponseTests {
  @Test func anEventStreamAnswerIsReadAsItArrives() throws {
    let model = try ModelFixture.model(
      paths:
        "{/events: {get: {operationId: events, responses: {'200': {description: ok, content: {text/event-stream: {schema: {type: object, properties: {n: {type: integer}}}}}}}}}}"
    )
    let operation = try ModelFixture.operation("events", in: model)
    guard case .stream(.events, let item) = operation.responseCases.first?.outcome else {
      Issue.record("\(operation.responseCases)")
      return
    }
    #expect(operation.successType == .generic("EventStream", [item]))
    #expect(
      try LoweredFixture.operation("events", in: model).send.map(SwiftPrinter.print).first
        == "let streamed = try await client.stream(request, streaming: [200])")
  }

  @Test func aBinaryAnswerAlsoComesAsBytes() throws {
    let model = try ModelFixture.model(
      paths:
        "{/file: {get: {operationId: download, responses: {'200': {description: ok, content: {application/zip: {schema: {type: string, format: binary}}}}}}}}"
    )
    let operation = try ModelFixture.operation("download", in: model)
    #expect(operation.successType == .data)
    #expect(operation.variants.map(\.successType) == [.named("ByteStream")])
  }

  @Test func aRedirectWithoutASuccessIsTheAnswer() throws {
    let model = try ModelFixture.model(
      paths:
        "{/archive: {get: {operationId: archive, responses: {'302': {description: found, headers: {Location: {schema: {type: string}}}}}}}}"
    )
    let operation = try ModelFixture.operation("archive", in: model)
    #expect(operation.documentedRedirects == [302])
    #expect(operation.successType == .redirect)
    #expect(operation.responseCases.first?.outcome == .redirect)
    #expect(operation.docs.contains { $0.contains("returned rather than followed") })
  }

  @Test func differentSuccessBodiesBecomeCasesOfAnOutcome() throws {
    let model = try ModelFixture.model(
      paths: """
        {/jobs: {post: {operationId: start, responses: {
          '200': {description: done, \(OperationYAML.json("{type: object, properties: {result: {type: string}}}"))},
          '202': {description: queued, \(OperationYAML.json("{type: object, properties: {message: {type: string}}}"))}}}}}
        """)
    let operation = try ModelFixture.operation("start", in: model)
    #expect(operation.responses.compactMap(\.outcomeCase).count == 2)
    let outcomes = operation.responseCases.prefix(2).map(\.outcome)
    guard case .outcome(let type, _, .decode) = outcomes.first, case .outcome(type, _, .decode) = outcomes.last else {
      Issue.record("\(outcomes)")
      return
    }
    #expect(operation.successType.unwrapped == type)
    // Which case an undocumented 2xx would be cannot be known: it stays an error, and the docs say so.
    #expect(!operation.responseCases.contains { $0.match == .range(2) })
    #expect(operation.docs.contains { $0.contains("throws `APIError.unexpectedStatus`") })
  }
}
