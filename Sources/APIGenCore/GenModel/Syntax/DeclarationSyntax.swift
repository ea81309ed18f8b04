/// The statements and signatures of an operation's methods, as syntax. `SyntaxLowering` fills it in once
/// translation and recursion breaking are done; templates lay it out through the rendering contexts.
package struct OperationSyntax: Sendable {
  /// The plain and response methods' parameters.
  package var parameters: [SwiftParameter] = []
  /// Those parameters passed on: `owner: owner, repo: repo`.
  package var arguments: [SwiftArgument] = []
  /// `let request = APIRequest(…)` (`var` when later statements change it).
  package var request: SwiftStatement = .expression(.nil)
  /// What fills in the request: server, parameters, body, `Accept`.
  package var statements: [SwiftStatement] = []
  /// `request.follow(pageLink)`, for a request that may go to a next-page link.
  package var followPage: SwiftStatement?
  /// What sends it and declares `response` (and `streamed`).
  package var send: [SwiftStatement] = []
  /// The switch over the answer's status.
  package var cases: [SwiftSwitchCase] = []

  /// The response method's body: build the request, send it, switch over `response.status`.
  package var body: [SwiftStatement] {
    [request] + statements + (followPage.map { [$0] } ?? []) + send + [
      .switch(.member(.name(GeneratedLocals.response), "status"), cases)
    ]
  }
  package var pages: PagesSyntax?
  package var choice: ChoiceMethodsSyntax?
  package var cursorPages: CursorPagesSyntax?
  package var headers: [HeaderSyntax] = []
  /// The static members that pick a response media type, declared outside the namespace.
  package var mediaTypeChoices: [MediaTypeChoiceSyntax] = []
}

/// The methods of an operation that pages by `Link` header.
package struct PagesSyntax: Sendable {
  /// The public pages method's: the operation's, then `maxPages`.
  package var parameters: [SwiftParameter]
  /// The private response method's: the operation's without defaults, then `pageLink`.
  package var followingParameters: [SwiftParameter]
  /// The public response method's call of the private one: the first page.
  package var forwardCall: SwiftExpression
  /// Each page's call, with `pageLink`.
  package var pageCall: SwiftExpression
}

/// The overloads taking `as:` of an operation whose caller picks the response media type.
package struct ChoiceMethodsSyntax: Sendable {
  /// The generic parameter of the body's type: `Body`.
  package var bodyTypeParameter: String
  package var parameters: [SwiftParameter]
  package var arguments: [SwiftArgument]
  /// `Body` or `Body?`.
  package var returnType: SwiftType
  /// `APIResponse<Body>`.
  package var responseType: SwiftType
  /// The plain response method's call with the default choice.
  package var defaultCall: SwiftExpression
  package var pages: ChoicePagesSyntax?
}

package struct ChoicePagesSyntax: Sendable {
  /// The generic method's parameter of a page's element type: `Item`.
  package var itemTypeParameter: String
  package var defaultParameters: [SwiftParameter]
  package var parameters: [SwiftParameter]
  package var followingParameters: [SwiftParameter]
  package var defaultCall: SwiftExpression
  package var forwardCall: SwiftExpression
  package var pageCall: SwiftExpression
}

/// The method of an operation that pages by a cursor in its answer.
package struct CursorPagesSyntax: Sendable {
  package var parameters: [SwiftParameter]
  package var cursorType: SwiftType
  /// One page's request, `pageCursor` in the cursor's parameter.
  package var responseCall: SwiftExpression
  /// The page as `APIResponse<[Item]>`, from `page`.
  package var items: SwiftExpression
  /// The next cursor from `page`, nil on the last page.
  package var next: SwiftExpression
}

/// A documented response header's property in the operation's `Headers` struct.
package struct HeaderSyntax: Sendable {
  /// The header it reads, which it was lowered from.
  package var header: HeaderDecl
  /// `let name: Type?`.
  package var property: SwiftProperty
  /// `self.name = response.header("Name")…`.
  package var assignment: SwiftStatement
}

/// A static member picking one response media type, in an extension of `ResponseMediaType` where `constraint`.
package struct MediaTypeChoiceSyntax: Sendable {
  package var constraint: [SwiftSameType]
  /// `static var raw: Self { Self(text: "…") }`.
  package var property: SwiftProperty
}

/// How a struct property is initialised, stored and coded, as syntax. A class, so that the property declaration
/// that holds it stays small: held inline, it made every property declaration some hundreds of bytes larger, and
/// raised the peak memory of generating a large description.
package final class PropertySyntax: Sendable {
  /// The memberwise initializer's parameter.
  package let parameter: SwiftParameter
  /// The initializer's statement.
  package let assignment: SwiftStatement
  /// Written-out `init(from:)`'s statement.
  package let decode: SwiftStatement
  /// Written-out `encode(to:)`'s statement.
  package let encode: SwiftStatement
  /// For a property computed over private storage: the getter's expression and what the setter stores.
  package let accessors: (get: SwiftExpression, set: SwiftExpression)?
  /// The property as declared: one stored property, or a computed one and its private storage.
  package let declarations: [SwiftProperty]

  package init(
    parameter: SwiftParameter, assignment: SwiftStatement, decode: SwiftStatement, encode: SwiftStatement,
    accessors: (get: SwiftExpression, set: SwiftExpression)?, declarations: [SwiftProperty]
  ) {
    self.parameter = parameter
    self.assignment = assignment
    self.decode = decode
    self.encode = encode
    self.accessors = accessors
    self.declarations = declarations
  }
}

/// The literals a `oneOf` enum's decoding writes.
package struct OneOfSyntax: Sendable {
  package struct Case: Sendable {
    /// The case it was lowered from.
    package var decl: OneOfDecl.Case
    /// The case name as a string literal, for error messages.
    package var label: SwiftExpression
    /// The discriminator values that select it, as `case` patterns.
    package var patterns: [SwiftExpression]
  }

  /// One per case, in order.
  package var cases: [Case]
  /// The discriminator property's name, when there is one.
  package var key: SwiftExpression?
  /// Every mapped discriminator value, for the unknown-value error.
  package var expected: SwiftExpression
  /// The case read when the discriminator is missing or not mapped (`OneOfDecl.defaultCase`).
  package var defaultCase: SwiftIdentifier?
}

/// An open enum's documented values: `[.open, .closed]`'s elements.
package struct EnumSyntax: Sendable {
  package var allDocumented: [SwiftExpression]
}

/// The client file's expressions: servers, the security requirements table, the credential factories.
package struct ClientSyntax: Sendable {
  package struct Server: Sendable {
    /// The server it was lowered from.
    package var decl: ServerDecl
    package var url: SwiftExpression
    /// `static let name = URL(string: "…")!`.
    package var constant: SwiftProperty
    /// For a URL with variables: the static function taking them and returning the URL.
    package var withVariables: SwiftFunction?
  }

  package struct CredentialFactory: Sendable {
    /// The scheme it was lowered from.
    package var scheme: SecuritySchemeDecl
    /// The static function building the scheme's `Credential` from what the caller has.
    package var function: SwiftFunction
  }

  /// `Client`'s members: the runtime client, the initializers, `with(_:)`, a property per namespace.
  package var clientMembers: [SwiftMember] = []
  /// Each namespace type's members, by type name: the runtime client, then the properties of the namespaces nested
  /// in it.
  package var namespaceMembers: [String: [SwiftMember]] = [:]
  /// The table of the schemes each operation accepts, for a spec with security schemes.
  package var securityRequirements: SwiftProperty?
  /// The error bodies struct's members (the error, an accessor per body type), and the `APIError` property that
  /// reaches them; empty and nil when no operation documents an error body.
  package var errorBodyMembers: [SwiftMember] = []
  package var errorBodiesAccessor: SwiftProperty?
  /// One per `GenModel.servers` entry, in order.
  package var servers: [Server] = []
  /// Operation id to the schemes it accepts, sorted by id.
  package var requirements: [SwiftDictionaryEntry] = []
  /// One per `GenModel.securitySchemes` entry, in order.
  package var credentialFactories: [CredentialFactory] = []
}
