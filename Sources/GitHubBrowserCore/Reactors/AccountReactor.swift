import Foundation
import Reactor

/// Signing in with a personal access token: the token is checked against GitHub (`GET /user`) before it is kept,
/// then stored with 0600 permissions and used for every request. It is never shown or logged. On sign-in, the
/// repositories starred on GitHub are added to the favourites.
@MainActor
package final class AccountReactor: Reactor {
  package enum Action: Sendable, Equatable {
    case editToken(String)
    case signIn
    case signOut
    /// Checks a token kept from an earlier run (at start).
    case verifySavedToken
    case refreshRateLimit
  }

  package enum Mutation: Sendable, Equatable {
    case setTokenInput(String)
    case setSigningIn(Bool)
    case setLogin(String?)
    case setProblem(Problem?)
    case setRateLimit(RateLimitStatus)
    case setNotice(String)
  }

  package struct State: Sendable, Equatable {
    /// What is typed so far; views show it masked.
    package var tokenInput = ""
    package var isSigningIn = false
    package var login: String?
    package var problem: Problem?
    package var rateLimit: RateLimitStatus?
    @Pulse package var notice: String? = nil

    package init(login: String? = nil) { self.login = login }
  }

  private enum CancelID: Hashable, Sendable { case signIn }

  package let initialState = State()
  package let runtime = ReactorRuntime<AccountReactor>()
  private let environment: AppEnvironment

  package init(environment: AppEnvironment) { self.environment = environment }

  package func mutate(action: Action) -> Mutations<Mutation> {
    switch action {
    case .editToken(let input):
      return .just(.setTokenInput(input))
    case .signIn:
      let token = currentState.tokenInput.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !token.isEmpty else { return .just(.setNotice("Paste a personal access token first.")) }
      return verify(token: token, isNew: true)
    case .verifySavedToken:
      guard let token = environment.session.token else { return .none }
      return verify(token: token, isNew: false)
    case .signOut:
      environment.session.token = nil
      try? environment.tokenStore?.delete()
      environment.events.send(.signedOut)
      return .just(.setLogin(nil), .setNotice("Signed out; the saved token was deleted."))
    case .refreshRateLimit:
      return .call(
        environment.service.rateLimit(), what: "the rate limit", success: { .setRateLimit($0) },
        failure: { .setProblem($0) })
    }
  }

  /// Tries `token`; keeps it only if GitHub accepts it (and saves it when `isNew`).
  private func verify(token: String, isNew: Bool) -> Mutations<Mutation> {
    let environment = environment
    let previous = environment.session.token
    environment.session.token = token
    let check = Mutations<Mutation>.run { @MainActor send in
      switch await environment.service.signedInUser().result() {
      case .success(let login):
        var notice = "Welcome back."
        if isNew {
          do {
            try environment.tokenStore?.save(token)
            notice = "The token is saved for next time (readable by you alone)."
          } catch {
            notice = "The token works but could not be saved: \(error)"
          }
        }
        send(.setTokenInput(""))
        send(.setLogin(login))
        environment.events.send(.signedIn(login: login))
        // Stars made elsewhere (the website, another machine) become favourites here.
        switch await environment.service.starredRepositories().result() {
        case .success(let starred):
          let added = environment.favorites.importStarred(starred)
          if added > 0 { notice += " \(added) starred repositories were added to the favourites." }
        case .failure(.cancelled):
          break
        case .failure(let error):
          send(.setProblem(Problem(error, what: "your starred repositories")))
        }
        send(.setNotice(notice))
      case .failure(.cancelled):
        environment.session.token = previous
      case .failure(let error):
        environment.session.token = isNew ? previous : nil
        send(.setProblem(Problem(error, what: "the signed-in user")))
      }
    }
    return .concat(
      .just(.setSigningIn(true), .setProblem(nil)), check.cancellable(id: CancelID.signIn, cancelInFlight: true),
      .just(.setSigningIn(false)))
  }

  package func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setTokenInput(let input): state.tokenInput = input
    case .setSigningIn(let isSigningIn): state.isSigningIn = isSigningIn
    case .setLogin(let login): state.login = login
    case .setProblem(let problem): state.problem = problem
    case .setRateLimit(let rateLimit): state.rateLimit = rateLimit
    case .setNotice(let notice): state.notice = notice
    }
    return state
  }
}
