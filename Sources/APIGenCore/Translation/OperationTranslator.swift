import _APIGenOpenAPI
import _APIGenYAML

/// Turns operations into methods grouped in namespaces: GitHub's `repos/list-for-user` becomes
/// `client.repos.listForUser(...)`; an operation id without a slash goes to the namespace of its first tag.
///
/// Inputs: the spec, renames and configured response media types; the schema translator only for the types of
/// inline schemas (`typeOf`) and the top-level names to avoid. Outputs: the namespaces (`result()`) and warnings
/// about what was simplified (`diagnostics`).
struct OperationTranslator {
  let spec: Spec
  let renames: [String: String]
  let responseMediaTypes: [String: [(mediaType: String, form: MediaTypeChoicesDecl.Choice.Form)]]
  /// Operation ids and tags configured to page by `Link` header.
  let linkPagination: Set<String>
  /// Operation ids and tags configured to page by a cursor in the body.
  let cursorPagination: [String: CursorPaging]
  /// The event data that ends a server-sent event stream; nil: none.
  var eventTerminator: String? = "[DONE]"
  /// Operations (ids or tags) that take an idempotency key the spec does not document, and its header.
  var idempotencyKeys = TranslationOptions.IdempotencyKeys()
  /// Method names for operations whose ids a web framework made up, by operation name (`FrameworkOperationIDs`).
  var shortNames: [String: String] = [:]
  private(set) var diagnostics: [Diagnostic] = []
  private var namespaces: [String: NamespaceBuilder] = [:]
  private var namespaceTypes = NameScope()
  /// Members of the client itself: its `client` property, one property per namespace and the methods of operations
  /// that have no namespace, which must not collide with one another.
  private var clientMembers: NameScope
  /// The types the client's methods may name, which no member of the client or of a namespace may be named like:
  /// names without case (`_1st`, 名前) are the same as member and as type, and a method `_1st` would hide the type
  /// `_1st` in every method beside it.
  private let typeNames: Set<String>

  private struct NamespaceBuilder {
    var decl: NamespaceDecl
    var methods = NameScope()
    var types: NameScope
  }

  mutating func add(_ operation: Operation, document: Document, schemas: inout SchemaTranslator) {
    let id = operation.name
    let (namespaceRaw, writtenMethod) = operation.namespaceAndMethod
    let methodRaw = shortNames[id] ?? writtenMethod
    let property =
      namespaceRaw.isEmpty ? "" : SwiftName.memberIdentifier(renames[namespaceRaw] ?? namespaceRaw)
    if namespaces[property] == nil {
      // Operations with neither a tag nor a `namespace/` prefix go straight onto the client.
      let typeName = namespaceRaw.isEmpty ? "Client" : namespaceTypes.claim(SwiftName.type(namespaceRaw) + "API")
      let tag = document.tags.first { $0.name == namespaceRaw || SwiftName.memberIdentifier($0.name) == property }
      let member = property.isEmpty ? "" : clientMembers.claimIdentifier(property)
      namespaces[property] = NamespaceBuilder(
        decl: NamespaceDecl(
          property: member, typeName: typeName,
          docs: SwiftLiteral.docLines(tag?.description), operations: []),
        methods: NameScope(inherited: typeNames, reserved: ["client"]), types: NameScope(reserved: [typeName]))
    }
    // Taken out and put back, so that appending does not copy the namespace's operations each time.
    var namespace = namespaces.removeValue(forKey: property)!
    let preferredMethod = SwiftName.memberIdentifier(renames[id] ?? methodRaw)
    let methodName = claimMethod(preferredMethod, onClient: property.isEmpty, namespace: &namespace)
    var preferredType = SwiftName.type(renames[id] ?? methodRaw)
    // Names without case (`1st`, 名前) are the same as member and as type, which Swift cannot tell apart in use: the
    // types enum avoids its container's members (this operation's method, a namespace property 名前 on the client)
    // and the top-level types those avoid, which it would hide inside itself.
    let members = property.isEmpty ? clientMembers : namespace.methods
    if members.contains(preferredType) { preferredType += "Types" }
    let typeName = namespace.types.claim(preferredType)
    // Members claimed later (methods, namespace properties) avoid it in turn.
    if property.isEmpty { _ = clientMembers.claim(typeName) } else { _ = namespace.methods.claim(typeName) }
    let decl = translate(
      operation, id: id, methodName: methodName, typeName: typeName, namespaceType: namespace.decl.typeName,
      document: document, schemas: &schemas)
    var added = decl
    for index in added.variants.indices where added.variants[index].methodName != decl.methodName {
      // A variant of another name (`createEvents`) claims it; an overload (`body: UploadBody`) shares the name.
      let name = claimMethod(added.variants[index].methodName.bare, onClient: property.isEmpty, namespace: &namespace)
      added.variants[index].methodName = name
      added.variants[index].responseMethodName = name.bare + "Response"
    }
    if let pagination = decl.pagination {
      added.pagination?.methodName = claimMethod(
        pagination.methodName.bare, onClient: property.isEmpty, namespace: &namespace)
    }
    namespace.decl.operations.append(added)
    namespaces[property] = namespace
  }

  /// A method name claimed among the client's own members (`onClient`) or the namespace's, which is no type's name
  /// and whose `…Response` companion is none either.
  private mutating func claimMethod(_ preferred: String, onClient: Bool, namespace: inout NamespaceBuilder)
    -> SwiftIdentifier
  {
    while true {
      let name = onClient ? clientMembers.claimIdentifier(preferred) : namespace.methods.claimIdentifier(preferred)
      if !typeNames.contains(name.bare + "Response") { return name }
    }
  }

  init(
    spec: Spec, typeNames: Set<String>, renames: [String: String],
    responseMediaTypes: [String: [(mediaType: String, form: MediaTypeChoicesDecl.Choice.Form)]],
    linkPagination: Set<String> = [], cursorPagination: [String: CursorPaging] = [:]
  ) {
    self.spec = spec
    self.typeNames = typeNames
    clientMembers = NameScope(inherited: typeNames, reserved: ["client"])
    self.renames = renames
    self.responseMediaTypes = responseMediaTypes
    self.linkPagination = linkPagination
    self.cursorPagination = cursorPagination
  }

  mutating func warn(_ message: String, at mark: Mark) {
    diagnostics.append(Diagnostic(.warning, message, file: spec.rootFile, mark: mark))
  }

  /// Namespaces sorted by property, operations in spec order.
  func result() -> [NamespaceDecl] {
    namespaces.values.map(\.decl).sorted { $0.property < $1.property }
  }

  private mutating func translate(
    _ operation: Operation, id: String, methodName: SwiftIdentifier, typeName: String, namespaceType: String,
    document: Document, schemas: inout SchemaTranslator
  ) -> OperationDecl {
    var sink: DeclarationSink? = DeclarationSink(
      scope: NameScope(inherited: schemas.topLevelNames, reserved: [typeName, namespaceType]),
      qualifier: namespaceType + "." + typeName,
      referencePrefix: [typeName], ancestors: [namespaceType, typeName])
    let responseMethodName = methodName.bare + "Response"
    var names = parameterScope(responseMethodName: responseMethodName, typeName: typeName, namespaceType: namespaceType)
    let parameters = parameterDecls(operation, names: &names, sink: &sink, schemas: &schemas)
    var body: BodyDecl?
    if let requestBody = operation.requestBody.flatMap({ spec.resolve($0) }) {
      body = self.body(requestBody, names: &names, sink: &sink, schemas: &schemas)
    }
    var answers = responseDecls(operation, sink: &sink, schemas: &schemas)
    let choices =
      answers.documentedRedirects.isEmpty
      ? mediaTypeChoices(
        operation, id: id, methodName: methodName, responses: answers.responses, accept: answers.accept,
        names: &names, sink: &sink, schemas: &schemas) : nil
    let successType: SwiftType
    if let choices, let first = choices.choices.first {
      // The plain methods ask for the default choice, so they return its form (made optional by an empty answer).
      successType = choices.bodyIsOptional ? .optional(first.bodyType) : first.bodyType
    } else {
      successType = self.successType(&answers.responses, operation: operation, methodName: methodName, sink: &sink)
    }
    let streamAlternative = streamAlternative(operation, responses: answers.responses, sink: &sink, schemas: &schemas)
    let parameterDocs = Self.parameterDocs(parameters, body: body)
    var docs = SwiftLiteral.docLines(operation.summary, operation.description)
    if !parameterDocs.isEmpty {
      if !docs.isEmpty { docs.append("") }
      docs += parameterDocs
    }
    let security = (operation.security ?? document.security ?? []).flatMap { $0.schemes.map(\.key) }
    var decl = OperationDecl(
      operationID: id, methodName: methodName, responseMethodName: responseMethodName, typeName: typeName,
      httpMethod: operation.method,
      pathTemplate: operation.path, path: Self.pathExpression(operation.path, parameters: parameters),
      parameters: parameters, body: body, responses: answers.responses, accept: answers.accept.joined(separator: ", "),
      successType: successType, docs: docs,
      deprecated: operation.deprecated, nestedTypes: sink?.decls ?? [], security: Self.unique(security))
    decl.responseHeaders = answers.headers
    decl.parameterDocs = parameterDocs
    decl.eventTerminator = eventTerminator
    decl.idempotencyKeyHeader = idempotencyKeyHeader(of: operation, parameters: parameters)
    decl.server = operation.servers.first.map(Self.serverURL)
    decl.documentedRedirects = answers.documentedRedirects
    decl.mediaTypeChoices = choices
    decl.pagination = pagination(decl, operation: operation, nested: sink?.decls ?? [], schemas)
    decl.requestSteps = OperationStatements.requestSteps(decl)
    decl.responseCases = OperationStatements.responseCases(decl)
    Self.addNotes(to: &decl)
    Self.addVariants(to: &decl, streamAlternative: streamAlternative)
    return decl
  }

  /// The names an operation's parameters are claimed among: the method's locals and the method the short form calls,
  /// which a parameter of that name would hide, and the types the method names (a caseless parameter `_1st` would
  /// hide the type `_1st` in `_1st.self`).
  private func parameterScope(responseMethodName: String, typeName: String, namespaceType: String) -> NameScope {
    let locals = ["client", "request", "response", responseMethodName, "maxPages", "pageLink", "pageCursor"]
    return NameScope(inherited: typeNames, reserved: locals + [typeName, namespaceType])
  }

  /// The header an operation's idempotency key goes in: the one it documents (`Idempotency-Key`, in any case), else
  /// the configured one when apigen.yaml names the operation or one of its tags.
  private func idempotencyKeyHeader(of operation: _APIGenOpenAPI.Operation, parameters: [ParameterDecl]) -> String? {
    if let documented = parameters.first(where: {
      $0.location == .header && $0.key.lowercased() == TranslationOptions.IdempotencyKeys.standardHeader.lowercased()
    }) {
      return documented.key
    }
    let named = idempotencyKeys.operations
    return named.contains(operation.name) || operation.tags.contains(where: named.contains)
      ? idempotencyKeys.header : nil
  }

  /// The parameters in the order the methods take them: path, query, header, cookie.
  private mutating func parameterDecls(
    _ operation: Operation, names: inout NameScope, sink: inout DeclarationSink?, schemas: inout SchemaTranslator
  ) -> [ParameterDecl] {
    var resolved = operation.parameters.compactMap { spec.resolve($0) }
    for parameter in resolved where parameter.isIgnoredHeader {
      warn(
        "header parameter '\(parameter.name)' is left out of the method: OpenAPI says Accept, Content-Type and "
          + "Authorization parameters are ignored (the response and body media types and the security schemes "
          + "set those fields)", at: parameter.mark)
    }
    resolved.removeAll(where: \.isIgnoredHeader)
    let ordered = [ParameterLocation.path, .query, .header, .cookie].flatMap { location in
      resolved.filter { $0.location == location }
    }
    return ordered.map { parameter($0, names: &names, sink: &sink, schemas: &schemas) }
  }

  /// An operation's answers as the methods read them, and what they decide besides.
  private struct Answers {
    var responses: [ResponseDecl] = []
    /// The media types of the success and default bodies, for `Accept`.
    var accept: [String] = []
    var headers: [HeaderDecl] = []
    var documentedRedirects: [Int] = []
  }

  private mutating func responseDecls(
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
            match: .status(status), isSuccess: true, body: .redirect, docs: SwiftLiteral.docLines(response.description))
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

  /// A stream offered beside another body (a chat completion as JSON or as `text/event-stream`), read by a method
  /// of its own.
  private mutating func streamAlternative(
    _ operation: Operation, responses: [ResponseDecl], sink: inout DeclarationSink?, schemas: inout SchemaTranslator
  ) -> StreamAlternative? {
    guard !responses.contains(where: { if case .stream = $0.body { true } else { false } }) else { return nil }
    for entry in operation.responses where entry.key.isSuccess {
      guard let response = spec.resolve(entry.response),
        let (mediaType, media) = response.content.entries.first(where: { StreamKind.of($0.key) != nil }),
        let kind = StreamKind.of(mediaType)
      else { continue }
      let item = streamItemType(media, kind: kind, sink: &sink, schemas: &schemas)
      return StreamAlternative(kind: kind, mediaType: mediaType, item: item, match: Self.match(entry.key))
    }
    return nil
  }

  private struct StreamAlternative {
    var kind: StreamKind
    var mediaType: String
    var item: SwiftType
    var match: ResponseDecl.Match
  }

  /// Once one parameter is documented every one is (DocC warns about each left out), the undocumented ones by where
  /// they go; none when none is.
  private static func parameterDocs(_ parameters: [ParameterDecl], body: BodyDecl?) -> [String] {
    guard parameters.contains(where: { !$0.docs.isEmpty }) || body?.docs.isEmpty == false else { return [] }
    var lines: [String] = []
    for parameter in parameters {
      let text = parameter.docs.filter { !$0.isEmpty }.joined(separator: " ")
      lines.append(
        "- Parameter \(parameter.name): "
          + (text.isEmpty ? "The `\(parameter.key)` \(parameter.location.rawValue) parameter." : text))
    }
    if let body {
      let text = body.docs.joined(separator: " ")
      lines.append("- Parameter \(body.name): " + (text.isEmpty ? "The request body." : text))
      if let contentType = body.contentTypeParameter {
        lines.append(
          "- Parameter \(contentType): The body's media type"
            + (body.contentType.map { " (default: `\($0)`)." } ?? ", which the caller must give."))
      }
    }
    return lines
  }

  /// By cursor when the config says so; by `Link` header for a list whose answers document one or that the config
  /// names.
  private mutating func pagination(
    _ decl: OperationDecl, operation: Operation, nested: [TypeDecl], _ schemas: SchemaTranslator
  ) -> PaginationDecl? {
    let cursors = cursorPagination
    if let cursor = cursors[decl.operationID] ?? operation.tags.compactMap({ cursors[$0] }).first {
      return cursorPaging(cursor, decl: decl, operation: operation, nested: nested, schemas)
    }
    guard decl.documentedRedirects.isEmpty, case .array(let item) = decl.successType,
      decl.responseHeaders.contains(where: { $0.key.lowercased() == "link" })
        || linkPagination.contains(decl.operationID)
        || operation.tags.contains(where: linkPagination.contains)
    else { return nil }
    return PaginationDecl(methodName: SwiftIdentifier(decl.methodName.bare + "Pages"), itemType: item)
  }

  /// What the doc comment says of undocumented 2xx answers, redirects and the operation's own server.
  private static func addNotes(to decl: inout OperationDecl) {
    if let line = undocumentedSuccessDocs(decl) {
      // Before the parameter list, where DocC keeps free text.
      if let parameters = decl.docs.firstIndex(where: { $0.hasPrefix("- Parameter") }) {
        decl.docs.insert(contentsOf: [line, ""], at: parameters)
      } else {
        if !decl.docs.isEmpty { decl.docs.append("") }
        decl.docs.append(line)
      }
    }
    if !decl.documentedRedirects.isEmpty {
      if !decl.docs.isEmpty { decl.docs.append("") }
      decl.docs.append(
        "Answers with a redirect, returned rather than followed: `client.client.follow(_:)` fetches its target.")
    }
    if let server = decl.server {
      if !decl.docs.isEmpty { decl.docs.append("") }
      decl.docs.append(
        "Sent to `\(server)`, this operation's server in the spec, unless `APIClient.Configuration.operationServers` names another."
      )
    }
  }

  /// The methods beside the operation's own: a stream offered as an alternative, a binary answer read as it
  /// arrives, a binary body sent from a file or a byte sequence.
  private static func addVariants(to decl: inout OperationDecl, streamAlternative: StreamAlternative?) {
    if let alternative = streamAlternative {
      decl.variants.append(
        streamVariant(of: decl, alternative.kind, alternative.mediaType, alternative.item, alternative.match))
    } else if let binary = decl.responses.first(where: { $0.isSuccess && $0.body == .binary }),
      decl.mediaTypeChoices == nil, decl.successType.unwrapped == .data
    {
      decl.variants.append(
        streamVariant(of: decl, .bytes, decl.accept.isEmpty ? "*/*" : decl.accept, .data, binary.match))
    }
    if let body = decl.body, body.encoding == .binary, body.type == .data {
      decl.variants.append(uploadVariant(of: decl))
    }
  }

  /// What the doc comment says of a 2xx the spec does not document, where that is worth saying.
  private static func undocumentedSuccessDocs(_ decl: OperationDecl) -> String? {
    let read = decl.responseCases.contains { item in
      switch item.outcome {
      case .undocumentedJSON, .undocumentedText: return true
      default: return false
      }
    }
    if read { return "A 2xx answer the spec does not document (a framework's 201 for a 200) is read as this body too." }
    if decl.responses.contains(where: { $0.outcomeCase != nil })
      && !decl.responses.contains(where: { $0.isSuccess && ($0.match == .range(2) || $0.match == .default) })
    {
      return
        "A 2xx answer the spec does not document throws `APIError.unexpectedStatus` with its body: the documented answers differ in type."
    }
    return nil
  }

  /// The method that reads an operation's streamed answer when another body is its default: the same request
  /// asking for the stream, the stream returned as it arrives.
  private static func streamVariant(
    of decl: OperationDecl, _ kind: StreamKind, _ mediaType: String, _ item: SwiftType, _ match: ResponseDecl.Match
  ) -> OperationDecl {
    let (suffix, what): (String, String)
    switch kind {
    case .events: (suffix, what) = ("Events", "server-sent events")
    case .jsonLines: (suffix, what) = ("Stream", "a JSON value per line")
    case .jsonSequence: (suffix, what) = ("Stream", "a JSON value per record")
    case .bytes: (suffix, what) = ("Bytes", "its bytes")
    }
    let summary = "`\(decl.methodName.bare)` answering with \(what) (`\(mediaType)`), read as they arrive."
    return variant(of: decl, summary: summary) { variant in
      variant.methodName = SwiftIdentifier(decl.methodName.bare + suffix)
      variant.responseMethodName = variant.methodName.bare + "Response"
      variant.accept = mediaType
      variant.successType = kind.sequenceType(of: item)
      variant.responses = decl.responses.compactMap { response in
        guard response.isSuccess else { return response }
        guard response.match == match else { return nil }
        var streamed = response
        streamed.body = .stream(kind, item: item)
        streamed.outcomeCase = nil
        return streamed
      }
    }
  }

  /// The overload sending a binary body from a file or a byte sequence (`body: .file(url)`) as it is read.
  private static func uploadVariant(of decl: OperationDecl) -> OperationDecl {
    let summary =
      "`\(decl.methodName.bare)` sending its body as it is read (`.file(url)`, `.bytes(sequence, length:)`)."
    return variant(of: decl, summary: summary) { variant in
      variant.body?.type = .named("UploadBody")
      // Required: beside the `Data` method, an optional body would make a call without one ambiguous.
      variant.body?.isOptional = false
    }
  }

  /// Another method for an operation, declared after its own and sharing its types (so it declares none, and
  /// neither pages nor offers media type choices): `change` says how it differs; its steps follow from that.
  private static func variant(
    of decl: OperationDecl, summary: String, _ change: (inout OperationDecl) -> Void
  ) -> OperationDecl {
    var variant = decl
    variant.nestedTypes = []
    variant.responseHeaders = []
    variant.mediaTypeChoices = nil
    variant.pagination = nil
    variant.variants = []
    variant.docs = [summary] + (decl.docs.isEmpty ? [] : [""] + decl.docs)
    change(&variant)
    variant.requestSteps = OperationStatements.requestSteps(variant)
    variant.responseCases = OperationStatements.responseCases(variant)
    return variant
  }

  /// The response media types a caller may pick, when the success responses document more than one or the config
  /// adds some: the default (the plain methods' form) first, then the others in spec order, then the config's.
  private mutating func mediaTypeChoices(
    _ operation: Operation, id: String, methodName: SwiftIdentifier, responses: [ResponseDecl], accept: [String],
    names: inout NameScope,
    sink: inout DeclarationSink?, schemas: inout SchemaTranslator
  ) -> MediaTypeChoicesDecl? {
    let configured = responseMediaTypes[id] ?? []
    let spec = self.spec
    let (documented, defaultMediaType) = Self.documentedMediaTypes(operation, in: spec)
    let firstBody = responses.first { $0.isSuccess && $0.body != .none }?.body
    guard let firstBody, let defaultMediaType else {
      if !configured.isEmpty {
        warn(
          "apigen.yaml gives response media types for '\(id)', whose success answers document no body; they are not offered",
          at: operation.mark)
      }
      return nil
    }
    var mediaTypes = [defaultMediaType] + documented.entries.map(\.key).filter { $0 != defaultMediaType }
    for (mediaType, _) in configured where !mediaTypes.contains(mediaType) { mediaTypes.append(mediaType) }
    guard mediaTypes.count > 1 else { return nil }

    // Members of `ResponseMediaType` itself, and names a leading dot cannot reach.
    var choiceNames = NameScope(reserved: [
      "init", "self", "Type", "Protocol", "mediaType", "isDefault", "byDefault", "body",
    ])
    let choices = mediaTypes.map { mediaType in
      let candidates = Self.choiceNames(for: mediaType)
      let name = choiceNames.claimIdentifier(
        candidates.first { !choiceNames.contains($0) } ?? candidates[candidates.count - 1])
      var form = Self.choiceForm(
        mediaType, documented[mediaType], firstBody: firstBody, isDefault: mediaType == defaultMediaType, in: spec)
      if let override = configured.first(where: { $0.mediaType == mediaType })?.form, mediaType != defaultMediaType {
        form = override
      }
      return choice(
        name, mediaType, form: form, media: documented[mediaType], firstBody: firstBody,
        isDefault: mediaType == defaultMediaType, sink: &sink, schemas: &schemas)
    }
    if let ignored = configured.first(where: { $0.mediaType == defaultMediaType && $0.form != choices[0].form }) {
      warn(
        "apigen.yaml gives '\(ignored.mediaType)' of '\(id)' the form \(ignored.form.rawValue), but it is the default answer, read as \(choices[0].form.rawValue)",
        at: operation.mark)
    }
    let listed = choices.map { "`.\($0.name.bare)`" }.joined(separator: ", ")
    let docs = [
      "`\(methodName.bare)` answering in the media type the caller picks: \(listed), or any other",
      "through `.text(_:)`, `.data(_:)` or `.json(_:)`. It is sent as `Accept` (over the client's); the body comes",
      "back in that choice's form.",
    ]
    // The top-level types, the operation's types enum and its namespace, which the methods name.
    var typeParameters = NameScope(inherited: typeNames, reserved: sink?.ancestors ?? [])
    return MediaTypeChoicesDecl(
      choices: choices, parameter: names.claimIdentifier("mediaType"),
      bodyTypeParameter: typeParameters.claim("Body"), itemTypeParameter: typeParameters.claim("Item"),
      bodyIsOptional: responses.contains { $0.isSuccess && $0.body == .none },
      errorMediaTypes: accept.filter { !mediaTypes.contains($0) }, docs: docs)
  }

  /// The media types the success answers document (streams aside), best status first, and the one the plain
  /// methods ask for.
  private static func documentedMediaTypes(
    _ operation: Operation, in spec: Spec
  ) -> (documented: OrderedMap<MediaType>, default: String?) {
    var documented = OrderedMap<MediaType>()
    let successes = operation.responses.filter(\.key.isSuccess).sorted {
      order(match($0.key)) < order(match($1.key))
    }
    for entry in successes {
      guard let response = spec.resolve(entry.response) else { continue }
      for (mediaType, media) in response.content where documented[mediaType] == nil && StreamKind.of(mediaType) == nil {
        documented.entries.append((mediaType, media))
      }
    }
    let defaultMediaType = successes.lazy.compactMap { spec.resolve($0.response) }
      .compactMap { preferredContent($0.content)?.0 }.first
    return (documented, defaultMediaType)
  }

  /// How a pickable media type's body is read: the default as the methods' own body, others by their name, then
  /// their schema.
  private static func choiceForm(
    _ mediaType: String, _ media: MediaType?, firstBody: ResponseDecl.Body, isDefault: Bool, in spec: Spec
  ) -> MediaTypeChoicesDecl.Choice.Form {
    switch firstBody {
    case .json where isDefault: return .json
    case .text where isDefault: return .text
    default: break
    }
    switch encoding(of: mediaType) {
    // A JSON-family document the spec types as a string (GitHub's `application/json+sarif`): its text.
    case .json where rank(of: mediaType) > 0 && form(of: media?.schema, in: spec) == .text: return .text
    case .json: return .json
    case .text: return .text
    case .form, .multipart, .binary: return form(of: media?.schema, in: spec)
    }
  }

  /// One pickable media type: its body type (a JSON body named by an alias in the operation's types) and docs.
  private mutating func choice(
    _ name: SwiftIdentifier, _ mediaType: String, form: MediaTypeChoicesDecl.Choice.Form, media: MediaType?,
    firstBody: ResponseDecl.Body, isDefault: Bool, sink: inout DeclarationSink?, schemas: inout SchemaTranslator
  ) -> MediaTypeChoicesDecl.Choice {
    var bodyType: SwiftType?
    if form == .json {
      if case .json(let type) = firstBody, isDefault {
        bodyType = type
      } else if let schema = media?.schema {
        bodyType =
          schemas.typeOf(
            schema, hint: SwiftName.type(name.bare) + "Response", use: .neither, sink: &sink
          ).usage
      } else if case .json(let type) = firstBody {
        bodyType = type
      } else {
        bodyType = .jsonValue
      }
    }
    var alias: String?
    if form == .json, let bodyType {
      let aliasName = sink!.scope.claim(SwiftName.type(name.bare) + "Body")
      sink!.decls.append(
        TypeDecl(
          name: aliasName, docs: ["The body of an answer in `\(mediaType)`."], deprecated: false,
          kind: .alias(bodyType), nested: []))
      alias = aliasName
    }
    let swiftType: SwiftType
    var docs: String
    switch form {
    case .json:
      swiftType = bodyType ?? .jsonValue
      docs = "Answers in `\(mediaType)`, decoded as `\(swiftType.code)`."
    case .text:
      swiftType = .string
      docs = "Answers in `\(mediaType)`, as text."
    case .data:
      swiftType = .data
      docs = "Answers in `\(mediaType)`, as bytes."
    }
    if isDefault { docs += " The default: what the method without `as:` asks for." }
    if media == nil { docs += " Not in the spec: apigen.yaml's `responseMediaTypes` adds it." }
    return MediaTypeChoicesDecl.Choice(
      name: name, mediaType: mediaType, form: form, bodyType: swiftType, bodyAlias: alias,
      docs: SwiftLiteral.docLines(docs))
  }

  /// The form of a media type whose name does not say JSON or text, by its schema: a string is text (GitHub's
  /// `.diff`) unless it is raw bytes (`format: binary`); structured data is JSON (GitHub's `.object`); no schema,
  /// bytes.
  private static func form(of schema: Schema?, in spec: Spec) -> MediaTypeChoicesDecl.Choice.Form {
    guard let schema, let resolved = spec.resolve(schema) else { return .data }
    if resolved.types.contains(.string) { return ["binary", "byte"].contains(resolved.format ?? "") ? .data : .text }
    if case .any = SchemaShape.of(resolved) { return .data }
    return .json
  }

  /// Member names for a media type's choice, best first: its most telling word (`star` for
  /// `application/vnd.github.v3.star+json`, `json`, `html`), then its whole subtype, then the whole type.
  static func choiceNames(for mediaType: String) -> [String] {
    let essence = MediaEssence.of(mediaType)
    let parts = essence.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return [SwiftName.memberIdentifier(essence)] }
    let (type, subtype) = (parts[0], parts[1])
    if subtype == "*" { return [SwiftName.memberIdentifier(type == "*" ? "any" : type)] }
    let base = subtype.lastIndex(of: "+").map { subtype[..<$0] }.flatMap { $0.isEmpty ? nil : $0 } ?? Substring(subtype)
    let isVersion = { (word: Substring) in word.first == "v" && word.dropFirst().allSatisfy(\.isNumber) }
    let telling = base.split(separator: ".").last { !isVersion($0) }.map(String.init) ?? String(base)
    return [
      SwiftName.memberIdentifier(telling), SwiftName.memberIdentifier(subtype), SwiftName.memberIdentifier(essence),
    ]
  }

  /// The statuses the runtime follows (the others, 300 and 304 among them, are answers as they are).
  static func followableRedirect(_ key: ResponseKey) -> Int? {
    guard case .status(let code) = key, [301, 302, 303, 307, 308].contains(code) else { return nil }
    return code
  }

  /// A server's URL with its variables at their defaults.
  static func serverURL(_ server: Server) -> String {
    var url = server.url
    for (name, variable) in server.variables {
      url = url.replacingOccurrences(of: "{\(name)}", with: variable.defaultValue)
    }
    return url
  }

  private mutating func parameter(
    _ parameter: Parameter, names: inout NameScope, sink: inout DeclarationSink?, schemas: inout SchemaTranslator
  ) -> ParameterDecl {
    let name = names.claimIdentifier(SwiftName.memberIdentifier(parameter.name))
    var info = TypeInfo(type: .string, nullable: false)
    // A default is what the server assumes when the parameter is left out: documented, never sent for the caller.
    var defaultDocs: String?
    if let schema = parameter.schema ?? parameter.content?.entries.first?.value.schema {
      info = schemas.typeOf(schema, hint: parameter.name, use: .neither, sink: &sink)
      let resolved = spec.resolve(schema) ?? schema
      defaultDocs = (schema.defaultValue ?? resolved.defaultValue).flatMap(SchemaTranslator.defaultDocLine)
    }
    if parameter.content != nil {
      warn(
        "parameter '\(parameter.name)' is described by content; its value is sent as text, not as that media type",
        at: parameter.mark)
    }
    let required = parameter.location == .path || parameter.required
    return ParameterDecl(
      name: name, key: parameter.name, location: parameter.location, style: parameter.style,
      explode: parameter.explode, type: info.type, isOptional: !required,
      docs: SwiftLiteral.docLines(parameter.description, defaultDocs), deprecated: parameter.deprecated)
  }

  private mutating func header(_ key: String, _ header: Header, names: inout NameScope, schemas: inout SchemaTranslator)
    -> HeaderDecl
  {
    var type = SwiftType.string
    if let schema = header.schema.flatMap({ spec.resolve($0) }) {
      switch (schema.types.first { $0 != .null }, schema.format) {
      case (.integer?, "int64"?): type = .int64
      case (.integer?, "int32"?): type = .int32
      case (.integer?, _): type = .int
      case (.number?, "float"?): type = .float
      case (.number?, _): type = .double
      case (.boolean?, _): type = .bool
      default: type = .string
      }
    }
    return HeaderDecl(
      key: key, name: names.claimIdentifier(SwiftName.memberIdentifier(key)), type: type,
      docs: SwiftLiteral.docLines(header.description), deprecated: header.deprecated)
  }

  private mutating func body(
    _ requestBody: RequestBody, names: inout NameScope, sink: inout DeclarationSink?, schemas: inout SchemaTranslator
  ) -> BodyDecl? {
    guard let (contentType, media) = Self.preferredContent(requestBody.content) else { return nil }
    let encoding = Self.encoding(of: contentType)
    let type: SwiftType
    switch encoding {
    case .binary: type = .data
    case .text: type = .string
    case .json, .form, .multipart:
      type =
        media.schema.map { schemas.typeOf($0, hint: "Body", use: .sent, sink: &sink) }.map { $0.type } ?? .jsonValue
    }
    // A struct, a dictionary (an object without properties) or a JSON value (an object at run time) is sent field
    // by field; only a list or a single value has no field names.
    if encoding == .multipart || encoding == .form, Self.hasNoFieldNames(type) {
      warn("a \(contentType) body that is not an object has no field names to send its value under", at: media.mark)
    }
    let partContentTypes =
      encoding == .multipart
      ? media.encoding.entries.compactMap { entry in entry.value.contentType.map { (entry.key, $0) } } : []
    var decl = BodyDecl(
      name: names.claimIdentifier("body"), type: type, isOptional: !requestBody.required, contentType: contentType,
      encoding: encoding, partContentTypes: partContentTypes, docs: SwiftLiteral.docLines(requestBody.description))
    if encoding == .form {
      // Only what differs from a form body's default (`form`, exploded) is spelled out.
      decl.formEncodings = media.encoding.entries.compactMap { property, value in
        guard value.style != nil || value.explode != nil else { return nil }
        let style = value.style ?? .form
        let explode = value.explode ?? (style == .form)
        return style == .form && explode ? nil : FormEncodingDecl(property: property, style: style, explode: explode)
      }
    }
    // Raw bytes and text may be of any type (an upload's own): the caller says which, the spec's is the default;
    // a wildcard the caller must replace.
    if encoding == .binary || encoding == .text {
      decl.contentTypeParameter = names.claimIdentifier("contentType")
      if contentType.contains("*") { decl.contentType = nil }
    }
    return decl
  }

  /// A list or a primitive: a form or multipart body of it has no field names.
  static func hasNoFieldNames(_ type: SwiftType) -> Bool {
    switch type {
    case .array: return true
    case .optional(let wrapped): return hasNoFieldNames(wrapped)
    case .dictionary, .generic: return false
    case .nominal:
      return [SwiftType.string, .int, .int32, .int64, .double, .float, .bool, .data, .date].contains(type)
    }
  }

  private mutating func response(
    _ key: ResponseKey, _ response: Response, from component: ReferenceTarget?, sink: inout DeclarationSink?,
    schemas: inout SchemaTranslator
  ) -> ResponseDecl {
    let match = Self.match(key)
    var body = ResponseDecl.Body.none
    if let (contentType, media) = Self.preferredContent(response.content), let kind = StreamKind.of(contentType) {
      body = .stream(kind, item: streamItemType(media, kind: kind, sink: &sink, schemas: &schemas))
    } else if let (contentType, media) = Self.preferredContent(response.content) {
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
      match: match, isSuccess: key.isSuccess, body: body, docs: SwiftLiteral.docLines(response.description))
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
  private mutating func successType(
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

  private static func bodyType(_ body: ResponseDecl.Body) -> SwiftType? {
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

  private static func statusText(_ match: ResponseDecl.Match) -> String {
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

  private static func match(_ key: ResponseKey) -> ResponseDecl.Match {
    switch key {
    case .status(let code): return .status(code)
    case .range(let digit): return .range(digit)
    case .default: return .default
    }
  }

  /// Exact statuses first, then ranges, then `default`, as a switch must test them.
  private static func order(_ match: ResponseDecl.Match) -> Int {
    switch match {
    case .status(let code): return code
    case .range(let digit): return 1000 + digit
    case .default: return 2000
    }
  }

  /// JSON first (any `+json` type too), then form, multipart, text, and finally anything else as bytes.
  static func preferredContent(_ content: OrderedMap<MediaType>) -> (String, MediaType)? {
    var best: (rank: Int, index: Int)?
    for index in content.entries.indices {
      let rank = rank(of: content.entries[index].key)
      if best == nil || rank < best!.rank { best = (rank, index) }
    }
    guard let best else { return nil }
    let entry = content.entries[best.index]
    return (entry.key, entry.value)
  }

  /// Plain `application/json` before other JSON types (GitHub's `application/json+sarif`), which callers pick.
  private static func rank(of contentType: String) -> Int {
    let essence = MediaEssence.of(contentType)
    // A stream is the answer only when nothing else is offered; beside JSON it is a method of its own.
    if StreamKind.of(essence: essence) != nil { return 6 }
    switch encoding(ofEssence: essence) {
    case .json:
      return essence == "application/json" ? 0 : 1
    case .form: return 2
    case .multipart: return 3
    case .text: return 4
    case .binary: return 5
    }
  }

  static func encoding(of contentType: String) -> BodyDecl.Encoding {
    encoding(ofEssence: MediaEssence.of(contentType))
  }

  private static func encoding(ofEssence type: String) -> BodyDecl.Encoding {
    if type == "application/json" || type.hasSuffix("+json") || type.hasPrefix("application/json+") { return .json }
    if type == "application/x-www-form-urlencoded" { return .form }
    if type.hasPrefix("multipart/") { return .multipart }
    if type.hasPrefix("text/") { return .text }
    return .binary
  }

  /// The path as a string literal, placeholders as `\(path: name)` interpolations.
  static func pathExpression(_ path: String, parameters: [ParameterDecl]) -> SwiftExpression {
    var segments: [InterpolationSegment] = []
    var text = ""
    var rest = Substring(path)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      text += rest[..<open]
      let key = String(rest[rest.index(after: open)..<close])
      if let parameter = parameters.first(where: { $0.location == .path && $0.key == key }) {
        if !text.isEmpty { segments.append(.text(text)) }
        text = ""
        segments.append(.value(label: "path", .name(parameter.name)))
      } else {
        text += rest[open...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    text += rest
    if !text.isEmpty { segments.append(.text(text)) }
    return .interpolation(segments)
  }
}
