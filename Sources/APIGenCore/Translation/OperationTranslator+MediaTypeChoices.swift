import _APIGenOpenAPI
import _APIGenYAML

/// The response media types a caller picks per call (`as: .raw`): those the spec documents beside the default and
/// those apigen.yaml adds, each with its Swift form.
extension OperationTranslator {
  /// The response media types a caller may pick, when the success responses document more than one or the config
  /// adds some: the default (the plain methods' form) first, then the others in spec order, then the config's.
  mutating func mediaTypeChoices(
    _ operation: Operation, id: String, methodName: SwiftIdentifier, responses: [ResponseDecl], accept: [String],
    names: inout NameScope,
    sink: inout DeclarationSink?, schemas: inout SchemaTranslator
  ) -> MediaTypeChoicesDecl? {
    let configured = options.responseMediaTypes[id] ?? []
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
  static func documentedMediaTypes(
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
  static func choiceForm(
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
  mutating func choice(
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
            schema, hint: SwiftName.type(name.bare) + "Response", use: .received, sink: &sink
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
      docs: SwiftLiteral.docLines(docs, media?.description))
  }

  /// The form of a media type whose name does not say JSON or text, by its schema: a string is text (GitHub's
  /// `.diff`) unless it is raw bytes (`format: binary`); structured data is JSON (GitHub's `.object`); no schema,
  /// bytes.
  static func form(of schema: Schema?, in spec: Spec) -> MediaTypeChoicesDecl.Choice.Form {
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
}
