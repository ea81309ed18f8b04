import Foundation
import GitHubBrowserCore
import Reactor
import ReactorTesting
import Testing

@MainActor @Suite struct FavoritesSyncTests {
  @Test func aFavouriteToggledOnOneScreenShowsOnTheOthersAndIsSaved() async throws {
    let service = StubGitHubService(clock: TestClock())
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let environment = makeEnvironment(service, folder: folder)
    let search = SearchReactor(environment: environment)
    let user = UserReposReactor(environment: environment)
    let favorites = FavoritesReactor(environment: environment)
    let target = StubData.page("swift", 1).items[0]
    let detail = RepoDetailReactor(repository: target, environment: environment)
    _ = (user.currentState, favorites.currentState, detail.currentState)

    await SearchTyping.search("swift", search, service)
    search.send(.toggleFavorite)

    #expect(await waitUntil { favorites.currentState.favorites == [target] })
    #expect(await waitUntil { user.currentState.list.favorites == [target.id] })
    #expect(await waitUntil { detail.currentState.isFavorite })
    #expect(search.currentState.list.favorites == [target.id])
    #expect(try FavoritesStore(folder: folder).load() == [target])
    // Not signed in: nothing is starred on GitHub.
    #expect(!service.calls.contains { $0.hasPrefix("star") })

    detail.send(.toggleFavorite)
    #expect(await waitUntil { favorites.currentState.favorites.isEmpty })
    #expect(await waitUntil { !search.currentState.list.favorites.contains(target.id) })
    #expect(try FavoritesStore(folder: folder).load() == [])
  }

  @Test func favouritesSurviveARestartAndTheFileIsPrivate() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let repository = RepoSummary(owner: "apple", name: "swift", description: "The Swift Programming Language")
    let first = Favorites(store: FavoritesStore(folder: folder), events: AppEvents())
    first.toggle(repository)
    let second = Favorites(store: FavoritesStore(folder: folder), events: AppEvents())
    #expect(second.items == [repository])
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.favoritesFile.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }

  @Test func aCorruptFavouritesFileIsReportedNotFatal() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder.url) }
    try folder.writePrivately(Data("not json".utf8), to: folder.favoritesFile)
    let events = AppEvents()
    let favorites = Favorites(store: FavoritesStore(folder: folder), events: events)
    #expect(favorites.items.isEmpty)
    #expect(favorites.saveError?.contains("favorites.json: not a favourites file") == true)
    let reactor = FavoritesReactor(
      environment: AppEnvironment(service: StubGitHubService(clock: TestClock()), favorites: favorites, events: events))
    #expect(reactor.currentState.storageWarning != nil)
  }

  @Test func signedInFavouritesAreStarredOnGitHubAndAFailedStarIsShown() async {
    let service = StubGitHubService(clock: TestClock())
    let environment = makeEnvironment(service, token: "ghp_test")
    let favorites = FavoritesReactor(environment: environment)
    let repository = RepoSummary(owner: "apple", name: "swift")
    let detail = RepoDetailReactor(repository: repository, environment: environment)

    detail.send(.toggleFavorite)
    #expect(await service.clock.waitForSleepers(1))
    await service.clock.advance(by: .milliseconds(100))
    #expect(service.calls == ["star apple/swift#1"])
    #expect(await waitUntil { favorites.currentState.favorites == [repository] })

    service.update { $0.star = { _, _ in .failure(StubData.status(401)) } }
    favorites.send(.removeSelected)
    #expect(await service.clock.waitForSleepers(1))
    await service.clock.advance(by: .milliseconds(100))
    #expect(await waitUntil { favorites.currentState.problem == .unauthorized })
    #expect(service.calls == ["star apple/swift#1", "unstar apple/swift#1"])
    #expect(favorites.currentState.favorites.isEmpty)
  }
}

/// Shared by the suites that need results on screen first.
enum SearchTyping {
  @MainActor static func search(_ query: String, _ reactor: SearchReactor, _ service: StubGitHubService) async {
    await GitHubBrowserTests.search(query, reactor, service)
  }
}
