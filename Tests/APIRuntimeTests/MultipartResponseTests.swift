@_spi(Generated) import APIRuntime
import Foundation
import HTTPTypes
import Testing

/// A multipart/form-data answer read into the operation's object type, field by field.
@Suite struct MultipartResponseTests {
  struct Upload: Decodable, Sendable, Equatable {
    struct Template: Decodable, Sendable, Equatable { var message: String }
    var greetingTemplate: Template
    var names: [String]?
    var count: Int
    var tags: [Int]
  }

  static let request = RequestContext(method: .get, url: URL(string: "http://127.0.0.1/parts")!, operationID: "parts")

  static func response(_ body: String, contentType: String) -> RawResponse {
    RawResponse(
      status: 200, headers: [.contentType: contentType], body: Data(body.utf8), request: request)
  }

  static func part(_ name: String, _ contentType: String, _ body: String) -> String {
    "--b0undary\r\nContent-Disposition: form-data; name=\"\(name)\"\r\nContent-Type: \(contentType)\r\n\r\n\(body)\r\n"
  }

  @Test func partsBecomeFieldsAndRepeatedNamesLists() throws {
    let body =
      "preamble\r\n" + Self.part("greetingTemplate", "application/json", #"{"message": "Hello, {name}!"}"#)
      + Self.part("names", "text/plain", "Frank") + Self.part("names", "text/plain", "Not\r\nFrank")
      + Self.part("count", "text/plain", "3") + Self.part("tags", "text/plain", "7") + "--b0undary--\r\n"
    let decoded = try Self.response(body, contentType: "multipart/form-data; boundary=\"b0undary\"")
      .decode(Upload.self).body
    #expect(
      decoded
        == Upload(
          greetingTemplate: .init(message: "Hello, {name}!"), names: ["Frank", "Not\r\nFrank"], count: 3, tags: [7]))
  }

  @Test func aBodyWithoutItsBoundaryIsAnUndecodableBodyError() {
    let response = Self.response(#"{"count": 3}"#, contentType: "multipart/form-data; boundary=b0undary")
    #expect {
      try response.decode(Upload.self)
    } throws: { error in
      guard case .undecodableBody(let failure) = error as? APIError else { return false }
      return failure.message == "the multipart answer has no part opened by its boundary"
    }
    let noBoundary = Self.response("", contentType: "multipart/form-data")
    #expect(throws: APIError.self) { try noBoundary.decode([String: String].self) }
  }

  @Test func aPartThatIsNotTheFieldsTypeNamesTheField() {
    let body = Self.part("count", "text/plain", "three") + "--b0undary--\r\n"
    #expect {
      try Self.response(body, contentType: "multipart/form-data; boundary=b0undary").decode(Upload.self)
    } throws: { error in
      guard case .undecodableBody = error as? APIError else { return false }
      return "\(error)".contains("HTTP 200")
    }
  }
}
