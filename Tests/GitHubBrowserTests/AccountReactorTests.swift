import Foundation
import GitHubBrowserCore
import Reactor
import ReactorTesting
import Testing

@MainActor @Suite struct AccountReactorTests {
  @Test func aTokenGitHubAcceptsIsSavedPrivatelyAndAnnounced() async throws {
    let service = StubGitHubService(clock: TestClock())
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let environment = makeEnvironment(service, folder: folder)
    let app = AppReactor(environment: environment)
    let reactor = AccountReactor(environment: environment)
    _ = app.currentState

    reactor.send(.editToken("ghp_secret"))
    reactor.send(.signIn)
    #expect(reactor.currentState.isSigningIn)
    #expect(await service.clock.waitForSleepers(1))
    await service.clock.advance(by: .milliseconds(100))
    #expect(await waitUntil { reactor.currentState.login == "octocat" && !reactor.currentState.isSigningIn })
    #expect(reactor.currentState.tokenInput == "")
    #expect(environment.session.token == "ghp_secret")
    #expect(TokenStore(folder: folder).load() == "ghp_secret")
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.tokenFile.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(await waitUntil { app.currentState.login == "octocat" })
    #expect(!"\(environment.session)".contains("ghp_secret"))

    reactor.send(.signOut)
    #expect(reactor.currentState.login == nil)
    #expect(environment.session.token == nil)
    #expect(TokenStore(folder: folder).load() == nil)
    #expect(await waitUntil { app.currentState.login == nil })
  }

  @Test func aRejectedTokenIsNeitherKeptNorSaved() async {
    let service = StubGitHubService(clock: TestClock())
    service.update { $0.user = { _, _ in .failure(StubData.status(401, message: "Bad credentials")) } }
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let environment = makeEnvironment(service, folder: folder)
    let reactor = AccountReactor(environment: environment)
    reactor.send(.editToken("ghp_wrong"))
    reactor.send(.signIn)
    #expect(await service.clock.waitForSleepers(1))
    await service.clock.advance(by: .milliseconds(100))
    #expect(await waitUntil { reactor.currentState.problem == .unauthorized })
    #expect(
      reactor.currentState.problem?.message == "GitHub rejected the token (401). Sign in again with a valid token.")
    #expect(reactor.currentState.login == nil)
    #expect(environment.session.token == nil)
    #expect(TokenStore(folder: folder).load() == nil)
  }

  @Test func aSavedTokenThatNoLongerWorksIsDropped() async {
    let service = StubGitHubService(clock: TestClock())
    service.update { $0.user = { _, _ in .failure(StubData.status(401)) } }
    let environment = makeEnvironment(service, token: "ghp_expired")
    let reactor = AccountReactor(environment: environment)
    reactor.send(.verifySavedToken)
    #expect(await service.clock.waitForSleepers(1))
    await service.clock.advance(by: .milliseconds(100))
    #expect(await waitUntil { reactor.currentState.problem == .unauthorized })
    #expect(environment.session.token == nil)
  }

  @Test func signingInWithNothingTypedSaysSo() async {
    let reactor = AccountReactor(environment: makeEnvironment(StubGitHubService(clock: TestClock())))
    var notices = reactor.pulse(\.$notice).makeAsyncIterator()
    reactor.send(.signIn)
    #expect(await notices.next() == "Paste a personal access token first.")
  }
}
