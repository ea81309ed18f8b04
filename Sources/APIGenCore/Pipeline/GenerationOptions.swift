import _APIGenOpenAPI

/// Every setting of one generation, checked once against the document (`GenerationOptions.checked`) and passed whole
/// to the stages that read it: the module, access level, which operations, and the naming, typing, paging,
/// media-type and idempotency choices.
package struct GenerationOptions: Sendable {
  package var moduleName: String
  package var access: AccessLevel = .public
  /// The spec's file name as printed in file headers.
  package var specFileName: String
  /// When set, only these operations (by operation id or derived name) are generated.
  package var operations: Set<String>?
  /// When set, only these named schemas are declared (what the selected operations reach).
  package var schemaTargets: Set<ReferenceTarget>?
  /// Spec names (schema names, operation ids, tags) -> the Swift name to use.
  package var renames: [String: String] = [:]
  /// A `format` -> the Swift type to use for it.
  package var typeOverrides: [String: SwiftType] = [:]
  /// A component schema -> the user's type that stands for it wherever it is referenced (it is not declared).
  package var schemaTypeOverrides: [ReferenceTarget: SwiftType] = [:]
  /// Modules every generated file imports beside the runtime (apigen.yaml's `additionalImports`).
  package var additionalImports: [String] = []
  /// Comments every generated file carries below its first line, without their `//` (`additionalFileComments`).
  package var fileComments: [String] = []
  /// Operation id -> response media types to offer beside the documented ones, in order.
  package var responseMediaTypes: [String: [(mediaType: String, form: MediaTypeChoicesDecl.Choice.Form)]] = [:]
  /// Operation ids and tags whose list operations page by `Link` header though their responses do not document it.
  package var linkPagination: Set<String> = []
  /// Operation ids and tags whose list operations page by a cursor in the body.
  package var cursorPagination: [String: CursorPaging] = [:]
  /// The event data that ends a server-sent event stream; nil: none.
  package var eventTerminator: String? = "[DONE]"
  /// The scheme apigen.yaml says the API signs its webhooks with (nil: the description's `x-webhook-signature`).
  package var webhookSignature: WebhookSignatureChoice?
  /// Operations (ids or tags) that take an idempotency key the spec does not document (apigen.yaml's
  /// `idempotencyKeys`).
  package var idempotencyKeys = IdempotencyKeys()
  /// Whether operation ids a web framework made up name methods by the developer's function
  /// (`FrameworkOperationIDs`); false: `naming.operationIds: as-written`.
  package var shortensFrameworkOperationIDs = true
  /// Whether structs only answers reach keep `var` properties (apigen.yaml's `mutableResponses`); by default
  /// their properties are `let` (`PropertyMutability`).
  package var mutableResponses = false
  /// Whether structs with a stable identity are `Identifiable` (apigen.yaml's `identifiable`; `StableIdentity`).
  package var identifiable = true

  package struct IdempotencyKeys: Sendable {
    /// The header an operation documents for its key, and the one configured operations use unless told.
    package static let standardHeader = "Idempotency-Key"
    package var header = standardHeader
    package var operations: Set<String> = []
    package init() {}
  }

  /// The defaults apigen.yaml's absent keys stand for.
  package init(moduleName: String, specFileName: String) {
    self.moduleName = moduleName
    self.specFileName = specFileName
  }

  /// These options with `change` applied, for settings built up in one expression.
  package func with(_ change: (inout GenerationOptions) -> Void) -> GenerationOptions {
    var copy = self
    change(&copy)
    return copy
  }
}
