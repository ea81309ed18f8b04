import APIRuntime
import FastAPIFlows
import Foundation
import Testing

/// apps/fastapi_flows.py under uvicorn: the SDK generated from the spec FastAPI serves, every operation called.
@Suite(.serialized) struct FastAPITests {
  let app: LiveApp
  let client: Client

  init() async throws {
    app = try await LiveApp.reset("LIVE_FASTAPI_URL")
    client = Client(serverURL: app.baseURL)
  }

  static let startsAt = Date(timeIntervalSince1970: 1_795_600_000.25)

  func createNightly() async throws -> APIResponse<Flow> {
    try await client.flows.createFlowResponse(
      body: FlowCreate(name: "nightly", kind: .batch, startsAt: Self.startsAt, value: .int(3)))
  }

  @Test func aCreateAnsweredWith201DecodesAsTheDocumented200Body() async throws {
    let response = try await createNightly()
    #expect(response.status == 201)
    #expect(response.body.id == 1)
    #expect(response.body.name == "nightly")
    #expect(response.body.kind == .batch)
    #expect(response.body.value == .int(3))
    #expect(response.body.note == nil)
    #expect(response.body.startsAt == Self.startsAt)
    // Made by the server with microseconds and a +02:00 offset.
    #expect(response.body.createdAt == (try isoDate("2026-11-25T08:15:30.123456Z")))

    let request = try await app.onlyRequest()
    #expect(request.method == "POST")
    #expect(request.target == "/flows/")
    #expect(request.sentHeaders == ["content-type": "application/json", "accept": "application/json"])
    #expect(
      request.json == ["name": "nightly", "kind": "batch", "starts_at": "2026-11-25T09:46:40.25Z", "value": 3])
  }

  @Test func readAndTheFrameworksOwn404() async throws {
    _ = try await createNightly()
    _ = try await app.recorded()
    let flow = try await client.flows.readFlow(flowID: 1)
    #expect(flow.name == "nightly")
    let request = try await app.onlyRequest()
    #expect(request.method == "GET")
    #expect(request.target == "/flows/1")
    #expect(request.sentHeaders == ["accept": "application/json"])
    #expect(request.body.isEmpty)

    do throws(APIError) {
      _ = try await client.flows.readFlow(flowID: 99)
      Issue.record("a missing flow was read")
    } catch {
      #expect(error.status?.code == 404)
      #expect(error.fastAPIFlows.notFound?.detail == "flow 99 not found")
    }
  }

  @Test func theFrameworks422IsATypedValidationError() async throws {
    do throws(APIError) {
      _ = try await client.flows.listFlows(limit: 1000)
      Issue.record("a limit over the maximum was accepted")
    } catch {
      #expect(error.status?.code == 422)
      let detail = try #require(error.fastAPIFlows.httpValidationError?.detail?.first)
      #expect(detail.loc == [.string("query"), .string("limit")])
      #expect(detail.type == "less_than_equal")
    }
    let request = try await app.onlyRequest()
    #expect(request.target == "/flows/?limit=1000")
  }

  @Test func upsertAnswers201ThenA200WithANaiveUpdateTime() async throws {
    let body = FlowCreate(name: "hourly", kind: .stream, startsAt: Self.startsAt, value: .string("x"), note: "n")
    let created = try await client.flows.upsertFlowResponse(flowID: 7, body: body)
    #expect(created.status == 201)
    #expect(created.body.updatedAt == nil)
    let replaced = try await client.flows.upsertFlowResponse(flowID: 7, body: body)
    #expect(replaced.status == 200)
    #expect(replaced.body.value == .string("x"))
    // `2026-11-25T09:00:00.500000` has no zone: read as UTC.
    #expect(replaced.body.updatedAt == (try isoDate("2026-11-25T09:00:00.5Z")))
    let requests = try await app.recorded()
    #expect(requests.map(\.method) == ["PUT", "PUT"])
    #expect(requests.map(\.target) == ["/flows/7", "/flows/7"])
    #expect(
      requests.first?.json
        == ["name": "hourly", "kind": "stream", "starts_at": "2026-11-25T09:46:40.25Z", "value": "x", "note": "n"])
  }

  @Test func aValueReadBackHasTheTypeOfTheOneSent() async throws {
    let sent: Value = .string("abc")
    let flow = try await client.flows.createFlow(
      body: FlowCreate(name: "n", kind: .batch, startsAt: Self.startsAt, value: sent))
    let read: Value? = flow.value
    #expect(read == sent)
  }

  @Test func aPagedListWithAnEnumFilter() async throws {
    for index in 1...3 {
      _ = try await client.flows.createFlow(
        body: FlowCreate(name: "f\(index)", kind: index == 2 ? .stream : .batch, startsAt: Self.startsAt))
    }
    _ = try await app.recorded()
    let first = try await client.flows.listFlows(offset: 0, limit: 1, kind: .batch)
    #expect(first.items.map(\.name) == ["f1"])
    #expect(first.total == 2)
    #expect(first.nextOffset == 1)
    let second = try await client.flows.listFlows(offset: first.nextOffset, limit: 1, kind: .batch)
    #expect(second.items.map(\.name) == ["f3"])
    #expect(second.nextOffset == nil)
    let requests = try await app.recorded()
    #expect(requests.map(\.target) == ["/flows/?offset=0&limit=1&kind=batch", "/flows/?offset=1&limit=1&kind=batch"])
  }

  @Test func deleteAnswers204() async throws {
    _ = try await createNightly()
    _ = try await app.recorded()
    let response = try await client.flows.deleteFlowResponse(flowID: 1)
    #expect(response.status == 204)
    let request = try await app.onlyRequest()
    #expect(request.method == "DELETE")
    #expect(request.target == "/flows/1")
    // No Accept from the SDK (nothing is documented to come back); URLSession's own default is all that goes.
    #expect(request.sentHeaders == ["accept": "*/*"])
    do throws(APIError) {
      try await client.flows.deleteFlow(flowID: 1)
      Issue.record("a deleted flow was deleted again")
    } catch {
      #expect(error.fastAPIFlows.notFound?.detail == "flow 1 not found")
    }
  }

  @Test func aFileUploadIsMultipartWithTheBytesAsAFile() async throws {
    let bytes = Data([0x25, 0x50, 0x44, 0x46, 0x00, 0xFF])
    let attachment = try await client.flows.uploadAttachment(flowID: 4, body: UploadAttachmentBody(file: bytes))
    #expect(attachment.flowID == 4)
    #expect(attachment.size == bytes.count)
    #expect(attachment.filename == "file")
    #expect(attachment.contentType == "application/octet-stream")
    let request = try await app.onlyRequest()
    #expect(request.target == "/flows/4/attachment")
    let contentType = try #require(request.header("content-type"))
    #expect(contentType.hasPrefix("multipart/form-data; boundary="))
    let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
    var expected = Data(
      "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"file\"\r\nContent-Type: application/octet-stream\r\n\r\n"
        .utf8)
    expected.append(bytes)
    expected.append(Data("\r\n--\(boundary)--\r\n".utf8))
    #expect(request.body == expected)
  }

  @Test func aSchemaLessAnswerIsAJSONValue() async throws {
    _ = try await createNightly()
    let stats = try await client.stats.readStats()
    #expect(stats == .object(["flows": .int(1), "kinds": .object(["batch": .int(1)])]))
  }

  // The shapes real applications showed (issue 65), each in the app as its framework writes it.

  @Test func a401WithAChallengeIsAnsweredAtOnceAsATypedError() async throws {
    do throws(APIError) {
      _ = try await client.accounts.readMe()
      Issue.record("read without a token")
    } catch {
      // Before, URLSession on Linux waited for the challenge to be answered until the request's deadline.
      #expect(error.status?.code == 401)
      #expect(error.fastAPIFlows.notFound?.detail == "not signed in")
    }
    do throws(APIError) {
      _ = try await client.accounts.readAdmin()
      Issue.record("read without a password")
    } catch {
      #expect(error.status?.code == 401)
    }
    let signedIn = Client(
      serverURL: app.baseURL,
      credentials: [Credentials.httpBearer("flows-token"), Credentials.httpBasic(user: "ada", password: "lovelace")])
    #expect(try await signedIn.accounts.readMe().name == "ada")
    #expect(try await signedIn.accounts.readAdmin().name == "ada")
    let requests = try await app.recorded()
    #expect(requests.map(\.target) == ["/me", "/admin", "/me", "/admin"])
    #expect(
      requests.map(\.sentHeaders) == [
        ["accept": "application/json"], ["accept": "application/json"],
        ["accept": "application/json", "authorization": "Bearer flows-token"],
        ["accept": "application/json", "authorization": "Basic YWRhOmxvdmVsYWNl"],
      ])
  }

  @Test func aUUIDGoesOutInLowerCaseInThePathAndTheBody() async throws {
    let parent = try await client.sessions.createSession(body: SessionCreate(flowID: 1))
    let child = try await client.sessions.createSession(
      body: SessionCreate(flowID: 2, parent: parent.id, labels: [nil, Label(text: "a")]))
    // The server looks sessions up by the text sent: an upper-case UUID is no session there.
    let read = try await client.sessions.readSession(sessionID: child.id)
    #expect(read.parent == parent.id)
    #expect(read.labels == [nil, Label(text: "a")])
    let requests = try await app.recorded()
    let parentText = parent.id.uuidString.lowercased()
    #expect(requests.map(\.method) == ["POST", "POST", "GET"])
    #expect(requests[0].json == ["flow_id": 1])
    #expect(
      requests[1].json == ["flow_id": 2, "parent": parentText, "labels": [NSNull(), ["text": "a"]]])
    #expect(requests[2].target == "/sessions/\(child.id.uuidString.lowercased())")
  }

  @Test func aFormPropertyEncodedAsADeepObjectGoesInBrackets() async throws {
    let session = try await client.sessions.createSession(body: SessionCreate(flowID: 1))
    _ = try await app.recorded()
    let note = try await client.sessions.addNote(
      sessionID: session.id,
      body: SessionsAPI.AddNote.Body(text: "hi there", author: .init(name: "Ada", email: "ada@example.com")))
    #expect(note.text == "hi there")
    #expect(note.authorName == "Ada")
    #expect(note.authorEmail == "ada@example.com")
    let request = try await app.onlyRequest()
    #expect(request.target == "/sessions/\(session.id.uuidString.lowercased())/notes")
    #expect(request.header("content-type") == "application/x-www-form-urlencoded")
    // Fields in key order, as the runtime's form encoder writes them.
    #expect(
      String(decoding: request.body, as: UTF8.self)
        == "author%5Bemail%5D=ada%40example.com&author%5Bname%5D=Ada&text=hi%20there")
  }

  @Test func anAcceptHeaderParameterIsLeftOutAndTheDocumentedTypeAsked() async throws {
    // `readConfig(section:)` has no `accept:`: the server's text/plain answer is never asked for.
    let setting = try await client.config.readConfig(section: "cache")
    #expect(setting == Setting(section: "cache", value: "on"))
    let request = try await app.onlyRequest()
    #expect(request.target == "/config/cache")
    #expect(request.sentHeaders == ["accept": "application/json"])
  }

  @Test func twoStatusesAnsweringOneSchemaReturnOneTypeAndOneErrorTypeForAll() async throws {
    let created = try await client.buckets.putBucketResponse(name: "logs", body: PutBucketBody(size: 3))
    #expect(created.status == 201)
    let replaced = try await client.buckets.putBucket(name: "logs", body: PutBucketBody(size: 4))
    // One type for both statuses: the method returns it, not an outcome of two copies.
    #expect([created.body, replaced].map(\.size) == [3, 4])
    do throws(APIError) {
      _ = try await client.buckets.putBucket(name: "locked", body: PutBucketBody(size: 1))
      Issue.record("a locked bucket was written")
    } catch {
      #expect(error.status?.code == 409)
      #expect(error.fastAPIFlows.errorResponse?.detail == "bucket locked is read-only")
    }
    do throws(APIError) {
      _ = try await client.sessions.readSession(sessionID: UUID())
      Issue.record("a missing session was read")
    } catch {
      // The same inline object another operation documents, read through the same accessor.
      #expect(error.status?.code == 404)
      #expect(error.fastAPIFlows.errorResponse?.detail.hasPrefix("no session ") == true)
    }
    let requests = try await app.recorded()
    #expect(requests.map(\.target).prefix(3) == ["/buckets/logs", "/buckets/logs", "/buckets/locked"])
    #expect(requests.first?.json == ["size": 3])
  }
}
