import _APIGenYAML

/// The root file could not be read at all (missing, a directory, no permission).
public struct SpecReadError: Error, Sendable, CustomStringConvertible {
  public var file: String
  public var reason: String
  public init(file: String, reason: String) {
    self.file = file
    self.reason = reason
  }
  public var description: String { "\(file): error: cannot read the file: \(reason)" }
}

/// Loads a spec and every file its references reach, each file read and parsed once, and checks that every
/// reference resolves. Problems in the spec become diagnostics; only an unreadable root file throws.
public struct SpecLoader: Sendable {
  public typealias ReadFile = @Sendable (String) -> Result<[UInt8], SpecReadError>

  private let readFile: ReadFile
  private let yamlOptions: ParseOptions
  private let diagnosticLimit: Int
  private let overlays: [String]

  /// - Parameter overlays: Overlay documents applied to the root file, in order, before anything reads it.
  public init(
    readFile: @escaping ReadFile = FileSystem.read, yamlOptions: ParseOptions = ParseOptions(),
    diagnosticLimit: Int = 200, overlays: [String] = []
  ) {
    self.readFile = readFile
    self.yamlOptions = yamlOptions
    self.diagnosticLimit = diagnosticLimit
    self.overlays = overlays
  }

  public func load(_ file: String) throws(SpecReadError) -> Spec {
    let bytes = try readFile(file).get()
    var session = LoadSession(root: file, loader: self)
    return session.run(rootBytes: bytes)
  }

  /// The root file's node tree with the overlays applied, undecoded, and what reading and applying them reported:
  /// what `apigen overlay apply` writes.
  public func overlaidTree(of file: String) throws(SpecReadError) -> (tree: Node?, diagnostics: [Diagnostic]) {
    let bytes = try readFile(file).get()
    var diagnostics = Diagnostics(limit: diagnosticLimit)
    let tree = parse(bytes, file: file, into: &diagnostics).map { applyOverlays(to: $0, into: &diagnostics) }
    return (tree, diagnostics.sorted)
  }

  /// Parses already-read bytes as if they were the file `name` (relative references resolve from its folder).
  public func load(bytes: [UInt8], named name: String) -> Spec {
    var session = LoadSession(root: name, loader: self)
    return session.run(rootBytes: bytes)
  }

  fileprivate func parse(
    _ bytes: [UInt8], file: String, into diagnostics: inout Diagnostics, expecting: String = "an OpenAPI document"
  ) -> Node? {
    do {
      guard let node = try YAMLParser.parse(bytes: bytes, options: yamlOptions) else {
        diagnostics.append(Diagnostic(.error, "the file is empty; expected \(expecting)", file: file, mark: .start))
        return nil
      }
      return node
    } catch {
      diagnostics.append(Diagnostic(.error, error.message, file: file, mark: error.mark))
      return nil
    }
  }

  fileprivate func read(_ file: String) -> Result<[UInt8], SpecReadError> { readFile(file) }
  fileprivate var limit: Int { diagnosticLimit }
  fileprivate var overlayFiles: [String] { overlays }

  /// The root's tree with each overlay applied in turn; an overlay's nodes are marked with its number (1, 2, ...).
  fileprivate func applyOverlays(to root: Node, into diagnostics: inout Diagnostics) -> Node {
    var document = root
    for (index, file) in overlays.enumerated() {
      let bytes: [UInt8]
      switch readFile(file) {
      case .success(let read): bytes = read
      case .failure(let failure):
        diagnostics.append(
          Diagnostic(.error, "cannot read the overlay: \(failure.reason)", file: file, mark: .start))
        continue
      }
      guard let overlay = parse(bytes, file: file, into: &diagnostics, expecting: "an Overlay document") else {
        continue
      }
      var application = OverlayApplication(document: document, overlayFile: file, source: index + 1)
      application.apply(overlay)
      diagnostics.append(contentsOf: application.diagnostics)
      document = application.document
    }
    return document
  }
}

/// The state of one load: files read so far, references still to resolve, what they resolved to.
private struct LoadSession {
  let root: String
  let loader: SpecLoader
  var diagnostics: Diagnostics
  let sources: SourceFiles
  var resolved: [ReferenceTarget: ResolvedComponent] = [:]
  /// Places that only stand for a root component (see `registerInlinedSections`).
  var schemaAliases: Set<ReferenceTarget> = []
  /// The file each `components` section given as a `$ref` was read from.
  var sectionFiles: [String: String] = [:]
  var pending: [(reference: Reference, kind: ComponentKind)] = []
  var allReferences: [(reference: Reference, kind: ComponentKind)] = []
  var unknownFields: [UnknownField] = []
  var version = SpecVersion.v3_0
  /// Set when the root is a Swagger 2.0 document (converted to 3.0 before decoding).
  var swagger2: Swagger2Converter?

  init(root: String, loader: SpecLoader) {
    self.root = root
    self.loader = loader
    diagnostics = Diagnostics(limit: loader.limit)
    sources = SourceFiles(
      read: loader.read, parse: { bytes, file, diagnostics in loader.parse(bytes, file: file, into: &diagnostics) })
  }

  mutating func run(rootBytes: [UInt8]) -> Spec {
    var rootNode = loader.parse(rootBytes, file: root, into: &diagnostics)
    if let node = rootNode, !loader.overlayFiles.isEmpty {
      rootNode = loader.applyOverlays(to: node, into: &diagnostics)
    }
    if let node = rootNode, Swagger2Converter.isSwagger2(node) {
      var converter = Swagger2Converter(file: root)
      rootNode = converter.document(node)
      diagnostics.append(contentsOf: converter.diagnostics)
      converter.diagnostics = []
      swagger2 = converter
    }
    sources.addRoot(root, rootNode)
    var document = Document()
    if let rootNode {
      var decoder = SpecDecoder(file: root, version: .v3_0, sources: sources)
      if let decoded = decoder.document(rootNode) {
        document = decoded
        version = decoded.version
      }
      absorb(decoder)
      resolveAll(document: document)
      reportCycles()
      var linker = Linker(spec: makeSpec(document))
      linker.link()
      document = linker.spec.document
      diagnostics.append(contentsOf: linker.diagnostics)
    }
    return makeSpec(document)
  }

  private mutating func makeSpec(_ document: Document) -> Spec {
    absorbSourceDiagnostics()
    diagnostics.attributeSources(of: root, to: loader.overlayFiles)
    var sorted = diagnostics.sorted
    if swagger2 != nil {
      for index in sorted.indices {
        sorted[index].message = Swagger2Converter.originalPointers(in: sorted[index].message)
      }
    }
    var spec = Spec(
      document: document, rootFile: root, files: sources.order, diagnostics: sorted,
      droppedDiagnostics: diagnostics.dropped, resolved: resolved, sources: sources.nodes.compactMapValues { $0 },
      convertedFrom: swagger2 == nil ? nil : "Swagger 2.0")
    spec.diagnosticCounts = diagnostics.counts
    spec.unknownFields = unknownFields
    spec.schemaAliases = schemaAliases
    spec.componentSectionFiles = sectionFiles
    spec.diagnosticLines = diagnostics.lines(file: root)
    if swagger2 != nil {
      spec.diagnosticLines = spec.diagnosticLines.map(Swagger2Converter.originalPointers(in:))
    }
    return spec
  }

  /// What reading files reported (unreadable, unparsable, a pointer to nothing), in the order it happened.
  private mutating func absorbSourceDiagnostics() {
    diagnostics.append(contentsOf: sources.diagnostics)
    sources.diagnostics = []
  }

  private mutating func absorb(_ decoder: SpecDecoder) {
    absorbSourceDiagnostics()
    diagnostics.append(contentsOf: decoder.diagnostics)
    unknownFields.append(contentsOf: decoder.unknownFields)
    pending.append(contentsOf: decoder.references)
    allReferences.append(contentsOf: decoder.references)
  }

  /// Resolves references in the order they were found (so diagnostics follow the document); decoding a target
  /// can find more references, in the same or other files.
  private mutating func resolveAll(document: Document) {
    registerRootComponents(document.components)
    var next = 0
    while next < pending.count {
      let (reference, kind) = pending[next]
      next += 1
      let target = reference.target
      if let section = Self.componentsSection(of: target), let actual = ComponentKind(componentsSection: section),
        actual != kind
      {
        error(
          "reference '\(reference.raw)' points at \(actual.article), but \(kind.article) belongs here", at: reference)
        continue
      }
      if resolved[target] != nil { continue }
      let found = sources.target(of: reference)
      absorbSourceDiagnostics()
      guard var node = found else { continue }
      if let swagger2, target.file != root {
        var converter = swagger2.forReferencedFile(target.file)
        node = converter.component(node, as: kind)
        diagnostics.append(contentsOf: converter.diagnostics)
      }
      var decoder = SpecDecoder(file: target.file, version: version, path: target.tokens, sources: sources)
      resolved[target] = Self.decode(node, as: kind, with: &decoder)
      absorb(decoder)
    }
  }

  private static func componentsSection(of target: ReferenceTarget) -> String? {
    target.tokens.count == 3 && target.tokens[0] == "components" ? target.tokens[1] : nil
  }

  /// The root document's components are decoded already: register them as targets instead of decoding them again.
  private mutating func registerRootComponents(_ components: Components) {
    func register<Value>(_ map: OrderedMap<Value>, _ kind: ComponentKind, _ make: (Value) -> ResolvedComponent) {
      for (name, value) in map.entries {
        resolved[ReferenceTarget(file: root, tokens: ["components", kind.componentsSection, name])] = make(value)
      }
    }
    func wrap<Value>(_ make: @escaping (Value) -> ResolvedComponent) -> (Referenceable<Value>) -> ResolvedComponent {
      { value in
        switch value {
        case .value(let value): return make(value)
        case .reference(let reference): return .alias(reference)
        }
      }
    }
    register(components.schemas, .schema, ResolvedComponent.schema)
    register(components.responses, .response, wrap(ResolvedComponent.response))
    register(components.parameters, .parameter, wrap(ResolvedComponent.parameter))
    register(components.examples, .example, wrap(ResolvedComponent.example))
    register(components.requestBodies, .requestBody, wrap(ResolvedComponent.requestBody))
    register(components.headers, .header, wrap(ResolvedComponent.header))
    register(components.securitySchemes, .securityScheme, wrap(ResolvedComponent.securityScheme))
    register(components.links, .link, wrap(ResolvedComponent.link))
    register(components.callbacks, .callback, wrap(ResolvedComponent.callback))
    register(components.pathItems, .pathItem, wrap(ResolvedComponent.pathItem))
    registerInlinedSections(components)
  }

  /// A section of `components` read from another place (`schemas: {$ref: schemas.json}`) is reached both as
  /// `#/components/schemas/X` and as `schemas.json#/X`: the second becomes a pure reference to the first, so
  /// that both are one component and one Swift type.
  private mutating func registerInlinedSections(_ components: Components) {
    for (section, place) in sources.inlinedSections {
      guard let kind = ComponentKind(componentsSection: section) else { continue }
      sectionFiles[section] = place.file
      for name in components.names(in: kind) {
        let component = ReferenceTarget(file: root, tokens: ["components", section, name])
        let reference = Reference(
          raw: "#" + JSONPointer.encode(component.tokens), target: component, file: root, mark: .start)
        let alias = ReferenceTarget(file: place.file, tokens: place.tokens + [name])
        if kind == .schema {
          var schema = Schema()
          schema.ref = reference
          resolved[alias] = .schema(schema)
          schemaAliases.insert(alias)
        } else {
          resolved[alias] = .alias(reference)
        }
      }
    }
  }

  private static func decode(_ node: Node, as kind: ComponentKind, with decoder: inout SpecDecoder) -> ResolvedComponent
  {
    if kind != .schema && kind != .pathItem, let reference = decoder.referenceIfAny(node, kind) {
      return .alias(reference)
    }
    switch kind {
    case .schema: return .schema(decoder.schema(node))
    case .response: return .response(decoder.response(node))
    case .parameter: return .parameter(decoder.parameter(node))
    case .example: return .example(decoder.example(node))
    case .requestBody: return .requestBody(decoder.requestBody(node))
    case .header: return .header(decoder.header(node))
    case .securityScheme: return .securityScheme(decoder.securityScheme(node))
    case .link: return .link(decoder.link(node))
    case .callback: return .callback(decoder.callback(node))
    case .pathItem: return .pathItem(decoder.pathItem(node, path: ""))
    }
  }

  /// Follows every chain of references that only point on (`$ref` siblings of nothing) and reports each loop that
  /// never reaches a definition, once. Each target is walked through once in all (`settled`), so a long chain costs
  /// linear time, not one walk per reference.
  private mutating func reportCycles() {
    var settled: Set<ReferenceTarget> = []
    for (reference, _) in allReferences {
      // Most references name a target already walked: skip them before building a chain for them.
      if settled.contains(reference.target) { continue }
      var chain = [reference.target]
      var positions = [reference.target: 0]
      var current = reference.target
      while !settled.contains(current), let next = Self.aliasTarget(resolved[current]) {
        if let start = positions[next] {
          let loop = Array(chain[start...])
          let text = (loop + [next]).map(\.description)
          error("reference cycle: \(text.joined(separator: " -> ")) never reaches a definition", at: reference)
          break
        }
        positions[next] = chain.count
        chain.append(next)
        current = next
      }
      settled.formUnion(chain)
    }
  }

  private static func aliasTarget(_ component: ResolvedComponent?) -> ReferenceTarget? {
    switch component {
    case .alias(let reference): return reference.target
    case .schema(let schema) where schema.isPureReference: return schema.ref?.target
    case .pathItem(let item) where item.operations.isEmpty: return item.ref?.target
    default: return nil
    }
  }

  private mutating func error(_ message: String, at reference: Reference) {
    diagnostics.append(Diagnostic(.error, message, file: reference.file, mark: reference.mark))
  }
}
