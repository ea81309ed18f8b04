import _APIGenYAML

/// One way an answer differs from what its operation documents, placed at the rule it breaks in the spec.
package struct AnswerFinding: Sendable, Hashable, CustomStringConvertible {
  /// What kind of difference: the summary counts findings by kind, and `--format json` names it.
  package enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
    case undocumentedStatus = "undocumented-status"
    case undocumentedContentType = "undocumented-content-type"
    case missingBody = "missing-body"
    case undocumentedBody = "undocumented-body"
    case unreadableBody = "unreadable-body"
    case bodySchema = "body-schema"
    case missingHeader = "missing-header"
    case headerSchema = "header-schema"
    case redirect
    case transport
    case timeout

    package static func < (lhs: Kind, rhs: Kind) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  package enum Severity: String, Sendable, Hashable {
    case error, warning
  }

  package var kind: Kind
  package var severity: Severity
  /// The whole sentence, starting with the method and path template: `GET /repos/{owner}/{repo} answered ...`.
  package var message: String
  /// Where inside the body or header value (a JSON pointer), when the finding is about part of it.
  package var pointer: String?
  /// The spec file and position of the rule broken.
  package var file: String
  package var mark: Mark

  package init(kind: Kind, severity: Severity, message: String, pointer: String? = nil, file: String, mark: Mark) {
    self.kind = kind
    self.severity = severity
    self.message = message
    self.pointer = pointer
    self.file = file
    self.mark = mark
  }

  /// `github.yaml:5742:9: error: GET /repos/{owner}/{repo} answered ...`, as compilers print diagnostics.
  package var description: String {
    "\(file):\(mark.line):\(mark.column): \(severity.rawValue): \(message)"
  }
}
