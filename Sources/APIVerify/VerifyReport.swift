import _APIGenOpenAPI
import _APIMockCore

/// A verify run's findings as a compiler prints diagnostics (`file:line:column: error: ...`, one per line, then
/// a summary), or as JSON lines for CI; and its exit status.
package struct VerifyReport: Sendable {
  package var plan: VerifyPlan
  package var results: [CallResult]
  /// How many operations the spec has in all.
  package var operationCount: Int

  package init(plan: VerifyPlan, results: [CallResult], operationCount: Int) {
    self.plan = plan
    self.results = results
    self.operationCount = operationCount
  }

  package var findings: [AnswerFinding] { results.flatMap(\.findings) }

  /// 0 when every answer conforms, 1 when something does not.
  package var exitCode: Int32 { findings.isEmpty ? 0 : 1 }

  package var textLines: [String] {
    findings.map(\.description) + notes.map { "note: " + $0 } + [summary]
  }

  /// `verify: 512 of 814 operations called, 510 conforming; 2 findings (1 undocumented-status, 1 body-schema)`.
  package var summary: String {
    let conforming = results.count(where: { $0.findings.isEmpty })
    var line = "verify: \(results.count) of \(operationCount) operations called, \(conforming) conforming"
    let counts = countsByKind
    line +=
      counts.isEmpty
      ? "; no findings"
      : "; \(findings.count) finding\(findings.count == 1 ? "" : "s") ("
        + counts.map { "\($0.count) \($0.kind.rawValue)" }.joined(separator: ", ") + ")"
    return line
  }

  private var notes: [String] {
    var notes: [String] = []
    if plan.unsafeLeftOut > 0 {
      notes.append("\(plan.unsafeLeftOut) operations with unsafe methods were not called (--include-unsafe calls them)")
    }
    if !plan.lackingCredentials.isEmpty {
      notes.append(
        "\(plan.lackingCredentials.count) operations require credentials the environment does not give "
          + "(APIGEN_TOKEN, APIGEN_API_KEY, APIGEN_USERNAME/APIGEN_PASSWORD or --header): "
          + Self.firstFive(plan.lackingCredentials))
    }
    if !plan.ownAccountLeftOut.isEmpty {
      notes.append(
        "\(plan.ownAccountLeftOut.count) operations were not called: they would delete the account whose "
          + "credentials are sent (--operation calls one): " + plan.ownAccountLeftOut.joined(separator: ", "))
    }
    return notes + linkNotes
  }

  /// What links did: the calls that took values from earlier answers, the links whose expression found nothing,
  /// and the links not followed because their target ran no later than their source.
  private var linkNotes: [String] {
    var notes: [String] = []
    let taken = results.filter { $0.takes.contains { $0.value != nil } }
    if !taken.isEmpty {
      let described = taken.map { result in
        let from = Set(result.takes.filter { $0.value != nil }.map(\.source)).sorted()
        return "\(result.operation) (from \(from.joined(separator: ", ")))"
      }
      notes.append("\(taken.count) calls sent values earlier answers gave through links: " + Self.firstFive(described))
    }
    let empty = results.flatMap(\.takes).filter { $0.value == nil }
    if !empty.isEmpty {
      notes.append(
        "\(empty.count) link values found nothing in their answers, so their targets sent made-up values: "
          + Self.firstFive(empty.map { "\($0.source)'s link \($0.link) (\($0.written))" }))
    }
    let phases = Dictionary(plan.calls.map { ($0.operation.name, $0.phase) }, uniquingKeysWith: { first, _ in first })
    let unfollowed = results.flatMap { result in
      result.gives.filter { value in
        guard let source = phases[result.operation], let target = phases[value.target] else { return false }
        return target <= source
      }
    }
    let unfollowedLinks = Set(unfollowed.map { "\($0.source)'s link \($0.link)" }).sorted()
    if !unfollowedLinks.isEmpty {
      notes.append(
        "\(unfollowedLinks.count) links were not followed: their targets are called in the same phase as their "
          + "source or before it: " + Self.firstFive(unfollowedLinks))
    }
    return notes
  }

  /// `a, b, c, d, e, ...`: a note names a few, not hundreds.
  private static func firstFive(_ names: [String]) -> String {
    names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", ..." : "")
  }

  private var countsByKind: [(kind: AnswerFinding.Kind, count: Int)] {
    Dictionary(grouping: findings, by: \.kind).map { ($0.key, $0.value.count) }.sorted { $0.kind < $1.kind }
  }

  /// One JSON object per finding, then one with the summary's figures.
  package var jsonLines: [String] {
    var lines: [String] = []
    for result in results {
      for finding in result.findings {
        var fields: [(String, JSONValue)] = [
          ("kind", .string(finding.kind.rawValue)), ("severity", .string(finding.severity.rawValue)),
          ("file", .string(finding.file)), ("line", .int(finding.mark.line)), ("column", .int(finding.mark.column)),
          ("operation", .string(result.operation)), ("method", .string(result.method)),
          ("path", .string(result.path)),
        ]
        if let status = result.status { fields.append(("status", .int(status))) }
        if let pointer = finding.pointer { fields.append(("pointer", .string(pointer))) }
        fields.append(("message", .string(finding.message)))
        lines.append(Self.object(fields).jsonText)
      }
    }
    let summary: [(String, JSONValue)] = [
      ("operations", .int(operationCount)), ("called", .int(results.count)),
      ("conforming", .int(results.count(where: { $0.findings.isEmpty }))),
      ("unsafeNotCalled", .int(plan.unsafeLeftOut)), ("lackingCredentials", .int(plan.lackingCredentials.count)),
      ("findings", Self.object(countsByKind.map { ($0.kind.rawValue, .int($0.count)) })),
    ]
    lines.append(Self.object([("summary", Self.object(summary))]).jsonText)
    return lines
  }

  private static func object(_ fields: [(String, JSONValue)]) -> JSONValue {
    .object(Dictionary(fields, uniquingKeysWith: { _, new in new }), keys: fields.map(\.0))
  }
}
