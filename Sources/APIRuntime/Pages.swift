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

  private let fetch: Fetch
  private let maxPages: Int?
  private var start: PageLink?

  /// Pages read by `fetch`, at most `maxPages` of them (nil: until the last).
  @_spi(Generated) public init(maxPages: Int?, fetch: @escaping Fetch) {
    self.fetch = fetch
    self.maxPages = maxPages
  }

  /// The items of every page, in order.
  public var items: PageItems<Item> { PageItems(pages: self) }

  /// The same pages from `link` on (a page's `nextPageLink`), for a list read a page at a time across calls: the
  /// first request goes to the link as the server wrote it. Nil: from the first page.
  public func resuming(at link: PageLink?) -> Pages {
    var pages = self
    pages.start = link
    return pages
  }

  public func makeAsyncIterator() -> Iterator { Iterator(fetch: fetch, remaining: maxPages, start: start) }

  public struct Iterator: AsyncIteratorProtocol {
    public typealias Element = APIResponse<[Item]>
    public typealias Failure = APIError

    private let fetch: Fetch
    private var remaining: Int?
    private var next: PageLink?
    private var started = false
    private var finished = false
    private var visited: Set<String> = []

    init(fetch: @escaping Fetch, remaining: Int?, start: PageLink?) {
      self.fetch = fetch
      self.remaining = remaining
      self.next = start
    }

    public mutating func next() async throws(APIError) -> APIResponse<[Item]>? { try await next(isolation: nil) }

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(APIError) -> APIResponse<
      [Item]
    >? {
      guard !finished, (remaining ?? 1) > 0, !started || next != nil else { return nil }
      started = true
      remaining = remaining.map { $0 - 1 }
      let page: APIResponse<[Item]>
      do {
        page = try await fetch(next)
      } catch {
        finished = true
        throw error
      }
      next = nil
      if let source = page.url {
        visited.insert(source.absoluteString)
        if let link = page.nextPageLink, !visited.contains(link.target.absoluteString) { next = link }
      }
      if next == nil { finished = true }
      return page
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
