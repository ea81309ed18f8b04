import _APIGenOpenAPI
import _APIGenYAML

/// The methods an operation has beside its plain one: a stream beside a JSON body, an upload from a file, and the
/// notes its documentation gets.
extension OperationTranslator {
  /// The streams an operation offers beside its default body, each read by a method of its own: a stream beside a
  /// JSON body (a chat completion as JSON or as `text/event-stream`), or, when the default body is itself a stream,
  /// each other kind of stream the same answer documents (JSON Lines by default, JSON Sequence and server-sent
  /// events beside it), so that no documented media type is left unreachable.
  mutating func streamAlternatives(
    _ operation: Operation, responses: [ResponseDecl], sink: inout DeclarationSink?, schemas: inout SchemaTranslator
  ) -> [StreamAlternative] {
    let streamed = responses.compactMap { response -> (ResponseDecl.Match, StreamKind)? in
      if case .stream(let kind, _) = response.body, response.isSuccess { (response.match, kind) } else { nil }
    }
    for entry in operation.responses where entry.key.isSuccess {
      guard let response = spec.resolve(entry.response) else { continue }
      let match = Self.match(entry.key)
      guard let primary = streamed.first(where: { $0.0 == match }) ?? streamed.first else {
        guard let (mediaType, media) = response.content.entries.first(where: { StreamKind.of($0.key) != nil }),
          let kind = StreamKind.of(mediaType)
        else { continue }
        let item = streamItemType(media, kind: kind, sink: &sink, schemas: &schemas)
        let suffix = kind == .events ? "Events" : "Stream"
        return [StreamAlternative(kind: kind, mediaType: mediaType, item: item, match: match, methodSuffix: suffix)]
      }
      guard primary.0 == match else { continue }
      var kinds: Set = [primary.1]
      var alternatives: [StreamAlternative] = []
      for (mediaType, media) in response.content.entries {
        guard let kind = StreamKind.of(mediaType), kinds.insert(kind).inserted else { continue }
        let item = streamItemType(media, kind: kind, sink: &sink, schemas: &schemas)
        alternatives.append(
          StreamAlternative(
            kind: kind, mediaType: mediaType, item: item, match: match, methodSuffix: Self.streamSuffix(kind)))
      }
      return alternatives
    }
    return []
  }

  /// The suffix of the method reading `kind` beside an operation whose own method already reads another stream.
  static func streamSuffix(_ kind: StreamKind) -> String {
    switch kind {
    case .events: "Events"
    case .jsonLines: "JSONLines"
    case .jsonSequence: "JSONSequence"
    case .bytes: "Bytes"
    }
  }

  struct StreamAlternative {
    var kind: StreamKind
    var mediaType: String
    var item: SwiftType
    var match: ResponseDecl.Match
    /// What the method's name adds to the operation's: `Events` (`createChatCompletionEvents`).
    var methodSuffix: String
  }

  /// What the doc comment says of undocumented 2xx answers, redirects and the operation's own server.
  static func addNotes(to decl: inout OperationDecl) {
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
  static func addVariants(to decl: inout OperationDecl, streamAlternatives: [StreamAlternative]) {
    for alternative in streamAlternatives {
      decl.variants.append(streamVariant(of: decl, alternative))
    }
    if streamAlternatives.isEmpty, let binary = decl.responses.first(where: { $0.isSuccess && $0.body == .binary }),
      decl.mediaTypeChoices == nil, decl.successType.unwrapped == .data
    {
      decl.variants.append(
        streamVariant(
          of: decl,
          StreamAlternative(
            kind: .bytes, mediaType: decl.accept.isEmpty ? "*/*" : decl.accept, item: .data, match: binary.match,
            methodSuffix: "Bytes")))
    }
    if let body = decl.body, body.encoding == .binary, body.type == .data {
      decl.variants.append(uploadVariant(of: decl))
    }
  }

  /// What the doc comment says of a 2xx the spec does not document, where that is worth saying.
  static func undocumentedSuccessDocs(_ decl: OperationDecl) -> String? {
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
  static func streamVariant(of decl: OperationDecl, _ alternative: StreamAlternative) -> OperationDecl {
    let (kind, mediaType, item, match) = (alternative.kind, alternative.mediaType, alternative.item, alternative.match)
    let what: String
    switch kind {
    case .events: what = "server-sent events"
    case .jsonLines: what = "a JSON value per line"
    case .jsonSequence: what = "a JSON value per record"
    case .bytes: what = "its bytes"
    }
    let summary = "`\(decl.methodName.bare)` answering with \(what) (`\(mediaType)`), read as they arrive."
    return variant(of: decl, summary: summary) { variant in
      variant.methodName = SwiftIdentifier(decl.methodName.bare + alternative.methodSuffix)
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
  static func uploadVariant(of decl: OperationDecl) -> OperationDecl {
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
  static func variant(
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
}
