import Foundation
import Testing
import _APIGenOpenAPI
import _APIGenYAML

@Suite struct ReferenceTests {
  @Test func pointerEscapesAndPercentDecoding() throws {
    #expect(JSONPointer.decode("/paths/~1users~1{id}/get") == ["paths", "/users/{id}", "get"])
    #expect(JSONPointer.decode("/a~0b") == ["a~b"])
    #expect(JSONPointer.decode("/with%20space/caf%C3%A9") == ["with space", "café"])
    #expect(JSONPointer.decode("") == [])
    #expect(JSONPointer.decode("no-slash") == nil)
    #expect(JSONPointer.decode("/bad~2") == nil)
    #expect(JSONPointer.encode(["a/b", "c~d"]) == "/a~1b/c~0d")
  }

  @Test func localPointersIntoAnyPartOfTheDocument() throws {
    let spec = try load(
      header30 + """
        paths:
          /users/{id}:
            get:
              parameters:
                - {name: id, in: path, required: true, schema: {type: string}}
              responses: {'200': {description: OK}}
          /copy/{id}:
            get:
              parameters:
                - $ref: '#/paths/~1users~1%7Bid%7D/get/parameters/0'
              responses: {'200': {description: OK}}
        components:
          schemas:
            'a/b': {type: string}
            'c~d': {type: integer}
            Holder:
              properties:
                x: {$ref: '#/components/schemas/a~1b'}
                y: {$ref: '#/components/schemas/c~0d'}
        """)
    #expect(lines(spec) == [])
    let parameter = try #require(spec.document.paths["/copy/{id}"]?.operation(.get)?.parameters.first)
    #expect(spec.resolve(parameter)?.name == "id")
    let holder = try #require(spec.document.components.schemas["Holder"])
    #expect(holder.properties["x"].flatMap { spec.resolve($0) }?.types == [.string])
    #expect(holder.properties["y"].flatMap { spec.resolve($0) }?.types == [.integer])
  }

  @Test func externalFilesAreLoadedOncePerFile() throws {
    let files = MemoryFiles([
      "api.yaml": header30 + """
        paths:
          /pets:
            get:
              responses:
                '200':
                  description: OK
                  content: {application/json: {schema: {$ref: 'schemas/pet.yaml'}}}
                default: {$ref: 'common.yaml#/components/responses/Error'}
          /owners:
            get:
              responses:
                '200':
                  description: OK
                  content: {application/json: {schema: {$ref: './common.yaml#/components/schemas/Owner'}}}
        """,
      "schemas/pet.yaml": "type: object\nproperties:\n  owner: {$ref: '../common.yaml#/components/schemas/Owner'}\n",
      "common.yaml": """
      components:
        schemas:
          Owner: {type: object, properties: {name: {type: string}}}
          Error: {type: object, properties: {message: {type: string}}}
        responses:
          Error:
            description: Error
            content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}
      """,
    ])
    let spec = try files.loader.load("api.yaml")
    #expect(lines(spec) == [])
    #expect(
      spec.files == ["api.yaml", "common.yaml", "schemas/pet.yaml"]
        || spec.files == ["api.yaml", "schemas/pet.yaml", "common.yaml"])
    #expect(files.readCount("common.yaml") == 1)
    #expect(files.readCount("schemas/pet.yaml") == 1)
    let get = try #require(spec.document.paths["/pets"]?.operation(.get))
    let ok = try #require(spec.resolve(get.responses[0].response))
    let pet = try #require(ok.content["application/json"]?.schema.flatMap { spec.resolve($0) })
    let owner = try #require(pet.properties["owner"].flatMap { spec.resolve($0) })
    #expect(owner.properties.keys == ["name"])
    let error = try #require(spec.resolve(get.responses[1].response))
    #expect(error.content["application/json"]?.schema.flatMap { spec.resolve($0) }?.properties.keys == ["message"])
  }

  @Test func recursiveSchemasAreLegalAndNeverLoop() throws {
    let spec = try load(
      header30 + """
        paths: {}
        components:
          schemas:
            Node:
              type: object
              properties:
                children: {type: array, items: {$ref: '#/components/schemas/Node'}}
                parent: {$ref: '#/components/schemas/Node'}
            A: {type: object, properties: {b: {$ref: '#/components/schemas/B'}}}
            B: {type: object, properties: {a: {$ref: '#/components/schemas/A'}}}
        """)
    #expect(lines(spec) == [])
    let node = try #require(spec.document.components.schemas["Node"])
    #expect(node.properties["parent"].flatMap { spec.resolve($0) }?.properties.keys == ["children", "parent"])
  }

  @Test func danglingLocalReferenceIsReportedAtTheReference() throws {
    let spec = try load(
      header30 + """
        paths:
          /a:
            get:
              responses:
                '200':
                  description: OK
                  content: {application/json: {schema: {$ref: '#/components/schemas/Missing'}}}
        components:
          schemas:
            Present: {type: string}
        """)
    #expect(
      lines(spec) == [
        "api.yaml:9:55: error: dangling reference '#/components/schemas/Missing': there is no 'Missing' in #/components/schemas"
      ])
  }

  @Test func danglingReferenceIntoAMissingSection() throws {
    let spec = try load(
      header30
        + "paths:\n  /a:\n    get:\n      parameters: [{$ref: '#/components/parameters/limit'}]\n      responses: {}\n")
    #expect(
      lines(spec) == [
        "api.yaml:6:27: error: dangling reference '#/components/parameters/limit': there is no 'components' at the top of api.yaml",
        "api.yaml:7:18: warning: an operation without any response; callers will get no value",
      ])
  }

  @Test func danglingExternalReferences() throws {
    let spec = try load(
      header30 + """
        paths: {}
        components:
          schemas:
            A: {$ref: 'common.yaml#/components/schemas/Nope'}
            B: {$ref: 'missing.yaml#/X'}
            C: {$ref: 'missing.yaml#/Y'}
        """,
      files: ["common.yaml": "components:\n  schemas:\n    Other: {type: string}\n"])
    #expect(
      lines(spec) == [
        "api.yaml:6:15: error: dangling reference 'common.yaml#/components/schemas/Nope': there is no 'Nope' in common.yaml#/components/schemas",
        "api.yaml:7:15: error: cannot read 'missing.yaml', which reference 'missing.yaml#/X' names: no such file",
      ])
  }

  @Test func referenceCycleAcrossTwoFilesIsAnErrorNotAHang() throws {
    let spec = try load(
      header30 + """
        paths: {}
        components:
          schemas:
            Start: {$ref: 'other.yaml#/Ping'}
        """,
      files: ["other.yaml": "Ping: {$ref: 'api.yaml#/components/schemas/Pong'}\n"]
    )
    // Pong does not exist: dangling, not a cycle.
    #expect(
      lines(spec) == [
        "other.yaml:1:14: error: dangling reference 'api.yaml#/components/schemas/Pong': there is no 'Pong' in api.yaml#/components/schemas"
      ])

    let cyclic = try load(
      header30 + """
        paths: {}
        components:
          schemas:
            Start: {$ref: 'other.yaml#/Ping'}
        """,
      files: ["other.yaml": "Ping: {$ref: 'api.yaml#/components/schemas/Start'}\n"])
    #expect(
      lines(cyclic) == [
        "api.yaml:6:19: error: reference cycle: other.yaml#/Ping -> api.yaml#/components/schemas/Start -> other.yaml#/Ping never reaches a definition"
      ])
    let start = try #require(cyclic.document.components.schemas["Start"])
    #expect(cyclic.resolve(start) == nil)
  }

  @Test func referenceToTheWrongKindOfComponent() throws {
    let spec = try load(
      header30 + """
        paths:
          /a:
            get:
              parameters: [{$ref: '#/components/schemas/Limit'}]
              responses: {'200': {description: OK}}
        components:
          schemas:
            Limit: {type: integer}
        """)
    #expect(
      lines(spec) == [
        "api.yaml:6:27: error: reference '#/components/schemas/Limit' points at a schema, but a parameter belongs here"
      ])
  }

  @Test func remoteReferencesAreRefusedClearly() throws {
    let spec = try load(
      header30 + "paths: {}\ncomponents:\n  schemas:\n    A: {$ref: 'https://example.com/s.yaml#/A'}\n")
    #expect(
      lines(spec) == [
        "api.yaml:6:15: error: remote reference 'https://example.com/s.yaml#/A' is not supported; download the file and reference it by a relative path"
      ])
  }

  @Test func realFilesOnDiskWithRelativeReferences() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("apigen-refs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("schemas"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try
      (header30 + """
        paths:
          /pets:
            get:
              responses:
                '200':
                  description: OK
                  content: {application/json: {schema: {$ref: './schemas/pet.yaml'}}}
        """).write(to: directory.appendingPathComponent("api.yaml"), atomically: true, encoding: .utf8)
    try "type: object\nproperties:\n  name: {$ref: '../common.yaml#/Name'}\n  age: {$ref: '../common.yaml#/Age'}\n"
      .write(to: directory.appendingPathComponent("schemas/pet.yaml"), atomically: true, encoding: .utf8)
    try "Name: {type: string}\n".write(
      to: directory.appendingPathComponent("common.yaml"), atomically: true, encoding: .utf8)

    let root = directory.appendingPathComponent("api.yaml").path
    let spec = try SpecLoader().load(root)
    #expect(
      lines(spec) == [
        "\(directory.path)/schemas/pet.yaml:4:15: error: dangling reference '../common.yaml#/Age': there is no 'Age' at the top of \(directory.path)/common.yaml"
      ])
    #expect(spec.files.count == 3)
  }
}
