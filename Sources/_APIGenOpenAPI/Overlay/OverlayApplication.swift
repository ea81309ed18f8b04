import _APIGenJSONPath
import _APIGenYAML

/// Applies an overlay's actions to a description's node tree, in order, each to the result of the one before
/// (Overlay Specification 1.1, "Action Object").
///
/// Merged nodes keep the overlay's positions, marked with the overlay's source number, so that a diagnostic about
/// the merged description points into the overlay for what the overlay wrote and into the description for the rest.
public struct OverlayApplication: Sendable {
  public private(set) var document: Node
  public private(set) var diagnostics: [Diagnostic] = []
  private let overlayFile: String
  private let source: Int

  /// - Parameters:
  ///   - source: the number merged nodes' marks carry (`Mark.source`); 0 when the result is not loaded as a spec.
  public init(document: Node, overlayFile: String, source: Int) {
    self.document = document
    self.overlayFile = overlayFile
    self.source = source
  }

  /// Reads `overlay` and applies its actions; an overlay with errors in its own form changes nothing.
  public mutating func apply(_ overlay: Node) {
    var reader = OverlayDocumentReader(file: overlayFile)
    let parsed = reader.read(overlay)
    diagnostics += reader.diagnostics
    guard let parsed else { return }
    for action in parsed.actions { apply(action) }
  }

  private mutating func apply(_ action: OverlayDocument.Action) {
    let selected = action.target.select(in: document)
    guard !selected.isEmpty else {
      warning(
        "target '\(action.target)' selects nothing in the description, so this action changes nothing (has the "
          + "description changed since the overlay was written?)", action.targetMark)
      return
    }
    switch action.change {
    case .none:
      warning("this action has no update, copy or remove: true, so it changes nothing", action.mark)
    case .remove: remove(selected, action: action)
    case .update(let value):
      merge(value.marked(asSource: source), into: selected, action: action, at: value.mark, copied: false)
    case .copy(let query, let mark):
      let sources = query.select(in: document)
      guard sources.count == 1 else {
        error("copy '\(query)' selects \(sources.count) nodes; it must select exactly one", mark)
        return
      }
      merge(sources[0].node, into: selected, action: action, at: mark, copied: true)
    }
  }

  private mutating func remove(_ selected: [SelectedNode], action: OverlayDocument.Action) {
    if selected.contains(where: { $0.path.steps.isEmpty }) {
      error("the whole description cannot be removed", action.targetMark)
      return
    }
    // Children before parents and later array items before earlier ones, so no removal moves another's node.
    for path in Set(selected.map(\.path)).sorted(by: >) { _ = document.remove(at: path) }
  }

  /// - Parameter copied: whether `value` is the description's own (a copy), so that a problem inside it is reported
  ///   at the `copy` field rather than at the description's line.
  private mutating func merge(
    _ value: Node, into selected: [SelectedNode], action: OverlayDocument.Action, at mark: Mark, copied: Bool
  ) {
    let kinds = Set(selected.map { NodeKind($0.node) })
    guard kinds.count == 1, let kind = kinds.first else {
      error(
        "target '\(action.target)' selects \(kinds.map(\.description).sorted().joined(separator: " and ")); an "
          + "update or copy needs them all of one kind", action.targetMark)
      return
    }
    switch (kind, NodeKind(value)) {
    case (.mapping, .mapping), (.sequence, _), (.scalar, .scalar): break
    case (.mapping, _):
      error(
        "target '\(action.target)' selects mappings, so this must be a mapping of what to merge, not "
          + value.kindDescription, mark)
      return
    case (.scalar, _):
      error(
        "target '\(action.target)' selects scalars, which only a scalar can replace, not \(value.kindDescription)",
        mark)
      return
    }
    for target in selected {
      var failure: OverlayMergeError?
      _ = document.modify(at: target.path.steps[...]) { (node: inout Node) in
        do throws(OverlayMergeError) {
          node = try OverlayMerge.merge(value, into: node)
        } catch {
          failure = error
        }
      }
      if let failure {
        error("\(failure.message) (at \(target.path) in the description)", copied ? mark : failure.mark.inSource(0))
        return
      }
    }
  }

  private mutating func error(_ message: String, _ mark: Mark) {
    diagnostics.append(Diagnostic(.error, message, file: overlayFile, mark: mark))
  }

  private mutating func warning(_ message: String, _ mark: Mark) {
    diagnostics.append(Diagnostic(.warning, message, file: overlayFile, mark: mark))
  }
}

/// The three kinds of node the merge rules tell apart.
enum NodeKind: Hashable, CustomStringConvertible {
  case mapping, sequence, scalar

  init(_ node: Node) {
    switch node.content {
    case .mapping: self = .mapping
    case .sequence: self = .sequence
    case .scalar: self = .scalar
    }
  }

  var description: String {
    switch self {
    case .mapping: "mappings"
    case .sequence: "sequences"
    case .scalar: "scalars"
    }
  }
}

struct OverlayMergeError: Error {
  var message: String
  var mark: Mark
}

/// The specification's recursive merge: new members appended, scalars replaced, sequences concatenated, mappings
/// merged member by member.
enum OverlayMerge {
  static func merge(_ value: Node, into target: Node) throws(OverlayMergeError) -> Node {
    var result = target
    switch (target.content, value.content) {
    case (.sequence(let items), .sequence(let added)): result.content = .sequence(items + added)
    case (.sequence(let items), _): result.content = .sequence(items + [value])
    case (.scalar, .scalar): return value
    case (.mapping(var pairs), .mapping(let updates)):
      for update in updates {
        let name = update.key.scalar?.value
        guard let index = pairs.firstIndex(where: { $0.key.scalar?.value == name }) else {
          pairs.append(update)
          continue
        }
        pairs[index].value = try member(update.value, into: pairs[index].value, name: name ?? "")
      }
      result.content = .mapping(pairs)
    default:
      throw OverlayMergeError(
        message: "cannot merge \(value.kindDescription) into \(target.kindDescription)", mark: value.mark)
    }
    return result
  }

  /// One member present on both sides.
  private static func member(_ value: Node, into target: Node, name: String) throws(OverlayMergeError) -> Node {
    switch (target.content, value.content) {
    case (.scalar, .scalar), (.sequence, .sequence), (.mapping, .mapping): return try merge(value, into: target)
    // An empty member stands for the member in a structured overlay (the specification's own example writes
    // `components:` and `tags:` so), and leaves it as it is.
    case (.mapping, .scalar) where value.isNull, (.sequence, .scalar) where value.isNull: return target
    default:
      throw OverlayMergeError(
        message: "'\(name)' is \(target.kindDescription) in the description; the overlay cannot merge "
          + "\(value.kindDescription) into it", mark: value.mark)
    }
  }
}
