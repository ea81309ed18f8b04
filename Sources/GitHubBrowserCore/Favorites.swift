import Foundation

/// The favourite repositories every screen shares: toggled on any screen, saved at once, and announced on
/// `AppEvents` so the other screens update.
@MainActor
package final class Favorites {
  package private(set) var items: [RepoSummary]
  /// Why the last save failed, if it did (the favourites stay in memory).
  package private(set) var saveError: String?
  private let store: FavoritesStore?
  private let events: AppEvents

  /// Favourites kept in `store` (nil: in memory only) and announced on `events`.
  package init(store: FavoritesStore?, events: AppEvents) {
    self.store = store
    self.events = events
    do {
      items = try store?.load() ?? []
    } catch {
      items = []
      saveError = "\(error)"
    }
  }

  package var ids: Set<String> { Set(items.map(\.id)) }

  package func contains(_ repository: RepoSummary) -> Bool { items.contains { $0.id == repository.id } }

  /// Adds the repositories starred on GitHub that are not favourites yet, after the ones there are, saves once and
  /// announces the change; returns how many were added. Nothing is starred again: they already are.
  @discardableResult package func importStarred(_ starred: [RepoSummary]) -> Int {
    var known = ids
    let added = starred.filter { known.insert($0.id).inserted }
    guard !added.isEmpty else { return 0 }
    items += added
    save()
    events.send(.favoritesChanged(items))
    return added.count
  }

  /// Adds or removes `repository`; returns whether it is a favourite now.
  @discardableResult package func toggle(_ repository: RepoSummary) -> Bool {
    let isFavorite: Bool
    if let index = items.firstIndex(where: { $0.id == repository.id }) {
      items.remove(at: index)
      isFavorite = false
    } else {
      items.insert(repository, at: 0)
      isFavorite = true
    }
    save()
    events.send(.favoritesChanged(items))
    return isFavorite
  }

  private func save() {
    do {
      try store?.save(items)
      saveError = nil
    } catch {
      saveError = "could not save favourites: \(error)"
    }
  }
}
