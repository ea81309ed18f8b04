/// A decision that needs every declaration at once, so it cannot be made while one is translated: a named stage
/// from model to model, run after translation and before lowering.
struct ModelPass: Sendable {
  let name: String
  let apply: @Sendable (inout TranslatedModel) -> Void

  /// The passes the options ask for, in the order they run: each may rely on what the ones before it decided
  /// (boxing counts what recursion breaking boxed; the error bodies name the final types).
  static func passes(for options: GenerationOptions) -> [ModelPass] {
    [breakRecursion] + (options.mutableResponses ? [] : [letPropertiesOfAnswers]) + [boxLargeValues]
      + (options.identifiable ? [markIdentifiable] : []) + [documentErrorBodies]
  }

  /// Boxes what sits on a cycle of containment, in the spec's types and the operations' own (`RecursionBreaker`).
  static let breakRecursion = ModelPass(name: "break recursion") { translated in
    let sites = RecursionBreaker.sitesOnCycles(translated.containment)
    RecursionBreaker.apply(sites, to: &translated.model.types, qualifier: "")
    RecursionBreaker.wrapSelfReferentialAliases(&translated.model.types)
    translated.model.namespaces.updateOperationTypes {
      RecursionBreaker.apply(sites, to: &$0, qualifier: $1.joined(separator: "."))
    }
  }

  /// Makes `let` the properties of structs only answers reach (`PropertyMutability`).
  static let letPropertiesOfAnswers = ModelPass(name: "let properties of answers") { translated in
    PropertyMutability.decide(types: &translated.model.types, namespaces: &translated.model.namespaces)
  }

  /// Boxes properties that would make a value too large to copy cheaply (`LargeValueBoxing`).
  static let boxLargeValues = ModelPass(name: "box large values") { translated in
    LargeValueBoxing.decide(types: &translated.model.types, namespaces: &translated.model.namespaces)
  }

  /// Makes `Identifiable` the structs with a stable identity (`StableIdentity`).
  static let markIdentifiable = ModelPass(name: "mark identifiable") { translated in
    StableIdentity.decide(types: &translated.model.types, namespaces: &translated.model.namespaces)
  }

  /// Declares an accessor per error body type and names them in each operation's `- Throws:` (`ErrorBodies`).
  static let documentErrorBodies = ModelPass(name: "document error bodies") { translated in
    let topLevelTypes = Set(translated.model.types.map(\.name))
    let accessors = ErrorBodies.accessors(translated.model.namespaces, topLevelTypes: topLevelTypes)
    translated.model.errorBodies = accessors
    ErrorBodies.documentThrows(
      &translated.model.namespaces, accessors: accessors, property: translated.model.errorBodiesProperty,
      topLevelTypes: topLevelTypes)
  }
}
