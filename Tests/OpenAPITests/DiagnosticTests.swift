import Testing
import _APIGenOpenAPI
import _APIGenYAML

@Suite struct DiagnosticTests {
  @Test func printedLikeTheSwiftCompiler() {
    let diagnostic = Diagnostic(
      .error, "something is off", file: "specs/x.yaml", mark: Mark(line: 12, column: 7), path: "/info")
    #expect(diagnostic.description == "specs/x.yaml:12:7: error: something is off")
    #expect(Diagnostic(.warning, "hm", file: "a.json", mark: .start).description == "a.json:1:1: warning: hm")
  }

  @Test func diagnosticsCarryTheJSONPointerPath() throws {
    let spec = try load(
      header30 + "paths:\n  /a~b:\n    get:\n      responses: {'200': {description: OK, headers: 3}}\n")
    #expect(spec.diagnostics.first?.path == "/paths/~1a~0b/get/responses/200/headers")
    #expect(lines(spec) == ["api.yaml:6:53: error: expected headers to be a mapping, found a number"])
  }

  @Test func anOperationServerThatIsNotAURLTemplateIsLocated() throws {
    let spec = try load(
      header30 + """
        paths:
          /a:
            servers:
              - url: "https://{region.example.com"
                variables: {region: {default: eu}}
            get:
              servers:
                - url: https://up loads.example.com
              responses: {'200': {description: OK}}
          /b:
            get:
              servers: [{url: "https://x.example.com/{}"}]
              responses: {'200': {description: OK}}
        """)
    #expect(
      lines(spec) == [
        "api.yaml:6:9: error: server URL 'https://{region.example.com' is not a valid URL template: '{' without '}'",
        "api.yaml:10:11: error: server URL 'https://up loads.example.com' is not a valid URL template: it contains a space",
        "api.yaml:14:17: error: server URL 'https://x.example.com/{}' is not a valid URL template: an empty variable '{}'",
      ])
  }

  @Test func missingOpenAPIInfoAndPaths() throws {
    #expect(
      lines(try load("info: {title: T, version: '1'}\npaths: {}\n")) == [
        "api.yaml:1:1: error: missing required field 'openapi' (the OpenAPI version, such as 3.1.0)"
      ])
    #expect(lines(try load("openapi: 3.0.0\npaths: {}\n")) == ["api.yaml:1:1: error: missing required field 'info'"])
    #expect(lines(try load(header30)) == ["api.yaml:1:1: error: missing required field 'paths'"])
    #expect(
      lines(try load(header31)) == [
        "api.yaml:1:1: error: missing 'paths': an OpenAPI 3.1 document needs at least one of 'paths', 'webhooks' or 'components'"
      ])
    #expect(
      lines(try load("openapi: 3.0.0\ninfo: {}\npaths: {}\n")) == [
        "api.yaml:2:7: error: missing required field 'title' in info",
        "api.yaml:2:7: error: missing required field 'version' in info",
      ])
  }

  @Test func aStringWhereAnObjectBelongs() throws {
    let spec = try load("openapi: 3.0.0\ninfo: Pets API\npaths:\n  /a: just a string\n")
    #expect(
      lines(spec) == [
        "api.yaml:2:7: error: expected info to be a mapping, found a string",
        "api.yaml:4:7: error: expected a path item to be a mapping, found a string",
      ])
  }

  @Test func everyErrorIsReportedNotOnlyTheFirst() throws {
    let spec = try load(
      header30 + """
        paths:
          /a:
            get:
              parameters:
                - {name: a, in: body}
                - {in: query}
              responses: {'200': {description: OK}, '99': {description: no}, '2xx': {description: ok}}
        """)
    #expect(
      lines(spec) == [
        "api.yaml:7:25: error: invalid parameter location 'body': expected path, query, querystring, header or cookie",
        "api.yaml:8:11: error: missing required field 'name' in a parameter",
        "api.yaml:9:51: error: invalid response key '99': expected an HTTP status code (such as 200), a range (2XX) or 'default'",
      ])
  }

  @Test func diagnosticsAreCapped() throws {
    let parameters = (0..<300).map { "        - {name: p\($0), in: nowhere}\n" }.joined()
    let spec = try MemoryFiles([
      "api.yaml": header30 + "paths:\n  /a:\n    get:\n      responses: {'200': {description: OK}}\n      parameters:\n"
        + parameters
    ]).loader.load("api.yaml")
    // One message in 300 places: three shown, the rest counted in one note.
    #expect(spec.diagnostics.count == 3)
    #expect(spec.diagnosticCounts[.error] == 300)
    #expect(spec.diagnosticLines.count == 4)
    #expect(
      spec.diagnosticLines.last
        == "api.yaml: note: 297 more places with the error 'invalid parameter location 'nowhere': expected path, query, querystring, header or cookie' not shown"
    )
  }

  @Test func distinctDiagnosticsAreCappedAndTheRestCounted() throws {
    let parameters = (0..<300).map { "        - {name: p\($0), in: nowhere\($0)}\n" }.joined()
    let spec = try MemoryFiles([
      "api.yaml": header30 + "paths:\n  /a:\n    get:\n      responses: {'200': {description: OK}}\n      parameters:\n"
        + parameters
    ]).loader.load("api.yaml")
    #expect(spec.diagnostics.count == 200)
    #expect(spec.droppedDiagnostics == 100)
    #expect(spec.diagnosticCounts[.error] == 300)
    #expect(spec.diagnosticLines.last == "api.yaml: note: 100 more diagnostics not shown (the first 200 are)")
    #expect(spec.hasErrors)
  }

  @Test func yamlErrorsBecomeDiagnosticsAtTheirPosition() throws {
    #expect(
      lines(try load("openapi: 3.0.0\ninfo:\n  title: 'Pets\n")) == [
        "api.yaml:3:10: error: unclosed quoted string: the quote that opens here is never closed"
      ])
  }

  @Test func emptyFile() throws {
    #expect(lines(try load("")) == ["api.yaml:1:1: error: the file is empty; expected an OpenAPI document"])
    #expect(
      lines(try load("# only a comment\n")) == ["api.yaml:1:1: error: the file is empty; expected an OpenAPI document"])
  }

  @Test func binaryFile() throws {
    let spec = SpecLoader().load(bytes: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00], named: "tool")
    #expect(lines(spec) == ["tool:1:8: error: the file is binary (a NUL byte at offset 7), not YAML or JSON text"])
  }

  @Test func missingFileThrows() throws {
    #expect(throws: SpecReadError.self) { try SpecLoader().load("/definitely/not/here.yaml") }
    do {
      _ = try SpecLoader().load("/definitely/not/here.yaml")
    } catch {
      #expect(error.description == "/definitely/not/here.yaml: error: cannot read the file: no such file")
    }
  }

  @Test func unsupportedAndNewerVersions() throws {
    #expect(
      lines(try load("openapi: 4.0.0\ninfo: {title: T, version: '1'}\npaths: {}\n")) == [
        "api.yaml:1:10: error: unsupported OpenAPI version '4.0.0'; APIGen reads 3.0.x and 3.1.x"
      ])
    #expect(
      lines(try load("openapi: 3.2.0\ninfo: {title: T, version: '1'}\npaths: {}\n")) == [
        "api.yaml:1:10: warning: OpenAPI 3.2.0 is newer than this version of APIGen knows; reading it as 3.1"
      ])
  }

  @Test func aDocumentThatIsNotAMapping() throws {
    #expect(
      lines(try load("- a\n- b\n")) == [
        "api.yaml:1:1: error: expected an OpenAPI document (a mapping with 'openapi', 'info' and 'paths'), found a sequence"
      ])
  }

  @Test func jsonSpecsWork() throws {
    let spec = try load(
      #"{"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {"/a": {"get": {"responses": {"200": {"description": "OK"}}}}}}"#
    )
    #expect(lines(spec) == [])
    #expect(spec.document.operations.first?.name == "get-a")
  }
}
