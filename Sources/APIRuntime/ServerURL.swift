import Foundation

/// Server URLs with variables (OpenAPI's `servers[].variables`).
@_spi(Generated) public enum ServerURL {
  /// The template with each `{name}` replaced by its value; characters a URL cannot hold are percent-encoded, so
  /// any value gives a URL.
  public static func expand(_ template: String, _ values: [String: String]) -> URL {
    var text = template
    for (name, value) in values { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
    return url(text)
  }

  /// The URL a text names, with characters a URL cannot hold percent-encoded, so any text gives a URL.
  static func url(_ text: String) -> URL {
    if let url = URL(string: text) { return url }
    let allowed = CharacterSet.urlQueryAllowed.union(.urlPathAllowed).union(CharacterSet(charactersIn: ":#[]@"))
    let encoded = text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    return URL(string: encoded) ?? URL(string: "http://invalid.invalid")!
  }
}
