import APIRuntime
import Foundation
import HardCasesAPI
import LocalHTTPServer
import Testing

/// `pets/export` documents five answers for one status (JSON, a vendor JSON, another vendor JSON, CSV, PNG) and an
/// empty 204: the caller picks one per call, the pick is what goes out as `Accept`, and the body comes back in the
/// pick's Swift form, read by the `Content-Type` the server sent.
@Suite struct MediaTypeChoiceTests {
  static let petJSON = #"{"id":7,"name":"Rex","kind":"dog"}"#

  /// A server that answers each request by its `Accept`, as a content-negotiating server does.
  func withServer(
    clientAccept: String? = nil,
    _ body: (Client, LocalHTTPServer) async throws -> Void
  ) async throws {
    let server = try await LocalHTTPServer { request in
      let accept = request.header("Accept") ?? ""
      if accept.hasPrefix("application/vnd.acme.pet.v2+json") {
        return .json(#"{"id":7,"legacy_name":"Rex the First"}"#)
      }
      if accept.hasPrefix("text/csv") { return .text("id,name\n7,Rex\n", contentType: "text/csv; charset=utf-8") }
      if accept.hasPrefix("image/png") {
        return LocalHTTPServer.Reply(headers: [("Content-Type", "image/png")], body: [0x89, 0x50, 0x4E, 0x47, 0, 0xFF])
      }
      if accept.hasPrefix("text/plain") { return .text("Rex, a dog") }
      return .json(Self.petJSON)
    }
    var configuration = APIClient.Configuration()
    if let clientAccept { configuration.headers[.accept] = clientAccept }
    let client = Client(serverURL: server.baseURL, configuration: configuration)
    do {
      try await body(client, server)
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
  }

  @Test func eachChoiceIsSentAsAcceptAndReadInItsForm() async throws {
    try await withServer { client, server in
      let pet: Pet? = try await client.pets.export(petID: "7")
      let v2 = try await client.pets.export(petID: "7", as: .pet)
      let csv = try await client.pets.export(petID: "7", as: .csv)
      let png = try await client.pets.export(petID: "7", as: .png)
      let sameAsDefault = try await client.pets.export(petID: "7", as: .json)
      #expect(pet?.name == "Rex")
      #expect(v2?.legacyName == "Rex the First")
      #expect(csv == "id,name\n7,Rex\n")
      #expect(png == Data([0x89, 0x50, 0x4E, 0x47, 0, 0xFF]))
      #expect(sameAsDefault?.id == 7)
      let requests = server.requests
      // Error answers are documented as problem+json, so that media type goes out after the chosen one.
      #expect(
        requests.map { $0.header("Accept") } == [
          "application/json, application/problem+json", "application/vnd.acme.pet.v2+json, application/problem+json",
          "text/csv, application/problem+json", "image/png, application/problem+json",
          "application/json, application/problem+json",
        ])
      for request in requests {
        #expect(request.method == "GET")
        #expect(request.target == "/pets/7/export")
        #expect(request.headers.filter { $0.name.lowercased() == "accept" }.count == 1)
        // The operation declares Accept, Authorization and Content-Type header parameters, required: OpenAPI says
        // they are ignored, so the method takes none and nothing but the choice sets them.
        #expect(request.header("Authorization") == nil)
        #expect(request.header("Content-Type") == nil)
        #expect(request.body.isEmpty)
      }
    }
  }

  @Test func aQueryParameterNamedLikeTheChoiceKeepsItsName() async throws {
    try await withServer { client, server in
      _ = try await client.pets.export(petID: "7", mediaType: "q", as: .csv)
      #expect(server.requests.first?.target == "/pets/7/export?mediaType=q")
      #expect(server.requests.first?.header("Accept") == "text/csv, application/problem+json")
    }
  }

  @Test func anEmptySuccessIsNilInEveryForm() async throws {
    let server = try await LocalHTTPServer { _ in LocalHTTPServer.Reply(status: 204) }
    let client = Client(serverURL: server.baseURL)
    let csv = try await client.pets.export(petID: "7", as: .csv)
    let pet = try await client.pets.export(petID: "7")
    await server.stop()
    #expect(csv == nil)
    #expect(pet == nil)
  }

  @Test func theClientsAcceptYieldsToAPickButNotToTheDefault() async throws {
    try await withServer(clientAccept: "text/plain") { client, server in
      // The plain method's JSON default gives way to the client's Accept; the text answer is then refused as JSON.
      await #expect(throws: APIError.self) { _ = try await client.pets.export(petID: "7") }
      let csv = try await client.pets.export(petID: "7", as: .csv)
      #expect(csv == "id,name\n7,Rex\n")
      #expect(server.requests.map { $0.header("Accept") } == ["text/plain", "text/csv, application/problem+json"])
    }
  }

  @Test func undocumentedMediaTypesThroughTheRuntimesChoices() async throws {
    try await withServer { client, server in
      let text = try await client.pets.export(petID: "7", as: .text("text/plain"))
      let bytes = try await client.pets.export(petID: "7", as: .data("image/png"))
      let pet: Pet? = try await client.pets.export(petID: "7", as: .json("application/vnd.acme.pet+json"))
      #expect(text == "Rex, a dog")
      #expect(bytes?.count == 6)
      #expect(pet?.name == "Rex")
      #expect(
        server.requests.map { $0.header("Accept") } == [
          "text/plain, application/problem+json", "image/png, application/problem+json",
          "application/vnd.acme.pet+json, application/problem+json",
        ])
    }
  }

  @Test func aBodyNotInThePickedFormIsAnErrorThatKeepsTheBody() async throws {
    let server = try await LocalHTTPServer { request in
      request.header("Accept")?.hasPrefix("text/csv") == true
        ? LocalHTTPServer.Reply(headers: [("Content-Type", "image/png")], body: [0x89, 0x50])
        : .text("not json at all")
    }
    let client = Client(serverURL: server.baseURL)
    var failures: [DecodingFailure] = []
    for pick in [0, 1] {
      do {
        if pick == 0 { _ = try await client.pets.export(petID: "7", as: .csv) }
        if pick == 1 { _ = try await client.pets.export(petID: "7", as: .pet) }
        Issue.record("pick \(pick) decoded a body of another form")
      } catch {
        guard case .undecodableBody(let failure) = error else { throw error }
        failures.append(failure)
      }
    }
    await server.stop()
    #expect(
      failures.map(\.message) == [
        "the server sent image/png, which is not text", "the server sent text/plain, which is not JSON",
      ])
    #expect(failures.map(\.body) == [Data([0x89, 0x50]), Data("not json at all".utf8)])
    #expect(failures.first?.snippet == "2 bytes of image/png")
    #expect(failures.first?.request.url.absoluteString.hasSuffix("/pets/7/export") == true)
  }
}
