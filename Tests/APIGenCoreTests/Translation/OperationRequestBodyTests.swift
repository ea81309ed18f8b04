import APIGenCore
import Testing

/// Request bodies and their encodings (`OperationTranslator+RequestBody`, `+Content`).
@Suite struct OperationRequestBodyTests {
  @Test func formBodiesCarryTheirEncodingStyles() throws {
    let model = try ModelFixture.model(
      paths: """
        {/search: {post: {operationId: search, requestBody: {required: true, content: {application/x-www-form-urlencoded: {
          schema: {type: object, properties: {q: {type: string}, filter: {type: object, properties: {lang: {type: string}}}}},
          encoding: {filter: {style: deepObject, explode: true}}}}}, \(OperationYAML.ok)}}}
        """)
    let body = try #require(ModelFixture.operation("search", in: model).body)
    #expect(body.encoding == .form && body.contentType == "application/x-www-form-urlencoded")
    #expect(body.formEncodings.map(\.property) == ["filter"])
    #expect(body.formEncodings.map(\.style) == [.deepObject] && body.formEncodings.map(\.explode) == [true])
    #expect(!body.isOptional)
  }

  @Test func multipartBodiesCarryEachPartsContentType() throws {
    let model = try ModelFixture.model(
      paths: """
        {/upload: {post: {operationId: upload, requestBody: {content: {multipart/form-data: {
          schema: {type: object, properties: {file: {type: string, format: binary}, meta: {type: object}}},
          encoding: {file: {contentType: image/png}}}}}, \(OperationYAML.ok)}}}
        """)
    let body = try #require(ModelFixture.operation("upload", in: model).body)
    #expect(body.encoding == .multipart)
    #expect(body.partContentTypes.map(\.property) == ["file"])
    #expect(body.partContentTypes.map(\.contentType) == ["image/png"])
    #expect(body.isOptional)
  }

  @Test func aWildcardBinaryBodyTakesItsContentTypeFromTheCallerAndGetsAnUploadMethod() throws {
    let model = try ModelFixture.model(
      paths:
        "{/blobs: {put: {operationId: putBlob, requestBody: {required: true, content: {'*/*': {schema: {type: string, format: binary}}}}, \(OperationYAML.ok)}}}"
    )
    let operation = try ModelFixture.operation("putBlob", in: model)
    let body = try #require(operation.body)
    #expect(body.encoding == .binary && body.type == .data)
    #expect(body.contentType == nil && body.contentTypeParameter != nil)
    #expect(operation.variants.count == 1)
    #expect(operation.variants.first?.body?.type != .data)
  }
}
