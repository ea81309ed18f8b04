import Foundation

/// The token kept between runs, in the config folder with 0600 permissions.
package nonisolated struct TokenStore: Sendable {
  package let folder: ConfigFolder

  package init(folder: ConfigFolder) { self.folder = folder }

  package func load() -> String? {
    guard let data = FileManager.default.contents(atPath: folder.tokenFile.path) else { return nil }
    let token = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return token.isEmpty ? nil : token
  }

  package func save(_ token: String) throws {
    try folder.writePrivately(Data(token.utf8), to: folder.tokenFile)
  }

  package func delete() throws {
    guard FileManager.default.fileExists(atPath: folder.tokenFile.path) else { return }
    try FileManager.default.removeItem(at: folder.tokenFile)
  }
}
