/// The keys each template context declares, as the Markdown tables the Templates article carries (a test
/// keeps the two the same).
package enum TemplateKeysDocumentation {
  package static func markdown() -> String {
    var lines: [String] = []
    var queue: [any TemplateContext.Type] = SwiftRenderer.entryTemplates.map(\.context)
    var seen: Set<String> = []
    while !queue.isEmpty {
      let context = queue.removeFirst()
      guard seen.insert(context.scopeName).inserted else { continue }
      lines += [
        "", "**\(context.scopeName)**: \(context.scopeSummary).", "", "| key | kind | holds |", "|---|---|---|",
      ]
      for key in context.declaredKeys {
        lines.append("| `\(key.name)` | \(key.kind.word) | \(key.summary) |")
        switch key.kind {
        case .list(let item), .object(let item): queue.append(item)
        case .text, .flag, .lines: break
        }
      }
    }
    return lines.dropFirst().joined(separator: "\n") + "\n"
  }
}
