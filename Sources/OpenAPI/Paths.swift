import YAML

package enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
  case get, put, post, delete, options, head, patch, trace
}

/// The operations on one path template.
package struct PathItem: Sendable {
  /// A `$ref` to a path item defined elsewhere; its fields are merged under the local ones on load.
  package var ref: Reference?
  package var summary: String?
  package var description: String?
  package var servers: [Server] = []
  package var parameters: [Referenceable<Parameter>] = []
  package var operations: [Operation] = []
  package var extensions: Extensions = [:]
  package var mark = Mark.start
  package init() {}

  package func operation(_ method: HTTPMethod) -> Operation? { operations.first { $0.method == method } }
}

package struct Operation: Sendable {
  package var method = HTTPMethod.get
  package var path = ""
  package var operationId: String?
  /// `operationId` when given, else a name derived from method and path that stays the same across runs:
  /// `get /users/{username}/repos` -> `get-users-by-username-repos`.
  package var name = ""
  package var tags: [String] = []
  package var summary: String?
  package var description: String?
  package var externalDocs: ExternalDocs?
  /// The operation's own parameters plus the path item's that it does not override (by name and location).
  package var parameters: [Referenceable<Parameter>] = []
  package var requestBody: Referenceable<RequestBody>?
  package var responses: [ResponseEntry] = []
  /// Where the `responses` map starts (what a check of an undocumented status points at).
  package var responsesMark = Mark.start
  package var callbacks: OrderedMap<Referenceable<Callback>> = OrderedMap()
  package var deprecated = false
  /// Overrides the document's requirements when given; an empty array means "no security".
  package var security: [SecurityRequirement]?
  /// The operation's own servers, else (once loaded) its path item's; empty: the document's.
  package var servers: [Server] = []
  package var extensions: Extensions = [:]
  /// The file the operation is written in (another than the root when its path item is a `$ref`).
  package var file = ""
  package var mark = Mark.start
  package init() {}

  /// Derives the stable name used when `operationId` is missing.
  /// The namespace and method an operation's name gives: `repos` and `get` for `repos/get`; a name without a
  /// `namespace/` prefix belongs to the operation's first tag (none: `""`).
  package var namespaceAndMethod: (namespace: String, method: String) {
    if let slash = name.firstIndex(of: "/"), slash != name.startIndex, name.index(after: slash) != name.endIndex {
      return (String(name[..<slash]), String(name[name.index(after: slash)...]))
    }
    return (tags.first ?? "", name)
  }

  package static func derivedName(method: HTTPMethod, path: String) -> String {
    // Byte slices, not `split` into Strings: every operation gets this name while it is decoded.
    var name = method.rawValue
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
package enum ResponseKey: Sendable, Hashable, CustomStringConvertible {
  case status(Int)
  /// `1XX` ... `5XX`, holding the first digit.
  case range(Int)
  case `default`

  /// Parses `200`, `2XX` (any case) or `default`.
  package init?(_ text: String) {
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

  package var description: String {
    switch self {
    case .status(let code): return String(code)
    case .range(let digit): return "\(digit)XX"
    case .default: return "default"
    }
  }

  /// Whether a response with this key means success (2xx).
  package var isSuccess: Bool {
    switch self {
    case .status(let code): return (200..<300).contains(code)
    case .range(let digit): return digit == 2
    case .default: return false
    }
  }
}

package struct ResponseEntry: Sendable {
  package var key: ResponseKey
  package var response: Referenceable<Response>
  package init(key: ResponseKey, response: Referenceable<Response>) {
    self.key = key
    self.response = response
  }
}

/// Callback expressions to the path items they call.
package typealias Callback = OrderedMap<Referenceable<PathItem>>
