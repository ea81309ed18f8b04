import Foundation

/// A media type the caller picks for one operation's answer, and the Swift form its body comes back in.
///
/// Operations that document several response media types (or that `apigen.yaml`'s `responseMediaTypes` gives more)
/// get an overload taking `as:`; each documented choice is a static member, so the result type follows the choice:
///
/// ```swift
/// let starred = try await client.activity.listReposStarredByAuthenticatedUser(as: .star)  // [StarredRepository]
/// let readme = try await client.repos.getReadme(owner: "apple", repo: "swift", as: .raw)   // String
/// ```
///
/// The choice is sent as `Accept`, over any `Accept` the client's configuration sets. Media types the spec does
/// not document can be asked for with `.text(_:)`, `.data(_:)` and `.json(_:)`.
///
/// `Operation` is the operation's types enum (`ActivityAPI.ListReposStarredByAuthenticatedUser`): it keeps one
/// operation's choices from being offered to another.
public struct ResponseMediaType<Operation, Body: Sendable>: Sendable {
  /// The media type sent as `Accept`.
  public let mediaType: String
  /// The operation's default, which an `Accept` in the client's configuration replaces (`byDefault`).
  private(set) var isDefault = false
  private let read: @Sendable (RawResponse) throws(APIError) -> APIResponse<Body>

  private init(_ mediaType: String, read: @escaping @Sendable (RawResponse) throws(APIError) -> APIResponse<Body>) {
    self.mediaType = mediaType
    self.read = read
  }

  /// This choice as the operation's default, which is what the methods without `as:` ask for: an `Accept` set in
  /// `APIClient.Configuration.headers` wins over it, as over every operation's default.
  @_spi(Generated) public var byDefault: Self {
    var choice = self
    choice.isDefault = true
    return choice
  }

  /// The body of a success response in this choice's form. Used by generated code.
  @_spi(Generated) public func body(of response: RawResponse) throws(APIError) -> APIResponse<Body> {
    try read(response)
  }
}

// Generated code builds its choices with the initializers below, never with `.json(_:)` and its kin: every
// operation's choices add static members named `json`, `yaml`, ... to this type, so a `.json` written in generated
// code makes the compiler weigh every operation's `json` (thousands in Kubernetes' SDK, each adding memory and time
// to the build). An initializer's name is not shared with them.

extension ResponseMediaType where Body: Decodable {
  /// A JSON media type: the body is decoded as `Body`, and refused when the server answers with a type that is not
  /// JSON (`text/plain`, an image).
  public static func json(_ mediaType: String) -> Self { Self(json: mediaType) }

  /// `json(_:)`, for generated code.
  @_spi(Generated) public init(json mediaType: String) {
    self.init(mediaType) { response throws(APIError) in try response.decode(Body.self) }
  }
}

extension ResponseMediaType where Body == String {
  /// A text media type (`text/html`, GitHub's `application/vnd.github.raw+json`): the body as UTF-8 text, refused
  /// when the bytes are not UTF-8 or the server's content type says they are not text.
  public static func text(_ mediaType: String) -> Self { Self(text: mediaType) }

  /// `text(_:)`, for generated code.
  @_spi(Generated) public init(text mediaType: String) {
    self.init(mediaType) { response throws(APIError) in try response.utf8Text() }
  }
}

extension ResponseMediaType where Body == Data {
  /// Any media type, the body as bytes, whatever the server sent.
  public static func data(_ mediaType: String) -> Self { Self(data: mediaType) }

  /// `data(_:)`, for generated code.
  @_spi(Generated) public init(data mediaType: String) {
    self.init(mediaType) { response in response.data() }
  }
}

extension RawResponse {
  /// The body as text, for a caller who asked for text: an error rather than replacement characters when it is
  /// not.
  func utf8Text() throws(APIError) -> APIResponse<String> {
    if let contentType = headers[.contentType], MediaType.isNeverText(contentType) {
      throw undecodable(as: "String", "the server sent \(contentType), which is not text")
    }
    guard let text = String(data: body, encoding: .utf8) else {
      throw undecodable(as: "String", "the body is not UTF-8 text")
    }
    return with(text)
  }
}
