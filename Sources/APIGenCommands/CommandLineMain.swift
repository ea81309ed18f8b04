import ArgumentParser

/// Runs a root command with `apigen`'s exit codes: 0 success, 1 invalid spec or config, 2 bad usage or I/O.
public enum CommandLineMain {
  public static func run(_ root: any ParsableCommand.Type) async {
    do {
      var command = try root.parseAsRoot()
      if var asynchronous = command as? any AsyncParsableCommand {
        try await asynchronous.run()
      } else {
        try command.run()
      }
    } catch let exit as ExitCode {
      root.exit(withError: exit)
    } catch {
      let code = root.exitCode(for: error)
      if code == .success {
        root.exit(withError: error)
      }
      // Usage errors: ArgumentParser would exit 64; apigen promises 2.
      var standardError = StandardError()
      print(root.fullMessage(for: error), to: &standardError)
      root.exit(withError: ExitCode(2))
    }
  }
}
