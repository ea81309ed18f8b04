import Testing
import _APIGenOpenAPI

@testable import APIGenCore

/// Models a request sends keep `var` properties; models only answers carry get `let` ones (`PropertyMutability`).
@Suite struct PropertyMutabilityTests {
  static let paths = """
    /issues:
      get:
        operationId: listIssues
        parameters:
        - {name: filter, in: query, style: deepObject, schema: {$ref: "#/components/schemas/Filter"}}
        responses:
          '200':
            description: ok
            content:
              application/json:
                schema: {type: array, items: {$ref: "#/components/schemas/Issue"}}
      post:
        operationId: createIssue
        requestBody:
          content:
            application/json:
              schema:
                type: object
                properties:
                  title: {type: string}
                  label: {$ref: "#/components/schemas/Label"}
                  meta: {type: object, properties: {source: {type: string}}}
                  tag: {type: object, properties: {text: {type: string}}}
        responses:
          '201':
            description: created
            content:
              application/json:
                schema: {type: object, properties: {issue: {$ref: "#/components/schemas/Issue"}, note: {type: string}}}
    /events:
      get:
        operationId: streamEvents
        responses:
          '200':
            description: events
            content:
              text/event-stream:
                schema: {$ref: "#/components/schemas/Event"}
    """

  static let schemas = """
    Issue:
      type: object
      properties:
        title: {type: string}
        label: {$ref: "#/components/schemas/Label"}
        author: {type: object, properties: {login: {type: string}}}
        state: {type: string, default: open}
        kind: {oneOf: [{$ref: "#/components/schemas/Bug"}, {type: string}]}
        tag: {$ref: "#/components/schemas/Tag"}
    Label: {type: object, properties: {name: {type: string}}}
    Tag: {type: object, properties: {text: {type: string}}}
    Bug: {type: object, properties: {severity: {type: integer}}}
    Filter: {type: object, properties: {state: {type: string}}}
    Event: {type: object, properties: {id: {type: string}}}
    Unused: {type: object, properties: {note: {type: string}}}
    """

  static func mutability(_ translation: GenerationOptions = ModelFixture.options) throws -> [String: Bool] {
    let model = try ModelFixture.model(paths: paths, schemas: schemas, options: translation)
    var result: [String: Bool] = [:]
    func collect(_ decls: [TypeDecl], qualifier: String) {
      for decl in decls {
        let name = qualifier + decl.name
        if case .structure(let structure) = decl.kind { result[name] = structure.isMutable }
        collect(decl.nested, qualifier: name + ".")
      }
    }
    collect(model.types, qualifier: "")
    for namespace in model.namespaces {
      for operation in namespace.operations { collect(operation.nestedTypes, qualifier: operation.typeName + ".") }
    }
    return result
  }

  @Test func onlyModelsNoRequestReachesAreImmutable() throws {
    let mutability = try Self.mutability()
    // Answers only: the named model, its inline object, a choice's member, a response's own body, a stream's item.
    for name in ["Issue", "Issue.Author", "Bug", "CreateIssue.Response", "Event"] {
      #expect(mutability[name] == false, "\(name) should be immutable: \(mutability)")
    }
    // Sent: a body and what it holds (Label is read in Issue too; the body's inline copy of Tag is typed as Tag),
    // a parameter's object; reached by nothing: kept.
    for name in ["CreateIssue.Body", "CreateIssue.Body.Meta", "Label", "Tag", "Filter", "Unused"] {
      #expect(mutability[name] == true, "\(name) should be mutable: \(mutability)")
    }
  }

  @Test func mutableResponsesKeepsEveryModelMutable() throws {
    var translation = ModelFixture.options
    translation.mutableResponses = true
    let mutability = try Self.mutability(translation)
    #expect(!mutability.isEmpty)
    #expect(mutability.values.allSatisfy { $0 }, "\(mutability)")
  }

  @Test func anImmutableModelDeclaresLetPropertiesAndAGetOnlyDefault() throws {
    let loaded = SpecLoader().load(
      bytes: Array(GenModelTests.document(schemas: Self.schemas, paths: Self.paths).utf8), named: "api.yaml")
    let output = try GenerationPipeline.run(
      loaded, config: GeneratorConfig(), moduleName: "API", specFileName: "api.yaml",
      templates: try TemplateSet.builtIn())
    let text = output.files.map(\.contents).joined()
    let issue = try #require(text.range(of: "public nonisolated struct Issue: ").map { String(text[$0.lowerBound...]) })
    let declaration = String(issue.prefix { $0 != "}" })
    #expect(declaration.contains("public let title: String?"), "\(declaration)")
    #expect(declaration.contains("public let label: Label?"), "\(declaration)")
    // A default reads through private storage: get-only, the storage `let` too.
    #expect(declaration.contains("public var state: String { _state ?? \"open\" "), "\(declaration)")
    #expect(issue.contains("private let _state: String?"), "\(issue.prefix(1200))")
    #expect(!issue.prefix(1200).contains("set {"))
    #expect(text.contains("public nonisolated struct Label: Codable, Hashable, Sendable {\n  public var name: String?"))
  }
}
