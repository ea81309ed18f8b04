import YAML

/// One finding about a spec: what is wrong, how bad it is, and exactly where.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  public enum Severity: String, Sendable, Hashable, Comparable {
    case error, warning, note

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    private var rank: Int {
      switch self {
      case .error: return 0
      case .warning: return 1
      case .note: return 2
      }
    }
  }

  public var severity: Severity
  public var message: String
  /// The file as the user named it (relative paths stay relative, so IDEs and CI logs can open them).
  public var file: String
  public var mark: Mark
  /// The JSON pointer of the node the finding is about, such as `/paths/~1users/get/responses`.
  public var path: String

  public init(_ severity: Severity, _ message: String, file: String, mark: Mark, path: String = "") {
    self.severity = severity
    self.message = message
    self.file = file
    self.mark = mark
    self.path = path
  }

  public var line: Int { mark.line }
  public var column: Int { mark.column }

  /// `file:line:column: severity: message`, the Swift compiler's format, which Xcode, VS Code and SwiftPM
  /// plugins show in place.
  public var description: String { "\(file):\(mark.line):\(mark.column): \(severity.rawValue): \(message)" }
}

/// Collects diagnostics, dropping exact repeats and stopping at a cap so a hopeless file cannot flood the output.
public struct Diagnostics: Sendable {
  public private(set) var all: [Diagnostic] = []
  /// How many were not kept because the cap was reached.
  public private(set) var dropped = 0
  public let limit: Int
  private var seen: Set<Diagnostic> = []

  public init(limit: Int = 200) { self.limit = limit }

  public var hasErrors: Bool { all.contains { $0.severity == .error } }
  public var errorCount: Int { all.count { $0.severity == .error } }

  public mutating func append(_ diagnostic: Diagnostic) {
    guard seen.insert(diagnostic).inserted else { return }
    guard all.count < limit else {
      dropped += 1
      return
    }
    all.append(diagnostic)
  }

  public mutating func append(contentsOf other: [Diagnostic]) {
    for diagnostic in other { append(diagnostic) }
  }

  /// Diagnostics by file, then position: the order a compiler prints them in.
  public var sorted: [Diagnostic] {
    all.sorted { ($0.file, $0.mark, $0.severity, $0.message) < ($1.file, $1.mark, $1.severity, $1.message) }
  }
}
