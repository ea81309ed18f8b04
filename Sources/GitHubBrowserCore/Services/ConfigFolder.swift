import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where the app keeps its files: `$XDG_CONFIG_HOME/github-browser`, else `~/.config/github-browser`, unless the
/// command line names another folder. Created with 0700 permissions on first write.
package nonisolated struct ConfigFolder: Sendable {
  package let url: URL

  package init(url: URL) { self.url = url }

  package static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ConfigFolder {
    let base =
      environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
    return ConfigFolder(url: base.appendingPathComponent("github-browser"))
  }

  package var favoritesFile: URL { url.appendingPathComponent("favorites.json") }
  package var tokenFile: URL { url.appendingPathComponent("token") }

  /// Writes `data` to `file` in this folder, readable and writable by the user alone: written to a 0600 temporary
  /// file first and renamed over the old one, so a crash never leaves half a file and the data is never readable
  /// by others, not even for a moment.
  package func writePrivately(_ data: Data, to file: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let temporary = url.appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString)")
    guard manager.createFile(atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600]) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
    }
    try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: temporary.path)
    if rename(temporary.path, file.path) != 0 {
      let code = errno
      try? manager.removeItem(at: temporary)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path, "errno": code])
    }
  }
}
