import Foundation
import HTTPTypes
import OpenAPIRuntime

/// An answer whose head has arrived and whose body is still to be read: collected whole for the buffered path, or
/// handed to a stream.
struct OpenedResponse: Sendable {
  var response: HTTPResponse
  var body: HTTPBody?
  /// The request, with the URL that answered.
  var request: RequestContext

  /// Reads the whole body, at most `limit` bytes.
  func collected(upTo limit: Int) async throws(APIError) -> RawResponse {
    var data = Data()
    if let body {
      do {
        data = try await Data(collecting: body, upTo: limit)
      } catch {
        throw APIClient.failure(error, request)
      }
    }
    return RawResponse(status: response.status.code, headers: response.headerFields, body: data, request: request)
  }

  /// The head alone, with an empty body.
  var head: RawResponse {
    RawResponse(status: response.status.code, headers: response.headerFields, body: Data(), request: request)
  }
}
