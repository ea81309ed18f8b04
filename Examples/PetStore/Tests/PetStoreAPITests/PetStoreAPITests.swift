import APIRuntime
import LocalHTTPServer
import PetStoreAPI
import Testing

@Suite struct PetStoreAPITests {
  @Test func getsAPetFromALocalServer() async throws {
    let server = try await LocalHTTPServer { request in
      request.target == "/pets/7"
        ? .json(#"{"id": 7, "name": "Tom", "kind": "cat", "born": "2020-02-29"}"#)
        : .json(#"{"message": "no such pet"}"#, status: 404)
    }
    let client = Client.petStore(at: server.baseURL)
    let pet = try await client.pets.getPet(petID: 7)
    #expect(pet.id == 7)
    #expect(pet.name == "Tom")
    #expect(pet.kind == .cat)
    #expect(server.requests.first?.method == "GET")

    await #expect(throws: APIError.self) { try await client.pets.getPet(petID: 8) }
    await server.stop()
  }
}
