import _APIGenYAML

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

/// Collects diagnostics, dropping exact repeats, keeping the first few places of each message (a spec can say the
/// same thing about every operation: Kubernetes' 944 "operation-level 'schemes' are ignored") and counting the
/// rest, and stopping at a cap so a hopeless file cannot flood the output. Everything is counted.
public struct Diagnostics: Sendable {
  public private(set) var all: [Diagnostic] = []
  /// How many were not kept because the cap was reached.
  public private(set) var dropped = 0
  /// Places not kept because their message was already kept `perMessage` times, by message.
  public private(set) var repeats: [DiagnosticRepeat] = []
  /// Everything reported, kept or not, by severity.
  public private(set) var counts: [Diagnostic.Severity: Int] = [:]
  public let limit: Int
  public let perMessage: Int
  private var seen: Set<Diagnostic> = []
  private var kept: [DiagnosticRepeat.Key: Int] = [:]
  private var repeatIndex: [DiagnosticRepeat.Key: Int] = [:]

  public init(limit: Int = 200, perMessage: Int = 3) {
    self.limit = limit
    self.perMessage = perMessage
  }

  public var hasErrors: Bool { all.contains { $0.severity == .error } }
  public var errorCount: Int { all.count { $0.severity == .error } }

  public mutating func append(_ diagnostic: Diagnostic) {
    guard seen.insert(diagnostic).inserted else { return }
    counts[diagnostic.severity, default: 0] += 1
    let key = DiagnosticRepeat.Key(severity: diagnostic.severity, message: diagnostic.message)
    if kept[key, default: 0] >= perMessage {
      if let index = repeatIndex[key] {
        repeats[index].count += 1
      } else {
        repeatIndex[key] = repeats.count
        repeats.append(DiagnosticRepeat(first: diagnostic, count: 1))
      }
      return
    }
    guard all.count < limit else {
      dropped += 1
      return
    }
    kept[key, default: 0] += 1
    all.append(diagnostic)
  }

  public mutating func append(contentsOf other: [Diagnostic]) {
    for diagnostic in other { append(diagnostic) }
  }

  /// Names the file each diagnostic about `file` is really about, where its node was merged from another text:
  /// a mark of source `n` (`Mark.source`) is in `sources[n - 1]` (an overlay's nodes, merged into the root).
  public mutating func attributeSources(of file: String, to sources: [String]) {
    guard !sources.isEmpty else { return }
    func attribute(_ diagnostic: inout Diagnostic) {
      let source = diagnostic.mark.source
      guard source > 0, source <= sources.count, diagnostic.file == file else { return }
      diagnostic.file = sources[source - 1]
    }
    for index in all.indices { attribute(&all[index]) }
    for index in repeats.indices { attribute(&repeats[index].first) }
  }

  /// Diagnostics by file, then position: the order a compiler prints them in.
  public var sorted: [Diagnostic] { all.inSourceOrder() }

  /// The lines to print: the kept diagnostics, then a note per repeated message saying how many places were not
  /// shown, then a note for what the cap left out.
  public func lines(file: String) -> [String] {
    var lines = sorted.map(\.description)
    for item in repeats {
      let places = item.count == 1 ? "1 more place" : "\(item.count) more places"
      lines.append(
        "\(item.first.file): note: \(places) with the \(item.first.severity.rawValue) '\(item.first.message)' not shown"
      )
    }
    if dropped > 0 { lines.append("\(file): note: \(dropped) more diagnostics not shown (the first \(limit) are)") }
    return lines
  }
}

extension Sequence<Diagnostic> {
  /// By file, then position (then severity and message): the order a compiler prints diagnostics in.
  public func inSourceOrder() -> [Diagnostic] {
    sorted { ($0.file, $0.mark, $0.severity, $0.message) < ($1.file, $1.mark, $1.severity, $1.message) }
  }
}

/// A message reported in more places than are shown.
public struct DiagnosticRepeat: Sendable {
  struct Key: Hashable {
    var severity: Diagnostic.Severity
    var message: String
  }

  /// The first place not shown.
  public var first: Diagnostic
  public var count: Int
}
