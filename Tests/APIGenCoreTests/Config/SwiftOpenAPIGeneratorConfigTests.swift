import APIGenCore
import Testing
import _APIGenOpenAPI

/// swift-openapi-generator's config keys, one by one: each is mapped to what does the same in APIGen, or reported
/// at its line and column.
@Suite struct SwiftOpenAPIGeneratorConfigTests {
  static let file = "openapi-generator-config.yaml"

  /// What a config of `generate: [types, client]` alone gives: swift-openapi-generator's defaults.
  static let defaults = {
    var config = GeneratorConfig()
    config.access = .internal
    return config
  }()

  static func parse(_ text: String) -> (GeneratorConfig, [String]) {
    let (config, diagnostics) = SwiftOpenAPIGeneratorConfig.parse(text, file: file)
    return (config, diagnostics.map(\.description))
  }

  @Test func typesAndClientAreWhatAPIGenGeneratesAndTheSchemaCommentIsAccepted() {
    let (config, diagnostics) = Self.parse(
      """
      # yaml-language-server: $schema=https://raw.githubusercontent.com/apple/swift-openapi-generator/main/Public/openapi-generator-config.schema.json
      generate:
        - types
        - client

      """)
    #expect(diagnostics.isEmpty)
    #expect(config == Self.defaults)
  }

  @Test func generateAloneOrWithoutAModeOrWithAServerIsReportedWhereItIsWritten() {
    #expect(
      Self.parse("generate: [types]\n").1 == [
        "\(Self.file):1:11: warning: APIGen generates the types and the client together, in one module: this target gets both, as 'generate: [types, client]'"
      ])
    #expect(
      Self.parse("generate: [client]\n").1.first?.hasPrefix("\(Self.file):1:11: warning: APIGen generates the types")
        == true)
    #expect(
      Self.parse("generate:\n  - types\n  - server\n").1 == [
        "\(Self.file):3:5: error: APIGen generates clients, not servers; leave 'server' to swift-openapi-generator, or serve the spec offline with 'apigen mock SPEC'"
      ])
    #expect(
      Self.parse("generate: []\n").1 == [
        "\(Self.file):1:11: error: 'generate' lists nothing to generate; write 'generate: [types, client]'"
      ])
    #expect(
      Self.parse("generate: [types, clients]\n").1 == [
        "\(Self.file):1:19: error: unknown mode 'clients'; expected types, client or server",
        "\(Self.file):1:11: warning: APIGen generates the types and the client together, in one module: this target gets both, as 'generate: [types, client]'",
      ])
    #expect(
      Self.parse("accessModifier: public\n").1 == [
        "\(Self.file):1:1: error: 'generate' is missing; write 'generate: [types, client]'"
      ])
  }

  @Test func accessModifierIsTheAccessLevel() {
    #expect(Self.parse("generate: [types, client]\n").0.access == .internal)  // swift-openapi-generator's default
    for level in ["public", "package", "internal"] {
      let (config, diagnostics) = Self.parse("generate: [types, client]\naccessModifier: \(level)\n")
      #expect(diagnostics.isEmpty)
      #expect(config.access?.rawValue == level)
    }
    #expect(
      Self.parse("generate: [types, client]\naccessModifier: open\n").1 == [
        "\(Self.file):2:17: error: accessModifier must be public, package or internal, not 'open'"
      ])
  }

  @Test func filterSelectsOperationsTagsPathsAndSchemas() {
    let (config, diagnostics) = Self.parse(
      """
      generate: [types, client]
      filter:
        operations: [getGreeting]
        tags: [greetings]
        paths: [/greet]
        schemas: [Greeting]

      """)
    #expect(diagnostics.isEmpty)
    #expect(config.filter == OperationFilter(operations: ["getGreeting"], tags: ["greetings"], paths: ["/greet"]))
    #expect(config.filterSchemas.map(\.name) == ["Greeting"])
    #expect(config.filterSchemas.map(\.mark.line) == [6])
    // Where each entry is given, for an error when it selects nothing.
    #expect(config.filterEntries[.operations]?.map(\.mark.line) == [3])
    #expect(config.filterEntries[.paths]?.map(\.mark.column) == [11])
    #expect(
      Self.parse("generate: [types, client]\nfilter:\n  webhooks: [a]\n").1 == [
        "\(Self.file):3:3: error: unknown filter 'webhooks'; expected operations, tags, paths or schemas"
      ])
  }

  @Test func namingStrategySaysWhatEachBecomes() {
    #expect(
      Self.parse("generate: [types, client]\nnamingStrategy: idiomatic\n").1 == [
        "\(Self.file):2:17: note: namingStrategy idiomatic: APIGen's names are idiomatic too (UpperCamelCase types, lowerCamelCase members, no '_' prefixes); a name that would collide gets a number"
      ])
    #expect(
      Self.parse("generate: [types, client]\nnamingStrategy: defensive\n").1 == [
        "\(Self.file):2:17: warning: namingStrategy defensive is not available: APIGen writes idiomatic names ('repo-id' is repoId, not repo_hyphen_id), so call sites written against defensive names change"
      ])
    #expect(
      Self.parse("generate: [types, client]\nnamingStrategy: swifty\n").1 == [
        "\(Self.file):2:17: error: namingStrategy must be idiomatic or defensive, not 'swifty'"
      ])
  }

  @Test func nameOverridesAreRenamesWithTheirPlaces() {
    let (config, diagnostics) = Self.parse(
      "generate: [types, client]\nnameOverrides:\n  User: Person\n  get-greeting: greet\n")
    #expect(diagnostics.isEmpty)
    #expect(config.renames == ["User": "Person", "get-greeting": "greet"])
    #expect(config.renamed.map(\.name) == ["User", "get-greeting"])
    #expect(config.renamed.map(\.mark.line) == [3, 4])
  }

  @Test func typeOverridesOfSchemasReplaceThemAndOtherKindsAreErrors() {
    let (config, diagnostics) = Self.parse(
      "generate: [types, client]\ntypeOverrides:\n  schemas:\n    UUID: Foundation.UUID\n    Money: Ledger.Money\n")
    #expect(diagnostics.isEmpty)
    #expect(
      config.schemaTypeOverrides.map { "\($0.schema)=\($0.type)" } == ["UUID=Foundation.UUID", "Money=Ledger.Money"])
    #expect(config.typeOverrides.isEmpty)
    #expect(
      Self.parse("generate: [types, client]\ntypeOverrides:\n  formats:\n    uuid: UUID\n").1 == [
        "\(Self.file):3:3: error: unknown typeOverrides key 'formats'; expected schemas"
      ])
    #expect(
      Self.parse("generate: [types, client]\ntypeOverrides:\n  schemas:\n    UUID: 'not a type!'\n").1 == [
        "\(Self.file):4:11: error: 'not a type!' is not a Swift type name (such as Date, Foundation.UUID or MyModule.Money)"
      ])
  }

  @Test func additionalImportsAndFileCommentsAreKept() {
    let (config, diagnostics) = Self.parse(
      """
      generate: [client]
      additionalImports: [APITypes, Foundation]
      additionalFileComments:
        - swift-format-ignore-file
        - "swiftlint:disable all"

      """)
    #expect(diagnostics.count == 1)  // the warning that `client` alone gets the types too
    #expect(config.additionalImports.map(\.name) == ["APITypes", "Foundation"])
    #expect(config.additionalFileComments == ["swift-format-ignore-file", "swiftlint:disable all"])
    #expect(
      Self.parse("generate: [types, client]\nadditionalImports: [\"My Module\"]\n").1 == [
        "\(Self.file):2:21: error: 'My Module' is not a module name to import"
      ])
  }

  @Test func featureFlagsAreAcceptedEachWithAWarning() {
    let (config, diagnostics) = Self.parse(
      "generate: [types, client]\nfeatureFlags:\n  - ExplicitlyNamedFutureFlag\n  - AnotherOne\n")
    #expect(config == Self.defaults)
    #expect(
      diagnostics == [
        "\(Self.file):3:5: warning: feature flag 'ExplicitlyNamedFutureFlag' is swift-openapi-generator's; APIGen has no feature flags, and ignores it",
        "\(Self.file):4:5: warning: feature flag 'AnotherOne' is swift-openapi-generator's; APIGen has no feature flags, and ignores it",
      ])
  }

  @Test func anUnknownKeyOrAnApigenKeyIsAnError() {
    #expect(
      Self.parse("generate: [types, client]\nspec: openapi.yaml\n").1 == [
        "\(Self.file):2:1: error: unknown key 'spec' of swift-openapi-generator's config; expected generate, accessModifier, filter, namingStrategy, nameOverrides, typeOverrides, additionalImports, additionalFileComments or featureFlags"
      ])
  }

  @Test func theMigratedApigenYAMLReadsBackAsTheSameConfig() throws {
    let (config, diagnostics) = Self.parse(
      """
      generate: [types, client]
      accessModifier: package
      filter: {operations: [getGreeting], tags: [greetings], paths: [/greet], schemas: [Greeting]}
      nameOverrides: {User: Person}
      typeOverrides: {schemas: {PrimeNumber: CustomPrimeNumber}}
      additionalImports: [SharedTypes]
      additionalFileComments: ["swift-format-ignore-file", "a: b # c"]

      """)
    #expect(diagnostics.isEmpty)
    var migrated = config
    migrated.spec = "openapi.yaml"
    let text = try migrated.apigenYAML(comment: ["Migrated."])
    #expect(text.hasPrefix("# Migrated.\nspec: openapi.yaml\naccess: package\nfilter:\n"), "\(text)")
    let (reread, problems) = GeneratorConfig.parse(text, file: "apigen.yaml")
    #expect(problems.isEmpty, "\(problems)")
    #expect(reread.access == migrated.access && reread.filter == migrated.filter && reread.renames == migrated.renames)
    #expect(reread.filterSchemas.map(\.name) == ["Greeting"])
    #expect(reread.schemaTypeOverrides.map(\.type) == ["CustomPrimeNumber"])
    #expect(reread.additionalImports.map(\.name) == ["SharedTypes"])
    #expect(reread.additionalFileComments == ["swift-format-ignore-file", "a: b # c"])
  }
}
