import _APIGenOpenAPI
import _APIGenYAML

/// `apigen.yaml`: what to generate from which spec, and how.
///
/// ```yaml
/// spec: specs/github.yaml
/// overlays: [fixes.overlay.yaml]            # Overlay documents applied to the spec, in order, before it is read
/// output: Generated/GitHubAPI
/// module: GitHubAPI
/// access: public
/// files: 50                                 # Part01Operations.swift, Part01Types.swift … Part50Types.swift
/// templates: Templates                      # optional: overrides by file name
/// filter: { operations: [...], tags: [...], paths: [...], schemas: [...] }  # schemas: kept with what they reach
/// naming: { rename: { "some-schema": NiceName }, operationIds: as-written }  # default: framework ids shortened
/// typeOverrides: { "date-time": Date, schemas: { UUID: Foundation.UUID } }  # by format, and by component schema
/// additionalImports: [SharedTypes]           # `import SharedTypes` in every generated file
/// additionalFileComments: ["swift-format-ignore-file"]  # `// swift-format-ignore-file` below each file's first line
/// mutableResponses: true                    # `var` properties in types only answers use too (default: `let`)
/// identifiable: false                       # no `Identifiable` models (default: those with a stable `id`)
/// responseMediaTypes:                       # more answers to pick per call (`as: .raw`), with their Swift form
///   repos/get-readme: { application/vnd.github.raw+json: text, application/vnd.github.html+json: text }
/// pagination:                               # list operations that page by `Link` though the spec does not say
///   link: [repos/list-for-user, activity]   # operation ids or tags
///   cursor:                                 # list operations that page by a cursor in the body
///   - operations: [customers/list]          # operation ids or tags
///     parameter: starting_after             # the query parameter the cursor goes in
///     next: data[-1].id                     # where the next cursor is: keys, `[-1]` for an array's last element
///     items: data                           # the elements (default: the body, when it is an array)
///     hasMore: has_more                     # optional: a boolean that is false on the last page
/// streams: { terminator: "[DONE]" }         # the event data that ends a server-sent event stream ("": none)
/// ```
package struct GeneratorConfig: Sendable, Equatable {
  package var spec: String?
  package var output: String?
  package var module: String?
  package var access: AccessLevel?
  package var files: Int?
  package var templates: String?
  /// `overlays`: Overlay documents (paths from the config's folder) applied to the spec in order before it is read.
  package var overlays: [String] = []
  /// `filter`'s lists of operations, tags and paths, each name with where the config gives it.
  package var filterEntries: [Filter.Key: [NamedEntry]] = [:]
  /// The operations `filter` selects, read from `filterEntries` so that the two cannot disagree.
  package var filter: Filter {
    func names(_ key: Filter.Key) -> [String] { filterEntries[key]?.map(\.name) ?? [] }
    return Filter(operations: names(.operations), tags: names(.tags), paths: names(.paths))
  }
  package var renames: [String: String] = [:]
  /// The names `renames` gives new names to, with where the config gives them.
  package var renamed: [NamedEntry] = []
  /// `naming.operationIds: as-written`: method names from operation ids as written, not shortened where a web
  /// framework made them up (`FrameworkOperationIDs`).
  package var operationIDsAsWritten = false
  /// `typeOverrides` by format (`date-time: Date`).
  package var typeOverrides: [String: String] = [:]
  /// `typeOverrides.schemas`: component schemas replaced by a type of the user's, which is used wherever the schema
  /// is referenced; the schema itself is not declared.
  package var schemaTypeOverrides: [TypeOverrideEntry] = []
  /// `filter.schemas`: component schemas generated beside what the filtered operations reach, with everything they
  /// reach.
  package var filterSchemas: [NamedEntry] = []
  /// `additionalImports`: modules every generated file imports.
  package var additionalImports: [NamedEntry] = []
  /// `additionalFileComments`: comments every generated file carries below its first line, one `//` line each.
  package var additionalFileComments: [String] = []
  /// `mutableResponses: true`: the structs only answers reach declare `var` properties, like the others, instead
  /// of `let`.
  package var mutableResponses = false
  /// `identifiable: false`: no struct is `Identifiable`, even one with a stable `id` (`StableIdentity`).
  package var identifiable = true
  /// Response media types a spec does not document (GitHub's raw and HTML forms), per operation id, in order.
  package var responseMediaTypes: [ResponseMediaTypeEntry] = []
  /// Operation ids and tags whose list operations page by `Link` header, beside those whose responses document it.
  package var linkPagination: [NamedEntry] = []

  /// The `data` of the server-sent event that ends a stream (nil: `[DONE]`, as chat-completion APIs send; empty:
  /// none, the stream ends when the server closes it).
  package var eventTerminator: String?

  /// Operations (ids or tags) that take an idempotency key their spec does not document, and the header it goes in
  /// (nil: `Idempotency-Key`).
  package var idempotencyKeyOperations: [NamedEntry] = []
  package var idempotencyKeyHeader: NamedEntry?

  /// `webhooks.signature`: the scheme the API signs its webhooks with (github, stripe, standard-webhooks, svix).
  package var webhookSignature: NamedEntry?

  /// Operations that page by a cursor in the answer's body, sent back in a query parameter.
  package var cursorPagination: [CursorEntry] = []

  /// One `pagination.cursor` entry: which operations, and where the cursor and the elements are.
  package struct CursorEntry: Sendable, Equatable {
    package var operations: [NamedEntry] = []
    package var parameter: String = ""
    package var next: String = ""
    package var items: String?
    package var hasMore: String?
    package var file: String
    package var mark: Mark
  }

  /// One `typeOverrides.schemas` entry: the schema, the Swift type that replaces it, and where the config says so.
  package struct TypeOverrideEntry: Sendable, Equatable {
    package var schema: String
    package var type: String
    package var file: String
    package var mark: Mark
  }

  /// Whether the config narrows what is generated (some operations, or only some schemas).
  package var filters: Bool { !filter.isEmpty || !filterSchemas.isEmpty }

  /// A name the config gives (an operation id or a tag), with where it gives it.
  package struct NamedEntry: Sendable, Equatable {
    package var name: String
    package var file: String
    package var mark: Mark
  }

  /// One `responseMediaTypes` entry, with where the config file gives it.
  package struct ResponseMediaTypeEntry: Sendable, Equatable {
    package var operation: String
    package var mediaType: String
    package var form: MediaTypeChoicesDecl.Choice.Form
    package var file: String
    package var mark: Mark

    package init(
      operation: String, mediaType: String, form: MediaTypeChoicesDecl.Choice.Form, file: String, mark: Mark
    ) {
      self.operation = operation
      self.mediaType = mediaType
      self.form = form
      self.file = file
      self.mark = mark
    }
  }

  package typealias Filter = OperationFilter

  package init() {}

  /// Parses a config file's text; every problem is a diagnostic at its line and column.
  package static func parse(_ text: String, file: String) -> (GeneratorConfig, [Diagnostic]) {
    var reader = ConfigReader(file: file)
    let root: Node
    do {
      guard let parsed = try YAMLParser.parse(text) else { return (GeneratorConfig(), []) }
      root = parsed
    } catch {
      return (GeneratorConfig(), [Diagnostic(.error, error.message, file: file, mark: error.mark)])
    }
    guard let pairs = root.mapping else {
      reader.error("expected the config to be a mapping, found \(root.kindDescription)", root.mark)
      return (GeneratorConfig(), reader.diagnostics)
    }
    var config = GeneratorConfig()
    for pair in pairs {
      guard let key = pair.key.scalar?.value else { continue }
      reader.read(key, pair.value, into: &config, keyMark: pair.key.mark)
    }
    return (config, reader.diagnostics)
  }

  /// `type/subtype` (either may be `*`) with optional parameters: what an `Accept` header can carry.
  static func isMediaType(_ text: String) -> Bool {
    let parts = MediaEssence.of(text).split(separator: "/", omittingEmptySubsequences: false)
    let token = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-.^_`|~")
    return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(token.contains) }
  }
}
