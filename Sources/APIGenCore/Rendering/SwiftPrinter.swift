/// The one place Swift statements and expressions become text. Contexts hand it the syntax translation built and
/// lay out what it returns; nothing else writes Swift code.
package enum SwiftPrinter {
  /// The import declarations every generated file starts with.
  package static func imports(foundation: FoundationImport, additional: [String] = []) -> [String] {
    let foundationLines =
      switch foundation {
      case .types(let names): names.map { "import struct Foundation.\($0)" }
      case .module: ["import Foundation"]
      }
    let own = ["@_spi(Generated) import APIRuntime"] + foundationLines
    return own + additional.map { "import \($0)" }.filter { !own.contains($0) }
  }

  package static func print(_ expression: SwiftExpression) -> String {
    var text = ""
    write(expression, to: &text)
    return text
  }

  package static func print(_ statement: SwiftStatement) -> String {
    var text = ""
    write(statement, to: &text)
    return text
  }

  /// A switch case's first line: `case 200: return …` for an inline body, `default:` before the lines of one.
  package static func head(_ item: SwiftSwitchCase) -> String {
    var text = ""
    switch item.pattern {
    case .values(let values):
      text += "case "
      writeList(values, to: &text)
      text += ":"
    case .enumCase(let name, let binding): text += "case ." + name.bare + "(let " + binding.declared + "):"
    case .default: text += "default:"
    }
    if case .inline(let statement) = item.body {
      text += " "
      write(statement, to: &text)
    }
    return text
  }

  package static func print(_ parameter: SwiftParameter) -> String {
    var text = ""
    if let label = parameter.label { text += label + " " }
    text += parameter.name.declared + ": " + parameter.type.code
    if let value = parameter.defaultValue {
      text += " = "
      write(value, to: &text)
    }
    return text
  }

  /// `A == B, C == D`.
  package static func print(_ requirements: [SwiftSameType]) -> String {
    requirements.map { $0.left.code + " == " + $0.right.code }.joined(separator: ", ")
  }

  /// `key: value`, a line of a dictionary literal.
  package static func print(_ entry: SwiftDictionaryEntry) -> String {
    var text = ""
    writeEntry(entry, to: &text)
    return text
  }

  /// Dictionary entries as they go between the brackets.
  package static func print(_ entries: [SwiftDictionaryEntry]) -> String {
    var text = ""
    for (index, entry) in entries.enumerated() {
      if index > 0 { text += ", " }
      writeEntry(entry, to: &text)
    }
    return text
  }

  /// Parameters as they go between a function's parentheses.
  package static func print(_ parameters: [SwiftParameter]) -> String {
    parameters.map { print($0) }.joined(separator: ", ")
  }

  /// Arguments as they go between a call's parentheses.
  package static func print(_ arguments: [SwiftArgument]) -> String {
    var text = ""
    writeArguments(arguments, to: &text)
    return text
  }

  /// Expressions separated by commas: an array literal's body, a case's patterns.
  package static func list(_ expressions: [SwiftExpression]) -> String {
    var text = ""
    writeList(expressions, to: &text)
    return text
  }

  private static func write(_ statement: SwiftStatement, to text: inout String) {
    switch statement {
    case .declaration(let mutable, let name, let value):
      text += (mutable ? "var " : "let ") + name.declared + " = "
      write(value, to: &text)
    case .assignment(let target, let value):
      write(target, to: &text)
      text += " = "
      write(value, to: &text)
    case .expression(let expression): write(expression, to: &text)
    case .return(let value):
      text += "return "
      write(value, to: &text)
    case .throw(let value):
      text += "throw "
      write(value, to: &text)
    case .returnEarly: text += "return"
    case .ifLet, .if, .doCatch, .switch: text += lines(statement).joined(separator: "\n")
    }
  }

  private static func write(_ expression: SwiftExpression, to text: inout String) {
    switch expression {
    case .name(let name): text += name.declared
    case .selfValue: text += "self"
    case .type(let type): text += type.code
    case .metatype(let type): text += type.code + ".self"
    case .member(let base, let member):
      write(base, to: &text)
      text += "." + member
    case .implicitMember(let member): text += "." + member
    case .optionalChain(let base):
      write(base, to: &text)
      text += "?"
    case .call(let callee, let arguments, let closure): writeCall(callee, arguments, closure, to: &text)
    case .closure(let body):
      text += "{ "
      write(body, to: &text)
      text += " }"
    case .statementClosure(let closure): writeOnOneLine(closure, to: &text)
    case .closureArgument: text += "$0"
    case .string(let value): text += SwiftLiteral.string(value)
    case .interpolation(let segments): writeInterpolation(segments, to: &text)
    case .integer(let value): text += String(value)
    case .double(let value): text += String(value)
    case .boolean(let value): text += value ? "true" : "false"
    case .nil: text += "nil"
    case .array(let items):
      text += "["
      writeList(items, to: &text)
      text += "]"
    case .tuple(let items):
      text += "("
      writeList(items, to: &text)
      text += ")"
    case .dictionary(let entries):
      text += entries.isEmpty ? "[:]" : "[" + print(entries) + "]"
    case .binary(let left, let operation, let right):
      write(left, to: &text)
      text += operation == .halfOpenRange ? operation.rawValue : " " + operation.rawValue + " "
      write(right, to: &text)
    case .ternary(let condition, let then, let otherwise):
      write(condition, to: &text)
      text += " ? "
      write(then, to: &text)
      text += " : "
      write(otherwise, to: &text)
    case .try(let value): writePrefixed("try ", value, to: &text)
    case .optionalTry(let value): writePrefixed("try? ", value, to: &text)
    case .await(let value): writePrefixed("await ", value, to: &text)
    case .not(let value): writePrefixed("!", value, to: &text)
    case .forceUnwrap(let value):
      write(value, to: &text)
      text += "!"
    }
  }

  private static func writePrefixed(_ prefix: String, _ value: SwiftExpression, to text: inout String) {
    text += prefix
    write(value, to: &text)
  }

  /// A statement closure where one line is all there is: its statements separated by `;`.
  private static func writeOnOneLine(_ closure: SwiftClosure, to text: inout String) {
    text += closureHead(closure)
    for (index, statement) in closure.statements.enumerated() {
      text += (index == 0 ? " " : "; ")
      write(statement, to: &text)
    }
    text += " }"
  }

  private static func writeCall(
    _ callee: SwiftExpression, _ arguments: [SwiftArgument], _ closure: SwiftExpression?, to text: inout String
  ) {
    write(callee, to: &text)
    if !arguments.isEmpty || closure == nil {
      text += "("
      writeArguments(arguments, to: &text)
      text += ")"
    }
    if let closure {
      text += " "
      write(closure, to: &text)
    }
  }

  private static func writeInterpolation(_ segments: [InterpolationSegment], to text: inout String) {
    text += "\""
    for segment in segments {
      switch segment {
      case .text(let value): text += SwiftLiteral.stringContents(value)
      case .value(let label, let value):
        text += "\\(" + (label.map { $0 + ": " } ?? "")
        write(value, to: &text)
        text += ")"
      }
    }
    text += "\""
  }

  private static func writeEntry(_ entry: SwiftDictionaryEntry, to text: inout String) {
    write(entry.key, to: &text)
    text += ": "
    write(entry.value, to: &text)
  }

  private static func writeArguments(_ arguments: [SwiftArgument], to text: inout String) {
    for (index, argument) in arguments.enumerated() {
      if index > 0 { text += ", " }
      if let label = argument.label { text += label + ": " }
      write(argument.value, to: &text)
    }
  }

  private static func writeList(_ expressions: [SwiftExpression], to text: inout String) {
    for (index, expression) in expressions.enumerated() {
      if index > 0 { text += ", " }
      write(expression, to: &text)
    }
  }
}
