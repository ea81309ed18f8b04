import APIMock
import APIRuntime
import Foundation
import PetStoreAPI
import Testing

/// The generated SDK against `apigen mock` of its own description, in process: the pets in `MockData` are pinned
/// answers, everything else is made from the spec, and every request is checked against it.
@Suite struct PetStoreAPITests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let spec = here.appendingPathComponent("../../Sources/PetStoreAPI/openapi.yaml").standardizedFileURL

  @Test func getsAPetFromTheMock() async throws {
    let server = try await MockServer(
      spec: Self.spec, data: Self.here.appendingPathComponent("MockData"), keepingRequests: 4)
    let client = Client.petStore(at: server.url)

    let pet = try await client.pets.getPet(petID: 7)
    #expect(pet.id == 7)
    #expect(pet.name == "Tom")
    #expect(pet.kind == .cat)
    #expect(server.requests.first?.method.rawValue == "GET")
    #expect(server.requests.first?.target == "/pets/7")

    do {
      _ = try await client.pets.getPet(petID: 8)
      Issue.record("pet 8 was found")
    } catch {
      #expect(error.status?.code == 404)
      #expect(error.petStoreAPI.problem?.message == "no such pet")
    }
    await server.stop()
  }
}
