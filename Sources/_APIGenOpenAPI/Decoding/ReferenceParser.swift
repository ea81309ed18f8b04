/// Splits `$ref` text into the file and JSON pointer it names, relative to the file it is written in.
enum ReferenceParser {
  /// - Parameter identity: The root document's `$self` and its file: a reference to that URI, or to one beside it,
  ///   names the root file or the file at the same place beside the root.
  static func target(_ raw: String, from file: String, identity: (selfURI: String, root: String)? = nil)
    -> ReferenceTarget?
  {
    let parts = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    var filePart = String(parts[0])
    let fragment = parts.count > 1 ? String(parts[1]) : ""
    var file = file
    if let identity, let local = local(filePart, under: identity.selfURI) {
      (filePart, file) = (local, identity.root)
    }
    if filePart.contains("://") { return nil }
    guard let tokens = JSONPointer.decode(fragment) else { return nil }
    guard !filePart.isEmpty else { return ReferenceTarget(file: file, tokens: tokens) }
    guard let decodedFile = JSONPointer.percentDecode(filePart) else { return nil }
    return ReferenceTarget(file: FilePath.resolve(decodedFile, relativeTo: file), tokens: tokens)
  }

  /// `filePart` relative to the folder of `selfURI` when it is `selfURI` itself (`""`) or a URI or absolute path
  /// under that folder; nil otherwise (a relative reference resolves from the file as it always does).
  private static func local(_ filePart: String, under selfURI: String) -> String? {
    guard filePart.contains("://") || filePart.hasPrefix("/"), !selfURI.isEmpty else { return nil }
    if filePart == selfURI { return "" }
    guard let slash = selfURI.lastIndex(of: "/") else { return nil }
    let folder = selfURI[...slash]
    guard filePart.hasPrefix(folder), filePart.count > folder.count else { return nil }
    return String(filePart.dropFirst(folder.count))
  }

  static func problem(_ raw: String) -> String {
    if raw.contains("://") {
      return "remote reference '\(raw)' is not supported; download the file and reference it by a relative path"
    }
    return "invalid reference '\(raw)': expected 'file#/json/pointer', '#/json/pointer' or a relative file path"
  }
}

/// Lexical path arithmetic, so that the same file reached by two spellings is loaded once.
enum FilePath {
  static func resolve(_ path: String, relativeTo file: String) -> String {
    if path.hasPrefix("/") { return normalize(path) }
    let directory = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    return normalize(directory.isEmpty ? path : directory + "/" + path)
  }

  static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..":
        if let last = parts.last, last != ".." { parts.removeLast() } else if !absolute { parts.append(part) }
      default: parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
  }
}
