import Foundation
import Testing
import _APIGenOpenAPI
import _APIGenYAML

/// Every field OpenAPI 3.2's schema gives an object (Tests/Fixtures/OpenAPI32/Schema, the OpenAPI Initiative's),
/// put in a document where that object belongs: the decoder must read it or warn about it at its line. A field
/// that is neither is a silent drop, which this test exists to make impossible.
@Suite struct OpenAPI32SchemaCoverageTests {
  static let schemaFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/OpenAPI32/Schema")

  /// A field no object in the standard has: a decoder that walks an object records it as unknown, which shows the
  /// object was walked at all.
  static let probe = "probeUnknownField"

  @Test func theSchemaGivesTheFieldsThisTestExpects() throws {
    let objects = try Self.schemaObjects()
    // The walk below finds the objects a schema change would add: each needs a place in a document.
    #expect(Set(objects.keys).subtracting(SchemaCoverageHosts.all.keys).sorted() == [])
    #expect(objects["tag"] == ["name", "summary", "description", "externalDocs", "parent", "kind"])
    #expect(objects["parameter"]?.contains("style") == true)  // from its dependentSchemas
    #expect(objects["parameter"]?.contains("examples") == true)  // from the `examples` it refers to
    #expect(objects["oauth-flows/device-authorization"]?.contains("deviceAuthorizationUrl") == true)
    #expect(objects.values.map(\.count).reduce(0, +) > 150)
  }

  @Test func everyFieldIsReadOrReportedAtItsLine() throws {
    var failures: [String] = []
    var checked = 0
    for (object, fields) in try Self.schemaObjects().sorted(by: { $0.key < $1.key }) {
      let host = try #require(SchemaCoverageHosts.all[object], "no place for \(object)")
      for field in fields {
        checked += 1
        if let failure = try Self.check(field, of: object, host: host) { failures.append(failure) }
      }
    }
    #expect(failures == [])
    #expect(checked > 150)
  }

  /// Nil when `field` is read or reported; otherwise what went wrong, with the document.
  static func check(_ field: String, of object: String, host: SchemaCoverageHost) throws -> String? {
    let (document, line) = host.document(with: field)
    let spec = SpecLoader().load(bytes: Array(document.utf8), named: "api.yaml")
    // A map of keys (`responses`) has no unknown fields: a key it cannot read is an error at its line.
    let walked =
      spec.unknownFields.contains { $0.key == probe && $0.mark.line == line + 1 }
      || spec.diagnostics.contains { $0.mark.line == line + 1 && $0.message.contains("'\(probe)'") }
    let unknown = spec.unknownFields.contains { $0.key == field && $0.mark.line == line }
    let reported = spec.diagnostics.contains { $0.mark.line == line && $0.message.contains("'\(field)'") }
    if !walked { return "\(object).\(field): the object was not walked (no unknown-field record of the probe)" }
    if unknown && !reported {
      return "\(object).\(field): neither read nor reported\n\(document)"
    }
    return nil
  }

  // MARK: Reading the schema

  /// The fields of each object the schemas define, by `$defs` name (`meta/` for the base vocabulary's, `oauth-flows/`
  /// for the single flows), in schema order.
  static func schemaObjects() throws -> [String: [String]] {
    var objects: [String: [String]] = [:]
    let schema = try load("schema.yaml")
    objects["document"] = fields(of: schema, defs: schema, nestedDefs: false)
    for pair in schema["$defs"]?.mapping ?? [] {
      guard let name = pair.key.scalar?.value, !["examples", "explode-for-form"].contains(name) else { continue }
      if name == "oauth-flows" {
        for flow in pair.value["$defs"]?.mapping ?? [] {
          objects["oauth-flows/" + (flow.key.scalar?.value ?? "")] = fields(of: flow.value, defs: schema)
        }
      }
      let own = fields(of: pair.value, defs: schema, nestedDefs: name != "oauth-flows")
      if !own.isEmpty { objects[name] = own }
    }
    let meta = try load("meta.yaml")
    objects["meta/schema"] = fields(of: meta, defs: meta, nestedDefs: false)
    for name in ["discriminator", "xml", "external-docs"] {
      if let node = meta["$defs"]?[name] { objects["meta/" + name] = fields(of: node, defs: meta) }
    }
    return objects
  }

  private static func load(_ file: String) throws -> Node {
    let bytes = try Array(Data(contentsOf: schemaFolder.appendingPathComponent(file)))
    return try #require(try YAMLParser.parse(bytes: bytes))
  }

  /// The `properties` an object's schema names, with those of the subschemas that apply to the same object (`then`,
  /// `else`, `allOf`, `dependentSchemas`, nested `$defs`) and of the shared `examples` it refers to; not those of
  /// `if`, which are conditions.
  private static func fields(of node: Node, defs root: Node, nestedDefs: Bool = true) -> [String] {
    var names = (node["properties"]?.mapping ?? []).compactMap { $0.key.scalar?.value }
    if node["$ref"]?.scalar?.value == "#/$defs/examples", let examples = root["$defs"]?["examples"] {
      names += fields(of: examples, defs: root)
    }
    var parts: [Node] = [node["then"], node["else"]].compactMap { $0 }
    for key in ["allOf", "anyOf", "oneOf"] { parts += node[key]?.sequence ?? [] }
    for key in ["dependentSchemas"] + (nestedDefs ? ["$defs"] : []) {
      parts += (node[key]?.mapping ?? []).map(\.value)
    }
    for part in parts {
      for name in fields(of: part, defs: root) where !names.contains(name) { names.append(name) }
    }
    return names
  }
}
