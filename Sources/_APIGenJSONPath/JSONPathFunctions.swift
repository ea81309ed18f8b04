import _APIGenYAML

/// What a function gives: a value (or nothing), a logical value, or nodes.
enum FunctionResult {
  case value(ComparedValue?)
  case logical(Bool)
  case nodes([SelectedNode])
}

extension JSONPathEvaluator {
  /// Runs one of section 2.4's functions on its arguments.
  func evaluate(_ call: FunctionCall, current: Node) -> FunctionResult {
    switch call.function {
    case .length:
      guard let argument = value(call.arguments[0], current: current) else { return .value(nil) }
      switch argument.structured {
      case .scalar(.string(let text)): return .value(.value(.number(Double(text.unicodeScalars.count))))
      case .sequence(let items): return .value(.value(.number(Double(items.count))))
      case .mapping(let pairs): return .value(.value(.number(Double(pairs.count))))
      case .scalar: return .value(nil)
      }
    case .count:
      return .value(.value(.number(Double(nodes(call.arguments[0], current: current).count))))
    case .value:
      let selected = nodes(call.arguments[0], current: current)
      return .value(selected.count == 1 ? .node(selected[0].node) : nil)
    case .match, .search:
      guard case .scalar(.string(let text))? = value(call.arguments[0], current: current)?.structured,
        case .scalar(.string(let pattern))? = value(call.arguments[1], current: current)?.structured,
        let regex = IRegexp.compile(pattern, anchored: call.function == .match)
      else { return .logical(false) }
      return .logical(regex.matches(text))
    }
  }

  private func value(_ argument: FunctionArgument, current: Node) -> ComparedValue? {
    switch argument {
    case .literal(let literal): return .value(literal)
    case .query(let query): return nodes(of: query, current: current).first.map { .node($0.node) }
    case .function(let call):
      if case .value(let value) = evaluate(call, current: current) { return value }
      return nil
    case .logical: return nil
    }
  }

  private func nodes(_ argument: FunctionArgument, current: Node) -> [SelectedNode] {
    switch argument {
    case .query(let query): return nodes(of: query, current: current)
    case .function(let call):
      if case .nodes(let nodes) = evaluate(call, current: current) { return nodes }
      return []
    case .literal, .logical: return []
    }
  }
}
