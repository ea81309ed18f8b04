import APIRuntime
import FlasggerNotes
import Foundation
import Testing

/// apps/flasgger_notes.py (Flask + flasgger, Swagger 2.0): a spec with `type: int`, untyped header parameters, an
/// undeclared path variable and schema-less answers generates, and every operation works against the app.
@Suite(.serialized) struct FlasggerTests {
  let app: LiveApp
  let client: Client

  init() async throws {
    app = try await LiveApp.reset("LIVE_FLASGGER_URL")
    client = Client(serverURL: app.baseURL)
  }

  @Test func createWithAnUntypedHeaderReadAndDelete() async throws {
    let created = try await client.notes.postNotesResponse(
      xRequestID: "r-1", body: NewNote(pinned: true, stars: 2, text: "milk"))
    #expect(created.status == 201)
    #expect(created.body == Note(pinned: true, stars: 2, text: "milk", id: 1))
    #expect(created.header("X-Echo-Request-Id") == "r-1")
    let post = try await app.onlyRequest()
    #expect(post.method == "POST")
    #expect(post.target == "/notes")
    #expect(
      post.sentHeaders == ["content-type": "application/json", "accept": "application/json", "x-request-id": "r-1"])
    #expect(post.json == ["pinned": true, "stars": 2, "text": "milk"])

    // `note_id` is `type: int` in the spec: an Int parameter.
    let read = try await client.notes.getNotesByNoteID(noteID: 1)
    #expect(read.text == "milk")
    #expect(try await app.onlyRequest().target == "/notes/1")

    try await client.notes.deleteNotesByNoteID(noteID: 1)
    let delete = try await app.onlyRequest()
    #expect(delete.method == "DELETE")
    #expect(delete.target == "/notes/1")

    do throws(APIError) {
      _ = try await client.notes.getNotesByNoteID(noteID: 1)
      Issue.record("a deleted note was read")
    } catch {
      // The 404 is documented without a schema: the error keeps the body as it came.
      guard case .unexpectedStatus(let failure) = error else { throw error }
      #expect(failure.status.code == 404)
      #expect(String(decoding: failure.body, as: UTF8.self) == #"{"message":"note 1 not found"}"# + "\n")
    }
  }

  @Test func anUndeclaredPathVariableIsARequiredParameterSentPercentEncoded() async throws {
    // (Not a `/`: WSGI servers decode `%2F` before Flask routes, so no Flask route can take one.)
    let answer = try await client.notes.getNotesByNoteIDTagsByTag(noteID: 3, tag: "to do ü?", ifNoneMatch: "\"v1\"")
    #expect(answer == .object(["note": .int(3), "tag": .string("to do ü?"), "ifNoneMatch": .string("\"v1\"")]))
    let request = try await app.onlyRequest()
    #expect(request.target == "/notes/3/tags/to%20do%20%C3%BC%3F")
    #expect(request.sentHeaders == ["accept": "application/json", "if-none-match": "\"v1\""])
  }

  @Test func aSchemaLessTextAnswerIsAString() async throws {
    _ = try await client.notes.postNotes(body: NewNote(text: "a"))
    let summary = try await client.notes.getNotesSummary()
    #expect(summary == "1 notes")
  }
}
