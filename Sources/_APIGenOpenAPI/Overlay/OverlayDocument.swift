import _APIGenJSONPath
import _APIGenYAML

/// An Overlay document (Overlay Specification 1.0 and 1.1), read and checked against the specification's schema:
/// its actions in order, each with its target already parsed as JSONPath.
public struct OverlayDocument: Sendable {
  public struct Action: Sendable {
    public var target: JSONPathQuery
    /// Where the target is written, for diagnostics about what it selects.
    public var targetMark: Mark
    public var change: Change
    /// The action's own position, for diagnostics about it as a whole.
    public var mark: Mark
  }

  /// What an action does to each node its target selects.
  public enum Change: Sendable {
    /// Merge this value in (1.0's `update`).
    case update(Node)
    /// Merge in the one node this query selects from the document as it is then (1.1's `copy`).
    case copy(JSONPathQuery, Mark)
    case remove
    /// Nothing: an action with no `update`, no `copy`, and `remove` false or absent.
    case none
  }

  /// `1.0.0`, `1.1.0`, ... as written.
  public var version: String
  public var actions: [Action]
}

/// Reads an overlay document's nodes, collecting an error at the line and column of everything the schema rejects.
struct OverlayDocumentReader {
  let file: String
  private(set) var diagnostics: [Diagnostic] = []

  init(file: String) { self.file = file }

  /// The document, or nil when it has errors (then none of its actions is applied).
  mutating func read(_ root: Node) -> OverlayDocument? {
    guard let pairs = root.mapping else {
      error("an overlay document is a mapping with overlay, info and actions, not \(root.kindDescription)", root.mark)
      return nil
    }
    var version: String?
    var actions: [OverlayDocument.Action] = []
    var sawInfo = false
    var sawActions = false
    for pair in pairs {
      let key = pair.key.scalar?.value ?? ""
      switch key {
      case "overlay":
        version = string(pair.value, "overlay")
        if let written = version, !Self.isSupportedVersion(written) {
          error("overlay must be an Overlay Specification version 1.0.x or 1.1.x, not '\(written)'", pair.value.mark)
        }
      case "info":
        sawInfo = true
        readInfo(pair.value)
      case "extends": _ = string(pair.value, "extends")
      case "actions":
        sawActions = true
        actions = readActions(pair.value, version: version ?? root["overlay"]?.scalar?.value ?? "")
      default:
        if !key.hasPrefix("x-") { error("'\(key)' is not a field of an overlay document", pair.key.mark) }
      }
    }
    if version == nil && root["overlay"] == nil {
      error("an overlay document needs 'overlay' (its version)", root.mark)
    }
    if !sawInfo { error("an overlay document needs 'info' (title and version)", root.mark) }
    if !sawActions { error("an overlay document needs 'actions', a list of at least one", root.mark) }
    guard !diagnostics.contains(where: { $0.severity == .error }), let version else { return nil }
    return OverlayDocument(version: version, actions: actions)
  }

  static func isSupportedVersion(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 3 && parts[0] == "1" && (parts[1] == "0" || parts[1] == "1") && !parts[2].isEmpty
      && parts[2].allSatisfy { $0.isASCII && $0.isNumber }
  }

  private mutating func readInfo(_ node: Node) {
    guard let pairs = node.mapping else {
      error("info must be a mapping with title and version, not \(node.kindDescription)", node.mark)
      return
    }
    for pair in pairs {
      let key = pair.key.scalar?.value ?? ""
      switch key {
      case "title", "version", "description": _ = string(pair.value, "info.\(key)")
      default:
        if !key.hasPrefix("x-") { error("'\(key)' is not a field of an overlay's info", pair.key.mark) }
      }
    }
    for required in ["title", "version"] where node[required] == nil {
      error("info needs '\(required)'", node.mark)
    }
  }

  private mutating func readActions(_ node: Node, version: String) -> [OverlayDocument.Action] {
    guard let items = node.sequence else {
      error("actions must be a list of actions, not \(node.kindDescription)", node.mark)
      return []
    }
    if items.isEmpty { error("actions must list at least one action", node.mark) }
    var actions: [OverlayDocument.Action] = []
    for (index, item) in items.enumerated() {
      if let earlier = items[..<index].firstIndex(where: { NodeEquality.equal($0, item) }) {
        error("this action repeats action \(earlier + 1); actions must be unique", item.mark)
        continue
      }
      if let action = readAction(item, allowsCopy: !version.hasPrefix("1.0.")) { actions.append(action) }
    }
    return actions
  }

  private mutating func readAction(_ node: Node, allowsCopy: Bool) -> OverlayDocument.Action? {
    guard let pairs = node.mapping else {
      error("an action must be a mapping with a target, not \(node.kindDescription)", node.mark)
      return nil
    }
    var target: (JSONPathQuery, Mark)?
    var update: Node?
    var copy: (JSONPathQuery, Mark)?
    var remove = false
    for pair in pairs {
      let key = pair.key.scalar?.value ?? ""
      switch key {
      case "target": target = query(pair.value, "target")
      case "description": _ = string(pair.value, "an action's description")
      case "update": update = pair.value
      case "copy":
        if !allowsCopy { error("'copy' is an Overlay 1.1 field; this overlay says it is 1.0", pair.key.mark) }
        copy = query(pair.value, "copy")
      case "remove":
        switch pair.value.scalar?.resolved {
        case .bool(let value)?: remove = value
        default: error("remove must be true or false, not \(pair.value.kindDescription)", pair.value.mark)
        }
      default:
        if !key.hasPrefix("x-") { error("'\(key)' is not a field of an action", pair.key.mark) }
      }
    }
    guard let (targetQuery, targetMark) = target else {
      if node["target"] == nil { error("an action needs a target, a JSONPath query", node.mark) }
      return nil
    }
    if update != nil && copy != nil {
      error("an action takes update or copy, not both", node.mark)
      return nil
    }
    let change: OverlayDocument.Change =
      if remove { .remove } else if let update { .update(update) } else if let copy { .copy(copy.0, copy.1) } else {
        .none
      }
    return OverlayDocument.Action(target: targetQuery, targetMark: targetMark, change: change, mark: node.mark)
  }

  /// A string field parsed as JSONPath, a syntax error placed at the character it stops at.
  private mutating func query(_ node: Node, _ field: String) -> (JSONPathQuery, Mark)? {
    guard let text = string(node, field) else { return nil }
    do {
      return (try JSONPathQuery(text), node.mark)
    } catch {
      self.error("\(field) '\(text)' is not a JSONPath query: \(error.message)", Self.mark(of: error.offset, in: node))
      return nil
    }
  }

  /// The position of a query's character: exact in a one-line scalar, the scalar's start otherwise.
  static func mark(of offset: Int, in node: Node) -> Mark {
    guard let scalar = node.scalar, !scalar.value.contains("\n") else { return node.mark }
    switch scalar.style {
    case .plain: return Mark(line: node.mark.line, column: node.mark.column + offset)
    case .singleQuoted where !scalar.value.contains("'"),
      .doubleQuoted where !scalar.value.contains(where: { $0 == "\"" || $0 == "\\" }):
      return Mark(line: node.mark.line, column: node.mark.column + 1 + offset)
    default: return node.mark
    }
  }

  private mutating func string(_ node: Node, _ field: String) -> String? {
    guard let scalar = node.scalar, case .string(let text) = scalar.resolved else {
      error("\(field) must be a string, not \(node.kindDescription)", node.mark)
      return nil
    }
    return text
  }

  private mutating func error(_ message: String, _ mark: Mark) {
    diagnostics.append(Diagnostic(.error, message, file: file, mark: mark))
  }
}
