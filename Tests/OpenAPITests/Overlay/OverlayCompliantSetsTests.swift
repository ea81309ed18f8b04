import Testing
import _APIGenJSONPath
import _APIGenOpenAPI
import _APIGenYAML

/// The Overlay Specification's compliant sets: each overlay applied to its description gives its output, and says
/// nothing. Compared as JSON: the specification leaves where an inserted member goes open, and the sets' outputs
/// place them by hand (we append them; `OverlayActionTests` checks that).
@Suite struct OverlayCompliantSetsTests {
  @Test(arguments: try OverlayFixtures.files(in: "compliant-sets").filter { !$0.hasSuffix(".md") })
  func compliantSet(_ name: String) throws {
    let description = try OverlayFixtures.node("compliant-sets/\(name)/openapi.yaml")
    var application = OverlayApplication(document: description, overlayFile: "overlay.yaml", source: 0)
    application.apply(try OverlayFixtures.node("compliant-sets/\(name)/overlay.yaml"))
    #expect(application.diagnostics.map(\.description) == [])
    let expected = try OverlayFixtures.node("compliant-sets/\(name)/output.yaml")
    let got = try YAMLEmitter.emit(application.document)
    let equal = NodeEquality.equal(application.document, expected)
    #expect(equal, "\(got)")
  }
}

/// The schema's test documents: those it accepts apply without an error, those it rejects are errors and change
/// nothing.
@Suite struct OverlayDocumentTests {
  static let description = try! YAMLParser.parse(
    """
    openapi: 3.1.0
    info: {title: T, version: '1'}
    paths: {}
    """)!

  @Test(
    arguments: ["v1.0", "v1.1"].flatMap { version in
      (try? OverlayFixtures.files(in: "tests/\(version)/pass"))?.map { "tests/\(version)/pass/\($0)" } ?? []
    })
  func accepted(_ path: String) throws {
    // The traits example's target, `$.paths.*.get[?@.x-oai-traits.paged]`, is not RFC 9535 JSONPath (a member name
    // after a dot cannot hold `-`; the specification's text writes `['x-oai-traits']`): the schema checks only that
    // it starts with `$`. It must be an error at its line, not a silent no-op.
    if path.hasSuffix("actions-traits-example.yaml") {
      var application = OverlayApplication(document: Self.description, overlayFile: path, source: 0)
      application.apply(try OverlayFixtures.node(path))
      #expect(
        application.diagnostics.map(\.description) == [
          "\(path):6:31: error: target '$.paths.*.get[?@.x-oai-traits.paged]' is not a JSONPath query: expected ',' "
            + "or ']' in a bracketed selection"
        ])
      return
    }
    var application = OverlayApplication(document: Self.description, overlayFile: path, source: 0)
    application.apply(try OverlayFixtures.node(path))
    #expect(application.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
  }

  @Test(
    arguments: ["v1.0", "v1.1"].flatMap { version in
      (try? OverlayFixtures.files(in: "tests/\(version)/fail"))?.map { "tests/\(version)/fail/\($0)" } ?? []
    })
  func rejected(_ path: String) throws {
    var application = OverlayApplication(document: Self.description, overlayFile: path, source: 0)
    application.apply(try OverlayFixtures.node(path))
    let errors = application.diagnostics.filter { $0.severity == .error }
    #expect(!errors.isEmpty)
    #expect(errors.allSatisfy { $0.file == path && $0.line >= 1 })
    let unchanged = sameTree(application.document, Self.description)
    #expect(unchanged)
  }

  @Test func passAndFailDocumentsAreThere() throws {
    #expect(try OverlayFixtures.files(in: "tests/v1.1/pass").count >= 10)
    #expect(try OverlayFixtures.files(in: "tests/v1.1/fail").count >= 15)
  }
}
