import Foundation
import HTTPTypes
import _APIGenOpenAPI

/// Credentials for the spec's security schemes, read from the environment, never printed.
///
/// - `APIGEN_TOKEN`: a bearer token, for `http` `bearer`, `oauth2` and `openIdConnect` schemes.
/// - `APIGEN_USERNAME` and `APIGEN_PASSWORD`: for `http` `basic` schemes.
/// - `APIGEN_API_KEY`: for `apiKey` schemes (sent in the header, query item or cookie the scheme names).
/// - `APIGEN_AUTH_<SCHEME>`: the credential for one scheme by its name in `components.securitySchemes`, upper
///   case with non-alphanumerics as `_` (`petstore_auth` reads `APIGEN_AUTH_PETSTORE_AUTH`); `user:password` for
///   basic schemes. It wins over the general variables.
///
/// An operation gets the first of its security requirements (its own, else the document's) whose schemes all have
/// a credential; none when it requires none.
package struct Credentials: Sendable {
  /// Where one credential goes.
  package enum Placement: Sendable, Hashable {
    case header(name: String, value: String)
    case query(name: String, value: String)
    case cookie(name: String, value: String)

    /// The same place with another value.
    func with(value: String) -> Placement {
      switch self {
      case .header(let name, _): .header(name: name, value: value)
      case .query(let name, _): .query(name: name, value: value)
      case .cookie(let name, _): .cookie(name: name, value: value)
      }
    }
  }

  private let byScheme: [String: Placement]
  /// Where each scheme's credential travels (a placement with an empty value), whether or not one is given: what
  /// a `--header` field can supply instead of the environment.
  private let carriers: [String: Placement]
  private let defaultRequirements: [SecurityRequirement]

  package init(spec: Spec, environment: [String: String]) {
    var byScheme: [String: Placement] = [:]
    var carriers: [String: Placement] = [:]
    for (name, entry) in spec.document.components.securitySchemes {
      guard let scheme = spec.resolve(entry) else { continue }
      carriers[name] = Self.carrier(of: scheme)
      guard let placement = Self.placement(name: name, scheme: scheme, environment: environment) else { continue }
      byScheme[name] = placement
    }
    self.byScheme = byScheme
    self.carriers = carriers
    defaultRequirements = spec.document.security ?? []
  }

  /// The placements for `operation`: empty when it needs none or none of its requirements can be met.
  package func placements(for operation: _APIGenOpenAPI.Operation) -> [Placement] {
    let requirements = operation.security ?? defaultRequirements
    guard !requirements.isEmpty, !requirements.contains(where: { $0.schemes.isEmpty }) else { return [] }
    for requirement in requirements {
      let placements = requirement.schemes.keys.compactMap { byScheme[$0] }
      if placements.count == requirement.schemes.count { return placements }
    }
    return []
  }

  /// Whether `operation` requires credentials that neither the environment nor `headers` (the `--header` fields)
  /// give: a header field that a scheme's credential travels in (`Authorization`, an API key's header, its cookie
  /// in `Cookie`) counts as that scheme's credential.
  package func lacksCredentials(for operation: _APIGenOpenAPI.Operation, headers: HTTPFields = [:]) -> Bool {
    let requirements = operation.security ?? defaultRequirements
    guard !requirements.isEmpty, !requirements.contains(where: { $0.schemes.isEmpty }) else { return false }
    func given(_ scheme: String) -> Bool {
      if byScheme[scheme] != nil { return true }
      switch carriers[scheme] {
      case .header(let name, _): return HTTPField.Name(name).map { headers[$0] != nil } ?? false
      case .cookie(let name, _):
        return headers[.cookie]?.split(separator: ";").contains {
          $0.trimmingCharacters(in: .whitespaces).hasPrefix(name + "=")
        } ?? false
      case .query, nil: return false
      }
    }
    return !requirements.contains { $0.schemes.keys.allSatisfy(given) }
  }

  /// Where a scheme's credential goes, with no value (the environment's credential fills it in `placement`).
  private static func carrier(of scheme: SecurityScheme) -> Placement? {
    switch scheme.kind {
    case .apiKey:
      guard let name = scheme.name else { return nil }
      switch scheme.location {
      case .query: return .query(name: name, value: "")
      case .cookie: return .cookie(name: name, value: "")
      default: return .header(name: name, value: "")
      }
    case .http, .oauth2, .openIdConnect: return .header(name: "Authorization", value: "")
    case .mutualTLS: return nil
    }
  }

  /// `APIGEN_AUTH_<SCHEME>` for a scheme name.
  package static func variable(forScheme name: String) -> String {
    let letters = name.uppercased().unicodeScalars.map { scalar -> Character in
      scalar.isASCII && scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) ? Character(scalar) : "_"
    }
    return "APIGEN_AUTH_" + String(letters)
  }

  private static func placement(
    name: String, scheme: SecurityScheme, environment: [String: String]
  ) -> Placement? {
    let own = environment[variable(forScheme: name)].flatMap { $0.isEmpty ? nil : $0 }
    let value: String?
    switch scheme.kind {
    case .apiKey:
      value = own ?? environment["APIGEN_API_KEY"]
    case .http where scheme.scheme?.lowercased() == "basic":
      let pair =
        own
        ?? environment["APIGEN_USERNAME"].map { $0 + ":" + (environment["APIGEN_PASSWORD"] ?? "") }
      value = pair.map { "Basic " + Data($0.utf8).base64EncodedString() }
    case .http, .oauth2, .openIdConnect:
      let kind = scheme.kind == .http ? (scheme.scheme.map(Self.capitalized) ?? "Bearer") : "Bearer"
      value = (own ?? environment["APIGEN_TOKEN"]).map { kind + " " + $0 }
    case .mutualTLS:
      value = nil
    }
    guard let value else { return nil }
    return carrier(of: scheme)?.with(value: value)
  }

  private static func capitalized(_ scheme: String) -> String {
    scheme.prefix(1).uppercased() + scheme.dropFirst().lowercased()
  }
}
