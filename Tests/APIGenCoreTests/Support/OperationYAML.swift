import APIGenCore

/// YAML fragments the operation tests build their paths from.
enum OperationYAML {
  /// A `responses` entry answering 204 with nothing.
  static let ok = "responses: {'204': {description: ok}}"

  /// A `content` entry of one JSON schema.
  static func json(_ schema: String) -> String {
    "content: {application/json: {schema: \(schema)}}"
  }
}

extension PaginationDecl.Kind {
  var isLink: Bool {
    if case .link = self { return true }
    return false
  }
}
