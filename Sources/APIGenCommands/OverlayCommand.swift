import APIGenCommandLine
import ArgumentParser
import Foundation
import _APIGenOpenAPI
import _APIGenYAML

/// `apigen overlay`: Overlay documents, apart from generation.
package struct OverlayCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "overlay",
    abstract: "Applies Overlay documents (Overlay Specification 1.0 and 1.1) to a spec.",
    subcommands: [OverlayApplyCommand.self])

  package init() {}
}

package struct OverlayApplyCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "apply",
    abstract: "Writes a spec with overlays applied, in order.",
    discussion: """
      Applies each overlay's actions (update, remove, copy; targets in RFC 9535 JSONPath) to the spec as written, \
      keeping member order, scalar styles and the spec's YAML comments (a comment goes with the node it is written \
      above or beside, and is removed with it). Writes JSON when --output ends in \
      .json, or when there is no --output and the spec is JSON; YAML otherwise. Prints diagnostics as \
      FILE:LINE:COLUMN: and exits 0 on success (warnings allowed, such as a target that selects nothing), 1 when \
      an overlay has errors (nothing is written), 2 for bad usage or I/O errors.
      """
  )

  @Argument(help: "The OpenAPI document (YAML or JSON).")
  var spec: String

  @Argument(help: "The Overlay documents, applied in this order.")
  var overlays: [String]

  @Option(help: "The file to write (default: standard output).")
  var output: String?

  package init() {}

  package func validate() throws {
    if overlays.isEmpty { throw ValidationError("name at least one overlay after the spec") }
  }

  package func run() throws {
    var standardError = StandardError()
    let result: (tree: Node?, diagnostics: [Diagnostic])
    do {
      result = try SpecLoader(overlays: overlays).overlaidTree(of: spec)
    } catch {
      print(error.description, to: &standardError)
      throw ExitCode(2)
    }
    for diagnostic in result.diagnostics { print(diagnostic.description, to: &standardError) }
    guard let tree = result.tree, !result.diagnostics.contains(where: { $0.severity == .error }) else {
      throw ExitCode(1)
    }
    let asJSON = (output ?? spec).lowercased().hasSuffix(".json")
    let text: String
    do {
      text = asJSON ? try JSONEmitter.emit(tree) : try yamlKeepingComments(tree, standardError: &standardError)
    } catch {
      print("\(spec):\(error.mark): error: \(error.message)", to: &standardError)
      throw ExitCode(1)
    }
    guard let output else {
      print(text, terminator: "")
      return
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: output))
    } catch {
      print("error: cannot write '\(output)': \(error)", to: &standardError)
      throw ExitCode(2)
    }
    print("\(output): \(overlays.count) overlay\(overlays.count == 1 ? "" : "s") applied to \(spec)")
  }
  /// The spec's own comments go with the nodes they were written beside; a JSON spec has none to keep.
  private func yamlKeepingComments(_ tree: Node, standardError: inout StandardError) throws(YAMLError) -> String {
    guard let source = FileManager.default.contents(atPath: spec) else { return try YAMLEmitter.emit(tree) }
    let result = try CommentCarrying.emit(tree, commentsFrom: Array(source))
    if !result.keptComments {
      print(
        "warning: the comments of '\(spec)' could not be placed in the result; it is written without them",
        to: &standardError)
    }
    return result.text
  }

}
