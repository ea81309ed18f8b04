/// One member of a type, whole: its documentation and its declaration's lines.
struct MemberContext: TemplateContext {
  var name: String
  var docs: [String]
  var declaration: [String]
  var gap: Bool

  static let scopeName = "member"
  static let scopeSummary =
    "`methods` of an operation; `functions` of a oneOf; `members` of a wrapper, of client-file and of a namespace;"
    + " `requirements` of security; `errorBodies` and `errorBodiesAccessor` of client-file"
  static let keys: [TemplateKey<Self>] = [
    .text("name", "the member's name: `listForUser`, `listForUserResponse`, `init`, `client`") { $0.name },
    .lines("docs", "documentation comment lines and deprecation") { $0.docs },
    .lines("declaration", "the declaration, a line each (a function's signature, body and closing brace)") {
      $0.declaration
    },
    .flag("gap", "not the first member of its list: a blank line goes before it") { $0.gap },
  ]

  init(_ member: SwiftMember, gap: Bool = false) {
    switch member {
    case .function(let function): name = function.name
    case .property(let property): name = property.name.bare
    case .enumCase(let caseName, _, _): name = caseName.bare
    }
    docs = DocLines.lines(member.docs, deprecated: member.deprecated)
    declaration = SwiftPrinter.lines(member)
    self.gap = gap
  }

  /// Members in order, each but the first marked `gap`.
  static func list(_ members: [SwiftMember]) -> [MemberContext] {
    members.enumerated().map { index, member in MemberContext(member, gap: index > 0) }
  }
}
