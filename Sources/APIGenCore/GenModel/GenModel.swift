import _APIGenOpenAPI

/// Everything the templates print, decided: Swift names, Swift type expressions, literals, documentation lines.
/// Rendering reads these values and adds nothing of its own.
package struct GenModel: Sendable {
  package var moduleName: String
  /// The spec's file name, for the header of every generated file.
  package var specFileName: String
  package var access: AccessLevel
  /// Foundation's types by name unless a type override may name any of them.
  package var foundationImport: FoundationImport
  /// Modules the user's config adds to every file's imports (`additionalImports`).
  package var additionalImports: [String]
  /// Comments the user's config adds below every file's first line, without their `//` (`additionalFileComments`).
  package var fileComments: [String]
  package var title: String
  package var version: String
  /// The client's documentation: what it is a client for.
  package var docs: [String]
  /// Top-level declarations, sorted by name.
  package var types: [TypeDecl]
  /// One per tag, sorted by property name.
  package var namespaces: [NamespaceDecl]
  package var servers: [ServerDecl]
  package var securitySchemes: [SecuritySchemeDecl]
  /// The error body types operations document, each read from `APIError` through an accessor of
  /// `errorBodiesProperty`.
  package var errorBodies: [ErrorBodyDecl]
  /// The `APIError` property, named after the module, that holds the SDK's error body accessors
  /// (`error.gitHubAPI.basicError`): two SDKs in one program each add their own, so their accessors never clash.
  package var errorBodiesProperty: SwiftIdentifier
  /// The webhooks the API sends, as one enum; nil when the description has none.
  package var webhooks: WebhookSetDecl? = nil
  /// What was simplified on the way, at the spec's positions.
  package var diagnostics: [Diagnostic]
}

/// A Swift type declaration and the types nested in it.
package struct TypeDecl: Sendable {
  package enum Kind: Sendable {
    case structure(StructDecl)
    case enumeration(EnumDecl)
    case oneOf(OneOfDecl)
    /// `typealias Name = Target`.
    case alias(SwiftType)
    /// `struct Name { var value: Target }`, coded as the target: an alias whose target contains the alias itself
    /// (an array or dictionary of itself), which Swift cannot declare.
    case wrapper(SwiftType)
  }

  package var name: String
  package var docs: [String]
  /// The schema is deprecated. Documented, not declared `@available(*, deprecated)`: the SDK's own properties,
  /// inits, coding and operations name the type, and each mention would be a warning in the user's build. The
  /// properties that hold it are deprecated instead (`PropertyDecl.deprecated`), which is where users touch it.
  package var deprecated: Bool
  package var kind: Kind
  package var nested: [TypeDecl]
}

/// A struct; how it stores and codes its properties is in `PropertyStorage.swift`.
package struct StructDecl: Sendable {
  package var properties: [PropertyDecl]
  /// An `anyOf` of objects: each property holds what one member reads from the whole value (nil when that member
  /// does not match), and decoding fails only when none matches.
  package var isAnyOf = false
  /// Callers may change its properties (`var`); false for a type only answers reach, whose properties are `let`
  /// (`PropertyMutability`).
  package var isMutable = true
  /// Conforms to `Identifiable` through its `id` property (`StableIdentity`).
  package var isIdentifiable = false
}

package struct PropertyDecl: Sendable {
  package var name: SwiftIdentifier
  /// The name as written in the spec, used as the coding key.
  package var key: String
  /// The Swift type without the optional mark.
  package var type: SwiftType
  package var isOptional: Bool
  /// The spec lists it in `required`: when it is also nullable, `null` is encoded rather than the key left out.
  package var isRequired: Bool
  /// The spec's `default` as an expression, when it has one that fits the type: what reading the property gives
  /// while it is unset (absent from a decoded body, or left out of `init`). An unset property is never encoded, so
  /// a request carries only what the caller set.
  package var defaultValue: SwiftExpression?
  package var docs: [String]
  package var deprecated: Bool
  /// Stored through `Indirect` because the type contains itself.
  package var isBoxed: Bool
  /// Where the value sits in the encoded object.
  package var coding: PropertyCoding = .key
}

/// Where a struct property's value sits in the object the struct is coded as.
package enum PropertyCoding: Sendable, Equatable {
  /// Under its own key.
  case key
  /// The whole object read as another type: the `oneOf`/`anyOf` listed next to `properties`, or a member of an
  /// `anyOf` of objects. Optional properties hold nil when the object does not read as their type.
  case wholeValue
  /// Every key the object has beyond `known` (its listed properties' keys), each value of the property's dictionary
  /// value type: `additionalProperties` next to `properties`.
  case extraKeys(known: [String])
}

/// A string or integer enum that keeps values the spec did not list: a struct over the raw value with a static
/// constant per listed value (so it compiles to little code and decodes any value a server sends). The constants
/// are computed (`static var open: Self { Self(rawValue: "open") }`), as swift-http-types declares its methods and
/// field names: a stored `static let` is a lazily initialised global each, two functions and an initializer that
/// the module interface job type-checks and emits again on every edit (issue 40).
package struct EnumDecl: Sendable {
  package struct Case: Sendable {
    package var name: SwiftIdentifier
    /// The raw value: a string or integer literal.
    package var literal: SwiftExpression
    package var docs: [String]
  }

  /// `String` or `Int`.
  package var rawType: SwiftType
  package var cases: [Case]
}

/// A choice between several schemas: an enum with one case per schema.
package struct OneOfDecl: Sendable {
  package struct Case: Sendable {
    package var name: SwiftIdentifier
    package var type: SwiftType
    /// The discriminator values that select this case.
    package var discriminatorValues: [String]
  }

  package var cases: [Case]
  /// The property whose value picks the case, when the spec names one.
  package var discriminatorKey: String?
  package var isIndirect: Bool
  /// The case a payload is read as when the discriminator property is missing or its value is not mapped (OpenAPI
  /// 3.2's `defaultMapping`); nil: such a payload is an error.
  package var defaultCase: SwiftIdentifier? = nil
}

package struct NamespaceDecl: Sendable {
  /// The property on the client: `repos`; empty for operations that go straight onto the client.
  package var property: SwiftIdentifier
  /// The type: `ReposAPI`.
  package var typeName: String
  package var docs: [String]
  package var operations: [OperationDecl]
  /// The namespace type this one is a property of (OpenAPI 3.2's tag `parent`: `client.billing.invoices`); nil: a
  /// property of the client.
  package var parentTypeName: String? = nil
}

package struct OperationDecl: Sendable {
  package var operationID: String
  /// The method: `listForUser`.
  package var methodName: SwiftIdentifier
  /// The variant that returns status and headers too: `listForUserResponse`.
  package var responseMethodName: String
  /// The caseless enum that holds this operation's inline types: `ListForUser`.
  package var typeName: String
  package var httpMethod: HTTPMethod
  /// The path with `{name}` placeholders, as in the spec.
  package var pathTemplate: String
  /// The path as a string literal with `\(path: value)` interpolations.
  package var path: SwiftExpression
  package var parameters: [ParameterDecl]
  package var body: BodyDecl?
  package var responses: [ResponseDecl]
  /// The media types the success responses come in, for the `Accept` header (empty: none).
  package var accept: String
  /// The Swift type a successful call returns (`Void` when there is no body).
  package var successType: SwiftType
  package var docs: [String]
  package var deprecated: Bool
  package var nestedTypes: [TypeDecl]
  /// The headers the success responses document, read into a typed `Headers` struct.
  package var responseHeaders: [HeaderDecl] = []
  /// Security scheme names any of which the operation accepts (empty: none).
  package var security: [String]
  /// The operation's own server (its or its path's `servers`, variables at their defaults), absolute or relative
  /// to the client's; nil: the client's.
  package var server: String? = nil
  /// Redirect statuses the operation answers with instead of a 2xx (a download's `302`): handed back to the
  /// caller as a `Redirect` rather than followed.
  package var documentedRedirects: [Int] = []
  /// The media types the caller may pick for the answer, when there is more than one: an overload of both methods
  /// taking `as:`, which the plain methods call with the default choice.
  package var mediaTypeChoices: MediaTypeChoicesDecl? = nil
  /// The statements that build the request, in order.
  package var requestSteps: [RequestStep] = []
  /// The switch over the answer's status, a final `default` included.
  package var responseCases: [ResponseCase] = []
  /// Set for a list operation that pages by `Link` header: a method returning every page follows it.
  package var pagination: PaginationDecl? = nil
  /// The `- Parameter` lines of `docs` (every parameter's, or none), repeated by the methods that share the
  /// parameters (pages).
  package var parameterDocs: [String] = []
  /// Further methods for the same operation, declared right after its own and sharing its types: reading a stream
  /// the operation offers beside its default body (a chat completion's `text/event-stream`), reading a binary
  /// answer as it arrives, sending a binary body from a file or a byte sequence.
  package var variants: [OperationDecl] = []
  /// The `data` of the server-sent event that ends the stream this operation returns (nil: none).
  package var eventTerminator: String? = "[DONE]"
  /// The header that carries the operation's idempotency key (one it documents, `Idempotency-Key`, or one
  /// `idempotencyKeys` in apigen.yaml names): the runtime sends a fresh key there when the caller gives none.
  package var idempotencyKeyHeader: String? = nil
}

/// A sequential media type, read as an `AsyncSequence` as it arrives.
package enum StreamKind: String, Sendable {
  /// `text/event-stream`: `EventStream<Item>`, each event's `data` an item.
  case events
  /// `application/jsonl`, `application/x-ndjson`, `application/x-jsonlines`: `JSONStream<Item>`, a line an item.
  case jsonLines
  /// `application/json-seq`: `JSONStream<Item>`, a record an item.
  case jsonSequence
  /// Any binary answer: `ByteStream`, chunks of bytes as they arrive.
  case bytes

  /// The kind of a media type, nil for one that is not sequential.
  package static func of(_ mediaType: String) -> StreamKind? { of(essence: MediaEssence.of(mediaType)) }

  static func of(essence: String) -> StreamKind? {
    switch essence {
    case "text/event-stream": return .events
    case "application/jsonl", "application/x-ndjson", "application/x-jsonlines", "application/jsonlines":
      return .jsonLines
    case "application/json-seq": return .jsonSequence
    default: return nil
    }
  }

  /// The sequence type a stream of `item` is read as.
  package func sequenceType(of item: SwiftType) -> SwiftType {
    switch self {
    case .events: .generic("EventStream", [item])
    case .jsonLines, .jsonSequence: .generic("JSONStream", [item])
    case .bytes: .named("ByteStream")
    }
  }
}

/// How a list operation pages: by the `Link` header's `rel="next"` URL, or by a cursor in the answer's body.
package struct PaginationDecl: Sendable {
  /// The method returning the pages: `listForUserPages`.
  package var methodName: SwiftIdentifier
  /// The element type of the array each page holds.
  package var itemType: SwiftType
  package var kind: Kind = .link

  package enum Kind: Sendable {
    case link
    /// The cursor goes in `parameter`; `items`, `next` and `hasMore` are where the elements, the next cursor and
    /// the "more pages" flag are in the answer's body (empty `items`: the body itself).
    case cursor(parameter: SwiftIdentifier, items: [AccessStep], next: [AccessStep], hasMore: [AccessStep]?)
  }
}

/// One step of a path into a decoded value: a property (optional when it may be nil), or an array's last element.
package enum AccessStep: Sendable, Equatable {
  case property(SwiftIdentifier, optional: Bool)
  case last
}

/// An operation's pickable response media types (`ResponseMediaType` in the runtime).
package struct MediaTypeChoicesDecl: Sendable {
  package struct Choice: Sendable {
    /// The raw values are the words `apigen.yaml` uses and the names of `ResponseMediaType`'s constructors.
    package enum Form: String, Sendable {
      /// Decoded as JSON into `bodyAlias`'s type.
      case json
      /// UTF-8 text, a `String`.
      case text
      /// Bytes, `Data`.
      case data
    }

    /// The static member that picks it: `star` for `application/vnd.github.v3.star+json`.
    package var name: SwiftIdentifier
    package var mediaType: String
    package var form: Form
    /// The body's Swift type as the operation's methods write it: `[StarredRepository]`, `String`, `Data`.
    package var bodyType: SwiftType
    /// For JSON: the typealias in the operation's types enum that names the body's type, so that the choice can be
    /// declared outside the operation (`StarBody`).
    package var bodyAlias: String?
    package var docs: [String]
  }

  /// In order; the first is the default, what the plain methods ask for.
  package var choices: [Choice]
  /// The local name of the choice parameter (labelled `as`).
  package var parameter: SwiftIdentifier
  /// The overloads' generic parameters: the chosen body's type (`Body`) and a page's element type (`Item`), numbered
  /// (`Body2`) where a type the methods may name is called so, which they would hide.
  package var bodyTypeParameter: String
  package var itemTypeParameter: String
  /// A success response without a body is documented too: the chosen body is optional.
  package var bodyIsOptional: Bool
  /// Media types of documented error answers, sent in `Accept` after the chosen one.
  package var errorMediaTypes: [String]
  /// The documentation of the overloads that take `as:`.
  package var docs: [String]
}

package struct ParameterDecl: Sendable {
  package var name: SwiftIdentifier
  package var key: String
  package var location: ParameterLocation
  package var style: ParameterStyle
  package var explode: Bool
  package var type: SwiftType
  package var isOptional: Bool
  package var docs: [String]
  package var deprecated: Bool
  /// How an `in: querystring` parameter becomes the whole query string; nil for every other location.
  package var queryString: QueryStringEncoding? = nil
}

/// How an OpenAPI 3.2 `in: querystring` parameter's value is written as the whole query string, by the one media
/// type of its `content`.
package enum QueryStringEncoding: Sendable, Equatable {
  /// `application/x-www-form-urlencoded`: a `name=value` pair per property, as a form body's fields are.
  case form([FormEncodingDecl])
  /// A JSON media type: the value's JSON text, percent-encoded.
  case json
  /// Any other media type: the text as it is, percent-encoded.
  case text
}

package struct BodyDecl: Sendable {
  package enum Encoding: String, Sendable {
    case json, form, multipart, binary, text
  }

  package var name: SwiftIdentifier
  package var type: SwiftType
  package var isOptional: Bool
  /// The content type the spec gives; for a caller-given one (`contentTypeParameter`), its default, or nil when
  /// the spec gives only a wildcard.
  package var contentType: String?
  /// The parameter through which the caller gives the content type (a wildcard such as `*/*`, or raw bytes or
  /// text that may be of any type: the spec's type is a default), or nil when the spec's type is sent.
  package var contentTypeParameter: SwiftIdentifier? = nil
  package var encoding: Encoding
  /// For multipart bodies: the content type the spec's `encoding` gives each property's part.
  package var partContentTypes: [(property: String, contentType: String)] = []
  /// For a multipart body that is a list (OpenAPI 3.2, a type other than `form-data`): each part's content type by
  /// position; nil for an object body.
  package var positionalParts: PositionalPartsDecl? = nil
  /// For form bodies: the style the spec's `encoding` gives a property's nested value, when it gives one.
  package var formEncodings: [FormEncodingDecl] = []
  package var docs: [String]
}

/// The content types of a list's parts in a multipart body: `prefixEncoding`'s by position (nil where one gives
/// none), then `itemEncoding`'s for every later part.
package struct PositionalPartsDecl: Sendable, Equatable {
  package var prefix: [String?]
  package var item: String?

  package init(prefix: [String?], item: String?) {
    self.prefix = prefix
    self.item = item
  }
}

/// How a form body's property is written (`encoding: {metadata: {style: deepObject, explode: true}}`).
package struct FormEncodingDecl: Sendable, Equatable {
  package var property: String
  package var style: ParameterStyle
  package var explode: Bool
}

package struct ResponseDecl: Sendable {
  package enum Match: Sendable, Equatable {
    case status(Int)
    case range(Int)
    case `default`
  }

  package enum Body: Sendable, Equatable {
    case none
    case json(SwiftType)
    case text
    case binary
    /// A redirect that is the operation's answer: the `Location` as a `Redirect`.
    case redirect
    /// A sequential media type read as it arrives, each item of the type.
    case stream(StreamKind, item: SwiftType)
  }

  package var match: Match
  package var isSuccess: Bool
  package var body: Body
  package var docs: [String]
  /// When the operation's successes carry different bodies: the case of the operation's `Outcome` enum this
  /// answer's body is returned in.
  package var outcomeCase: SwiftIdentifier?

  package init(match: Match, isSuccess: Bool, body: Body, docs: [String], outcomeCase: SwiftIdentifier? = nil) {
    self.match = match
    self.isSuccess = isSuccess
    self.body = body
    self.docs = docs
    self.outcomeCase = outcomeCase
  }
}

/// A documented response header.
package struct HeaderDecl: Sendable {
  /// The header name as the spec writes it.
  package var key: String
  package var name: SwiftIdentifier
  /// `String`, `Int`, `Int64`, `Int32`, `Double`, `Float` or `Bool`; anything else is read as `String`.
  package var type: SwiftType
  package var docs: [String]
  package var deprecated: Bool
}

package struct ServerDecl: Sendable {
  package struct Variable: Sendable {
    /// The name in the URL template.
    package var key: String
    /// The parameter name.
    package var name: SwiftIdentifier
    package var defaultValue: String
    package var docs: [String]
    /// The `- Parameter` line of the function that sets the variables.
    package var parameterDoc: String
  }

  package var name: String
  /// The URL with every variable at its default.
  package var url: String
  /// The URL as the spec writes it, with `{variable}` placeholders.
  package var template: String
  package var variables: [Variable]
  package var docs: [String]
}

package struct SecuritySchemeDecl: Sendable {
  /// What `Credentials.<name>(…)` builds for the scheme.
  package enum Credential: Sendable, Equatable {
    /// A token sent as `Authorization: Bearer …`: HTTP bearer, and OAuth 2, OpenID Connect and unknown schemes,
    /// whose tokens are sent the same way.
    case bearerToken
    /// A user and password sent as `Authorization: Basic …`.
    case basic
    /// A key sent in a header, query parameter or cookie of the given name.
    case apiKey(name: String, location: ParameterLocation)
  }

  /// The scheme's name in the spec's `components.securitySchemes`.
  package var key: String
  /// The factory's name: `Credentials.bearerAuth(_:)`.
  package var name: SwiftIdentifier
  package var credential: Credential
  /// The factory's documentation: what it sends, then the scheme's description.
  package var docs: [String]
  /// The scheme is marked `deprecated` (OpenAPI 3.2): so is its factory.
  package var deprecated = false
}

/// A typed accessor for one error body type: `error.gitHubAPI.basicError` reads the body of an error answer that
/// an operation documents as `BasicError`.
package struct ErrorBodyDecl: Sendable {
  /// The accessor's name: `basicError`.
  package var name: SwiftIdentifier
  package var type: SwiftType
  package var docs: [String]
}
