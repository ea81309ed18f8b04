import Foundation

/// Every page of a list operation that pages with the `Link` header (RFC 8288), as GitHub's do: the first request
/// is the operation's own, each later one goes to the server's `rel="next"` URL exactly as the server wrote it (its
/// query untouched, so a cursor or signature in it survives), and the sequence ends on the page without one.
///
/// Pages are fetched one at a time, when the consumer asks for the next one: stop iterating (or take a `prefix`)
/// and no further request is sent; cancel the task and the next request is not sent either. A failed page ends
/// the sequence with its `APIError`. A `next` link to a page already read ends the sequence too (a server that
/// links in a circle would otherwise be read forever).
///
/// ```swift
/// for try await repository in client.repos.listForUserPages(username: "octocat").items { … }
/// let first35 = client.repos.listForUserPages(username: "octocat").items.prefix(35)   // two requests of 30
/// ```
public struct Pages<Item: Sendable>: AsyncSequence, Sendable {
  public typealias Element = APIResponse<[Item]>
  public typealias Failure = APIError
  /// Sends the operation's request, or a request to `link` when set, and decodes the answer.
  @_spi(Generated) public typealias Fetch =
    @Sendable (_ link: PageLink?) async throws(APIError) -> APIResponse<
      [Item]
    >

  /// One page read, what identifies it, and how to read the next one (nil: it was the last).
  struct Step: Sendable {
    var page: APIResponse<[Item]>
    /// The URL or cursor that asked for the page.
    var key: String
    var nextKey: String?
    var next: Fetcher?
  }
  typealias Fetcher = @Sendable () async throws(APIError) -> Step

  private let first: @Sendable (_ start: PageLink?) -> Fetcher
  private let maxPages: Int?
  private var start: PageLink?

  /// Pages that follow the `Link` header's `rel="next"`, read by `fetch`, at most `maxPages` of them (nil: until
  /// the last).
  @_spi(Generated) public init(maxPages: Int?, fetch: @escaping Fetch) {
    self.maxPages = maxPages
    first = { start in Self.following(fetch, start) }
  }

  /// Pages that go on with a cursor the answer carries: `fetch` reads the page for a cursor (nil: the operation's
  /// own request) and says the next cursor (nil or empty: it was the last page).
  @_spi(Generated) public init<Cursor: Sendable & Hashable>(
    maxPages: Int?, cursor fetch: @escaping @Sendable (Cursor?) async throws(APIError) -> (APIResponse<[Item]>, Cursor?)
  ) {
    self.maxPages = maxPages
    first = { _ in Self.cursored(fetch, nil) }
  }

  private static func following(_ fetch: @escaping Fetch, _ link: PageLink?) -> Fetcher {
    { () async throws(APIError) -> Step in
      let page = try await fetch(link)
      let next = page.nextPageLink
      return Step(
        page: page, key: page.url?.absoluteString ?? link?.target.absoluteString ?? "",
        nextKey: next?.target.absoluteString, next: next.map { following(fetch, $0) })
    }
  }

  private static func cursored<Cursor: Sendable & Hashable>(
    _ fetch: @escaping @Sendable (Cursor?) async throws(APIError) -> (APIResponse<[Item]>, Cursor?),
    _ cursor: Cursor?
  ) -> Fetcher {
    { () async throws(APIError) -> Step in
      var (page, next) = try await fetch(cursor)
      // An empty cursor (as some APIs send on the last page) says there is no next page.
      if let text = next as? String, text.isEmpty { next = nil }
      return Step(
        page: page, key: cursor.map { "\($0)" } ?? "", nextKey: next.map { "\($0)" },
        next: next.map { cursored(fetch, $0) })
    }
  }

  /// The items of every page, in order.
  public var items: PageItems<Item> { PageItems(pages: self) }

  /// The same pages from `link` on (a page's `nextPageLink`), for a list read a page at a time across calls: the
  /// first request goes to the link as the server wrote it. Nil: from the first page. Pages that go on by cursor
  /// ignore it.
  public func resuming(at link: PageLink?) -> Pages {
    var pages = self
    pages.start = link
    return pages
  }

  public func makeAsyncIterator() -> Iterator { Iterator(next: first(start), remaining: maxPages) }

  public struct Iterator: AsyncIteratorProtocol {
    public typealias Element = APIResponse<[Item]>
    public typealias Failure = APIError

    private var next: Fetcher?
    private var remaining: Int?
    private var visited: Set<String> = []

    init(next: Fetcher?, remaining: Int?) {
      self.next = next
      self.remaining = remaining
    }

    public mutating func next() async throws(APIError) -> APIResponse<[Item]>? { try await next(isolation: nil) }

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(APIError) -> APIResponse<
      [Item]
    >? {
      guard let fetch = next, (remaining ?? 1) > 0 else { return nil }
      next = nil
      remaining = remaining.map { $0 - 1 }
      let step = try await fetch()
      visited.insert(step.key)
      if let key = step.nextKey, !visited.contains(key) { next = step.next }
      return step.page
    }
  }
}

/// The items of every page of a `Pages`, in order; a page is fetched when the items before it are used up.
public struct PageItems<Item: Sendable>: AsyncSequence, Sendable {
  public typealias Element = Item
  public typealias Failure = APIError

  let pages: Pages<Item>

  public func makeAsyncIterator() -> Iterator { Iterator(pages: pages.makeAsyncIterator()) }

  public struct Iterator: AsyncIteratorProtocol {
    public typealias Element = Item
    public typealias Failure = APIError

    private var pages: Pages<Item>.Iterator
    private var buffer: [Item] = []
    private var index = 0

    init(pages: Pages<Item>.Iterator) { self.pages = pages }

    public mutating func next() async throws(APIError) -> Item? { try await next(isolation: nil) }

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(APIError) -> Item? {
      while index == buffer.count {
        guard let page = try await pages.next(isolation: actor) else { return nil }
        buffer = page.body
        index = 0
      }
      defer { index += 1 }
      return buffer[index]
    }
  }
}

/// Where a list continues: a `rel="next"` link as the server wrote it, and the URL whose answer gave it (a relative
/// link resolves against it, and credentials go to the link only when it has the same origin).
public struct PageLink: Sendable, Hashable {
  public var url: URL
  public var source: URL

  public init(url: URL, source: URL) {
    self.url = url
    self.source = source
  }

  /// The absolute URL the link names.
  public var target: URL { URL(string: url.absoluteString, relativeTo: source)?.absoluteURL ?? url }
}

extension APIResponse {
  /// The `Link` header's `rel="next"` link with the URL that answered: where `Pages.resuming(at:)` goes on.
  public var nextPageLink: PageLink? {
    guard let next = links["next"], let url else { return nil }
    return PageLink(url: next, source: url)
  }
}

extension APIRequest {
  /// Sends the request to the server's `next` link instead of the operation's path and query (its headers and
  /// body stay). Nil changes nothing.
  public mutating func follow(_ link: PageLink?) {
    guard let link else { return }
    guard let target = RedirectTarget(location: link.url.absoluteString, from: link.source) else {
      problem = problem ?? .invalid("the server's next-page link '\(link.url.absoluteString)' is not an http(s) URL")
      return
    }
    path = APIPath(stringLiteral: target.pathAndQuery)
    query = []
    server = Origin(target.url).url.absoluteString
    serverIsFinal = true
    credentialOrigin = link.source
  }
}
