extension SwiftPrinter {
  /// A property, on one line unless it has a getter and a setter.
  package static func lines(_ property: SwiftProperty) -> [String] {
    let mutable: Bool
    if case .stored(false, _) = property.value { mutable = false } else { mutable = true }
    var head = [access(property.access), property.isStatic ? "static" : "", mutable ? "var" : "let"]
      .filter { !$0.isEmpty }.joined(separator: " ")
    head += " " + property.name.declared + (property.type.map { ": " + $0.code } ?? "")
    switch property.value {
    case .stored(_, .dictionary(let entries)?) where !entries.isEmpty:
      // A table, an entry a line.
      return [head + " = ["] + entries.map { "  " + print($0) + "," } + ["]"]
    case .stored(_, let initial?): return [head + " = " + print(initial)]
    case .stored(_, nil): return [head]
    case .computed(let value): return [head + " { " + print(value) + " }"]
    case .accessors(let get, let set):
      return [head + " {", "  get { " + print(get) + " }", "  set { " + print(set) + " }", "}"]
    }
  }

  /// `public nonisolated struct Name: Codable, Sendable {`.
  package static func print(_ head: SwiftTypeHead) -> String {
    let words = [
      head.access.rawValue, head.isNonisolated ? "nonisolated" : "", head.isIndirect ? "indirect" : "",
      head.kind.rawValue, head.name + (head.conformances.isEmpty ? "" : ":"),
    ]
    let conformances = head.conformances.joined(separator: ", ")
    return words.filter { !$0.isEmpty }.joined(separator: " ") + (conformances.isEmpty ? "" : " " + conformances) + " {"
  }

  /// `public typealias Name = Target`.
  package static func print(_ alias: SwiftTypeAlias) -> String {
    alias.access.rawValue + " typealias " + alias.name + " = " + alias.target.code
  }

  package static func lines(_ member: SwiftMember) -> [String] {
    switch member {
    case .function(let function): lines(function)
    case .property(let property): lines(property)
    case .enumCase(let name, let associated, _): ["case " + name.declared + "(" + associated.code + ")"]
    }
  }

  /// A method, a line each: the signature on one line, or a parameter a line when there are any; the body indented
  /// by two spaces; the closing brace. Its documentation is the context's to lay out (`DocLines`).
  package static func lines(_ function: SwiftFunction) -> [String] {
    var words = [function.isConcurrent ? "@concurrent" : "", access(function.access)]
    switch function.kind {
    case .method(let name): words += ["func", name.declared]
    case .staticMethod(let name): words += ["static", "func", name.declared]
    case .initializer: words.append("init")
    }
    var head = words.filter { !$0.isEmpty }.joined(separator: " ")
    head += genericClause(function.genericParameters)
    let tail = effects(function.effects) + (function.returnType.map { " -> " + $0.code } ?? "") + " {"
    var result: [String]
    if function.parameters.isEmpty || function.parameterLayout == .inline {
      result = [head + "(" + print(function.parameters) + ")" + tail]
    } else {
      result = [head + "("]
      for (index, parameter) in function.parameters.enumerated() {
        result.append("  " + print(parameter) + (index == function.parameters.count - 1 ? "" : ","))
      }
      result.append(")" + tail)
    }
    let body: [String]
    switch function.body {
    case .expression(let expression): body = lines(expression)
    case .statements(let statements): body = statements.flatMap(lines)
    }
    return result + indented(body) + ["}"]
  }

  /// A statement over as many lines as its closures need: one, unless it holds a statement closure.
  package static func lines(_ statement: SwiftStatement) -> [String] {
    switch statement {
    case .declaration(let mutable, let name, let value):
      prefixed((mutable ? "var " : "let ") + name.declared + " = ", lines(value))
    case .expression(let value): lines(value)
    case .return(let value): prefixed("return ", lines(value))
    case .throw(let value): prefixed("throw ", lines(value))
    case .assignment, .returnEarly: [print(statement)]
    case .if(let condition, let body):
      ["if " + print(condition) + " {"] + indented(body.flatMap(lines)) + ["}"]
    case .ifLet(let name, let value, let body):
      ["if let " + name.declared + " = " + print(value) + " {"] + indented(body.flatMap(lines)) + ["}"]
    case .doCatch(let body, let handler):
      ["do {"] + indented(body.flatMap(lines)) + ["} catch { " + print(handler) + " }"]
    case .switch(let subject, let cases):
      ["switch " + print(subject) + " {"]
        + cases.flatMap { item -> [String] in
          guard case .lines(let statements) = item.body else { return [head(item)] }
          return [head(item)] + indented(statements.flatMap(lines))
        } + ["}"]
    }
  }

  /// An expression over as many lines as its closures need. A statement closure opens on the line of what it
  /// follows and closes on a line of its own; a call with one among its arguments puts each argument on a line.
  package static func lines(_ expression: SwiftExpression) -> [String] {
    switch expression {
    case .try(let value): return prefixed("try ", lines(value))
    case .await(let value): return prefixed("await ", lines(value))
    case .statementClosure(let closure):
      return [closureHead(closure)] + indented(closure.statements.flatMap(lines)) + ["}"]
    case .call(let callee, let arguments, let trailing?) where isMultiline(trailing):
      let head = arguments.isEmpty ? print(callee) : print(.call(callee, arguments))
      return prefixed(head + " ", lines(trailing))
    case .call(let callee, let arguments, nil) where arguments.contains(where: { isMultiline($0.value) }):
      var result = [print(callee) + "("]
      for (index, argument) in arguments.enumerated() {
        var argumentLines = prefixed(argument.label.map { $0 + ": " } ?? "", lines(argument.value))
        argumentLines[argumentLines.count - 1] += index == arguments.count - 1 ? ")" : ","
        result += indented(argumentLines)
      }
      return result
    default: return [print(expression)]
    }
  }

  /// `{ pageLink throws(APIError) in`, `{ (pageCursor: String?) async throws(APIError) in`.
  static func closureHead(_ closure: SwiftClosure) -> String {
    let parameters =
      switch closure.parameters {
      case .inferred(let names): names.map(\.declared).joined(separator: ", ")
      case .typed(let parameters): "(" + print(parameters) + ")"
      }
    return "{ " + parameters + effects(closure.effects) + " in"
  }

  private static func access(_ access: SwiftFunction.Access) -> String {
    switch access {
    case .declared(let level): level.rawValue
    case .private: "private"
    case .implicit: ""
    }
  }

  private static func isMultiline(_ expression: SwiftExpression) -> Bool { lines(expression).count > 1 }

  /// ` async throws(APIError)`, each part only when it applies.
  private static func effects(_ effects: SwiftEffects) -> String {
    let throwing =
      switch effects.throwing {
      case .never: ""
      case .untyped: " throws"
      case .typed(let error): " throws(\(error.code))"
      }
    return (effects.isAsync ? " async" : "") + throwing
  }

  private static func genericClause(_ parameters: [SwiftGenericParameter]) -> String {
    guard !parameters.isEmpty else { return "" }
    let items = parameters.map { parameter in parameter.name + (parameter.conformance.map { ": " + $0.code } ?? "") }
    return "<" + items.joined(separator: ", ") + ">"
  }

  private static func prefixed(_ prefix: String, _ lines: [String]) -> [String] {
    guard let first = lines.first else { return [prefix] }
    return [prefix + first] + lines.dropFirst()
  }

  private static func indented(_ lines: [String]) -> [String] { lines.map { "  " + $0 } }
}
