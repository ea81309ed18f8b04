import _APIGenOpenAPI

/// Finds the operation a request path names: first the path template, concrete segments before templated ones
/// (`/users/me` before `/users/{id}`, as OpenAPI asks), then the method among that template's operations. A method
/// the most concrete template lacks is not looked for in a less concrete one: `PATCH /releases/latest` is a 405
/// (Allow: GET), not a `PATCH /releases/{release_id}` with a non-numeric id.
package struct RouteTable: Sendable {
  struct Match: Sendable {
    var operation: Int
    /// Path parameter values, percent-decoded.
    var parameters: [String: String]
  }

  private struct Route: Sendable {
    var operation: Int
    var method: HTTPMethod
    var segments: [TemplateSegment]
    var rank: [Int]
    /// The template with parameter names left out: `/users/{}` for `/users/{id}` and `/users/{name}` alike.
    var shape: String
  }

  /// Routes by segment count; each list sorted most concrete first.
  private var routesByLength: [Int: [Route]] = [:]

  init(operations: [Operation]) {
    for (index, operation) in operations.enumerated() {
      let segments = Self.split(operation.path).map(TemplateSegment.init)
      let shape = segments.map { segment in
        segment.pieces.map { piece in
          switch piece {
          case .literal(let text): text
          case .parameter: "{}"
          }
        }.joined()
      }.joined(separator: "/")
      let route = Route(
        operation: index, method: operation.method, segments: segments, rank: segments.map(\.rank), shape: shape)
      routesByLength[segments.count, default: []].append(route)
    }
    for key in routesByLength.keys {
      routesByLength[key]!.sort { left, right in
        left.rank.lexicographicallyPrecedes(right.rank) || (left.rank == right.rank && left.operation < right.operation)
      }
    }
  }

  /// The operation for `method` on `path` (raw, percent-encoded, no query).
  func match(_ method: HTTPMethod, path: Substring) -> Match? {
    let segments = Self.split(path)
    guard let shape = bestShape(segments) else { return nil }
    for route in routesByLength[segments.count] ?? [] where route.shape == shape && route.method == method {
      if let parameters = Self.match(route.segments, segments) {
        return Match(operation: route.operation, parameters: parameters)
      }
    }
    return nil
  }

  /// The path parameters `path` (raw, no query) gives `operation`'s template, percent-decoded; nil when it does
  /// not fit the template.
  package static func parameters(of path: Substring, in operation: Operation) -> [String: String]? {
    RouteTable(operations: [operation]).match(operation.method, path: path)?.parameters
  }

  /// The methods the operations of `path`'s template answer, for a 405's `Allow`.
  func methods(forPath path: Substring) -> [HTTPMethod] {
    let segments = Self.split(path)
    guard let shape = bestShape(segments) else { return [] }
    var methods: [HTTPMethod] = []
    for route in routesByLength[segments.count] ?? [] where route.shape == shape && !methods.contains(route.method) {
      methods.append(route.method)
    }
    return methods
  }

  /// The most concrete template that matches `segments`, whatever its methods (no parameter is decoded here:
  /// this runs over every template of the path's length).
  private func bestShape(_ segments: [Substring]) -> String? {
    (routesByLength[segments.count] ?? []).first { route in
      zip(route.segments, segments).allSatisfy { $0.matches($1) }
    }?.shape
  }

  private static func split<Text: StringProtocol>(_ path: Text) -> [Substring] {
    let trimmed = path.drop { $0 == "/" }
    guard !trimmed.isEmpty else { return [] }
    var segments = String(trimmed).split(separator: "/", omittingEmptySubsequences: false)
    if segments.count > 1, segments.last == "" { segments.removeLast() }
    return segments
  }

  private static func match(_ template: [TemplateSegment], _ segments: [Substring]) -> [String: String]? {
    var parameters: [String: String] = [:]
    for (part, segment) in zip(template, segments) {
      guard part.match(segment, into: &parameters) else { return nil }
    }
    return parameters
  }
}

/// One `/`-separated piece of a path template: a literal, a whole `{parameter}`, or a mix (`{name}.json`,
/// `{base}...{head}`).
struct TemplateSegment: Sendable {
  enum Piece: Sendable, Equatable {
    case literal(String)
    case parameter(String)
  }

  var pieces: [Piece]

  init(_ text: Substring) {
    var pieces: [Piece] = []
    var rest = text[...]
    while !rest.isEmpty {
      if rest.first == "{", let close = rest.firstIndex(of: "}") {
        pieces.append(.parameter(String(rest[rest.index(after: rest.startIndex)..<close])))
        rest = rest[rest.index(after: close)...]
      } else {
        let end = rest.dropFirst().firstIndex(of: "{") ?? rest.endIndex
        pieces.append(.literal(String(rest[..<end])))
        rest = rest[end...]
      }
    }
    self.pieces = pieces
  }

  /// 0 for a literal, 1 for a mix, 2 for a whole parameter: lower sorts first.
  var rank: Int {
    switch pieces.count {
    case 0: 0
    case 1: if case .literal = pieces[0] { 0 } else { 2 }
    default: 1
    }
  }

  /// Whether `segment` fits, without decoding what the parameters take.
  func matches(_ segment: Substring) -> Bool {
    if pieces.count == 1 {
      switch pieces[0] {
      case .literal(let literal): return segment == literal || percentDecoded(segment) == literal
      case .parameter: return !segment.isEmpty
      }
    }
    var scratch: [String: String] = [:]
    return match(segment, into: &scratch)
  }

  func match(_ segment: Substring, into parameters: inout [String: String]) -> Bool {
    if pieces.count == 1 {
      switch pieces[0] {
      case .literal(let literal): return segment == literal || percentDecoded(segment) == literal
      case .parameter(let name):
        guard !segment.isEmpty else { return false }
        parameters[name] = percentDecoded(segment)
        return true
      }
    }
    if pieces.isEmpty { return segment.isEmpty }
    return matchPieces(pieces[...], segment, &parameters)
  }

  /// Backtracking over the pieces; each parameter takes at least one character.
  private func matchPieces(
    _ pieces: ArraySlice<Piece>, _ text: Substring, _ parameters: inout [String: String]
  ) -> Bool {
    guard let first = pieces.first else { return text.isEmpty }
    switch first {
    case .literal(let literal):
      guard text.hasPrefix(literal) else { return false }
      return matchPieces(pieces.dropFirst(), text.dropFirst(literal.count), &parameters)
    case .parameter(let name):
      if pieces.count == 1 {
        guard !text.isEmpty else { return false }
        parameters[name] = percentDecoded(text)
        return true
      }
      guard !text.isEmpty else { return false }
      var end = text.index(after: text.startIndex)
      while end <= text.endIndex {
        var attempt = parameters
        attempt[name] = percentDecoded(text[..<end])
        if matchPieces(pieces.dropFirst(), text[end...], &attempt) {
          parameters = attempt
          return true
        }
        guard end < text.endIndex else { break }
        end = text.index(after: end)
      }
      return false
    }
  }
}

/// `%XX` escapes decoded as UTF-8; malformed escapes are kept as written.
func percentDecoded<Text: StringProtocol>(_ text: Text, plusIsSpace: Bool = false) -> String {
  // Bytes, not `contains("%")`, which goes through Foundation's string search.
  guard text.utf8.contains(UInt8(ascii: "%")) || (plusIsSpace && text.utf8.contains(UInt8(ascii: "+"))) else {
    return String(text)
  }
  var bytes: [UInt8] = []
  var utf8 = Array(text.utf8)[...]
  while let byte = utf8.popFirst() {
    if byte == UInt8(ascii: "%"), utf8.count >= 2, let high = hexValue(utf8[utf8.startIndex]),
      let low = hexValue(utf8[utf8.startIndex + 1])
    {
      bytes.append(high << 4 | low)
      utf8 = utf8.dropFirst(2)
    } else if plusIsSpace, byte == UInt8(ascii: "+") {
      bytes.append(UInt8(ascii: " "))
    } else {
      bytes.append(byte)
    }
  }
  return String(decoding: bytes, as: UTF8.self)
}

private func hexValue(_ byte: UInt8) -> UInt8? {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
  case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
  case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
  default: nil
  }
}

enum CharacterSetASCII {
  static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || ("A"..."Z").contains(scalar))
  }
}
