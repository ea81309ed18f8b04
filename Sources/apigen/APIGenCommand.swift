import APIGenCommands
import ArgumentParser

/// `apigen`: the command line, whose subcommands are `generate`, `validate`, `trim`, `migrate-config`, `mock`, `verify` and `overlay`.
@main
struct APIGenCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "apigen",
    abstract: "Turns OpenAPI documents into typed Swift SDKs, serves them as mocks, checks servers against them.",
    subcommands: [
      GenerateCommand.self, TrimCommand.self, ValidateCommand.self, MigrateConfigCommand.self, MockCommand.self,
      VerifyCommand.self, OverlayCommand.self,
    ]
  )

  static func main() async { await CommandLineMain.run(Self.self) }
}
