import Foundation
import _APIGenOpenAPI

/// A server URL's pieces: variables replaced by their defaults, `https://api.example.com/v1` -> origin
/// `https://api.example.com` and path `/v1`.
enum ServerURL {
  static func origin(_ url: String) -> String? {
    guard let scheme = url.range(of: "://") else { return nil }
    let rest = url[scheme.upperBound...]
    let end = rest.firstIndex(of: "/") ?? rest.endIndex
    return String(url[..<end])
  }

  static func path(_ url: String) -> String {
    var path = url
    if let scheme = url.range(of: "://") {
      let rest = url[scheme.upperBound...]
      path = rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? ""
    }
    while path.hasSuffix("/") { path.removeLast() }
    return path
  }
}

extension Server {
  /// The URL with each `{variable}` replaced by its default.
  var resolvedURL: String {
    var text = url
    for (name, variable) in variables { text = text.replacingOccurrences(of: "{\(name)}", with: variable.defaultValue) }
    return text
  }
}
