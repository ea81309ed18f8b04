import _APIGenOpenAPI
import _APIGenYAML

/// An operation's answers: one `ResponseDecl` per documented status, the type a method returns, and how it pages.
extension OperationTranslator {
  /// An operation's answers as the methods read them, and what they decide besides.
  struct Answers {
    var responses: [ResponseDecl] = []
    /// The media types of the success and default bodies, for `Accept`.
    var accept: [String] = []
    var headers: [HeaderDecl] = []
    var documentedRedirects: [Int] = []
  }

  mutating func responseDecls(
    _ operation: Operation, sink: inout DeclarationSink?, schemas: inout SchemaTranslator
  ) -> Answers {
    var answers = Answers()
    var headerNames = NameScope(reserved: ["init"])
    // Without a 2xx, a documented redirect is the answer (a download's 302 with its Location); beside a 2xx it
    // says the resource moved, and the runtime follows it to the 2xx.
    if !operation.responses.contains(where: { $0.key.isSuccess }) {
      answers.documentedRedirects = operation.responses.compactMap { Self.followableRedirect($0.key) }
    }
    for entry in operation.responses {
      guard let response = spec.resolve(entry.response) else { continue }
      let redirect = Self.followableRedirect(entry.key).flatMap { answers.documentedRedirects.contains($0) ? $0 : nil }
      if entry.key.isSuccess || redirect != nil {
        for (key, value) in response.headers
        where !answers.headers.contains(where: { $0.key.lowercased() == key.lowercased() }) {
          guard let header = spec.resolve(value) else { continue }
          answers.headers.append(self.header(key, header, names: &headerNames, schemas: &schemas))
        }
      }
      if let status = redirect {
        answers.responses.append(
          ResponseDecl(
            match: .status(status), isSuccess: true, body: .redirect,
            docs: SwiftLiteral.docLines(response.summary, response.description))
        )
        continue
      }
      answers.responses.append(
        self.response(
          entry.key, response, from: entry.response.reference?.target, sink: &sink, schemas: &schemas))
      if entry.key.isSuccess || entry.key == .default, let (contentType, _) = Self.preferredContent(response.content),
        !answers.accept.contains(contentType)
      {
        answers.accept.append(contentType)
      }
    }
    // A spec that only declares `default` means it for success too.
    if !answers.responses.contains(where: \.isSuccess),
      let fallback = answers.responses.first(where: { $0.match == .default })
    {
      answers.responses.insert(
        ResponseDecl(match: .range(2), isSuccess: true, body: fallback.body, docs: fallback.docs), at: 0)
    }
    answers.responses.sort { Self.order($0.match) < Self.order($1.match) }
    return answers
  }

  /// By cursor when the config says so; by `Link` header for a list whose answers document one or that the config
  /// names.
  mutating func pagination(
    _ decl: OperationDecl, operation: Operation, nested: [TypeDecl], _ schemas: SchemaTranslator
  ) -> PaginationDecl? {
    let cursors = options.cursorPagination
    if let cursor = cursors[decl.operationID] ?? operation.tags.compactMap({ cursors[$0] }).first {
      return cursorPaging(cursor, decl: decl, operation: operation, nested: nested, schemas)
    }
    guard decl.documentedRedirects.isEmpty, case .array(let item) = decl.successType,
      decl.responseHeaders.contains(where: { $0.key.lowercased() == "link" })
        || options.linkPagination.contains(decl.operationID)
        || operation.tags.contains(where: options.linkPagination.contains)
    else { return nil }
    return PaginationDecl(methodName: SwiftIdentifier(decl.methodName.bare + "Pages"), itemType: item)
  }

  /// The statuses the runtime follows (the others, 300 and 304 among them, are answers as they are).
  static func followableRedirect(_ key: ResponseKey) -> Int? {
    guard case .status(let code) = key, [301, 302, 303, 307, 308].contains(code) else { return nil }
    return code
  }

  mutating func response(
    _ key: ResponseKey, _ response: Response, from component: ReferenceTarget?, sink: inout DeclarationSink?,
    schemas: inout SchemaTranslator
  ) -> ResponseDecl {
    let match = Self.match(key)
    var body = ResponseDecl.Body.none
    if let (contentType, media) = Self.preferredContent(response.content), let kind = StreamKind.of(contentType) {
      body = .stream(kind, item: streamItemType(media, kind: kind, sink: &sink, schemas: &schemas))
    } else if let (contentType, media) = Self.preferredContent(response.content) {
      if Self.encoding(of: contentType) == .multipart { warnAboutPartHeaders(media, contentType: contentType) }
      switch Self.encoding(of: contentType) {
      case .json, .form, .multipart:
        let hint: String
        switch key {
        case _ where key.isSuccess: hint = "Response"
        case .default: hint = "DefaultResponse"
        default: hint = "Response\(key.description)"
        }
        let info = media.schema.map {
          schemas.responseBodyType(
            $0, response: component, description: response.description, hint: hint, sink: &sink)
        }
        body = .json(info?.usage ?? .jsonValue)
      case .text: body = .text
      case .binary: body = .binary
      }
    }
    return ResponseDecl(
      match: match, isSuccess: key.isSuccess, body: body,
      docs: SwiftLiteral.docLines(
        response.summary, response.description, Self.preferredContent(response.content)?.1.description))
  }

  /// The type of each item of a sequential media type: its `itemSchema` (OpenAPI 3.2), else its `schema` (the
  /// elements of an array schema for JSON Lines and JSON Sequences, which some specs describe whole).
  mutating func streamItemType(
    _ media: MediaType, kind: StreamKind, sink: inout DeclarationSink?, schemas: inout SchemaTranslator
  ) -> SwiftType {
    var schema = media.itemSchema ?? media.schema
    if media.itemSchema == nil, kind != .events, let whole = schema, let resolved = spec.resolve(whole),
      case .array(let element?) = SchemaShape.of(resolved)
    {
      schema = element
    }
    return schema.map {
      schemas.typeOf($0, hint: kind == .events ? "Event" : "Item", use: .received, sink: &sink).usage
    } ?? .jsonValue
  }

  /// What the method returns: the one success body, or, when successes carry different bodies (GitHub's
  /// `repos/create-deployment`: 201 a deployment, 202 a message), an `Outcome` enum with a case per answer.
  mutating func successType(
    _ responses: inout [ResponseDecl], operation: Operation, methodName: SwiftIdentifier,
    sink: inout DeclarationSink?
  ) -> SwiftType {
    var types: [SwiftType] = []
    var hasEmpty = false
    for response in responses where response.isSuccess {
      guard let type = Self.bodyType(response.body) else {
        hasEmpty = true
        continue
      }
      if !types.contains(type) { types.append(type) }
    }
    guard let first = types.first else { return .void }
    guard types.count > 1 else { return first.optional(if: hasEmpty) }
    if responses.contains(where: { $0.isSuccess && $0.body == .redirect }) {
      warn(
        "operation '\(operation.name)' answers success with different bodies (\(types.map(\.code).joined(separator: ", "))); the method returns the first and the others are decoded as that type too",
        at: operation.mark)
      return first.optional(if: hasEmpty)
    }
    let name = sink!.scope.claim("Outcome")
    var caseNames = NameScope()
    var cases: [OneOfDecl.Case] = []
    var docs = ["The answers of `\(methodName.bare)` that carry a body, one case per status."]
    for index in responses.indices where responses[index].isSuccess {
      guard let type = Self.bodyType(responses[index].body) else { continue }
      let caseName = caseNames.claimIdentifier(Self.outcomeCaseName(responses[index].match))
      responses[index].outcomeCase = caseName
      cases.append(OneOfDecl.Case(name: caseName, type: type, discriminatorValues: []))
      let summary = responses[index].docs.first { !$0.isEmpty }.map { ": \($0)" } ?? ""
      docs.append("- `\(caseName.bare)`: \(Self.statusText(responses[index].match))\(summary)")
    }
    docs.insert("", at: 1)
    let empty = responses.filter { $0.isSuccess && $0.body == .none }.map { Self.statusText($0.match) }
    if !empty.isEmpty { docs += ["", "An answer without a body (\(empty.joined(separator: ", "))) is `nil`."] }
    sink!.decls.append(
      TypeDecl(
        name: name, docs: docs, deprecated: false,
        kind: .oneOf(OneOfDecl(cases: cases, discriminatorKey: nil, isIndirect: false)), nested: []))
    return SwiftType.nominal(sink!.referencePrefix + [name]).optional(if: hasEmpty)
  }

  static func bodyType(_ body: ResponseDecl.Body) -> SwiftType? {
    switch body {
    case .none: return nil
    case .json(let json): return json
    case .text: return .string
    case .binary: return .data
    case .redirect: return .redirect
    case .stream(let kind, let item): return kind.sequenceType(of: item)
    }
  }

  /// `created` for 201: the status's reason phrase, or `status299` for one without a common phrase.
  static func outcomeCaseName(_ match: ResponseDecl.Match) -> String {
    switch match {
    case .status(let code):
      let phrases = [
        200: "ok", 201: "created", 202: "accepted", 203: "nonAuthoritativeInformation", 204: "noContent",
        205: "resetContent", 206: "partialContent", 207: "multiStatus", 208: "alreadyReported", 226: "imUsed",
      ]
      return phrases[code] ?? "status\(code)"
    case .range(let digit): return digit == 2 ? "success" : "status\(digit)XX"
    case .default: return "other"
    }
  }

  static func statusText(_ match: ResponseDecl.Match) -> String {
    switch match {
    case .status(let code): return String(code)
    case .range(let digit): return "\(digit)XX"
    case .default: return "default"
    }
  }

  /// The names in order, each once (the order of security requirements is the order of preference).
  static func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  static func match(_ key: ResponseKey) -> ResponseDecl.Match {
    switch key {
    case .status(let code): return .status(code)
    case .range(let digit): return .range(digit)
    case .default: return .default
    }
  }

  /// Exact statuses first, then ranges, then `default`, as a switch must test them.
  static func order(_ match: ResponseDecl.Match) -> Int {
    switch match {
    case .status(let code): return code
    case .range(let digit): return 1000 + digit
    case .default: return 2000
    }
  }
}
