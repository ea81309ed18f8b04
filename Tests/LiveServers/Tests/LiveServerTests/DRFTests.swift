import APIRuntime
import DRFBooks
import Foundation
import Testing

/// apps/drf_books.py (Django REST framework + drf-spectacular, OpenAPI 3.0.3): ids that repeat the path read as
/// the viewset's actions, `oneOf: [MoodEnum, NullEnum]` as an optional enum, and every operation works.
@Suite(.serialized) struct DRFTests {
  let app: LiveApp
  let client: Client

  init() async throws {
    app = try await LiveApp.reset("LIVE_DRF_URL")
    client = Client(serverURL: app.baseURL)
  }

  static let publishedAt = Date(timeIntervalSince1970: 1_795_600_000.5)

  func create(_ title: String, mood: MoodEnum? = nil) async throws -> APIResponse<Book> {
    try await client.books.createResponse(
      body: BookRequest(title: title, genre: .poetry, mood: mood, publishedAt: Self.publishedAt))
  }

  @Test func createAnswers201WithTheServersTimesInItsZone() async throws {
    let created = try await create("Odes", mood: .calm)
    #expect(created.status == 201)
    #expect(created.body.id == 1)
    #expect(created.body.genre == .poetry)
    #expect(created.body.mood == .calm)
    #expect(created.body.subtitle == nil)
    #expect(created.body.publishedAt == Self.publishedAt)
    // Sent back in Europe/Berlin (+01:00) with microseconds.
    #expect(created.body.addedAt == (try isoDate("2026-11-25T10:15:30.123456Z")))
    let request = try await app.onlyRequest()
    #expect(request.method == "POST")
    #expect(request.target == "/api/books/")
    #expect(request.sentHeaders == ["content-type": "application/json", "accept": "application/json"])
    #expect(
      request.json == ["title": "Odes", "genre": "poetry", "mood": "calm", "published_at": "2026-11-25T09:46:40.5Z"])
  }

  @Test func aNullMoodIsNil() async throws {
    let created = try await create("Plain")
    #expect(created.body.mood == nil)
    let read = try await client.books.retrieve(id: created.body.id)
    #expect(read.mood == nil)
    #expect(read.title == "Plain")
  }

  @Test func aPagedListFollowsItsNextLink() async throws {
    for title in ["a", "b", "c"] { _ = try await create(title) }
    _ = try await app.recorded()
    let first = try await client.books.list()
    #expect(first.count == 3)
    #expect(first.results.map(\.title) == ["a", "b"])
    let next = try #require(first.next)
    let offset = try #require(
      URLComponents(url: next, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "offset" }?.value)
    let second = try await client.books.list(limit: 2, offset: Int(offset))
    #expect(second.results.map(\.title) == ["c"])
    #expect(second.next == nil)
    let requests = try await app.recorded()
    #expect(requests.map(\.target) == ["/api/books/", "/api/books/?limit=2&offset=2"])
  }

  @Test func updatePartialUpdateAndDestroy() async throws {
    let id = try await create("Draft").body.id
    _ = try await app.recorded()
    let updated = try await client.books.update(
      id: id, body: BookRequest(title: "Final", genre: .fiction, subtitle: "a novel", publishedAt: Self.publishedAt))
    #expect(updated.title == "Final")
    #expect(updated.subtitle == "a novel")
    let patched = try await client.books.partialUpdate(id: id, body: PatchedBookRequest(title: "Final, revised"))
    #expect(patched.title == "Final, revised")
    #expect(patched.genre == .fiction)
    let deleted = try await client.books.destroyResponse(id: id)
    #expect(deleted.status == 204)
    let requests = try await app.recorded()
    #expect(requests.map(\.method) == ["PUT", "PATCH", "DELETE"])
    #expect(requests.map(\.target) == ["/api/books/1/", "/api/books/1/", "/api/books/1/"])
    #expect(requests[1].json == ["title": "Final, revised"])
    #expect(requests[2].body.isEmpty)
  }

  @Test func theFrameworksOwnErrorsKeepTheirBodies() async throws {
    do throws(APIError) {
      _ = try await client.books.retrieve(id: 9)
      Issue.record("a missing book was read")
    } catch {
      guard case .unexpectedStatus(let failure) = error else { throw error }
      #expect(failure.status.code == 404)
      #expect(String(decoding: failure.body, as: UTF8.self) == #"{"detail":"no book 9"}"#)
    }
    do throws(APIError) {
      _ = try await client.books.create(body: BookRequest(title: "", genre: .poetry, publishedAt: Self.publishedAt))
      Issue.record("an empty title was accepted")
    } catch {
      guard case .unexpectedStatus(let failure) = error else { throw error }
      #expect(failure.status.code == 400)
      #expect(String(decoding: failure.body, as: UTF8.self) == #"{"title":["This field may not be blank."]}"#)
    }
  }

  @Test func aCoverUploadIsMultipart() async throws {
    let id = try await create("Pictures").body.id
    _ = try await app.recorded()
    let receipt = try await client.books.coverCreate(id: id, body: CoverRequest(image: Data([0x89, 0x50, 0x4E, 0x47])))
    #expect(receipt == CoverReceipt(book: id, name: "image", size: 4))
    let request = try await app.onlyRequest()
    #expect(request.target == "/api/books/1/cover/")
    #expect(request.header("content-type")?.hasPrefix("multipart/form-data; boundary=") == true)
  }

  @Test func theSchemaOperationAnswersTheSpec() async throws {
    let schema = try await client.schema.retrieve(format: .json)
    #expect(schema["openapi"] == .string("3.0.3"))
    #expect(try await app.recorded().isEmpty)  // The spec's own address is not recorded.
  }
}
