import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSessionConfiguration {
  /// `.default` without the process's shared stores of credentials: no cookie is kept from an answer or added to a
  /// request, and no stored password is offered to a server that asks, so a request carries what its caller set.
  /// The runtime's URLSession transports start from it. (`.default` keeps cookies in a store every session of the
  /// process shares, which FoundationNetworking writes to a file in the home folder and which then adds them to
  /// requests to the same host on any port, from any program of the user's.)
  ///
  /// A client that wants cookies is given a ``CookieJar`` (`APIClient.Configuration.cookies`), which works the same
  /// on every transport.
  public static var apiClient: URLSessionConfiguration {
    let configuration = URLSessionConfiguration.default
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.urlCredentialStorage = nil
    return configuration
  }
}
