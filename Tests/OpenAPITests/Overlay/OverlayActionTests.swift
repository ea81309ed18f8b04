import Testing
import _APIGenOpenAPI
import _APIGenYAML

/// Each action of the Overlay Specification on small descriptions, with the merge rules, the order members land in,
/// and the errors and warnings at the overlay's line and column.
@Suite struct OverlayActionTests {
  static let description = """
    openapi: 3.1.0
    info: {title: Pets, version: '1'}
    paths:
      /pets:
        get:
          operationId: listPets
          tags: [pets, dummy]
          parameters:
          - {name: dummy, in: query}
          - {name: limit, in: query}
          - {name: dummy, in: header}
          responses:
            '200': {description: OK}
      /pets/{id}:
        delete:
          responses:
            '204': {description: Gone}
    """

  @Test func updateMergesReplacesConcatenatesAndAppends() throws {
    let application = try applyOverlay(
      """
      overlay: 1.1.0
      info: {title: Mend, version: '1'}
      actions:
      - target: $.paths['/pets'].get
        update:
          operationId: pets_list
          x-new: true
          tags: [animals]
          responses:
            '500': {description: Oops}
      - target: $.paths.*.get.parameters
        update: {name: page, in: query}
      - target: $.info.title
        update: Pets API
      """, to: Self.description)
    #expect(application.diagnostics.map(\.description) == [])
    let get = try #require(application.document["paths"]?["/pets"]?["get"])
    #expect(get.mapping?.map { $0.key.scalar?.value } == ["operationId", "tags", "parameters", "responses", "x-new"])
    #expect(get["operationId"]?.scalar?.value == "pets_list")
    #expect(get["tags"]?.sequence?.compactMap(\.scalar?.value) == ["pets", "dummy", "animals"])
    #expect(get["responses"]?.mapping?.compactMap(\.key.scalar?.value) == ["200", "500"])
    #expect(
      get["parameters"]?.sequence?.compactMap { $0["name"]?.scalar?.value } == ["dummy", "limit", "dummy", "page"])
    #expect(application.document["info"]?["title"]?.scalar?.value == "Pets API")
  }

  @Test func removeTakesEverySelectedNodeWhateverItsPosition() throws {
    let application = try applyOverlay(
      """
      overlay: 1.0.0
      info: {title: Mend, version: '1'}
      actions:
      - target: $.paths.*.get.parameters[?@.name == 'dummy']
        remove: true
      - target: $.paths.*.get.tags[?@ == 'dummy']
        remove: true
      - target: $.paths..responses['204']
        remove: true
      """, to: Self.description)
    #expect(application.diagnostics.map(\.description) == [])
    let get = try #require(application.document["paths"]?["/pets"]?["get"])
    #expect(get["parameters"]?.sequence?.compactMap { $0["name"]?.scalar?.value } == ["limit"])
    #expect(get["tags"]?.sequence?.compactMap(\.scalar?.value) == ["pets"])
    #expect(application.document["paths"]?["/pets/{id}"]?["delete"]?["responses"]?.mapping?.isEmpty == true)
  }

  /// The specification's "Simple Copy" example, then a move: copy, then remove the original.
  @Test func copyMergesADocumentNodeAndCanMoveOne() throws {
    let application = try applyOverlay(
      """
      overlay: 1.1.0
      info: {title: Move, version: '1'}
      actions:
      - target: '$.paths["/pets/{id}"]'
        copy: '$.paths["/pets"]'
      - target: $.paths
        update: {/animals: {}}
      - target: $.paths['/animals']
        copy: $.paths['/pets']
      - target: $.paths['/pets']
        remove: true
      """, to: Self.description)
    #expect(application.diagnostics.map(\.description) == [])
    let paths = try #require(application.document["paths"])
    #expect(paths.mapping?.compactMap(\.key.scalar?.value) == ["/pets/{id}", "/animals"])
    #expect(paths["/pets/{id}"]?.mapping?.compactMap(\.key.scalar?.value) == ["delete", "get"])
    #expect(paths["/animals"]?["get"]?["operationId"]?.scalar?.value == "listPets")
  }

  /// Actions that each have a problem of their own, from line 4 of an overlay.
  static let faultyActions = """
    - target: $.paths['/users']
      update: {x-a: 1}
    - target: $.paths['/pets'].get
      update: not a mapping
    - target: $.paths['/pets'].get
      update:
        tags: {not: a list}
    - target: $.paths['/pets']
      copy: $.paths.*
    - target: $
      remove: true
    - target: $.info
    """

  @Test func problemsAreAtTheOverlaysLineAndColumn() throws {
    let header = "overlay: 1.1.0\ninfo: {title: Broken, version: '1'}\nactions:\n"
    let malformed = "- target: $.paths[?@.get\n  update: {x-a: 1}\n"
    let application = try applyOverlay(header + malformed + Self.faultyActions, to: Self.description)
    #expect(
      application.diagnostics.map(\.description) == [
        "overlay.yaml:4:25: error: target '$.paths[?@.get' is not a JSONPath query: expected ',' or ']' in a "
          + "bracketed selection"
      ])
    // An overlay with an error in its own form changes nothing; without it, each action reports its own problem.
    let actions = try applyOverlay(header + Self.faultyActions, to: Self.description)
    #expect(
      actions.diagnostics.map(\.description) == [
        "overlay.yaml:4:11: warning: target '$.paths['/users']' selects nothing in the description, so this action "
          + "changes nothing (has the description changed since the overlay was written?)",
        "overlay.yaml:7:11: error: target '$.paths['/pets'].get' selects mappings, so this must be a mapping of "
          + "what to merge, not a string",
        "overlay.yaml:10:11: error: 'tags' is a sequence in the description; the overlay cannot merge a mapping "
          + "into it (at $['paths']['/pets']['get'] in the description)",
        "overlay.yaml:12:9: error: copy '$.paths.*' selects 2 nodes; it must select exactly one",
        "overlay.yaml:13:11: error: the whole description cannot be removed",
        "overlay.yaml:15:3: warning: this action has no update, copy or remove: true, so it changes nothing",
      ])
  }

  @Test func aDocumentThatIsNoOverlaySaysWhatIsMissing() throws {
    let application = try applyOverlay(
      """
      overlay: 1.0.0
      info: {title: Old}
      actions:
      - target: $.info
        copy: $.info
        remove: maybe
        replace: true
      """, to: Self.description)
    #expect(
      application.diagnostics.map(\.description) == [
        "overlay.yaml:2:7: error: info needs 'version'",
        "overlay.yaml:5:3: error: 'copy' is an Overlay 1.1 field; this overlay says it is 1.0",
        "overlay.yaml:6:11: error: remove must be true or false, not a string",
        "overlay.yaml:7:3: error: 'replace' is not a field of an action",
      ])
  }
}
