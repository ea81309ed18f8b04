import APIGenCore
import Foundation
import Testing

/// `SwiftPrinter.lines` writes whole declarations: methods, initializers, properties, statements that take several
/// lines, and types' opening lines. The templates only place what it writes.
@Suite struct DeclarationPrintingTests {
  let page = SwiftIdentifier("page")

  @Test func aMethodWithParametersTakesALineForEach() {
    let method = SwiftFunction(
      isConcurrent: true, access: .declared(.public), kind: .method("list"),
      genericParameters: [SwiftGenericParameter("Item", .named("Sendable"))],
      parameters: [SwiftParameter("owner", .string), SwiftParameter("page", .optional(.int), default: .nil)],
      effects: .request, returnType: .array(.named("Item")),
      body: .expression(.try(.await(.call(.local("fetch"), [.forwarding("owner"), .forwarding(page)])))))
    #expect(
      SwiftPrinter.lines(method) == [
        "@concurrent public func list<Item: Sendable>(", "  owner: String,", "  page: Int? = nil",
        ") async throws(APIError) -> [Item] {", "  try await fetch(owner: owner, page: page)", "}",
      ])
  }

  @Test func aSignatureWithoutParametersOrAsItIsShortStaysOnOneLine() {
    let empty = SwiftFunction(
      isConcurrent: false, access: .private, kind: .method("ping"), parameters: [], effects: .none, returnType: nil,
      body: .statements([]))
    #expect(SwiftPrinter.lines(empty) == ["private func ping() {", "}"])
    let initializer = SwiftFunction(
      isConcurrent: false, access: .declared(.package), kind: .initializer,
      parameters: [SwiftParameter(label: "from", "decoder", .named("any Decoder"))], parameterLayout: .inline,
      effects: .coding, returnType: nil, body: .statements([.assignment(.local("value"), .integer(1))]))
    #expect(
      SwiftPrinter.lines(initializer) == ["package init(from decoder: any Decoder) throws {", "  value = 1", "}"])
    let factory = SwiftFunction(
      isConcurrent: false, access: .implicit, kind: .staticMethod("make"), parameters: [], effects: .none,
      returnType: .named("Self"), body: .expression(.call(.type(.named("Self")), [])))
    #expect(SwiftPrinter.lines(factory) == ["static func make() -> Self {", "  Self()", "}"])
  }

  @Test func statementClosuresOpenOnTheirLineAndCloseOnTheirOwn() {
    let trailing = SwiftExpression.call(
      .type(.named("Pages")), [.forwarding("maxPages")],
      trailingClosure: .statementClosure(
        SwiftClosure(
          .inferred(["pageLink"]), effects: .throwing,
          statements: [.expression(.try(.await(.call(.local("next"), [.forwarding("pageLink")]))))])))
    #expect(
      SwiftPrinter.lines(trailing) == [
        "Pages(maxPages: maxPages) { pageLink throws(APIError) in", "  try await next(pageLink: pageLink)", "}",
      ])
    let argument = SwiftExpression.call(
      .type(.named("Pages")),
      [
        .forwarding("maxPages"),
        SwiftArgument(
          "cursor",
          .statementClosure(
            SwiftClosure(
              .typed([SwiftParameter("pageCursor", .optional(.string))]), effects: .request,
              statements: [
                .declaration(mutable: false, name: page, value: .try(.await(.call(.local("fetch"), [])))),
                .return(.tuple([.name(page), .nil])),
              ]))),
      ])
    #expect(
      SwiftPrinter.lines(argument) == [
        "Pages(", "  maxPages: maxPages,", "  cursor: { (pageCursor: String?) async throws(APIError) in",
        "    let page = try await fetch()", "    return (page, nil)", "  })",
      ])
  }

  @Test func compoundStatementsIndentTheirBodies() {
    let decoder = SwiftExpression.local("decoder")
    let value = SwiftIdentifier("value")
    let statement = SwiftStatement.switch(
      .local("tag"),
      [
        SwiftSwitchCase(.values([.string("cat")]), .assignment(.selfValue, .implicitMember("cat"))),
        SwiftSwitchCase(
          .default,
          lines: [
            .ifLet(
              value, .optionalTry(.call(.type(.named("Dog")), [SwiftArgument("from", decoder)])),
              [.assignment(.selfValue, .call(.implicitMember("dog"), [.value(.name(value))])), .returnEarly]),
            .doCatch(
              [.expression(.try(.call(.local("check"), [])))],
              catch: .expression(.call(.local("note"), [.value(.local("error"))]))),
            .if(.not(.member(.local("list"), "isEmpty")), [.throw(.local("failure"))]),
          ]),
      ])
    #expect(
      SwiftPrinter.lines(statement) == [
        "switch tag {", #"case "cat": self = .cat"#, "default:", "  if let value = try? Dog(from: decoder) {",
        "    self = .dog(value)", "    return", "  }", "  do {", "    try check()", "  } catch { note(error) }",
        "  if !list.isEmpty {", "    throw failure", "  }", "}",
      ])
    let encode = SwiftSwitchCase(
      .enumCase("class", binding: value), .expression(.call(.local("encode"), [.value(.name(value))])))
    #expect(SwiftPrinter.head(encode) == "case .class(let value): encode(value)")
  }

  @Test func propertiesAreStoredComputedOrAccessed() {
    let stored = SwiftProperty(
      access: .implicit, name: "client", type: .named("APIClient"), value: .stored(mutable: false, initial: nil))
    #expect(SwiftPrinter.lines(stored) == ["let client: APIClient"])
    let constant = SwiftProperty(
      access: .declared(.public), isStatic: true, name: "main", type: nil,
      value: .stored(
        mutable: false,
        initial: .forceUnwrap(.call(.type(.named("URL")), [SwiftArgument("string", .string("https://a"))]))))
    #expect(SwiftPrinter.lines(constant) == [#"public static let main = URL(string: "https://a")!"#])
    let computed = SwiftProperty(
      access: .declared(.public), name: "default", type: .named("Self"),
      value: .computed(.call(.type(.named("Self")), [SwiftArgument("rawValue", .string("default"))])))
    #expect(SwiftPrinter.lines(computed) == [#"public var `default`: Self { Self(rawValue: "default") }"#])
    let boxed = SwiftProperty(
      access: .declared(.public), name: "parent", type: .optional(.named("Node")),
      value: .accessors(
        get: .member(.optionalChain(.local("_parent")), "value"),
        set: .assignment(.local("_parent"), .call(.local("newValue"), "map", .value(.local("box"))))))
    #expect(
      SwiftPrinter.lines(boxed) == [
        "public var parent: Node? {", "  get { _parent?.value }", "  set { _parent = newValue.map(box) }", "}",
      ])
    let table = SwiftProperty(
      access: .declared(.public), isStatic: true, name: "table", type: .dictionary(.array(.string)),
      value: .stored(mutable: false, initial: .dictionary([SwiftDictionaryEntry(.string("a"), .array([]))])))
    #expect(SwiftPrinter.lines(table) == ["public static let table: [String: [String]] = [", #"  "a": [],"#, "]"])
    let emptyTable = SwiftProperty(
      access: .declared(.public), isStatic: true, name: "table", type: .dictionary(.array(.string)),
      value: .stored(mutable: false, initial: .dictionary([])))
    #expect(SwiftPrinter.lines(emptyTable) == ["public static let table: [String: [String]] = [:]"])
  }

  @Test func aTypeOpensWithItsHead() {
    let top = SwiftTypeHead(
      access: .public, isNonisolated: true, kind: .struct, name: "Pet",
      conformances: ["Codable", "Hashable", "Identifiable", "Sendable"])
    #expect(SwiftPrinter.print(top) == "public nonisolated struct Pet: Codable, Hashable, Identifiable, Sendable {")
    let nested = SwiftTypeHead(
      access: .internal, isNonisolated: false, isIndirect: true, kind: .enum, name: "Node", conformances: [])
    #expect(SwiftPrinter.print(nested) == "internal indirect enum Node {")
    #expect(
      SwiftPrinter.print(SwiftTypeAlias(access: .package, name: "Tags", target: .array(.string)))
        == "package typealias Tags = [String]")
  }

  /// The grep of issue 66 as a test: the built-in templates place declarations and write no Swift of their own
  /// beyond the frames around them.
  @Test func theBuiltInTemplatesWriteNoStatementOrSignature() throws {
    let folder = repositoryRoot.appendingPathComponent("Sources/APIGenCore/Templates")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }
    #expect(names.count == 10)
    let forbidden = [
      "func ", "init(", "switch ", "case ", "return", "throw", "try ", "await ", " let ", " var ", " = ", "self.",
    ]
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where !line.hasPrefix("{{!") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
        for word in forbidden where line.contains(word) {
          Issue.record(
            "\(name):\(number + 1) writes Swift itself (\(word.trimmingCharacters(in: .whitespaces))): \(line)")
        }
      }
    }
  }
}
