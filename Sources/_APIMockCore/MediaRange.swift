import _APIGenOpenAPI

/// Media type matching for request bodies (`Content-Type` against what an operation accepts) and answers
/// (`Accept` against what a response offers).
enum MediaRange {
  /// `type/subtype` in lower case, parameters dropped.
  static func essence(_ mediaType: String) -> String {
    let end = mediaType.firstIndex(of: ";") ?? mediaType.endIndex
    return mediaType[..<end].trimmingCharacters(in: " ").lowercased()
  }

  /// The entry of `content` that a body of type `contentType` is: the same essence, else a `type/*` or `*/*` key.
  static func bestMatch<Value>(for contentType: String, in content: OrderedMap<Value>) -> (String, Value)? {
    let wanted = essence(contentType)
    let type = wanted.split(separator: "/").first.map(String.init) ?? wanted
    for candidate in [wanted, type + "/*", "*/*"] {
      if let entry = content.first(where: { essence($0.key) == candidate }) { return (entry.key, entry.value) }
    }
    return nil
  }

  /// The entry of `content` an `Accept` header asks for: the first range (by quality, then order) that some key
  /// matches; with no header, or `*/*`, the first JSON key, else the first. Nil when the client accepts none.
  static func choose<Value>(accept: String?, from content: OrderedMap<Value>) -> (String, Value)? {
    guard !content.isEmpty else { return nil }
    let preferred = content.first { isJSON($0.key) } ?? content[0]
    guard let accept, !accept.isEmpty else { return (preferred.key, preferred.value) }
    let ranges = accept.split(separator: ",").enumerated().compactMap { index, range -> (String, Double, Int)? in
      let parts = range.split(separator: ";")
      let quality =
        parts.dropFirst().compactMap { parameter -> Double? in
          let pair = parameter.split(separator: "=", maxSplits: 1)
          return pair.count == 2 && pair[0].trimmingCharacters(in: " ") == "q" ? Double(pair[1]) : nil
        }.first ?? 1
      return quality > 0 ? (essence(String(parts.first ?? "")), quality, index) : nil
    }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }
    for (range, _, _) in ranges {
      if range == "*/*" { return (preferred.key, preferred.value) }
      if range.hasSuffix("/*") {
        let type = range.dropLast(1)
        if let entry = content.first(where: { essence($0.key).hasPrefix(type) }) { return (entry.key, entry.value) }
      } else if let entry = content.first(where: { essence($0.key) == range }) {
        return (entry.key, entry.value)
      }
    }
    // `application/json` accepts the `+json` structured types (GitHub's `application/vnd.github+json` answers).
    if ranges.contains(where: { $0.0 == "application/json" }), let entry = content.first(where: { isJSON($0.key) }) {
      return (entry.key, entry.value)
    }
    return nil
  }
}

extension StringProtocol {
  func trimmingCharacters(in character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}
