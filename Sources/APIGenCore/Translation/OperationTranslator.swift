import _APIGenOpenAPI
import _APIGenYAML

/// Turns operations into methods grouped in namespaces: GitHub's `repos/list-for-user` becomes
/// `client.repos.listForUser(...)`; an operation id without a slash goes to the namespace of its first tag.
///
/// Inputs: the spec and the translation options; the schema translator only for the types of
/// inline schemas (`typeOf`) and the top-level names to avoid. Outputs: the namespaces (`result()`) and warnings
/// about what was simplified (`diagnostics`).
struct OperationTranslator {
  let spec: Spec
  /// The naming, paging, media-type and idempotency options, whole, as `GenerationOptions.checked` made them.
  let options: GenerationOptions
  /// Method names for operations whose ids a web framework made up, by operation name (`FrameworkOperationIDs`).
  let shortNames: [String: String]
  private(set) var diagnostics: [Diagnostic] = []
  private var namespaces: [String: NamespaceBuilder] = [:]
  private var namespaceTypes = NameScope()
  /// Tags whose `parent` was warned about, so that the warning is given once, not once per operation.
  private var warnedTags: Set<String> = []
  /// Members of the client itself: its `client` property, one property per namespace and the methods of operations
  /// that have no namespace, which must not collide with one another.
  private var clientMembers: NameScope
  /// The types the client's methods may name, which no member of the client or of a namespace may be named like:
  /// names without case (`_1st`, 名前) are the same as member and as type, and a method `_1st` would hide the type
  /// `_1st` in every method beside it.
  let typeNames: Set<String>

  private struct NamespaceBuilder {
    var decl: NamespaceDecl
    var methods = NameScope()
    var types: NameScope
  }

  mutating func add(_ operation: Operation, document: Document, schemas: inout SchemaTranslator) {
    let id = operation.name
    let (namespaceRaw, writtenMethod) = operation.namespaceAndMethod
    let methodRaw = shortNames[id] ?? writtenMethod
    let key = namespaceKey(namespaceRaw, document: document)
    // Taken out and put back, so that appending does not copy the namespace's operations each time.
    var namespace = namespaces.removeValue(forKey: key)!
    let preferredMethod = SwiftName.memberIdentifier(options.renames[id] ?? methodRaw)
    let methodName = claimMethod(preferredMethod, onClient: key.isEmpty, namespace: &namespace)
    var preferredType = SwiftName.type(options.renames[id] ?? methodRaw)
    // Names without case (`1st`, 名前) are the same as member and as type, which Swift cannot tell apart in use: the
    // types enum avoids its container's members (this operation's method, a namespace property 名前 on the client)
    // and the top-level types those avoid, which it would hide inside itself.
    let members = key.isEmpty ? clientMembers : namespace.methods
    if members.contains(preferredType) { preferredType += "Types" }
    let typeName = namespace.types.claim(preferredType)
    // Members claimed later (methods, namespace properties) avoid it in turn.
    if key.isEmpty { _ = clientMembers.claim(typeName) } else { _ = namespace.methods.claim(typeName) }
    let decl = translate(
      operation, id: id, methodName: methodName, typeName: typeName, namespaceType: namespace.decl.typeName,
      document: document, schemas: &schemas)
    var added = decl
    for index in added.variants.indices where added.variants[index].methodName != decl.methodName {
      // A variant of another name (`createEvents`) claims it; an overload (`body: UploadBody`) shares the name.
      let name = claimMethod(added.variants[index].methodName.bare, onClient: key.isEmpty, namespace: &namespace)
      added.variants[index].methodName = name
      added.variants[index].responseMethodName = name.bare + "Response"
    }
    if let pagination = decl.pagination {
      added.pagination?.methodName = claimMethod(
        pagination.methodName.bare, onClient: key.isEmpty, namespace: &namespace)
    }
    namespace.decl.operations.append(added)
    namespaces[key] = namespace
  }

  /// The key of the namespace `raw` (a tag or an operation id's prefix) names, made with its parents' (OpenAPI
  /// 3.2's tag `parent`) when new: its property on the client or on its parent's type. `""` is the client itself,
  /// where operations with neither a tag nor a `namespace/` prefix go.
  private mutating func namespaceKey(_ raw: String, document: Document, inside: [String] = []) -> String {
    guard !raw.isEmpty else {
      if namespaces[""] == nil {
        namespaces[""] = NamespaceBuilder(
          decl: NamespaceDecl(property: "", typeName: "Client", docs: [], operations: []),
          methods: NameScope(inherited: typeNames, reserved: [GeneratedLocals.client.bare]),
          types: NameScope(reserved: ["Client"]))
      }
      return ""
    }
    let property = SwiftName.memberIdentifier(options.renames[raw] ?? raw)
    let tag = document.tags.first { $0.name == raw || SwiftName.memberIdentifier($0.name) == property }
    var parentKey = ""
    if let tag, let parent = tag.parent {
      if inside.contains(parent) || parent == tag.name {
        if warnedTags.insert(tag.name).inserted {
          warn("tag '\(tag.name)' is its own ancestor through 'parent'; it is a namespace on the client", at: tag.mark)
        }
      } else if document.tags.contains(where: { $0.name == parent }) {
        parentKey = namespaceKey(parent, document: document, inside: inside + [tag.name])
      } else if warnedTags.insert(tag.name).inserted {
        warn(
          "tag '\(tag.name)' names parent '\(parent)', which is no tag; it is a namespace on the client", at: tag.mark)
      }
    }
    let key = parentKey.isEmpty ? property : parentKey + "." + property
    guard namespaces[key] == nil else { return key }
    let typeName = namespaceTypes.claim(SwiftName.type(raw) + "API")
    let member =
      parentKey.isEmpty
      ? clientMembers.claimIdentifier(property) : namespaces[parentKey]!.methods.claimIdentifier(property)
    var decl = NamespaceDecl(
      property: member, typeName: typeName, docs: SwiftLiteral.docLines(tag?.summary, tag?.description), operations: [])
    decl.parentTypeName = parentKey.isEmpty ? nil : namespaces[parentKey]!.decl.typeName
    namespaces[key] = NamespaceBuilder(
      decl: decl, methods: NameScope(inherited: typeNames, reserved: [GeneratedLocals.client.bare]),
      types: NameScope(reserved: [typeName]))
    return key
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

  /// `typeNames`: the top-level types the methods may name, which no member may be named like.
  init(spec: Spec, options: GenerationOptions, typeNames: Set<String>, shortNames: [String: String]) {
    self.spec = spec
    self.options = options
    self.typeNames = typeNames
    self.shortNames = shortNames
    clientMembers = NameScope(inherited: typeNames, reserved: [GeneratedLocals.client.bare])
  }

  mutating func warn(_ message: String, at mark: Mark) {
    diagnostics.append(Diagnostic(.warning, message, file: spec.rootFile, mark: mark))
  }

  /// Namespaces sorted by property (a nested one after its parent), operations in spec order.
  func result() -> [NamespaceDecl] {
    namespaces.sorted { $0.key < $1.key }.map(\.value.decl)
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
    let streamAlternatives = streamAlternatives(
      operation, responses: answers.responses, sink: &sink, schemas: &schemas)
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
    decl.eventTerminator = options.eventTerminator
    decl.idempotencyKeyHeader = idempotencyKeyHeader(of: operation, parameters: parameters)
    decl.server = operation.servers.first.map(Self.serverURL)
    decl.documentedRedirects = answers.documentedRedirects
    decl.mediaTypeChoices = choices
    decl.pagination = pagination(decl, operation: operation, nested: sink?.decls ?? [], schemas)
    decl.requestSteps = OperationStatements.requestSteps(decl)
    decl.responseCases = OperationStatements.responseCases(decl)
    Self.addNotes(to: &decl)
    Self.addVariants(to: &decl, streamAlternatives: streamAlternatives)
    return decl
  }

  /// The names an operation's parameters are claimed among: the method's locals and the method the short form calls,
  /// which a parameter of that name would hide, and the types the method names (a caseless parameter `_1st` would
  /// hide the type `_1st` in `_1st.self`).
  private func parameterScope(responseMethodName: String, typeName: String, namespaceType: String) -> NameScope {
    NameScope(
      inherited: typeNames,
      reserved: GeneratedLocals.reservedForParameters.map(\.bare) + [responseMethodName, typeName, namespaceType])
  }

  /// A server's URL with its variables at their defaults.
  static func serverURL(_ server: Server) -> String {
    var url = server.url
    for (name, variable) in server.variables {
      url = url.replacingOccurrences(of: "{\(name)}", with: variable.defaultValue)
    }
    return url
  }
}
