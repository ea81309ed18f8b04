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

  /// The list of a filter an entry is in.
  public enum Key: String, Sendable, Hashable {
    case operations, tags, paths
  }

  /// An entry of the filter that selects no operation of the spec.
  public struct Unmatched: Sendable, Equatable {
    public var key: Key
    public var name: String

    public init(key: Key, name: String) {
      self.key = key
      self.name = name
    }

    /// What is wrong with the entry, for a diagnostic at wherever the caller got it from.
    public var message: String {
      switch key {
      case .operations: "the filter names operation '\(name)', which the spec does not have"
      case .tags: "the filter names tag '\(name)', which no operation has"
      case .paths: "the filter names path '\(name)', which the spec does not have"
      }
    }
  }
}

extension Spec {
  /// The operations a filter selects, and each entry that selects nothing.
  public func operations(selectedBy filter: OperationFilter) -> ([Operation], [OperationFilter.Unmatched]) {
    let operations = document.operations
    var unmatched: [OperationFilter.Unmatched] = []
    for id in filter.operations where !operations.contains(where: { $0.name == id }) {
      unmatched.append(.init(key: .operations, name: id))
    }
    for tag in filter.tags where !operations.contains(where: { $0.tags.contains(tag) }) {
      unmatched.append(.init(key: .tags, name: tag))
    }
    for path in filter.paths where document.paths[path] == nil {
      unmatched.append(.init(key: .paths, name: path))
    }
    let selected = operations.filter { operation in
      filter.operations.contains(operation.name) || operation.tags.contains(where: filter.tags.contains)
        || filter.paths.contains(operation.path)
    }
    return (selected, unmatched)
  }
}
