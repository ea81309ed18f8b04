import APIGenCore
import Foundation
import Testing
import _APIGenOpenAPI

/// The keys templates may use are declared per context: every template is checked against them before rendering,
/// and the generator's documentation (the Templates article) lists them for override authors.
@Suite struct TemplateKeysTests {
  static let article = repositoryRoot.appendingPathComponent("Sources/apigen/apigen.docc/Templates.md")
  static let begin = "<!-- template keys: written from the contexts' declarations by TemplateKeysTests -->\n"
  static let end = "<!-- end of template keys -->"

  /// A small spec rendered through the built-in templates with one of them replaced.
  func generate(overriding name: String, with source: String) throws -> [GeneratedFile] {
    let yaml = """
      openapi: 3.0.3
      info: {title: T, version: '1'}
      paths:
        /pets/{id}:
          get:
            operationId: getPet
            parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
            responses:
              '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}}
      components:
        schemas:
          Pet: {type: object, properties: {name: {type: string}}}
      """
    let spec = SpecLoader().load(bytes: Array(yaml.utf8), named: "pets.yaml")
    var templates = try TemplateSet.builtIn()
    try templates.override(with: [name: source], directory: "MyTemplates")
    return try GenerationPipeline.run(
      spec, config: GeneratorConfig(), moduleName: "PetsAPI", specFileName: "pets.yaml", templates: templates
    ).files
  }

  func failure(overriding name: String, with source: String) -> String? {
    do {
      _ = try generate(overriding: name, with: source)
      return nil
    } catch {
      return String(describing: error)
    }
  }

  @Test func aMisspelledKeyIsAnErrorAtItsLineAndColumn() {
    let source = "{{#docs}}\n{{.}}\n{{/docs}}\n{{access}} struct {{nmae}}: Codable, Hashable, Sendable {}\n"
    let message = failure(overriding: "struct", with: source)
    #expect(
      message?.hasPrefix("MyTemplates/struct.mustache:4:19: error: unknown key 'nmae'; here the keys are ") == true)
    // The keys visible there: the struct's, the type's around it, the file's.
    #expect(
      message?.contains(
        "properties, memberwise, writesDecoding, decoding, writesEncoding, encoding, mutable, identifiable, name, head,"
          + " docs") == true)
    #expect(message?.contains("access, specFileName, moduleName, imports, fileComments, types") == true)
  }

  @Test func sectionsOpenTheirItemsKeysAndCloseThemAgain() throws {
    // `declaration` belongs to an enum's cases: fine inside `{{#cases}}`, unknown after it.
    let inside = "{{head}}\n{{#cases}}\n  {{declaration}}\n{{/cases}}\n}\n"
    _ = try generate(overriding: "enum", with: inside)
    let after = "{{#cases}}{{name}}{{/cases}} {{declaration}}\n"
    #expect(
      failure(overriding: "enum", with: after)?.hasPrefix(
        "MyTemplates/enum.mustache:1:30: error: unknown key 'declaration'") == true)
  }

  @Test func aListOrFlagPrintedAsTextIsAnError() {
    #expect(
      failure(overriding: "types-file", with: "{{types}}\n")
        == "MyTemplates/types-file.mustache:1:1: error: 'types' is a list of type, which prints nothing; use it as a section: {{#types}}…{{/types}}"
    )
    #expect(
      failure(
        overriding: "enum", with: "{{#allDocumented.declaratoin}}{{/allDocumented.declaratoin}}\n")?.contains(
          "unknown key 'declaratoin' in 'allDocumented'; its keys are docs, declaration") == true)
  }

  @Test func anOverrideNoFileUsesIsAnError() {
    #expect(
      failure(overriding: "operaton", with: "{{methodName}}\n")?.hasPrefix(
        "MyTemplates/operaton.mustache:1:1: error: no generated file uses the template 'operaton'; the templates are ")
        == true)
  }

  @Test func aPartialIsCheckedInEveryPlaceThatIncludesIt() {
    // `type` is included from types-file and from operations; `types` exists only in the first.
    #expect(
      failure(overriding: "type", with: "{{#types}}{{/types}}\n")?.hasPrefix(
        "MyTemplates/type.mustache:1:1: error: unknown key 'types'") == true)
  }

  @Test func theBuiltInTemplatesUseOnlyDeclaredKeys() throws {
    // One operation and one schema fill a single part of each kind.
    #expect(try generate(overriding: "header", with: "// {{specFileName}} {{moduleName}}\n").count == 3)
  }

  @Test func theTemplatesArticleListsEveryTemplatesKeys() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    guard let start = text.range(of: Self.begin),
      let stop = text.range(of: Self.end, range: start.upperBound..<text.endIndex)
    else {
      Issue.record("Templates.md has no template keys section (\(Self.begin))")
      return
    }
    let expected = TemplateKeysDocumentation.markdown()
    if ProcessInfo.processInfo.environment["APIGEN_RECORD_SNAPSHOTS"] == "1" {
      try text.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: expected).write(
        to: Self.article, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      String(text[start.upperBound..<stop.lowerBound]) == expected,
      "Templates.md's template keys are stale: run APIGEN_RECORD_SNAPSHOTS=1 swift test --filter TemplateKeysTests")
  }
}
