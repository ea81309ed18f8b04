import APIGenCommands
import ArgumentParser

/// The `apigen` the plugins run: the same generate, trim and validate commands without `mock`, so that a package
/// using the plugins does not build a web server (Hummingbird and SwiftNIO) for its generator.
@main
struct APIGenBuildTool: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "apigen",
    abstract: "Turns OpenAPI 3.0/3.1 documents into typed Swift SDKs.",
    subcommands: [GenerateCommand.self, TrimCommand.self, ValidateCommand.self, MigrateConfigCommand.self]
  )

  static func main() { CommandLineMain.runSynchronously(Self.self) }
}
