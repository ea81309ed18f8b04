import ArgumentParser

@main
struct APIGenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "apigen",
    abstract: "Turns OpenAPI 3.0/3.1 documents into typed Swift SDKs.",
    subcommands: [GenerateCommand.self, TrimCommand.self, ValidateCommand.self]
  )

  /// Runs the command line with `apigen`'s exit codes: 0 success, 1 invalid spec or config, 2 bad usage or I/O.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let exit as ExitCode {
      Self.exit(withError: exit)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        Self.exit(withError: error)
      }
      // Usage errors: ArgumentParser would exit 64; apigen promises 2.
      var standardError = StandardError()
      print(fullMessage(for: error), to: &standardError)
      Self.exit(withError: ExitCode(2))
    }
  }
}
