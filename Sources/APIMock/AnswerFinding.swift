import YAML

/// One way an answer differs from what its operation documents, placed at the rule it breaks in the spec.
public struct AnswerFinding: Sendable, Hashable, CustomStringConvertible {
  /// What kind of difference: the summary counts findings by kind, and `--format json` names it.
  public enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
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

    public static func < (lhs: Kind, rhs: Kind) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  public enum Severity: String, Sendable, Hashable {
    case error, warning
  }

  public var kind: Kind
  public var severity: Severity
  /// The whole sentence, starting with the method and path template: `GET /repos/{owner}/{repo} answered ...`.
  public var message: String
  /// Where inside the body or header value (a JSON pointer), when the finding is about part of it.
  public var pointer: String?
  /// The spec file and position of the rule broken.
  public var file: String
  public var mark: Mark

  public init(kind: Kind, severity: Severity, message: String, pointer: String? = nil, file: String, mark: Mark) {
    self.kind = kind
    self.severity = severity
    self.message = message
    self.pointer = pointer
    self.file = file
    self.mark = mark
  }

  /// `github.yaml:5742:9: error: GET /repos/{owner}/{repo} answered ...`, as compilers print diagnostics.
  public var description: String {
    "\(file):\(mark.line):\(mark.column): \(severity.rawValue): \(message)"
  }
}
