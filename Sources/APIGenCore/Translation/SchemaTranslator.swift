import _APIGenOpenAPI
import _APIGenYAML

/// Turns schemas into Swift type expressions and declarations. Named schemas (components, and schemas in other
/// files that references reach) become top-level types; inline schemas become types nested in the declaration that
/// uses them, named after the property or parameter.
///
/// Inputs: the spec, the typing options and the names claimed up front (`SchemaNames`). Outputs: the top-level
/// declarations (`declarations`), the containment edges recursion breaking needs (`edges`) and warnings about what
/// was simplified (`diagnostics`). Operations use it only through `typeOf` (inline schemas of parameters, bodies
/// and responses).
struct SchemaTranslator {
  let spec: Spec
  let typeOverrides: [String: SwiftType]
  /// Component schemas the user's types stand for: referenced as those types, never declared.
  let schemaTypeOverrides: [ReferenceTarget: SwiftType]
  private(set) var names: SchemaNames
  private(set) var diagnostics: [Diagnostic] = []
  /// Top-level declarations, in the order declared.
  private(set) var declarations: [TypeDecl] = []
  /// Direct containment between declarations (not through arrays or dictionaries), for breaking recursion.
  var edges: [RecursionBreaker.Edge] = []
  /// What each reference to a named schema resolves to, computed once.
  private var referenceCache: [ReferenceTarget: TypeInfo] = [:]
  /// What each link of a chain of pure references leads to, so that a long chain is walked once in all.
  private var chainEnds: [ReferenceTarget: ChainEnd] = [:]

  /// Where a chain of pure references ends, seen from one of its links: whether any schema from that link on is
  /// nullable, and the declared type and enum cases at the end.
  private struct ChainEnd {
    var nullable = false
    var directID: String?
    var enumCases: [SwiftExpression: String]?
    var literalType: SwiftType?
  }
  /// The file the schema being translated is written in, for warnings.
  private(set) var currentFile: String
  /// Inline schemas being declared, by place, to stop one that contains itself.
  private var inlineInProgress: Set<InlinePlace> = []
  /// Named schemas that request bodies reach (callers send them) and that responses reach (callers read them).
  let sentTargets: Set<ReferenceTarget>
  let receivedTargets: Set<ReferenceTarget>
  /// How the schema being declared is used; set only by the entry points (`declareNamedSchemas`, `typeOf`,
  /// `responseBodyType`) for the span of one translation.
  private(set) var use = SchemaUse.neither
  /// The cases of every oneOf/anyOf enum declared so far, by qualified name, for writing defaults.
  private var choiceCases: [String: [ChoiceCaseInfo]] = [:]
  /// Structural fingerprints (`SchemaFingerprints`), the table `SharedChoices` started.
  private var fingerprints: SchemaFingerprints
  /// Named schemas by fingerprint, for finding the one an inline schema is a copy of; filled at first use.
  private var namedTwins: [Int: ReferenceTarget]?
  /// Inline choices, objects and enums written in several places, declared once at the top level (`SharedChoices`).
  let sharedChoices: SharedChoices
  private var sharedChoiceTypes: [String: TypeInfo] = [:]
  /// The types of inline response objects repeated within one operation, by the operation's qualified name and
  /// the object's key.
  private var operationResponseTypes: [[String]: TypeInfo] = [:]
  /// Responses (`#/components/responses/...`) that several operations answer with: an inline body of one is
  /// declared once, at the top level and named after the response (`ServiceUnavailable`), not once per operation.
  let sharedResponses: Set<ReferenceTarget>
  private var sharedResponseTypes: [ReferenceTarget: TypeInfo] = [:]
  /// Named oneOf/anyOf schemas by Swift name, for reading the cases of one not declared yet.
  private var choiceTargets: [String: ReferenceTarget] = [:]
  private struct InlinePlace: Hashable {
    var file: String
    var mark: Mark
    var part: Int
  }

  /// `names` and `fingerprints` as `SharedChoices.claim` left them; `sentTargets`, `receivedTargets` and
  /// `sharedResponses` from the operations being generated.
  init(
    spec: Spec, typeOverrides: [String: SwiftType], schemaTypeOverrides: [ReferenceTarget: SwiftType],
    names: SchemaNames, fingerprints: SchemaFingerprints,
    sharedChoices: SharedChoices, sentTargets: Set<ReferenceTarget>, receivedTargets: Set<ReferenceTarget>,
    sharedResponses: Set<ReferenceTarget>
  ) {
    self.spec = spec
    self.typeOverrides = typeOverrides
    self.schemaTypeOverrides = schemaTypeOverrides
    self.names = names
    self.fingerprints = fingerprints
    self.sharedChoices = sharedChoices
    self.sentTargets = sentTargets
    self.receivedTargets = receivedTargets
    self.sharedResponses = sharedResponses
    self.currentFile = spec.rootFile
  }

  /// Every top-level type name so far.
  var topLevelNames: Set<String> { names.topLevel }

  /// Every top-level type name so far, and those a shared response's inline body may still be declared under
  /// (`responseBodyType`), before any operation is translated.
  var topLevelNamesWithSharedResponses: Set<String> {
    names.topLevel.union(sharedResponses.flatMap(Self.sharedResponseNames))
  }

  /// The names a shared response's inline body is declared under: the response's (`ServiceUnavailable`), or with a
  /// `Response` suffix when a top-level type has that.
  private static func sharedResponseNames(of response: ReferenceTarget) -> [String] {
    let name = SwiftName.type(SchemaNames.rawName(of: response))
    return [name, name + "Response"]
  }

  // MARK: Named schemas

  /// Declares every named schema under the name claimed for it.
  mutating func declareNamedSchemas() {
    for entry in names.declarationOrder where schemaTypeOverrides[entry.target] == nil {
      currentFile = spec.definitionFile(of: entry.target)
      use = SchemaUse(isSent: sentTargets.contains(entry.target), isReceived: receivedTargets.contains(entry.target))
      let name = names.byTarget[entry.target]!
      if let twin = nullableTwin(of: entry.target, schema: entry.schema), let twinName = names.byTarget[twin] {
        declarations.append(twinAlias(named: name, of: twinName, schema: entry.schema))
        continue
      }
      var sink: DeclarationSink? = nil
      declarations.append(declaration(named: name, schema: entry.schema, sink: &sink))
    }
    currentFile = spec.rootFile
    use = .neither
  }

  /// The named object schema this one copies exactly but for being nullable (GitHub's `nullable-repository` beside
  /// `repository`). Such a copy is declared as an alias of its twin: a second struct of the same shape would give
  /// callers two types for one value, and the build compiles it twice. References to the copy stay optional, as the
  /// copy says.
  private mutating func nullableTwin(of target: ReferenceTarget, schema: Schema) -> ReferenceTarget? {
    guard schema.ref == nil, schema.isNullable, case .object = SchemaShape.of(schema) else { return nil }
    var nonNull = schema
    nonNull.isNullable = false
    guard let twin = namedTwin(with: fingerprints.of(nonNull)), twin != target, schemaTypeOverrides[twin] == nil
    else { return nil }
    return twin
  }

  private mutating func twinAlias(named name: String, of twinName: String, schema: Schema) -> TypeDecl {
    edges.append(.init(from: name, to: twinName, site: .choice(owner: name)))
    let docs = SwiftLiteral.docLines(
      schema.description ?? schema.title, "The description declares it as a nullable copy of `\(twinName)`.")
    return TypeDecl(name: name, docs: docs, deprecated: schema.deprecated, kind: .alias(.named(twinName)), nested: [])
  }

  /// The declaration for a schema under a name already claimed in `sink` (the top level when nil).
  mutating func declaration(named name: String, schema: Schema, sink: inout DeclarationSink?) -> TypeDecl {
    let schema = nullReferencesInlined(schema)
    let qualified = sink?.qualified(name) ?? name
    let ancestors = (sink?.ancestors ?? []) + [name]
    // A title documents a type only when there is no description and it says more than the name.
    let title = schema.title.flatMap { schema.description == nil && SwiftName.type($0) != name ? $0 : nil }
    let docs = SwiftLiteral.docLines(title, schema.description)
    func decl(_ kind: TypeDecl.Kind, nested: [TypeDecl] = []) -> TypeDecl {
      TypeDecl(name: name, docs: docs, deprecated: schema.deprecated, kind: kind, nested: nested)
    }
    // An alias stands for its target in recursion detection: a struct or choice reached through it is reached.
    func aliasEdge(_ info: TypeInfo) {
      if let directID = info.directID {
        edges.append(.init(from: qualified, to: directID, site: .choice(owner: qualified)))
      }
    }
    if schema.ref != nil {
      var local = sink
      let info = typeInPlace(schema, hint: name + "Value", sink: &local)
      sink = local
      aliasEdge(info)
      return decl(.alias(info.type.optional(if: info.nullable && !SchemaShape.isNullable(schema))))
    }
    switch SchemaShape.of(schema) {
    case .object:
      let (structure, nested) = withNestedTypes(qualified: qualified, ancestors: ancestors, outer: &sink) {
        $0.structDecl(schema, qualified: qualified, sink: &$1)
      }
      if let structure { return decl(.structure(structure), nested: nested) }
      let first = schema.allOf.first { !SchemaShape.isNullOnly($0) } ?? Schema()
      let info = typeInPlace(first, hint: name + "Value", sink: &sink)
      aliasEdge(info)
      return decl(.alias(info.type))
    case .choice(let members):
      let (kind, nested) = withNestedTypes(qualified: qualified, ancestors: ancestors, outer: &sink) {
        translator, nestedSink -> TypeDecl.Kind in
        if let structure = translator.anyOfStruct(schema, members: members, qualified: qualified, sink: &nestedSink) {
          return .structure(structure)
        }
        return .oneOf(
          translator.oneOfDecl(members, discriminator: schema.discriminator, qualified: qualified, sink: &nestedSink))
      }
      return decl(kind, nested: nested)
    case .enumeration(let values, let rawType):
      return decl(.enumeration(enumDecl(values, rawType: rawType, typeName: name)))
    default:
      var info = typeInPlace(schema, hint: name, sink: &sink)
      info.nullable = false
      aliasEdge(info)
      return decl(.alias(info.type))
    }
  }

  /// Translates a struct's or enum's members with `members`, the types they declare going into a sink of their
  /// own, and returns what `members` made and those nested declarations. A nested type may have the name of a
  /// top-level type (`Repository.Permissions` beside `Permissions`), but not a name that code inside the container
  /// refers to, as the nested type would hide the outer one there: when that happens the members are translated
  /// again, their nested types avoiding every outer name the last pass referred to (those do not depend on nested
  /// names, so the second pass is the last). The names referred to are added to `outer`'s.
  private mutating func withNestedTypes<Made>(
    qualified: String, ancestors: [String], outer: inout DeclarationSink?,
    _ members: (inout SchemaTranslator, inout DeclarationSink?) -> Made
  ) -> (Made, [TypeDecl]) {
    let mark = (edges: edges.count, diagnostics: diagnostics.count)
    var avoided: Set<String> = []
    var earlierWarnings: [Diagnostic] = []
    while true {
      var nested: DeclarationSink? = DeclarationSink(
        scope: NameScope(inherited: avoided, reserved: ancestors), qualifier: qualified, referencePrefix: [],
        ancestors: ancestors)
      let made = members(&self, &nested)
      let referred = nested!.outerNames
      guard nested!.decls.contains(where: { referred.contains($0.name) }) else {
        if !earlierWarnings.isEmpty {
          // The first pass's warnings about top-level types it declared (which are declared once) stay.
          let given = Set(diagnostics[mark.diagnostics...])
          diagnostics += earlierWarnings.filter { !given.contains($0) }
        }
        outer?.outerNames.formUnion(referred)
        return (made, nested!.decls)
      }
      avoided.formUnion(referred)
      // Taken back: what the pass recorded about the container's members, which the next pass records again.
      let prefix = qualified + "."
      let isMember = { (id: String) in id == qualified || id.hasPrefix(prefix) }
      edges.replaceSubrange(mark.edges..., with: edges[mark.edges...].filter { !isMember($0.from) })
      choiceCases = choiceCases.filter { !isMember($0.key) }
      earlierWarnings += diagnostics[mark.diagnostics...]
      diagnostics.removeSubrange(mark.diagnostics...)
    }
  }

  // MARK: Type expressions

  /// The Swift type for a schema of a parameter, body or stream item used as `use` says, declaring a nested type in
  /// `sink` (the top level when nil) when the schema needs one, named from `hint`.
  mutating func typeOf(_ schema: Schema, hint: String, use: SchemaUse, sink: inout DeclarationSink?) -> TypeInfo {
    translating(as: use) { $0.typeInPlace(schema, hint: hint, sink: &sink) }
  }

  /// What `translate` gives with the use set to `use`, the use of the call around it restored after.
  private mutating func translating(as use: SchemaUse, _ translate: (inout SchemaTranslator) -> TypeInfo)
    -> TypeInfo
  {
    let outer = self.use
    self.use = use
    defer { self.use = outer }
    return translate(&self)
  }

  /// The Swift type for a schema used in place, in the use being translated, declaring a nested type in `sink` (the
  /// top level when nil) when the schema needs one, named from `hint`.
  mutating func typeInPlace(_ schema: Schema, hint: String, sink: inout DeclarationSink?) -> TypeInfo {
    let schema = nullReferencesInlined(schema)
    if let reference = schema.ref {
      var info = referencedType(reference, hint: hint, sink: &sink)
      if SchemaShape.isNullable(schema) { info.nullable = true }
      return info
    }
    let nullable = SchemaShape.isNullable(schema)
    switch SchemaShape.of(schema) {
    case .object, .choice, .enumeration:
      return declareInline(schema, hint: hint, nullable: nullable, sink: &sink)
    case .single(let member):
      var info = typeInPlace(member, hint: hint, sink: &sink)
      info.nullable = info.nullable || nullable
      return info
    case .array(let items):
      guard let items else { return TypeInfo(type: .array(.jsonValue), nullable: nullable) }
      let element = typeInPlace(items, hint: hint + "Item", sink: &sink)
      var info = TypeInfo(type: .array(element.usage), nullable: nullable)
      info.elementEnumCases = element.enumCases
      return info
    case .dictionary(let values):
      guard let values else { return TypeInfo(type: .dictionary(.jsonValue), nullable: nullable) }
      let value = typeInPlace(values, hint: hint + "Value", sink: &sink)
      return TypeInfo(type: .dictionary(value.usage), nullable: nullable)
    case .primitive(.string) where schema.format == nil && Self.holdsBytes(schema):
      return TypeInfo(type: .data, nullable: nullable)
    case .primitive(let type):
      let swiftType = primitive(type, format: schema.format)
      // A type `apigen.yaml` names for a format is declared outside too.
      sink?.refer(to: swiftType)
      return TypeInfo(type: swiftType, nullable: nullable)
    case .any:
      return TypeInfo(type: .jsonValue, nullable: false)
    }
  }

  /// Declares an inline schema as a type named from `hint`. `part` tells apart types declared from one place (the
  /// struct of an object and the `oneOf` listed next to its properties).
  mutating func declareInline(
    _ schema: Schema, hint: String, nullable: Bool, part: Int = 0, sink: inout DeclarationSink?
  ) -> TypeInfo {
    // An inline schema that brings itself in again (its `allOf` names a schema whose properties hold it) would be
    // declared nested in itself without end.
    let place = InlinePlace(file: currentFile, mark: schema.mark, part: part)
    guard inlineInProgress.insert(place).inserted else {
      warn("this inline schema contains itself through allOf; it is typed as JSONValue here", at: schema.mark)
      return TypeInfo(type: .jsonValue, nullable: false)
    }
    defer { inlineInProgress.remove(place) }
    let print = fingerprints.of(schema)
    if let twin = namedTwin(with: print) {
      let reference = Reference(raw: twin.description, target: twin, file: currentFile, mark: schema.mark)
      var info = referencedType(reference, hint: hint, sink: &sink)
      info.nullable = info.nullable || nullable
      return info
    }
    if !sharedChoices.names.isEmpty,
      let key = SharedChoices.key(of: schema, named: hint, fingerprints: &fingerprints)
        ?? SharedChoices.objectKey(schema, print, named: hint),
      let sharedName = sharedChoices.names[key]
    {
      return sharedType(key: key, named: sharedName, schema: schema, nullable: nullable, sink: &sink)
    }
    let preferred = SwiftName.type(hint)
    let name: String
    let reference: SwiftType
    if sink != nil {
      name = sink!.scope.claim(preferred)
      reference = .nominal(sink!.referencePrefix + [name])
    } else {
      name = names.claimTopLevel(preferred)
      reference = .named(name)
    }
    let qualified = sink?.qualified(name) ?? name
    let decl = declaration(named: name, schema: schema, sink: &sink)
    if sink != nil { sink!.decls.append(decl) } else { declarations.append(decl) }
    return Self.info(of: decl, reference: reference, qualified: qualified, nullable: nullable)
  }

  /// The top-level type of a schema written in several places, declared at its first.
  private mutating func sharedType(
    key: String, named name: String, schema: Schema, nullable: Bool, sink: inout DeclarationSink?
  ) -> TypeInfo {
    if var info = sharedChoiceTypes[key] {
      info.nullable = nullable
      sink?.refer(to: info.type)
      return info
    }
    var topLevel: DeclarationSink? = nil
    var decl = declaration(named: name, schema: schema, sink: &topLevel)
    if sharedChoices.describedDifferently.contains(key) { decl.docs = [] }
    declarations.append(decl)
    let info = Self.info(of: decl, reference: .named(name), qualified: name, nullable: nullable)
    sharedChoiceTypes[key] = info
    sink?.refer(to: info.type)
    return info
  }

  /// How a use of the type `decl` declares, written as `reference`, is typed.
  private static func info(of decl: TypeDecl, reference: SwiftType, qualified: String, nullable: Bool) -> TypeInfo {
    switch decl.kind {
    case .structure, .oneOf: return TypeInfo(type: reference, nullable: nullable, directID: qualified)
    case .enumeration(let enumeration):
      return TypeInfo(type: reference, nullable: nullable, enumCases: Self.caseNames(enumeration))
    case .alias: return TypeInfo(type: reference, nullable: nullable, directID: qualified)
    case .wrapper: return TypeInfo(type: reference, nullable: nullable)
    }
  }

  /// The type of a response's body; `response` is the response component it came through, if any, and
  /// `description` the response's, which documents a shared body type the schema leaves undocumented.
  mutating func responseBodyType(
    _ schema: Schema, response: ReferenceTarget?, description: String?, hint: String, sink: inout DeclarationSink?
  ) -> TypeInfo {
    translating(as: .received) {
      $0.receivedBodyType(schema, response: response, description: description, hint: hint, sink: &sink)
    }
  }

  private mutating func receivedBodyType(
    _ schema: Schema, response: ReferenceTarget?, description: String?, hint: String, sink: inout DeclarationSink?
  ) -> TypeInfo {
    guard let response, sharedResponses.contains(response), schema.ref == nil else {
      if response == nil, let shared = repeatedResponseType(schema, sink: &sink) { return shared }
      return typeInPlace(schema, hint: hint, sink: &sink)
    }
    if let known = sharedResponseTypes[response] { return known }
    let candidates = Self.sharedResponseNames(of: response)
    var topLevel: DeclarationSink? = nil
    let declaredBefore = declarations.count
    let hint = names.topLevel.contains(candidates[0]) ? candidates[1] : candidates[0]
    let info = typeInPlace(schema, hint: hint, sink: &topLevel)
    // Documented only when declared here (not when the body is a copy of a named schema): the body's own
    // declaration is the last one, after any it declares on the way.
    if declarations.count > declaredBefore, info.type == .named(declarations[declarations.count - 1].name),
      declarations[declarations.count - 1].docs.isEmpty
    {
      declarations[declarations.count - 1].docs = SwiftLiteral.docLines(description)
    }
    sharedResponseTypes[response] = info
    return info
  }

  /// The one type of an inline response object answered in several places (`SharedChoices.responses`), declared
  /// at its first.
  private mutating func repeatedResponseType(_ schema: Schema, sink: inout DeclarationSink?) -> TypeInfo? {
    guard !sharedChoices.responses.isEmpty, schema.ref == nil,
      let (key, _) = SharedChoices.responseKey(schema, fingerprints: &fingerprints),
      let placement = sharedChoices.responses[key]
    else { return nil }
    switch placement {
    case .topLevel(let name):
      return sharedType(key: key, named: name, schema: schema, nullable: SchemaShape.isNullable(schema), sink: &sink)
    case .inOperation(let name):
      let place = [sink?.qualifier ?? "", key]
      if let known = operationResponseTypes[place] {
        sink?.refer(to: known.type)
        return known
      }
      let info = typeInPlace(schema, hint: name, sink: &sink)
      operationResponseTypes[place] = info
      return info
    }
  }

  /// The named schema an inline schema is an exact copy of, when the copy may be typed as it: not when the
  /// copy travels in a direction the named type is not declared for and a `readOnly` or `writeOnly` property
  /// makes the direction matter.
  private mutating func namedTwin(with print: SchemaFingerprints.Entry) -> ReferenceTarget? {
    if namedTwins == nil {
      var twins: [Int: ReferenceTarget] = [:]
      for entry in names.declarationOrder where entry.schema.ref == nil {
        switch SchemaShape.of(entry.schema) {
        case .object, .choice, .enumeration:
          let print = fingerprints.of(entry.target)
          if twins[print.value] == nil { twins[print.value] = entry.target }
        default: break
        }
      }
      namedTwins = twins
    }
    guard let target = namedTwins![print.value] else { return nil }
    if print.hasAccessModifiers
      && SchemaUse(isSent: sentTargets.contains(target), isReceived: receivedTargets.contains(target)) != use
    {
      return nil
    }
    return target
  }

  /// The user's type for a schema `typeOverrides.schemas` replaces.
  private mutating func overriddenType(_ target: ReferenceTarget) -> TypeInfo? {
    guard let override = schemaTypeOverrides[target] else { return nil }
    let info = TypeInfo(type: override, nullable: spec.schema(at: target).map(SchemaShape.isNullable) ?? false)
    referenceCache[target] = info
    return info
  }

  private mutating func referencedType(_ reference: Reference, hint: String, sink: inout DeclarationSink?) -> TypeInfo {
    let target = reference.target
    if let cached = referenceCache[target] {
      sink?.refer(to: cached.type)
      return cached
    }
    if let info = overriddenType(target) {
      sink?.refer(to: info.type)
      return info
    }
    guard let name = names.byTarget[target] else {
      // A pointer into another schema (`#/components/schemas/a/properties/b`): translate what it points at in place.
      guard let schema = spec.schema(at: target) else { return TypeInfo(type: .jsonValue, nullable: false) }
      let saved = currentFile
      currentFile = target.file
      defer { currentFile = saved }
      return typeInPlace(schema, hint: SwiftName.type(SchemaNames.rawName(of: target)), sink: &sink)
    }
    var links: [(target: ReferenceTarget, nullable: Bool)] = []
    var seen: Set<ReferenceTarget> = []
    var current = target
    var end = ChainEnd()
    while true {
      if let known = chainEnds[current] {
        end = known
        break
      }
      // A loop of references (reported by the loader) ends nowhere.
      guard seen.insert(current).inserted, let schema = spec.schema(at: current) else { break }
      let nullable = SchemaShape.isNullable(schema)
      if let next = schema.ref, schema.isPureReference {
        links.append((current, nullable))
        current = next.target
        continue
      }
      end.nullable = nullable
      switch SchemaShape.of(schema) {
      // An alias (any other shape) is a node of its own in recursion detection, with an edge on to its target.
      case .object, .choice, .single, .any: end.directID = names.byTarget[current]
      case .enumeration(let values, let rawType):
        end.enumCases = Self.caseNames(enumDecl(values, rawType: rawType, typeName: names.byTarget[current] ?? ""))
      case .primitive(let type): end.literalType = primitive(type, format: schema.format)
      default: break
      }
      if case .choice = SchemaShape.of(schema), let id = names.byTarget[current] { choiceTargets[id] = current }
      chainEnds[current] = end
      break
    }
    for link in links.reversed() {
      end.nullable = end.nullable || link.nullable
      chainEnds[link.target] = end
    }
    var info = TypeInfo(type: .named(name), nullable: end.nullable)
    info.directID = end.directID
    info.enumCases = end.enumCases
    info.literalType = end.literalType
    referenceCache[target] = info
    sink?.refer(to: info.type)
    return info
  }

  /// The schema with each `oneOf`/`anyOf` member that references a schema admitting only null (drf-spectacular's
  /// `NullEnum`: `enum: [null]`) written as null in place, so that `oneOf: [MoodEnum, NullEnum]` reads as an
  /// optional `MoodEnum`, as meant.
  private func nullReferencesInlined(_ schema: Schema) -> Schema {
    guard !schema.oneOf.isEmpty || !schema.anyOf.isEmpty else { return schema }
    let spec = self.spec
    let isNullReference = { (member: Schema) in
      member.ref != nil && member.isPureReference && spec.resolve(member).map(SchemaShape.isNullOnly) == true
    }
    guard schema.oneOf.contains(where: isNullReference) || schema.anyOf.contains(where: isNullReference) else {
      return schema
    }
    func inlined(_ members: [Schema]) -> [Schema] {
      members.map { member in
        guard isNullReference(member) else { return member }
        var null = Schema()
        null.types = [.null]
        null.mark = member.mark
        return null
      }
    }
    var result = schema
    result.oneOf = inlined(schema.oneOf)
    result.anyOf = inlined(schema.anyOf)
    return result
  }

  /// A string that JSON Schema 2020-12 says holds bytes: base64 (`contentEncoding`), or a file of a media type
  /// that is not text (FastAPI's `UploadFile`: `contentMediaType: application/octet-stream`), as `format: binary`
  /// said in OpenAPI 3.0.
  static func holdsBytes(_ schema: Schema) -> Bool {
    if schema.contentEncoding?.lowercased() == "base64" {
      return true
    }
    guard let mediaType = schema.contentMediaType?.lowercased() else { return false }
    return !mediaType.hasPrefix("text/") && !mediaType.contains("json") && !mediaType.contains("xml")
  }

  private func primitive(_ type: JSONType, format: String?) -> SwiftType {
    if let format, let override = typeOverrides[format] { return override }
    switch (type, format) {
    case (.string, "date-time"?): return .date
    case (.string, "date"?): return .named("CalendarDate")
    case (.string, "uuid"?): return .named("UUID")
    case (.string, "uri"?), (.string, "url"?): return .named("URL")
    case (.string, "binary"?), (.string, "byte"?): return .data
    case (.string, _): return .string
    case (.integer, "int32"?): return .int32
    case (.integer, "int64"?): return .int64
    case (.integer, _): return .int
    case (.number, "float"?): return .float
    case (.number, "int32"?): return .int32
    case (.number, "int64"?): return .int64
    case (.number, _): return .double
    case (.boolean, _): return .bool
    case (.null, _), (.object, _), (.array, _): return .jsonValue
    }
  }

  // MARK: Declarations

  private mutating func oneOfDecl(
    _ members: [Schema], discriminator: Discriminator?, qualified: String, sink: inout DeclarationSink?
  ) -> OneOfDecl {
    var scope = memberScope(of: qualified)
    var cases: [OneOfDecl.Case] = []
    var caseInfos: [ChoiceCaseInfo] = []
    var referenced: Set<ReferenceTarget> = []
    var defaultCase: SwiftIdentifier?
    for (index, member) in members.enumerated() {
      if let reference = member.ref, !referenced.insert(reference.target).inserted {
        warn("'\(reference.raw)' is listed twice; the second listing is left out", at: member.mark)
        continue
      }
      let hint = member.title.map(SwiftName.type) ?? "Variant\(index + 1)"
      let info = typeInPlace(member, hint: hint, sink: &sink)
      let name = scope.claimIdentifier(Self.memberName(Self.caseBase(for: info.type), holding: info.type))
      if let directID = info.directID {
        edges.append(.init(from: qualified, to: directID, site: .choice(owner: qualified)))
      }
      var values: [String] = []
      if let fallback = discriminator?.defaultMapping, let reference = member.ref, defaultCase == nil,
        mapsTo(fallback, reference.target)
      {
        defaultCase = name
      }
      if let discriminator, let reference = member.ref {
        for (value, mapped) in discriminator.mapping where mapsTo(mapped, reference.target) { values.append(value) }
        if values.isEmpty { values.append(SchemaNames.rawName(of: reference.target)) }
      }
      cases.append(OneOfDecl.Case(name: name, type: info.usage, discriminatorValues: values))
      caseInfos.append(ChoiceCaseInfo(name: name, payload: info))
    }
    choiceCases[qualified] = caseInfos
    if let discriminator, cases.contains(where: { $0.discriminatorValues.isEmpty }) {
      warn(
        "discriminator '\(discriminator.propertyName)' applies only to members that are references; the others are tried in order",
        at: discriminator.mark)
    }
    var decl = OneOfDecl(cases: cases, discriminatorKey: discriminator?.propertyName, isIndirect: false)
    decl.defaultCase = defaultCase
    if let discriminator, let fallback = discriminator.defaultMapping {
      if defaultCase == nil {
        warn(
          "defaultMapping '\(fallback)' is not one of the members: a payload without a mapped '\(discriminator.propertyName)' is an error",
          at: discriminator.defaultMappingMark)
      }
    }
    return decl
  }

  private func mapsTo(_ mapped: String, _ target: ReferenceTarget) -> Bool {
    if mapped.contains("#") || mapped.contains("/") {
      return ReferenceTarget.parse(mapped, relativeTo: spec.rootFile) == target
    }
    return target.componentName(in: "schemas") == mapped
  }

  /// The names the members (cases, properties) of the declaration `qualified` are claimed among. Names without
  /// case (`_1st`, 名前) are the same as member and as type, and the code inside a declaration names it
  /// (`OneOfFailures(of: _1st.self)`) and top-level types (`_1st(from: decoder)`), which a member so named would
  /// hide: such members are numbered.
  func memberScope(of qualified: String) -> NameScope {
    NameScope(inherited: topLevelNames, reserved: [String(qualified.split(separator: ".").last ?? "")])
  }

  /// `simpleUser` for `SimpleUser`, `stringList` for `[String]`, `stringMap` for `[String: String]`.
  /// The name of a member (a case, or a property read from the whole value) holding a `type`, from `base`. Names
  /// in scripts without case (名前, `_1`) are the same as member and as type, and inside the declaration a member
  /// so named would hide the type it holds (`_1(from: decoder)` would name the member): it gets a `Value` suffix.
  static func memberName(_ base: String, holding type: SwiftType) -> String {
    guard case .nominal(let path) = type.unwrapped, path.first == base || path.last == base else { return base }
    return base + "Value"
  }

  static func caseBase(for type: SwiftType) -> String {
    switch type {
    case .dictionary(let value): return caseBase(for: value) + "Map"
    case .array(let element): return caseBase(for: element) + "List"
    case .optional(let wrapped): return caseBase(for: wrapped)
    case .nominal(let path): return SwiftName.memberIdentifier(path.last ?? "")
    case .generic(let name, _): return SwiftName.memberIdentifier(name)
    }
  }

  static func caseNames(_ enumeration: EnumDecl) -> [SwiftExpression: String] {
    var names: [SwiftExpression: String] = [:]
    for item in enumeration.cases { names[item.literal] = item.name.bare }
    return names
  }

  /// The documentation line for a spec `default`: the value as the spec writes it, and that it is not sent.
  static func defaultDocLine(_ value: JSONValue) -> String? {
    guard value != .null else { return nil }
    let text: String
    if case .string(let string) = value, !string.isEmpty { text = string } else { text = value.summary }
    guard !text.contains("`"), !text.isEmpty else { return "The server has a default when this is not sent." }
    return "The server uses `\(text)` when this is not sent."
  }

  /// A spec `default` as a Swift expression of the property's type: for a oneOf/anyOf enum, the first case that
  /// holds the value (a case whose enum lists it before one that merely accepts it).
  mutating func defaultLiteral(_ value: JSONValue, _ info: TypeInfo) -> SwiftExpression? {
    if let cases = info.choiceCases ?? info.directID.flatMap({ choiceCases[$0] ?? probeChoiceCases($0) }) {
      let literal = SwiftLiteral.enumLiteral(value)
      let listing = cases.first { item in literal.map { item.payload.enumCases?[$0] != nil } ?? false }
      if let listing, let payload = defaultLiteral(value, listing.payload) {
        return .call(.implicitMember(listing.name.declared), [.value(payload)])
      }
      // An enum member takes only the values it lists; another member may hold the value as it is.
      for item in cases where item.payload.enumCases == nil {
        if let payload = defaultLiteral(value, item.payload) {
          return .call(.implicitMember(item.name.declared), [.value(payload)])
        }
      }
      return nil
    }
    if case .array(let items) = value, let elementCases = info.elementEnumCases, case .array(let element) = info.type {
      let literals = items.compactMap { SwiftLiteral.defaultValue($0, type: element, enumCases: elementCases) }
      return literals.count == items.count ? .array(literals) : nil
    }
    return SwiftLiteral.defaultValue(value, type: info.literalType ?? info.type, enumCases: info.enumCases)
  }

  /// The cases a named oneOf/anyOf enum will have, worked out on a copy of the translator (so nothing is declared
  /// twice) when a default needs them before the enum is declared.
  private mutating func probeChoiceCases(_ id: String) -> [ChoiceCaseInfo]? {
    guard let target = choiceTargets[id], let schema = spec.schema(at: target),
      case .choice(let members) = SchemaShape.of(schema)
    else { return nil }
    var probe = self
    var none: DeclarationSink? = nil
    _ = probe.withNestedTypes(qualified: id, ancestors: [id], outer: &none) {
      $0.oneOfDecl(members, discriminator: schema.discriminator, qualified: id, sink: &$1)
    }
    choiceCases[id] = probe.choiceCases[id]
    return choiceCases[id]
  }

  mutating func warnUnusedDefault(_ value: JSONValue, type: SwiftType, at mark: Mark) {
    warn("default \(value.summary) cannot be written as \(type.code); the property has no default", at: mark)
  }

  /// The cases of an enum named `typeName`: a case named like the type itself (`_1` in an enum named `_1`, as
  /// names without case allow) would make `_1(rawValue:)` refer to the case, so it gets a `Value` suffix.
  private func enumDecl(_ values: [JSONValue], rawType: SwiftType, typeName: String) -> EnumDecl {
    var scope = NameScope(reserved: ["allDocumented", "rawValue"])
    var cases: [EnumDecl.Case] = []
    var seen: Set<JSONValue> = []
    func caseName(_ text: String) -> SwiftIdentifier {
      let name = SwiftName.memberIdentifier(text)
      return scope.claimIdentifier(name == typeName ? name + "Value" : name)
    }
    for value in values where seen.insert(value).inserted {
      switch value {
      case .string(let text):
        cases.append(.init(name: caseName(text), literal: .string(text), docs: []))
      case .int(let number):
        cases.append(.init(name: caseName(String(number)), literal: .integer(number), docs: []))
      default: continue
      }
    }
    return EnumDecl(rawType: rawType, cases: cases)
  }

  mutating func warn(_ message: String, at mark: Mark) {
    diagnostics.append(Diagnostic(.warning, message, file: currentFile, mark: mark))
  }
}

/// Where an operation's cursor and elements are (`pagination.cursor` in `apigen.yaml`): paths of keys into the
/// answer's body, `[-1]` for an array's last element.
package struct CursorPaging: Sendable, Equatable {
  package var parameter: String
  package var next: String
  package var items: String?
  package var hasMore: String?

  package init(parameter: String, next: String, items: String?, hasMore: String?) {
    self.parameter = parameter
    self.next = next
    self.items = items
    self.hasMore = hasMore
  }
}
