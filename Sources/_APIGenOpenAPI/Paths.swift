import _APIGenYAML

/// An operation's HTTP method: one a path item names by a field of its own (`get` ... `trace`, and OpenAPI 3.2's
/// `query`), or one of 3.2's `additionalOperations`, whose key is the method as it is sent.
public struct HTTPMethod: Sendable, Hashable, CustomStringConvertible {
  /// The method as it goes over the wire: `GET`, `QUERY`, or an `additionalOperations` key as written.
  public let token: String

  /// A method from `additionalOperations` (or a request's method line), spelled as sent.
  public init(token: String) { self.token = token }

  public static let get = HTTPMethod(token: "GET")
  public static let put = HTTPMethod(token: "PUT")
  public static let post = HTTPMethod(token: "POST")
  public static let delete = HTTPMethod(token: "DELETE")
  public static let options = HTTPMethod(token: "OPTIONS")
  public static let head = HTTPMethod(token: "HEAD")
  public static let patch = HTTPMethod(token: "PATCH")
  public static let trace = HTTPMethod(token: "TRACE")
  /// RFC 10008's safe, idempotent method with a body (a path item's `query` field, OpenAPI 3.2).
  public static let query = HTTPMethod(token: "QUERY")

  /// The methods a path item holds in fields named after them, in the order the specification lists them.
  public static let fixedFields: [HTTPMethod] = [.get, .put, .post, .delete, .options, .head, .patch, .trace, .query]

  /// The method of the path item field `key` (`get`, `query`), or nil when `key` names no method.
  public init?(fixedField key: String) {
    switch key {
    case "get": self = .get
    case "put": self = .put
    case "post": self = .post
    case "delete": self = .delete
    case "options": self = .options
    case "head": self = .head
    case "patch": self = .patch
    case "trace": self = .trace
    case "query": self = .query
    default: return nil
    }
  }

  /// The path item field that holds this method's operation (`get`); nil for an `additionalOperations` method.
  public var fixedField: String? {
    Self.fixedFields.contains(self) ? token.lowercased() : nil
  }

  /// Whether `name` is an HTTP method token (RFC 9110): at least one letter, digit or one of `!#$%&'*+-.^_`|~`.
  public static func isToken(_ name: String) -> Bool {
    !name.isEmpty
      && name.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"):
          return true
        default: return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
      }
  }

  /// The method in lower case, as names derived from it spell it: `get`, `query`, `link`.
  public var lowercased: String { token.lowercased() }

  public var description: String { token }
}

/// The operations on one path template.
public struct PathItem: Sendable {
  /// A `$ref` to a path item defined elsewhere; its fields are merged under the local ones on load.
  public var ref: Reference?
  public var summary: String?
  public var description: String?
  public var servers: [Server] = []
  public var parameters: [Referenceable<Parameter>] = []
  public var operations: [Operation] = []
  public var extensions: Extensions = [:]
  public var mark = Mark.start
  public init() {}

  public func operation(_ method: HTTPMethod) -> Operation? { operations.first { $0.method == method } }
}

public struct Operation: Sendable {
  public var method = HTTPMethod.get
  public var path = ""
  public var operationId: String?
  /// `operationId` when given, else a name derived from method and path that stays the same across runs:
  /// `get /users/{username}/repos` -> `get-users-by-username-repos`.
  public var name = ""
  public var tags: [String] = []
  public var summary: String?
  public var description: String?
  public var externalDocs: ExternalDocs?
  /// The operation's own parameters plus the path item's that it does not override (by name and location).
  public var parameters: [Referenceable<Parameter>] = []
  public var requestBody: Referenceable<RequestBody>?
  public var responses: [ResponseEntry] = []
  /// Where the `responses` map starts (what a check of an undocumented status points at).
  public var responsesMark = Mark.start
  public var callbacks: OrderedMap<Referenceable<Callback>> = OrderedMap()
  public var deprecated = false
  /// The first tag that groups operations (see `Tag.groupsOperations`), `""` when none of its tags does; nil until
  /// the loader has looked (then the first tag is used).
  public var namespaceTag: String?
  /// Overrides the document's requirements when given; an empty array means "no security".
  public var security: [SecurityRequirement]?
  /// The operation's own servers, else (once loaded) its path item's; empty: the document's.
  public var servers: [Server] = []
  public var extensions: Extensions = [:]
  /// The file the operation is written in (another than the root when its path item is a `$ref`).
  public var file = ""
  public var mark = Mark.start
  public init() {}

  /// Derives the stable name used when `operationId` is missing.
  /// The namespace and method an operation's name gives: `repos` and `get` for `repos/get`; a name without a
  /// `namespace/` prefix belongs to the operation's first tag (none: `""`).
  public var namespaceAndMethod: (namespace: String, method: String) {
    if let slash = name.firstIndex(of: "/"), slash != name.startIndex, name.index(after: slash) != name.endIndex {
      return (String(name[..<slash]), String(name[name.index(after: slash)...]))
    }
    return (namespaceTag ?? tags.first ?? "", name)
  }

  public static func derivedName(method: HTTPMethod, path: String) -> String {
    // Byte slices, not `split` into Strings: every operation gets this name while it is decoded.
    var name = method.lowercased
    name.reserveCapacity(name.utf8.count + path.utf8.count + 8)
    for segment in path.utf8.split(separator: UInt8(ascii: "/")) {
      name += "-"
      if segment.count >= 2, segment.first == UInt8(ascii: "{"), segment.last == UInt8(ascii: "}") {
        name += "by-"
        name += String(Substring(segment.dropFirst().dropLast()))
      } else {
        name += String(Substring(segment))
      }
    }
    return name
  }
}

/// The key of an entry in `responses`.
public enum ResponseKey: Sendable, Hashable, CustomStringConvertible {
  case status(Int)
  /// `1XX` ... `5XX`, holding the first digit.
  case range(Int)
  case `default`

  /// Parses `200`, `2XX` (any case) or `default`.
  public init?(_ text: String) {
    if text == "default" {
      self = .default
    } else if text.count == 3, let code = Int(text), (100...599).contains(code) {
      self = .status(code)
    } else if text.count == 3, text.uppercased().hasSuffix("XX"), let digit = Int(text.prefix(1)),
      (1...5).contains(digit)
    {
      self = .range(digit)
    } else {
      return nil
    }
  }

  public var description: String {
    switch self {
    case .status(let code): return String(code)
    case .range(let digit): return "\(digit)XX"
    case .default: return "default"
    }
  }

  /// Whether a response with this key means success (2xx).
  public var isSuccess: Bool {
    switch self {
    case .status(let code): return (200..<300).contains(code)
    case .range(let digit): return digit == 2
    case .default: return false
    }
  }
}

public struct ResponseEntry: Sendable {
  public var key: ResponseKey
  public var response: Referenceable<Response>
  public init(key: ResponseKey, response: Referenceable<Response>) {
    self.key = key
    self.response = response
  }
}

/// Callback expressions to the path items they call.
public typealias Callback = OrderedMap<Referenceable<PathItem>>
