import APIRuntime
import Foundation

/// One page of a paginated list, and where the list goes on when GitHub's `Link` header says it does.
package nonisolated struct Page<Item: Sendable & Hashable>: Sendable, Hashable {
  package var items: [Item]
  package var next: NextPage?

  package init(items: [Item], next: NextPage? = nil) {
    self.items = items
    self.next = next
  }

  /// A page of a list read by page number (search).
  package init(items: [Item], nextPage: Int?) {
    self.init(items: items, next: nextPage.map(NextPage.number))
  }

  /// The next page's number, for lists read by page number.
  package var nextPage: Int? { next?.number }
}

/// Where a paginated list goes on: a page number for search, which pages by `page:`, or the server's own `next`
/// link for lists the SDK reads as page sequences (a user's repositories), followed exactly as GitHub wrote it.
package nonisolated enum NextPage: Sendable, Hashable {
  case number(Int)
  case link(PageLink)

  package var number: Int? {
    if case .number(let number) = self { number } else { nil }
  }

  package var link: PageLink? {
    if case .link(let link) = self { link } else { nil }
  }
}

nonisolated extension APIResponse {
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
