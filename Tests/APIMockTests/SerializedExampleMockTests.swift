import APIMock
import HTTPTypes
import Testing
import _APIGenOpenAPI

/// OpenAPI 3.2's `serializedValue`: an example written as it is sent is sent as written, byte for byte, when it
/// has no `dataValue` (which the mock encodes itself).
@Suite struct SerializedExampleMockTests {
  static let description = """
    openapi: 3.2.0
    info: {title: Reports, version: "1"}
    paths:
      /report:
        get:
          operationId: getReport
          responses:
            '200':
              description: The report.
              content:
                text/csv:
                  examples:
                    rows: {serializedValue: "id,name\\n1,Tom\\n"}
                application/json:
                  schema:
                    type: object
                    required: [id]
                    properties: {id: {type: integer}}
                  examples:
                    wrong: {serializedValue: '{"id": "seven"}'}
                    spaced: {serializedValue: '{ "id" : 7 }'}
                    data: {dataValue: {id: 8}, serializedValue: '{"id":8}'}
    """

  let responder: MockResponder

  init() throws {
    responder = try MockResponder(spec: SpecLoader().load(bytes: Array(Self.description.utf8), named: "r.yaml"))
  }

  private func get(accept: String, prefer: String? = nil) throws -> (type: String?, body: String) {
    var headers: HTTPFields = [.accept: accept]
    if let prefer { headers[try #require(HTTPField.Name("Prefer"))] = prefer }
    let answer = responder.answer(MockRequest(method: .get, target: "/report", headers: headers))
    #expect(answer.status == .ok)
    return (answer.headers[.contentType], String(decoding: answer.body, as: UTF8.self))
  }

  @Test func aSerializedExampleIsSentAsWritten() throws {
    let csv = try get(accept: "text/csv")
    #expect(csv.type?.hasPrefix("text/csv") == true)
    #expect(csv.body == "id,name\n1,Tom\n")
    // Not re-encoded: the spacing is the description's.
    #expect(try get(accept: "application/json", prefer: "example=spaced").body == #"{ "id" : 7 }"#)
    // Asked for by name, even one that breaks the schema is sent (to see how a client takes it).
    #expect(try get(accept: "application/json", prefer: "example=wrong").body == #"{"id": "seven"}"#)
  }

  /// The first example breaks the schema, so the first whose data does is sent, encoded by the mock.
  @Test func unaskedASerializedExampleThatBreaksTheSchemaIsNotSent() throws {
    #expect(try get(accept: "application/json").body == #"{"id":8}"#)
  }
}
