import _APIGenOpenAPI

/// One statement of an operation's request builder, in the order they run.
package enum RequestStep: Sendable {
  /// The operation's own server: `request.server = "..."`.
  case server(String)
  /// Redirect statuses that are answers: `request.documentedRedirects = [302]`.
  case documentedRedirects([Int])
  /// The header parameter that carries an idempotency key (`Idempotency-Key`): the runtime sends a fresh key in it
  /// when the caller gives none, and retries the request like an idempotent one.
  case idempotencyKey(header: String)
  /// A query, header or cookie parameter, with its style when it differs from the location's default.
  case parameter(
    location: ParameterLocation, key: String, name: SwiftIdentifier, style: ParameterStyle?, explode: Bool?)
  /// An `in: querystring` parameter written as the whole query string (before any query parameter).
  case queryString(name: SwiftIdentifier, encoding: QueryStringEncoding)
  /// The body, encoded as `encoding`, its content type given or the caller's.
  case body(
    name: SwiftIdentifier, encoding: BodyDecl.Encoding, contentType: ContentType,
    partContentTypes: [(property: String, contentType: String)], positionalParts: PositionalPartsDecl?,
    formEncodings: [FormEncodingDecl])
  /// `Accept` from the caller's media type choice, then the documented error types.
  case acceptChoice(parameter: SwiftIdentifier, errorMediaTypes: [String])
  /// A fixed `Accept`.
  case accept(String)

  package enum ContentType: Sendable {
    case literal(String)
    /// The method's parameter of that name.
    case parameter(SwiftIdentifier)
  }
}

/// One case of the switch over a response's status.
package struct ResponseCase: Sendable {
  /// Nil: the trailing `default` added when the spec documents none.
  package var match: ResponseDecl.Match?
  package var outcome: Outcome

  package enum Outcome: Sendable, Equatable {
    /// A success without a body to return.
    case empty
    /// A success without a body where others have one: `nil`.
    case noBody
    /// The `Location` of an answered redirect.
    case redirect
    case decode(SwiftType)
    /// The body as text, optional when another success has none.
    case text(optional: Bool)
    case data(optional: Bool)
    /// The body in the form the caller picked (`ResponseMediaType.body(of:)`).
    case chosen(parameter: SwiftIdentifier, optional: Bool)
    /// An error answer, its body decoded as the type when one is documented.
    case failure(decoding: SwiftType?)
    /// One of several success bodies, returned as a case of the operation's outcome enum.
    case outcome(type: SwiftType, caseName: SwiftIdentifier, body: OutcomeBody)
    /// A body read as it arrives: the sequence of items.
    case stream(StreamKind, item: SwiftType)
    /// A 2xx the spec does not document, read as the one documented JSON success body.
    case undocumentedJSON(SwiftType)
    /// A 2xx the spec does not document, read as the documented text when it is text.
    case undocumentedText(optional: Bool)
  }
}

/// How the body of an answer that becomes a case of an outcome enum is read.
package enum OutcomeBody: Sendable, Equatable {
  case decode(SwiftType)
  case text
  case data
}
