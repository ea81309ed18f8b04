import Testing
import _APIGenOpenAPI
import _APIGenYAML

@Suite struct SchemaTests {
  private func schemas(_ yaml: String, header: String = header31) throws -> (Spec, OrderedMap<Schema>) {
    let spec = try load(header + "paths: {}\ncomponents:\n  schemas:\n" + yaml)
    return (spec, spec.document.components.schemas)
  }

  // long-function: most of it is the spec under test, inline so that each expectation sits below what it reads.
  @Test func objectKeywords() throws {
    let (spec, schemas) = try schemas(
      """
          Pet:
            title: A pet
            description: Something furry
            type: object
            required: [id, name]
            deprecated: true
            properties:
              id: {type: integer, format: int64, readOnly: true, minimum: 1}
              name: {type: string, minLength: 1, maxLength: 64, pattern: '^[a-z]+$'}
              secret: {type: string, writeOnly: true}
              tags: {type: array, items: {type: string}, minItems: 0, maxItems: 10, uniqueItems: true}
              extra: {type: object, additionalProperties: {type: integer}}
              closed: {type: object, additionalProperties: false, minProperties: 1, maxProperties: 3}
              kind: {type: string, enum: [cat, dog, 'yes', 1], default: cat}
              version: {const: 2}
              score: {type: number, format: double, multipleOf: 0.5, exclusiveMinimum: 0, exclusiveMaximum: 10}
            example: {id: 1, name: tom}
            externalDocs: {url: https://pets.example.com}
      """)
    #expect(lines(spec) == [])
    let pet = try #require(schemas["Pet"])
    #expect(pet.title == "A pet")
    #expect(pet.types == [.object])
    #expect(pet.required == ["id", "name"])
    #expect(pet.deprecated)
    #expect(pet.properties.keys == ["id", "name", "secret", "tags", "extra", "closed", "kind", "version", "score"])
    let id = try #require(pet.properties["id"])
    #expect(id.format == "int64")
    #expect(id.readOnly)
    #expect(id.minimum == 1)
    let name = try #require(pet.properties["name"])
    #expect(name.minLength == 1)
    #expect(name.maxLength == 64)
    #expect(name.pattern == "^[a-z]+$")
    #expect(pet.properties["secret"]?.writeOnly == true)
    let tags = try #require(pet.properties["tags"])
    #expect(tags.items?.value.types == [.string])
    #expect(tags.maxItems == 10)
    #expect(tags.uniqueItems)
    guard case .schema(let extra) = pet.properties["extra"]?.additionalProperties else {
      Issue.record("additionalProperties should be a schema")
      return
    }
    #expect(extra.value.types == [.integer])
    guard case .allowed(false) = pet.properties["closed"]?.additionalProperties else {
      Issue.record("additionalProperties should be false")
      return
    }
    #expect(pet.properties["closed"]?.maxProperties == 3)
    let kind = try #require(pet.properties["kind"])
    #expect(kind.enumValues == [.string("cat"), .string("dog"), .string("yes"), .int(1)])
    #expect(kind.defaultValue == .string("cat"))
    #expect(pet.properties["version"]?.constValue == .int(2))
    let score = try #require(pet.properties["score"])
    #expect(score.exclusiveMinimum == 0)
    #expect(score.exclusiveMaximum == 10)
    #expect(score.multipleOf == 0.5)
    #expect(pet.example?["name"]?.scalar?.value == "tom")
    #expect(pet.externalDocs?.url == "https://pets.example.com")
  }

  @Test func nullabilityIn30And31() throws {
    let (spec30, old) = try schemas("    A: {type: string, nullable: true}\n    B: {type: string}\n", header: header30)
    #expect(lines(spec30) == [])
    #expect(old["A"]?.isNullable == true)
    #expect(old["B"]?.isNullable == false)
    let (spec31, new) = try schemas("    A: {type: [string, 'null']}\n    B: {type: ['null', integer, string]}\n")
    #expect(lines(spec31) == [])
    #expect(new["A"]?.types == [.string])
    #expect(new["A"]?.isNullable == true)
    #expect(new["B"]?.types == [.integer, .string])
  }

  @Test func typeArraysIn30AreReadAs31ReadsThemWithAWarning() throws {
    let (spec, schemas) = try schemas("    A: {type: [string, integer]}\n", header: header30)
    #expect(
      lines(spec) == [
        "api.yaml:6:15: warning: 'type' is a list, which OpenAPI 3.0 does not allow; it is read as OpenAPI 3.1 reads it"
      ])
    #expect(schemas["A"]?.types == [.string, .integer])
  }

  @Test func unknownType() throws {
    let (spec, _) = try schemas("    A: {type: strin}\n")
    #expect(
      lines(spec) == [
        "api.yaml:6:15: error: unknown type 'strin': expected one of null, boolean, object, array, number, string, integer (a format such as int64 or date-time goes in 'format')"
      ])
  }

  @Test func exclusiveBoundsIn30AreFlags() throws {
    let (spec, schemas) = try schemas(
      "    A: {type: integer, minimum: 1, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: false}\n",
      header: header30)
    #expect(lines(spec) == [])
    #expect(schemas["A"]?.exclusiveMinimum == 1)
    #expect(schemas["A"]?.minimum == nil)
    #expect(schemas["A"]?.maximum == 9)
    #expect(schemas["A"]?.exclusiveMaximum == nil)
  }

  @Test func compositionAndDiscriminator() throws {
    let (spec, schemas) = try schemas(
      """
          Cat: {type: object, properties: {kind: {type: string}}}
          Dog: {type: object, properties: {kind: {type: string}}}
          Pet:
            oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
            discriminator:
              propertyName: kind
              mapping: {cat: '#/components/schemas/Cat', dog: Dog}
          Any: {anyOf: [{type: string}, {type: integer}]}
          Both: {allOf: [{$ref: '#/components/schemas/Cat'}, {type: object, properties: {age: {type: integer}}}]}
          NotString: {not: {type: string}}
      """)
    #expect(lines(spec) == [])
    let pet = try #require(schemas["Pet"])
    #expect(pet.oneOf.compactMap { $0.ref?.target.componentName(in: "schemas") } == ["Cat", "Dog"])
    #expect(pet.discriminator?.propertyName == "kind")
    #expect(pet.discriminator?.mapping["dog"] == "Dog")
    #expect(schemas["Any"]?.anyOf.count == 2)
    #expect(schemas["Both"]?.allOf.count == 2)
    #expect(schemas["NotString"]?.not?.value.types == [.string])
  }

  @Test func discriminatorMappingMustResolve() throws {
    let (spec, _) = try schemas(
      """
          Pet:
            oneOf: [{type: object}]
            discriminator: {propertyName: kind, mapping: {cow: Cow}}
      """)
    #expect(
      lines(spec) == ["api.yaml:8:58: error: dangling reference 'Cow': there is no 'Cow' in #/components/schemas"])
  }

  @Test func referenceWithSiblingsIn31KeepsThem() throws {
    let (spec, schemas) = try schemas(
      """
          Base: {type: string}
          Named: {$ref: '#/components/schemas/Base', description: A name, maxLength: 5}
      """)
    #expect(lines(spec) == [])
    let named = try #require(schemas["Named"])
    #expect(named.ref?.raw == "#/components/schemas/Base")
    #expect(named.description == "A name")
    #expect(named.maxLength == 5)
    #expect(!named.isPureReference)
  }

  @Test func referenceWithSiblingsIn30IgnoresAllButTheDescription() throws {
    let (spec, schemas) = try schemas(
      "    Base: {type: string}\n    Named: {$ref: '#/components/schemas/Base', description: A name, maxLength: 5}\n",
      header: header30)
    #expect(lines(spec) == [])
    let named = try #require(schemas["Named"])
    #expect(named.description == "A name")
    #expect(named.maxLength == nil)
    #expect(spec.resolve(named)?.types == [.string])
  }

  @Test func booleanSchemasIn31() throws {
    let (spec, schemas) = try schemas("    Anything: true\n    Nothing: false\n    A: {type: array, items: false}\n")
    #expect(lines(spec) == [])
    #expect(schemas["Anything"]?.boolean == true)
    #expect(schemas["Nothing"]?.boolean == false)
    #expect(schemas["A"]?.items?.value.boolean == false)
  }

  @Test func dataKeywordsAreNeverSearchedForReferences() throws {
    let (spec, schemas) = try schemas(
      """
          A:
            type: object
            default: {$ref: '#/nowhere'}
            enum: [{$ref: '#/nowhere'}]
            examples: [{$ref: '#/nowhere'}]
            x-meta: {$ref: '#/nowhere'}
      """)
    #expect(lines(spec) == [])
    #expect(schemas["A"]?.extensions["x-meta"]?["$ref"]?.scalar?.value == "#/nowhere")
  }

  @Test func wrongShapesAreReportedAtTheValue() throws {
    let (spec, _) = try schemas(
      """
          A:
            type: object
            properties: [a, b]
            required: {a: 1}
            minLength: many
            nullable: maybe
      """)
    #expect(
      lines(spec) == [
        "api.yaml:8:19: error: expected properties to be a mapping, found a sequence",
        "api.yaml:9:17: error: expected required to be a sequence, found a mapping",
        "api.yaml:10:18: error: expected minLength to be an integer, found a string",
        "api.yaml:11:17: error: expected nullable to be true or false, found a string",
      ])
  }
}
