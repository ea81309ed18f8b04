import APIGenCore
import ArgumentParser
import Foundation
import _APIGenOpenAPI

package struct TrimCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "trim",
    abstract: "Writes the part of a spec that some operations need, as a spec of its own.",
    discussion: """
      Keeps the selected operations (the union of --operation, --tag and --path), every component their references \
      reach, the security schemes and tags they use, and everything else at the top level; text is kept as written, YAML comments with the nodes they are beside (with --overlay, as mended). \
      Exits 0 on success, 1 when the spec has errors or a selection matches nothing, 2 for bad usage or I/O errors.
      """
  )

  @Argument(help: "The OpenAPI document (YAML or JSON).")
  var spec: String

  @Option(name: .customLong("operation"), help: "An operation id to keep (repeatable).")
  var operations: [String] = []

  @Option(name: .customLong("tag"), help: "Keep every operation with this tag (repeatable).")
  var tags: [String] = []

  @Option(name: .customLong("path"), help: "Keep every operation under this path, as written in the spec (repeatable).")
  var paths: [String] = []

  @Option(name: .customLong("overlay"), help: "An Overlay document to apply first (repeatable, applied in order).")
  var overlays: [String] = []

  @Option(help: "The file to write.")
  var output: String

  package func validate() throws {
    if operations.isEmpty && tags.isEmpty && paths.isEmpty {
      throw ValidationError("name at least one --operation, --tag or --path")
    }
  }

  package init() {}

  package func run() throws {
    var standardError = StandardError()
    let loaded: Spec
    do {
      loaded = try SpecLoader(overlays: overlays).load(spec)
    } catch {
      print(error.description, to: &standardError)
      throw ExitCode(2)
    }
    for diagnostic in loaded.diagnostics { print(diagnostic.description, to: &standardError) }
    guard !loaded.hasErrors else { throw ExitCode(1) }
    let result: Trim.Output
    do {
      result = try Trim.run(
        loaded, filter: OperationFilter(operations: operations, tags: tags, paths: paths),
        commentsFrom: FileManager.default.contents(atPath: spec).map(Array.init))
    } catch {
      print(error.description, to: &standardError)
      throw ExitCode(1)
    }
    for diagnostic in result.diagnostics { print(diagnostic.description, to: &standardError) }
    guard !result.diagnostics.contains(where: { $0.severity == .error }) else { throw ExitCode(1) }
    do {
      try Data(result.yaml.utf8).write(to: URL(fileURLWithPath: output))
    } catch {
      print("error: cannot write '\(output)': \(error)", to: &standardError)
      throw ExitCode(2)
    }
    print("\(output): \(result.operations) operations, \(result.components) components")
  }
}
