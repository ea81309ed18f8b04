extension [NamespaceDecl] {
  /// Each operation's own types with the path that names them from the top level (`["ReposAPI", "Get"]`), in
  /// declaration order.
  var operationTypes: [(types: [TypeDecl], qualifier: [String])] {
    flatMap { namespace in
      namespace.operations.map { ($0.nestedTypes, [namespace.typeName, $0.typeName]) }
    }
  }

  /// Lets `change` edit each operation's own types, given the path that names them from the top level.
  mutating func updateOperationTypes(_ change: (inout [TypeDecl], _ qualifier: [String]) -> Void) {
    for index in indices {
      let namespace = self[index].typeName
      for operation in self[index].operations.indices {
        change(&self[index].operations[operation].nestedTypes, [namespace, self[index].operations[operation].typeName])
      }
    }
  }
}
