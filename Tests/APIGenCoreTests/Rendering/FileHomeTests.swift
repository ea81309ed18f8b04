import APIGenCore
import Foundation
import Testing
import _APIGenOpenAPI

/// Every declaration keeps its numbered file whatever else the spec gains or loses, so an edit to one schema or
/// operation rewrites (and an incremental build recompiles) one file; the files stay roughly even.
@Suite struct FileHomeTests {
  /// A spec of `count` operations (`getThingN`), each answering its own schema (`ThingN`), plus `extra`.
  static func spec(count: Int, extraPath: String = "", extraSchema: String = "") -> String {
    var paths = ""
    var schemas = ""
    for index in 0..<count {
      paths += """
          /things\(index):
            get:
              operationId: getThing\(index)
              responses:
                '200':
                  description: OK
                  content:
                    application/json:
                      schema:
                        $ref: '#/components/schemas/Thing\(index)'

        """
      schemas += """
            Thing\(index):
              type: object
              properties:
                id:
                  type: integer

        """
    }
    return """
      openapi: 3.0.3
      info:
        title: Things
        version: '1'
      paths:
      \(paths)\(extraPath)components:
        schemas:
      \(schemas)\(extraSchema)
      """
  }

  static func files(_ text: String, filesPerKind: Int = 8) throws -> [String: String] {
    let loaded = SpecLoader().load(bytes: Array(text.utf8), named: "things.yaml")
    #expect(!loaded.hasErrors, "\(loaded.errors)")
    var config = GeneratorConfig()
    config.files = filesPerKind
    let output = try GenerationPipeline.run(
      loaded, config: config, moduleName: "Things", specFileName: "things.yaml", templates: try TemplateSet.builtIn())
    return Dictionary(uniqueKeysWithValues: output.files.map { ($0.name, $0.contents) })
  }

  static func changed(_ before: [String: String], _ after: [String: String]) -> [String] {
    before.keys.filter { before[$0] != after[$0] }.sorted()
  }

  @Test func anAddedOperationRewritesOneOperationsFile() throws {
    let before = try Self.files(Self.spec(count: 200))
    let added = """
        /added:
          get:
            operationId: getAdded
            responses:
              '204':
                description: Nothing

      """
    let after = try Self.files(Self.spec(count: 200, extraPath: added))
    let changed = Self.changed(before, after)
    #expect(changed.count == 1, "\(changed)")
    #expect(changed.allSatisfy { $0.hasSuffix("Operations.swift") }, "\(changed)")
  }

  @Test func addedSchemaPropertiesRewriteOneTypesFile() throws {
    let text = Self.spec(count: 200)
    let added = (0..<10).map { "        added\($0):\n          type: string\n" }.joined()
    let edited = text.replacingOccurrences(
      of: "    Thing57:\n      type: object\n      properties:\n",
      with: "    Thing57:\n      type: object\n      properties:\n" + added)
    #expect(edited != text)
    let changed = Self.changed(try Self.files(text), try Self.files(edited))
    #expect(changed.count == 1, "\(changed)")
    #expect(changed.allSatisfy { $0.hasSuffix("Types.swift") }, "\(changed)")
  }

  @Test func aDeclarationKeepsItsFileWhenOthersAreRemoved() throws {
    let all = try Self.files(Self.spec(count: 200))
    let fewer = try Self.files(Self.spec(count: 100))
    let home = all.first { $0.value.contains("public nonisolated struct Thing42:") }?.key
    #expect(home != nil)
    #expect(fewer[home ?? ""]?.contains("public nonisolated struct Thing42:") == true)
  }

  /// The build leans on this: swift-driver batches a module's files as runs of their sorted names, so the kinds must
  /// alternate in that order for each batch to get both.
  @Test func fileNamesSortWithTheKindsAlternating() {
    for count in [1, 9, 12, 100] {
      let names = SwiftRenderer.fileNames(filesPerKind: count)
      #expect(names == names.sorted(), "\(count)")
      #expect(names.count == 2 * count + 1)
      #expect(
        names.dropFirst().enumerated().allSatisfy {
          $0.element.hasSuffix($0.offset % 2 == 0 ? "Operations.swift" : "Types.swift")
        })
    }
    #expect(SwiftRenderer.fileNames(filesPerKind: 12).suffix(2) == ["Part12Operations.swift", "Part12Types.swift"])
    #expect(SwiftRenderer.fileNames(filesPerKind: 1) == ["Client.swift", "Part1Operations.swift", "Part1Types.swift"])
  }

  /// Without `files`, a part per ten declarations of the larger kind, in powers of two, at most the plugin's fifty.
  @Test(arguments: [(1, 1), (10, 1), (11, 2), (25, 4), (80, 8), (81, 16), (400, 50)])
  func withoutFilesThePartCountFollowsTheSpec(operations: Int, parts: Int) throws {
    let loaded = SpecLoader().load(bytes: Array(Self.spec(count: operations).utf8), named: "things.yaml")
    let output = try GenerationPipeline.run(
      loaded, config: GeneratorConfig(), moduleName: "Things", specFileName: "things.yaml",
      templates: try TemplateSet.builtIn())
    #expect(output.files.count == 1 + 2 * parts)
  }

  /// The build plugin declares its outputs before the tool runs and cannot link this module, so it repeats the
  /// largest default count (and passes it as `--files`: unasked, the tool sizes the count by the spec).
  @Test func theBuildPluginRepeatsTheDefaultFileCount() throws {
    let root = repositoryRoot
    let plugin = try String(
      contentsOf: root.appending(path: "Plugins/APIGenBuildPlugin/APIGenBuildPlugin.swift"), encoding: .utf8)
    let declared = plugin.split(separator: "\n").first { $0.contains("var filesPerKind = ") }
    #expect(declared?.trimmingCharacters(in: .whitespaces) == "var filesPerKind = \(SwiftRenderer.defaultFilesPerKind)")
  }

  @Test func filesStayRoughlyEven() throws {
    let files = try Self.files(Self.spec(count: 400))
    for kind in ["Types", "Operations"] {
      let counts = files.filter { $0.key.hasSuffix("\(kind).swift") }.map { file in
        file.value.matches(of: kind == "Types" ? /public nonisolated struct Thing\d+:/ : /public func getThing\d+\(/)
          .count
      }
      #expect(counts.count == 8)
      #expect(counts.reduce(0, +) == 400)
      // 50 each on average; a fixed hash of the names, so the figures never change from run to run.
      #expect(counts.allSatisfy { $0 >= 30 && $0 <= 70 }, "\(kind): \(counts)")
    }
  }
}
