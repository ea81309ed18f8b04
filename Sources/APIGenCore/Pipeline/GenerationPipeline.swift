import _APIGenOpenAPI

/// The generator as stages, in the order a generation runs them, each with the type it takes and the type it
/// returns:
///
/// 1. Read the config: apigen.yaml's text -> `GeneratorConfig` (`GeneratorConfig.parse`, located errors).
/// 2. Load and decode: the spec's file -> YAML nodes -> `Spec` (`load`), with located diagnostics.
/// 3. Check the config against the document: `GeneratorConfig` + `Spec` -> `GenerationOptions` (`checkConfig`).
/// 4. Translate: `Spec` + `GenerationOptions` -> `TranslatedModel` (`translate`): every declaration, named, typed
///    and documented.
/// 5. Model passes: `TranslatedModel` -> `TranslatedModel` (`applyPasses`, one `ModelPass` each): the decisions
///    that need every declaration at once.
/// 6. Lower: `GenModel` -> `LoweredModel`, every signature, statement and literal decided as syntax (`lower`).
/// 7. Lay out: `LoweredModel` + `TemplateSet` -> `[GeneratedFile]` (`layOut`): the templates arrange the printed
///    declarations into files.
/// 8. Write: `[GeneratedFile]` -> the files that changed, on disk (`write`).
///
/// Stages 3 to 7 are pure and `run` chains them; 1, 2 and 8 are the I/O at the edges, which `apigen generate`, the
/// build plugin's tool and the benchmarks call around it.
package enum GenerationPipeline {
  package struct Output: Sendable {
    package var files: [GeneratedFile]
    /// Warnings about what was simplified, and errors (names the config gives that the document lacks).
    package var diagnostics: [Diagnostic]
    package var model: LoweredModel
  }

  /// Stages 3 to 7: from a loaded document and its config to the files' contents.
  package static func run(
    _ spec: Spec, config: GeneratorConfig, moduleName: String, specFileName: String, templates: TemplateSet
  ) throws(TemplateError) -> Output {
    let (options, problems) = checkConfig(config, for: spec, moduleName: moduleName, specFileName: specFileName)
    let lowered = lower(declarations(spec, options: options))
    let files = try layOut(
      lowered, templates: templates, filesPerKind: config.files ?? SwiftRenderer.filesPerKind(sizedFor: lowered))
    return Output(files: files, diagnostics: problems + lowered.model.diagnostics, model: lowered)
  }

  /// Stages 4 and 5: a document's final declarations.
  package static func declarations(_ spec: Spec, options: GenerationOptions) -> GenModel {
    applyPasses(ModelPass.passes(for: options), to: translate(spec, options: options)).model
  }

  /// Stages 4 to 6: a document's lowered model, ready to lay out.
  package static func lowered(_ spec: Spec, options: GenerationOptions) -> LoweredModel {
    lower(declarations(spec, options: options))
  }

  /// Stage 2: a spec file read, parsed, mended by its overlays (in order) and decoded.
  package static func load(_ file: String, overlays: [String] = []) throws(SpecReadError) -> Spec {
    try SpecLoader(overlays: overlays).load(file)
  }

  /// Stage 3.
  package static func checkConfig(
    _ config: GeneratorConfig, for spec: Spec, moduleName: String, specFileName: String
  ) -> (options: GenerationOptions, diagnostics: [Diagnostic]) {
    GenerationOptions.checked(config, for: spec, moduleName: moduleName, specFileName: specFileName)
  }

  /// Stage 4.
  static func translate(_ spec: Spec, options: GenerationOptions) -> TranslatedModel {
    DocumentTranslator.translate(spec, options: options)
  }

  /// Stage 5: each pass in order, each seeing what the ones before it decided.
  static func applyPasses(_ passes: [ModelPass], to translated: consuming TranslatedModel) -> TranslatedModel {
    for pass in passes { pass.apply(&translated) }
    return translated
  }

  /// Stage 6.
  package static func lower(_ model: GenModel) -> LoweredModel {
    SyntaxLowering.lower(model)
  }

  /// Stage 7.
  package static func layOut(_ model: LoweredModel, templates: TemplateSet, filesPerKind: Int) throws(TemplateError)
    -> [GeneratedFile]
  {
    try SwiftRenderer(templates: templates, filesPerKind: filesPerKind).render(model)
  }

  /// Stage 8: writes the files whose contents changed, so unchanged files keep their dates and builds stay
  /// incremental, and removes generated files a previous run wrote that this one does not. Returns the names
  /// written.
  package static func write(_ files: [GeneratedFile], to directory: String) throws -> [String] {
    try GeneratedFile.write(files, to: directory)
  }
}
