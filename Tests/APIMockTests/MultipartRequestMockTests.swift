import APIMock
import Foundation
import HTTPTypes
import Testing
import _APIGenOpenAPI

/// `apigen mock` reads a multipart request body as its schema describes and judges it as it judges JSON: form-data
/// by part name, OpenAPI 3.2's positional parts (multipart/mixed) by position, with the types their encodings name;
/// the sample requests `apigen verify` sends write both kinds.
@Suite struct MultipartRequestMockTests {
  static let description = """
    openapi: 3.2.0
    info: {title: Uploads, version: "1"}
    paths:
      /profiles:
        post:
          operationId: createProfile
          requestBody:
            required: true
            content:
              multipart/form-data:
                schema:
                  type: object
                  required: [name, settings]
                  properties:
                    name: {type: string}
                    age: {type: integer, minimum: 0}
                    settings:
                      type: object
                      required: [theme]
                      properties: {theme: {type: string}}
                    photos: {type: array, items: {type: string, format: binary}}
          responses:
            '201': {description: Created.}
      /bundles:
        post:
          operationId: uploadBundle
          requestBody:
            required: true
            content:
              multipart/mixed:
                schema:
                  type: array
                  minItems: 2
                  prefixItems:
                  - type: object
                    required: [id]
                    properties: {id: {type: integer}}
                  items: {type: string, format: binary}
                prefixEncoding: [{contentType: application/json}]
                itemEncoding: {contentType: 'image/png, image/webp'}
          responses:
            '204': {description: Stored.}
    """

  let spec = SpecLoader().load(bytes: Array(Self.description.utf8), named: "uploads.yaml")

  private func post(_ path: String, _ type: String, parts: [(headers: String, body: String)]) throws -> MockAnswer {
    let body = parts.map { "--b7\r\n\($0.headers)\r\n\r\n\($0.body)\r\n" }.joined() + "--b7--\r\n"
    return try MockResponder(spec: spec).answer(
      MockRequest(
        method: .post, target: path, headers: [.contentType: "\(type); boundary=b7"], body: Array(body.utf8)))
  }

  private func form(_ name: String, _ body: String, type: String? = nil) -> (headers: String, body: String) {
    ("Content-Disposition: form-data; name=\"\(name)\"" + (type.map { "\r\nContent-Type: \($0)" } ?? ""), body)
  }

  private func problem(_ answer: MockAnswer) -> String { String(decoding: answer.body, as: UTF8.self) }

  @Test func formDataIsJudgedPartByPart() throws {
    let valid = try post(
      "/profiles", "multipart/form-data",
      parts: [
        form("name", "Ada"), form("age", "36"), form("settings", #"{"theme":"dark"}"#, type: "application/json"),
        form("photos", "PNG1", type: "image/png"), form("photos", "PNG2", type: "image/png"),
      ])
    #expect(valid.status == .created, "\(problem(valid))")

    let notANumber = try post(
      "/profiles", "multipart/form-data",
      parts: [
        form("name", "Ada"), form("age", "old"), form("settings", #"{"theme":"dark"}"#, type: "application/json"),
      ])
    #expect(notANumber.status == .badRequest)
    #expect(problem(notANumber).contains("/age"), "\(problem(notANumber))")

    let missing = try post("/profiles", "multipart/form-data", parts: [form("name", "Ada")])
    #expect(missing.status == .badRequest)
    #expect(problem(missing).contains("settings"), "\(problem(missing))")

    let brokenJSON = try post(
      "/profiles", "multipart/form-data",
      parts: [form("name", "Ada"), form("settings", "{theme", type: "application/json")])
    #expect(brokenJSON.status == .badRequest)
    #expect(problem(brokenJSON).contains("part 'settings' is application/json but not JSON"), "\(problem(brokenJSON))")

    let unnamed = try post("/profiles", "multipart/form-data", parts: [("Content-Type: text/plain", "Ada")])
    #expect(unnamed.status == .badRequest)
    #expect(problem(unnamed).contains("the multipart body: part 1 has no name"), "\(problem(unnamed))")
  }

  @Test func positionalPartsAreJudgedByPositionAndType() throws {
    let manifest = (headers: "Content-Type: application/json", body: #"{"id":7}"#)
    let valid = try post(
      "/bundles", "multipart/mixed",
      parts: [manifest, ("Content-Type: image/png", "PNG"), ("Content-Type: image/webp", "WEBP")])
    #expect(valid.status == .noContent, "\(problem(valid))")

    let wrongType = try post(
      "/bundles", "multipart/mixed", parts: [manifest, ("Content-Type: image/jpeg", "JPEG")])
    #expect(wrongType.status == .badRequest)
    #expect(
      problem(wrongType).contains(
        "the multipart body: part 2 is image/jpeg, where the description's itemEncoding says image/png, image/webp"),
      "\(problem(wrongType))")

    let noID = try post("/bundles", "multipart/mixed", parts: [(manifest.headers, #"{"name":"x"}"#)])
    #expect(noID.status == .badRequest)
    #expect(problem(noID).contains("id"), "\(problem(noID))")
  }

  @Test func aBodyThatIsNotMultipartSaysWhy() throws {
    let answer = try MockResponder(spec: spec).answer(
      MockRequest(
        method: .post, target: "/bundles", headers: [.contentType: "multipart/mixed"], body: Array("parts".utf8)))
    #expect(answer.status == .badRequest)
    #expect(problem(answer).contains("the multipart body: its Content-Type (multipart/mixed) names no boundary"))
    let unended = try MockResponder(spec: spec).answer(
      MockRequest(
        method: .post, target: "/bundles", headers: [.contentType: "multipart/mixed; boundary=b7"],
        body: Array("--b7\r\nContent-Type: application/json\r\n\r\n{}".utf8)))
    #expect(problem(unended).contains("part 1 does not end with the boundary 'b7'"), "\(problem(unended))")
  }

  @Test func sampleRequestsWriteBothKindsAsTheMockReadsThem() throws {
    let responder = try MockResponder(spec: spec)
    let samples = SampleRequests(spec: spec).all
    #expect(samples.count == 2)
    for sample in samples {
      let answer = responder.answer(sample.request)
      #expect(answer.status.kind == .successful, "\(sample.operation.name): \(problem(answer))")
    }
    let bundle = try #require(samples.first { $0.operation.name == "uploadBundle" }?.request)
    // The manifest typed by prefixEncoding, the image by itemEncoding's first type; no part is named.
    #expect(bundle.headers[.contentType] == "multipart/mixed; boundary=mock-boundary")
    #expect(
      String(decoding: bundle.body, as: UTF8.self)
        == "--mock-boundary\r\nContent-Type: application/json\r\n\r\n{\"id\":30}\r\n"
        + "--mock-boundary\r\nContent-Type: image/png\r\n\r\n1-8080\r\n--mock-boundary--\r\n")
  }
}
