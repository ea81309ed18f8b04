import Foundation

/// The favourite repositories, newest first, kept as JSON in the config folder.
package nonisolated struct FavoritesStore: Sendable {
  package let file: URL
  private let folder: ConfigFolder

  package init(folder: ConfigFolder) {
    self.folder = folder
    file = folder.favoritesFile
  }

  /// The saved favourites; none when there is no file yet. Throws, naming the file, when it cannot be read.
  package func load() throws -> [RepoSummary] {
    guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
    do {
      return try JSONDecoder().decode([RepoSummary].self, from: data)
    } catch {
      throw FavoritesFileError(path: file.path, underlying: error)
    }
  }

  package func save(_ favorites: [RepoSummary]) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try folder.writePrivately(try encoder.encode(favorites), to: file)
  }
}

/// The favourites file exists but is not a list of repositories.
package nonisolated struct FavoritesFileError: Error, CustomStringConvertible {
  package var path: String
  package var underlying: any Error
  package var description: String { "\(path): not a favourites file (\(underlying)); it will be replaced on save" }
}
