/// The names a generated method declares or takes besides the operation's own parameters. Translation keeps
/// parameters off the ones a parameter would clash with (`reservedForParameters`), and lowering writes every one of
/// them from here, so the two cannot drift apart.
enum GeneratedLocals {
  /// A namespace's stored `APIClient`, which its methods send through.
  static let client: SwiftIdentifier = "client"
  /// The request being built.
  static let request: SwiftIdentifier = "request"
  /// The raw answer the status `switch` reads.
  static let response: SwiftIdentifier = "response"
  /// The pages method's limit on the pages it requests.
  static let maxPages: SwiftIdentifier = "maxPages"
  /// The next-page link a page request follows.
  static let pageLink: SwiftIdentifier = "pageLink"
  /// The cursor a page request sends.
  static let pageCursor: SwiftIdentifier = "pageCursor"
  /// A streamed answer, declared once the request is sent: a parameter of the name is no longer used there, so it
  /// may be shadowed.
  static let streamed: SwiftIdentifier = "streamed"
  /// One page inside the cursor closure, which shadows a parameter of the name harmlessly.
  static let page: SwiftIdentifier = "page"

  /// What no parameter of an operation may be named.
  static let reservedForParameters: [SwiftIdentifier] = [client, request, response, maxPages, pageLink, pageCursor]
}
