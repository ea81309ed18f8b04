/// The parser of RFC 9535's grammar: recursive descent over the query's Unicode scalars, each production a
/// method, checking function types as it goes (section 2.4.3's well-typedness), so that every query it accepts can
/// run.
struct JSONPathParser {
  private let scalars: [Unicode.Scalar]
  private var position = 0
  /// Nesting of brackets, parentheses and filters, capped so that a hostile query cannot overflow the stack.
  private var depth = 0
  private static let maximumDepth = 200

  init(_ text: String) { scalars = Array(text.unicodeScalars) }

  mutating func query() throws(JSONPathSyntaxError) -> [JSONPathSegment] {
    guard peek == "$" else { throw fail("a JSONPath query starts with '$'") }
    position += 1
    let segments = try segments()
    guard isAtEnd else { throw fail("unexpected '\(scalars[position].escapedForMessage)'") }
    return segments
  }

  // MARK: Segments and selectors

  private mutating func segments() throws(JSONPathSyntaxError) -> [JSONPathSegment] {
    var segments: [JSONPathSegment] = []
    while true {
      let start = position
      skipBlank()
      guard let next = peek, next == "[" || next == "." else {
        position = start
        return segments
      }
      segments.append(try segment())
    }
  }

  private mutating func segment() throws(JSONPathSyntaxError) -> JSONPathSegment {
    if peek == "[" { return .child(try bracketedSelection()) }
    position += 1  // "."
    if peek == "." {
      position += 1
      switch peek {
      case "[": return .descendant(try bracketedSelection())
      case "*":
        position += 1
        return .descendant([.wildcard])
      default: return .descendant([.name(try memberNameShorthand())])
      }
    }
    if peek == "*" {
      position += 1
      return .child([.wildcard])
    }
    return .child([.name(try memberNameShorthand())])
  }

  private mutating func memberNameShorthand() throws(JSONPathSyntaxError) -> String {
    guard let first = peek, Self.isNameFirst(first) else {
      throw fail("expected a member name, '*' or '[' after '.'")
    }
    var name = String.UnicodeScalarView()
    while let next = peek, Self.isNameFirst(next) || ("0"..."9").contains(next) {
      name.append(next)
      position += 1
    }
    return String(name)
  }

  private static func isNameFirst(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x80...0xD7FF, 0xE000...0x10FFFF: true
    default: false
    }
  }

  private mutating func bracketedSelection() throws(JSONPathSyntaxError) -> [JSONPathSelector] {
    try enter()
    defer { depth -= 1 }
    position += 1  // "["
    var selectors: [JSONPathSelector] = []
    while true {
      skipBlank()
      selectors.append(try selector())
      skipBlank()
      switch peek {
      case ",": position += 1
      case "]":
        position += 1
        return selectors
      default: throw fail("expected ',' or ']' in a bracketed selection")
      }
    }
  }

  private mutating func selector() throws(JSONPathSyntaxError) -> JSONPathSelector {
    switch peek {
    case "'", "\"": return .name(try stringLiteral())
    case "*":
      position += 1
      return .wildcard
    case "?":
      position += 1
      skipBlank()
      return .filter(try logicalExpression())
    case ":": return try slice(start: nil)
    case let next? where next == "-" || ("0"..."9").contains(next):
      let start = try integer()
      skipBlank()
      if peek == ":" { return try slice(start: start) }
      return .index(start)
    default: throw fail("expected a selector: a quoted name, '*', an index, a slice or a '?' filter")
    }
  }

  /// The rest of a slice after its optional start, at the first ':'.
  private mutating func slice(start: Int?) throws(JSONPathSyntaxError) -> JSONPathSelector {
    position += 1  // ":"
    skipBlank()
    var end: Int?
    if let next = peek, next == "-" || ("0"..."9").contains(next) {
      end = try integer()
      skipBlank()
    }
    var step: Int?
    if peek == ":" {
      position += 1
      skipBlank()
      if let next = peek, next == "-" || ("0"..."9").contains(next) { step = try integer() }
    }
    return .slice(start: start, end: end, step: step)
  }

  /// An `int` (section 2.3.3.1): no leading zeros, no `-0`, within I-JSON's exact range.
  private mutating func integer() throws(JSONPathSyntaxError) -> Int {
    let start = position
    let negative = peek == "-"
    if negative { position += 1 }
    let digits = takeDigits()
    guard !digits.isEmpty else { throw fail("expected digits", at: start) }
    if digits.count > 1 && digits.first == "0" { throw fail("an integer has no leading zeros", at: start) }
    if negative && digits == "0" { throw fail("'-0' is not an integer here", at: start) }
    guard digits.count <= 16, let magnitude = Int(digits), magnitude <= Self.maximumExactInteger else {
      throw fail("the integer is outside the range -(2^53-1) to 2^53-1", at: start)
    }
    return negative ? -magnitude : magnitude
  }

  private static let maximumExactInteger = (1 << 53) - 1

  private mutating func takeDigits() -> String {
    var digits = String.UnicodeScalarView()
    while let next = peek, ("0"..."9").contains(next) {
      digits.append(next)
      position += 1
    }
    return String(digits)
  }

  // MARK: Filter expressions

  private mutating func logicalExpression() throws(JSONPathSyntaxError) -> FilterExpression {
    try enter()
    defer { depth -= 1 }
    var alternatives = [try conjunction()]
    while skippingBlank({ $0.consume("||") }) {
      skipBlank()
      alternatives.append(try conjunction())
    }
    return alternatives.count == 1 ? alternatives[0] : .or(alternatives)
  }

  private mutating func conjunction() throws(JSONPathSyntaxError) -> FilterExpression {
    var terms = [try basicExpression()]
    while skippingBlank({ $0.consume("&&") }) {
      skipBlank()
      terms.append(try basicExpression())
    }
    return terms.count == 1 ? terms[0] : .and(terms)
  }

  /// Consumes what `body` consumes after blank space, or nothing at all (blank space included) when it fails.
  private mutating func skippingBlank(_ body: (inout Self) -> Bool) -> Bool {
    let start = position
    skipBlank()
    if body(&self) { return true }
    position = start
    return false
  }

  private mutating func consume(_ token: String) -> Bool {
    let tokenScalars = Array(token.unicodeScalars)
    guard position + tokenScalars.count <= scalars.count,
      Array(scalars[position..<position + tokenScalars.count]) == tokenScalars
    else { return false }
    position += tokenScalars.count
    return true
  }

  private mutating func basicExpression() throws(JSONPathSyntaxError) -> FilterExpression {
    let start = position
    if peek == "!" {
      position += 1
      skipBlank()
      if peek == "(" { return .not(try parenthesized()) }
      return .not(try test(negatedAt: start))
    }
    if peek == "(" { return try parenthesized() }
    let left = try comparable()
    let operatorStart = position
    skipBlank()
    guard let comparison = comparisonOperator() else {
      position = operatorStart
      return try asTest(left, at: start)
    }
    skipBlank()
    let rightStart = position
    let right = try comparable()
    try checkComparable(left, at: start)
    try checkComparable(right, at: rightStart)
    return .comparison(left, comparison, right)
  }

  private mutating func parenthesized() throws(JSONPathSyntaxError) -> FilterExpression {
    position += 1  // "("
    skipBlank()
    let inner = try logicalExpression()
    skipBlank()
    guard peek == ")" else { throw fail("expected ')'") }
    position += 1
    return inner
  }

  /// A test after `!`: a query or a function, never a literal or comparison.
  private mutating func test(negatedAt start: Int) throws(JSONPathSyntaxError) -> FilterExpression {
    let operand = try comparable()
    return try asTest(operand, at: start)
  }

  private func asTest(_ operand: FilterComparable, at start: Int) throws(JSONPathSyntaxError) -> FilterExpression {
    switch operand {
    case .literal: throw fail("a literal cannot stand alone in a filter; compare it with something", at: start)
    case .singularQuery(let query): return .exists(query)
    case .function(let call):
      guard call.function.result != .value else {
        throw fail("\(call.function.rawValue)() gives a value, which a filter must compare", at: start)
      }
      return .function(call)
    }
  }

  private func checkComparable(_ operand: FilterComparable, at start: Int) throws(JSONPathSyntaxError) {
    switch operand {
    case .literal: return
    case .singularQuery(let query):
      guard query.isSingular else {
        throw fail("only a singular query (names and indexes only) can be compared", at: start)
      }
    case .function(let call):
      guard call.function.result == .value else {
        throw fail("\(call.function.rawValue)() gives a logical value, which cannot be compared", at: start)
      }
    }
  }

  private mutating func comparisonOperator() -> ComparisonOperator? {
    for candidate in ["==", "!=", "<=", ">=", "<", ">"] where consume(candidate) {
      return ComparisonOperator(rawValue: candidate)
    }
    return nil
  }

  /// A literal, a query (not yet checked to be singular: tests take any query) or a function call.
  private mutating func comparable() throws(JSONPathSyntaxError) -> FilterComparable {
    switch peek {
    case "@", "$": return .singularQuery(try filterQuery())
    case "'", "\"": return .literal(.string(try stringLiteral()))
    case let next? where next == "-" || ("0"..."9").contains(next): return .literal(.number(try number()))
    case let next? where ("a"..."z").contains(next):
      if let literal = keywordLiteral() { return .literal(literal) }
      return .function(try functionCall())
    default: throw fail("expected a query, a literal or a function call")
    }
  }

  private mutating func keywordLiteral() -> JSONPathValue? {
    for (word, value) in [("true", JSONPathValue.bool(true)), ("false", .bool(false)), ("null", .null)] {
      let start = position
      guard consume(word) else { continue }
      // `true` followed by a name character is a function name, such as `truthy(...)`.
      if let next = peek, next == "(" || ("a"..."z").contains(next) || next == "_" || ("0"..."9").contains(next) {
        position = start
        continue
      }
      return value
    }
    return nil
  }

  private mutating func filterQuery() throws(JSONPathSyntaxError) -> FilterQuery {
    let isRelative = peek == "@"
    position += 1
    try enter()
    defer { depth -= 1 }
    return FilterQuery(isRelative: isRelative, segments: try segments())
  }

  /// A `number` (section 2.3.5.1): an int or `-0`, an optional fraction, an optional exponent.
  private mutating func number() throws(JSONPathSyntaxError) -> Double {
    let start = position
    if peek == "-" { position += 1 }
    let digits = takeDigits()
    guard !digits.isEmpty else { throw fail("expected a number", at: start) }
    if digits.count > 1 && digits.first == "0" { throw fail("a number has no leading zeros", at: start) }
    if peek == "." {
      position += 1
      guard !takeDigits().isEmpty else { throw fail("expected digits after '.'") }
    }
    if peek == "e" || peek == "E" {
      position += 1
      if peek == "+" || peek == "-" { position += 1 }
      guard !takeDigits().isEmpty else { throw fail("expected digits in the exponent") }
    }
    let text = String(String.UnicodeScalarView(scalars[start..<position]))
    guard let value = Double(text) else { throw fail("'\(text)' is not a number", at: start) }
    return value
  }

  private mutating func functionCall() throws(JSONPathSyntaxError) -> FunctionCall {
    let start = position
    var name = String.UnicodeScalarView()
    while let next = peek, ("a"..."z").contains(next) || next == "_" || ("0"..."9").contains(next) {
      name.append(next)
      position += 1
    }
    guard peek == "(" else { throw fail("expected '(' after the function name '\(String(name))'") }
    guard let function = JSONPathFunction(rawValue: String(name)) else {
      throw fail("unknown function '\(String(name))'", at: start)
    }
    try enter()
    defer { depth -= 1 }
    position += 1
    skipBlank()
    var arguments: [FunctionArgument] = []
    if peek != ")" {
      while true {
        let argumentStart = position
        let index = arguments.count
        guard index < function.parameters.count else {
          throw fail("\(function.rawValue)() takes \(function.parameters.count) argument(s)", at: argumentStart)
        }
        arguments.append(try argument(of: function.parameters[index], function: function))
        skipBlank()
        guard peek == "," else { break }
        position += 1
        skipBlank()
      }
    }
    guard peek == ")" else { throw fail("expected ',' or ')' in the call of \(function.rawValue)()") }
    guard arguments.count == function.parameters.count else {
      throw fail("\(function.rawValue)() takes \(function.parameters.count) argument(s)", at: start)
    }
    position += 1
    return FunctionCall(function: function, arguments: arguments)
  }

  /// One argument, checked against its parameter's type (section 2.4.3).
  private mutating func argument(
    of type: JSONPathFunction.ArgumentType, function: JSONPathFunction
  ) throws(JSONPathSyntaxError) -> FunctionArgument {
    let start = position
    switch type {
    case .logical:
      return .logical(try logicalExpression())
    case .value, .nodes:
      let operand = try comparable()
      let end = position
      skipBlank()
      // An argument that continues with an operator is a logical expression, which these parameters do not take.
      if let next = peek, next != "," && next != ")" {
        throw fail("\(function.rawValue)() takes a \(type == .nodes ? "query" : "value") here", at: start)
      }
      position = end
      switch (type, operand) {
      case (.nodes, .singularQuery(let query)): return .query(query)
      case (.nodes, .function(let call)) where call.function.result == .nodes: return .function(call)
      case (.nodes, _): throw fail("\(function.rawValue)() takes a query", at: start)
      case (_, .literal(let literal)): return .literal(literal)
      case (_, .singularQuery(let query)):
        guard query.isSingular else {
          throw fail("\(function.rawValue)() takes a value: a singular query (names and indexes only)", at: start)
        }
        return .query(query)
      case (_, .function(let call)):
        guard call.function.result == .value else {
          throw fail("\(function.rawValue)() takes a value, not \(call.function.rawValue)()'s result", at: start)
        }
        return .function(call)
      }
    }
  }

  // MARK: Strings

  /// A quoted string (section 2.3.1.1): either quote, JSON's escapes, and `\'` inside single quotes.
  private mutating func stringLiteral() throws(JSONPathSyntaxError) -> String {
    let quote = scalars[position]
    let start = position
    position += 1
    var text = String.UnicodeScalarView()
    while true {
      guard let next = peek else { throw fail("the string is not closed", at: start) }
      position += 1
      switch next {
      case quote: return String(text)
      case "\\": text.append(try escape(in: quote))
      case let scalar where scalar.value < 0x20:
        throw fail("a control character must be escaped in a string", at: position - 1)
      default: text.append(next)
      }
    }
  }

  private mutating func escape(in quote: Unicode.Scalar) throws(JSONPathSyntaxError) -> Unicode.Scalar {
    guard let next = peek else { throw fail("the string ends inside an escape") }
    position += 1
    switch next {
    case "b": return "\u{8}"
    case "f": return "\u{C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "/": return "/"
    case "\\": return "\\"
    case quote: return quote
    case "u": return try unicodeEscape()
    default: throw fail("'\\\(next.escapedForMessage)' is not an escape", at: position - 2)
    }
  }

  private mutating func unicodeEscape() throws(JSONPathSyntaxError) -> Unicode.Scalar {
    let start = position - 2
    let high = try hexQuad()
    if (0xDC00...0xDFFF).contains(high) { throw fail("a low surrogate without a high one", at: start) }
    guard (0xD800...0xDBFF).contains(high) else {
      guard let scalar = Unicode.Scalar(high) else { throw fail("not a Unicode scalar", at: start) }
      return scalar
    }
    guard consume("\\u") else { throw fail("a high surrogate must be followed by a low one", at: start) }
    let low = try hexQuad()
    guard (0xDC00...0xDFFF).contains(low),
      let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    else { throw fail("a high surrogate must be followed by a low one", at: start) }
    return scalar
  }

  private mutating func hexQuad() throws(JSONPathSyntaxError) -> UInt32 {
    guard position + 4 <= scalars.count,
      let value = UInt32(String(String.UnicodeScalarView(scalars[position..<position + 4])), radix: 16),
      scalars[position..<position + 4].allSatisfy({ $0.properties.isASCIIHexDigit })
    else { throw fail("'\\u' takes four hexadecimal digits") }
    position += 4
    return value
  }

  // MARK: Helpers

  private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }
  private var isAtEnd: Bool { position == scalars.count }

  /// RFC 9535's blank space: space, tab, line feed, carriage return.
  private mutating func skipBlank() {
    while let next = peek, next == " " || next == "\t" || next == "\n" || next == "\r" { position += 1 }
  }

  private mutating func enter() throws(JSONPathSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else { throw fail("the query nests more than \(Self.maximumDepth) levels") }
  }

  private func fail(_ message: String, at offset: Int? = nil) -> JSONPathSyntaxError {
    JSONPathSyntaxError(message, at: offset ?? position)
  }
}

extension Unicode.Scalar {
  /// The scalar as a message shows it: itself, or `\u{…}` for a control character.
  fileprivate var escapedForMessage: String {
    value < 0x20 || value == 0x7F ? "\\u{\(String(value, radix: 16))}" : String(self)
  }
}

extension JSONPathQuery {
  /// Parses `text`, throwing where it is not RFC 9535 JSONPath (or calls a function against its types).
  public init(_ text: String) throws(JSONPathSyntaxError) {
    var parser = JSONPathParser(text)
    self.text = text
    segments = try parser.query()
  }
}
