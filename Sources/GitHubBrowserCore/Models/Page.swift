import APIRuntime
import Foundation

/// One page of a paginated list, and the number of the next page when GitHub's `Link` header names one.
public struct Page<Item: Sendable & Hashable>: Sendable, Hashable {
  public var items: [Item]
  public var nextPage: Int?

  public init(items: [Item], nextPage: Int? = nil) {
    self.items = items
    self.nextPage = nextPage
  }
}

extension APIResponse {
  /// The `page` query parameter of the `Link` header's `rel="next"` URL.
  var nextPage: Int? {
    guard let next = links["next"],
      let items = URLComponents(url: next, resolvingAgainstBaseURL: false)?.queryItems,
      let page = items.first(where: { $0.name == "page" })?.value
    else { return nil }
    return Int(page)
  }
}
