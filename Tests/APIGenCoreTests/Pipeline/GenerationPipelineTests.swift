import Testing
import _APIGenOpenAPI

@testable import APIGenCore

/// The stages of `GenerationPipeline` as separate steps: which model passes the options ask for, and that running
/// the stages one by one gives what `run` gives.
struct GenerationPipelineTests {
  @Test func theOptionsChooseTheModelPasses() {
    let defaults = ModelFixture.options
    #expect(
      ModelPass.passes(for: defaults).map(\.name) == [
        "break recursion", "let properties of answers", "box large values", "mark identifiable",
        "document error bodies",
      ])
    let configured = defaults.with {
      $0.mutableResponses = true
      $0.identifiable = false
    }
    #expect(
      ModelPass.passes(for: configured).map(\.name) == ["break recursion", "box large values", "document error bodies"])
  }

  @Test func theStagesOneByOneGiveWhatRunGives() throws {
    let yaml = """
      openapi: 3.1.0
      info: {title: T, version: "1"}
      paths:
        /things/{id}:
          get:
            operationId: getThing
            parameters: [{name: id, in: path, required: true, schema: {type: string}}]
            responses:
              '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Thing'}}}}
              '404': {description: no, content: {application/json: {schema: {$ref: '#/components/schemas/Problem'}}}}
      components:
        schemas:
          Thing: {type: object, required: [id], properties: {id: {type: string}, parent: {$ref: '#/components/schemas/Thing'}}}
          Problem: {type: object, properties: {message: {type: string}}}
      """
    let spec = SpecLoader().load(bytes: Array(yaml.utf8), named: "api.yaml")
    try #require(!spec.hasErrors)
    let templates = try TemplateSet.builtIn()
    let whole = try GenerationPipeline.run(
      spec, config: GeneratorConfig(), moduleName: "API", specFileName: "api.yaml", templates: templates)

    let (options, problems) = GenerationPipeline.checkConfig(
      GeneratorConfig(), for: spec, moduleName: "API", specFileName: "api.yaml")
    #expect(problems.isEmpty)
    let translated = GenerationPipeline.translate(spec, options: options)
    // Translation leaves the decisions that need every declaration to the passes.
    #expect(translated.model.errorBodies.isEmpty)
    #expect(!translated.containment.isEmpty)
    let passed = GenerationPipeline.applyPasses(ModelPass.passes(for: options), to: translated)
    #expect(passed.model.errorBodies.map(\.name.bare) == ["problem"])
    let lowered = GenerationPipeline.lower(passed.model)
    let files = try GenerationPipeline.layOut(
      lowered, templates: templates, filesPerKind: SwiftRenderer.filesPerKind(sizedFor: lowered))
    #expect(files == whole.files)
  }
}
