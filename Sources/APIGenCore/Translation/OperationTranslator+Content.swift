import _APIGenOpenAPI
import _APIGenYAML

/// Which of a body's media types an operation reads or sends, and how each is encoded.
extension OperationTranslator {
  /// JSON first (any `+json` type too), then form, multipart, text, and finally anything else as bytes.
  static func preferredContent(_ content: OrderedMap<MediaType>) -> (String, MediaType)? {
    var best: (rank: Int, index: Int)?
    for index in content.entries.indices {
      let rank = rank(of: content.entries[index].key)
      if best == nil || rank < best!.rank { best = (rank, index) }
    }
    guard let best else { return nil }
    let entry = content.entries[best.index]
    return (entry.key, entry.value)
  }

  /// Plain `application/json` before other JSON types (GitHub's `application/json+sarif`), which callers pick.
  static func rank(of contentType: String) -> Int {
    let essence = MediaEssence.of(contentType)
    // A stream is the answer only when nothing else is offered; beside JSON it is a method of its own.
    if StreamKind.of(essence: essence) != nil { return 6 }
    switch encoding(ofEssence: essence) {
    case .json:
      return essence == "application/json" ? 0 : 1
    case .form: return 2
    case .multipart: return 3
    case .text: return 4
    case .binary: return 5
    }
  }

  static func encoding(of contentType: String) -> BodyDecl.Encoding {
    encoding(ofEssence: MediaEssence.of(contentType))
  }

  static func encoding(ofEssence type: String) -> BodyDecl.Encoding {
    if type == "application/json" || type.hasSuffix("+json") || type.hasPrefix("application/json+") { return .json }
    if type == "application/x-www-form-urlencoded" { return .form }
    if type.hasPrefix("multipart/") { return .multipart }
    if type.hasPrefix("text/") { return .text }
    return .binary
  }
}
