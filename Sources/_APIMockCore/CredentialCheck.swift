import HTTPTypes
import _APIGenOpenAPI

/// Whether a request carries the credentials its operation requires: one of its security requirements (its own,
/// else the document's) with every scheme present. The mock does not judge the values, only that they are there in
/// the scheme's place and form (`Authorization: Bearer ...`, the API key's header, query item or cookie).
struct CredentialCheck: Sendable {
  private let schemes: [String: SecurityScheme]
  private let defaultRequirements: [SecurityRequirement]

  init(spec: Spec) {
    var schemes: [String: SecurityScheme] = [:]
    for (name, entry) in spec.document.components.securitySchemes {
      if let scheme = spec.resolve(entry) { schemes[name] = scheme }
    }
    self.schemes = schemes
    defaultRequirements = spec.document.security ?? []
  }

  func isSatisfied(_ operation: Operation, request: MockRequest, query: [(String, String)]) -> Bool {
    let requirements = operation.security ?? defaultRequirements
    guard !requirements.isEmpty else { return true }
    return requirements.contains { requirement in
      requirement.schemes.keys.allSatisfy { name in
        schemes[name].map { isPresent($0, request, query) } ?? true
      }
    }
  }

  private func isPresent(_ scheme: SecurityScheme, _ request: MockRequest, _ query: [(String, String)]) -> Bool {
    let authorization = request.headers[.authorization]?.lowercased() ?? ""
    switch scheme.kind {
    case .apiKey:
      guard let name = scheme.name else { return true }
      switch scheme.location {
      case .query: return query.contains { $0.0 == name && !$0.1.isEmpty }
      case .cookie:
        return request.headers[values: .cookie].contains { header in
          header.split(separator: ";").contains { $0.trimmingCharacters(in: " ").hasPrefix(name + "=") }
        }
      default: return HTTPField.Name(name).flatMap { request.headers[$0] }.map { !$0.isEmpty } ?? false
      }
    case .http:
      let kind = (scheme.scheme ?? "bearer").lowercased()
      return authorization.hasPrefix(kind + " ") && authorization.count > kind.count + 1
    case .oauth2, .openIdConnect:
      return authorization.hasPrefix("bearer ") && authorization.count > 7
    case .mutualTLS:
      return true
    }
  }
}
