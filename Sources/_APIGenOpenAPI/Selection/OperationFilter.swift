import _APIGenYAML

/// Which operations of a spec to keep: the union of those with the listed ids (`operationId`, or the derived
/// name), those carrying a listed tag, and those under a listed path.
public struct OperationFilter: Sendable, Equatable {
  public var operations: [String] = []
  public var tags: [String] = []
  public var paths: [String] = []

  public var isEmpty: Bool { operations.isEmpty && tags.isEmpty && paths.isEmpty }

  public init(operations: [String] = [], tags: [String] = [], paths: [String] = []) {
    self.operations = operations
    self.tags = tags
    self.paths = paths
  }
}

extension Spec {
  /// The operations a filter selects, and an error for each entry that selects nothing.
  public func operations(selectedBy filter: OperationFilter) -> ([Operation], [Diagnostic]) {
    let operations = document.operations
    var diagnostics: [Diagnostic] = []
    func problem(_ message: String) {
      diagnostics.append(Diagnostic(.error, message, file: rootFile, mark: Mark(line: 1, column: 1)))
    }
    for id in filter.operations where !operations.contains(where: { $0.name == id }) {
      problem("the filter names operation '\(id)', which the spec does not have")
    }
    for tag in filter.tags where !operations.contains(where: { $0.tags.contains(tag) }) {
      problem("the filter names tag '\(tag)', which no operation has")
    }
    for path in filter.paths where document.paths[path] == nil {
      problem("the filter names path '\(path)', which the spec does not have")
    }
    let selected = operations.filter { operation in
      filter.operations.contains(operation.name) || operation.tags.contains(where: filter.tags.contains)
        || filter.paths.contains(operation.path)
    }
    return (selected, diagnostics)
  }
}
