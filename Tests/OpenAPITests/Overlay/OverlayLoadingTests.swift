import Synchronization
import Testing
import _APIGenOpenAPI

/// Overlays given to `SpecLoader`: applied before the description is decoded, and a diagnostic about what an
/// overlay wrote names the overlay's file, line and column.
@Suite struct OverlayLoadingTests {
  static let description = """
    openapi: 3.1.0
    info: {title: Pets, version: '1'}
    paths:
      /pets:
        get:
          operationId: listPets
          responses:
            '200':
              description: OK
              content:
                application/json:
                  schema: {$ref: '#/components/schemas/Pet'}
    components:
      schemas:
        Pet:
          type: object
          properties:
            id: {type: string}
            age: {type: integr}
    """

  static func loader(_ files: [String: String], overlays: [String]) -> SpecLoader {
    SpecLoader(
      readFile: { file in
        guard let text = files[file] else { return .failure(SpecReadError(file: file, reason: "no such file")) }
        return .success(Array(text.utf8))
      }, overlays: overlays)
  }

  @Test func overlaysApplyInOrderBeforeDecoding() throws {
    let files = [
      "api.yaml": Self.description,
      "fix-types.yaml": """
      overlay: 1.0.0
      info: {title: Fix the vendor's types, version: '1'}
      actions:
      - target: $.components.schemas.Pet.properties.age
        update: {type: integer}
      - target: $.components.schemas.Pet
        update: {required: [id]}
      """,
      "rename.yaml": """
      overlay: 1.0.0
      info: {title: Nicer names, version: '1'}
      actions:
      - target: $.paths['/pets'].get.operationId
        update: pets/list
      """,
    ]
    let spec = try Self.loader(files, overlays: ["fix-types.yaml", "rename.yaml"]).load("api.yaml")
    #expect(spec.diagnostics.map(\.description) == [])
    #expect(spec.document.paths.entries.first?.value.operations.first?.operationId == "pets/list")
    let pet = try #require(spec.document.components.schemas["Pet"])
    #expect(pet.required == ["id"])
  }

  @Test func aDiagnosticAboutAnOverlaysNodeNamesTheOverlay() throws {
    let files = [
      "api.yaml": Self.description.replacingOccurrences(of: "integr", with: "integer"),
      "mend.yaml": """
      overlay: 1.0.0
      info: {title: Mend, version: '1'}
      actions:
      - target: $.components.schemas.Pet.properties
        update:
          name: {type: strung}
      - target: $.paths['/users']
        update: {x-a: 1}
      """,
    ]
    let spec = try Self.loader(files, overlays: ["mend.yaml"]).load("api.yaml")
    #expect(
      spec.diagnostics.map(\.description) == [
        "mend.yaml:6:18: error: unknown type 'strung': expected one of null, boolean, object, array, number, string, "
          + "integer (a format such as int64 or date-time goes in 'format')",
        "mend.yaml:7:11: warning: target '$.paths['/users']' selects nothing in the description, so this action "
          + "changes nothing (has the description changed since the overlay was written?)",
      ])
  }

  @Test func anUnreadableOverlayIsAnErrorAtItsName() throws {
    let fixed = Self.description.replacingOccurrences(of: "integr", with: "integer")
    let spec = try Self.loader(["api.yaml": fixed], overlays: ["missing.yaml"]).load("api.yaml")
    #expect(spec.diagnostics.map(\.description) == ["missing.yaml:1:1: error: cannot read the overlay: no such file"])
  }
}
