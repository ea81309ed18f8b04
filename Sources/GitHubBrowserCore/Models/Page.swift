import APIRuntime
import Foundation

/// One page of a paginated list, and where the list goes on when GitHub's `Link` header says it does.
public struct Page<Item: Sendable & Hashable>: Sendable, Hashable {
  public var items: [Item]
  public var next: NextPage?

  public init(items: [Item], next: NextPage? = nil) {
    self.items = items
    self.next = next
  }

  /// A page of a list read by page number (search).
  public init(items: [Item], nextPage: Int?) {
    self.init(items: items, next: nextPage.map(NextPage.number))
  }

  /// The next page's number, for lists read by page number.
  public var nextPage: Int? { next?.number }
}

/// Where a paginated list goes on: a page number for search, which pages by `page:`, or the server's own `next`
/// link for lists the SDK reads as page sequences (a user's repositories), followed exactly as GitHub wrote it.
public enum NextPage: Sendable, Hashable {
  case number(Int)
  case link(PageLink)

  public var number: Int? {
    if case .number(let number) = self { number } else { nil }
  }

  public var link: PageLink? {
    if case .link(let link) = self { link } else { nil }
  }
}

extension APIResponse {
  /// The `page` query parameter of the `Link` header's `rel="next"` URL (search answers are objects, which the SDK
  /// does not read as page sequences yet).
  var nextPage: Int? {
    guard let next = links["next"],
      let items = URLComponents(url: next, resolvingAgainstBaseURL: false)?.queryItems,
      let page = items.first(where: { $0.name == "page" })?.value
    else { return nil }
    return Int(page)
  }
}
