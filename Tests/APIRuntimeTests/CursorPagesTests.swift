@_spi(Generated) import APIRuntime
import Foundation
import HardCasesAPI
import LocalHTTPServer
import Testing

/// Pages that go on by a cursor in the answer's body, configured in apigen.yaml: a payment API's `starting_after`
/// the last element's id with `has_more`, and a chat API's `response_metadata.next_cursor`, empty on the last page.
@Suite struct CursorPagesTests {
  static func client(_ server: LocalHTTPServer) -> Client {
    Client(serverURL: server.baseURL, configuration: TransportUnderTest.configuration())
  }

  static func query(_ target: String, _ name: String) -> String? {
    URLComponents(string: target)?.queryItems?.first { $0.name == name }?.value
  }

  @Test func theLastElementsIdAsksForTheNextPageUntilHasMoreIsFalse() async throws {
    // Three pages of two customers: c1 c2 | c3 c4 | c5 c6.
    let server = try await LocalHTTPServer { request in
      let after = Self.query(request.target, "starting_after")
      let first = after.flatMap { Int($0.dropFirst()) }.map { $0 + 1 } ?? 1
      let ids = [first, first + 1].map { #"{"id": "c\#($0)"}"# }.joined(separator: ", ")
      return .json(#"{"data": [\#(ids)], "has_more": \#(first < 5)}"#)
    }
    defer { Task { await server.stop() } }
    var ids: [String] = []
    for try await customer in Self.client(server).customers.listPages(limit: 2).items { ids.append(customer.id) }
    #expect(ids == ["c1", "c2", "c3", "c4", "c5", "c6"])
    #expect(
      server.requests.map(\.target) == [
        "/customers?limit=2", "/customers?limit=2&starting_after=c2", "/customers?limit=2&starting_after=c4",
      ])
  }

  @Test func aPrefixStopsAtThePageItNeeds() async throws {
    let server = try await LocalHTTPServer { request in
      let after = Self.query(request.target, "starting_after")
      let first = after.flatMap { Int($0.dropFirst()) }.map { $0 + 1 } ?? 1
      let ids = (first..<first + 10).map { #"{"id": "c\#($0)"}"# }.joined(separator: ", ")
      return .json(#"{"data": [\#(ids)], "has_more": true}"#)
    }
    defer { Task { await server.stop() } }
    var count = 0
    for try await _ in Self.client(server).customers.listPages().items.prefix(15) { count += 1 }
    #expect(count == 15)
    #expect(server.requests.count == 2)
  }

  @Test func anEmptyNextCursorEndsTheSequence() async throws {
    let server = try await LocalHTTPServer { request in
      switch Self.query(request.target, "cursor") {
      case nil:
        return .json(#"{"ok": true, "channels": [{"id": "C1"}], "response_metadata": {"next_cursor": "dGVhbTpD"}}"#)
      case "dGVhbTpD"?:
        return .json(#"{"ok": true, "channels": [{"id": "C2"}], "response_metadata": {"next_cursor": ""}}"#)
      default: return .json(#"{"ok": false}"#, status: 400)
      }
    }
    defer { Task { await server.stop() } }
    var ids: [String] = []
    for try await channel in Self.client(server).conversations.listPages().items { ids.append(channel.id) }
    #expect(ids == ["C1", "C2"])
    #expect(server.requests.map(\.target) == ["/conversations", "/conversations?cursor=dGVhbTpD"])
  }
}
