// An apigen built without the Mock trait (the default for a package that adds APIGen) has no server to run; `mock`
// still parses, so that the answer says how to get one instead of "Unexpected argument 'mock'".
#if !Mock
  import APIGenCommands
  import ArgumentParser

  /// `apigen mock` in a build without the Mock trait: says which line adds it.
  struct MockCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "mock",
      abstract: "Serves a spec's operations on a local port (needs apigen built with the Mock trait)."
    )

    @Argument(parsing: .allUnrecognized, help: .hidden)
    var arguments: [String] = []

    func run() throws {
      var standardError = StandardError()
      print(Self.missingTrait, to: &standardError)
      throw ExitCode(2)
    }

    static let missingTrait = """
      error: this apigen was built without APIGen's Mock trait, which `apigen mock` needs: in APIGen's folder, \
      build it with `swift build --traits Mock`; from a package that adds APIGen, add `traits: ["Mock"]` to that \
      .package line
      """
  }
#endif
