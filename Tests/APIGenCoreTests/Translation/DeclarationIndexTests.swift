import Testing

@testable import APIGenCore

/// Names resolve as Swift resolves them: from the innermost enclosing scope that declares them.
@Suite struct DeclarationIndexTests {
  static func structure(_ name: String, _ properties: [String: SwiftType], nested: [TypeDecl] = []) -> TypeDecl {
    let declared = properties.sorted { $0.key < $1.key }.map { key, type in
      PropertyDecl(
        name: SwiftIdentifier(key), key: key, type: type, isOptional: false, isRequired: true, defaultValue: nil,
        docs: [], deprecated: false, isBoxed: false)
    }
    return TypeDecl(
      name: name, docs: [], deprecated: false, kind: .structure(StructDecl(properties: declared)), nested: nested)
  }

  static func declaration(_ name: String, _ kind: TypeDecl.Kind) -> TypeDecl {
    TypeDecl(name: name, docs: [], deprecated: false, kind: kind, nested: [])
  }

  /// `Inner` at the top level and inside `Outer`; `Outer` holds an `Inner`, an alias inside `Outer` names `Inner`,
  /// and a top-level alias and wrapper name it too.
  static let index = DeclarationIndex(
    types: [
      structure("Inner", ["id": .named("Int")]),
      structure(
        "Outer", ["inner": .named("Inner")],
        nested: [
          structure("Inner", ["name": .named("String")]),
          declaration("Handle", .alias(.named("Inner"))),
        ]),
      declaration("TopHandle", .alias(.named("Inner"))),
      declaration("Boxed", .wrapper(.array(.named("Inner")))),
    ],
    namespaces: [])

  func resolvedMembers(of name: String) throws -> [String?] {
    let entry = try #require(Self.index[name])
    return DeclarationIndex.members(of: entry).flatMap { type, scope in
      type.nominalPaths.map { Self.index.resolve($0, from: scope) }
    }
  }

  @Test func aStructsPropertiesAreLookedUpFromInsideIt() throws {
    #expect(try resolvedMembers(of: "Outer") == ["Outer.Inner"])
  }

  @Test func anAliasInsideAStructNamesTheStructsNestedType() throws {
    #expect(try resolvedMembers(of: "Outer.Handle") == ["Outer.Inner"])
  }

  @Test func aTopLevelAliasOrWrapperNamesTheTopLevelType() throws {
    #expect(try resolvedMembers(of: "TopHandle") == ["Inner"])
    #expect(try resolvedMembers(of: "Boxed") == ["Inner"])
  }

  @Test func qualifiedPathsResolveFromTheTopAndUnknownNamesToNothing() {
    #expect(Self.index.resolve(["Outer", "Inner"], from: []) == "Outer.Inner")
    #expect(Self.index.resolve(["Missing"], from: ["Outer"]) == nil)
  }

  @Test func namesKeepTheOrderDeclared() {
    #expect(Self.index.names == ["Inner", "Outer", "Outer.Inner", "Outer.Handle", "TopHandle", "Boxed"])
  }
}
