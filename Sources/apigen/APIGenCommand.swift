import APIGenCommands
import ArgumentParser

@main
struct APIGenCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "apigen",
    abstract: "Turns OpenAPI 3.0/3.1 documents into typed Swift SDKs, and serves them as mocks.",
    subcommands: [GenerateCommand.self, TrimCommand.self, ValidateCommand.self, MockCommand.self]
  )

  static func main() async { await CommandLineMain.run(Self.self) }
}
