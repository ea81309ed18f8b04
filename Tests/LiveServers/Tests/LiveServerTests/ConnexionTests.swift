import APIRuntime
import ConnexionPets
import Foundation
import Testing

/// apps/connexion_pets.py (Connexion 3, spec-first): the spec it serves has every `$ref` written out in place,
/// yet the SDK has one `Pet`; dotted ids name methods after the Python function; errors are problem+json.
@Suite(.serialized) struct ConnexionTests {
  let app: LiveApp
  let client: Client

  init() async throws {
    app = try await LiveApp.reset("LIVE_CONNEXION_URL")
    client = Client(serverURL: app.baseURL)
  }

  static let bornAt = Date(timeIntervalSince1970: 1_700_000_000.125)

  @Test func createReadAndDeleteWithOneTypePerSchema() async throws {
    let created = try await client.pets.createPetResponse(
      body: NewPet(name: "Rex", species: .dog, nickname: nil, tag: .int(7), bornAt: Self.bornAt))
    #expect(created.status == 201)
    let pet: Pet = created.body
    #expect(pet == Pet(name: "Rex", species: .dog, tag: .int(7), bornAt: Self.bornAt, id: 1))
    let post = try await app.onlyRequest()
    #expect(post.method == "POST")
    #expect(post.target == "/pets")
    #expect(post.sentHeaders == ["content-type": "application/json", "accept": "application/json"])
    #expect(post.json == ["name": "Rex", "species": "dog", "tag": 7, "born_at": "2023-11-14T22:13:20.125Z"])

    let read = try await client.pets.getPet(petID: 1)
    #expect(read == pet)
    #expect(try await app.onlyRequest().target == "/pets/1")

    let deleted = try await client.pets.deletePetResponse(petID: 1)
    #expect(deleted.status == 204)
    let delete = try await app.onlyRequest()
    #expect(delete.method == "DELETE")
    #expect(delete.target == "/pets/1")
  }

  @Test func problemsAreTypedErrors() async throws {
    do throws(APIError) {
      _ = try await client.pets.getPet(petID: 9)
      Issue.record("a missing pet was read")
    } catch {
      #expect(error.status?.code == 404)
      #expect(error.connexionPets.problem?.detail == "no pet 9")
    }
    do throws(APIError) {
      _ = try await client.pets.createPet(body: NewPet(name: "", species: .cat))
      Issue.record("an empty name was accepted")
    } catch {
      #expect(error.status?.code == 400)
      #expect(error.connexionPets.problem?.title == "Bad Request")
    }
  }

  @Test func aPagedListWithAnEnumFilter() async throws {
    for (name, species) in [("a", Species.cat), ("b", .dog), ("c", .cat), ("d", .cat)] {
      _ = try await client.pets.createPet(body: NewPet(name: name, species: species))
    }
    _ = try await app.recorded()
    let page = try await client.pets.listPets(limit: 2, offset: 1, species: .cat)
    #expect(page.items.map(\.name) == ["c", "d"])
    #expect(page.total == 3)
    #expect(try await app.onlyRequest().target == "/pets?limit=2&offset=1&species=cat")
  }

  @Test func aMultipartUploadWithASchemaLessAnswer() async throws {
    let answer = try await client.pets.putPhoto(
      petID: 3, body: .init(photo: Data([0xFF, 0xD8, 0xFF, 0x00, 0x10]), caption: "at the beach"))
    #expect(answer == .object(["pet": .int(3), "bytes": .int(5), "caption": .string("at the beach")]))
    let request = try await app.onlyRequest()
    #expect(request.method == "PUT")
    #expect(request.target == "/pets/3/photo")
    #expect(request.header("content-type")?.hasPrefix("multipart/form-data; boundary=") == true)
    #expect(request.bodyText.contains(#"name="caption""#))
  }
}
