import APIGenCore
import Testing

@Suite struct TemplateTests {
  func render(_ source: String, _ context: TemplateValue, partials: [String: String] = [:]) throws -> String {
    var templates = ["main": try Template(name: "main.mustache", source: source)]
    for (name, text) in partials { templates[name] = try Template(name: "\(name).mustache", source: text) }
    return try TemplateSet(templates: templates).render("main", context)
  }

  @Test func valuesAreNotHTMLEscaped() throws {
    #expect(try render("a {{x}} {{{x}}} b", .object(["x": "<&\">"])) == "a <&\"> <&\"> b")
  }

  @Test func sectionsRepeatOverListsAndShowForTruthyValues() throws {
    let context: TemplateValue = .object([
      "items": .list([.object(["name": "a"]), .object(["name": "b"])]), "flag": true, "off": false, "empty": "",
    ])
    #expect(try render("{{#items}}[{{name}}]{{/items}}", context) == "[a][b]")
    #expect(try render("{{#flag}}yes{{/flag}}{{#off}}no{{/off}}{{#empty}}no{{/empty}}", context) == "yes")
    #expect(try render("{{^off}}inverted{{/off}}{{^items}}no{{/items}}", context) == "inverted")
    #expect(try render("{{#items}}{{.}}{{/items}}", .object(["items": .list(["x", "y"])])) == "xy")
  }

  @Test func lookupsWalkOutToEnclosingContexts() throws {
    let context: TemplateValue = .object(["access": "public", "items": .list([.object(["name": "a"])])])
    #expect(try render("{{#items}}{{access}} {{name}}{{/items}}", context) == "public a")
    #expect(try render("{{outer.inner}}", .object(["outer": .object(["inner": "deep"])])) == "deep")
  }

  @Test func standaloneTagLinesDisappear() throws {
    let source = "start\n{{#items}}\n  line {{.}}\n{{/items}}\n{{! a comment }}\nend\n"
    #expect(try render(source, .object(["items": .list(["1", "2"])])) == "start\n  line 1\n  line 2\nend\n")
  }

  @Test func standalonePartialsIndentEveryLine() throws {
    let source = "struct A {\n  {{>member}}\n}\n"
    let output = try render(source, .object([:]), partials: ["member": "var x: Int\n\nvar y: Int\n"])
    #expect(output == "struct A {\n  var x: Int\n\n  var y: Int\n}\n")
  }

  @Test func errorsPointAtTheTemplatesLineAndColumn() throws {
    #expect(throws: TemplateError.self) { try Template(name: "t.mustache", source: "a\n  {{#open}}\n") }
    do {
      _ = try Template(name: "t.mustache", source: "a\n  {{#open}}\n")
    } catch {
      #expect(error.description == "t.mustache:2:3: error: section 'open' is never closed")
    }
    do {
      _ = try Template(name: "t.mustache", source: "{{#a}}{{/b}}")
    } catch {
      #expect(error.description == "t.mustache:1:7: error: '{{/b}}' does not match the open section 'a'")
    }
    do {
      _ = try Template(name: "t.mustache", source: "x {{name")
    } catch {
      #expect(error.description == "t.mustache:1:3: error: a tag opened here is never closed with '}}'")
    }
    #expect(throws: TemplateError.self) { try render("{{>missing}}", .object([:])) }
    #expect(throws: TemplateError.self) { try render("{{>main}}", .object([:])) }
  }
}
