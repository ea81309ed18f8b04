/// Media type text as HTTP carries it (`type/subtype; parameter=value`).
enum MediaType {
  /// The lowercased `type/subtype` without parameters.
  static func essence(_ text: String) -> String {
    let head = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    return head.trimmingCharacters(in: .whitespaces).lowercased()
  }

  /// One concrete media type: RFC 9110 tokens on both sides of one slash, no wildcard, no line break.
  static func isConcrete(_ text: String) -> Bool {
    guard !text.contains(where: { $0 == "\r" || $0 == "\n" }) else { return false }
    let parts = essence(text).split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return false }
    return parts.allSatisfy { part in !part.isEmpty && part != "*" && part.unicodeScalars.allSatisfy(isTokenCharacter) }
  }

  /// JSON by its content type: `application/json` and every `+json` type (and `json` suffixes such as GitHub's
  /// `application/json+sarif` are JSON too when they end so).
  static func isJSON(_ text: String) -> Bool {
    let type = essence(text)
    return type == "application/json" || type.hasSuffix("+json") || type.hasPrefix("application/json+")
      || (type.hasPrefix("application/") && type.hasSuffix("json"))
  }

  /// Whether a body of this content type may be JSON: anything but text (other than JSON text), images, audio,
  /// video, archives, PDFs, multipart and raw bytes. Vendor types (`application/vnd.github.v3.object`) may be.
  static func mayBeJSON(_ text: String) -> Bool {
    let type = essence(text)
    if isJSON(type) || type.isEmpty { return true }
    if isNeverText(type) || ["text/", "image/", "multipart/"].contains(where: type.hasPrefix) { return false }
    return !["application/xml", "application/x-www-form-urlencoded"].contains(type)
  }

  /// Bytes by their content type whatever they hold: images, audio, video, fonts, archives, PDFs, raw bytes.
  static func isNeverText(_ text: String) -> Bool {
    let type = essence(text)
    if ["image/svg+xml"].contains(type) { return false }
    if ["image/", "audio/", "video/", "font/"].contains(where: type.hasPrefix) { return true }
    return [
      "application/octet-stream", "application/zip", "application/gzip", "application/x-gzip", "application/x-tar",
      "application/pdf",
    ].contains(type)
  }

  /// Text by its content type: text/*, JSON (problem details too), XML, YAML, JavaScript and forms.
  static func isText(_ text: String) -> Bool {
    let type = essence(text)
    return type.hasPrefix("text/") || isJSON(type) || type.hasSuffix("xml") || type.hasSuffix("yaml")
      || type.hasSuffix("javascript") || type == "application/x-www-form-urlencoded"
  }

  private static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9": return true
    default: return "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar)
    }
  }
}
